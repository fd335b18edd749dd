package lang

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

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

// DisplayAs returns a word of the language's list as a player who typed
// typed sees it: typed (lowercase, composed, without invisible
// characters) when the list's source spells word that way, French élève
// for "ÉLÈVE" where the list shows élevé, which folds alike; else
// Display(word). A spelling the source does not have (ÉLEVÈ, or an
// unaccented ELEVE the source always accents) shows as the list does.
func (l *Language) DisplayAs(word, typed string) string {
	shown := l.Display(word)
	if len(l.Fold) == 0 || l.spelled == nil {
		return shown
	}
	t := l.lower(norm.NFC.String(solver.DropInvisible(strings.TrimSpace(typed))))
	if t == shown {
		return shown
	}
	if s, ok := l.spelled().other(word, t, l.Fold); ok {
		return s
	}
	return shown
}

// Spellings returns every spelling the list's source gives a word of the
// list (folded, as the trie spells it): the one Display shows first, then
// the others in byte order (French eleve: élevé, élève); just the word
// when it has no other.
func (l *Language) Spellings(word string) []string {
	out := []string{l.Display(word)}
	if len(l.Fold) == 0 || l.spelled == nil {
		return out
	}
	if s := l.spelled(); s != nil && s.others != nil {
		for i := s.others.first(word, l.Fold); i < len(s.others.ends) && compareFolded(s.others.at(i), word, l.Fold) == 0; i++ {
			out = append(out, s.others.at(i))
		}
	}
	return out
}

// spellings are the spellings of a list's words that differ from their
// folded form, in one string, in the folded words' order (gen.go writes
// them so): ends[i] is where the i-th ends. others are the spellings of
// the words the source spells more than one way, but the one shown, in
// the same order and then in byte order.
type spellings struct {
	text   string
	ends   []uint32
	others *spellings
}

// first is the index of the first spelling whose folded form is w or
// after it.
func (s *spellings) first(w string, fold map[rune]string) int {
	return sort.Search(len(s.ends), func(i int) bool { return compareFolded(s.at(i), w, fold) >= 0 })
}

// other returns t if it is one of the other spellings of w.
func (s *spellings) other(w, t string, fold map[rune]string) (string, bool) {
	if s == nil || s.others == nil {
		return "", false
	}
	o := s.others
	for i := o.first(w, fold); i < len(o.ends) && compareFolded(o.at(i), w, fold) == 0; i++ {
		if o.at(i) == t {
			return o.at(i), true
		}
	}
	return "", false
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
	i := s.first(w, fold)
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

// spellMagic starts a spellings file (data/CODE.spell.gz): then the
// number of spellings shown and each one in order (the folded words'
// order), front-coded: the bytes it shares with the spelling before and
// its length (uvarints), then its other bytes; then the others (the
// spellings of words the source spells more than one way, but the one
// shown: spellings.others) the same way. prebuilt_test.go writes it from
// the list.
const spellMagic = "spell3\n"

// readSpellings reads the language's prebuilt spellings: nil if there are
// none, or the file cannot be read (then words show folded, and the error
// is logged once).
func (l *Language) readSpellings() *spellings { return l.readSpellingsFrom(data) }

// readSpellingsFrom is readSpellings from fsys's data/CODE.spell.gz.
func (l *Language) readSpellingsFrom(fsys fs.FS) *spellings {
	if len(l.Fold) == 0 {
		return nil // every word shows as the trie spells it
	}
	raw, err := readGzip(fsys, "data/"+l.Code+".spell.gz")
	if err == nil {
		var s *spellings
		if s, err = decodeSpellings(raw); err == nil {
			return s
		}
	}
	slog.Error("word list spellings", "lang", l.Code, "err", err)
	return nil
}

// decodeSpellings unpacks a spellings file (spellMagic): nil if it holds
// none.
func decodeSpellings(raw []byte) (*spellings, error) {
	if !bytes.HasPrefix(raw, []byte(spellMagic)) {
		return nil, errors.New("not a spellings file")
	}
	s, p, err := decodeRun(raw, len(spellMagic))
	if err != nil || s == nil {
		return nil, err
	}
	if s.others, p, err = decodeRun(raw, p); err != nil {
		return nil, fmt.Errorf("others: %w", err)
	}
	if p != len(raw) {
		return nil, fmt.Errorf("spellings file: %d bytes after the last spelling", len(raw)-p)
	}
	return s, nil
}

// decodeRun unpacks one run of spellings from raw[p:], its count first:
// nil if it holds none, and where it ends.
func decodeRun(raw []byte, p int) (*spellings, int, error) {
	n, k := binary.Uvarint(raw[p:])
	if k <= 0 || n > uint64(len(raw)) {
		return nil, p, errors.New("spellings file: bad count")
	}
	p += k
	if n == 0 {
		return nil, p, nil
	}
	ends := make([]uint32, n)
	text := make([]byte, 0, len(raw)*2)
	start := 0 // of the spelling before
	for i := range ends {
		shared, k1 := binary.Uvarint(raw[p:])
		if k1 <= 0 {
			return nil, p, fmt.Errorf("spellings file: bad spelling %d", i)
		}
		size, k2 := binary.Uvarint(raw[p+k1:])
		p += k1 + max(k2, 0)
		if k2 <= 0 || shared > uint64(len(text)-start) || shared > size || size-shared > uint64(len(raw)-p) {
			return nil, p, fmt.Errorf("spellings file: bad spelling %d", i)
		}
		text = append(text, text[start:start+int(shared)]...)
		start = len(text) - int(shared)
		text = append(text, raw[p:p+int(size-shared)]...)
		p += int(size - shared)
		if len(text) > 1<<32-1 {
			return nil, p, errors.New("spellings file: over 4 GB")
		}
		ends[i] = uint32(len(text))
	}
	return &spellings{text: string(text), ends: ends}, p, nil
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
// or a Croatian dž two letters, é one, Qu two), or its bytes for
// English's tiers and word lists of files, which are a-z.
func LettersIn(dictName, word string) int {
	if l := Named(dictName); l != nil {
		return solver.Length(l.alphabet, word)
	}
	return len(word)
}
