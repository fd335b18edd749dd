package trie_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bogglebot/bogglebot/trie"
)

// sameNodes reports whether a and b hold the same nodes at the same
// indexes: the same words laid out the same way.
func sameNodes(t *testing.T, a, b *trie.Trie) {
	t.Helper()
	if a.Nodes() != b.Nodes() || a.Len() != b.Len() || a.Narrow() != b.Narrow() {
		t.Fatalf("nodes %d/%d, words %d/%d, narrow %v/%v", a.Nodes(), b.Nodes(), a.Len(), b.Len(), a.Narrow(), b.Narrow())
	}
	for n := range trie.Node(a.Nodes()) {
		if a.Edges(n) != b.Edges(n) {
			t.Fatalf("node %d differs", n)
		}
	}
}

func randomWords(r *rand.Rand, n, letters int) []string {
	words := make([]string, n)
	for i := range words {
		w := make([]byte, 1+r.IntN(12))
		for j := range w {
			w[j] = byte('a' + r.IntN(letters))
		}
		words[i] = string(w)
	}
	return words
}

// TestBinaryRoundTrip: a trie decoded from its binary form holds the same
// words as the trie written, in Build's layout whichever builder made it.
func TestBinaryRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		name  string
		words []string
	}{
		{"empty", nil},
		{"one", []string{"a"}},
		{"small", []string{"cat", "cats", "car", "card", "do", "dog", "dogs", "a"}},
		{"deep", []string{"abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyzabcdefghij"}},
		{"random a-z", randomWords(r, 5000, 26)},
		{"random wide", randomWords(r, 5000, trie.MaxLetters)},
		{"random few letters", randomWords(r, 20000, 3)},
	} {
		t.Run(c.name, func(t *testing.T) {
			built, err := trie.Build(c.words)
			if err != nil {
				t.Fatal(err)
			}
			sorted := slices.Clone(c.words)
			slices.Sort(sorted)
			streamed, err := trie.BuildSorted(func(yield func([]byte) bool) {
				for _, w := range sorted {
					if !yield([]byte(w)) {
						return
					}
				}
			}, 0)
			if err != nil {
				t.Fatal(err)
			}
			data, err := streamed.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			back, err := trie.Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			if len(c.words) == 0 { // Build leaves the empty root's first child unset
				if back.Len() != 0 || back.Nodes() != built.Nodes() || back.HasPrefix("a") {
					t.Fatalf("empty trie decoded with %d words, %d nodes", back.Len(), back.Nodes())
				}
				return
			}
			sameNodes(t, back, built)
			for _, w := range c.words {
				if !back.Contains(w) {
					t.Fatalf("decoded trie lacks %q", w)
				}
			}
			if again, _ := built.MarshalBinary(); !bytes.Equal(again, data) {
				t.Error("Build's and BuildSorted's tries of the same words write different data")
			}
		})
	}
}

// TestDecodeRefuses: data that is not a trie's binary form, cut short,
// padded or with a byte changed, is an error or a trie that still keeps
// its invariants, never a panic.
func TestDecodeRefuses(t *testing.T) {
	built, err := trie.Build([]string{"cat", "cats", "car", "card", "do", "dog", "dogs", "abacus", "zebra"})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := built.MarshalBinary()
	for _, bad := range [][]byte{nil, []byte("trie0\n"), data[:len(data)-1], append(slices.Clone(data), 0)} {
		if _, err := trie.Decode(bad); err == nil {
			t.Errorf("Decode(%q) gave no error", bad)
		}
	}
	for i := range data {
		for _, b := range []byte{0, 1, 31, 32, 0x80, 0x9f, 0xff, data[i] ^ 1} {
			bad := slices.Clone(data)
			bad[i] = b
			checkDecoded(t, bad)
		}
	}
}

// checkDecoded decodes data and, if it is accepted, walks every word.
func checkDecoded(t *testing.T, data []byte) {
	t.Helper()
	tr, err := trie.Decode(data)
	if err != nil {
		return
	}
	n := 0
	for w := range tr.All() {
		if !tr.Contains(w) {
			t.Fatalf("decoded trie lists %q but does not contain it", w)
		}
		n++
	}
	if n != tr.Len() {
		t.Fatalf("decoded trie lists %d words, Len %d", n, tr.Len())
	}
}

func FuzzDecode(f *testing.F) {
	built, _ := trie.Build([]string{"cat", "cats", "car", "card", "dog"})
	data, _ := built.MarshalBinary()
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) { checkDecoded(t, data) })
}
