package study

import (
	"cmp"
	"context"
	"math/rand/v2"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// Rich's limits: it rolls boards for at most RichTime, and at most
// RichBoards of them, so a busy machine cannot stretch it nor a quiet one
// spend more than it must. A 4x4 dice board scores in 20-60 us, a 6x6 one
// in about 100 us.
const (
	RichTime   = 80 * time.Millisecond
	RichBoards = 1000
)

// RichLimits bound Rich; zero fields take RichTime and RichBoards.
type RichLimits struct {
	Time   time.Duration
	Boards int
}

// Rich rolls dice boards, the first from seed and the rest from a generator
// seeded with it, until its limits or ctx end, and returns the richest (most
// points under r, the first rolled among equals) and how many it rolled. It
// rolls at least one board unless ctx has already ended, which is its only
// error. It runs on the calling goroutine and is safe for concurrent use.
func Rich(ctx context.Context, dice *solver.Dice, d *dict.Dict, r solver.Rules, seed uint64, lim RichLimits) (Scored, int, error) {
	if err := ctx.Err(); err != nil {
		return Scored{}, 0, err
	}
	lim.Time = cmp.Or(lim.Time, RichTime)
	lim.Boards = cmp.Or(lim.Boards, RichBoards)
	start := time.Now()
	sv := solver.NewSolver(d, r)
	seeds := richSeeds(seed)
	var best Scored
	rolled := 0
	for rolled < lim.Boards && (rolled == 0 || ctx.Err() == nil && time.Since(start) < lim.Time) {
		b := dice.Roll(seeds())
		words, points := sv.Score(b)
		if rolled == 0 || points > best.Points {
			best = Scored{Board: b, Words: words, Points: points}
		}
		rolled++
	}
	return best, rolled, nil
}

// richSeeds returns the seeds Rich rolls with: seed itself, then a PCG's.
func richSeeds(seed uint64) func() uint64 {
	rng := rand.NewPCG(seed, 0x72696368) // "rich"
	first := true
	return func() uint64 {
		if first {
			first = false
			return seed
		}
		return rng.Uint64()
	}
}
