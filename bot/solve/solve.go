package solve

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// coreCommands are the commands that need nothing but a dictionary: /solve,
// /path and /random.
func (b *feature) coreCommands() []bot.CommandSpec {
	dictOpt := bot.OptionSpec{Name: "dict", Description: "word list: common, standard or large (default: the bot's, standard unless its admin chose)", Choices: bot.TierChoices()}
	rulesOpt := bot.OptionSpec{Name: "rules", Description: "scoring: boggle (default) or scramble (Scramble with Friends letter values)",
		Choices: []bot.Choice{{Label: "boggle", Value: "boggle"}, {Label: "scramble", Value: "scramble"}}}
	minOpt := bot.OptionSpec{Name: "min", Description: "fewest letters a word needs (default 3 on 4x4, 4 on bigger boards)",
		Type: bot.Integer, Min: 3, Max: solver.MaxMinLen}
	return []bot.CommandSpec{
		{
			Name:        "solve",
			Description: "Solve a Boggle board: every word, the points, and the best words' paths",
			Options: []bot.OptionSpec{
				{Name: "board", Meta: "BOARD", Description: "the letters row by row, e.g. lqre slus atic nren (default: this channel's board)", Positional: true, Spaces: true},
				{Name: "top", Description: "how many top words to draw (1-10, default 5)", Type: bot.Integer, Min: 1, Max: MaxTop},
				dictOpt, rulesOpt, minOpt, bot.LangOpt,
			},
			Examples: []string{"/solve lqre slus atic nren", "/solve perslatgsineters top:8 dict:large", "/solve perslatgsineters rules:scramble min:4"},
		},
		{
			Name:        "path",
			Description: "Show where a word lies on a board",
			Options: []bot.OptionSpec{
				{Name: "word", Meta: "WORD", Description: "the word to trace (then, optionally, the board)", Required: true, Positional: true, Autocomplete: true},
				{Name: "board", Description: "the board (default: the last board solved or rolled in this channel)", Spaces: true},
				dictOpt, rulesOpt, minOpt, bot.LangOpt,
			},
			Examples: []string{"/path sinecure", "/path plastering perslatgsineters", "/path perslatgsineters plastering rules:scramble",
				"/path word:recitals board:lqre slus atic nren"},
			Complete: b.completeWord,
		},
		{
			Name:        "random",
			Description: "Roll a board from real Boggle dice and make it this channel's board",
			Options: []bot.OptionSpec{
				{Name: "rules", Meta: "SIZE QUALITY", Description: "size and quality in any order, e.g. 5 rich", Positional: true, Spaces: true},
				{Name: "size", Description: "4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle)", Type: bot.Integer,
					Choices: []bot.Choice{{Label: "4x4", Value: "4"}, {Label: "5x5", Value: "5"}, {Label: "6x6", Value: "6"}}},
				present.QualityOpt, bot.LangOpt,
			},
			Examples: []string{"/random", "/random 5", "/random 5 rich", "/random size:5", "/random quality:rich"},
		},
	}
}

// MaxTop is the most top words a solution image draws.
const MaxTop = 10

// dictFor returns the dictionary tier named by the request's dict option, or
// fallback ("" for the bot's default).
func (b *feature) dictFor(ctx context.Context, req bot.Request, fallback string) (*dict.Dict, string, error) {
	if d, name, ok, err := langDict(ctx, req, fallback); ok {
		return d, name, err // another language's list (bot/lang.go)
	}
	name, err := b.TierNamed(req.Options["dict"], fallback)
	if err != nil {
		return nil, "", err
	}
	d, err := dict.Embedded(name)
	if err != nil {
		return nil, "", fmt.Errorf("load dictionary %s: %w", name, err)
	}
	return d, name, nil
}

// boardFor reads the request's board option, or falls back on the channel's
// board. It returns the tier the channel's board was solved with, if used.
func (b *feature) boardFor(ctx context.Context, req bot.Request, usage string) (solver.Board, string, bool, error) {
	if text := strings.TrimSpace(req.Options["board"]); text != "" {
		bd, err := parseBoardFor(req, text)
		return bd, "", true, err // a *solver.ParseError, quoted by Handle
	}
	if bd, tier, ok := b.ChannelBoard(ctx, req); ok {
		return channelBoardIn(req, bd, tier)
	}
	if b.Rounds != nil { // a live round's board is not given away while it runs
		if _, err := b.Rounds.Running(ctx, present.RoundKey(req)); err == nil {
			return solver.Board{}, "", false, game.E(game.NotAllowed, game.CodeRoundHidesBoard)
		}
	}
	if l := strings.ToLower(strings.TrimSpace(req.Options["lang"])); !strings.HasPrefix(strings.ToLower(req.Locale), "en") && req.Locale != "" || l != "" && l != "en" {
		// The example's words are English: none, rather than English ones.
		return solver.Board{}, "", false, game.E(game.NotFound, game.CodeNoChannelBoard)
	}
	return solver.Board{}, "", false, game.E(game.NotFound, game.CodeNoChannelBoard, game.Facts{"example": usage})
}

// channelBoardIn checks the channel's board, remembered with its language's
// dictionary (tier), against the language the request's lang: asks for: an
// English board of letters the language has is read in it (the tier
// returned is then "", the request's language); a board of letters it has
// not, or one rolled in another language (a Croatian board asked about in
// Hungarian), is refused, naming the board's language.
func channelBoardIn(req bot.Request, bd solver.Board, tier string) (solver.Board, string, bool, error) {
	code := strings.TrimSpace(req.Options["lang"])
	if code == "" {
		return bd, tier, false, nil
	}
	l, err := lang.Get(code)
	if err != nil {
		return solver.Board{}, "", false, err
	}
	from := bot.LangNamed(tier)
	if from == nil {
		from = lang.Default
	}
	if from == l {
		return bd, tier, false, nil
	}
	if err := l.CheckBoard(bd); err != nil {
		return solver.Board{}, "", false, game.E(game.Invalid, game.CodeBoardNoDie, game.Facts{"board": bd.String(), "from": from.Code, "to": l.Code})
	}
	if from != lang.Default { // a board rolled in another language: not judged in this one
		return solver.Board{}, "", false, game.E(game.Invalid, game.CodeBoardOtherLang, game.Facts{"board": bd.String(), "from": from.Code, "to": l.Code})
	}
	return bd, "", false, nil
}

// rulesFor reads the request's rules and min options.
func rulesFor(req bot.Request) (solver.Rules, error) {
	name := strings.TrimSpace(req.Options["rules"])
	switch strings.ToLower(name) {
	case "", "boggle", "scramble":
	default:
		return solver.Rules{}, game.E(game.Invalid, game.CodeRulesName, game.Facts{"typed": name})
	}
	minLen, err := bot.IntOption(req, "min", 0, 3, solver.MaxMinLen)
	if err != nil {
		return solver.Rules{}, err
	}
	return solver.ParseRules(name, minLen)
}

func decodeRules(code string) (solver.Rules, error) {
	if code == "" {
		return solver.Rules{}, fmt.Errorf("empty rules code")
	}
	name := map[byte]string{'b': "boggle", 's': "scramble"}[code[0]]
	minLen := 0
	if rest := code[1:]; rest != "" {
		n, err := strconv.Atoi(rest)
		if err != nil {
			return solver.Rules{}, fmt.Errorf("bad rules code %q", code)
		}
		minLen = n
	}
	if name == "" {
		return solver.Rules{}, fmt.Errorf("bad rules code %q", code)
	}
	return solver.ParseRules(name, minLen)
}

func (b *feature) solveCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	board, memTier, _, err := b.boardFor(ctx, req, "/solve lqre slus atic nren")
	if err != nil {
		return bot.Reply{}, err
	}
	top, err := bot.IntOption(req, "top", 5, 1, MaxTop)
	if err != nil {
		return bot.Reply{}, err
	}
	rules, err := rulesFor(req)
	if err != nil {
		return bot.Reply{}, err
	}
	d, tier, err := b.dictFor(ctx, req, memTier)
	if err != nil {
		return bot.Reply{}, err
	}
	res := b.Solve(board, d, rules)
	b.Remember(ctx, req, board, tier)

	pt := req.PublicPrinter() // the channel sees the solution
	var text strings.Builder
	pt.Fprintf(&text, "**%s, %s** on `%s` (%s)", pt.Sprintf("%d words", res.Count), pt.Sprintf("%d points", res.Score), board, present.About(pt, tier, rules))
	if res.Partial {
		text.WriteString("\n" + pt.Sprintf(partialNote, solver.SolveBudget))
	}
	if res.Count == 0 && rules.MinLen > 0 {
		text.WriteString("\n" + pt.Sprintf("No words of %d+ letters here. Try a lower `min`, `dict:large`, or a board with more vowels.", rules.MinLen))
	} else if res.Count == 0 {
		text.WriteString("\n" + pt.Sprintf("No words here. Try `dict:large`, or a board with more vowels."))
	} else {
		best := res.Best(top) // the words the image draws, too
		text.WriteString("\n" + pt.Sprintf("Top %d: ", len(best)))
		for i, w := range best {
			if i > 0 {
				text.WriteString(" · ")
			}
			fmt.Fprintf(&text, "**%s** %d", solver.LTRFace(w.Shown()), w.Points)
		}
	}
	img, err := b.Draw(ctx, "solution.png", present.SolutionAlt(pt, pt.Sprintf("Board %s with the paths of its top %d words", board, min(top, res.Count)), board, res.Best(top)),
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Solution(w, pt, res, top, imageTitle(pt, board, tier, rules))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: text.String(), Image: img, Actions: present.SolveActions(pt, res, tier)}, nil
}

// partialNote is said of a solution that stopped at solver.SolveBudget.
// Its verb is solver.SolveBudget.
const partialNote = "This board repeats its letters so much that I stopped searching after %d steps: the list may be missing words."

// imageTitle is the line above a solution or a word's path: "4x4 · standard
// dictionary", then the rules if they are not the default.
func imageTitle(pt *message.Printer, board solver.Board, tier string, r solver.Rules) string {
	t := pt.Sprintf("%dx%d · %s dictionary", board.Size(), board.Size(), bot.DictName(pt, tier))
	if note := present.RulesNote(pt, r); note != "" {
		t += " · " + note
	}
	return t
}

// solveAction answers the components under a solution.
func (b *feature) solveAction(ctx context.Context, req bot.Request) (bot.Reply, error) {
	_, parts := bot.ParseActionID(req.Action.ID)
	if len(parts) != 3 && len(parts) != 4 {
		return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "solve"})
	}
	board, err := decodeBoard(parts[2])
	if strings.HasPrefix(parts[2], "L") {
		board, err = present.DecodeBoardIn(parts[2], bot.LangNamed(parts[1])) // a language's letters
	}
	if err != nil {
		return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "solve"})
	}
	var rules solver.Rules
	if len(parts) == 4 {
		if rules, err = decodeRules(parts[3]); err != nil {
			return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "solve"})
		}
	}
	req.Options = map[string]string{"dict": parts[1]}
	d, tier, err := b.dictFor(ctx, req, "")
	if err != nil {
		return bot.Reply{}, err
	}
	switch parts[0] {
	case "words":
		return wordsReply(req.Printer(), b.Solve(board, d, rules), tier), nil
	case "path":
		typed := solver.TrimWord(req.Action.Value)
		return b.tracePath(ctx, req, board, d, tier, rules, typed)
	}
	return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "solve"})
}

// wordsReply is the All N words button's answer: the list, or when it
// does not fit a message, as much of it as fits and the whole list in a
// text file (Slack sends a private reply's file in a direct message).
func wordsReply(pt *message.Printer, res solver.Result, tier string) bot.Reply {
	text := wordList(pt, res, tier)
	if len(text) <= bot.MaxText {
		return bot.Reply{Text: text, Ephemeral: true}
	}
	name := wordsFileName(res.Board.String(), tier)
	note := "\n…" + pt.Sprintf("the whole list, %s, is in the file %s.", pt.Sprintf("%d words", res.Count), name)
	plain := strings.NewReplacer("**", "", "`", "").Replace(text) + "\n"
	// Whole lines (one a word length, the longest first) while they fit;
	// a line too long for the room is cut after a word.
	var head strings.Builder
	for i, line := range strings.Split(text, "\n") {
		room := bot.MaxText - len(note) - head.Len() - 1
		if len(line) > room {
			if i := strings.LastIndex(line[:max(0, room-len(", …"))], ", "); i > 0 {
				head.WriteString("\n" + line[:i] + ", …")
			}
			break
		}
		if i > 0 {
			head.WriteByte('\n')
		}
		head.WriteString(line)
	}
	return bot.Reply{Text: head.String() + note, Ephemeral: true,
		File: &bot.File{Name: name, Type: "text/plain; charset=utf-8", Data: []byte(plain)}}
}

// wordList is every word of res, longest first, grouped by length.
func wordList(pt *message.Printer, res solver.Result, tier string) string {
	var s strings.Builder
	s.WriteString(pt.Sprintf("**All %s on `%s`** (%s, %s)", pt.Sprintf("%d words", res.Count), res.Board, pt.Sprintf("%d points", res.Score), present.About(pt, tier, res.Rules)))
	if res.Partial {
		s.WriteString("\n" + pt.Sprintf(partialNote, solver.SolveBudget))
	}
	words := slices.Clone(res.Words)
	slices.SortFunc(words, func(a, b solver.Word) int {
		return cmp.Or(cmp.Compare(res.Board.PathLength(b.Path), res.Board.PathLength(a.Path)), strings.Compare(a.Word, b.Word))
	})
	for i := 0; i < len(words); {
		j := i
		n := res.Board.PathLength(words[i].Path) // letters, not bytes: é is one, Croatian's lj one
		for j < len(words) && res.Board.PathLength(words[j].Path) == n {
			j++
		}
		s.WriteString("\n" + pt.Sprintf("**%d letters** (%s each):", n, pt.Sprintf("%d pts", words[i].Points)) + " ")
		for k, w := range words[i:j] {
			if k > 0 {
				s.WriteString(", ")
			}
			s.WriteString(w.Shown())
		}
		i = j
	}
	return s.String()
}

func (b *feature) pathCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	typed := strings.TrimSpace(req.Options["word"])
	if typed == "" {
		if f := strings.Fields(req.Options["board"]); len(f) > 1 && func() bool { _, err := parseBoardFor(req, strings.Join(f, " ")); return err != nil }() {
			// "board:ab alternées": free text whose runs of words make no
			// board took the word too; the board is what is wrong.
			if _, err := parseBoardFor(req, strings.Join(f[:len(f)-1], " ")); err != nil {
				return bot.Reply{}, bot.Coded(err, strings.Join(f[:len(f)-1], " ")) // a board that does not parse, quoted
			}
		}
		return bot.Reply{}, game.E(game.Invalid, game.CodeWhichWord, game.Facts{"command": "path"})
	}
	rules, err := rulesFor(req)
	if err != nil {
		return bot.Reply{}, err
	}
	d, tier, err := b.dictFor(ctx, req, "")
	if err != nil {
		return bot.Reply{}, err
	}
	if f := strings.Fields(typed); len(f) > 1 && strings.TrimSpace(req.Options["board"]) == "" {
		// "/path sinecure perslatgsineters" or "/path lqre slus atic nren
		// quilts": the word and the board, in either order.
		word, board, err := splitWordBoard(ctx, f, d, bot.LangNamed(tier))
		if err != nil {
			return bot.Reply{}, err
		}
		req.Options = bot.CloneOptions(req.Options)
		req.Options["board"], typed = board, word
	}
	typed = solver.TrimWord(typed) // "`ties`", "ties.": as pasted or ending a sentence
	if typed == "" {
		return bot.Reply{}, game.E(game.Invalid, game.CodeWhichWord, game.Facts{"command": "path"})
	}
	if !isWord(typed) && !isLetters(typed) {
		if l := bot.LangNamed(tier); l != nil { // its letters, named: not "a-z"
			if _, err := l.Normalize(typed); err != nil {
				return bot.Reply{}, err
			}
		} else {
			return bot.Reply{}, notAWord(typed)
		}
	}
	board, memTier, given, err := b.boardFor(ctx, req, "/path sinecure perslatgsineters")
	if err != nil {
		return bot.Reply{}, err
	}
	if strings.TrimSpace(req.Options["dict"]) == "" && memTier != "" && memTier != tier {
		if d, tier, err = b.dictFor(ctx, req, memTier); err != nil {
			return bot.Reply{}, err
		}
	}
	if given {
		b.Remember(ctx, req, board, tier)
	}
	return b.tracePath(ctx, req, board, d, tier, rules, typed)
}

// notAWord is the refusal of typed, with a character that is not a
// letter, as a word: a link is a link; else the first such character is
// named (`a.b` has `.`), not "letters a-z only", which a word of another
// language's letters is not refused for.
func notAWord(typed string) error {
	if strings.Contains(typed, "://") || strings.HasPrefix(strings.ToLower(typed), "www.") {
		return game.E(game.Invalid, game.CodeWordLink, game.Facts{"typed": typed})
	}
	for _, r := range typed {
		if !unicode.IsLetter(r) {
			c := string(r)
			if !unicode.IsGraphic(r) || unicode.IsSpace(r) {
				c = fmt.Sprintf("U+%04X", r)
			}
			return game.E(game.Invalid, game.CodeWordNotLetter, game.Facts{"typed": typed, "char": c})
		}
	}
	return game.E(game.Invalid, game.CodeWordAZ, game.Facts{"typed": typed})
}

// splitWordBoard reads the free text of /path, split into fields, as the
// word and the board in either order: the word first ("sinecure
// perslatgsineters") or last ("lqre slus atic nren quilts"). When both
// readings parse, it takes the one whose word is on its board, then the
// one whose word is in d; if they still tie, it asks.
//
// l is the language of play (nil: English): its words and boards are read
// with its letters (lang.Language.Normalize, ParseBoard).
func splitWordBoard(ctx context.Context, f []string, d *dict.Dict, l *lang.Language) (word, board string, err error) {
	// wordOf reads a word as the language spells it, ok false if it is
	// not one (not letters a-z in English).
	wordOf := func(typed string) (string, bool) {
		if l == nil {
			return strings.ToLower(typed), isWord(typed)
		}
		w, err := l.Normalize(typed)
		return w, err == nil
	}
	parse := func(board string) (solver.Board, error) { return bot.ParseBoardIn(l, board) }
	type reading struct {
		word, board string
		on, inDict  bool // the word is on the board, in d
	}
	readings := []reading{ // words as pasted or ending a sentence: "`ties`", "ties."
		{word: solver.TrimWord(f[len(f)-1]), board: strings.Join(f[:len(f)-1], " ")},
		{word: solver.TrimWord(f[0]), board: strings.Join(f[1:], " ")},
	}
	var ok []reading
	for _, r := range readings {
		w, isW := wordOf(r.word)
		if !isW {
			continue
		}
		bd, err := parse(r.board)
		if err != nil {
			continue
		}
		_, _, terr := solver.TraceIn(ctx, bd, w, d.Alphabet(), solver.TraceBudget)
		if terr != nil && !errors.Is(terr, solver.ErrNotOnBoard) && !errors.Is(terr, solver.ErrTraceBudget) {
			return "", "", terr // the context is done
		}
		r.on, r.inDict = terr == nil, d.Contains(w)
		ok = append(ok, r)
	}
	switch {
	case len(ok) == 1:
		return ok[0].word, ok[0].board, nil
	case len(ok) == 2 && ok[0].on != ok[1].on:
		if ok[1].on {
			ok[0] = ok[1]
		}
		return ok[0].word, ok[0].board, nil
	case len(ok) == 2 && ok[0].inDict != ok[1].inDict:
		if ok[1].inDict {
			ok[0] = ok[1]
		}
		return ok[0].word, ok[0].board, nil
	case len(ok) == 2 && ok[0] == ok[1]: // "/path abcdefghi abcdefghi"
		return ok[0].word, ok[0].board, nil
	case len(ok) == 2:
		return "", "", game.E(game.Invalid, game.CodeWordOrBoard, game.Facts{"word": ok[0].word, "board": ok[0].board})
	}
	// Neither reading has both. Blame the word of a reading whose board is
	// fine, or else the board of one whose word is (the board first).
	for _, r := range readings {
		if _, err := parse(r.board); err == nil {
			if l != nil {
				_, err := l.Normalize(r.word)
				return "", "", err
			}
			return "", "", notAWord(r.word)
		}
	}
	// A reading whose word is in the dictionary first: in "/path sinecure
	// lqre slus atic", the board is "lqre slus atic", not "sinecure lqre
	// slus". The reply quotes the board it tried.
	for _, inDict := range []bool{true, false} {
		for _, r := range readings {
			if w, isW := wordOf(r.word); isW && (!inDict || d.Contains(w)) {
				_, err := parse(r.board)
				return "", "", bot.Coded(err, r.board) // a board that does not parse, quoted
			}
		}
	}
	return "", "", game.E(game.Invalid, game.CodePathNoWord, game.Facts{"typed": strings.Join(f, " ")})
}

// tracePath answers with the path image of the word typed on board, or says
// why the word is not there, or not in the dictionary.
func (b *feature) tracePath(ctx context.Context, req bot.Request, board solver.Board, d *dict.Dict, tier string, rules solver.Rules, typed string) (bot.Reply, error) {
	word := strings.ToLower(typed)
	l := bot.LangNamed(tier) // another language's board (bot/lang.go), else nil
	if l != nil {
		w, err := l.Normalize(typed)
		if err != nil {
			return bot.Reply{}, err
		}
		word = w
	} else if !isWord(word) {
		return bot.Reply{}, game.E(game.Invalid, game.CodeWordAZ, game.Facts{"typed": typed})
	}
	inDict := d.Contains(word)
	// what a refusal says of the word: as typed, the board, whether the
	// dictionary has it and which.
	facts := game.Facts{"typed": typed, "board": board.String(), "indict": inDict, "dict": tier, "code": bot.DictCode(tier)}
	// TraceIn reads the word's letters as the solver does: N and J tiles side
	// by side do not spell Croatian's nj, whose tile is Nj.
	path, _, err := solver.TraceIn(ctx, board, word, d.Alphabet(), solver.TraceBudget)
	var notOn *solver.NotOnBoardError
	switch {
	case errors.As(err, &notOn):
		facts["why"] = notOn
		return bot.Reply{}, game.E(game.Invalid, game.CodePathNotOn, facts)
	case errors.Is(err, solver.ErrTraceBudget):
		return bot.Reply{}, game.E(game.Invalid, game.CodePathUndecided, facts)
	case err != nil:
		return bot.Reply{}, err // the context is done
	}
	points := rules.PointsIn(d.Alphabet(), word, board.Size())
	// shown is the word as the answer shows it: as its list spells it
	// (French élève for a typed ELEVE), else as typed (composed).
	shown, spelled := word, ""
	if l != nil {
		shown = game.ShownAs(d, typed, word, inDict)
		if inDict && shown != word {
			spelled = shown
		}
	}
	pt := req.PublicPrinter() // the channel sees the path
	var text, title string
	switch {
	case !inDict:
		points = 0
		text = pt.Sprintf("**%s** is on the board `%s`, but it isn't in the %s dictionary, so it scores nothing.", shown, board, bot.DictName(pt, tier))
		title = pt.Sprintf("Not in the %s dictionary", bot.DictName(pt, tier))
	case points == 0:
		text = pt.Sprintf("**%s** is on the board `%s`, but words need %d+ letters to score here.", shown, board, rules.MinLenFor(board.Size()))
		title = pt.Sprintf("Too short: words need %d+ letters to score on %dx%d", rules.MinLenFor(board.Size()), board.Size(), board.Size())
	default:
		text = pt.Sprintf("**%s**: %s on `%s`.", solver.LTRFace(shown), pt.Sprintf("%d points", points), board)
		if note := present.RulesNote(pt, rules); note != "" {
			text = pt.Sprintf("**%s**: %s on `%s` (%s).", solver.LTRFace(shown), pt.Sprintf("%d points", points), board, note)
		}
		title = imageTitle(pt, board, tier, rules)
	}
	text += "\n" + pt.Sprintf("Path (row, column from the top left): %s", board.PathText(path))
	if line := present.GlossLine(word); inDict && line != "" && l == nil {
		text += "\n" + line
	}
	w := solver.Word{Word: word, Points: points, Path: path, Spelled: spelled}
	img, err := b.Draw(ctx, "path.png", pt.Sprintf("The path of %q on board %s, by row and column from the top left: %s", shown, board, board.PathText(path)),
		func(out io.Writer, rd bot.Renderer) error { return rd.Word(out, pt, board, w, title) })
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: text, Image: img}, nil
}

// completeWord suggests words found on the board of the request (its board
// option as typed so far, or the channel's board) that start with prefix.
func (b *feature) completeWord(ctx context.Context, req bot.Request, option, prefix string) []bot.Choice {
	if option != "word" {
		return nil
	}
	var board solver.Board
	var memTier string
	if text := strings.TrimSpace(req.Options["board"]); text != "" {
		// The board in the request's language (lang:), as /path reads
		// it: a French or Persian board too. No error is worded: a
		// suggestion list has no room for one.
		l, err := bot.LangOf(req, "")
		if err != nil {
			return nil
		}
		var bd solver.Board
		if l == nil {
			bd, err = solver.Parse(text)
		} else {
			bd, err = l.ParseBoard(text)
		}
		if err != nil {
			return nil
		}
		board = bd
	} else if bd, tier, ok := b.ChannelBoard(ctx, req); ok {
		board, memTier = bd, tier
	} else {
		return nil
	}
	d, _, err := b.dictFor(ctx, req, memTier)
	if err != nil {
		return nil
	}
	rules, err := rulesFor(req)
	if err != nil {
		rules = solver.Rules{}
	}
	// The prefix as the dictionary spells words (its language's case and
	// folding: French ÉLÈ is ele, Persian's Arabic kaf ك is ک), as /path
	// reads the word it completes.
	if w, err := d.Normalize(strings.TrimSpace(prefix)); err == nil {
		prefix = w
	} else {
		prefix = strings.ToLower(strings.TrimSpace(prefix))
	}
	var out []bot.Choice
	for _, w := range b.Solve(board, d, rules).Words { // best first
		if strings.HasPrefix(w.Word, prefix) {
			out = append(out, bot.Choice{Label: fmt.Sprintf("%s (%s)", solver.LTRFace(w.Shown()), text.Plural(w.Points, "pt")), Value: w.Word})
			if len(out) == 25 {
				break
			}
		}
	}
	return out
}

func (b *feature) randomCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	// Free text ("5 rich", "rich 6x6", "5 polski"): each word a size, a
	// quality or a language, as /play reads its rules.
	if f := strings.Fields(req.Options["rules"]); len(f) > 0 {
		opts := maps.Clone(req.Options)
		for _, w := range f {
			name, v := "quality", strings.ToLower(w)
			if n, ok := strings.CutSuffix(v, "x"+v[:1]); ok && len(v) == 3 {
				v = n
			}
			if _, err := strconv.Atoi(v); err == nil {
				name = "size"
			} else if _, err := lang.Get(w); err == nil && v != "rich" && v != "plain" {
				name, v = "lang", w // a language, by code or name: français, polski
			} else if v != "rich" && v != "plain" {
				return bot.Reply{}, game.E(game.Invalid, game.CodeRandomWord, game.Facts{"typed": w, "rules": req.Options["rules"]})
			}
			if prev := strings.TrimSpace(opts[name]); prev != "" && !strings.EqualFold(prev, v) {
				return bot.Reply{}, game.E(game.Invalid, game.CodeRulesTwice, game.Facts{"command": "random", "rule": name, "first": prev, "second": w})
			}
			opts[name] = v
		}
		req.Options = opts
	}
	// No language chosen: the player's own (their locale's), said below.
	req, followed := bot.FollowPlayer(req)
	size, err := bot.IntOption(req, "size", 4, 4, 6)
	if err != nil {
		return bot.Reply{}, game.E(game.Invalid, game.CodeRandomSize, game.Facts{"typed": strings.TrimSpace(req.Options["size"])})
	}
	rich, err := present.RichOption(req)
	if err != nil {
		return bot.Reply{}, err
	}
	dice, err := diceFor(req, size)
	if err != nil {
		return bot.Reply{}, err
	}
	d, tier, err := b.dictFor(ctx, req, "")
	if err != nil {
		return bot.Reply{}, err
	}
	board := dice.Roll(b.Seed())
	var richly bot.Phrase
	if rich {
		dl, err := present.RollRich(ctx, b.Seed(), dice, d)
		if err != nil {
			return bot.Reply{}, err
		}
		board, richly = dl.Board, dl.About
	}
	count, _ := solver.Score(board, d, solver.Rules{})
	b.Remember(ctx, req, board, tier)
	pt := req.PublicPrinter()
	img, err := b.Draw(ctx, "board.png", pt.Sprintf("A %dx%d Boggle board: %s", size, size, board),
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Board(w, pt, board, present.DiceAbout(dice).In(pt))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	var how string
	if rich {
		how = pt.Sprintf("New rich %dx%d board, %s", size, size, richly.In(pt))
	} else if l, err := lang.Get(dice.Name); err == nil && l.Code != lang.Default.Code {
		// A language's dice, fitted to its letters: named in the reader's words.
		how = pt.Sprintf("New %dx%d board from %s dice fitted to the word list's letters", size, size, i18n.LanguageName(pt, l.Code))
	} else {
		how = pt.Sprintf("New %dx%d board from the %s dice", size, size, present.DiceAbout(dice).In(pt))
	}
	text := pt.Sprintf("%s: `%s`\nIt hides %s (%s dictionary). Find them, then `/solve` to see them all or `/path WORD` to check one.",
		how, board, pt.Sprintf("%d words", count), bot.DictName(pt, tier))
	if followed != nil {
		text += "\n" + bot.SwitchNote(pt, followed, bot.PlayersLanguage)
	}
	return bot.Reply{Text: text, Image: img}, nil
}

func decodeBoard(s string) (solver.Board, error) {
	if len(s) < 1 {
		return solver.Board{}, fmt.Errorf("empty board code")
	}
	n := int(s[0] - '0')
	if n < solver.MinSize || n > solver.MaxSize || len(s) != 1+n*n {
		return solver.Board{}, fmt.Errorf("bad board code %q", s)
	}
	tiles := make([]solver.Tile, n*n)
	for i := range tiles {
		k := strings.IndexByte(present.BoardAlphabet, s[1+i])
		if k < 0 {
			return solver.Board{}, fmt.Errorf("bad board code %q", s)
		}
		tiles[i] = solver.Tile(k)
	}
	return solver.New(n, tiles)
}

// wordsFileName names the whole list's file after its board, in the ASCII
// letters chat clients keep in file names ("words-lqre-slus-atic-nren.txt"),
// or after its list's name when the board has none of them (a Russian or
// Persian board: "words-russian.txt", not "words-------------------.txt").
func wordsFileName(board, tier string) string {
	ascii := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
				return r
			}
			return '-'
		}, s)
	}
	name := ascii(board)
	if strings.Trim(name, "-") == "" {
		name = strings.Trim(ascii(strings.ToLower(tier)), "-")
	}
	if name == "" {
		return "words.txt"
	}
	return "words-" + name + ".txt"
}
