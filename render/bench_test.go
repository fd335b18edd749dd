package render

import (
	"image"
	"io"
	"slices"
	"testing"
	"time"
)

func BenchmarkBoard(b *testing.B) {
	tc := testBoard(b, "lqre slus atic nren")
	b.ReportAllocs()
	for b.Loop() {
		if err := Board(io.Discard, tc.board, "4x4 · daily board"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolution is the image /solve posts: a 4x4 board, five words. It
// reports the median time of one image, drawn and encoded, which the issue
// wants at 10 ms or less.
func BenchmarkSolution(b *testing.B) {
	tc := testBoard(b, "lqre slus atic nren")
	b.ReportAllocs()
	var times []time.Duration
	for b.Loop() {
		start := time.Now()
		if err := Solution(io.Discard, tc.res, Options{Title: "4x4 · standard dictionary"}); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
}

func BenchmarkSolution8x8Top10(b *testing.B) {
	tc := testBoard(b, board8)
	b.ReportAllocs()
	for b.Loop() {
		if err := Solution(io.Discard, tc.res, Options{Top: 10, Title: "8x8 · standard dictionary"}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWord(b *testing.B) {
	tc := testBoard(b, "lqre slus atic nren")
	b.ReportAllocs()
	for b.Loop() {
		if err := Word(io.Discard, tc.board, tc.res.Words[0], ""); err != nil {
			b.Fatal(err)
		}
	}
}

// solutionPixels draws the /solve image and returns its pixels, for the
// benchmarks of the phases after drawing.
func solutionPixels(b *testing.B) *image.RGBA {
	tc := testBoard(b, "lqre slus atic nren")
	s := solutionOf(b, tc.res, Options{Title: "4x4 · standard dictionary"})
	s.draw()
	return s.c.im
}

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
