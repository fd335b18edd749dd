package dict

import (
	"fmt"
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
// An Alphabet is immutable and safe for concurrent use.
type Alphabet struct {
	tokens []string
	byRune map[rune][]uint8 // tokens by first rune, longest first
	values []int32          // Scramble value of each token (nil: none)
}

// English is a-z with "qu" as the q: the alphabet of the embedded
// dictionary and of word-list files.
var English = mustAlphabet(strings.Fields("a b c d e f g h i j k l m n o p qu r s t u v w x y z"), nil)

// NewAlphabet returns the alphabet of tokens (lowercase, distinct, at most
// trie.MaxLetters), with a Scramble value for each (values may be nil).
func NewAlphabet(tokens []string, values []int) (*Alphabet, error) {
	if len(tokens) == 0 || len(tokens) > trie.MaxLetters {
		return nil, fmt.Errorf("an alphabet has 1 to %d letters, not %d", trie.MaxLetters, len(tokens))
	}
	if values != nil && len(values) != len(tokens) {
		return nil, fmt.Errorf("%d letter values for %d letters", len(values), len(tokens))
	}
	a := &Alphabet{tokens: tokens, byRune: map[rune][]uint8{}}
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
	if values != nil {
		a.values = make([]int32, len(values))
		for i, v := range values {
			a.values[i] = int32(v)
		}
	}
	return a, nil
}

func mustAlphabet(tokens []string, values []int) *Alphabet {
	a, err := NewAlphabet(tokens, values)
	if err != nil {
		panic(err)
	}
	return a
}

// Letters returns the alphabet's tokens in trie order.
func (a *Alphabet) Letters() []string { return append([]string(nil), a.tokens...) }

// Len returns the number of letters.
func (a *Alphabet) Len() int { return len(a.tokens) }

// Token returns trie letter i's token.
func (a *Alphabet) Token(i int) string { return a.tokens[i] }

// Value returns trie letter i's Scramble value, and false if the alphabet
// has none.
func (a *Alphabet) Value(i int) (int, bool) {
	if a.values == nil || i < 0 || i >= len(a.values) {
		return 0, false
	}
	return int(a.values[i]), true
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
		r, _ := utf8.DecodeRuneInString(word[i:])
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
			return "", false
		}
	}
	return b.String(), true
}

// Decode converts a trie spelling back to the word.
func (a *Alphabet) Decode(enc string) string {
	if a == English {
		return Decode(enc)
	}
	var b strings.Builder
	for i := 0; i < len(enc); i++ {
		if k := int(enc[i] - 'a'); k < len(a.tokens) {
			b.WriteString(a.tokens[k])
		}
	}
	return b.String()
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
