package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

func init() {
	register(command{
		name:    "languages",
		args:    "[--dice] [--notice CODE] [CODE]",
		summary: "list the languages of play: code, names, words, alphabet, dice and the word list's licence; with a CODE, that language's details",
		run:     runLanguages,
	})
}

// langFlag is the help of --lang, the same on every command.
const langFlag = "language of play: en (default), fr, de, es, pt-BR, pl, ru, ... ('bogglebot languages' lists them)"

// pickLang returns the language named by --lang ("" is English). An unknown
// code is a mistake in the command line, answered with the codes there are.
func pickLang(code string) (*lang.Language, error) {
	l, err := lang.Get(code)
	if err != nil {
		return nil, usagef("there is no language %q to play in: choose one of %s", code, strings.Join(lang.Codes(), ", "))
	}
	return l, nil
}

// pickLangDice returns the dice of --lang, --size and --dice: English takes
// pickDice; another language has its own dice, one set a size (4 when no
// size is given), so --dice does not go with it.
func pickLangDice(l *lang.Language, size int, diceName string) (*solver.Dice, error) {
	if l == lang.Default {
		return pickDice(size, diceName)
	}
	if diceName != "" {
		return nil, usagef("--dice names English's dice sets; %s has its own, chosen by --size (%s)", l.Name, sizesText(l))
	}
	if size == 0 {
		size = 4
	}
	d, err := l.Dice(size)
	if err != nil {
		return nil, usageError{err.Error()}
	}
	return d, nil
}

func sizesText(l *lang.Language) string {
	var s []string
	for _, n := range l.DiceSizes() {
		s = append(s, fmt.Sprint(n))
	}
	return strings.Join(s, ", ")
}

func runLanguages(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "languages", commands["languages"].args)
	dice := fs.Bool("dice", false, "also print each language's dice, one line a size")
	notice := fs.String("notice", "", "print the full copyright and licence notice of a language's word list")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usagef("unexpected argument %q: 'bogglebot languages CODE' shows one language", pos[1])
	}
	if len(pos) == 1 {
		l, err := pickLang(pos[0])
		if err != nil {
			return err
		}
		return writeLanguage(c.stdout, l)
	}
	if *notice != "" {
		l, err := pickLang(*notice)
		if err != nil {
			return err
		}
		fmt.Fprint(c.stdout, l.Notice())
		if n := fontNotice(l); n != "" {
			fmt.Fprintf(c.stdout, "\nfont notice:\n%s", n)
		}
		return nil
	}
	tw := tabwriter.NewWriter(c.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CODE\tLANGUAGE\tNATIVE\tWORDS\tDICE\tALPHABET\tWORD LIST (LICENCE)")
	for _, l := range lang.All() {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s (%s)\n", l.Code, l.Name, l.Native, l.Words(),
			sizesText(l), strings.Join(l.Alphabet(), " "), l.Source, l.Licence)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if *dice {
		for _, l := range lang.All() {
			for _, n := range l.DiceSizes() {
				d, _ := l.Dice(n)
				var faces []string
				for _, die := range d.Faces() {
					faces = append(faces, strings.Join(die[:], ""))
				}
				fmt.Fprintf(c.stdout, "%s %dx%d: %s\n", l.Code, n, n, strings.Join(faces, " "))
			}
		}
	}
	return nil
}

// writeLanguage prints one language's details: names, word list, alphabet
// with each letter's Scramble value, dice faces per size, and the notice.
func writeLanguage(w io.Writer, l *lang.Language) error {
	fmt.Fprintf(w, "%s: %s (%s)\n", l.Code, l.Name, l.Native)
	fmt.Fprintf(w, "words: %d, from %s (%s)\n", l.Words(), l.Source, l.Licence)
	fmt.Fprintf(w, "alphabet: %s\n", strings.Join(l.Alphabet(), " "))
	if len(l.Fold) > 0 {
		var keys []string
		for r, f := range l.Fold {
			if f == "" {
				f = "(nothing)"
			}
			keys = append(keys, fmt.Sprintf("%c=%s", r, f))
		}
		collate.New(language.Make(l.Code)).SortStrings(keys) // in the language's alphabetical order
		fmt.Fprintf(w, "typed as: %s\n", strings.Join(keys, " "))
	}
	var values []string
	for _, letter := range l.Alphabet() {
		if v, ok := l.Letters().Value(letter); ok {
			values = append(values, fmt.Sprintf("%s=%d", letter, v))
		}
	}
	if len(values) > 0 {
		fmt.Fprintf(w, "letter values (Scramble): %s\n", strings.Join(values, " "))
	}
	for _, n := range l.DiceSizes() {
		d, _ := l.Dice(n)
		var faces []string
		for _, die := range d.Faces() {
			f := strings.Join(die[:], "")
			if utf8.RuneCountInString(f) != len(die) {
				f = "[" + strings.Join(die[:], " ") + "]" // a two-letter face: ARTLDQu is [A R T L D Qu]
			}
			faces = append(faces, f)
		}
		fmt.Fprintf(w, "dice %dx%d: %s\n", n, n, strings.Join(faces, " "))
	}
	_, err := fmt.Fprintf(w, "\nword list notice:\n%s", l.Notice())
	if n := fontNotice(l); n != "" && err == nil {
		_, err = fmt.Fprintf(w, "\nfont notice:\n%s", n)
	}
	return err
}

// fontNotice is the licence of the font l's letters are drawn in, when it
// is not the Go font (Persian's Noto Naskh Arabic), or "".
func fontNotice(l *lang.Language) string {
	return render.FontNotice(solver.RightToLeft(strings.Join(l.Alphabet(), "")))
}
