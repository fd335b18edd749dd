package rounds

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// roundCommands are the live rounds' commands: /play starts a timed round
// in the channel, /play stop ends it early (/guess plays the channel's
// running round through the feature's Mode). Like the daily's commands
// they are always registered; on a bot without Deps.Rounds they say
// rounds need a database.
func roundCommands() []bot.CommandSpec {
	return []bot.CommandSpec{
		{
			Name:        "play",
			Description: "Start a timed round of Boggle in this channel: everyone hunts words on one board",
			BareName:    "start",
			Options: []bot.OptionSpec{
				{Name: "rules", Meta: "SIZE TIME MODE", Description: "size, time and mode in any order, e.g. 5 2m all", Positional: true, Spaces: true},
				{Name: "size", Description: "board size: 4 (default), 5 or 6", Type: bot.Integer,
					Choices: []bot.Choice{{Label: "4x4", Value: "4"}, {Label: "5x5", Value: "5"}, {Label: "6x6", Value: "6"}}},
				{Name: "time", Description: "how long: 30s to 10m, e.g. 90s or 2m (default 3m)"},
				{Name: "mode", Description: "classic (words two players find cancel, default) or all (every word scores)",
					Choices: []bot.Choice{{Label: "classic", Value: "classic"}, {Label: "all", Value: "all"}}},
				{Name: "dict", Description: "word list: common, standard or large (default: the daily's)", Choices: bot.TierChoices()},
				{Name: "board", Description: "a board to play, e.g. lqre slus atic nren, or best (one of the best boards known)", Spaces: true},
				{Name: "hints", Description: "may players ask /hint: on or off (default off in classic, on in all)",
					Choices: []bot.Choice{{Label: "on", Value: "on"}, {Label: "off", Value: "off"}}},
				present.QualityOpt, bot.LangOpt,
			},
			Examples: []string{"/play", "/play 5 2m all", "/play time:90s board:lqre slus atic nren", "/play hints:on", "/play board:best", "/play quality:rich"},
		},
		{
			Name:        "play stop",
			Description: "End this channel's round now (whoever started it, or an admin)",
			Examples:    []string{"/play stop"},
		},
	}
}

// NoRounds answers the round commands on a bot without Deps.Rounds.
var NoRounds = i18n.Error("en", errRoundsOff)

// readRules reads /play's options: the named ones, and the free-text rules
// ("5 2m all") in any order.
//
// A round that names no language nor dictionary plays the server's
// language: the daily's (/daily setup language:), else the server's
// locale where it is not English, else the language of the player who
// starts it; followed is then that language and whose it is, for the
// start message to say how to switch (nil for English).
func (b *feature) readRules(ctx context.Context, req bot.Request) (r round.Rules, followed *lang.Language, whose bot.Whose, err error) {
	r, chose, err := b.readRulesAsTyped(ctx, req)
	if err != nil {
		return r, nil, 0, err
	}
	if r.Tier != "" {
		return r, nil, 0, nil
	}
	r.Tier = "common"
	if b.Daily != nil && req.Guild != "" {
		g, _ := bot.GuildOf(req)
		set, err := b.Daily.Settings(ctx, g)
		if err != nil {
			return r, nil, 0, fmt.Errorf("play: the server's daily settings: %w", err)
		}
		if !set.Created.IsZero() && set.Tier != "" { // the server chose its daily's language
			l := bot.LangNamed(set.Tier)
			switch {
			case l == nil: // English: its dictionary too
				r.Tier = set.Tier
				return r, nil, 0, nil
			case chose: // lang:en over the server's language
				return r, nil, 0, nil
			}
			r.Tier = set.Tier
			return r, l, bot.ServersLanguage, nil
		}
	}
	if chose { // lang:en
		return r, nil, 0, nil
	}
	if l, whose := bot.LocaleOf(req); l != nil {
		r.Tier = l.Name
		return r, l, whose, nil
	}
	return r, nil, 0, nil
}

// readRulesAsTyped is readRules without the language followed: Tier ""
// where no language but English nor dictionary was named, and whether
// one was (lang:en).
func (b *feature) readRulesAsTyped(ctx context.Context, req bot.Request) (round.Rules, bool, error) {
	var r round.Rules
	given := map[string]string{} // each rule set, as typed: to name both of two that disagree
	// set reads v into the rule name; typed is how the player wrote it.
	set := func(name, typed, v string) error {
		before := r
		var err error
		switch name {
		case "hints":
			r.Hints, err = round.ParseHints(v)
		case "size":
			r.Size, err = round.ParseSize(v)
		case "time":
			r.Duration, err = round.ParseDuration(v)
		case "mode":
			r.Mode, err = round.ParseMode(v)
		case "dict":
			r.Tier, err = b.TierNamed(v, "")
		case "lang":
			r.Tier, err = langTier(v, r.Tier) // bot/lang.go
		}
		if err != nil {
			return err
		}
		if prev, ok := given[name]; ok && r != before {
			return game.E(game.Invalid, game.CodeRulesTwice, game.Facts{"command": "play", "rule": name, "first": prev, "second": typed})
		}
		given[name] = typed
		return nil
	}
	for _, name := range []string{"size", "time", "mode", "dict", "hints", "lang"} {
		if v := strings.TrimSpace(req.Options[name]); v != "" {
			if err := set(name, v, v); err != nil {
				return r, false, err
			}
		}
	}
	toks := strings.Fields(req.Options["rules"])
	for i, tok := range toks {
		low := strings.ToLower(tok)
		var err error
		switch {
		case i+1 < len(toks) && isTimeUnit(toks[i+1]) && strings.Trim(low, "0123456789") == "":
			err = set("time", tok+" "+toks[i+1], tok+toks[i+1]) // "2 min", "90 seconds": a time, not a size
		case low == "classic" || low == "all":
			err = set("mode", tok, tok)
		case low == "hints":
			err = set("hints", tok, "on")
		case low == "nohints":
			err = set("hints", tok, "off")
		case dict.IsTier(low):
			err = set("dict", tok, tok)
		case low != "" && strings.Trim(low, "0123456789x") == "":
			err = set("size", tok, tok)
		case low[0] >= '0' && low[0] <= '9':
			err = set("time", tok, tok) // 90s, 2m, 1m30s
		case isTimeUnit(low):
			continue // "2 min": read with its number
		case isLangName(tok):
			err = set("lang", tok, tok) // polski, français
		default:
			err = game.E(game.Invalid, game.CodePlayRule, game.Facts{"typed": tok})
		}
		if err != nil {
			return r, false, err
		}
	}
	if _, ok := given["hints"]; !ok {
		r.Hints = round.DefaultHints(cmp.Or(r.Mode, round.Classic))
	}
	_, namedLang := given["lang"]
	_, namedDict := given["dict"]
	return r, namedLang || namedDict, nil
}

// isTimeUnit reports whether a word of /play's free text is a unit of
// time that follows a number, as in "2 min".
func isTimeUnit(s string) bool {
	switch strings.ToLower(s) {
	case "m", "min", "mins", "minute", "minutes", "s", "sec", "secs", "second", "seconds":
		return true
	}
	return false
}

// playBoard returns the board /play's options ask for: a board typed, one
// of the best boards (board:best), the richest of many rolls
// (quality:rich), or nil for the round to roll one. about says how a best
// or rich board was chosen.
func (b *feature) playBoard(ctx context.Context, req bot.Request, rules round.Rules) (*solver.Board, bot.Phrase, error) {
	rich, err := present.RichOption(req)
	if err != nil {
		return nil, bot.Phrase{}, err
	}
	typed := strings.TrimSpace(req.Options["board"])
	size := cmp.Or(rules.Size, round.DefaultSize)
	l := bot.LangNamed(rules.Tier) // another language's round (bot/lang.go), else nil
	switch {
	case typed != "" && rich:
		return nil, bot.Phrase{}, game.E(game.Invalid, game.CodeRichAndBoard, game.Facts{"typed": typed})
	case strings.EqualFold(typed, "best"):
		dl, err := present.BestBoard(b.Seed(), size, rules.Tier)
		if err != nil {
			return nil, bot.Phrase{}, err
		}
		return &dl.Board, dl.About, nil
	case typed != "":
		bd, err := bot.ParseBoardIn(l, typed)
		if err != nil {
			return nil, bot.Phrase{}, err // a *solver.ParseError, quoted by Handle
		}
		if rules.Size != 0 && rules.Size != bd.Size() {
			return nil, bot.Phrase{}, game.E(game.Invalid, game.CodeBoardSizeAsked, game.Facts{"size": bd.Size(), "want": rules.Size})
		}
		return &bd, bot.Phrase{}, nil
	case rich:
		if !slices.Contains(round.Sizes, size) {
			return nil, bot.Phrase{}, nil // the round says which sizes there are
		}
		dice, err := bot.DiceIn(l, size)
		if err != nil {
			return nil, bot.Phrase{}, err
		}
		d, err := dict.Embedded(rules.Tier)
		if err != nil {
			return nil, bot.Phrase{}, fmt.Errorf("load dictionary %s: %w", rules.Tier, err)
		}
		dl, err := present.RollRich(ctx, b.Seed(), dice, d)
		if err != nil {
			return nil, bot.Phrase{}, err
		}
		return &dl.Board, dl.About, nil
	case l != nil && slices.Contains(round.Sizes, size):
		// The round rolls English dice: a language's board is rolled here.
		dice, err := bot.DiceIn(l, size)
		if err != nil {
			return nil, bot.Phrase{}, err
		}
		d, err := dict.Embedded(rules.Tier)
		if err != nil {
			return nil, bot.Phrase{}, fmt.Errorf("load dictionary %s: %w", rules.Tier, err)
		}
		bd := round.Playable(dice, d, b.Seed())
		return &bd, bot.Phrase{}, nil
	}
	return nil, bot.Phrase{}, nil
}

func (b *feature) playCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.rounds()
	if err != nil {
		return bot.Reply{}, err
	}
	req = present.PlayDealWords(req)
	// The round's posts (its results, after the interaction's token has
	// expired) go to this channel as the bot: check it can post there
	// before a round nobody would see the end of.
	var dm *bot.NotAChannel
	if err := req.CanPost(ctx, req.Channel); err != nil && !errors.As(err, &dm) {
		return bot.Reply{}, err // a direct message is fine for a round
	}
	rules, followed, whose, err := b.readRules(ctx, req)
	if err != nil {
		return bot.Reply{}, err
	}
	board, about, err := b.playBoard(ctx, req, rules)
	if err != nil {
		return bot.Reply{}, err
	}
	// The round's posts speak the server's language as this request
	// reports it (see serverLocales.note), to the end, kept with it.
	r, err := svc.StartIn(ctx, present.RoundKey(req), bot.PlayerOf(req), rules, board, roundLocale(req))
	if run, ok := round.RoundOf(err); ok && game.Is(game.Conflict, err) && !run.End.After(b.Now()) {
		// Stopped, or its time is up, but its results are not posted
		// yet: "already running" would contradict the stop just seen.
		return bot.Reply{}, game.E(game.Conflict, game.CodeRoundJustEnded)
	}
	if err != nil {
		return bot.Reply{}, err
	}
	rp := b.roundPrinter(r) // read before drawing: it may ask the store
	img, err := b.Draw(ctx, "round.png", rp.Sprintf("The round's %dx%d Boggle board: %s", r.Board.Size(), r.Board.Size(), r.Board),
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Board(w, rp, r.Board, rp.Sprintf("Live round"))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	reply := b.startReply(req.Markup(), r, 0, 0)
	if !about.IsZero() {
		reply.Text = rp.Sprintf("The board is %s.", about.In(rp)) + "\n" + reply.Text
	}
	if followed != nil {
		reply.Text += "\n" + bot.SwitchNote(rp, followed, whose)
	}
	reply.Image = img
	id := r.ID
	reply.Live = func(ref string) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := svc.SetMessage(ctx, id, ref); err != nil {
			b.Log.Warn("remember a round's start message", "round", id, "err", err)
		}
	}
	return reply, nil
}

// startReply is a round's start message: the board, who started it, the
// rules, the end as a countdown, how many players and words so far (never which), and
// the Enter words button.
func (b *feature) startReply(m bot.Markup, r round.Round, players, words int) bot.Reply {
	pt := b.roundPrinter(r)
	var s strings.Builder
	// The board in letters too: for screen readers, for Slack channels the
	// bot may not upload to, and for the console.
	s.WriteString(pt.Sprintf("**Live round!** `%s` · %s started a round: %s.", r.Board, m.Mention(r.Starter.ID), describeRound(pt, r.Rules)) + "\n")
	s.WriteString(pt.Sprintf("It ends **%s**. Find words of %d+ letters on the board and enter them with the button below or `/guess WORDS`: only you see your words until the end.",
		m.Until(pt, r.End), solver.Rules{}.MinLenFor(r.Board.Size())) + "\n")
	if players == 0 {
		s.WriteString(pt.Sprintf("No words entered yet: be the first!"))
	} else {
		s.WriteString(pt.Sprintf("So far: **%s**, %s entered.", pt.Sprintf("%d players", players), pt.Sprintf("%d words", words)))
	}
	actions := []bot.Action{{Kind: bot.Button, ID: bot.ActionID("play", "enter", r.ID), Label: pt.Sprintf("Enter words")}}
	if b.Links != nil {
		// The message is public and links are personal: the button
		// answers each player with their own link.
		actions = append(actions, bot.Action{Kind: bot.Button, ID: bot.ActionID("play", "board", r.ID), Label: pt.Sprintf(bot.BoardLabel)})
		if label := b.Platform(r.Key.Platform).Activity; label != "" {
			actions = append(actions, bot.Action{Kind: bot.Button, ID: bot.ActionID("play", "activity", r.ID), Label: pt.Sprintf(label)})
		}
	}
	return bot.Reply{Text: s.String(), Actions: actions}
}

// playAction answers the round's components: the Enter words button (a
// form), the form's submission (a guess), and the buttons under results.
func (b *feature) playAction(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.rounds()
	if err != nil {
		return bot.Reply{}, err
	}
	_, parts := bot.ParseActionID(req.Action.ID)
	if len(parts) != 2 || !round.IsID(parts[1]) {
		return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "play"})
	}
	id := parts[1]
	pt := req.Printer()
	switch parts[0] {
	case "enter":
		return bot.Reply{
			Text:      pt.Sprintf("Type your words with `/guess WORDS`, separated by spaces."),
			Ephemeral: true,
			Form: &bot.Form{ID: bot.ActionID("play", "words", id), Title: pt.Sprintf("Enter words"), Label: pt.Sprintf("Your words"),
				Placeholder: pt.Sprintf("Type or paste as many words as you like, separated by spaces or new lines"),
				Submit:      pt.Sprintf("Enter"), Cancel: pt.Sprintf("Cancel")},
		}, nil
	case "mine":
		return b.roundReview(ctx, svc, req, id) // review.go
	case "activity":
		if req.Surface().Activity == "" || b.Links == nil {
			return bot.Reply{}, game.E(game.Unavailable, game.CodeActivityNotHere)
		}
		return bot.ActivityReply(req.Printer()), nil
	case "board":
		r, err := svc.Round(ctx, id)
		if err != nil {
			return bot.Reply{}, err
		}
		if b.Links == nil {
			return bot.Reply{}, game.E(game.Unavailable, game.CodeWebOff)
		}
		// The link plays as this player in that round: only from the
		// round's own channel (an action id can be replayed elsewhere).
		if r.Key != present.RoundKey(req) && req.Channel != "" {
			return bot.Reply{}, game.E(game.NotAllowed, game.CodeOtherChannel, game.Facts{"what": "button"})
		}
		if r.Over(b.Now()) {
			return bot.Reply{}, round.Over(r)
		}
		return bot.Reply{
			Text:      pt.Sprintf("Your personal link to this round's board (it opens for 15 minutes; don't share it: it plays as you). The round ends %s.", req.When(r.End)),
			Ephemeral: true,
			Actions:   []bot.Action{bot.LinkButton(pt.Sprintf(bot.BoardLabel), b.Links.RoundLink(r, bot.PlayerOf(req), req.PageLocale()))},
		}, nil
	case "words":
		r, err := svc.Round(ctx, id)
		if err != nil {
			return bot.Reply{}, err
		}
		if r.Key != present.RoundKey(req) && req.Channel != "" {
			return bot.Reply{}, game.E(game.NotAllowed, game.CodeOtherChannel, game.Facts{"what": "form"})
		}
		req.Platform, req.Guild, req.Channel = r.Key.Platform, r.Key.Guild, r.Key.Channel
		return b.roundGuess(ctx, svc, req, req.Action.Value, id)
	}
	return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "play"})
}

// roundGuess plays the words a player typed in the round with id (the
// channel's running round, or the one a form was opened for), and says how
// each was judged. Once that round has ended they go to no round, not even
// a new one in the channel: the player is told it ended.
func (b *feature) roundGuess(ctx context.Context, svc *round.Service, req bot.Request, input, id string) (bot.Reply, error) {
	if present.NoWords(input) {
		return bot.Reply{}, game.E(game.Invalid, game.CodeNoWordsTyped, game.Facts{"input": input, "doing": "round"})
	}
	g, err := svc.GuessRound(ctx, id, bot.PlayerOf(req), input)
	if err != nil {
		return bot.Reply{}, err
	}
	if g.Added > 0 {
		b.tracker.touch(g.Round)
	}
	pt := req.Printer()
	var s strings.Builder
	s.WriteString(pt.Sprintf("**Round:** "))
	present.WriteJudgements(pt, &s, g.Judgements, g.Round.Rules.Tier, solver.Rules{}.MinLenFor(g.Round.Board.Size()))
	if g.Added > 0 {
		s.WriteString("**+" + pt.Sprintf("%d points", g.Gained) + ".** ")
	}
	pt.Fprintf(&s, "You have **%s, %s** in this round", pt.Sprintf("%d words", g.Words), pt.Sprintf("%d points", g.Points))
	if g.Round.Rules.Mode == round.Classic {
		s.WriteString(pt.Sprintf(" (before the words others also found cancel)"))
	}
	pt.Fprintf(&s, ". It ends %s.", req.When(g.Round.End))
	return bot.Reply{Text: s.String(), Ephemeral: true}, nil
}

func (b *feature) playStopCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.rounds()
	if err != nil {
		return bot.Reply{}, err
	}
	r, err := svc.Running(ctx, present.RoundKey(req))
	if err != nil {
		return bot.Reply{}, err
	}
	admin := false
	if r.Starter.ID != req.User.ID { // only then does it matter: ask the platform
		if admin, err = req.Admin(ctx); err != nil {
			return bot.Reply{}, err
		}
	}
	if _, err := svc.Stop(ctx, present.RoundKey(req), bot.PlayerOf(req), admin); err != nil {
		return bot.Reply{}, err
	}
	b.tracker.wake()
	return bot.Reply{Text: req.PublicPrinter().Sprintf("%s stopped the round. The results follow in a moment.", req.Markup().Mention(req.User.ID))}, nil
}

// roundWinners is /leaderboard rounds: the server's players by live rounds
// won.
func (b *feature) roundWinners(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.rounds()
	if err != nil {
		return bot.Reply{}, err
	}
	ws, err := svc.Winners(ctx, req.Platform, req.Guild, present.LeaderboardSize)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.PublicPrinter() // the channel sees the leaderboard
	var s strings.Builder
	s.WriteString(pt.Sprintf("**Leaderboard, live rounds won**") + "\n")
	if len(ws) == 0 {
		s.WriteString(pt.Sprintf("No round has been played here yet. Start one with `/play`."))
	}
	rank := 0
	for i, w := range ws {
		// Equal records share a rank (1, 1, 3), as results' ties do.
		if i == 0 || w.Won != ws[i-1].Won || w.Played != ws[i-1].Played {
			rank = i + 1
		}
		fmt.Fprintf(&s, "%d. **%s**: %s\n", rank, present.NameOf(w.Player), pt.Sprintf("%d rounds won of %d played", w.Won, w.Played))
	}
	return bot.Reply{Text: strings.TrimSpace(s.String())}, nil
}

// roundPrinter prints a round's public posts (its start message, kept up
// to date, and its results): in the server's interface language as it was
// when the round started (Round.Locale: Discord's guild_locale; the last
// player's on Slack and the console: see postPrinter), so that a player of
// another language joining on Slack or the console does not turn the
// round's posts to theirs mid-round; never the round's language of play.
// A round stored without one speaks the server's language as it is now.
func (b *feature) roundPrinter(r round.Round) *message.Printer {
	if r.Locale != "" {
		return i18n.Printer(r.Locale)
	}
	return b.PostPrinter(game.Guild{Platform: r.Key.Platform, ID: r.Key.Guild})
}

// roundLocale is Round.Locale for a round req starts: the server's
// interface language it reports (as serverLocales.note reads it), "en" for
// English.
func roundLocale(req bot.Request) string {
	l := cmp.Or(req.ServerLocale, req.Locale)
	if len(l) > 64 {
		l = ""
	}
	return cmp.Or(l, "en")
}

var errRoundsOff = game.E(game.Unavailable, game.CodeRoundsOff)

func (b *feature) rounds() (*round.Service, error) {
	if b.Rounds == nil {
		return nil, errRoundsOff
	}
	return b.Rounds, nil
}

// describeRound is a round's rules as its posts (and a player's review
// of it) say them: "4x4, 3
// minutes, classic: words two players both find score for nobody, common
// dictionary".
func describeRound(pt *message.Printer, r round.Rules) string {
	mode := pt.Sprintf("classic: words two players both find score for nobody")
	if r.Mode == round.All {
		mode = pt.Sprintf("every word scores for whoever finds it")
	}
	hints := ""
	if r.Hints {
		hints = pt.Sprintf(", hints allowed (`/hint`)")
	}
	return fmt.Sprintf("%dx%d, %s, %s, %s%s", r.Size, r.Size, i18n.Lasts(pt, r.Duration), mode, pt.Sprintf("%s dictionary", bot.DictName(pt, r.Tier)), hints)
}

// resultsMeanings is how many of the round's best words the results
// define, in at most meaningsRoom bytes.
const (
	resultsMeanings = 3
	meaningsRoom    = 3 * 120
)

// roundMeant is the words whose meanings a round's results give: the best
// ones nobody found, or if every word was found, the best found.
func roundMeant(res round.Results) []string {
	var out []string
	for _, w := range res.Missed[:min(5, len(res.Missed))] {
		out = append(out, w.Word)
	}
	if len(out) == 0 {
		best, _ := roundBest(res)
		for _, w := range best.Words[:min(5, len(best.Words))] {
			out = append(out, w.Word)
		}
	}
	return out
}

// roundBest is the solution cut to the words that scored or cancelled in
// the round, best first, and true. If there are none it is the best words
// nobody found (res.Missed, which leaves out words a hint revealed and
// their finder entered) and false: the words the text lists as nobody's,
// in the same order.
func roundBest(res round.Results) (solver.Result, bool) {
	found := map[string]bool{}
	for _, ws := range res.Scored {
		for _, e := range ws {
			found[e.Word] = true
		}
	}
	for _, w := range res.Cancelled {
		found[w] = true
	}
	best := res.Solution
	if len(found) == 0 {
		best.Words = res.Missed
	} else {
		best.Words = slices.DeleteFunc(slices.Clone(res.Solution.Words), func(w solver.Word) bool { return !found[w.Word] })
	}
	best.Count, best.Score = len(best.Words), 0
	for _, w := range best.Words {
		best.Score += w.Points
	}
	return best, len(found) > 0
}
