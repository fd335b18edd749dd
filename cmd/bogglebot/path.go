package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

func init() {
	register(command{
		name:    "path",
		args:    "[--lang CODE] [--dict NAME|FILE] [--min N] [--rules boggle|scramble] [--png FILE] BOARD WORD (or WORD BOARD)",
		summary: "show where a word lies on a board (the tiles in order, or an image)",
		run:     runPath,
	})
}

func runPath(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "path", commands["path"].args)
	var sf solveFlags
	sf.add(fs)
	pngFile := fs.String("png", "", "write the word's path image to this PNG file")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *pngFile == "-" {
		return usagef("--png needs a file name (standard output carries the path)")
	}
	if len(pos) < 2 {
		word := "sinecure"
		if len(pos) == 1 {
			word = shellQuote(pos[0])
		}
		if err := pngIsBoard(*pngFile, "path", "word.png", word); err != nil {
			return err
		}
		return usagef("give a board and a word, for example: bogglebot path 'lqre slus atic nren' sinecure")
	}
	l, err := pickLang(sf.lang)
	if err != nil {
		return err
	}
	pos = wordFirst(l, pos)
	if err := extraAfterWord(l, pos); err != nil {
		return err
	}
	d, rules, err := sf.load(c.stderr)
	if err != nil {
		return err
	}
	b, err := parseBoardArgsIn(l, pos[:len(pos)-1], "path takes a board and one word")
	if err != nil {
		return err
	}
	var w solver.Word
	if sf.lng != lang.Default {
		w, err = findWordIn(ctx, sf.lng, b, d, rules, pos[len(pos)-1])
	} else {
		w, err = findWord(ctx, b, d, rules, pos[len(pos)-1])
	}
	if err != nil {
		return err
	}
	if *pngFile != "" {
		if err := writeWordPNG(*pngFile, b, w, d.Name(), rules); err != nil {
			return err
		}
	}
	fmt.Fprintf(c.stdout, "%s: %s\npath (row,column from the top left): %s\n", w.Shown(), text.Plural(w.Points, "point"), b.PathText(w.Path))
	n := b.Size()
	order := make([]int, n*n)
	for k, p := range w.Path {
		order[p.Row*n+p.Col] = k + 1
	}
	for r := range n {
		var line strings.Builder
		for col := range n {
			cell := "."
			face := ""
			if k := order[r*n+col]; k > 0 {
				face = b.At(r, col).Face()
				cell = fmt.Sprintf("%s%d", face, k)
			}
			if solver.RightToLeft(face) { // the number after, and the row, left to right
				cell = solver.LTRFace(face) + strings.TrimPrefix(cell, face)
				line.WriteString(solver.LRM)
			}
			line.WriteString(cell)
			line.WriteString(strings.Repeat(" ", max(0, 5-utf8.RuneCountInString(strings.ReplaceAll(cell, solver.LRM, "")))))
		}
		fmt.Fprintf(c.stdout, "  %s\n", strings.TrimRight(line.String(), " "))
	}
	if *pngFile != "" {
		fmt.Fprintf(c.stdout, "Image written to %s\n", *pngFile)
	}
	return nil
}

// wordFirst puts the word last when it was given first ("path sinecure
// 'lqre slus atic nren'", the order chat's /path also takes): only when the
// arguments make no board the usual way round and do with the first one as
// the word.
func wordFirst(l *lang.Language, pos []string) []string {
	if _, err := l.ParseBoard(strings.Join(pos[:len(pos)-1], " ")); err == nil {
		return pos
	}
	if w := solver.TrimWord(pos[0]); w == "" || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return pos
	}
	if _, err := l.ParseBoard(strings.Join(pos[1:], " ")); err != nil {
		return pos
	}
	return append(slices.Clone(pos[1:]), pos[0])
}

// extraAfterWord finds arguments after the word: when all the arguments
// but the last make no board, but fewer do and a word follows them, what
// comes after that word is the mistake ("path BOARD WORD extra" blames
// extra, not WORD). A word as long as the rows before it is more likely one
// row too many, which the board's parser explains.
func extraAfterWord(l *lang.Language, pos []string) error {
	if _, err := l.ParseBoard(strings.Join(pos[:len(pos)-1], " ")); err == nil {
		return nil
	}
	for k := len(pos) - 2; k >= 1; k-- {
		if k > 1 && len(pos[k]) == len(pos[k-1]) {
			continue
		}
		if _, err := l.ParseBoard(strings.Join(pos[:k], " ")); err == nil {
			return usagef("unexpected argument %q after the board %q and the word %q: path takes a board and one word",
				pos[k+1], strings.Join(pos[:k], " "), pos[k])
		}
	}
	return nil
}

// findWord checks word against the dictionary, the rules and the board, and
// says which of them it fails, in a player's words, quoting the word as
// typed. Quotes, backticks and punctuation around it are dropped first
// (solver.TrimWord): "sinecure." is sinecure.
func findWord(ctx context.Context, b solver.Board, d *dict.Dict, rules solver.Rules, arg string) (solver.Word, error) {
	typed := norm.NFC.String(solver.TrimWord(arg)) // a decomposed é is one letter, as chat reads it
	word := strings.ToLower(typed)
	minLen := rules.MinLenFor(b.Size())
	switch {
	case typed == "" || strings.Trim(typed, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != "":
		return solver.Word{}, fmt.Errorf("'%s' is not a word: use letters a-z only", typed)
	case len(word) < minLen:
		return solver.Word{}, fmt.Errorf("'%s' is too short: words need %d or more letters on this board", typed, minLen)
	}
	if _, ok := dict.Encode(word); !ok { // a q with no u: the words every language whose q is Qu says
		en, _ := lang.Get("en")
		return solver.Word{}, errors.New(console.Plain(i18n.Error("en", en.BareQ(typed))))
	}
	inDict := d.Contains(word)
	path, err := solver.TraceContext(ctx, b, word)
	var notOn *solver.NotOnBoardError
	why := ""
	if errors.As(err, &notOn) && notOn.Why() != "" {
		why = ": " + notOn.Why()
	}
	switch {
	case errors.Is(err, solver.ErrTraceBudget):
		return solver.Word{}, fmt.Errorf("'%s' could not be traced: the board repeats its letters so often that the search stopped before it found a path or ruled one out", text.Clip(typed, 40))
	case err != nil && notOn == nil:
		return solver.Word{}, err
	case err != nil && !inDict:
		return solver.Word{}, fmt.Errorf("'%s' is not in the %s dictionary and cannot be traced on this board%s", text.Clip(typed, 40), d.Name(), why)
	case err != nil:
		return solver.Word{}, fmt.Errorf("'%s' cannot be traced on this board%s", text.Clip(typed, 40), why)
	case !inDict:
		return solver.Word{}, fmt.Errorf("'%s' is on the board but is not in the %s dictionary", typed, d.Name())
	}
	return solver.Word{Word: word, Points: rules.Points(word, b.Size()), Path: path}, nil
}

// findWordIn is findWord for a language other than English: the word is
// read in the language's spelling (lang.Normalize: its accents folded where
// players need not type them), then checked against its list and the board.
func findWordIn(ctx context.Context, l *lang.Language, b solver.Board, d *dict.Dict, rules solver.Rules, arg string) (solver.Word, error) {
	typed := solver.TrimWord(arg)
	word, err := l.Normalize(typed)
	if err != nil {
		return solver.Word{}, errors.New(console.Plain(i18n.Error("en", err)))
	}
	if n, minLen := solver.Length(d.Alphabet(), word), rules.MinLenFor(b.Size()); n < minLen {
		return solver.Word{}, fmt.Errorf("'%s' is too short: words need %d or more letters on this board", typed, minLen)
	}
	inDict := d.Contains(word)
	path, _, err := solver.TraceIn(ctx, b, word, d.Alphabet(), solver.TraceBudget)
	switch {
	case errors.Is(err, solver.ErrTraceBudget):
		return solver.Word{}, fmt.Errorf("'%s' could not be traced: the board repeats its letters so often that the search stopped before it found a path or ruled one out", text.Clip(typed, 40))
	case err != nil && !errors.Is(err, solver.ErrNotOnBoard):
		return solver.Word{}, err
	case err != nil && !inDict:
		return solver.Word{}, fmt.Errorf("'%s' is not in the %s word list and cannot be traced on this board", text.Clip(typed, 40), l.Name)
	case err != nil:
		return solver.Word{}, fmt.Errorf("'%s' cannot be traced on this board", text.Clip(typed, 40))
	case !inDict:
		return solver.Word{}, fmt.Errorf("'%s' is on the board but is not in the %s word list", typed, l.Name)
	}
	w := solver.Word{Word: word, Points: rules.PointsIn(d.Alphabet(), word, b.Size()), Path: path}
	if s := game.ShownAs(d, typed, word, true); s != word {
		w.Spelled = s // as the list spells it (ELEVE: élevé), or as typed with its accents (élève)
	}
	return w, nil
}
