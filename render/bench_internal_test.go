package render

import (
	"io"
	"testing"
)

// BenchmarkEncode is the PNG phase of BenchmarkSolution alone: the drawn
// image's rows compressed, with their checksum.
func BenchmarkEncode(b *testing.B) {
	tc := testBoard(b, board4)
	s := solutionOf(b, tc.res, Options{Title: "4x4 · standard dictionary"})
	s.draw()
	c := s.c
	w, h := c.im.Rect.Dx(), c.im.Rect.Dy()
	b.ReportAllocs()
	for b.Loop() {
		if err := c.q.enc.encodePNG(io.Discard, *c.buf, w, h, c.q.t.pal, adlerSum((*c.buf)[:(w+1)*h])); err != nil {
			b.Fatal(err)
		}
	}
}
