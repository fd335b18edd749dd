// Package study estimates, by Monte Carlo, how likely each word is to be on
// a board rolled from real Boggle dice, and how many points it is worth per
// board on average: the study list a frequent player learns from. It also
// ships tables computed ahead of time (see Table), which the chat bot reads
// without spending CPU.
//
// Run rolls boards from a dice set, solves each with the public solver API
// and counts the boards each word is on. Board i is rolled from a seed
// derived from the run's seed and i alone, and the counts are integer sums,
// so a run's result depends on its options and never on how many workers
// did it or in which order they finished.
//
// It also searches for the highest-scoring boards (Search, hybrid-boggle's
// hill climber), keeps the richest of many dice rolls (Rich), and ships the
// best boards found ahead of time (BestBoards); docs/best.md.
//
// Everything in the package is safe for concurrent use.
package study

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/trie"
)

// MaxBoards is the most boards one Run rolls: about an hour on one core for
// 4x4 boards, and the limit under which every count fits an int32.
const MaxBoards = 100_000_000

// chunk is how many consecutive boards a worker takes at a time: large enough
// that handing them out costs nothing, small enough that a run stops within
// a few milliseconds of its context being cancelled.
const chunk = 64

// Options say what to study.
type Options struct {
	Dice  *solver.Dice // the dice boards are rolled from (default solver.Modern)
	Dict  *dict.Dict   // the words that count (required)
	Rules solver.Rules // scoring and minimum length
	// Boards is how many boards to roll, from 1 to MaxBoards.
	Boards int
	// Seed decides the boards: the same seed and options give the same result.
	Seed uint64
	// Workers is how many goroutines solve boards; 0 means GOMAXPROCS.
	// It changes the speed of a run and nothing else.
	Workers int
	// Progress, if set, is called after each batch of boards with the number
	// of boards solved so far. Calls come one at a time, from the workers:
	// it should return quickly.
	Progress func(done int)
}

// Shown returns the word as players see it: Spelled, else Word.
func (w Word) Shown() string {
	if w.Spelled != "" {
		return w.Spelled
	}
	return w.Word
}

// A Word is one word seen on at least one board.
type Word struct {
	Word string `json:"word"`
	// Spelled is the word as its list spells it, where that differs
	// (French alternées: dict.Dict.Display); see Shown.
	Spelled string `json:"spelled,omitempty"`
	// Boards is how many of the run's boards held the word.
	Boards int `json:"boards"`
	// Probability is Boards divided by the boards rolled: the estimated
	// chance that a random board holds the word.
	Probability float64 `json:"probability"`
	// Points is what the word scores under the run's rules.
	Points int `json:"points"`
	// Expected is Points times Probability: the points the word is worth
	// per board, on average.
	Expected float64 `json:"expected_points"`
}

// Result is what a run found.
type Result struct {
	Dice  string       // the dice set's name
	Dict  string       // the dictionary's name
	Rules solver.Rules // as given
	Size  int          // the boards' size N
	Seed  uint64
	// Boards is how many boards were solved: Options.Boards, unless the
	// context was cancelled first. Even then the boards solved are exactly
	// boards 0..Boards-1, so the result is the one a run of that many
	// boards with the same seed gives.
	Boards int
	// TotalWords and TotalPoints sum the words and points of every board.
	TotalWords, TotalPoints int64
	// Partial counts boards whose search stopped at solver.SolveBudget.
	Partial int
	// Tiles counts the boards' tiles, and DeadTiles those no word's path
	// crosses: a face that forms no word there.
	Tiles, DeadTiles int64
	// Words are every word seen, most likely first, then alphabetically.
	Words []Word
}

// MeanWords is the mean number of words per board. It equals the sum of the
// words' probabilities, an identity the tests check.
func (r Result) MeanWords() float64 { return ratio(r.TotalWords, r.Boards) }

// DeadShare is the share of the boards' tiles that no word crosses
// (English's real dice: about 6%).
func (r Result) DeadShare() float64 {
	if r.Tiles == 0 {
		return 0
	}
	return float64(r.DeadTiles) / float64(r.Tiles)
}

// MeanPoints is the mean points per board: the sum of the words' Expected.
func (r Result) MeanPoints() float64 { return ratio(r.TotalPoints, r.Boards) }

func ratio(total int64, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(total) / float64(n)
}

// ByExpected sorts words by expected points per board (most first), then by
// probability, then alphabetically: the order of a study list to learn from.
func ByExpected(words []Word) {
	slices.SortFunc(words, func(a, b Word) int {
		if c := cmp.Compare(b.Expected, a.Expected); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Boards, a.Boards); c != 0 {
			return c
		}
		return strings.Compare(a.Word, b.Word)
	})
}

// byProbability is Result.Words' order.
func byProbability(words []Word) {
	slices.SortFunc(words, func(a, b Word) int {
		if c := cmp.Compare(b.Boards, a.Boards); c != 0 {
			return c
		}
		return strings.Compare(a.Word, b.Word)
	})
}

// BoardSeed is the seed board i of a run with seed seed is rolled from
// (solver.Dice.Roll). It is SplitMix64's finaliser over the pair, so that
// neighbouring boards and neighbouring seeds give unrelated boards.
func BoardSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Run rolls opt.Boards boards and counts the boards each word is on. When ctx
// is cancelled it stops within a batch of boards and returns what it has
// (Result.Boards says how many), with ctx's error.
func Run(ctx context.Context, opt Options) (Result, error) {
	dice := cmp.Or(opt.Dice, solver.Modern)
	if opt.Dict == nil {
		return Result{}, errors.New("study: no dictionary")
	}
	if opt.Boards < 1 || opt.Boards > MaxBoards {
		return Result{}, fmt.Errorf("study: the number of boards must be from 1 to %d, not %d", MaxBoards, opt.Boards)
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	chunks := (opt.Boards + chunk - 1) / chunk
	workers = min(workers, chunks)

	t := opt.Dict.Trie()
	var (
		next     atomic.Int64 // the next chunk to hand out
		progress sync.Mutex
		done     int
		tallies  = make([]*tally, workers)
		wg       sync.WaitGroup
	)
	for w := range workers {
		tl := &tally{boards: make([]int32, t.Nodes()), names: map[trie.Node]string{}}
		tallies[w] = tl
		wg.Go(func() {
			s := solver.NewSolver(opt.Dict, opt.Rules)
			for ctx.Err() == nil {
				c := int(next.Add(1) - 1)
				if c >= chunks {
					return
				}
				hi := min((c+1)*chunk, opt.Boards)
				for i := c * chunk; i < hi; i++ {
					tl.add(s, dice.Roll(BoardSeed(opt.Seed, i)), opt.Dict)
				}
				tl.solved = max(tl.solved, hi)
				if opt.Progress != nil {
					progress.Lock()
					done += hi - c*chunk
					opt.Progress(done)
					progress.Unlock()
				}
			}
		})
	}
	wg.Wait()

	// Chunks are handed out in order and every chunk handed out is finished,
	// so the boards solved are 0..solved-1 whether or not ctx was cancelled.
	res := Result{Dice: dice.Name, Dict: opt.Dict.Name(), Rules: opt.Rules, Size: dice.Size, Seed: opt.Seed}
	total := tallies[0]
	for _, tl := range tallies[1:] {
		for n, c := range tl.boards {
			total.boards[n] += c
		}
		total.words += tl.words
		total.points += tl.points
		total.partial += tl.partial
		total.tiles += tl.tiles
		total.dead += tl.dead
		total.solved = max(total.solved, tl.solved)
	}
	res.Boards = total.solved
	res.TotalWords, res.TotalPoints, res.Partial = total.words, total.points, total.partial
	res.Tiles, res.DeadTiles = total.tiles, total.dead
	for _, tl := range tallies[1:] {
		for n, w := range tl.names {
			total.names[n] = w
		}
	}
	res.Words = make([]Word, 0, len(total.names))
	for n, w := range total.names {
		c := total.boards[n]
		p := float64(c) / float64(res.Boards)
		pts := opt.Rules.PointsIn(opt.Dict.Alphabet(), w, dice.Size)
		res.Words = append(res.Words, Word{Word: w, Boards: int(c), Probability: p, Points: pts, Expected: float64(pts) * p})
		if s := opt.Dict.Display(w); s != w {
			res.Words[len(res.Words)-1].Spelled = s
		}
	}
	byProbability(res.Words)
	if res.Boards < opt.Boards {
		return res, cmp.Or(ctx.Err(), context.Canceled)
	}
	return res, nil
}

// A tally is one worker's counts.
type tally struct {
	boards        []int32              // boards holding the word ending at each trie node
	names         map[trie.Node]string // the words with a count, by node
	words, points int64
	tiles, dead   int64 // the boards' tiles, and those no word crosses
	partial       int
	solved        int // one past the last board of the worker's last chunk
}

func (tl *tally) add(s *solver.Solver, b solver.Board, d *dict.Dict) {
	res := s.Solve(b)
	tl.words += int64(res.Count)
	tl.points += int64(res.Score)
	if res.Partial {
		tl.partial++
	}
	var used uint64 // the tiles some word crosses, by index
	n := b.Size()
	for _, w := range res.Words {
		for _, p := range w.Path {
			used |= 1 << (p.Row*n + p.Col)
		}
	}
	tl.tiles += int64(n * n)
	tl.dead += int64(n*n - bits.OnesCount64(used))
	t, a := d.Trie(), d.Alphabet()
	for _, w := range res.Words {
		enc, _ := a.Encode(w.Word)
		if n, ok := t.Lookup(enc); ok {
			if tl.boards[n] == 0 {
				tl.names[n] = strings.Clone(w.Word) // not a slice of the board's letters
			}
			tl.boards[n]++
		}
	}
}
