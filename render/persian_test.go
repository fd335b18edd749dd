package render

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"golang.org/x/image/font"

	"github.com/bogglebot/bogglebot/solver"
)

// TestPersianText: Persian words are shaped (joined letters are narrower
// than the same letters apart, as a shaper draws them) and laid out right
// to left in their own run of a line; a Persian board's tiles, its word
// image and its solution draw ink; Latin text takes no part of it.
func TestPersianText(t *testing.T) {
	f, err := newFaces()
	if err != nil {
		t.Fatal(err)
	}
	face := f.get(bold, 40)
	joined := textWidth(face, "کتاب")
	apart := 0.0
	for _, r := range "کتاب" {
		apart += textWidth(face, string(r))
	}
	if joined <= 0 || joined >= apart {
		t.Errorf("کتاب is %.1f px wide, its letters apart %.1f: not shaped", joined, apart)
	}
	runs := textRuns("1 کتاب خوب · 3 pts\u200e")
	if len(runs) != 3 || runs[0] != (textRun{"1 ", false}) || runs[1] != (textRun{"کتاب خوب", true}) || runs[2] != (textRun{" · 3 pts", false}) {
		t.Errorf("runs %+v", runs)
	}
	if w := textWidth(face, "tie"); w != fix(font.MeasureString(face, "tie")) {
		t.Errorf("Latin width changed: %v", w)
	}
	// The word laid out right to left: its first letter, ک, is the
	// rightmost glyph.
	sr, err := shapeArabic("کتاب", 40)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(sr.glyphs); n != 4 || sr.glyphs[n-1].ClusterIndex != 0 || sr.glyphs[0].ClusterIndex != 3 {
		t.Errorf("glyphs not right to left: %+v", sr.glyphs)
	}
	ink := func(s string) (minX, maxX int) {
		im := image.NewRGBA(image.Rect(0, 0, 300, 80))
		drawText(im, face, s, 10, 60, 0, color.Black)
		minX, maxX = 300, 0
		for y := range 80 {
			for x := range 300 {
				if im.RGBAAt(x, y).A > 0 {
					minX, maxX = min(minX, x), max(maxX, x)
				}
			}
		}
		return
	}
	if lo, hi := ink("کتاب"); lo >= hi || lo < 10 {
		t.Errorf("no ink for کتاب: %d..%d", lo, hi)
	}
	b, err := solver.ParseAny("کتاب نظرم ژاله سیبد")
	if err != nil {
		t.Fatal(err)
	}
	word := solver.Word{Word: "کتاب", Points: 1, Path: []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}}
	var buf bytes.Buffer
	if err := Word(&buf, b, word, ""); err != nil {
		t.Fatal(err)
	}
	decode(t, buf.Bytes())
	for _, tl := range b.Tiles() {
		if bnd := inkBounds(f.get(bold, 60), tl.Face()); bnd.Max.X <= bnd.Min.X || bnd.Max.Y <= bnd.Min.Y {
			t.Errorf("tile %q has no ink", tl.Face())
		}
	}
}
