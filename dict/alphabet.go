package dict

import (
	"bytes"
	"fmt"
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/trie"
)

// An Alphabet maps a language's letters onto the trie's letters: trie
// letter i (the byte 'a'+i in an encoded word) is the i-th token, a letter
// such as "a", "é" or "ж", or a multi-letter die face such as "qu" that the
// solver steps over in one trie edge. A word is encoded by reading its
// longest token at each place; a word that cannot be read (a letter that is
// not a token, a q with no u after it in English) is not playable.
//
// A trie has 31 letters; an alphabet with more (Polish's 32, Ukrainian's 33)
// spells its rarest letters as composites: a base letter followed by one
// marker letter (ź is z and the marker), two trie edges that a die face of
// ź steps over as a two-letter face does.
//
// An Alphabet is immutable and safe for concurrent use.
type Alphabet struct {
	tokens []string         // trie letter i; the marker's token is ""
	byRune map[rune][]uint8 // single tokens by first rune, longest first
	comp   map[string]uint8 // composite letter -> its base's trie letter
	ofBase map[uint8]string // base trie letter -> its composite
	marker uint8            // the marker's trie letter (if comp is not empty)
	values map[string]int32 // Scramble value of each letter (nil: none)
}

// English is a-z with "qu" as the q: the alphabet of the embedded
// dictionary and of word-list files.
var English = mustAlphabet(strings.Fields("a b c d e f g h i j k l m n o p qu r s t u v w x y z"), nil, nil)

// NewAlphabet returns the alphabet of tokens (lowercase, distinct), with
// composites (letter -> base token) for the letters beyond the trie's 31,
// and a Scramble value for each letter (values may be nil).
func NewAlphabet(tokens []string, composites map[string]string, values map[string]int) (*Alphabet, error) {
	letters := len(tokens)
	if len(composites) > 0 {
		letters++ // the marker
	}
	if len(tokens) == 0 || letters > trie.MaxLetters {
		return nil, fmt.Errorf("an alphabet has 1 to %d trie letters, not %d", trie.MaxLetters, letters)
	}
	a := &Alphabet{tokens: slices.Clone(tokens), byRune: map[rune][]uint8{}}
	seen := map[string]bool{}
	for i, t := range tokens {
		if t == "" || seen[t] || strings.ToLower(t) != t {
			return nil, fmt.Errorf("letter %d %q: letters are distinct, lowercase and not empty", i+1, t)
		}
		seen[t] = true
		r, _ := utf8.DecodeRuneInString(t)
		list := append(a.byRune[r], uint8(i))
		// Longest first, so that encoding reads "qu" before "q".
		for k := len(list) - 1; k > 0 && len(tokens[list[k]]) > len(tokens[list[k-1]]); k-- {
			list[k], list[k-1] = list[k-1], list[k]
		}
		a.byRune[r] = list
	}
	if len(composites) > 0 {
		a.marker = uint8(len(tokens))
		a.tokens = append(a.tokens, "")
		a.comp, a.ofBase = map[string]uint8{}, map[uint8]string{}
		for c, base := range composites {
			k := slices.Index(tokens, base)
			if k < 0 || seen[c] || utf8.RuneCountInString(c) != 1 {
				return nil, fmt.Errorf("composite %q of %q: a composite is one letter not in the alphabet, on a base letter that is", c, base)
			}
			if _, dup := a.ofBase[uint8(k)]; dup {
				return nil, fmt.Errorf("composite %q: base %q has another", c, base)
			}
			a.comp[c], a.ofBase[uint8(k)] = uint8(k), c
		}
	}
	if values != nil {
		a.values = map[string]int32{}
		for l, v := range values {
			a.values[l] = int32(v)
		}
	}
	return a, nil
}

func mustAlphabet(tokens []string, composites map[string]string, values map[string]int) *Alphabet {
	a, err := NewAlphabet(tokens, composites, values)
	if err != nil {
		panic(err)
	}
	return a
}

// Letters returns the alphabet's letters: its tokens in trie order, then
// its composites in order.
func (a *Alphabet) Letters() []string {
	out := make([]string, 0, len(a.tokens)+len(a.comp))
	for _, t := range a.tokens {
		if t != "" {
			out = append(out, t)
		}
	}
	var comp []string
	for c := range a.comp {
		comp = append(comp, c)
	}
	slices.Sort(comp)
	return append(out, comp...)
}

// Digraphs reports whether some letter is written with more than one
// character, besides English's qu: Croatian's lj, Hungarian's sz, Breton's
// c'h. A word of such an alphabet is read greedily, so two tiles side by
// side (L, J) never spell one of its letters (lj).
func (a *Alphabet) Digraphs() bool {
	for _, t := range a.tokens {
		if t != "qu" && utf8.RuneCountInString(t) > 1 {
			return true
		}
	}
	return false
}

// Len returns the number of letters.
func (a *Alphabet) Len() int { return len(a.Letters()) }

// Value returns the Scramble value of a letter (a token or a composite),
// and false if the alphabet has no values.
func (a *Alphabet) Value(letter string) (int, bool) {
	if a.values == nil {
		return 0, false
	}
	v, ok := a.values[letter]
	return int(v), ok
}

// Encode converts a lowercase word to its trie spelling. It reports false if
// some part of the word is not a letter of the alphabet.
func (a *Alphabet) Encode(word string) (string, bool) {
	if a == English {
		return Encode(word)
	}
	var b strings.Builder
	b.Grow(len(word))
	for i := 0; i < len(word); {
		r, n := utf8.DecodeRuneInString(word[i:])
		found := false
		for _, k := range a.byRune[r] {
			if strings.HasPrefix(word[i:], a.tokens[k]) {
				b.WriteByte('a' + k)
				i += len(a.tokens[k])
				found = true
				break
			}
		}
		if !found {
			k, ok := a.comp[word[i:i+n]]
			if !ok {
				return "", false
			}
			b.WriteByte('a' + k)
			b.WriteByte('a' + a.marker)
			i += n
		}
	}
	return b.String(), true
}

// AppendEncode appends the trie spelling of a lowercase word to dst, as
// Encode does, without allocating; it reports false (and returns dst as it
// was) if some part of the word is not a letter of the alphabet.
func (a *Alphabet) AppendEncode(dst []byte, word string) ([]byte, bool) {
	return appendEncode(a, dst, word)
}

func appendEncode[S ~string | ~[]byte](a *Alphabet, dst []byte, word S) ([]byte, bool) {
	n0 := len(dst)
	if a == English {
		for i := 0; i < len(word); i++ {
			c := word[i]
			if c < 'a' || c > 'z' {
				return dst[:n0], false
			}
			dst = append(dst, c)
			if c == 'q' {
				if i+1 >= len(word) || word[i+1] != 'u' {
					return dst[:n0], false
				}
				i++
			}
		}
		return dst, true
	}
	for i := 0; i < len(word); {
		r, n := utf8.DecodeRuneInString(string(word[i:min(len(word), i+utf8.UTFMax)]))
		found := false
		for _, k := range a.byRune[r] {
			if t := a.tokens[k]; len(word)-i >= len(t) && string(word[i:i+len(t)]) == t {
				dst = append(dst, 'a'+k)
				i += len(a.tokens[k])
				found = true
				break
			}
		}
		if !found {
			k, ok := a.comp[string(word[i:i+n])]
			if !ok {
				return dst[:n0], false
			}
			dst = append(dst, 'a'+k, 'a'+a.marker)
			i += n
		}
	}
	return dst, true
}

// Split returns the word's letters (tokens and composites: "qu" is one),
// and false if the alphabet cannot spell it.
func (a *Alphabet) Split(word string) ([]string, bool) {
	enc, ok := a.Encode(word)
	if !ok {
		return nil, false
	}
	var out []string
	for i := 0; i < len(enc); i++ {
		if a.comp != nil && i+1 < len(enc) && enc[i+1]-'a' == a.marker {
			out = append(out, a.ofBase[enc[i]-'a'])
			i++
			continue
		}
		out = append(out, a.tokens[enc[i]-'a'])
	}
	return out, true
}

// Decode converts a trie spelling back to the word.
func (a *Alphabet) Decode(enc string) string {
	if a == English {
		return Decode(enc)
	}
	var b strings.Builder
	for i := 0; i < len(enc); i++ {
		k := enc[i] - 'a'
		if int(k) >= len(a.tokens) {
			continue
		}
		if a.comp != nil && i+1 < len(enc) && enc[i+1]-'a' == a.marker {
			if c, ok := a.ofBase[k]; ok {
				b.WriteString(c)
				i++
				continue
			}
		}
		b.WriteString(a.tokens[k])
	}
	return b.String()
}

// FromStream builds a dictionary named name over alphabet a from the words
// next yields (lowercase, in the alphabet's spelling; the slice may be
// reused between calls), as FromWords does but holding only their trie
// spellings, packed in one buffer, while it builds: words yielded in the
// trie's order are never sorted. words is the expected number of words (0
// if unknown).
func FromStream(name string, a *Alphabet, next iter.Seq[[]byte], words int) (d *Dict, skipped int, err error) {
	// The spellings go in 1 MB chunks that are never copied to grow: a
	// word is its chunk and offset (starts, chunk<<chunkBits|offset) and
	// its length.
	const chunkBits = 20
	var chunks [][]byte
	starts := make([]uint32, 0, words)
	lens := make([]uint8, 0, words)
	var scratch, prev []byte
	sorted := true
	for w := range next {
		if utf8.RuneCount(w) < MinLen {
			skipped++
			continue
		}
		var ok bool
		scratch, ok = appendEncode(a, scratch[:0], w)
		if !ok || len(scratch) > 255 {
			skipped++
			continue
		}
		if len(chunks) == 0 || len(chunks[len(chunks)-1])+len(scratch) > 1<<chunkBits {
			if len(chunks) >= 1<<(32-chunkBits) {
				return nil, skipped, fmt.Errorf("%s: the list is over 4 GB", name)
			}
			chunks = append(chunks, make([]byte, 0, 1<<chunkBits))
		}
		c := &chunks[len(chunks)-1]
		start := len(*c)
		*c = append(*c, scratch...)
		if sorted && prev != nil && bytes.Compare(prev, scratch) > 0 {
			sorted = false
		}
		prev = (*c)[start:]
		starts = append(starts, uint32(len(chunks)-1)<<chunkBits|uint32(start))
		lens = append(lens, uint8(len(scratch)))
	}
	if len(starts) == 0 {
		return nil, skipped, fmt.Errorf("%s: no playable words", name)
	}
	word := func(i uint32) []byte {
		p := starts[i]
		off := p & (1<<chunkBits - 1)
		return chunks[p>>chunkBits][off : off+uint32(lens[i])]
	}
	order := func(yield func(uint32) bool) {
		for i := range uint32(len(starts)) {
			if !yield(i) {
				return
			}
		}
	}
	if !sorted {
		idx := make([]uint32, len(starts))
		for i := range idx {
			idx[i] = uint32(i)
		}
		slices.SortFunc(idx, func(x, y uint32) int { return bytes.Compare(word(x), word(y)) })
		order = func(yield func(uint32) bool) {
			for _, i := range idx {
				if !yield(i) {
					return
				}
			}
		}
	}
	tr, err := trie.BuildSorted(func(yield func([]byte) bool) {
		for i := range order {
			if !yield(word(i)) {
				return
			}
		}
	}, len(starts)*2)
	if err != nil {
		return nil, skipped, fmt.Errorf("%s: %w", name, err)
	}
	return &Dict{name: name, trie: tr, alpha: a}, skipped, nil
}

// FromTrie returns the dictionary named name over alphabet a whose words
// are t's (trie spellings, as FromStream builds them): a prebuilt list.
func FromTrie(name string, a *Alphabet, t *trie.Trie) *Dict {
	return &Dict{name: name, trie: t, alpha: a}
}

// FromWords builds a dictionary named name over alphabet a from words
// (lowercase, in the alphabet's spelling). Words the alphabet cannot spell or
// shorter than MinLen letters are left out, and counted in skipped.
func FromWords(name string, a *Alphabet, words []string) (d *Dict, skipped int, err error) {
	enc := make([]string, 0, len(words))
	for _, w := range words {
		if utf8.RuneCountInString(w) < MinLen {
			skipped++
			continue
		}
		e, ok := a.Encode(w)
		if !ok {
			skipped++
			continue
		}
		enc = append(enc, e)
	}
	if len(enc) == 0 {
		return nil, skipped, fmt.Errorf("%s: no playable words", name)
	}
	tr, err := trie.Build(enc)
	if err != nil {
		return nil, skipped, fmt.Errorf("%s: %w", name, err)
	}
	return &Dict{name: name, trie: tr, alpha: a}, skipped, nil
}
