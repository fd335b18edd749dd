package study

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

const enablePath = "../../shared/wordlists/enable2k.txt"

func common(tb testing.TB) *dict.Dict {
	tb.Helper()
	d, err := dict.Embedded("common")
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

var (
	enableOnce sync.Once
	enableDict *dict.Dict
)

func enable(tb testing.TB) *dict.Dict {
	tb.Helper()
	enableOnce.Do(func() {
		if d, _, err := dict.LoadFile(enablePath, dict.Options{}); err == nil {
			enableDict = d
		}
	})
	if enableDict == nil {
		tb.Skipf("needs the shared ENABLE2K list at %s", enablePath)
	}
	return enableDict
}

// TestSearchPrintsSolverScores: every board Search returns carries the
// solver's own counts for it, best first, each board once.
func TestSearchPrintsSolverScores(t *testing.T) {
	d := common(t)
	for _, tt := range []struct {
		size  int
		rules solver.Rules
	}{
		{3, solver.Rules{}},
		{4, solver.Rules{}},
		{4, solver.Rules{Scoring: solver.Scramble}},
		{5, solver.Rules{}},
	} {
		t.Run(strings.Join([]string{string(rune('0' + tt.size)), tt.rules.String()}, " "), func(t *testing.T) {
			steps := 2
			if tt.size == 5 {
				steps = 1
			}
			found, err := Search(context.Background(), SearchOptions{Size: tt.size, Dict: d, Rules: tt.rules, Seed: 7, Top: 8, Pool: 3, MaxSteps: steps})
			if err != nil {
				t.Fatal(err)
			}
			if len(found) != 8 {
				t.Fatalf("found %d boards, want 8", len(found))
			}
			seen := map[solver.Board]bool{}
			for i, s := range found {
				if s.Board.Size() != tt.size {
					t.Errorf("board %s is %dx%d", s.Board, s.Board.Size(), s.Board.Size())
				}
				words, points := solver.Score(s.Board, d, tt.rules)
				if words != s.Words || points != s.Points {
					t.Errorf("%s: search says %d words %d points, the solver %d and %d", s.Board, s.Words, s.Points, words, points)
				}
				if i > 0 && s.Points > found[i-1].Points {
					t.Errorf("board %d (%d points) after one of %d", i, s.Points, found[i-1].Points)
				}
				if seen[s.Board] {
					t.Errorf("%s twice", s.Board)
				}
				seen[s.Board] = true
			}
		})
	}
}

// TestSearchSeed: a seed and a number of steps give the same boards on one
// worker or three; another seed gives others.
func TestSearchSeed(t *testing.T) {
	d := common(t)
	run := func(seed uint64, workers int) []Scored {
		found, err := Search(context.Background(), SearchOptions{Size: 4, Dict: d, Seed: seed, Top: 5, Pool: 4, Workers: workers, MaxSteps: 2})
		if err != nil {
			t.Fatal(err)
		}
		return found
	}
	one, three := run(1, 1), run(1, 3)
	if !slices.Equal(one, three) {
		t.Errorf("seed 1 on 1 worker:\n%v\non 3:\n%v", one, three)
	}
	if other := run(2, 2); slices.Equal(one, other) {
		t.Errorf("seeds 1 and 2 found the same boards: %v", one)
	}
}

// TestSearchClimbs: the climb's best improves on the boards it starts
// from, and a long enough search converges and starts another climb.
func TestSearchClimbs(t *testing.T) {
	d := common(t)
	var last Progress
	opt := SearchOptions{Size: 3, Dict: d, Seed: 3, Top: 1, Pool: 2, Progress: func(p Progress) { last = p }}
	start, err := Search(context.Background(), SearchOptions{Size: 3, Dict: d, Seed: 3, Top: 1, Pool: 2, MaxSteps: 0 + 1})
	if err != nil {
		t.Fatal(err)
	}
	opt.MaxSteps = 60
	found, err := Search(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if found[0].Points <= start[0].Points {
		t.Errorf("after 60 steps the best has %d points, after 1 %d", found[0].Points, start[0].Points)
	}
	if !last.Finished || last.Steps != 60 || last.Best != found[0] || last.Boards == 0 {
		t.Errorf("last progress %+v, best found %+v", last, found[0])
	}
	if last.Climbs < 2 {
		t.Errorf("60 steps on 3x3 with a pool of 2 made %d climbs; a climb this small converges sooner", last.Climbs)
	}
}

// TestSearchStops: Search returns soon after its context ends, with the
// boards it had; here the context ends when the first progress report
// arrives, whatever the machine's speed.
func TestSearchStops(t *testing.T) {
	d := common(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var once sync.Once
	found, err := Search(ctx, SearchOptions{Size: 5, Dict: d, Seed: 1, Top: 3, ProgressEvery: 1,
		Progress: func(p Progress) {
			if p.Boards > 0 {
				once.Do(cancel)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if ctx.Err() == nil {
		t.Fatal("Search returned before it was stopped")
	}
	if len(found) == 0 {
		t.Error("stopped after scoring boards, Search returned none")
	}
}

func TestSearchOptionErrors(t *testing.T) {
	d := common(t)
	for _, tt := range []struct {
		opt  SearchOptions
		want string
	}{
		{SearchOptions{Size: 2, Dict: d}, "not 2x2"},
		{SearchOptions{Size: 7, Dict: d}, "not 7x7"},
		{SearchOptions{Size: 4}, "needs a dictionary"},
		{SearchOptions{Size: 4, Dict: d, Pool: -1}, "must be positive"},
	} {
		_, err := Search(context.Background(), tt.opt)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Search(%+v) = %v, want an error with %q", tt.opt, err, tt.want)
		}
	}
}

// TestKeyTiles: tiles set and read back in every position of the packed
// key, including those that straddle two words.
func TestKeyTiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		var k key
		want := make([]uint8, MaxSearchSize*MaxSearchSize)
		for i := range want {
			want[i] = uint8(1 + rng.IntN(26))
			k.set(i, want[i])
		}
		for i := range want {
			k.set(i, want[i]) // setting again changes nothing
		}
		for i, w := range want {
			if got := k.tile(i); got != w {
				t.Fatalf("tile %d = %d, want %d", i, got, w)
			}
		}
	}
}

// TestCanonical: a board's eight rotations and reflections have one
// canonical form, which scores as they do.
func TestCanonical(t *testing.T) {
	d := common(t)
	b, err := solver.Parse("perslatgsineters")
	if err != nil {
		t.Fatal(err)
	}
	s := &search{n: 4, cells: 16, syms: symmetries(4)}
	var k key
	for i, tl := range b.Tiles() {
		k.set(i, uint8(tl))
	}
	want := s.canonical(k)
	_, points := solver.Score(b, d, solver.Rules{})
	forms := map[key]bool{k: true}
	for _, p := range s.syms {
		var m key
		for i, j := range p {
			m.set(j, k.tile(i))
		}
		forms[m] = true
		if got := s.canonical(m); got != want {
			t.Errorf("canonical of %s = %s, of %s = %s", boardOf(4, m), boardOf(4, got), b, boardOf(4, want))
		}
		if _, p := solver.Score(boardOf(4, m), d, solver.Rules{}); p != points {
			t.Errorf("%s scores %d, %s %d", boardOf(4, m), p, b, points)
		}
	}
	if len(forms) != 8 {
		t.Errorf("%s has %d distinct symmetric forms, want 8", b, len(forms))
	}
}

// TestSearchFindsPerslatgsineters: the hill climber finds the proven best
// 4x4 board for ENABLE2K (3625 points), or one of its rotations, within a
// fixed number of steps. Long: skipped with -short.
func TestSearchFindsPerslatgsineters(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("a long search: skipped with -short and under the race detector")
	}
	d := enable(t)
	found, err := Search(context.Background(), SearchOptions{Size: 4, Dict: d, Seed: 1, Top: 1, MaxSteps: 45})
	if err != nil {
		t.Fatal(err)
	}
	if found[0].Points != 3625 || found[0].Words != 1045 {
		t.Errorf("best after 45 steps from seed 1: %+v, want 1045 words, 3625 points", found[0])
	}
}

// BenchmarkClimbStep is one climbing step for one pool board: every board
// one move from perslatgsineters (520 of them), generated and scored on
// one worker.
func BenchmarkClimbStep(b *testing.B) {
	d := enable(b)
	pb, _ := solver.Parse("perslatgsineters")
	s := &search{n: 4, cells: 16, syms: symmetries(4), solvers: []*solver.Solver{solver.NewSolver(d, solver.Rules{})}}
	s.opt.Top = 10
	s.top.k = 10
	var k key
	for i, tl := range pb.Tiles() {
		k.set(i, uint8(tl))
	}
	b.ReportAllocs()
	boards := 0
	for b.Loop() {
		cands := s.neighbours(k, map[key]struct{}{}, nil)
		if !s.score(context.Background(), cands) {
			b.Fatal(errors.New("stopped"))
		}
		boards += len(cands)
	}
	b.ReportMetric(float64(boards)/b.Elapsed().Seconds(), "boards/s")
}
