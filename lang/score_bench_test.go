package lang

import (
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// BenchmarkScore scores 4x4 boards rolled from each language's dice with its
// word list (solver.Solver.Score, one goroutine): the bulk path the daily's
// board search and /study run. Every board takes the solver's fast path
// (scoreFastTwoEdge for those with a composite letter, two trie edges).
//
//	go test ./lang -run '^$' -bench 'Score/(en|de|ru)$' -cpu 1
func BenchmarkScore(b *testing.B) {
	for _, l := range All() {
		b.Run(l.Code, func(b *testing.B) {
			d, err := l.Dict()
			if err != nil {
				b.Fatal(err)
			}
			dice, err := l.Dice(4)
			if err != nil {
				b.Fatal(err)
			}
			boards := make([]solver.Board, 4096)
			for i := range boards {
				boards[i] = dice.Roll(uint64(i))
			}
			s := solver.NewSolver(d, solver.Rules{})
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				s.Score(boards[i&4095])
				i++
			}
			b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "boards/s")
		})
	}
}
