package render

import (
	"bytes"
	"image"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestTurkishFaces: a Turkish board's dotted i tile (solver.TurkishI)
// draws İ, the font has the glyph, and the drawn board differs from the
// same board with plain i tiles (which draw I) exactly where İ's dot is:
// in the TurkishI tiles' cells and the word above the board (İKİZ).
func TestTurkishFaces(t *testing.T) {
	f, err := newFaces()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []weight{bold, regular} {
		if _, _, ok := f.get(w, 40).GlyphBounds('İ'); !ok {
			t.Fatalf("the font has no İ")
		}
	}
	tiles := func(i solver.Tile) []solver.Tile {
		var out []solver.Tile
		for _, c := range "kızııkızadamelma" {
			switch c {
			case 'ı':
				tl, _ := solver.FaceTile("ı")
				out = append(out, tl)
			case 'i':
				out = append(out, i)
			default:
				out = append(out, solver.Letter(byte(c)))
			}
		}
		// The second row's ı ı become i: "ikiz" spelled i k i z.
		out[4], out[6] = i, i
		return out
	}
	draw := func(i solver.Tile) (image.Image, solver.Board) {
		b, err := solver.New(4, tiles(i))
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		word := solver.Word{Word: "ikiz", Points: 1, Path: []solver.Pos{{Row: 1, Col: 0}, {Row: 1, Col: 1}, {Row: 1, Col: 2}, {Row: 1, Col: 3}}}
		if err := Word(&buf, b, word, ""); err != nil {
			t.Fatal(err)
		}
		return decode(t, buf.Bytes()), b
	}
	tr, trBoard := draw(solver.TurkishI)
	plain, _ := draw(solver.Letter('i'))
	if got := trBoard.At(1, 0).Face(); got != "İ" {
		t.Fatalf("the TurkishI tile's face is %q", got)
	}
	if trBoard.Upper("ikiz") != "İKİZ" {
		t.Fatalf("the word above the board would read %q", trBoard.Upper("ikiz"))
	}
	if tr.Bounds() != plain.Bounds() {
		t.Fatalf("sizes differ: %v %v", tr.Bounds(), plain.Bounds())
	}
	// The images differ (İ's dots), and only above the grid's last two
	// rows: the rows without an i tile (adam, elma) are drawn alike.
	l := newLayout(4, titleBox+14, 0)
	y2 := l.tileRect(solver.Pos{Row: 2, Col: 0}).Y
	differ, below := 0, 0
	bb := tr.Bounds()
	for y := bb.Min.Y; y < bb.Max.Y; y++ {
		for x := bb.Min.X; x < bb.Max.X; x++ {
			r1, g1, b1, _ := tr.At(x, y).RGBA()
			r2, g2, b2, _ := plain.At(x, y).RGBA()
			// Far apart, not a palette's rounding (each image's palette
			// is its own).
			if far(r1, r2) || far(g1, g2) || far(b1, b2) {
				differ++
				if float64(y) >= y2 {
					below++
				}
			}
		}
	}
	if differ == 0 {
		t.Errorf("the TurkishI tiles draw as plain i tiles")
	}
	if below != 0 {
		t.Errorf("%d pixels differ in the rows without an i tile", below)
	}
}

func far(a, b uint32) bool { return a > b+0x4000 || b > a+0x4000 }
