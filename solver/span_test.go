package solver_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestSpan: a tile's length in letters, as points and the minimum length
// count it: Qu and the two-letter faces two (official Boggle counts Qu as
// two), a fold tile its two letters, and a letter written with two or
// three characters (Croatian lj, Hungarian sz, Breton c’h) one.
func TestSpan(t *testing.T) {
	for face, want := range map[string]int{
		"a": 1, "qu": 2, "th": 2, "é": 1, "ж": 1, "lj": 1, "dž": 1, "nj": 1, "cs": 1, "dzs": 1, "sz": 1, "ch": 1, "c’h": 1, "ı": 1,
	} {
		tl, ok := solver.FaceTile(face)
		if !ok {
			t.Fatalf("no tile %q", face)
		}
		if got := tl.Span(); got != want {
			t.Errorf("%q spans %d, want %d", face, got, want)
		}
	}
	if ss, _ := solver.FoldTile("ß", "ss"); ss.Span() != 2 {
		t.Errorf("ß spans %d, want 2", ss.Span())
	}
	if solver.TurkishI.Span() != 1 {
		t.Errorf("İ spans %d", solver.TurkishI.Span())
	}
	b, err := solver.ParseAny("[c’h]oar [lj]ubq #aaa aaaa")
	if err != nil {
		t.Fatal(err)
	}
	path := []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 3}}
	if n := b.PathLength(path); n != 6 { // c’h o a r Qu
		t.Errorf("c’h o a r Qu is %d letters, want 6", n)
	}
}
