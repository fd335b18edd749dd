// Package present is what several game modes show alike: a guess's
// judgements, a player's look back at a board (words found and missed, and
// its image), a hint's words and picture, the ids of the menu under a
// solution that /solve answers, the lines of WordNet beside words, and
// boards dealt by quality. It imports no feature; features import it. Its
// functions are safe for concurrent use.
package present

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"golang.org/x/text/message"
)

// SolutionAlt is the alt text of an image of words' paths on board: intro,
// saying what the image is, then the words drawn with their points, in the
// image's order, and each one's path if they all fit in MaxAlt: "Board lqre
// slus atic nren with the paths of its top 2 words: recitals, 11 points:
// R(4,2) → E(4,3) → …; sinecure, 11 points: …".
func SolutionAlt(pt *message.Printer, intro string, board solver.Board, words []solver.Word) string {
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
	if long := pt.Sprintf("%s (paths by row and column from the top left): %s", intro, s.String()); len(long) <= MaxAlt {
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

// About names the dictionary and any rules other than the default: "standard
// dictionary" or "standard dictionary, Scramble scoring".
func About(pt *message.Printer, tier string, r solver.Rules) string {
	if note := RulesNote(pt, r); note != "" {
		return pt.Sprintf("%s dictionary, %s", bot.DictName(pt, tier), note)
	}
	return pt.Sprintf("%s dictionary", bot.DictName(pt, tier))
}

// NoWords says whether a guess holds no word to judge: nothing, or only
// spaces, punctuation and invisible characters (game.SplitGuess skips
// them all).
func NoWords(input string) bool { return len(game.SplitGuess(input)) == 0 }

// LeaderboardSize is how many players a leaderboard lists.
const LeaderboardSize = 15

// NameOf is a player's display name, safe inside bold text and in a line
// of the bot's: without the controls that turn the text after it around
// (text.DropBidi: "\u202eann: 12 points" would show "stniop 21 :nna"), and
// a right-to-left name followed by a left-to-right mark (solver.LTRFace),
// so that its points stay on its right.
func NameOf(p game.Player) string {
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
	return solver.LTRFace(text.Quote(n, 32))
}

func RoundKey(req bot.Request) round.Key {
	return round.Key{Platform: req.Platform, Guild: req.Guild, Channel: req.Channel}
}

// WriteJudgements groups a guess's verdicts, one line each.
func WriteJudgements(pt *message.Printer, s *strings.Builder, js []game.Judgement, tier string, minLen int) {
	groups := map[game.Verdict][]string{}
	var NotWords NotWords
	for _, j := range js {
		w := j.Echo()
		switch j.Verdict {
		case game.Accepted:
			w = fmt.Sprintf("%s +%d", solver.LTRFace(j.Echo()), j.Points)
		case game.NotAWord: // as typed: quoted, never markup
			w = "`" + text.Quote(j.Word, 4*game.MaxWordLen) + "`"
			if NotWords.add(pt, w, j.Why) {
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
	line(game.NotInDictionary, pt.Sprintf("Not in the %s dictionary:", bot.DictName(pt, tier)))
	line(game.TooShort, pt.Sprintf("Too short (%d+ letters):", minLen))
	line(game.NotOnBoard, pt.Sprintf("Not on the board:"))
	line(game.NotAWord, pt.Sprintf("Not a word (letters a-z only):"))
	for _, g := range NotWords {
		fmt.Fprintf(s, "**%s** %s\n", g.label, strings.Join(g.words, " · "))
	}
	line(game.Undecided, pt.Sprintf("Too tangled to check (the board repeats their letters too often):"))
}

// NotWords are a guess's words that are not words for a reason other
// than "letters a-z only", grouped by it: too long, no letters, or letters
// a language's dice lack (each word with the letter), in the reader's
// language.
type NotWords []struct {
	label string
	words []string
}

// add files quoted (a word as typed, quoted) under its reason why, and
// reports whether it had one.
func (n *NotWords) add(pt *message.Printer, quoted string, why error) bool {
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
		quoted += " (`" + text.Quote(letter, 16) + "`)"
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

// WriteWords writes words joined by sep in at most room bytes: as many as
// fit, then "+N more" for the rest.
func WriteWords(s *strings.Builder, words []string, sep string, room int) {
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

// HintsNote is what follows a player's score when they took hints:
// " · 2 hints".
func HintsNote(pt *message.Printer, n int) string {
	if n == 0 {
		return ""
	}
	return " · " + pt.Sprintf("%d hints", n)
}

// HintsParen is " (2 hints)", or "" for none: beside a score among others
// joined by " · ".
func HintsParen(pt *message.Printer, n int) string {
	if n == 0 {
		return ""
	}
	return " (" + pt.Sprintf("%d hints", n) + ")"
}

// HintsTaken is " (2 hints taken)", or "" for none.
func HintsTaken(pt *message.Printer, n int) string {
	if n == 0 {
		return ""
	}
	return pt.Sprintf(" (%d hints taken)", n)
}

// EncodeRules writes rules in a few bytes for action IDs: "b" or "s" for the
// scoring, then the minimum length if it is not the default: "s5".
func EncodeRules(r solver.Rules) string {
	code := "b"
	if r.Scoring == solver.Scramble {
		code = "s"
	}
	if r.MinLen > 0 {
		code += strconv.Itoa(r.MinLen)
	}
	return code
}

// SolveActions are the components under a solution: the full word list and a
// select menu of the best words. Their IDs carry the board itself, so a
// click works on any replica, at any later time.
func SolveActions(pt *message.Printer, res solver.Result, tier string) []bot.Action {
	if res.Count == 0 {
		return nil
	}
	enc, ok := EncodeBoard(res.Board)
	if l := bot.LangNamed(tier); !ok && l != nil {
		// A board of the language's own letters (ż, ж): its code and tiles.
		enc, ok = EncodeBoardIn(res.Board, l)
		tier = l.Code
	}
	if !ok {
		return nil // a tile no code spells: no buttons rather than a wrong board
	}
	if res.Rules != (solver.Rules{}) {
		enc += "|" + EncodeRules(res.Rules) // older IDs have no rules: Boggle's
	}
	pick := bot.Action{Kind: bot.Select, ID: bot.ActionID("solve", "path", tier, enc), Label: pt.Sprintf("Show the path of a word…")}
	for _, w := range res.Words[:min(25, len(res.Words))] {
		pick.Choices = append(pick.Choices, bot.Choice{Label: fmt.Sprintf("%s (%d)", solver.LTRFace(w.Shown()), w.Points), Value: w.Word})
	}
	return []bot.Action{
		{Kind: bot.Button, ID: bot.ActionID("solve", "words", tier, enc), Label: pt.Sprintf("All %d words", res.Count)},
		pick,
	}
}

// BoardAlphabet spells one tile per byte in action IDs: blank, a-z, then the
// two-letter faces. The tile values are the solver's.
const BoardAlphabet = "#abcdefghijklmnopqrstuvwxyz12345"

// EncodeBoard writes a board in at most 65 bytes: its size, then its
// tiles. It reports false for a board with a tile BoardAlphabet cannot
// spell (the letters of other languages, solver.FirstExtra and up).
func EncodeBoard(bd solver.Board) (string, bool) {
	tiles := bd.Tiles()
	out := make([]byte, 0, 1+len(tiles))
	out = append(out, byte('0'+bd.Size()))
	for _, t := range tiles {
		if int(t) >= len(BoardAlphabet) {
			return "", false
		}
		out = append(out, BoardAlphabet[t])
	}
	return string(out), true
}

// langTileChars spell a language board's tiles in action IDs: blank, then
// the language's letters in lang.Language.Alphabet's order.
const langTileChars = "#abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// EncodeBoardIn writes a board of language l's letters as "L", its size,
// then one langTileChars character a tile: at most 66 bytes. It reports
// false for a tile that is not one of l's letters.
func EncodeBoardIn(bd solver.Board, l *lang.Language) (string, bool) {
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

// DecodeBoardIn reads EncodeBoardIn's code of a board of language l.
func DecodeBoardIn(s string, l *lang.Language) (solver.Board, error) {
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

// RulesNote describes rules other than the default Boggle ones, "" for those:
// "Scramble scoring", "5+ letters", "Scramble scoring, 5+ letters".
func RulesNote(pt *message.Printer, r solver.Rules) string {
	var parts []string
	if r.Scoring == solver.Scramble {
		parts = append(parts, pt.Sprintf("Scramble scoring"))
	}
	if r.MinLen > 0 {
		parts = append(parts, pt.Sprintf("%d+ letters", r.MinLen))
	}
	return strings.Join(parts, ", ")
}

// MaxAlt is the longest alt text worth writing: Slack takes 1,000
// characters, Discord 1,024.
const MaxAlt = 1000

// LadderLine is where points put a player on the day's score ladder
// (challenge.LevelAt): "🐝 **Nice** · 12 more points to Great".
func LadderLine(pt *message.Printer, points, maxScore int) string {
	st := challenge.LevelAt(points, maxScore)
	if st.Next.Name == "" {
		return pt.Sprintf("🐝 **%s**: every point on the board!", challenge.LevelName(pt, st.Level)) + "\n"
	}
	return pt.Sprintf("🐝 **%s** · %d more points to %s", challenge.LevelName(pt, st.Level), st.NextAt-points, challenge.LevelName(pt, st.Next)) + "\n"
}
