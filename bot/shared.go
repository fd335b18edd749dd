package bot

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"github.com/bogglebot/bogglebot/lang"
	"golang.org/x/text/message"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// The words and the people every feature shares: the core's vocabulary
// (clipping and counting, players and servers, days, tiers, judgements),
// so that features reach the core, never each other.

// plural and clip are internal/text's, under the short names the replies
// use (many functions here have a local variable called text). clip is
// text.Quote: what a player typed, clipped and safe to echo (no backtick
// closes the code span it is quoted in, no command or mention inside).
var (
	plural = text.Plural
	clip   = text.Quote
)

// TierChoices are the dictionary tiers, as an option's fixed choices.
func TierChoices() []Choice {
	out := make([]Choice, len(dict.Tiers))
	for i, t := range dict.Tiers {
		out[i] = Choice{Label: t.Name, Value: t.Name}
	}
	return out
}

// TierNamed returns the dictionary tier typed, in any case, or if nothing
// was typed fallback ("" for the bot's default); a name that is no tier
// gets a *UserError quoting it and naming the tiers.
func (b *Bot) TierNamed(typed, fallback string) (string, error) {
	typed = strings.TrimSpace(typed)
	name := strings.ToLower(typed)
	if name == "" {
		name = cmp.Or(fallback, b.tier)
	}
	if !dict.IsTier(name) {
		return "", Refusef("There is no dictionary called `%s`: choose %s.", clip(cmp.Or(typed, name), 32), TierList())
	}
	return name, nil
}

func TierList() string {
	names := make([]string, len(dict.Tiers))
	for i, t := range dict.Tiers {
		names[i] = "`" + t.Name + "`"
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func IntOption(req Request, name string, def, lo, hi int) (int, error) {
	s := strings.TrimSpace(req.Options[name])
	if s == "" {
		return def, nil
	}
	v := strings.ToLower(s)
	if a, b, ok := strings.Cut(v, "x"); ok && a == b { // size:5x5
		v = a
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, Refusef("`%s` must be a whole number from %d to %d, not `%s`.", name, lo, hi, clip(s, 20))
	}
	return n, nil
}

// solutionAlt is the alt text of an image of words' paths on board: intro,
// saying what the image is, then the words drawn with their points, in the
// image's order, and each one's path if they all fit in maxAlt: "Board lqre
// slus atic nren with the paths of its top 2 words: recitals, 11 points:
// R(4,2) → E(4,3) → …; sinecure, 11 points: …".
func solutionAlt(pt *message.Printer, intro string, board solver.Board, words []solver.Word) string {
	if len(words) == 0 {
		return pt.Sprintf("%s: no words", intro)
	}
	var s strings.Builder
	for i, w := range words {
		if i > 0 {
			s.WriteString("; ")
		}
		s.WriteString(pt.Sprintf("%s, %s: %s", solver.LTRFace(w.Shown()), pt.Sprintf("%d points", w.Points), board.PathText(w.Path)))
	}
	if long := pt.Sprintf("%s (paths by row and column from the top left): %s", intro, s.String()); len(long) <= maxAlt {
		return long
	}
	s.Reset()
	for i, w := range words {
		if i > 0 {
			s.WriteString(", ")
		}
		fmt.Fprintf(&s, "%s (%s)", solver.LTRFace(w.Shown()), pt.Sprintf("%d points", w.Points))
	}
	return pt.Sprintf("%s: %s", intro, s.String())
}

// about names the dictionary and any rules other than the default: "standard
// dictionary" or "standard dictionary, Scramble scoring".
func about(pt *message.Printer, tier string, r solver.Rules) string {
	if note := rulesNote(pt, r); note != "" {
		return pt.Sprintf("%s dictionary, %s", DictName(pt, tier), note)
	}
	return pt.Sprintf("%s dictionary", DictName(pt, tier))
}

// IsWord reports whether s is letters a-z, in any case.
func IsWord(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') }) < 0
}

func CloneOptions(m map[string]string) map[string]string {
	out := make(map[string]string, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// GuildOf is the challenge guild of a request, and whether it is a direct
// message (a guild of one player).
func GuildOf(req Request) (g game.Guild, dm bool) {
	g.Platform = req.Platform
	switch {
	case req.Guild != "":
		g.ID = req.Guild
	default:
		g.ID, dm = "dm:"+req.User.ID, true
	}
	return g, dm
}

func PlayerOf(req Request) game.Player {
	name := strings.TrimSpace(req.User.Name)
	if name == "" {
		name = req.User.ID
	}
	return game.Player{ID: req.User.ID, Name: name}
}

// ActivityReply opens the board inside the chat app; the Activity picks
// the channel's round, else the daily.
func ActivityReply() Reply {
	return Reply{Activity: true, Ephemeral: true, Text: "Opening the board… If nothing opens, use the Play on the board button."}
}

// BoardLabel is the label of the buttons that lead to the web board.
const BoardLabel = "Play on the board"

// noWords says whether a guess holds no word to judge: nothing, or only
// spaces, punctuation and invisible characters (game.SplitGuess skips
// them all).
func noWords(input string) bool { return len(game.SplitGuess(input)) == 0 }

// readNothing begins the answer to a guess with no word: "" when nothing
// visible was typed, else a sentence quoting it, so that a guess of "…"
// is not met with silence about it.
func readNothing(pt *message.Printer, input string) string {
	v := strings.TrimSpace(strings.ReplaceAll(solver.DropInvisible(input), "`", ""))
	if v == "" {
		return ""
	}
	return pt.Sprintf("I read no word in `%s`: a word is letters a-z. ", clip(v, 40))
}

// leaderboardSize is how many players a leaderboard lists.
const leaderboardSize = 15

// nameOf is a player's display name, safe inside bold text and in a line
// of the bot's: without the controls that turn the text after it around
// (text.DropBidi: "\u202eann: 12 points" would show "stniop 21 :nna"), and
// a right-to-left name followed by a left-to-right mark (solver.LTRFace),
// so that its points stay on its right.
func nameOf(p game.Player) string {
	n := strings.Map(func(r rune) rune {
		switch r {
		case '*', '_', '`', '~', '|', '<', '>', '\n', '\r':
			return -1
		}
		return r
	}, text.DropBidi(p.Name))
	if n = strings.TrimSpace(n); n == "" {
		n = p.ID
	}
	return solver.LTRFace(clip(n, 32))
}

// until is a coarse duration: "5h 12m", "12m", "under a minute".
func until(d time.Duration) string { return text.Coarse(d) }

func roundKey(req Request) round.Key {
	return round.Key{Platform: req.Platform, Guild: req.Guild, Channel: req.Channel}
}

// writeJudgements groups a guess's verdicts, one line each.
func writeJudgements(pt *message.Printer, s *strings.Builder, js []game.Judgement, tier string, minLen int) {
	groups := map[game.Verdict][]string{}
	var notWords notWords
	for _, j := range js {
		w := j.Echo()
		switch j.Verdict {
		case game.Accepted:
			w = fmt.Sprintf("%s +%d", solver.LTRFace(j.Echo()), j.Points)
		case game.NotAWord: // as typed: quoted, never markup
			w = "`" + clip(j.Word, 4*game.MaxWordLen) + "`"
			if notWords.add(pt, w, j.Why) {
				continue
			}
		}
		groups[j.Verdict] = append(groups[j.Verdict], w)
	}
	line := func(v game.Verdict, label string) {
		if ws := groups[v]; len(ws) > 0 {
			fmt.Fprintf(s, "**%s** %s\n", label, strings.Join(ws, " · "))
		}
	}
	line(game.Accepted, pt.Sprintf("Accepted:"))
	line(game.Revealed, pt.Sprintf("Revealed by a hint (found, no points):"))
	line(game.AlreadyFound, pt.Sprintf("Already found:"))
	line(game.NotInDictionary, pt.Sprintf("Not in the %s dictionary:", DictName(pt, tier)))
	line(game.TooShort, pt.Sprintf("Too short (%d+ letters):", minLen))
	line(game.NotOnBoard, pt.Sprintf("Not on the board:"))
	line(game.NotAWord, pt.Sprintf("Not a word (letters a-z only):"))
	for _, g := range notWords {
		fmt.Fprintf(s, "**%s** %s\n", g.label, strings.Join(g.words, " · "))
	}
	line(game.Undecided, pt.Sprintf("Too tangled to check (the board repeats their letters too often):"))
}

// notWords are a guess's words that are not words for a reason other
// than "letters a-z only", grouped by it: too long, no letters, or letters
// a language's dice lack (each word with the letter), in the reader's
// language.
type notWords []struct {
	label string
	words []string
}

// add files quoted (a word as typed, quoted) under its reason why, and
// reports whether it had one.
func (n *notWords) add(pt *message.Printer, quoted string, why error) bool {
	e := game.CodeOf(why)
	if e == nil {
		return false
	}
	var label string
	switch e.Code {
	case game.CodeWordTooLong:
		label = pt.Sprintf("Too long (at most %d letters):", game.MaxWordLen)
	case game.CodeNoLetters:
		label = pt.Sprintf("No letters:")
	case game.CodeBareQ:
		label = pt.Sprintf("A q with no u after it (q is only on the Qu tile):")
	case game.CodeNotInAlphabet:
		code, _ := e.Facts["code"].(string)
		letter, _ := e.Facts["letter"].(string)
		label = pt.Sprintf("Letters that no die of %s has:", i18n.LanguageName(pt, code))
		quoted += " (`" + clip(letter, 16) + "`)"
	default:
		return false
	}
	for i := range *n {
		if (*n)[i].label == label {
			(*n)[i].words = append((*n)[i].words, quoted)
			return true
		}
	}
	*n = append(*n, struct {
		label string
		words []string
	}{label, []string{quoted}})
	return true
}

// roundErr adds to the round package's errors what only the chat knows:
// who the platform's admins are, for a player who may not stop a round.
func roundErr(req Request, err error) error {
	if game.CodeOf(err) != nil && game.CodeOf(err).Code == game.CodeRoundStop {
		return game.E(game.Facts{"admins": req.Markup().NotAdmin(req.Printer(), req.User, req.Printer().Sprintf("stop a round someone else started"))}, err)
	}
	return err
}

// writeWords writes words joined by sep in at most room bytes: as many as
// fit, then "+N more" for the rest.
func writeWords(s *strings.Builder, words []string, sep string, room int) {
	used := 0
	for i, w := range words {
		cost := len(w)
		if i > 0 {
			cost += len(sep)
		}
		rest := ""
		if i < len(words)-1 {
			rest = fmt.Sprintf("%s+%d more", sep, len(words)-i-1) // what must still fit after w
		}
		if used+cost+len(rest) > room {
			more := fmt.Sprintf("+%d more", len(words)-i)
			if i > 0 {
				more = sep + more
			}
			s.WriteString(more)
			return
		}
		if i > 0 {
			s.WriteString(sep)
		}
		s.WriteString(w)
		used += cost
	}
}

// Rejected wraps err to say that the platform refused a post, so that it
// certainly was not delivered: a Scheduler then releases the post to try it
// again. Posters return it (or any error with a Rejected() bool method that
// returns true) for an answer such as HTTP 4xx; a timeout or a lost
// connection is not a rejection, since the post may have arrived.
func Rejected(err error) error { return rejected{err} }

type rejected struct{ error }

func (e rejected) Unwrap() error { return e.error }

func (e rejected) Rejected() bool { return true }

// IsRejected reports whether err, or an error it wraps, says the post was
// Rejected.
func IsRejected(err error) bool {
	var r interface{ Rejected() bool }
	return errors.As(err, &r) && r.Rejected()
}

// hintsNote is what follows a player's score when they took hints:
// " · 2 hints".
func hintsNote(pt *message.Printer, n int) string {
	if n == 0 {
		return ""
	}
	return " · " + pt.Sprintf("%d hints", n)
}

// hintsParen is " (2 hints)", or "" for none: beside a score among others
// joined by " · ".
func hintsParen(pt *message.Printer, n int) string {
	if n == 0 {
		return ""
	}
	return " (" + pt.Sprintf("%d hints", n) + ")"
}

// hintsTaken is " (2 hints taken)", or "" for none.
func hintsTaken(pt *message.Printer, n int) string {
	if n == 0 {
		return ""
	}
	return pt.Sprintf(" (%d hints taken)", n)
}

// NotEnabled answers the daily commands on a Bot without Config.Daily.
var NotEnabled = i18n.Error("en", errDailyOff)

// errDailyOff is the error of the daily's commands on a Bot without
// Config.Daily.
var errDailyOff = game.E(game.Unavailable, game.CodeDailyOff)

func (b *Bot) dailyService() (*challenge.Service, error) {
	if b.cfg.Daily == nil {
		return nil, errDailyOff
	}
	return b.cfg.Daily, nil
}

var errRoundsOff = game.E(game.Unavailable, game.CodeRoundsOff)

func (b *Bot) rounds() (*round.Service, error) {
	if b.cfg.Rounds == nil {
		return nil, errRoundsOff
	}
	return b.cfg.Rounds, nil
}

// shareActions is the Share button under /daily of day, once the player has
// a word. Its id names the day: clicked after that day ended, it says so
// instead of sharing (or refusing) the next day.
func shareActions(pt *message.Printer, found int, day game.Day) []Action {
	if found == 0 {
		return nil
	}
	return []Action{{Kind: Button, ID: ActionID("daily", "share", day.String()), Label: pt.Sprintf("Share")}}
}

// reviewActions is the My words button under a day's results post: each
// player's /daily review of that day.
func reviewActions(day game.Day) []Action {
	return []Action{{Kind: Button, ID: ActionID("daily", "review", day.String()), Label: "My words"}}
}

// encodeRules writes rules in a few bytes for action IDs: "b" or "s" for the
// scoring, then the minimum length if it is not the default: "s5".
func encodeRules(r solver.Rules) string {
	code := "b"
	if r.Scoring == solver.Scramble {
		code = "s"
	}
	if r.MinLen > 0 {
		code += strconv.Itoa(r.MinLen)
	}
	return code
}

// solveActions are the components under a solution: the full word list and a
// select menu of the best words. Their IDs carry the board itself, so a
// click works on any replica, at any later time.
func solveActions(pt *message.Printer, res solver.Result, tier string) []Action {
	if res.Count == 0 {
		return nil
	}
	enc, ok := encodeBoard(res.Board)
	if l := LangNamed(tier); !ok && l != nil {
		// A board of the language's own letters (ż, ж): its code and tiles.
		enc, ok = encodeBoardIn(res.Board, l)
		tier = l.Code
	}
	if !ok {
		return nil // a tile no code spells: no buttons rather than a wrong board
	}
	if res.Rules != (solver.Rules{}) {
		enc += "|" + encodeRules(res.Rules) // older IDs have no rules: Boggle's
	}
	pick := Action{Kind: Select, ID: ActionID("solve", "path", tier, enc), Label: pt.Sprintf("Show the path of a word…")}
	for _, w := range res.Words[:min(25, len(res.Words))] {
		pick.Choices = append(pick.Choices, Choice{Label: fmt.Sprintf("%s (%d)", solver.LTRFace(w.Shown()), w.Points), Value: w.Word})
	}
	return []Action{
		{Kind: Button, ID: ActionID("solve", "words", tier, enc), Label: pt.Sprintf("All %d words", res.Count)},
		pick,
	}
}

// boardAlphabet spells one tile per byte in action IDs: blank, a-z, then the
// two-letter faces. The tile values are the solver's.
const boardAlphabet = "#abcdefghijklmnopqrstuvwxyz12345"

// encodeBoard writes a board in at most 65 bytes: its size, then its
// tiles. It reports false for a board with a tile boardAlphabet cannot
// spell (the letters of other languages, solver.FirstExtra and up).
func encodeBoard(bd solver.Board) (string, bool) {
	tiles := bd.Tiles()
	out := make([]byte, 0, 1+len(tiles))
	out = append(out, byte('0'+bd.Size()))
	for _, t := range tiles {
		if int(t) >= len(boardAlphabet) {
			return "", false
		}
		out = append(out, boardAlphabet[t])
	}
	return string(out), true
}

// langTileChars spell a language board's tiles in action IDs: blank, then
// the language's letters in lang.Language.Alphabet's order.
const langTileChars = "#abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// encodeBoardIn writes a board of language l's letters as "L", its size,
// then one langTileChars character a tile: at most 66 bytes. It reports
// false for a tile that is not one of l's letters.
func encodeBoardIn(bd solver.Board, l *lang.Language) (string, bool) {
	letters := l.Alphabet()
	out := []byte{'L', byte('0' + bd.Size())}
	for _, t := range bd.Tiles() {
		k := 0
		if t != solver.Blank {
			k = slices.Index(letters, t.Letters()) + 1
		}
		if k < 0 || (t != solver.Blank && k == 0) || k >= len(langTileChars) {
			return "", false
		}
		out = append(out, langTileChars[k])
	}
	return string(out), true
}

// decodeBoardIn reads encodeBoardIn's code of a board of language l.
func decodeBoardIn(s string, l *lang.Language) (solver.Board, error) {
	if len(s) < 2 || s[0] != 'L' || l == nil {
		return solver.Board{}, fmt.Errorf("bad board code %q", s)
	}
	n := int(s[1] - '0')
	if n < solver.MinSize || n > solver.MaxSize || len(s) != 2+n*n {
		return solver.Board{}, fmt.Errorf("bad board code %q", s)
	}
	letters := l.Alphabet()
	tiles := make([]solver.Tile, n*n)
	for i := range tiles {
		k := strings.IndexByte(langTileChars, s[2+i])
		if k < 0 || k > len(letters) {
			return solver.Board{}, fmt.Errorf("bad board code %q", s)
		}
		if k == 0 {
			continue // solver.Blank
		}
		t, ok := solver.FaceTile(letters[k-1])
		if !ok {
			return solver.Board{}, fmt.Errorf("bad board code %q", s)
		}
		tiles[i] = t
	}
	return solver.New(n, tiles)
}

// ReadDay reads a day option: YYYY-MM-DD, "yesterday" or "today" (the
// guild's days, today being today).
func ReadDay(v string, today game.Day) (game.Day, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "yesterday":
		return today - 1, nil
	case "today":
		return today, nil
	}
	d, err := game.ParseDay(strings.TrimSpace(v))
	if err != nil {
		return 0, game.E(game.Facts{"typed": v, "example": today - 1}, err)
	}
	return d, nil
}

// guildToday is the guild's current day and its settings.
func (b *Bot) guildToday(ctx context.Context, svc *challenge.Service, g game.Guild) (game.Day, error) {
	set, err := svc.Settings(ctx, g)
	if err != nil {
		return 0, err
	}
	return set.DayAt(b.now()), nil
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
	return fmt.Sprintf("%dx%d, %s, %s, %s%s", r.Size, r.Size, roundDuration(pt, r.Duration), mode, pt.Sprintf("%s dictionary", DictName(pt, r.Tier)), hints)
}
