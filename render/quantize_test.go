package render

import (
	"hash/adler32"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"
)

func randomImage(w, h, colours int, seed uint64) *image.RGBA {
	r := rand.New(rand.NewPCG(seed, 1))
	pal := make([]color.RGBA, colours)
	for i := range pal {
		pal[i] = color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 0xff}
	}
	im := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := 0; x < w; {
			c := pal[r.IntN(colours)]
			for n := 1 + r.IntN(9); n > 0 && x < w; n-- { // runs, as drawings have
				im.SetRGBA(x, y, c)
				x++
			}
		}
	}
	return im
}

// Each pixel takes its nearest palette entry (by the distance that weighs
// green most), and the checksum is the rows' with their filter bytes.
func TestQuantizeNearest(t *testing.T) {
	dist := func(a, b color.RGBA) int {
		dr, dg, db := int(a.R)-int(b.R), int(a.G)-int(b.G), int(a.B)-int(b.B)
		return 2*dr*dr + 4*dg*dg + 3*db*db
	}
	q := new(quantizer)
	for _, size := range [][2]int{{1, 1}, {7, 5}, {33, 17}, {800, 3}, {301, 97}} {
		im := randomImage(size[0], size[1], 3000, uint64(size[0]))
		for range 2 { // and again, reusing q
			q.quantize(im)
			w, h := size[0], size[1]
			if want := adler32.Checksum(q.pix[:h*(w+1)]); q.adler != want {
				t.Fatalf("%v: Adler-32 %#x, want %#x", size, q.adler, want)
			}
			for y := range h {
				if q.pix[y*(w+1)] != 0 {
					t.Fatalf("%v: row %d's filter byte is %d", size, y, q.pix[y*(w+1)])
				}
				for x := range w {
					c := im.RGBAAt(x, y)
					best := dist(c, fittedPalette[0])
					for _, p := range fittedPalette {
						best = min(best, dist(c, p))
					}
					got := fittedPalette[q.pix[y*(w+1)+1+x]]
					if d := dist(c, got); d != best {
						t.Fatalf("%v: pixel %d,%d: %v became %v, %d away; the nearest is %d away", size, x, y, c, got, d, best)
					}
				}
			}
		}
	}
}

// Every flat colour the renderer draws is in the palette exactly, so a
// flat area keeps its colour.
func TestPaletteHoldsFlatColours(t *testing.T) {
	in := map[color.RGBA]bool{}
	for _, c := range fittedPalette {
		if in[c] {
			t.Errorf("%v is twice in the palette", c)
		}
		in[c] = true
	}
	if len(fittedPalette) > 256 {
		t.Errorf("%d colours in the palette", len(fittedPalette))
	}
	flat := flatColours()
	for _, c := range flat {
		if !in[c] {
			t.Errorf("%v is not in the palette", c)
		}
	}
}
