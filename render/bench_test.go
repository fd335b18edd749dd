package render

import (
	"io"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// The benchmarks draw one image of each kind the bot posts. Besides the
// time, each reports its thread's CPU time per image (cpu-ms/op: on a
// busy machine the wall clock counts the time other processes took) and
// the PNG's size (png-bytes). bench.sh runs them side by side with an
// older renderer's.

// benchImage measures draw, which writes one image.
func benchImage(b *testing.B, draw func(io.Writer) error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	var w countWriter
	if err := draw(&w); err != nil { // warm the caches: fonts, sprites, shapes
		b.Fatal(err)
	}
	size := w.n
	cpu := threadCPU()
	var times []time.Duration
	n := 0
	for b.Loop() {
		start := time.Now()
		if err := draw(io.Discard); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
		n++
	}
	if c := threadCPU(); c > 0 && n > 0 {
		b.ReportMetric(float64(c-cpu)/1e6/float64(n), "cpu-ms/op")
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
	b.ReportMetric(float64(size), "png-bytes")
}

type countWriter struct{ n int }

func (w *countWriter) Write(p []byte) (int, error) { w.n += len(p); return len(p), nil }

func benchSolution(b *testing.B, board string, opt Options) {
	tc := testBoard(b, board)
	benchImage(b, func(w io.Writer) error { return Solution(w, tc.res, opt) })
}

func BenchmarkBoard(b *testing.B) {
	tc := testBoard(b, board4)
	benchImage(b, func(w io.Writer) error { return Board(w, tc.board, "4x4 · daily board") })
}

// BenchmarkSolution is the image /solve posts: a 4x4 board, five words,
// each on a small board of its own.
func BenchmarkSolution(b *testing.B) {
	benchSolution(b, board4, Options{Title: "4x4 · standard dictionary"})
}

func BenchmarkSolutionTop1(b *testing.B) {
	benchSolution(b, board4, Options{Top: 1, Title: "4x4 · standard dictionary"})
}

func BenchmarkSolutionTop2(b *testing.B) {
	benchSolution(b, board4, Options{Top: 2, Title: "4x4 · standard dictionary"})
}

func BenchmarkSolutionTop10(b *testing.B) {
	benchSolution(b, board4, Options{Top: 10, Title: "4x4 · standard dictionary"})
}

func BenchmarkSolution8x8Top10(b *testing.B) {
	benchSolution(b, board8, Options{Top: 10, Title: "8x8 · standard dictionary"})
}

func BenchmarkResults(b *testing.B) {
	res := roundResult(b)
	benchImage(b, func(w io.Writer) error {
		return Solution(w, res, Options{Top: 5, Title: "4x4 · words found", Cancelled: map[string]bool{"recitals": true, "salt": true}})
	})
}

func BenchmarkReview(b *testing.B) {
	tc := testBoard(b, board4)
	words := tc.res.Best(6)
	labels, muted := make([]string, len(words)), make([]bool, len(words))
	for i := range words {
		labels[i] = "found"
		if i >= 3 {
			labels[i], muted[i] = "missed", true
		}
	}
	benchImage(b, func(w io.Writer) error {
		return Paths(w, tc.board, words, PathsOptions{Title: "Review", Note: "6 words · 20 points", Layout: SmallMultiples, Labels: labels, Muted: muted})
	})
}

func BenchmarkWord(b *testing.B) {
	tc := testBoard(b, board4)
	benchImage(b, func(w io.Writer) error { return Word(w, tc.board, tc.res.Words[0], "") })
}

func BenchmarkHeat(b *testing.B) {
	tc := testBoard(b, board4)
	heat := starts(tc.board, tc.res.Words)
	benchImage(b, func(w io.Writer) error { return Heat(w, tc.board, heat, "Hint 2 · where your words left start") })
}

// BenchmarkSolutionBoards is the /solve image of many boards, one after
// another, as a server draws them: a different board each time, so the
// caches of shapes and letters see what they see in service.
func BenchmarkSolutionBoards(b *testing.B) {
	var results []solver.Result
	for i := range 64 {
		bd := solver.Modern.Roll(uint64(i + 1))
		results = append(results, solver.Solve(bd, dict.Default(), solver.Rules{}))
	}
	i := 0
	benchImage(b, func(w io.Writer) error {
		i++
		return Solution(w, results[i%len(results)], Options{Title: "4x4 · standard dictionary"})
	})
}
