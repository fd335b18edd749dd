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

// A colour takes its nearest palette entry (by the distance that weighs
// green most), whether looked up by a canvas (its cache of colours met, in
// front of the search) or by toIndexed (a sprite's pixels).
func TestIndexNearest(t *testing.T) {
	dist := func(a, b color.RGBA) int {
		dr, dg, db := int(a.R)-int(b.R), int(a.G)-int(b.G), int(a.B)-int(b.B)
		return 2*dr*dr + 4*dg*dg + 3*db*db
	}
	nearest := func(c color.RGBA) int {
		best := dist(c, fittedPalette[0])
		for _, p := range fittedPalette {
			best = min(best, dist(c, p))
		}
		return best
	}
	im := randomImage(301, 97, 3000, 7)
	pm := toIndexed(im)
	q := quantizers.Get().(*quantizer)
	defer quantizers.Put(q)
	for y := range 97 {
		for x := range 301 {
			c := im.RGBAAt(x, y)
			best := nearest(c)
			if got := fittedPalette[pm.ColorIndexAt(x, y)]; dist(c, got) != best {
				t.Fatalf("toIndexed: pixel %d,%d: %v became %v, %d away; the nearest is %d away", x, y, c, got, dist(c, got), best)
			}
			for range 2 { // and again, from the cache
				if got := fittedPalette[q.index(uint32(c.R)|uint32(c.G)<<8|uint32(c.B)<<16)]; dist(c, got) != best {
					t.Fatalf("index: %v became %v, %d away; the nearest is %d away", c, got, dist(c, got), best)
				}
			}
		}
	}
}

// adlerSum is hash/adler32's checksum, whatever the bytes: runs, noise,
// long flat stretches past the reductions.
func TestAdlerSum(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{0, 1, 7, 8, 9, 4095, 4096, 4097, 100000, 1 << 20} {
		s := make([]byte, n)
		for i := 0; i < n; {
			v := byte(r.IntN(256))
			if r.IntN(4) == 0 {
				v = 0xff
			}
			for k := 1 + r.IntN(40); k > 0 && i < n; k-- {
				s[i] = v
				i++
			}
		}
		if got, want := adlerSum(s), adler32.Checksum(s); got != want {
			t.Errorf("%d bytes: %#x, want %#x", n, got, want)
		}
	}
	flat := make([]byte, 1<<20)
	fillBytes(flat, 0xff)
	if got, want := adlerSum(flat), adler32.Checksum(flat); got != want {
		t.Errorf("1 MB of 0xff: %#x, want %#x", got, want)
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
	for _, c := range flatColours() {
		if !in[c] {
			t.Errorf("%v is not in the palette", c)
		}
	}
}
