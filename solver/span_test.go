package solver_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestSpan: a tile's length in letters, as points and the minimum length
// count it: Qu and the two-letter faces two (official Boggle counts Qu as
// two), a fold tile its two letters, and a letter written with two or
// three characters (Croatian lj, Hungarian sz and dzs, Breton c’h) the
// letters it is written with, as Qu, though each is one letter of its
// alphabet (Digraph).
func TestSpan(t *testing.T) {
	for face, want := range map[string]int{
		"a": 1, "qu": 2, "th": 2, "é": 1, "ж": 1, "lj": 2, "dž": 2, "nj": 2, "cs": 2, "dzs": 3, "sz": 2, "ch": 2, "c’h": 2, "ı": 1,
	} {
		tl, ok := solver.FaceTile(face)
		if !ok {
			t.Fatalf("no tile %q", face)
		}
		if got := tl.Span(); got != want {
			t.Errorf("%q spans %d, want %d", face, got, want)
		}
		if digraph := len([]rune(face)) > 1 && face != "qu" && face != "th"; tl.Digraph() != digraph {
			t.Errorf("%q: Digraph %v, want %v", face, tl.Digraph(), digraph)
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
	if n := b.PathLength(path); n != 7 { // c’h o a r Qu
		t.Errorf("c’h o a r Qu is %d letters, want 7", n)
	}
}
