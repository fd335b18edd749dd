package solver_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestTurkishILowercase: a board's lowercase text (String, what messages
// quote) writes Turkish's dotted i tile as i, never İ inside lowercase
// letters; its capitals (Upper, Grid, a tile's Face) as İ; Notation keeps
// İ, so that ParseAny reads the tile back.
func TestTurkishILowercase(t *testing.T) {
	tiles := make([]solver.Tile, 16)
	for i, c := range "kxzmimekabcdefgh" {
		tiles[i] = solver.Letter(byte(c))
	}
	tiles[1], _ = solver.FaceTile("ı")
	tiles[4] = solver.TurkishI
	b, err := solver.New(4, tiles)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "kızm imek abcd efgh" {
		t.Errorf("String = %q, want %q", got, "kızm imek abcd efgh")
	}
	if got := b.Notation(); got != "kızm İmek abcd efgh" {
		t.Errorf("Notation = %q", got)
	}
	back, err := solver.ParseAny(b.Notation())
	if err != nil || back.At(1, 0) != solver.TurkishI || back.Notation() != b.Notation() {
		t.Errorf("ParseAny(Notation) = %v, %v", back.Notation(), err)
	}
	if got := b.Upper("kim"); got != "KİM" {
		t.Errorf("Upper(kim) = %q", got)
	}
	if g := b.Grid(); !strings.Contains(g, "İ") || strings.Contains(g, "i") {
		t.Errorf("Grid:\n%s", g)
	}
	// Any other board's text is its notation.
	plain, _ := solver.Parse("lqre slus atic nren")
	if plain.String() != plain.Notation() || plain.String() != "lqre slus atic nren" {
		t.Errorf("String %q, Notation %q", plain.String(), plain.Notation())
	}
}
