package study

import (
	"context"
	"slices"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestRich: the board Rich keeps is the richest of the boards it rolled
// (re-rolled here from the same seeds), and far richer than the median
// plain roll.
func TestRich(t *testing.T) {
	d := common(t)
	for _, dice := range []*solver.Dice{solver.Modern, solver.Big} {
		t.Run(dice.Name, func(t *testing.T) {
			const most = 200
			got, rolled, err := Rich(context.Background(), dice, d, solver.Rules{}, 42, RichLimits{Boards: most, Time: 1 << 62})
			if err != nil {
				t.Fatal(err)
			}
			if rolled != most {
				t.Fatalf("rolled %d boards with no time limit, want %d", rolled, most)
			}
			seeds := richSeeds(42)
			var points []int
			bestAt := -1
			for i := range rolled {
				b := dice.Roll(seeds())
				_, p := solver.Score(b, d, solver.Rules{})
				points = append(points, p)
				if bestAt < 0 || p > points[bestAt] {
					bestAt = i
				}
				if b == got.Board && bestAt != i {
					t.Errorf("Rich kept roll %d, %s (%d points), but roll %d had %d", i, b, p, bestAt, points[bestAt])
				}
			}
			words, p := solver.Score(got.Board, d, solver.Rules{})
			if p != got.Points || words != got.Words || p != slices.Max(points) {
				t.Errorf("Rich kept %+v; the solver scores it %d words %d points; the best of the rolls has %d", got, words, p, slices.Max(points))
			}
			slices.Sort(points)
			if median := points[len(points)/2]; got.Points < 2*median {
				t.Errorf("the richest of %d rolls has %d points, the median roll %d", most, got.Points, median)
			}
		})
	}
}

// TestRichLimits: Rich stops at its count, rolls one board even with no
// time, and refuses a context that has already ended.
func TestRichLimits(t *testing.T) {
	d := common(t)
	if _, rolled, err := Rich(context.Background(), solver.Modern, d, solver.Rules{}, 1, RichLimits{Boards: 3, Time: 1 << 62}); err != nil || rolled != 3 {
		t.Errorf("Boards: 3 rolled %d (%v)", rolled, err)
	}
	if got, rolled, err := Rich(context.Background(), solver.Modern, d, solver.Rules{}, 1, RichLimits{Time: 1}); err != nil || rolled != 1 || got.Board != solver.Modern.Roll(1) {
		t.Errorf("a nanosecond rolled %d boards (%v), kept %s; want the seed's roll %s", rolled, err, got.Board, solver.Modern.Roll(1))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, rolled, err := Rich(ctx, solver.Modern, d, solver.Rules{}, 1, RichLimits{}); err == nil || rolled != 0 {
		t.Errorf("an ended context: rolled %d, err %v", rolled, err)
	}
}

func BenchmarkRich(b *testing.B) {
	d := common(b)
	b.ReportAllocs()
	for b.Loop() {
		Rich(context.Background(), solver.Modern, d, solver.Rules{}, 1, RichLimits{Boards: 100, Time: 1 << 62})
	}
}
