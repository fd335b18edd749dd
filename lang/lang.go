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
// A language's trie ships prebuilt (data/CODE.trie.gz, with its folded
// words' spellings in data/CODE.spell.gz), made from its list by `go
// generate`, and is loaded on first use in one pass with no build step:
// Polish, the largest (3.5 million words), in about 0.1 s of CPU.
//
// Languages are immutable and safe for concurrent use.
package lang

// gen.go makes the lists (data/CODE.words.gz), dice and tables from Debian's
// packages; TestPrebuilt -update then writes the prebuilt tries and
// spellings from the lists (see data/README).
//go:generate go run gen.go
//go:generate go test -count=1 -run ^TestPrebuilt . -update

import (
	"compress/gzip"
	"context"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang/internal/defs"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/trie"
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
	dict     func() (*dict.Dict, error) // English's; nil for a built list
	built    atomic.Pointer[builtDict]
	blocked  func() defs.Blocklist
	order    []string // the alphabet in the language's order, if not the trie's
	notice   string
	words    int               // words in the list, from the generated table
	spelled  func() *spellings // the list's spellings, read on first use
}

// Default is English, the language everywhere no other is chosen.
var Default = english

// All returns every language shipped, enabled or not, English first, then
// its spellings (en-GB, en-US), then by code.
func All() []*Language { return slices.Clone(all) }

// enabled is the languages Get gives (nil: all of them).
var enabled atomic.Pointer[[]*Language]

// Enabled returns the languages players may choose (SetEnabled), in All's
// order.
func Enabled() []*Language {
	if e := enabled.Load(); e != nil {
		return slices.Clone(*e)
	}
	return All()
}

// SetEnabled chooses the languages players may choose, from a list of codes
// separated by commas or spaces ("en,fr,de"), or "all" (or "") for every
// language. English, the default, is always enabled. An unknown code is
// Get's error. Each enabled language costs memory once played (its
// dictionary, built on first use: see docs/languages.md).
func SetEnabled(spec string) error {
	ls, err := ParseList(spec)
	if err != nil {
		return err
	}
	if ls == nil {
		enabled.Store(nil)
	} else {
		enabled.Store(&ls)
	}
	return nil
}

// ParseList reads a list of languages as SetEnabled does, without
// enabling them: nil for "all" or "", else the languages (English always)
// in All's order.
func ParseList(spec string) ([]*Language, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" || strings.EqualFold(spec, "all") {
		return nil, nil
	}
	on := map[*Language]bool{english: true}
	for _, c := range strings.FieldsFunc(spec, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
		l, err := lookup(c)
		if err != nil {
			return nil, game.E(game.Invalid, game.CodeUnknownLanguage, game.Facts{"lang": c, "codes": codesOf(all)})
		}
		on[l] = true
	}
	var out []*Language
	for _, l := range all {
		if on[l] {
			out = append(out, l)
		}
	}
	return out, nil
}

func codesOf(ls []*Language) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Code)
	}
	return out
}

// Codes returns the enabled languages' codes, in All's order.
func Codes() []string { return codesOf(Enabled()) }

// Get returns the language with code (any case; "pt-br", "pt_BR", "no" for
// Norwegian Bokmål also work), or named so in English or in itself, in any
// case, with or without accents ("Polish", "polski", "francais",
// "Français"). An unknown code is a game.E of kind Invalid,
// code game.CodeUnknownLanguage, with the facts lang (as typed) and codes.
//
// A language SetEnabled left out is refused the same way, with the enabled
// languages' codes.
func Get(code string) (*Language, error) {
	l, err := lookup(code)
	if err != nil {
		return nil, err
	}
	if e := enabled.Load(); e != nil && !slices.Contains(*e, l) {
		return nil, game.E(game.Invalid, game.CodeUnknownLanguage, game.Facts{"lang": code, "codes": Codes()})
	}
	return l, nil
}

// lookup finds a shipped language by code, enabled or not: a code or
// alias in any case, or a BCP 47 or POSIX locale whose language is one
// ("fr-FR", "fr_FR.UTF-8", "nb-NO", "de_CH@euro").
func lookup(code string) (*Language, error) {
	c := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(code), "_", "-"))
	if i := strings.IndexAny(c, ".@"); i > 0 {
		c = c[:i] // a POSIX locale's encoding or modifier
	}
	if c == "" {
		return Default, nil
	}
	find := func(c string) *Language {
		for _, l := range all {
			if strings.ToLower(l.Code) == c || slices.Contains(l.aliases, c) {
				return l
			}
		}
		return nil
	}
	if l := find(c); l != nil {
		return l, nil
	}
	if len(c) <= maxName {
		name := foldName(code)
		for _, l := range all {
			if foldName(l.Name) == name || foldName(l.Native) == name {
				return l, nil
			}
		}
		// A name's first word ("portuguese", "português", "norwegian",
		// "norsk"), when it names one language only.
		var only *Language
		for _, l := range all {
			if firstWord(l.Name) == name || firstWord(l.Native) == name {
				if only != nil && only != l {
					only = nil
					break
				}
				only = l
			}
		}
		if only != nil {
			return only, nil
		}
	}
	if base, _, ok := strings.Cut(c, "-"); ok && base != "" {
		if l := find(base); l != nil {
			return l, nil
		}
	}
	return nil, game.E(game.Invalid, game.CodeUnknownLanguage, game.Facts{"lang": code, "codes": Codes()})
}

// maxName bounds the bytes of a language's name lookup reads.
const maxName = 64

// foldName is a language's name as compared: trimmed, lowercase, its
// accents left out ("Français" and "francais" alike).
func foldName(s string) string {
	s = norm.NFD.String(strings.ToLower(strings.TrimSpace(s)))
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, s)
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
// built on first use. It is DictContext without a deadline.
func (l *Language) Dict() (*dict.Dict, error) { return l.DictContext(context.Background()) }

// Built reports whether the language's word list is built (or failed to
// build), so that Dict returns at once.
func (l *Language) Built() bool { return l.dict != nil || l.built.Load() != nil }

type builtDict struct {
	d   *dict.Dict
	err error
}

// buildSlot lets one language's list be loaded at a time: a load holds its
// trie and the data it is read from (Polish: 56 MB and 8 MB, 0.1 s), and
// several at once could pass a container's memory limit.
var buildSlot = make(chan struct{}, 1)

// DictContext returns the language's word list, loading its prebuilt trie
// on first use. Only one list is loaded at a time: a caller whose language
// is not loaded yet waits for the loads before it, until ctx is done (then
// ctx's error).
func (l *Language) DictContext(ctx context.Context) (*dict.Dict, error) {
	if l.dict != nil {
		return l.dict()
	}
	if b := l.built.Load(); b != nil {
		return b.d, b.err
	}
	select {
	case buildSlot <- struct{}{}:
	case <-ctx.Done():
		return nil, fmt.Errorf("waiting to load the %s word list: %w", l.Name, context.Cause(ctx))
	}
	defer func() { <-buildSlot }()
	if b := l.built.Load(); b != nil {
		return b.d, b.err
	}
	d, err := l.loadList()
	l.built.Store(&builtDict{d, err})
	return d, err
}

// Preload builds the enabled languages' word lists, one after another,
// until ctx is done; it returns the first error.
func Preload(ctx context.Context) error {
	for _, l := range Enabled() {
		if _, err := l.DictContext(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Words returns the number of words in the language's list (for all but
// English, without building it).
func (l *Language) Words() int {
	if l.words == 0 {
		if d, err := l.Dict(); err == nil {
			return d.Len()
		}
	}
	return l.words
}

// Notice returns the word list's copyright and licence notice in full.
func (l *Language) Notice() string { return l.notice }

// Dice returns the language's dice for an n x n board, or a
// *solver.DiceError naming the sizes it has.
func (l *Language) Dice(n int) (*solver.Dice, error) {
	if d, ok := l.dice[n]; ok {
		return d, nil
	}
	return nil, &solver.DiceError{Size: n, Sizes: l.DiceSizes(), Language: l.Name, Code: l.Code}
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

// Normalize returns the word a player typed in the language's spelling:
// composed (NFC), lowercase by the language's rules (Turkish's dotted and
// dotless i), its folded accents made plain. A word with a letter the
// language's dice never show is a game.E of kind Invalid, code
// game.CodeNotInAlphabet, with the facts typed, lang (the native name) and
// letter. It does not check the dictionary.
//
// Characters that show as nothing (zero-width spaces and joiners, direction
// marks: solver.DropInvisible) are left out; a word with no letters left is
// a game.E of code game.CodeNoLetters, and so is one whose letters the
// language folds away entirely (a lone apostrophe in Ukrainian, · in
// Catalan). A letter that is a control character
// or a combining mark with nothing to combine with is quoted as its code
// point (U+0000) or with the letter before it, and typed with invisible
// characters escaped.
func (l *Language) Normalize(typed string) (string, error) {
	w := norm.NFC.String(strings.TrimSpace(solver.DropInvisible(typed)))
	if w == "" {
		return "", game.E(game.Invalid, game.CodeNoLetters, game.Facts{"typed": typed, "lang": l.Native, "code": l.Code})
	}
	if l.Code == "hr" { // Unicode's one-character dž, lj, nj (ǆ ǉ ǌ): its NFKC, the two letters
		w = croatianDigraphs.Replace(w)
	}
	w = l.fold(l.lower(w))
	if w == "" { // only marks the language folds away: Ukrainian's ' ’ ʼ, Catalan's ·
		return "", game.E(game.Invalid, game.CodeNoLetters, game.Facts{"typed": escapeInvisible(typed), "lang": l.Native, "code": l.Code})
	}
	if _, ok := l.alphabet.Encode(w); ok {
		return w, nil
	}
	letter := l.firstForeign(w)
	if letter == "q" && l.QuOnly() {
		return "", l.BareQ(typed)
	}
	return "", game.E(game.Invalid, game.CodeNotInAlphabet, game.Facts{"typed": escapeInvisible(typed), "lang": l.Native, "code": l.Code, "letter": letter})
}

// lower is w lowercase by the language's rules (Turkish's dotted and
// dotless i): İ lowercases to i and a combining dot above outside
// Turkish, and the dot is the i's own.
func (l *Language) lower(w string) string {
	return strings.ReplaceAll(cases.Lower(l.tag).String(w), "i\u0307", "i")
}

// QuOnly reports whether the language's q is only on the Qu tile (its dice
// have Qu and no lone Q, as English's and French's): a word's q must then
// be followed by u, and one that is not is a game.E of code
// game.CodeBareQ, not a letter no die has.
func (l *Language) QuOnly() bool {
	_, qu := l.alphabet.Encode("qu")
	_, q := l.alphabet.Encode("q")
	return qu && !q
}

// BareQ is the refusal of a word with a q that no u follows, in a
// language whose q is only on the Qu tile (QuOnly): a game.E of code
// game.CodeBareQ with the facts typed, lang and code.
func (l *Language) BareQ(typed string) error {
	return game.E(game.Invalid, game.CodeBareQ, game.Facts{"typed": escapeInvisible(typed), "lang": l.Native, "code": l.Code})
}

// croatianLigatures are the compatibility characters Unicode has for
// Croatian's digraphs (from Serbian Cyrillic's transliteration), each with
// its NFKC decomposition: what a keyboard layout that types them means.
var croatianLigatures = [][2]string{
	{"Ǆ", "DŽ"}, {"ǅ", "Dž"}, {"ǆ", "dž"},
	{"Ǉ", "LJ"}, {"ǈ", "Lj"}, {"ǉ", "lj"},
	{"Ǌ", "NJ"}, {"ǋ", "Nj"}, {"ǌ", "nj"},
}

// croatianDigraphs spells the ligatures in a word as their two letters.
var croatianDigraphs = func() *strings.Replacer {
	var args []string
	for _, p := range croatianLigatures {
		args = append(args, p[0], p[1])
	}
	return strings.NewReplacer(args...)
}()

// croatianTiles reads the ligatures on a typed board as the tiles of their
// letters: ǉ and [ǉ] are [lj], the Lj tile. (Bracketed forms come first, so
// the replacer takes them whole.)
var croatianTiles = func() *strings.Replacer {
	var bracketed, bare []string
	for _, p := range croatianLigatures {
		tile := "[" + strings.ToLower(p[1]) + "]"
		bracketed = append(bracketed, "["+p[0]+"]", tile)
		bare = append(bare, p[0], tile)
	}
	return strings.NewReplacer(append(bracketed, bare...)...)
}()

// escapeInvisible writes the control characters of s as Go escapes
// (\x00), so a message quoting s shows them.
func escapeInvisible(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsGraphic(r) && r != ' ' }) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !unicode.IsGraphic(r) && r != ' ' {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
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
		_, ok := l.alphabet.Encode(t.Letters())
		if face, fold := t.Folded(); fold {
			r, _ := utf8.DecodeRuneInString(face)
			ok = ok && l.Fold[r] == t.Letters() // German ß is ss; Polish has no ß
		}
		if !ok {
			return game.E(game.Invalid, game.CodeNotInAlphabet, game.Facts{"typed": b.String(), "lang": l.Native, "code": l.Code, "letter": t.Face()})
		}
	}
	return nil
}

// ParseBoard reads a board typed in the language: solver.Parse for
// English, else solver.ParseAny and CheckBoard. The board's letters are
// first composed (NFC: an e and a combining accent are é) and folded as a
// word's are (FoldBoard), so a French board may show É, a Russian one Ё.
//
// A Turkish board is read by Turkish casing (dottedI): I is the dotless
// ı's capital, İ the dotted i's, and every i is solver.TurkishI, the tile
// that shows İ ("KIŞI" and "kışı" are one board).
func (l *Language) ParseBoard(s string) (solver.Board, error) {
	typed := s
	if l.Code == "hr" {
		s = croatianTiles.Replace(norm.NFC.String(s)) // ǉ is the Lj tile
	}
	if l.dottedI() {
		s = strings.ReplaceAll(l.FoldBoard(cases.Lower(l.tag).String(norm.NFC.String(s))), "i", "İ")
	}
	s = l.FoldBoard(s)
	if l == english {
		return solver.Parse(s)
	}
	b, err := solver.ParseAny(s)
	if err != nil {
		return b, err
	}
	b = l.foldTiles(b)
	err = l.CheckBoard(b)
	var ge *game.Error
	if errors.As(err, &ge) {
		// Quote the letter as typed (ł, not the die's Ł) and the board.
		face, _ := ge.Facts["letter"].(string)
		ge.Facts["typed"] = typed
		for _, r := range norm.NFC.String(typed) {
			if strings.EqualFold(string(r), face) {
				ge.Facts["letter"] = string(r)
				break
			}
		}
	}
	return b, err
}

// dottedI reports whether the language cases i by Turkish rules: its
// alphabet has the dotless ı as well as i, whose capital is then İ
// (solver.TurkishI).
func (l *Language) dottedI() bool {
	_, ok := l.alphabet.Encode("ı")
	return ok && l != english
}

// Tile returns the tile of a letter of the language (as Alphabet spells
// it), and whether there is one: solver.FaceTile's, but Turkish's i is
// solver.TurkishI, the tile that shows İ.
func (l *Language) Tile(letter string) (solver.Tile, bool) {
	if letter == "i" && l.dottedI() {
		return solver.TurkishI, true
	}
	return solver.FaceTile(letter)
}

// Upper returns a word (lowercase, as the list spells it) in capitals by
// the language's rules: Turkish's i is İ.
func (l *Language) Upper(w string) string { return cases.Upper(l.tag).String(w) }

// foldTiles returns b with each tile of a letter the language has not but
// folds to two (French œ and æ) made the fold tile that shows the letter
// and spells the two (solver.FoldTile: œ as oe). ParseAny reads a typed ß
// as its fold tile already; Danish æ, a letter of Danish, stays a letter.
func (l *Language) foldTiles(b solver.Board) solver.Board {
	tiles := b.Tiles()
	changed := false
	for i, t := range tiles {
		letter := t.Letters()
		if _, ok := l.alphabet.Encode(letter); ok || utf8.RuneCountInString(letter) != 1 {
			continue
		}
		r, _ := utf8.DecodeRuneInString(letter)
		if f, ok := solver.FoldTile(letter, l.Fold[r]); ok {
			tiles[i], changed = f, true
		}
	}
	if !changed {
		return b
	}
	nb, err := solver.New(b.Size(), tiles)
	if err != nil {
		return b
	}
	return nb
}

// FoldBoard returns a typed board with its letters composed (NFC) and
// those the language folds made plain, in the case they were typed (French
// É -> E, Russian ё -> е, Portuguese ç -> c). A letter that folds to two
// (German ß, French œ) is kept: ParseBoard makes it a fold tile, one tile
// that shows the letter and spells the two (solver.FoldTile).
func (l *Language) FoldBoard(s string) string {
	s = norm.NFC.String(s)
	if len(l.Fold) == 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		low := unicode.ToLower(r)
		f, ok := l.Fold[low]
		if !ok || utf8.RuneCountInString(f) != 1 {
			return r
		}
		p, _ := utf8.DecodeRuneInString(f)
		if r != low {
			return unicode.ToUpper(p)
		}
		return p
	}, s)
}

// BoardLanguages returns the enabled languages other than English in which
// the typed board reads (its letters, folded, are all the language's), for
// a board English refused: a Cyrillic board suggests ru and uk.
func BoardLanguages(typed string) []*Language {
	var out []*Language
	for _, l := range Enabled() {
		if l == english {
			continue
		}
		if _, err := l.ParseBoard(typed); err == nil {
			out = append(out, l)
		}
	}
	return out
}

// fold applies the language's folding to a lowercase word.
func (l *Language) fold(w string) string { return defs.FoldWord(l.Fold, w) }

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
			switch {
			case unicode.IsSpace(r):
				return " "
			case unicode.Is(unicode.Mn, r):
				// A mark the letter before has no composed form with.
				_, p := utf8.DecodeLastRuneInString(w[:i])
				return w[i-p : i+n]
			case !unicode.IsGraphic(r):
				return fmt.Sprintf("U+%04X", r)
			}
			return string(r)
		}
	}
	return ""
}

// data (data_all.go, or data_nogpl.go with the bogglebot_nogpl build
// tag) holds each language's prebuilt trie and spellings and its list's
// notice; the lists themselves (data/CODE.words.gz) are what go generate
// builds them from, and stay out of the binary. A language whose files a
// build leaves out is not shipped (All lists it not).

//go:embed blocklist
var blocklists embed.FS

// Blocked reports whether word (in the language's spelling, any case) is
// on the language's blocklist of slurs (blocklist/CODE.txt; English:
// dict/blocklist.txt). The embedded lists never hold a blocked word.
func (l *Language) Blocked(word string) bool {
	if l == english || strings.HasPrefix(l.Code, "en-") {
		return dict.Blocked(word)
	}
	return l.blocked().Blocks(l.fold(cases.Lower(l.tag).String(word)))
}

// readBlocklist reads blocklist/CODE.txt (see defs.Blocklist: words, and
// stems whose every form is blocked).
func readBlocklist(code string) defs.Blocklist {
	b, err := blocklists.ReadFile("blocklist/" + code + ".txt")
	if err != nil {
		return defs.ParseBlocklist("")
	}
	return defs.ParseBlocklist(string(b))
}

// loadList loads a language's dictionary from its prebuilt trie
// (data/CODE.trie.gz, which `go generate` writes from data/CODE.words.gz;
// see prebuilt_test.go): one gzip stream and one pass over it, with no
// sorting and no per-word work.
func (l *Language) loadList() (*dict.Dict, error) { return l.loadListFrom(data) }

// loadListFrom is loadList from fsys's data/CODE.trie.gz.
func (l *Language) loadListFrom(fsys fs.FS) (*dict.Dict, error) {
	raw, err := readGzip(fsys, "data/"+l.Code+".trie.gz")
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	t, err := trie.Decode(raw)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	if t.Len() != l.words {
		return nil, fmt.Errorf("%s word list: %d words in its trie, %d in its table (run go generate ./lang)", l.Name, t.Len(), l.words)
	}
	d := dict.FromTrie(l.Name, l.alphabet, t)
	d.SetNormalize(l.Normalize)
	d.SetLang(l.tag)
	if len(l.Fold) > 0 {
		d.SetDisplay(l.Display)
		d.SetDisplayAs(l.DisplayAs)
	}
	return d, nil
}

// readGzip returns the uncompressed content of a gzip file in fsys, read
// into one buffer of the size the file's trailer gives.
func readGzip(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	size := -1
	if st, err := f.Stat(); err == nil && st.Size() >= 4 {
		if ra, ok := f.(io.ReaderAt); ok {
			var isize [4]byte // the size mod 2^32
			if _, err := ra.ReadAt(isize[:], st.Size()-4); err == nil {
				size = int(binary.LittleEndian.Uint32(isize[:]))
			}
		}
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if size >= 0 {
		buf := make([]byte, size)
		if _, err := io.ReadFull(zr, buf); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if n, err := zr.Read(make([]byte, 1)); n == 0 && err == io.EOF {
			return buf, nil
		}
		return nil, fmt.Errorf("%s: longer than its gzip trailer says", name)
	}
	buf, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return buf, nil
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
	if _, err := fs.Stat(data, "data/"+def.Code+".trie.gz"); err != nil {
		return nil // left out of this build (bogglebot_nogpl)
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
	dict.Register(l.Name, l.Dict)
	l.spelled = sync.OnceValue(func() *spellings { return l.readSpellings() })
	l.blocked = sync.OnceValue(func() defs.Blocklist { return readBlocklist(def.Code) })
	return l
}

var english = &Language{
	Code: "en", Name: "English", Native: "English",
	Source:   "SCOWL via Debian's scowl package (package dict)",
	Licence:  "SCOWL (MIT-like)",
	alphabet: dict.English,
	tag:      language.English,
	aliases:  []string{"english"},
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
	// English's spellings (en-GB, en-US) right after English, then by code.
	slices.SortFunc(out[1:], func(a, b *Language) int {
		ea, eb := strings.HasPrefix(a.Code, "en-"), strings.HasPrefix(b.Code, "en-")
		if ea != eb {
			if ea {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Code, b.Code)
	})
	return out
}()

// firstWord is a name's first word, folded as foldName folds: "Portuguese
// (Brazil)" and "português do Brasil" give "portuguese" and "portugues".
func firstWord(name string) string {
	if i := strings.IndexAny(name, " ,("); i > 0 {
		name = name[:i]
	}
	return foldName(name)
}
