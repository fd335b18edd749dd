// Package lang holds the languages bogglebot plays in: for each, its code
// and names, its alphabet and how players type it (which accents fold away),
// its dice per board size, its Scramble letter values, and its word list
// with the list's source and licence.
//
// English plays with package dict's embedded SCOWL tiers and the real
// Boggle dice. Every other language's word list was built by `go generate`
// (gen.go) from a Debian package and is embedded compressed in data/, with
// the package's copyright notice beside it; its dice are fitted to the
// letter frequencies of its list (see gen.go and docs/languages.md).
//
// Languages are immutable and safe for concurrent use; a language's
// dictionary is built on first use.
package lang

//go:generate go run gen.go

import (
	"bytes"
	"compress/gzip"
	"embed"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang/internal/defs"
	"github.com/bogglebot/bogglebot/solver"
)

// A Language is one language of play.
type Language struct {
	Code   string // "en", "fr", "pt-BR", ...
	Name   string // in English: "French"
	Native string // in the language: "français"

	// Source is where the word list comes from ("Debian wfrench 1.2.7-2"),
	// Licence its licence in short ("GPL-2+"); Notice is the full copyright
	// notice shipped with it.
	Source, Licence string

	// Folded says how accents are typed: the letters in Fold become plain
	// ones (French é -> e), so players need not type them.
	Fold map[rune]string

	alphabet *dict.Alphabet
	dice     map[int]*solver.Dice
	tag      language.Tag
	aliases  []string
	dict     func() (*dict.Dict, error)
	blocked  func() map[string]struct{}
	order    []string // the alphabet in the language's order, if not the trie's
	notice   string
	words    int // words in the list, from the generated table
}

// Default is English, the language everywhere no other is chosen.
var Default = english

// All returns every language, English first, then by code.
func All() []*Language { return slices.Clone(all) }

// Codes returns every language's code, in All's order.
func Codes() []string {
	out := make([]string, len(all))
	for i, l := range all {
		out[i] = l.Code
	}
	return out
}

// Get returns the language with code (any case; "pt-br", "pt_BR", "no" for
// Norwegian Bokmål also work). An unknown code is a game.E of kind Invalid,
// code game.CodeUnknownLanguage, with the facts lang (as typed) and codes.
func Get(code string) (*Language, error) {
	c := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(code), "_", "-"))
	if c == "" {
		return Default, nil
	}
	for _, l := range all {
		if strings.ToLower(l.Code) == c || slices.Contains(l.aliases, c) {
			return l, nil
		}
	}
	return nil, game.E(game.Invalid, game.CodeUnknownLanguage, game.Facts{"lang": code, "codes": Codes()})
}

// Alphabet returns the letters of the language's words, as typed
// (lowercase; "qu" for the Qu tile), in the language's alphabetical order.
func (l *Language) Alphabet() []string {
	if l.order != nil {
		return slices.Clone(l.order)
	}
	return l.alphabet.Letters()
}

// Letters returns the dictionary alphabet (the trie's letters).
func (l *Language) Letters() *dict.Alphabet { return l.alphabet }

// Dict returns the language's word list (for English, the default tier),
// built on first use.
func (l *Language) Dict() (*dict.Dict, error) { return l.dict() }

// Words returns the number of words in the language's list (for all but
// English, without building it).
func (l *Language) Words() int {
	if l.words == 0 {
		if d, err := l.dict(); err == nil {
			return d.Len()
		}
	}
	return l.words
}

// Notice returns the word list's copyright and licence notice in full.
func (l *Language) Notice() string { return l.notice }

// Dice returns the language's dice for an n x n board, or an error naming
// the sizes it has.
func (l *Language) Dice(n int) (*solver.Dice, error) {
	if d, ok := l.dice[n]; ok {
		return d, nil
	}
	return nil, fmt.Errorf("there are no %s dice for %d x %d boards; %s has dice for sizes %s", l.Name, n, n, l.Name, l.sizes())
}

// DiceSizes returns the board sizes the language has dice for.
func (l *Language) DiceSizes() []int {
	var out []int
	for n := range l.dice {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

func (l *Language) sizes() string {
	var s []string
	for _, n := range l.DiceSizes() {
		s = append(s, fmt.Sprint(n))
	}
	return strings.Join(s, ", ")
}

// Normalize returns the word a player typed in the language's spelling:
// composed (NFC), lowercase by the language's rules (Turkish's dotted and
// dotless i), its folded accents made plain. A word with a letter the
// language's dice never show is a game.E of kind Invalid, code
// game.CodeNotInAlphabet, with the facts typed, lang (the native name) and
// letter. It does not check the dictionary.
func (l *Language) Normalize(typed string) (string, error) {
	w := norm.NFC.String(strings.TrimSpace(typed))
	w = cases.Lower(l.tag).String(w)
	w = l.fold(w)
	if _, ok := l.alphabet.Encode(w); ok && w != "" {
		return w, nil
	}
	return "", game.E(game.Invalid, game.CodeNotInAlphabet, game.Facts{"typed": typed, "lang": l.Native, "letter": l.firstForeign(w)})
}

// CheckBoard reports a tile of b whose letters the language has not (an
// English board's é, a Russian board's q) as a game.E of code
// game.CodeNotInAlphabet, with the facts typed (the board), lang and
// letter; nil if every tile is the language's or blank.
func (l *Language) CheckBoard(b solver.Board) error {
	for _, t := range b.Tiles() {
		if t == solver.Blank {
			continue
		}
		if _, ok := l.alphabet.Encode(t.Letters()); !ok {
			return game.E(game.Invalid, game.CodeNotInAlphabet, game.Facts{"typed": b.String(), "lang": l.Native, "letter": t.Face()})
		}
	}
	return nil
}

// ParseBoard reads a board typed in the language: solver.Parse for
// English, else solver.ParseAny and CheckBoard.
func (l *Language) ParseBoard(s string) (solver.Board, error) {
	if l == english {
		return solver.Parse(s)
	}
	b, err := solver.ParseAny(s)
	if err != nil {
		return b, err
	}
	return b, l.CheckBoard(b)
}

// fold applies the language's folding to a lowercase word.
func (l *Language) fold(w string) string {
	if len(l.Fold) == 0 {
		return w
	}
	var b strings.Builder
	for _, r := range w {
		if f, ok := l.Fold[r]; ok {
			b.WriteString(f)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// firstForeign returns the first letter of w the alphabet cannot read.
func (l *Language) firstForeign(w string) string {
	for i := 0; i < len(w); {
		r, n := utf8.DecodeRuneInString(w[i:])
		if _, ok := l.alphabet.Encode(w[i : i+n]); ok {
			i += n
			continue
		}
		// Part of a longer token ("qu")?
		ok := false
		for _, t := range l.alphabet.Letters() {
			if strings.HasPrefix(w[i:], t) {
				i += len(t)
				ok = true
				break
			}
		}
		if !ok {
			if unicode.IsSpace(r) {
				return " "
			}
			return string(r)
		}
	}
	return ""
}

//go:embed data
var data embed.FS

//go:embed blocklist
var blocklists embed.FS

// Blocked reports whether word (in the language's spelling, any case) is
// on the language's blocklist of slurs (blocklist/CODE.txt; English:
// dict/blocklist.txt). The embedded lists never hold a blocked word.
func (l *Language) Blocked(word string) bool {
	if l == english {
		return dict.Blocked(word)
	}
	_, ok := l.blocked()[strings.ToLower(word)]
	return ok
}

func readBlocklist(code string) map[string]struct{} {
	set := map[string]struct{}{}
	b, err := blocklists.ReadFile("blocklist/" + code + ".txt")
	if err != nil {
		return set
	}
	for line := range strings.Lines(string(b)) {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			set[w] = struct{}{}
		}
	}
	return set
}

// loadList builds a language's dictionary from its embedded list.
func (l *Language) loadList() (*dict.Dict, error) {
	f, err := data.Open("data/" + l.Code + ".words.gz")
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	words, err := decodeList(raw)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	d, _, err := dict.FromWords(l.Name, l.alphabet, words)
	if err == nil {
		d.SetNormalize(l.Normalize)
	}
	return d, err
}

// decodeList unpacks a word list written by gen.go: a header line, then the
// front-coded words (a byte of the length shared with the word before,
// below 0x40, then the rest of the word's bytes).
func decodeList(raw []byte) ([]string, error) {
	if i := bytes.IndexByte(raw, '\n'); len(raw) > 0 && raw[0] == '#' && i >= 0 {
		raw = raw[i+1:]
	} else {
		return nil, errors.New("no header line")
	}
	buf := make([]byte, 0, len(raw)*3)
	type span struct{ off, end int }
	var spans []span
	var prev []byte
	for i := 0; i < len(raw); {
		p := int(raw[i])
		if p > len(prev) {
			return nil, fmt.Errorf("bad record at byte %d", i)
		}
		j := i + 1
		for j < len(raw) && raw[j] >= 0x40 {
			j++
		}
		off := len(buf)
		buf = append(buf, prev[:p]...)
		buf = append(buf, raw[i+1:j]...)
		prev = buf[off:]
		spans = append(spans, span{off, len(buf)})
		i = j
	}
	all := string(buf)
	words := make([]string, len(spans))
	for k, s := range spans {
		words[k] = all[s.off:s.end]
	}
	return words, nil
}

// readNotice returns the embedded notice of a language's list.
func readNotice(code string) string {
	b, err := data.ReadFile("data/" + code + ".COPYRIGHT")
	if err != nil {
		return ""
	}
	return string(b)
}

// A table is what gen.go generated for a language (zz_generated.go).
type table struct {
	source string
	words  int
	values map[string]int
	dice   map[int]string
}

// newLanguage makes a language from its definition and generated table, or
// returns nil when there is no table yet (the generator's first run).
func newLanguage(def defs.Def) *Language {
	g, ok := generated[def.Code]
	if !ok {
		return nil
	}
	a, err := dict.NewAlphabet(def.Tokens, def.Composites, g.values)
	if err != nil {
		panic("lang " + def.Code + ": " + err.Error())
	}
	l := &Language{
		Code: def.Code, Name: def.Name, Native: def.Native,
		Source: g.source, Licence: def.Licence, Fold: def.Fold,
		alphabet: a, tag: language.MustParse(def.Code), aliases: def.Aliases,
		notice: readNotice(def.Code), words: g.words, dice: map[int]*solver.Dice{},
		order: def.Order,
	}
	for n, spec := range g.dice {
		d, err := solver.NewDice(def.Code, n, fmt.Sprintf("%s %dx%d, fitted to the word list's letters", def.Name, n, n), spec)
		if err != nil {
			panic("lang " + def.Code + ": " + err.Error())
		}
		l.dice[n] = d
	}
	l.dict = sync.OnceValues(l.loadList)
	dict.Register(l.Name, l.dict)
	l.blocked = sync.OnceValue(func() map[string]struct{} { return readBlocklist(def.Code) })
	return l
}

var english = &Language{
	Code: "en", Name: "English", Native: "English",
	Source:   "SCOWL via Debian's scowl package (package dict)",
	Licence:  "SCOWL (MIT-like)",
	alphabet: dict.English,
	tag:      language.English,
	aliases:  []string{"en-us", "en-gb", "english"},
	dice:     map[int]*solver.Dice{4: solver.Modern, 5: solver.Big, 6: solver.SuperBig},
	dict:     func() (*dict.Dict, error) { return dict.Default(), nil },
}

var all = func() []*Language {
	english.notice = dict.Notice()
	out := []*Language{english}
	for _, def := range defs.All {
		if l := newLanguage(def); l != nil {
			out = append(out, l)
		}
	}
	slices.SortFunc(out[1:], func(a, b *Language) int { return strings.Compare(a.Code, b.Code) })
	return out
}()
