package render

import (
	"bytes"
	"hash/adler32"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// encodeDecode writes pix (w x h palette indices) with a pngEncoder and
// decodes it with image/png.
func encodeDecode(t *testing.T, e *pngEncoder, pix []uint8, w, h int, pal []color.RGBA) *image.Paletted {
	t.Helper()
	s := make([]byte, h*(w+1)+8)
	for y := range h {
		copy(s[y*(w+1)+1:], pix[y*w:(y+1)*w])
	}
	var buf bytes.Buffer
	if err := e.encodePNG(&buf, s, w, h, pal, adler32.Checksum(s[:h*(w+1)])); err != nil {
		t.Fatal(err)
	}
	m, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("%dx%d: decode: %v", w, h, err)
	}
	pm, ok := m.(*image.Paletted)
	if !ok {
		t.Fatalf("decoded a %T", m)
	}
	return pm
}

// The encoder's files decode to the image it was given, whatever the
// image: flat, noisy, in runs, repeating, one colour or 256.
func TestEncodeRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	e := new(pngEncoder)
	for _, tc := range []struct {
		w, h, colours int
		kind          string
	}{
		{1, 1, 1, "flat"}, {1, 9, 2, "noise"}, {9, 1, 2, "noise"}, {800, 40, 1, "flat"},
		{800, 60, 256, "noise"}, {801, 50, 7, "runs"}, {333, 120, 256, "runs"},
		{800, 200, 40, "rows"}, {5, 5, 256, "noise"}, {300, 300, 3, "skew"},
	} {
		pal := make([]color.RGBA, tc.colours)
		for i := range pal {
			pal[i] = color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 0xff}
		}
		pix := make([]uint8, tc.w*tc.h)
		for i := range pix {
			switch tc.kind {
			case "noise":
				pix[i] = uint8(r.IntN(tc.colours))
			case "runs":
				if i == 0 || r.IntN(12) == 0 {
					pix[i] = uint8(r.IntN(tc.colours))
				} else {
					pix[i] = pix[i-1]
				}
			case "rows":
				if i >= tc.w && r.IntN(50) != 0 {
					pix[i] = pix[i-tc.w]
				} else {
					pix[i] = uint8(r.IntN(tc.colours))
				}
			case "skew": // frequencies far apart: long codes to limit
				k := 0
				for k < tc.colours-1 && r.IntN(1000) < 999 {
					k++
				}
				pix[i] = uint8(k)
			}
		}
		for range 2 { // and again, reusing e
			pm := encodeDecode(t, e, pix, tc.w, tc.h, pal)
			if pm.Rect != image.Rect(0, 0, tc.w, tc.h) || len(pm.Palette) != tc.colours {
				t.Fatalf("%+v: decoded %v with %d colours", tc, pm.Rect, len(pm.Palette))
			}
			for y := range tc.h {
				for x := range tc.w {
					if got, want := pm.ColorIndexAt(x, y), pix[y*tc.w+x]; got != want {
						t.Fatalf("%+v: pixel %d,%d is %d, want %d", tc, x, y, got, want)
					}
				}
			}
			if c := pm.Palette[len(pal)-1]; c != color.Color(pal[len(pal)-1]) {
				t.Fatalf("%+v: palette ends %v, want %v", tc, c, pal[len(pal)-1])
			}
		}
	}
}

// Codes stay within deflate's 15 bits even when frequencies follow the
// Fibonacci numbers, whose Huffman code is as deep as there are symbols.
func TestHuffmanLimit(t *testing.T) {
	var h huffman
	freq := make([]int32, 30)
	a, b := int32(1), int32(1)
	for i := range freq {
		freq[i] = a
		a, b = b, a+b
	}
	lens, _ := h.build(freq, 15, 0)
	kraft := 0.0
	for s, l := range lens {
		if l == 0 || l > 15 {
			t.Fatalf("symbol %d has a code of %d bits", s, l)
		}
		kraft += 1 / float64(uint(1)<<l)
	}
	if kraft != 1 {
		t.Fatalf("Kraft sum %v, want 1 (a complete code)", kraft)
	}
}
