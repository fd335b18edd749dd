package render

import (
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

const board8 = "perslatg sinetera brocadel manitoes trumpeds glanderi pointsea ravelers"

type solved struct {
	board solver.Board
	res   solver.Result
}

var solvedCache sync.Map // board text -> solved

// testBoard parses and solves s with the default dictionary, once per run.
func testBoard(tb testing.TB, s string) solved {
	tb.Helper()
	if v, ok := solvedCache.Load(s); ok {
		return v.(solved)
	}
	b, err := solver.Parse(s)
	if err != nil {
		tb.Fatalf("parse %q: %v", s, err)
	}
	v := solved{b, solver.Solve(b, dict.Default(), solver.Rules{})}
	solvedCache.Store(s, v)
	return v
}

// solutionOf lays out the image Solution draws of res.
func solutionOf(tb testing.TB, res solver.Result, opt Options) *solution {
	tb.Helper()
	s, err := newSolution(res.Board, SolutionWords(res, opt), solutionOptions(res, opt))
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// drawn lists the words of s's panels, in order.
func (s *solution) drawn() []solver.Word {
	var out []solver.Word
	for _, p := range s.panels {
		out = append(out, p.words...)
	}
	return out
}
