package render

import (
	"io"
	"testing"
)

// BenchmarkQuantize is the palette phase of BenchmarkSolution alone.
func BenchmarkQuantize(b *testing.B) {
	im := solutionPixels(b)
	q := new(quantizer)
	b.ReportAllocs()
	for b.Loop() {
		q.quantize(im)
	}
}

// BenchmarkEncode is the PNG phase of BenchmarkSolution alone.
func BenchmarkEncode(b *testing.B) {
	im := solutionPixels(b)
	q := new(quantizer)
	q.quantize(im)
	b.ReportAllocs()
	for b.Loop() {
		if err := q.enc.encodePNG(io.Discard, q.pix, im.Rect.Dx(), im.Rect.Dy(), q.t.pal, q.adler); err != nil {
			b.Fatal(err)
		}
	}
}
