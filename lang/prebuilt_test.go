package lang

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
)

// The prebuilt tries and spellings (data/CODE.trie.gz, data/CODE.spell.gz)
// are made from the lists (data/CODE.words.gz) by TestPrebuilt with
// -update, which `go generate ./lang` runs after gen.go; without -update it
// checks that they hold exactly what the lists give. The normal run checks
// two small languages (one with spellings, one with composite letters);
// -all-languages checks every one (about a minute).
var (
	update   = flag.Bool("update", false, "rewrite data/*.trie.gz and data/*.spell.gz from the word lists")
	allLangs = flag.Bool("all-languages", false, "check (or with -update, write) every language's prebuilt data, not only the small ones")
)

// prebuiltChecked are the languages the normal run checks: Italian (63,347
// words, accents folded, so spellings) and Persian (composite letters).
var prebuiltChecked = []string{"it", "fa"}

func TestPrebuilt(t *testing.T) {
	for _, l := range All()[1:] {
		if !*allLangs && !*update && !slices.Contains(prebuiltChecked, l.Code) {
			continue
		}
		t.Run(l.Code, func(t *testing.T) {
			want, err := buildFromList(l)
			if err != nil {
				t.Fatal(err)
			}
			wantSpell, err := listSpellings(l)
			if err != nil {
				t.Fatal(err)
			}
			var fsys fs.FS = data // what the binary ships
			if *update {
				writePrebuilt(t, l, want, wantSpell)
				fsys = os.DirFS(".") // what was written
			}
			got, err := l.loadListFrom(fsys)
			if err != nil {
				t.Fatal(err)
			}
			if msg := sameWords(got, want); msg != "" {
				t.Errorf("the prebuilt trie differs from the list (run go generate ./lang): %s", msg)
			}
			if got.Trie().Nodes() != want.Trie().Nodes() {
				t.Errorf("prebuilt trie: %d nodes, the list's %d", got.Trie().Nodes(), want.Trie().Nodes())
			}
			gotSpell := l.readSpellingsFrom(fsys)
			if (gotSpell == nil) != (wantSpell == nil) || gotSpell != nil &&
				(gotSpell.text != wantSpell.text || !slices.Equal(gotSpell.ends, wantSpell.ends)) {
				t.Errorf("the prebuilt spellings differ from the list's (run go generate ./lang)")
			}
		})
	}
}

// sameWords compares two dictionaries' words, in order: "" if they hold
// the same, else the first difference.
func sameWords(got, want *dict.Dict) string {
	next, stop := iter.Pull2(got.Trie().All())
	defer stop()
	n := 0
	for w := range want.Trie().All() {
		g, _, ok := next()
		if !ok {
			return fmt.Sprintf("it lacks %q and the %d words after it", w, want.Len()-n-1)
		}
		if g != w {
			return fmt.Sprintf("word %d is %q, the list's %q", n+1, g, w)
		}
		n++
	}
	if g, _, ok := next(); ok {
		return fmt.Sprintf("it holds %q, not in the list, after the list's %d words", g, n)
	}
	return ""
}

// TestPrebuiltCatchesADifference: the check fails for a trie that lacks a
// word of the list, or holds one more.
func TestPrebuiltCatchesADifference(t *testing.T) {
	l, _ := Get("it")
	full, err := l.loadList()
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for w := range full.Trie().All() {
		words = append(words, w)
	}
	for name, ws := range map[string][]string{
		"one less": slices.Delete(slices.Clone(words), 1000, 1001),
		"one more": append(slices.Clone(words), "zzzzzz"),
	} {
		d, _, err := dict.FromWords("x", dict.English, ws)
		if err != nil {
			t.Fatal(err)
		}
		if sameWords(d, full) == "" {
			t.Errorf("%s: no difference found", name)
		}
	}
}

// buildFromList builds a language's dictionary from its list, streamed:
// the list is read through gzip a record at a time and only the words'
// trie spellings are kept while the trie is built.
func buildFromList(l *Language) (*dict.Dict, error) {
	f, err := os.Open(filepath.Join("data", l.Code+".words.gz"))
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, err)
	}
	var readErr error
	d, _, err := dict.FromStream(l.Name, l.alphabet, func(yield func([]byte) bool) {
		readErr = readList(bufio.NewReaderSize(zr, 64<<10), func(w []byte, _ [][]byte) bool { return yield(w) })
	}, l.words)
	if readErr != nil {
		return nil, fmt.Errorf("%s word list: %w", l.Name, readErr)
	}
	return d, err
}

// listSpellings reads the spellings after the words of a language's list
// (see gen.go): nil if it folds nothing or there are none.
func listSpellings(l *Language) (*spellings, error) {
	if len(l.Fold) == 0 {
		return nil, nil
	}
	f, err := os.Open(filepath.Join("data", l.Code+".words.gz"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var b, o strings.Builder
	var ends, oends []uint32
	err = readList(bufio.NewReaderSize(zr, 64<<10), func(_ []byte, spelled [][]byte) bool {
		if len(spelled) > 0 {
			b.Write(spelled[0])
			ends = append(ends, uint32(b.Len()))
		}
		for _, s := range spelled[min(1, len(spelled)):] {
			o.Write(s)
			oends = append(oends, uint32(o.Len()))
		}
		return true
	})
	if err != nil || len(ends) == 0 {
		return nil, err
	}
	s := &spellings{text: b.String(), ends: ends}
	if len(oends) > 0 {
		s.others = &spellings{text: o.String(), ends: oends}
	}
	return s, nil
}

// encodeSpellings writes spellings in the form decodeSpellings reads.
func encodeSpellings(s *spellings) []byte {
	b := []byte(spellMagic)
	if s == nil {
		return binary.AppendUvarint(b, 0)
	}
	b = appendSpellings(b, s)
	if s.others == nil {
		return binary.AppendUvarint(b, 0)
	}
	return appendSpellings(b, s.others)
}

// appendSpellings appends one run of spellings, front-coded, after its
// count.
func appendSpellings(b []byte, s *spellings) []byte {
	b = binary.AppendUvarint(b, uint64(len(s.ends)))
	prev := ""
	for i := range s.ends {
		sp := s.at(i)
		shared := 0
		for shared < len(prev) && shared < len(sp) && prev[shared] == sp[shared] {
			shared++
		}
		b = binary.AppendUvarint(b, uint64(shared))
		b = binary.AppendUvarint(b, uint64(len(sp)))
		b = append(b, sp[shared:]...)
		prev = sp
	}
	return b
}

// writePrebuilt writes a language's prebuilt trie, and its spellings if it
// folds letters, gzipped at the best compression.
func writePrebuilt(t *testing.T, l *Language, d *dict.Dict, s *spellings) {
	raw, err := d.Trie().MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	writeGzip(t, filepath.Join("data", l.Code+".trie.gz"), raw)
	if len(l.Fold) > 0 {
		writeGzip(t, filepath.Join("data", l.Code+".spell.gz"), encodeSpellings(s))
	}
}

func writeGzip(t *testing.T, path string, raw []byte) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := zw.Write(raw); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d bytes (%d uncompressed)", path, out.Len(), len(raw))
}

// A word's spelling, when it has one, follows its record: spellingMark,
// a byte of the length it shares with the word (or 0x80 plus the length
// it shares with the spelling before), then its other bytes, an
// apostrophe (U+0027, Ukrainian's) written as the byte apostrophe (see
// gen.go). No record's shared length reaches either.
const (
	spellingMark = 0x3f
	apostrophe   = 0x3e
)

// readList unpacks a word list written by gen.go, giving yield each word in
// turn and its spellings, the one shown first, none if it has none (in
// buffers yield must not keep): a header line, then the front-coded words
// (a byte of the length shared with the word before, below apostrophe,
// then the rest of the word's bytes), each perhaps followed by its
// spellings.
func readList(r *bufio.Reader, yield func(word []byte, spellings [][]byte) bool) error {
	if c, err := r.ReadByte(); err != nil || c != '#' {
		return errors.New("no header line")
	}
	if _, err := r.ReadString('\n'); err != nil {
		return errors.New("no header line")
	}
	var word, spelling []byte
	var spelled [][]byte
	at := 0
	c, err := r.ReadByte()
	for err == nil {
		p := int(c)
		if p > len(word) || p >= apostrophe {
			return fmt.Errorf("bad record at byte %d", at)
		}
		word = word[:p]
		for {
			at++
			c, err = r.ReadByte()
			if err != nil || c < 0x40 {
				break
			}
			word = append(word, c)
		}
		spelled = spelled[:0]
		for err == nil && c == spellingMark {
			k, kerr := r.ReadByte()
			switch {
			case kerr != nil:
				return fmt.Errorf("bad spelling at byte %d", at)
			case k >= 0x80 && int(k-0x80) <= len(spelling): // the spelling before's start
				spelling = spelling[:k-0x80]
			case k < 0x80 && int(k) <= len(word): // the word's start
				spelling = append(spelling[:0], word[:k]...)
			default:
				return fmt.Errorf("bad spelling at byte %d", at)
			}
			for {
				at++
				c, err = r.ReadByte()
				if err != nil || c < 0x40 && c != apostrophe {
					break
				}
				if c == apostrophe {
					c = '\''
				}
				spelling = append(spelling, c)
			}
			if len(spelled) < cap(spelled) {
				spelled = append(spelled, append(spelled[len(spelled) : len(spelled)+1][0][:0], spelling...))
			} else {
				spelled = append(spelled, slices.Clone(spelling))
			}
		}
		if !yield(word, spelled) {
			return nil
		}
	}
	if err != io.EOF {
		return err
	}
	return nil
}

// decodeList unpacks a whole word list (see readList).
func decodeList(raw []byte) ([]string, error) {
	var words []string
	err := readList(bufio.NewReader(bytes.NewReader(raw)), func(w []byte, _ [][]byte) bool {
		words = append(words, string(w))
		return true
	})
	return words, err
}
