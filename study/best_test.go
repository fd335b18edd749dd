package study

import (
	"cmp"
	"context"
	"encoding/json"
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

// TestSearchFinds3x3Best: the hill climber finds the proven best 3x3 board
// for ENABLE2K, streaedlp (545 points), or a rotation of it, within a fixed
// number of steps from seed 1, with the defaults and with the settings for
// large boards (a few boards expanded a step, no j k q w x z).
func TestSearchFinds3x3Best(t *testing.T) {
	if raceDetector {
		t.Skip("a search of thousands of boards: skipped under the race detector")
	}
	d := enable(t)
	for _, opt := range []SearchOptions{
		{Size: 3, Dict: d, Seed: 1, Top: 1, MaxSteps: 40},
		{Size: 3, Dict: d, Seed: 1, Top: 1, MaxSteps: 200, Pool: 60, Expand: 4, Letters: LargeLetters},
	} {
		found, err := Search(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := solver.Parse("streaedlp")
		w, p := solver.Score(want, d, solver.Rules{})
		if found[0].Points != p || found[0].Words != w {
			t.Errorf("pool %d, expand %d: best after %d steps from seed 1: %s %d words %d points, want %s's %d and %d",
				opt.Pool, opt.Expand, opt.MaxSteps, found[0].Board, found[0].Words, found[0].Points, want, w, p)
		}
	}
}

// TestSearchLetters: with Letters, every board the search scores is made of
// them alone.
func TestSearchLetters(t *testing.T) {
	d := common(t)
	var recorded []Scored
	found, err := Search(context.Background(), SearchOptions{Size: 4, Dict: d, Seed: 2, Top: 50, Pool: 12, Expand: 3,
		Letters: "aeilnrst", MaxSteps: 6, Record: func(s Scored) { recorded = append(recorded, s) }})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range append(found, recorded...) {
		for _, tl := range s.Board.Tiles() {
			if l := tl.Letters(); !strings.Contains("aeilnrst", l) {
				t.Fatalf("board %s has %q, not one of aeilnrst", s.Board, l)
			}
		}
	}
	for _, bad := range []string{"a", "abc1", "aé"} {
		if _, err := Search(context.Background(), SearchOptions{Size: 4, Dict: d, Letters: bad}); err == nil {
			t.Errorf("Letters %q: no error", bad)
		}
	}
}

// TestSearchRecordsBoardsOverBeat: Record is given every board scored over
// Beat once, the best found among them, and no other.
func TestSearchRecordsBoardsOverBeat(t *testing.T) {
	d := common(t)
	const beat = 500
	seen := map[solver.Board]bool{}
	var recorded []Scored
	found, err := Search(context.Background(), SearchOptions{Size: 4, Dict: d, Seed: 4, Top: 20, Pool: 20, Expand: 5,
		MaxSteps: 15, Beat: beat, Record: func(s Scored) { recorded = append(recorded, s) }})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range recorded {
		if s.Points <= beat || seen[s.Board] {
			t.Errorf("recorded %s (%d points) over %d, once before: %v", s.Board, s.Points, beat, seen[s.Board])
		}
		if _, p := solver.Score(s.Board, d, solver.Rules{}); p != s.Points {
			t.Errorf("recorded %s with %d points, the solver says %d", s.Board, s.Points, p)
		}
		seen[s.Board] = true
	}
	over := 0
	for _, s := range found {
		if s.Points > beat {
			over++
			if !seen[s.Board] {
				t.Errorf("%s (%d points) is over %d and was not recorded", s.Board, s.Points, beat)
			}
		}
	}
	if over == 0 {
		t.Fatalf("no board found over %d (best %d): the test needs some", beat, found[0].Points)
	}
}

// TestSearchResumes: a search stopped and resumed from its checkpoint (as
// JSON, as bogglebot best writes it) ends where the same search run in one
// go ends, having continued rather than started again: the resumed run
// takes the steps left, not all of them, and scores fewer boards than the
// whole run.
func TestSearchResumes(t *testing.T) {
	d := common(t)
	base := SearchOptions{Size: 4, Dict: d, Seed: 9, Top: 10, Pool: 16, Expand: 3, Letters: "aeilnrstdgop", Beat: 400}
	run := func(opt SearchOptions) ([]Scored, Checkpoint, []Scored) {
		t.Helper()
		var cp Checkpoint
		var recorded []Scored
		opt.Checkpoint = func(c Checkpoint) { cp = c }
		opt.Record = func(s Scored) { recorded = append(recorded, s) }
		found, err := Search(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		return found, cp, recorded
	}
	whole := base
	whole.MaxSteps = 40
	want, wantCP, wantRec := run(whole)
	if wantCP.Climb == 0 {
		t.Fatalf("40 steps made one climb (checkpoint %+v): the test needs a restart in the second half", wantCP)
	}

	first := base
	first.MaxSteps = 12
	_, cp, rec1 := run(first)
	if cp.Steps != 12 || len(cp.Pool) != base.Pool {
		t.Fatalf("checkpoint after 12 steps: %d steps, a pool of %d", cp.Steps, len(cp.Pool))
	}
	data, err := json.Marshal(cp)
	if err != nil {
		t.Fatal(err)
	}
	var back Checkpoint
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	// One step on, the pools are the same too (the step after a
	// checkpoint expands what the whole run's did).
	next, resumeNext := base, base
	next.MaxSteps, resumeNext.MaxSteps, resumeNext.Resume = 13, 13, &back
	_, nextCP, _ := run(next)
	_, resumedNextCP, _ := run(resumeNext)
	if !slices.Equal(nextCP.Pool, resumedNextCP.Pool) || slices.Equal(nextCP.Pool, cp.Pool) {
		t.Errorf("after step 13, resumed at 12: the pool is the whole run's: %v; the pool changed in step 13: %v",
			slices.Equal(nextCP.Pool, resumedNextCP.Pool), !slices.Equal(nextCP.Pool, cp.Pool))
	}
	rest := whole
	rest.Resume = &back
	got, gotCP, rec2 := run(rest)
	if !slices.Equal(got, want) {
		t.Errorf("resumed after 12 steps, the best:\n%v\nin one run:\n%v", got, want)
	}
	if gotCP.Steps != 40 || gotCP.Climb != wantCP.Climb || !slices.Equal(gotCP.Pool, wantCP.Pool) {
		t.Errorf("resumed: step %d, climb %d; in one run step %d, climb %d (pools equal: %v)",
			gotCP.Steps, gotCP.Climb, wantCP.Steps, wantCP.Climb, slices.Equal(gotCP.Pool, wantCP.Pool))
	}
	if resumed := gotCP.Boards - cp.Boards; resumed >= wantCP.Boards || gotCP.Boards < wantCP.Boards {
		t.Errorf("the resumed run scored %d boards (%d in all), the whole run %d: it started again", resumed, gotCP.Boards, wantCP.Boards)
	}
	if all := append(rec1, rec2...); !slices.Equal(all, wantRec) {
		t.Errorf("recorded over 400 in two runs %d boards, in one %d", len(all), len(wantRec))
	}

	for _, other := range []SearchOptions{{Seed: 10}, {Pool: 17}, {Size: 5}, {Letters: "aeilnrst"}} {
		opt := base
		opt.Resume = &back
		opt.Seed = cmp.Or(other.Seed, opt.Seed)
		opt.Pool = cmp.Or(other.Pool, opt.Pool)
		opt.Size = cmp.Or(other.Size, opt.Size)
		opt.Letters = cmp.Or(other.Letters, opt.Letters)
		if _, err := Search(context.Background(), opt); err == nil || !strings.Contains(err.Error(), "another search") {
			t.Errorf("resuming with %+v: %v, want an error naming another search", other, err)
		}
	}
}
