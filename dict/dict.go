// Package dict provides the word lists the solver plays with: an embedded
// default dictionary from SCOWL in three tiers, and loading of any word-list
// file (ENABLE, TWL, SOWPODS, ...).
//
// Words are stored in a trie with "qu" encoded as the single letter "q", because
// a Boggle board's only Q is the Qu die face: the solver steps over a Qu tile in
// one trie edge. Words with a q not followed by u cannot be played and are
// skipped. Use Encode and Decode to convert between the two spellings.
//
// The embedded dictionary leaves out the slurs listed in blocklist.txt; Blocked
// reports them, for filtering words from other lists.
//
// A Dict is immutable and safe for concurrent use.
package dict

//go:generate go run gen.go

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"slices"
	"strings"
	"sync"

	"golang.org/x/text/language"

	"github.com/bogglebot/bogglebot/trie"
)

// MinLen is the shortest word a dictionary keeps.
const MinLen = 3

// Dict is a set of playable words, each with an optional SCOWL size level.
type Dict struct {
	name   string
	trie   *trie.Trie
	levels []uint8   // SCOWL level by trie node; nil for lists without levels
	alpha  *Alphabet // nil: English
	norm   func(string) (string, error)
	lang   language.Tag // whose alphabetical order; Und: Unicode's root order
	show   func(string) string
	showAs func(word, typed string) string
}

// Alphabet returns the alphabet the dictionary's trie is spelled in.
func (d *Dict) Alphabet() *Alphabet {
	if d.alpha == nil {
		return English
	}
	return d.alpha
}

// Name returns the tier name or the file the dictionary came from.
func (d *Dict) Name() string { return d.name }

// Trie returns the trie of encoded words (see Encode).
func (d *Dict) Trie() *trie.Trie { return d.trie }

// Len returns the number of words.
func (d *Dict) Len() int { return d.trie.Len() }

// Contains reports whether word (lowercase a-z, "qu" spelled out) is in the
// dictionary.
func (d *Dict) Contains(word string) bool {
	_, ok := d.lookup(word)
	return ok
}

// Level returns word's SCOWL size level (10 = most common ... 80 = rare), or
// false if the word is not in the dictionary or the list has no levels.
func (d *Dict) Level(word string) (int, bool) {
	n, ok := d.lookup(word)
	if !ok || d.levels == nil {
		return 0, false
	}
	return int(d.levels[n]), true
}

// NodeLevel returns the level of the word ending at trie node n, or 0 if the
// list has no levels.
func (d *Dict) NodeLevel(n trie.Node) int {
	if d.levels == nil || int(n) >= len(d.levels) {
		return 0
	}
	return int(d.levels[n])
}

func (d *Dict) lookup(word string) (trie.Node, bool) {
	enc, ok := d.Alphabet().Encode(word)
	if !ok {
		return 0, false
	}
	return d.trie.Lookup(enc)
}

// Words yields every word, spelled out, in alphabetical order.
func (d *Dict) Words() iter.Seq[string] {
	return func(yield func(string) bool) {
		a := d.Alphabet()
		for w := range d.trie.All() {
			if !yield(a.Decode(w)) {
				return
			}
		}
	}
}

// Encode converts a lowercase word to its trie spelling, "qu" -> "q". It
// reports false if the word has a byte outside a-z or a q not followed by u.
func Encode(word string) (string, bool) {
	q := false
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c < 'a' || c > 'z' {
			return "", false
		}
		if c == 'q' {
			if i+1 >= len(word) || word[i+1] != 'u' {
				return "", false
			}
			q = true
		}
	}
	if !q {
		return word, true
	}
	return strings.ReplaceAll(word, "qu", "q"), true
}

// Decode converts a trie spelling back to the word, "q" -> "qu".
func Decode(enc string) string {
	if strings.IndexByte(enc, 'q') < 0 {
		return enc
	}
	return strings.ReplaceAll(enc, "q", "qu")
}

// A Tier is a named cut of the embedded dictionary by SCOWL size level.
type Tier struct {
	Name     string
	MaxLevel int
	About    string
}

// Tiers lists the embedded dictionary's tiers, smallest first.
var Tiers = []Tier{
	{"common", 50, "everyday words (SCOWL levels up to 50), for daily play"},
	{"standard", 70, "a full modern vocabulary (SCOWL up to 70), the default"},
	{"large", 80, "adds rare and technical words (SCOWL up to 80)"},
}

// DefaultTier is the tier used when none is named.
const DefaultTier = "standard"

//go:embed words.bin.gz
var embedded []byte

//go:embed SCOWL-COPYRIGHT
var notice string

// Notice returns the embedded dictionary's copyright and licence notice.
func Notice() string { return notice }

var tierCache sync.Map // tier name -> func() (*Dict, error)

// Embedded returns the named tier of the embedded SCOWL dictionary, building it
// on first use; later calls return the same *Dict.
func Embedded(tier string) (*Dict, error) {
	t, ok := findTier(tier)
	if !ok {
		if load, ok := registered.Load(strings.ToLower(tier)); ok {
			return load.(func() (*Dict, error))()
		}
		return nil, fmt.Errorf("unknown dictionary tier %q: choose %s", tier, tierNames())
	}
	f, _ := tierCache.LoadOrStore(t.Name, sync.OnceValues(func() (*Dict, error) {
		return loadEmbedded(t)
	}))
	return f.(func() (*Dict, error))()
}

// Default returns the default tier of the embedded dictionary.
func Default() *Dict {
	d, err := Embedded(DefaultTier)
	if err != nil {
		panic("dict: embedded dictionary is corrupt: " + err.Error()) // a build defect, caught by tests
	}
	return d
}

// IsTier reports whether name is the name of an embedded tier.
func IsTier(name string) bool {
	_, ok := findTier(name)
	if !ok {
		_, ok = registered.Load(strings.ToLower(name))
	}
	return ok
}

// registered holds the dictionaries of Register, by lowercase name.
var registered sync.Map

// Register makes name (any case) a dictionary that Embedded, IsTier and Open
// know, loaded by load (which should build it once): package lang registers
// each language's list under the language's English name ("Polish"), so
// that a round or a channel's board remembered with that name finds it
// again. Tiers keeps listing English's tiers only.
func Register(name string, load func() (*Dict, error)) {
	registered.Store(strings.ToLower(name), load)
}

// Normalizes reports whether the dictionary has its language's rules for
// reading typed words (see Normalize): every list of package lang has;
// English's tiers and word-list files have not (callers lowercase a-z).
func (d *Dict) Normalizes() bool { return d.norm != nil }

// Normalize returns the word a player typed in the dictionary's spelling
// (its language's case and folding: French "Élève" is "eleve"), or an
// error that says which letter the language has not. Without a language's
// rules it lowercases.
func (d *Dict) Normalize(typed string) (string, error) {
	if d.norm == nil {
		return strings.ToLower(typed), nil
	}
	return d.norm(typed)
}

// SetNormalize gives the dictionary its language's Normalize. It is for
// package lang, before the dictionary is shared.
func (d *Dict) SetNormalize(f func(string) (string, error)) { d.norm = f }

// Lang is the language of the dictionary's words, for ordering letters and
// words alphabetically as it does (collate.New(d.Lang()): Croatian's C Č
// Ć, Swedish's Z Å Ä Ö): language.Und, Unicode's root order, for English
// tiers and word-list files.
func (d *Dict) Lang() language.Tag { return d.lang }

// SetLang gives the dictionary its language (Lang). It is for package
// lang, before the dictionary is shared.
func (d *Dict) SetLang(t language.Tag) { d.lang = t }

// Spells reports whether the dictionary's words have spellings of their
// own to show (see Display): the lists of package lang whose language
// folds letters (French, German, Russian...); not English's.
func (d *Dict) Spells() bool { return d.show != nil }

// Display returns a word of the dictionary (as the trie spells it,
// folded: French "alternees") as players see it ("alternées"): its
// language's lang.Language.Display. Without one, the word as it is.
func (d *Dict) Display(word string) string {
	if d.show == nil {
		return word
	}
	return d.show(word)
}

// SetDisplay gives the dictionary its language's Display. It is for
// package lang, before the dictionary is shared.
func (d *Dict) SetDisplay(f func(string) string) { d.show = f }

// DisplayAs returns a word of the dictionary as a player who typed typed
// sees it: typed (lowercase) where the list's source spells the word that
// way (French élève, where the list shows élevé), else Display(word): its
// language's lang.Language.DisplayAs.
func (d *Dict) DisplayAs(word, typed string) string {
	if d.showAs == nil {
		return d.Display(word)
	}
	return d.showAs(word, typed)
}

// SetDisplayAs gives the dictionary its language's DisplayAs. It is for
// package lang, before the dictionary is shared.
func (d *Dict) SetDisplayAs(f func(word, typed string) string) { d.showAs = f }

func findTier(name string) (Tier, bool) {
	for _, t := range Tiers {
		if strings.EqualFold(t.Name, name) {
			return t, true
		}
	}
	return Tier{}, false
}

func tierNames() string {
	var b strings.Builder
	for i, t := range Tiers {
		switch {
		case i == len(Tiers)-1:
			b.WriteString(" or ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(t.Name)
	}
	return b.String()
}

const magic = "bogglebot-dict 1\n"

func loadEmbedded(t Tier) (*Dict, error) {
	zr, err := gzip.NewReader(bytes.NewReader(embedded))
	if err != nil {
		return nil, fmt.Errorf("embedded dictionary: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("embedded dictionary: %w", err)
	}
	words, lv, err := decodeRecords(raw, t.MaxLevel)
	if err != nil {
		return nil, fmt.Errorf("embedded dictionary: %w", err)
	}
	tr, err := trie.Build(words)
	if err != nil {
		return nil, fmt.Errorf("embedded dictionary: %w", err)
	}
	levels := make([]uint8, tr.Nodes())
	i := 0
	for n := range tr.WordNodes() { // words are sorted and distinct: the i-th node is words[i]'s
		levels[n] = lv[i]
		i++
	}
	return &Dict{name: t.Name, trie: tr, levels: levels}, nil
}

// decodeRecords unpacks the front-coded records (see gen.go), keeping words of
// level <= maxLevel, already encoded for the trie and in sorted order.
func decodeRecords(raw []byte, maxLevel int) (words []string, levels []uint8, err error) {
	if !bytes.HasPrefix(raw, []byte(magic)) {
		return nil, nil, errors.New("bad header")
	}
	raw = raw[len(magic):]
	// All kept words live in one string; words are slices of it.
	buf := make([]byte, 0, len(raw))
	type span struct{ off, end uint32 }
	spans := make([]span, 0, len(raw)/5)
	var prev [64]byte
	plen := 0
	for i := 0; i < len(raw); {
		if i+2 > len(raw) {
			return nil, nil, errors.New("truncated record")
		}
		p, lv := int(raw[i]), raw[i+1]
		i += 2
		j := i
		for j < len(raw) && raw[j] >= 'a' {
			j++
		}
		n := p + j - i
		if p > plen || n > len(prev) {
			return nil, nil, errors.New("bad record")
		}
		copy(prev[p:], raw[i:j])
		plen = n
		i = j
		if int(lv) > maxLevel {
			continue
		}
		off := len(buf)
		for k, c := range prev[:n] {
			if c == 'u' && k > 0 && prev[k-1] == 'q' {
				continue // encode qu -> q
			}
			buf = append(buf, c)
		}
		spans = append(spans, span{uint32(off), uint32(len(buf))})
		levels = append(levels, lv)
	}
	all := string(buf)
	words = make([]string, len(spans))
	for k, s := range spans {
		words[k] = all[s.off:s.end]
	}
	return words, levels, nil
}

//go:embed blocklist.txt
var blocklist string

// blockedSet holds the words of blocklist.txt.
var blockedSet = sync.OnceValue(func() map[string]struct{} {
	set := map[string]struct{}{}
	for line := range strings.Lines(blocklist) {
		w := strings.TrimSpace(line)
		if w != "" && !strings.HasPrefix(w, "#") {
			set[w] = struct{}{}
		}
	}
	return set
})

// Blocked reports whether word (any case, "qu" spelled out) is on the
// blocklist of slurs in dict/blocklist.txt. The embedded tiers never hold a
// blocked word; lists loaded with Load keep them, so a layer that posts words
// from such a list in public can filter them with Blocked.
func Blocked(word string) bool {
	_, ok := blockedSet()[strings.ToLower(word)]
	return ok
}

// Options control how a word-list file is read.
type Options struct {
	// Name labels the dictionary (default: the file name).
	Name string
	// SkipProperNouns skips capitalised words such as "Boston" (but not words
	// in all capitals, as TWL lists are written).
	SkipProperNouns bool
}

// Stats counts what loading a word list kept and skipped.
type Stats struct {
	Lines      int // non-blank lines read
	Words      int // distinct playable words kept
	Duplicates int // lines repeating an earlier word (after lowercasing)
	NotWords   int // lines with digits, apostrophes, spaces or other non-letters
	ProperNoun int // capitalised words skipped by SkipProperNouns
	TooShort   int // words shorter than MinLen letters
	QWithoutU  int // words with a q not followed by u (no such die face)
}

// Skipped returns the number of lines that were not words the solver can play.
func (s Stats) Skipped() int { return s.NotWords + s.ProperNoun + s.TooShort + s.QWithoutU }

// Load reads a word list: one word per line, any case, LF or CRLF line endings,
// optionally gzip-compressed. Lines that are not playable words are skipped and
// counted in Stats; they are never an error. An input with no playable word is.
func Load(r io.Reader, opt Options) (*Dict, Stats, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, Stats{}, err
	}
	if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, Stats{}, fmt.Errorf("read gzip: %w", err)
		}
		if data, err = io.ReadAll(zr); err != nil {
			return nil, Stats{}, fmt.Errorf("read gzip: %w", err)
		}
	}
	words, st := parseList(data, opt)
	if len(words) == 0 {
		return nil, st, fmt.Errorf("no playable words (read %d lines; need words of %d+ letters a-z, one per line)", st.Lines, MinLen)
	}
	tr, err := trie.Build(words)
	if err != nil {
		return nil, st, err
	}
	st.Words = tr.Len()
	st.Duplicates = len(words) - tr.Len()
	name := opt.Name
	if name == "" {
		name = "word list"
	}
	return &Dict{name: name, trie: tr}, st, nil
}

// LoadFile reads a word-list file with Load.
func LoadFile(path string, opt Options) (*Dict, Stats, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, Stats{}, fmt.Errorf("load word list: %w", err)
	}
	defer f.Close()
	if opt.Name == "" {
		opt.Name = path
	}
	d, st, err := Load(f, opt)
	if err != nil {
		return nil, st, fmt.Errorf("load word list %q: %w", path, err)
	}
	return d, st, nil
}

// Open returns the embedded tier called name, or else loads name as a word-list
// file.
func Open(name string) (*Dict, error) {
	d, _, err := OpenStats(name)
	return d, err
}

// OpenStats is Open, with what loading a word-list file skipped (zero
// Stats for a tier).
func OpenStats(name string) (*Dict, Stats, error) {
	if IsTier(name) {
		d, err := Embedded(name)
		return d, Stats{}, err
	}
	if _, err := os.Stat(name); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			if strings.ContainsAny(name, `/\.`) {
				return nil, Stats{}, fmt.Errorf("word-list file %q not found (or name a tier: %s)", name, tierNames())
			}
			return nil, Stats{}, fmt.Errorf("no dictionary %q: name a tier (%s) or a word-list file", name, tierNames())
		}
		return nil, Stats{}, fmt.Errorf("load word list %q: %w", name, err)
	}
	return LoadFile(name, Options{})
}

// parseList normalises the lines of a word list into encoded trie words.
func parseList(data []byte, opt Options) ([]string, Stats) {
	var st Stats
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // UTF-8 byte-order mark
	buf := make([]byte, 0, len(data))
	ends := make([]int, 0, len(data)/8)
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		st.Lines++
		lower, other := 0, false
		for _, c := range line {
			switch {
			case c >= 'a' && c <= 'z':
				lower++
			case c >= 'A' && c <= 'Z':
			default:
				other = true
			}
		}
		switch {
		case other:
			st.NotWords++
			continue
		case opt.SkipProperNouns && line[0] <= 'Z' && lower > 0:
			st.ProperNoun++
			continue
		case len(line) < MinLen:
			st.TooShort++
			continue
		}
		start := len(buf)
		ok := true
		for i, c := range line {
			c |= 0x20 // lowercase
			if c == 'q' {
				if i+1 >= len(line) || line[i+1]|0x20 != 'u' {
					ok = false
					break
				}
			}
			if c == 'u' && i > 0 && line[i-1]|0x20 == 'q' {
				continue // encode qu -> q
			}
			buf = append(buf, c)
		}
		if !ok {
			buf = buf[:start]
			st.QWithoutU++
			continue
		}
		ends = append(ends, len(buf))
	}
	all := string(buf)
	words := make([]string, len(ends))
	start := 0
	for i, e := range ends {
		words[i] = all[start:e]
		start = e
	}
	if !slices.IsSorted(words) {
		slices.Sort(words)
	}
	return words, st
}
