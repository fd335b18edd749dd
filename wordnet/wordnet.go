// Package wordnet gives short offline definitions of English words from
// WordNet 3.0 (Princeton University; licence in WORDNET-LICENSE, also
// License), embedded compressed, and finds the lemma of an inflected form
// the way WordNet's own morphy does: "recitals" -> recital, "geese" ->
// goose, "ran" -> run.
//
// The embedded file (wordnet.txt.gz, written by gen.go: `go generate
// ./wordnet`) keeps only what a word game shows: lemmas of plain letters
// a-z, 3 or more (no multiword, hyphenated or proper-noun entries), each
// part of speech's first MaxSenses senses (commonest first) with glosses cut
// to their definition and clipped to MaxGloss bytes, and WordNet's lists of
// irregular forms. The slurs of dict's blocklist are left out. It is
// decompressed on first use (a few tens of milliseconds); after that a
// look-up allocates only its result.
//
// Every function is safe for concurrent use.
package wordnet

//go:generate go run gen.go

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
)

const (
	// MaxSenses is the most senses kept of each part of speech of a lemma.
	MaxSenses = 3
	// MaxGloss is the longest gloss kept, in bytes; a longer one was clipped
	// at a word and ends in "…".
	MaxGloss = 90
	// MaxWord is the longest word looked up; longer ones have no entry.
	MaxWord = 64
)

// A POS is a part of speech: Noun, Verb, Adj or Adv.
type POS byte

// The parts of speech WordNet covers, as its files letter them.
const (
	Noun POS = 'n'
	Verb POS = 'v'
	Adj  POS = 'a'
	Adv  POS = 'r'
)

// All is every part of speech, in WordNet's order.
var All = []POS{Noun, Verb, Adj, Adv}

// String names the part of speech: "noun", "verb", "adjective", "adverb".
func (p POS) String() string {
	switch p {
	case Noun:
		return "noun"
	case Verb:
		return "verb"
	case Adj:
		return "adjective"
	case Adv:
		return "adverb"
	}
	return "POS(" + strconv.Itoa(int(p)) + ")"
}

// Short is the dictionary abbreviation: "n.", "v.", "adj.", "adv.".
func (p POS) Short() string {
	switch p {
	case Noun:
		return "n."
	case Verb:
		return "v."
	case Adj:
		return "adj."
	case Adv:
		return "adv."
	}
	return p.String()
}

// An Entry is what WordNet says of one lemma as one part of speech.
type Entry struct {
	Lemma string // the base form: "recital" for "recitals"
	POS   POS
	// Glosses are the definitions of its first senses, commonest first: at
	// most MaxSenses, each at most MaxGloss bytes.
	Glosses []string
	// Tagged counts how often its senses were tagged in WordNet's semantic
	// concordance texts: a rough measure of how common this use is.
	Tagged int
}

//go:embed wordnet.txt.gz
var embedded []byte

// License is WordNet's copyright and licence notice, which must go with
// every copy of the data (WORDNET-LICENSE).
//
//go:embed WORDNET-LICENSE
var License string

const magic = "bogglebot-wordnet 1\n"

// db is the decompressed file, indexed.
type db struct {
	text   string   // the whole file
	lemmas []uint32 // the offset of each lemma line, in sorted order
	forms  []uint32 // the offset of each irregular form's line, sorted
	gloss  []uint32 // the offset of gloss number k
}

var load = sync.OnceValues(func() (*db, error) { return parse(embedded) })

// Load decompresses and indexes the embedded data, once; every look-up
// calls it. Call it early to take its cost at start-up rather than on the
// first look-up. It fails only if the embedded file is corrupt (a build
// defect the package's tests catch).
func Load() error {
	_, err := load()
	return err
}

func parse(gz []byte) (*db, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, fmt.Errorf("embedded wordnet: %w", err)
	}
	var sb strings.Builder
	if len(gz) >= 4 { // gzip ends with the size of its content
		sb.Grow(int(binary.LittleEndian.Uint32(gz[len(gz)-4:])))
	}
	if _, err := io.Copy(&sb, zr); err != nil {
		return nil, fmt.Errorf("embedded wordnet: %w", err)
	}
	text := sb.String()
	if !strings.HasPrefix(text, magic) {
		return nil, fmt.Errorf("embedded wordnet: not a bogglebot-wordnet 1 file")
	}
	d := &db{text: text}
	i := len(magic)
	sep := strings.Index(text[i:], "\n\n")
	if sep < 0 {
		return nil, fmt.Errorf("embedded wordnet: no irregular forms")
	}
	end := i + sep + 1
	d.lemmas = make([]uint32, 0, strings.Count(text[i:end], "\n"))
	for i < end {
		nl := i + strings.IndexByte(text[i:end], '\n')
		d.lemmas = append(d.lemmas, uint32(i))
		for j := i; j < nl; j++ {
			if text[j] == '|' && text[j+1] != '#' {
				d.gloss = append(d.gloss, uint32(j+1))
			}
		}
		i = nl + 1
	}
	i = end + 1
	for i < len(text) {
		nl := strings.IndexByte(text[i:], '\n')
		if nl < 0 {
			return nil, fmt.Errorf("embedded wordnet: last line is not ended")
		}
		d.forms = append(d.forms, uint32(i))
		i += nl + 1
	}
	return d, nil
}

// line returns the line starting at off.
func (d *db) line(off uint32) string {
	s := d.text[off:]
	return s[:strings.IndexByte(s, '\n')]
}

// find returns the line of offs whose first field is key, by binary search.
func (d *db) find(offs []uint32, key string) (string, bool) {
	k, ok := slices.BinarySearchFunc(offs, key, func(off uint32, key string) int {
		s := d.text[off:]
		s = s[:strings.IndexAny(s, "\t\n")]
		return strings.Compare(s, key)
	})
	if !ok {
		return "", false
	}
	return d.line(offs[k]), true
}

// glossAt returns gloss number k.
func (d *db) glossAt(k int) string {
	s := d.text[d.gloss[k]:]
	return s[:strings.IndexAny(s, "|\t\n")]
}

// entries appends the entries of lemma word (all parts of speech, or only
// pos if it is not 0).
func (d *db) entries(out []Entry, word string, pos POS) []Entry {
	line, ok := d.find(d.lemmas, word)
	if !ok {
		return out
	}
	groups := strings.Split(line, "\t")[1:]
	for _, g := range groups {
		senses := strings.Split(g, "|")
		p := POS(senses[0][0])
		if pos != 0 && p != pos {
			continue
		}
		tagged, _ := strconv.Atoi(senses[0][1:])
		e := Entry{Lemma: word, POS: p, Tagged: tagged, Glosses: senses[1:]}
		for i, s := range e.Glosses {
			if strings.HasPrefix(s, "#") {
				k, err := strconv.Atoi(s[1:])
				if err == nil && k >= 0 && k < len(d.gloss) {
					e.Glosses[i] = d.glossAt(k)
				}
			}
		}
		out = append(out, e)
	}
	return out
}

// hasLemma reports whether word is a lemma with part of speech pos.
func (d *db) hasLemma(word string, pos POS) bool {
	line, ok := d.find(d.lemmas, word)
	if !ok {
		return false
	}
	for g := range strings.SplitSeq(line, "\t") {
		if g != "" && POS(g[0]) == pos && len(g) > 1 && g[1] >= '0' && g[1] <= '9' {
			return true
		}
	}
	return false
}

// exceptions returns the bases of the irregular form word as pos.
func (d *db) exceptions(word string, pos POS) []string {
	line, ok := d.find(d.forms, word)
	if !ok {
		return nil
	}
	for g := range strings.SplitSeq(line, "\t") {
		if len(g) > 2 && POS(g[0]) == pos && g[1] == ' ' {
			return strings.Fields(g[2:])
		}
	}
	return nil
}

// valid reports whether word can be looked up: lowercase a-z, at most MaxWord.
func valid(word string) bool {
	if word == "" || len(word) > MaxWord {
		return false
	}
	for i := 0; i < len(word); i++ {
		if word[i] < 'a' || word[i] > 'z' {
			return false
		}
	}
	return true
}

// lowerASCII lowers A-Z only: strings.ToLower would also turn the Kelvin
// sign into a k.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// Lookup returns WordNet's entries for word exactly as a lemma (lowercase
// a-z), commonest part of speech first; nil if it has none. It does not
// look for a lemma: see Define.
func Lookup(word string) []Entry {
	d, err := load()
	if err != nil || !valid(word) {
		return nil
	}
	return d.entries(nil, word, 0)
}

// The suffix rules of WordNet's morphy, per part of speech: an inflected
// ending and what replaces it in the base form. Adverbs have none.
var rules = map[POS][][2]string{
	Noun: {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}},
	Verb: {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
	Adj:  {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
}

// Lemmas returns the base forms of word as part of speech pos that WordNet
// holds, as its morphy finds them: if word is an irregular form ("geese",
// "ran"), word itself and its bases from the exception lists; otherwise
// word itself and each form the suffix rules make of it ("recitals" ->
// recital; "boxes" -> box). Only lemmas WordNet has as pos are returned,
// each once, word first. Nil if there are none or word is not lowercase
// a-z of at most MaxWord letters.
func Lemmas(word string, pos POS) []string {
	d, err := load()
	if err != nil || !valid(word) {
		return nil
	}
	return d.morphy(word, pos)
}

func (d *db) morphy(word string, pos POS) []string {
	var out []string
	add := func(w string) {
		if w != "" && !slices.Contains(out, w) && d.hasLemma(w, pos) {
			out = append(out, w)
		}
	}
	if exc := d.exceptions(word, pos); exc != nil {
		add(word)
		for _, b := range exc {
			add(b)
		}
		return out
	}
	add(word)
	for _, r := range rules[pos] {
		if base, ok := strings.CutSuffix(word, r[0]); ok {
			add(base + r[1])
		}
	}
	return out
}

// Define returns what WordNet says of word (letters a-z, any case): the
// entries of every lemma morphy finds for it in every part of speech:
// word's own first, as it is what was typed or played, then the other
// lemmas; each group commonest use first (by Tagged; for a tie, nouns,
// verbs, adjectives, adverbs). "recitals" gives recital (noun); "saw"
// gives saw (verb), saw (noun) and then see (verb). Nil means WordNet
// has no entry for it (or it is not letters, or longer than MaxWord).
func Define(word string) []Entry {
	d, err := load()
	if err != nil || len(word) > MaxWord {
		return nil
	}
	word = lowerASCII(word)
	if !valid(word) {
		return nil
	}
	var out []Entry
	for _, pos := range All {
		for _, lemma := range d.morphy(word, pos) {
			out = d.entries(out, lemma, pos)
		}
	}
	slices.SortStableFunc(out, func(a, b Entry) int {
		if (a.Lemma == word) != (b.Lemma == word) { // word's own lemma first
			if a.Lemma == word {
				return -1
			}
			return 1
		}
		if a.Tagged != b.Tagged {
			return b.Tagged - a.Tagged
		}
		return slices.Index(All, a.POS) - slices.Index(All, b.POS)
	})
	return out
}

// A Definition is what Explain finds for a word.
type Definition struct {
	Entries []Entry  // as Define orders them, those of blocked lemmas left out
	FormOf  []string // the lemmas of Entries other than the word, each once, in order
}

// Explain is Define(word) without the entries of lemmas that blocked
// reports true for (nil blocks none), and the other lemmas word is a form
// of: "recitals" is a form of recital. word is lowercased first. Both
// /define in the bot and the define subcommand show it, each in its own
// markup. (blocked is a function so that this package needs none of the
// word lists.)
func Explain(word string, blocked func(lemma string) bool) Definition {
	word = lowerASCII(word)
	var d Definition
	for _, e := range Define(word) {
		if blocked != nil && blocked(e.Lemma) {
			continue
		}
		d.Entries = append(d.Entries, e)
		if e.Lemma != word && !slices.Contains(d.FormOf, e.Lemma) {
			d.FormOf = append(d.FormOf, e.Lemma)
		}
	}
	return d
}

// Gloss returns the first gloss of word's commonest entry and that entry's
// lemma and part of speech, for a one-line definition; ok is false if
// WordNet has no entry for word.
func Gloss(word string) (gloss string, lemma string, pos POS, ok bool) {
	es := Define(word)
	if len(es) == 0 || len(es[0].Glosses) == 0 {
		return "", "", 0, false
	}
	return es[0].Glosses[0], es[0].Lemma, es[0].POS, true
}
