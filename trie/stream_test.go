package trie

import (
	"slices"
	"strings"
	"testing"
)

func seqOf(words []string) func(func([]byte) bool) {
	return func(yield func([]byte) bool) {
		for _, w := range words {
			if !yield([]byte(w)) {
				return
			}
		}
	}
}

// TestBuildSortedSameAsBuild checks that the streamed trie holds the same
// words, prefixes and node count as Build's.
func TestBuildSortedSameAsBuild(t *testing.T) {
	words := strings.Fields("a ab abc abd abd b ba bad baa c cab cabs cat cats zz zzz \x7f\x7f a\x7fb")
	slices.Sort(words)
	words = append([]string{""}, words...)
	want, err := Build(words)
	if err != nil {
		t.Fatal(err)
	}
	got, err := BuildSorted(seqOf(words), 0)
	if err != nil {
		t.Fatal(err)
	}
	if got.Len() != want.Len() || got.Nodes() != want.Nodes() || got.Narrow() != want.Narrow() {
		t.Fatalf("streamed: %d words %d nodes narrow %v; Build: %d words %d nodes narrow %v",
			got.Len(), got.Nodes(), got.Narrow(), want.Len(), want.Nodes(), want.Narrow())
	}
	var a, b []string
	for w := range got.All() {
		a = append(a, w)
	}
	for w := range want.All() {
		b = append(b, w)
	}
	if !slices.Equal(a, b) {
		t.Fatalf("streamed words %q, Build's %q", a, b)
	}
	for _, p := range []string{"ab", "ca", "cats", "x", "zzzz", "\x7f"} {
		if got.HasPrefix(p) != want.HasPrefix(p) || got.Contains(p) != want.Contains(p) {
			t.Errorf("%q: streamed prefix %v word %v; Build's %v %v", p, got.HasPrefix(p), got.Contains(p), want.HasPrefix(p), want.Contains(p))
		}
	}
}

func TestBuildSortedRefuses(t *testing.T) {
	if _, err := BuildSorted(seqOf([]string{"b", "a"}), 0); err == nil || !strings.Contains(err.Error(), "not sorted") {
		t.Errorf("unsorted: %v", err)
	}
	if _, err := BuildSorted(seqOf([]string{"aB"}), 0); err == nil || !strings.Contains(err.Error(), "not a trie letter") {
		t.Errorf("bad byte: %v", err)
	}
	if tr, err := BuildSorted(seqOf(nil), 0); err != nil || tr.Len() != 0 || tr.HasPrefix("a") {
		t.Errorf("empty: %v %v", tr, err)
	}
}
