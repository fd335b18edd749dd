package present

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// TestHintGridRightToLeft: a hint grid's row for a Persian letter opens
// with a left-to-right mark and has one after the letter, so the bidi
// algorithm keeps its counts in their columns; a Latin row is as before.
func TestHintGridRightToLeft(t *testing.T) {
	g := game.Grid{Lengths: []int{3, 4}, Rows: []game.GridRow{{Letter: "ک", Counts: []int{2, 1}, Total: 3}, {Letter: "A", Counts: []int{0, 1}, Total: 1}},
		Totals: []int{2, 2}, Total: 4}
	var s strings.Builder
	writeGrid(&s, g)
	lines := strings.Split(s.String(), "\n")
	if want := solver.LRM + "ک" + solver.LRM + "    2  1     3"; lines[2] != want {
		t.Errorf("Persian row %q, want %q", lines[2], want)
	}
	if want := "A    -  1     1"; lines[3] != want {
		t.Errorf("Latin row %q, want %q", lines[3], want)
	}
}

// TestNameOfBidi: a display name with a right-to-left override (or an
// isolate left open, or a right-to-left mark) would turn the rest of a
// leaderboard's line around ("12 points" shown as "stniop 21"): the
// controls are dropped; a Persian name is followed by a left-to-right mark
// so its points stay on its right; a name of controls only is the id.
func TestNameOfBidi(t *testing.T) {
	for name, want := range map[string]string{
		"\u202eann":       "ann",
		"\u2067ann":       "ann",
		"ann\u200f":       "ann",
		"\u202e\u2066":    "id-1",
		"علی":             "علی" + solver.LRM,
		"\u202eعلی\u202c": "علی" + solver.LRM,
		"ann":             "ann",
	} {
		if got := NameOf(game.Player{ID: "id-1", Name: name}); got != want {
			t.Errorf("NameOf(%q) = %q, want %q", name, got, want)
		}
	}
}
