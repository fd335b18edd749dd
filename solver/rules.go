package solver

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/dict"
)

// Scoring is a way of scoring words.
type Scoring uint8

const (
	// Boggle scores by length: 3-4 letters 1 point, 5: 2, 6: 3, 7: 5, 8+: 11.
	Boggle Scoring = iota
	// Scramble is Scramble with Friends: letter values summed, plus a length
	// bonus (5: +3, 6: +6, 7: +10, 8+: +15).
	Scramble
)

func (s Scoring) String() string {
	if s == Scramble {
		return "scramble"
	}
	return "boggle"
}

// Rules say which words count and what they score. The zero value is Boggle
// scoring with the default minimum length for the board's size.
type Rules struct {
	Scoring Scoring
	// MinLen is the fewest letters a word needs (Qu counts as two). Zero means
	// the default: 3 on boards up to 4x4, 4 on larger boards.
	MinLen int
}

// MaxMinLen is the largest minimum word length Rules accept.
const MaxMinLen = 16

// ParseRules returns the rules named "boggle" or "scramble" with a minimum
// length (0 for the default).
func ParseRules(name string, minLen int) (Rules, error) {
	r := Rules{MinLen: minLen}
	switch strings.ToLower(name) {
	case "", "boggle":
	case "scramble":
		r.Scoring = Scramble
	default:
		return Rules{}, fmt.Errorf("unknown rules %q: choose boggle or scramble", name)
	}
	if minLen != 0 && (minLen < 3 || minLen > MaxMinLen) {
		return Rules{}, fmt.Errorf("the minimum word length must be from 3 to %d, not %d", MaxMinLen, minLen)
	}
	return r, nil
}

// MinLenFor returns the minimum word length on an n x n board.
func (r Rules) MinLenFor(n int) int {
	switch {
	case r.MinLen > 0:
		return r.MinLen
	case n > 4:
		return 4
	}
	return 3
}

// letterValue holds Scramble with Friends' letter values; q is the Qu tile.
var letterValue = [26]int32{
	1, 4, 4, 2, 1, 4, 3, 3, 1, 10, 5, 2, 4, 2, 1, 4, 10, 1, 1, 1, 2, 5, 4, 8, 3, 10,
}

// maxLetters bounds a word's length: 64 tiles of at most two letters.
const maxLetters = 2 * MaxSize * MaxSize

// lengthPoints returns the length part of a word's score.
func (r Rules) lengthPoints(n int) int32 {
	if r.Scoring == Scramble {
		switch {
		case n >= 8:
			return 15
		case n == 7:
			return 10
		case n == 6:
			return 6
		case n == 5:
			return 3
		}
		return 0
	}
	switch {
	case n >= 8:
		return 11
	case n == 7:
		return 5
	case n == 6:
		return 3
	case n == 5:
		return 2
	}
	return 1
}

// englishValue is the Scramble value of English trie letter c ('q' is Qu).
func englishValue(c byte) int32 { return letterValue[c-'a'] }

// Points returns what word (lowercase a-z) scores on an n x n board, or 0 if
// it is shorter than the minimum. It does not check the dictionary.
func (r Rules) Points(word string, n int) int {
	if len(word) < r.MinLenFor(n) {
		return 0
	}
	p := r.lengthPoints(len(word))
	if r.Scoring == Scramble {
		for i := 0; i < len(word); i++ {
			c := word[i]
			if c < 'a' || c > 'z' {
				continue
			}
			p += letterValue[c-'a']
			if c == 'q' && i+1 < len(word) && word[i+1] == 'u' {
				i++ // Qu is one tile worth 10
			}
		}
	}
	return int(p)
}

// PointsIn returns what word (in alphabet a's spelling) scores on an n x n
// board, or 0 if it is shorter than the minimum or a cannot spell it: its
// length is its letters (Qu two), and under Scramble each letter adds its
// value in a. For English it is Points.
func (r Rules) PointsIn(a *dict.Alphabet, word string, n int) int {
	if a == dict.English {
		return r.Points(word, n)
	}
	letters, ok := a.Split(word)
	length := lettersOf(letters)
	if !ok || length < r.MinLenFor(n) {
		return 0
	}
	p := int(r.lengthPoints(length))
	if r.Scoring == Scramble {
		for _, l := range letters {
			v, _ := a.Value(l)
			p += v
		}
	}
	return p
}

// Length returns word's length in letters in alphabet a, as points and
// the minimum length count it (a path's Span): a letter of a counts the
// letters it is written with, as official Boggle counts Qu two: Croatian
// lj, Hungarian sz and Breton c’h two, é one. A word a cannot spell
// counts its characters.
func Length(a *dict.Alphabet, word string) int {
	if a == dict.English {
		return len(word)
	}
	letters, ok := a.Split(word)
	if !ok {
		return utf8.RuneCountInString(word)
	}
	return lettersOf(letters)
}

func lettersOf(letters []string) int {
	n := 0
	for _, l := range letters {
		n += max(letterCount(l), 1)
	}
	return n
}

func (r Rules) String() string {
	if r.MinLen > 0 {
		return fmt.Sprintf("%s (%d+ letters)", r.Scoring, r.MinLen)
	}
	return r.Scoring.String()
}
