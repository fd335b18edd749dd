package daily

import (
	"context"
	"fmt"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"golang.org/x/text/message"
)

// The daily's two game modes for package play, asked after a channel's
// live round: a past day a player practises (PracticeMode), then the day's
// board (DayMode), which takes every request left.

// PracticeMode is a past day a player practises (/daily day:...), as a
// play.Mode: their /guess plays it, and /hint says hints are for today.
func (f *Feature) PracticeMode() PracticeMode { return PracticeMode{f.b} }

// DayMode is the daily board as a play.Mode: /guess, /hint, /leaderboard
// and /stats; on a bot without the daily it says so.
func (f *Feature) DayMode() DayMode { return DayMode{f.b} }

// A PracticeMode is a Feature's practice as a play.Mode.
type PracticeMode struct{ b *feature }

// A DayMode is a Feature's daily board as a play.Mode.
type DayMode struct{ b *feature }

// practising is the past day req's player practises, if any.
func (b *feature) practising(ctx context.Context, req bot.Request) (game.Day, bool, error) {
	if b.Daily == nil {
		return 0, false, nil
	}
	g, _ := bot.GuildOf(req)
	return b.Daily.Practising(ctx, g, req.User.ID)
}

// Guess plays input on the day practised.
func (m PracticeMode) Guess(ctx context.Context, req bot.Request, input string) (bot.Reply, bool, error) {
	if m.b.Daily == nil {
		return bot.Reply{}, false, nil
	}
	return m.b.practiceGuess(ctx, m.b.Daily, req, input)
}

// Hint refuses: a player practising a past day who asks for a hint means
// that board, and a hint of today's would count on today's real score.
func (m PracticeMode) Hint(ctx context.Context, req bot.Request) (bot.Reply, bool, error) {
	day, ok, err := m.b.practising(ctx, req)
	if err != nil || !ok {
		return bot.Reply{}, ok, err
	}
	return bot.Reply{}, true, game.E(game.NotAllowed, game.CodeHintPractising, game.Facts{"day": day})
}

// Leaderboard leaves the standings to the day: practice never counts.
func (PracticeMode) Leaderboard(context.Context, bot.Request, string) (bot.Reply, bool, error) {
	return bot.Reply{}, false, nil
}

// Stats leaves a player's stats to the day.
func (PracticeMode) Stats(context.Context, bot.Request) (bot.Reply, bool, error) {
	return bot.Reply{}, false, nil
}

// Hint gives the next hint of today's board.
func (m DayMode) Hint(ctx context.Context, req bot.Request) (bot.Reply, bool, error) {
	r, err := m.b.hint(ctx, req)
	return r, true, err
}

// Guess plays input on today's board.
func (m DayMode) Guess(ctx context.Context, req bot.Request, input string) (bot.Reply, bool, error) {
	r, err := m.b.guess(ctx, req, input)
	return r, true, err
}

// Leaderboard is the daily's standings for period: the season (the
// default, or a past one), today, week or all.
func (m DayMode) Leaderboard(ctx context.Context, req bot.Request, period string) (bot.Reply, bool, error) {
	r, err := m.b.leaderboard(ctx, req, period)
	return r, true, err
}

// Stats is a player's points, streaks and best day, and their rounds.
func (m DayMode) Stats(ctx context.Context, req bot.Request) (bot.Reply, bool, error) {
	if v := strings.ToLower(strings.TrimSpace(req.Options["server"])); v == "true" || strings.EqualFold(strings.TrimSpace(req.Options["user"]), "server") {
		r, err := m.b.serverStats(ctx, req)
		return r, true, err
	}
	r, err := m.b.stats(ctx, req)
	return r, true, err
}

func (b *feature) hint(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	g, _ := bot.GuildOf(req)
	h, err := svc.Hint(ctx, g, bot.PlayerOf(req))
	if err != nil {
		return bot.Reply{}, game.E(game.Facts{"board": h.Clue.Board.String()}, err)
	}
	return present.HintReply(ctx, b.Images, req, h.Clue, false)
}

func (b *feature) guess(ctx context.Context, req bot.Request, input string) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	if present.NoWords(input) {
		return bot.Reply{}, game.E(game.Invalid, game.CodeNoWordsTyped, game.Facts{"input": input, "doing": "daily"})
	}
	g, _ := bot.GuildOf(req)
	r, err := svc.Guess(ctx, g, bot.PlayerOf(req), input)
	if err != nil {
		return bot.Reply{}, err
	}
	for _, j := range r.Judgements {
		b.Obs.DailyWord(metricVerdict(j.Verdict.String()))
	}
	pt := req.Printer()
	var s strings.Builder
	present.WriteJudgements(pt, &s, r.Judgements, r.Daily.Settings.Tier, r.Daily.MinLen)
	p := r.Progress
	if r.Added > 0 {
		s.WriteString("**+" + pt.Sprintf("%d points", r.Gained) + ".** ")
	}
	if len(p.Found) == 0 {
		pt.Fprintf(&s, "No words yet today. `/daily` shows the board (`%s`).", r.Daily.Board)
	} else {
		pt.Fprintf(&s, "Today you have **%s, %s**%s: rank %d of %d.", pt.Sprintf("%d words", len(p.Found)), pt.Sprintf("%d points", p.Points), present.HintsNote(pt, p.Hints), p.Rank, p.Players)
		s.WriteByte('\n')
		s.WriteString(strings.TrimSuffix(present.LadderLine(pt, p.Points, r.Daily.MaxScore), "\n"))
	}
	return bot.Reply{Text: s.String(), Ephemeral: true}, nil
}

func (b *feature) leaderboard(ctx context.Context, req bot.Request, typed string) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	if season, ok, err := seasonAsked(req, typed); ok || err != nil {
		if err != nil {
			return bot.Reply{}, err
		}
		return b.seasonLeaderboard(ctx, req, svc, season, false)
	}
	period, err := challenge.ParsePeriod(typed)
	if err != nil {
		return bot.Reply{}, game.E(game.Invalid, game.CodeLeaderboardName, game.Facts{"typed": typed})
	}
	if period == challenge.SeasonNow {
		return b.seasonLeaderboard(ctx, req, svc, challenge.Season{}, true)
	}
	g, _ := bot.GuildOf(req)
	lb, err := svc.Leaderboard(ctx, g, period)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.PublicPrinter() // the channel sees the leaderboard
	var s strings.Builder
	switch period {
	case challenge.Today:
		s.WriteString(pt.Sprintf("**Leaderboard, %s**", i18n.DayName(pt, lb.To)) + "\n")
	case challenge.Week:
		s.WriteString(pt.Sprintf("**Leaderboard, this week** (since %s)", i18n.DayName(pt, lb.From)) + "\n")
	default:
		s.WriteString(pt.Sprintf("**Leaderboard, all time**") + "\n")
	}
	if len(lb.Entries) == 0 {
		s.WriteString(pt.Sprintf("Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it."))
		return bot.Reply{Text: s.String()}, nil
	}
	me := -1
	for i, e := range lb.Entries {
		if e.Player.ID == req.User.ID {
			me = i
		}
		if i >= present.LeaderboardSize {
			continue
		}
		fmt.Fprintf(&s, "%d. **%s**: %s%s", e.Rank, present.NameOf(e.Player), pt.Sprintf("%d points", e.Points), present.HintsNote(pt, e.Hints))
		if period != challenge.Today {
			fmt.Fprintf(&s, " (%s)", pt.Sprintf("%d days", e.Days))
		}
		s.WriteByte('\n')
	}
	if n := len(lb.Entries) - present.LeaderboardSize; n > 0 {
		s.WriteString(pt.Sprintf("…and %d more players.", n))
		if me >= present.LeaderboardSize {
			s.WriteString(pt.Sprintf(" You are #%d with %s.", lb.Entries[me].Rank, pt.Sprintf("%d points", lb.Entries[me].Points)))
		}
	}
	return bot.Reply{Text: strings.TrimSpace(s.String())}, nil
}

func (b *feature) stats(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	g, _ := bot.GuildOf(req)
	id := strings.TrimSpace(req.Options["user"])
	id = strings.TrimPrefix(id, "@")
	self := id == "" || id == req.User.ID
	if self {
		id = req.User.ID
	}
	st, err := svc.Stats(ctx, g, id)
	if err != nil {
		return bot.Reply{}, err
	}
	if !self && st.DaysPlayed == 0 { // a name typed as text: the console, or Slack's "@alice"
		if byName, ok, err := findPlayer(ctx, svc, g, id); err != nil {
			return bot.Reply{}, err
		} else if ok {
			id = byName
			if st, err = svc.Stats(ctx, g, id); err != nil {
				return bot.Reply{}, err
			}
		}
	}
	name := present.NameOf(st.Player)
	switch {
	case self && st.Player.Name == "":
		name = present.NameOf(bot.PlayerOf(req))
	case st.Player.Name == "":
		name = req.Markup().Mention(text.Quote(id, 40)) // ids are short; this is no player's
	}
	var rounds round.Stats
	if b.Rounds != nil {
		if rounds, err = b.Rounds.PlayerStats(ctx, req.Platform, req.Guild, id); err != nil {
			return bot.Reply{}, err
		}
	}
	pt := req.Printer()
	roundsLine := pt.Sprintf("• Live rounds: **%s played**, %s won", pt.Sprintf("%d rounds", rounds.Played), pt.Sprintf("%d rounds", rounds.Won)) + "\n"
	if st.DaysPlayed == 0 {
		text := pt.Sprintf("%s hasn't played the daily challenge here yet.", name)
		if self {
			text = pt.Sprintf("You haven't played the daily challenge here yet. `/daily` shows today's board; `/guess` plays it.")
		}
		if rounds.Played > 0 {
			text += "\n" + strings.TrimSuffix(roundsLine, "\n")
		}
		return bot.Reply{Text: text, Ephemeral: true}, nil
	}
	var s strings.Builder
	s.WriteString(pt.Sprintf("**%s** in the daily challenge", name) + "\n")
	s.WriteString(pt.Sprintf("• **%s**, %s over %s", pt.Sprintf("%d points", st.Points), pt.Sprintf("%d words", st.Words), pt.Sprintf("%d days", st.DaysPlayed)) + "\n")
	s.WriteString(pt.Sprintf("• Streak: **%s** (best %s)", pt.Sprintf("%d days", st.CurrentStreak), pt.Sprintf("%d days", st.BestStreak)) + "\n")
	if st.FreezesMax > 0 {
		s.WriteString(pt.Sprintf("• Streak freezes: **%d** of %d (one more every %d days played; a missed day spends one)", st.Freezes, st.FreezesMax, challenge.FreezeEvery) + "\n")
	}
	s.WriteString(pt.Sprintf("• Best day: **%s** on %s", pt.Sprintf("%d points", st.BestDay.Points), i18n.DayName(pt, st.BestDay.Day)) + "\n")
	if fav := st.Favourite; fav.Word != "" {
		line, err := favouriteLine(ctx, pt, svc, g, id, self, fav)
		if err != nil {
			return bot.Reply{}, err
		}
		s.WriteString(line)
	}
	if rounds.Played > 0 {
		s.WriteString(roundsLine)
	}
	text := strings.TrimSpace(s.String())
	prof, err := svc.Profile(ctx, g, id, calendarWeeks, self)
	if err != nil {
		return bot.Reply{}, err
	}
	tier := ""
	if set, err := svc.Settings(ctx, g); err == nil {
		tier = set.Tier
	}
	img, err := b.drawStats(ctx, pt, prof, name, pt.Sprintf("Daily challenge"), tier)
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: text, Image: img, Ephemeral: true}, nil
}

// favouriteLine is /stats's line of a player's favourite long word, fav: a
// word they found today stays secret from others until the reveal (its
// length only, in the daily's language's letters).
func favouriteLine(ctx context.Context, pt *message.Printer, svc *challenge.Service, g game.Guild, id string, self bool, fav game.Word) (string, error) {
	tier := "" // the server's language: its daily's words
	if set, err := svc.Settings(ctx, g); err == nil {
		tier = set.Tier
	}
	if !self { // a word found today stays secret until the reveal
		_, p, err := svc.Today(ctx, g, id)
		if err != nil {
			return "", err
		}
		for _, w := range p.Found {
			if w.Word == fav.Word {
				return pt.Sprintf("• Favourite long word: found today, revealed after midnight (%d letters)", lang.LettersIn(tier, fav.Word)) + "\n", nil
			}
		}
	}
	shown := lang.DisplayIn(tier, fav.Word)
	return pt.Sprintf("• Favourite long word: **%s** (%s)", solver.LTRFace(shown), pt.Sprintf("%d points", fav.Points)) + "\n", nil
}
