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

// With 256 colours or fewer, the paletted image is the image.
func TestQuantizeExact(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {7, 5}, {33, 17}, {800, 3}} {
		im := randomImage(size[0], size[1], 256, uint64(size[0]))
		q := new(quantizer)
		for range 2 { // and again, reusing q
			pm := q.quantize(im)
			if want := adler32.Checksum(q.pix[:size[1]*(size[0]+1)]); q.adler != want {
				t.Fatalf("%v: Adler-32 %#x, want %#x", size, q.adler, want)
			}
			for y := range size[1] {
				for x := range size[0] {
					if got, want := pm.At(x, y), im.At(x, y); colourDistance(got, want) != 0 {
						t.Fatalf("%v: pixel %d,%d is %v, want %v", size, x, y, got, want)
					}
				}
			}
		}
	}
}

// With more, each pixel takes its nearest palette colour, and the commonest
// colours are exact.
func TestQuantizeNearest(t *testing.T) {
	im := randomImage(301, 97, 3000, 7)
	q := new(quantizer)
	pm := q.quantize(im)
	if len(pm.Palette) != 256 {
		t.Fatalf("palette of %d colours", len(pm.Palette))
	}
	dist := func(a, b color.Color) int {
		ar, ag, ab, _ := a.RGBA()
		br, bg, bb, _ := b.RGBA()
		dr, dg, db := int(ar>>8)-int(br>>8), int(ag>>8)-int(bg>>8), int(ab>>8)-int(bb>>8)
		return 2*dr*dr + 4*dg*dg + 3*db*db
	}
	for y := range 97 {
		for x := range 301 {
			c := im.At(x, y)
			best := dist(c, pm.Palette[0])
			for _, p := range pm.Palette {
				best = min(best, dist(c, p))
			}
			if got := dist(c, pm.At(x, y)); got != best {
				t.Fatalf("pixel %d,%d: %v became %v, %d away; the nearest is %d away", x, y, c, pm.At(x, y), got, best)
			}
		}
	}
}
