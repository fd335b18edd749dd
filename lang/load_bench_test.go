package lang

import (
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// BenchmarkFirstSolve is what a language's first solve pays in a fresh
// process, without the caches: loading its prebuilt trie and spellings,
// then solving a board of its dice and showing the words as the list
// spells them. -benchmem shows what one load allocates; firstsolve.sh
// measures the same in a fresh process (CPU time and peak memory), beside
// English.
func BenchmarkFirstSolve(b *testing.B) {
	for _, l := range All()[1:] {
		dice, err := l.Dice(4)
		if err != nil {
			b.Fatal(err)
		}
		board := dice.Roll(1)
		b.Run(l.Code, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, err := l.loadList()
				if err != nil {
					b.Fatal(err)
				}
				s := l.readSpellings()
				for _, w := range solver.Solve(board, d, solver.Rules{}).Words {
					if len(l.Fold) > 0 {
						s.find(w.Word, l.Fold)
					}
				}
			}
		})
	}
}
