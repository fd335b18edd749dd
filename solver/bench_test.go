package solver_test

import (
	"fmt"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// rolled returns n modern-dice 4x4 boards, rolled outside the timed loop.
func rolled(n int) []solver.Board {
	boards := make([]solver.Board, n)
	for i := range boards {
		boards[i] = solver.Modern.Roll(uint64(i))
	}
	return boards
}

func reportBoards(b *testing.B, n int) {
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "boards/s")
}

// BenchmarkScore is the score-only bulk path: one goroutine, ENABLE2K.
func BenchmarkScore(b *testing.B) {
	d := enable(b)
	boards := rolled(4096)
	s := solver.NewSolver(d, solver.Rules{})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s.Score(boards[i&4095])
		i++
	}
	reportBoards(b, i)
}

// BenchmarkSolve finds words and paths: one goroutine, ENABLE2K.
func BenchmarkSolve(b *testing.B) {
	d := enable(b)
	boards := rolled(4096)
	s := solver.NewSolver(d, solver.Rules{})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s.Solve(boards[i&4095])
		i++
	}
	reportBoards(b, i)
}

// BenchmarkSolveFunc is the package-level Solve (pooled scratch).
func BenchmarkSolveFunc(b *testing.B) {
	d := enable(b)
	boards := rolled(4096)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		solver.Solve(boards[i&4095], d, solver.Rules{})
		i++
	}
	reportBoards(b, i)
}

// BenchmarkScoreParallel shows how throughput scales with goroutines; run it
// with -cpu 1,2.
func BenchmarkScoreParallel(b *testing.B) {
	d := enable(b)
	boards := rolled(4096)
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		s := solver.NewSolver(d, solver.Rules{})
		i := 0
		for pb.Next() {
			s.Score(boards[i&4095])
			i++
		}
	})
	reportBoards(b, b.N)
}

func BenchmarkSolveParallel(b *testing.B) {
	d := enable(b)
	boards := rolled(4096)
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			solver.Solve(boards[i&4095], d, solver.Rules{})
			i++
		}
	})
	reportBoards(b, b.N)
}

func BenchmarkSolveBySize(b *testing.B) {
	d := enable(b)
	for _, dice := range solver.DiceSets[1:] {
		b.Run(fmt.Sprintf("%s-%dx%d", dice.Name, dice.Size, dice.Size), func(b *testing.B) {
			s := solver.NewSolver(d, solver.Rules{})
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				s.Solve(dice.Roll(uint64(i & 1023)))
				i++
			}
			reportBoards(b, i)
		})
	}
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		solver.Parse("l qu r e / s l u s / a t i c / n r e n")
	}
}
