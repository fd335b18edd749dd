package trie_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/trie"
)

func TestBuildAndLookup(t *testing.T) {
	words := []string{"cat", "cats", "car", "card", "do", "dog", "dogs", "a"}
	tr, err := trie.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Len() != len(words) {
		t.Errorf("Len = %d, want %d", tr.Len(), len(words))
	}
	for _, w := range words {
		if !tr.Contains(w) {
			t.Errorf("Contains(%q) = false", w)
		}
	}
	for _, w := range []string{"", "c", "ca", "cart", "dogz", "b", "catss", "Cat", "d0g"} {
		if tr.Contains(w) {
			t.Errorf("Contains(%q) = true", w)
		}
	}
	for _, p := range []string{"", "c", "ca", "car", "do", "dogs"} {
		if !tr.HasPrefix(p) {
			t.Errorf("HasPrefix(%q) = false", p)
		}
	}
	if tr.HasPrefix("x") || tr.HasPrefix("cax") {
		t.Error("HasPrefix true for a prefix of no word")
	}
	// Nodes: root, a, c, ca, cat, cats, car, card, d, do, dog, dogs = 12.
	if tr.Nodes() != 12 {
		t.Errorf("Nodes = %d, want 12", tr.Nodes())
	}
}

func TestBuildRejectsNonLetters(t *testing.T) {
	for _, w := range []string{"Cat", "don't", "a1", "é"} {
		if _, err := trie.Build([]string{"ok", w}); err == nil {
			t.Errorf("Build accepted %q", w)
		}
	}
}

func TestEmpty(t *testing.T) {
	var zero trie.Trie
	if zero.Contains("a") || zero.Len() != 0 {
		t.Error("zero Trie is not empty")
	}
	tr, err := trie.Build(nil)
	if err != nil || tr.Contains("") || tr.Len() != 0 || tr.Nodes() != 1 {
		t.Errorf("Build(nil) = %v nodes, err %v", tr.Nodes(), err)
	}
	for range tr.All() {
		t.Error("empty trie yields a word")
	}
}

// TestRandomAgainstMap checks Build, Contains, HasPrefix and All against a
// plain set on random word lists, sorted and unsorted, with duplicates.
func TestRandomAgainstMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 50 {
		set := map[string]bool{}
		var words []string
		for range r.IntN(300) {
			n := 1 + r.IntN(7)
			b := make([]byte, n)
			for i := range b {
				b[i] = byte('a' + r.IntN(4+round%22))
			}
			words = append(words, string(b))
			set[string(b)] = true
		}
		if round%2 == 0 {
			slices.Sort(words)
		}
		tr, err := trie.Build(words)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Len() != len(set) {
			t.Fatalf("round %d: Len = %d, want %d", round, tr.Len(), len(set))
		}
		want := make([]string, 0, len(set))
		prefixes := map[string]bool{}
		for w := range set {
			want = append(want, w)
			for i := 0; i <= len(w); i++ {
				prefixes[w[:i]] = true
			}
		}
		slices.Sort(want)
		var nodes []trie.Node
		for n := range tr.WordNodes() {
			nodes = append(nodes, n)
		}
		var got []string
		for w, n := range tr.All() {
			if n != nodes[len(got)] {
				t.Fatalf("WordNodes()[%d] = %v, All gave %v", len(got), nodes[len(got)], n)
			}
			if m, ok := tr.Lookup(w); !ok || m != n {
				t.Fatalf("Lookup(%q) = %v, %v; All gave node %v", w, m, ok, n)
			}
			got = append(got, w)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: All = %v, want %v", round, got, want)
		}
		if tr.Nodes() != len(prefixes) {
			t.Fatalf("round %d: Nodes = %d, want %d (distinct prefixes)", round, tr.Nodes(), len(prefixes))
		}
		for range 200 {
			b := make([]byte, 1+r.IntN(6))
			for i := range b {
				b[i] = byte('a' + r.IntN(6))
			}
			s := string(b)
			if tr.Contains(s) != set[s] {
				t.Fatalf("Contains(%q) = %v, want %v", s, !set[s], set[s])
			}
			if tr.HasPrefix(s) != prefixes[s] {
				t.Fatalf("HasPrefix(%q) wrong", s)
			}
		}
	}
}

func TestConcurrentReaders(t *testing.T) {
	words := []string{"alpha", "beta", "gamma", "delta"}
	tr, _ := trie.Build(words)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 1000 {
				for _, w := range words {
					if !tr.Contains(w) {
						t.Error("lost word under concurrency")
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

const enablePath = "../../shared/wordlists/enable2k.txt"

// TestBuildTopLevelsFirst checks Build's layout: every node of the first
// five levels (prefixes of up to 5 letters) comes before every deeper node,
// so that the prefixes every search goes through share cache lines.
func TestBuildTopLevelsFirst(t *testing.T) {
	tr, err := trie.Build(enableBoggle(t))
	if err != nil {
		t.Fatal(err)
	}
	const top = 5
	lastTop, firstDeep := trie.Node(0), trie.Node(tr.Nodes())
	level := []trie.Node{trie.Root}
	for depth := 0; len(level) > 0; depth++ {
		var next []trie.Node
		for _, n := range level {
			if depth <= top {
				lastTop = max(lastTop, n)
			} else {
				firstDeep = min(firstDeep, n)
			}
			e := tr.Edges(n)
			for m := e.Mask() & trie.LetterMask; m != 0; m &= m - 1 {
				next = append(next, e.ChildAt(m&-m))
			}
		}
		level = next
	}
	if lastTop >= firstDeep || firstDeep == trie.Node(tr.Nodes()) {
		t.Errorf("the last node of the top %d levels is %d, the first deeper one %d (of %d)", top, lastTop, firstDeep, tr.Nodes())
	}
}

// enableBoggle reads ENABLE2K with the Boggle filter (a-z only, >= 3 letters,
// every q followed by u) and encodes "qu" as "q", as package dict does.
func enableBoggle(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open(enablePath)
	if err != nil {
		tb.Skipf("needs the shared ENABLE2K list at %s: %v", enablePath, err)
	}
	defer f.Close()
	var words []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := sc.Text()
		if len(w) < 3 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		if i := strings.IndexByte(w, 'q'); i >= 0 && !strings.Contains(w, "qu") {
			continue
		}
		if strings.Count(w, "q") != strings.Count(w, "qu") {
			continue
		}
		// Stored as the dict package stores it: the Qu tile is one trie edge.
		words = append(words, strings.ReplaceAll(w, "qu", "q"))
	}
	return words
}

func TestEnable2KFigures(t *testing.T) {
	words := enableBoggle(t)
	if len(words) != 173402 {
		t.Fatalf("Boggle-filtered ENABLE2K has %d words, want 173402", len(words))
	}
	tr, err := trie.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Len() != 173402 || tr.Nodes() != 388990 {
		t.Errorf("trie: %d words, %d nodes; want 173402, 388990", tr.Len(), tr.Nodes())
	}
	if mb := float64(tr.SizeBytes()) / 1e6; mb > 8 {
		t.Errorf("trie takes %.1f MB, want <= 8", mb)
	}
	t.Logf("ENABLE2K trie: %d nodes, %.2f MB", tr.Nodes(), float64(tr.SizeBytes())/1e6)
}

func BenchmarkBuildEnable2K(b *testing.B) {
	words := enableBoggle(b)
	b.ReportAllocs()
	var tr *trie.Trie
	for b.Loop() {
		tr, _ = trie.Build(words)
	}
	b.ReportMetric(float64(tr.SizeBytes()), "trie-bytes")
}

func BenchmarkContains(b *testing.B) {
	words := enableBoggle(b)
	tr, _ := trie.Build(words)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		tr.Contains(words[i%len(words)])
		i += 7919
	}
}

// TestViewMatchesChild checks the View's Edges, Has and ChildAt against
// Child for every node and letter of a trie whose letters reach the last
// one (0x7f): nodes with a child for every letter, for a few and for the
// letters above z only.
func TestViewMatchesChild(t *testing.T) {
	words := []string{"a", "ab", "abc", "abd", "b", "bz", "cat", "cats", "zebra", "zz", "azure", "qi", "z{|", "\x7f~a"}
	for l := byte(0); l < trie.MaxLetters; l++ {
		words = append(words, "m"+string(rune('a'+l)), "n"+string(rune('a'+l))+"z", "o"+string(rune('a'+(l*7)%trie.MaxLetters)))
	}
	tr, err := trie.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	v := tr.View()
	children := 0
	for n := trie.Node(0); int(n) < tr.Nodes(); n++ {
		e := v.Edges(n)
		if e != tr.Edges(n) {
			t.Fatalf("node %d: View edges %v, Trie edges %v", n, e, tr.Edges(n))
		}
		for l := uint8(0); l < trie.MaxLetters; l++ {
			want, ok := tr.Child(n, l)
			if e.Has(1<<l) != ok {
				t.Fatalf("node %d letter %c: Has = %v, Child ok = %v", n, 'a'+l, !ok, ok)
			}
			if ok {
				children++
				if got := e.ChildAt(1 << l); got != want {
					t.Fatalf("node %d letter %c: ChildAt = %d, Child = %d", n, 'a'+l, got, want)
				}
			}
		}
	}
	if children != tr.Nodes()-1 {
		t.Errorf("%d child edges in a trie of %d nodes", children, tr.Nodes())
	}
}
