package lang

import (
	"bufio"
	"compress/gzip"
	"log/slog"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/solver"
)

// Display returns a word of the language's list (as the trie spells it,
// folded: "alternees") as players see it: its spelling in the list's
// source ("alternées", German "straße", Ukrainian "м'ясо", Russian
// "ёлка"). A word the list has no other spelling for, or does not have, is
// returned as it is; English and the languages that fold nothing return
// every word as it is.
//
// It is the one place a word becomes shown text: the language's dictionary
// gives it to the solver (dict.Dict.Display, solver.Word.Spelled) and the
// judge (game.Judgement.Shown), and every surface shows what they carry.
//
// Where the source spells one folded word several ways (French pêche,
// péché, pêché), the list keeps the one with the fewest letters folded,
// then the first in byte order (pêche; see gen.go's spelling). The
// spellings are read from the embedded list on first use (French: about
// 1.4 MB for its 150,000 accented words).
func (l *Language) Display(word string) string {
	if len(l.Fold) == 0 || l.spelled == nil {
		return word
	}
	if s, ok := l.spelled().find(word, l.Fold); ok {
		return s
	}
	return word
}

// spellings are the spellings of a list's words that differ from their
// folded form, in one string, in the folded words' order (gen.go writes
// them so): ends[i] is where the i-th ends.
type spellings struct {
	text string
	ends []uint32
}

func (s *spellings) at(i int) string {
	start := uint32(0)
	if i > 0 {
		start = s.ends[i-1]
	}
	return s.text[start:s.ends[i]]
}

// find returns the spelling whose folded form is w, by binary search.
func (s *spellings) find(w string, fold map[rune]string) (string, bool) {
	if s == nil {
		return "", false
	}
	i := sort.Search(len(s.ends), func(i int) bool { return compareFolded(s.at(i), w, fold) >= 0 })
	if i < len(s.ends) && compareFolded(s.at(i), w, fold) == 0 {
		return s.at(i), true
	}
	return "", false
}

// compareFolded compares the folded form of spelling with w, byte by byte,
// without building it.
func compareFolded(spelling, w string, fold map[rune]string) int {
	j := 0
	for i := 0; i < len(spelling); {
		r, n := utf8.DecodeRuneInString(spelling[i:])
		part, ok := fold[r]
		if !ok {
			part = spelling[i : i+n]
		}
		i += n
		for k := 0; k < len(part); k++ {
			if j == len(w) {
				return 1
			}
			if part[k] != w[j] {
				if part[k] < w[j] {
					return -1
				}
				return 1
			}
			j++
		}
	}
	if j < len(w) {
		return -1
	}
	return 0
}

// readSpellings reads the spellings after the words of the embedded list
// (see gen.go): nil if there are none, or the list cannot be read (then
// words show folded, and the error is logged once).
func (l *Language) readSpellings() *spellings {
	f, err := data.Open("data/" + l.Code + ".words.gz")
	if err != nil {
		return nil
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		slog.Error("word list spellings", "lang", l.Code, "err", err)
		return nil
	}
	var b strings.Builder
	var ends []uint32
	err = readList(bufio.NewReaderSize(zr, 64<<10), func(_, spelling []byte) bool {
		if spelling != nil {
			b.Write(spelling)
			ends = append(ends, uint32(b.Len()))
		}
		return true
	})
	if err != nil {
		slog.Error("word list spellings", "lang", l.Code, "err", err)
		return nil
	}
	if len(ends) == 0 {
		return nil
	}
	return &spellings{text: strings.Clone(b.String()), ends: slices.Clip(ends)}
}

// Named returns the language other than English whose list is the
// dictionary named dictName (its English name, "French", as a day or a
// round remembers its dictionary; any case), or nil: English's tiers and
// word lists of files.
func Named(dictName string) *Language {
	for _, l := range all {
		if l != english && strings.EqualFold(l.Name, dictName) {
			return l
		}
	}
	return nil
}

// DisplayIn returns word as the list named dictName spells it: the
// Display of the language of that name ("French", as a day or a round
// remembers its dictionary), or word itself for English's tiers and word
// lists of files. It is for words kept without their language (a day's
// found words, a round's entries).
func DisplayIn(dictName, word string) string {
	if l := Named(dictName); l != nil {
		return l.Display(word)
	}
	return word
}

// LettersIn returns how many letters word has in the language of the list
// named dictName, as the game counts them (solver.Length: a Hungarian cs
// or a Croatian dž is one letter, é one, Qu two), or its bytes for
// English's tiers and word lists of files, which are a-z.
func LettersIn(dictName, word string) int {
	if l := Named(dictName); l != nil {
		return solver.Length(l.alphabet, word)
	}
	return len(word)
}
