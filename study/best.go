// The best-board search: see Search and docs/best.md.

package study

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// A Scored board is a board with the number of words on it and their points,
// as solver.Score counts them.
type Scored struct {
	Board  solver.Board
	Words  int
	Points int
}

// Search sizes: the search packs a board in 192 bits, five a tile.
const (
	MinSearchSize = 3
	MaxSearchSize = 6
)

// DefaultPool is how many boards the hill climber keeps. hybrid-boggle keeps
// 250-500; on a busy two-core machine a pool of 20 climbs further in a
// minute, and restarts more often in longer runs (docs/best.md has the
// measurements).
const DefaultPool = 20

// The search's settings for 5x5 and 6x6 boards (bogglebot best's defaults
// there; docs/best.md has the measurements): a larger pool, of which each
// step expands only the best few not yet expanded, and boards without j k
// q w x z, which no rich 5x5 board hybrid-boggle found holds.
const (
	LargePool    = 300
	LargeExpand  = 20
	LargeLetters = "abcdefghilmnoprstuvy"
)

// SearchOptions say what Search looks for and how.
type SearchOptions struct {
	Size  int // board size, MinSearchSize to MaxSearchSize
	Dict  *dict.Dict
	Rules solver.Rules
	// Seed fixes the boards each climb starts from, and so every step of
	// every climb: the same seed visits the same boards in the same order
	// whatever the number of workers. Only where the search is stopped (its
	// time, Ctrl-C) differs from run to run.
	Seed uint64
	// Top is how many of the best boards Search returns (default 10).
	Top int
	// Pool is how many boards the climber keeps (default DefaultPool).
	Pool int
	// Workers score boards at once (default GOMAXPROCS).
	Workers int
	// Dice, if set, gives the letters of another language: boards are
	// made of its faces (the 31 most frequent, if it has more), drawn as
	// often as the dice have them. Without it boards are made of a-z, English-like.
	Dice *solver.Dice
	// Letters, if set, are the only letters (a-z, q for the Qu tile) an
	// English search's boards are made of (hybrid-boggle's 5x5 runs left
	// out j k q w x z). Not with Dice.
	Letters string
	// Expand is how many of the pool's boards each step expands (scores
	// every board one move away from), best first among those not yet
	// expanded: the rest wait for a later step, and most are pushed out
	// of the pool by better boards before their turn. 0 expands every
	// board new to the pool, as hybrid-boggle's climber does.
	Expand int
	// MaxSteps, if positive, stops the search after that many climbing
	// steps in all, for reproducible runs; otherwise it runs until ctx ends.
	MaxSteps int
	// MaxBoards, if positive, stops the search at the end of the step in
	// which it has scored that many boards in all.
	MaxBoards int64
	// Resume, if set, continues the search a Checkpoint describes (the
	// same options: Search fails on others) where it stood.
	Resume *Checkpoint
	// Checkpoint, if set, is called with where the search stands after a
	// step about every CheckpointEvery (default a minute), and once when
	// it stops; Search waits for it.
	Checkpoint      func(Checkpoint)
	CheckpointEvery time.Duration
	// Beat and Record: Record, if set, is called once for each board
	// scoring more than Beat points, as soon as its step ends, in the
	// order found.
	Beat   int
	Record func(Scored)
	// Progress, if set, is called about every ProgressEvery (default a
	// second) from a goroutine of Search's own, and once at the end.
	Progress      func(Progress)
	ProgressEvery time.Duration
}

// Progress is how far a search has got.
type Progress struct {
	Boards   int64 // boards scored
	Steps    int   // climbing steps done
	Climbs   int   // climbs started (the first, then one per restart)
	Best     Scored
	Elapsed  time.Duration
	Finished bool // the last call
}

// Search climbs towards the highest-scoring boards until ctx ends (or
// MaxSteps), and returns the best it found, best first, ties in board
// order. Stopping is not an error: Search returns what it has, at least the
// boards of the first climb's pool even if ctx had ended before it began. It
// fails only on bad options.
//
// It is hybrid-boggle's hill climber: a pool of the best Pool boards seen;
// each step scores every board one move away from each board new to the pool
// (each tile changed to each other letter, each pair of tiles swapped) and
// keeps the best Pool of the pool and those. When no new board makes the pool
// the climb has converged, and a new climb starts from fresh random boards.
// Steps score their boards on every worker. Expand makes a step expand only
// the best few boards of the pool not yet expanded, and Letters narrows the
// alphabet; Resume
// and Checkpoint make a search that runs for days, run by run; Beat and
// Record report the boards over a score as they are found.
func Search(ctx context.Context, opt SearchOptions) (_ []Scored, err error) {
	if opt.Size < MinSearchSize || opt.Size > MaxSearchSize {
		return nil, fmt.Errorf("the search finds boards %dx%d to %dx%d, not %dx%d", MinSearchSize, MinSearchSize, MaxSearchSize, MaxSearchSize, opt.Size, opt.Size)
	}
	if opt.Dict == nil {
		return nil, errors.New("the search needs a dictionary")
	}
	opt.Top = cmp.Or(opt.Top, 10)
	opt.Pool = cmp.Or(opt.Pool, DefaultPool)
	opt.Workers = cmp.Or(opt.Workers, runtime.GOMAXPROCS(0))
	if opt.Top < 1 || opt.Pool < 1 || opt.Workers < 1 || opt.Expand < 0 {
		return nil, fmt.Errorf("top (%d), pool (%d) and workers (%d) must be positive, expand (%d) 0 or more", opt.Top, opt.Pool, opt.Workers, opt.Expand)
	}
	s := &search{opt: opt, n: opt.Size, cells: opt.Size * opt.Size, start: time.Now(), nLetters: 26, reported: map[key]bool{}}
	s.lastCP = s.start
	if opt.Dice != nil {
		// Another language: the climb's letters are its dice's faces, and
		// a climb starts from faces drawn as often as the dice have them.
		// A key holds 31 letters: with more faces, the rarest are left out.
		count := map[solver.Tile]int{}
		for _, die := range opt.Dice.Tiles() {
			for _, t := range die {
				if t != solver.Blank {
					if count[t] == 0 {
						s.letters = append(s.letters, t)
					}
					count[t]++
				}
			}
		}
		slices.SortStableFunc(s.letters, func(a, b solver.Tile) int { return cmp.Compare(count[b], count[a]) })
		s.letters = s.letters[:min(len(s.letters), 31)]
		for i, t := range s.letters {
			for range count[t] {
				s.draw = append(s.draw, uint8(i+1))
			}
		}
		s.nLetters = len(s.letters)
	}
	s.allowed = make([]uint8, s.nLetters)
	for i := range s.allowed {
		s.allowed[i] = uint8(i + 1)
	}
	if opt.Letters != "" {
		if opt.Dice != nil {
			return nil, errors.New("the search takes Letters for English boards, not with Dice")
		}
		s.allowed = s.allowed[:0]
		for _, r := range opt.Letters {
			if r < 'a' || r > 'z' {
				return nil, fmt.Errorf("the search's letters are a-z, not %q", r)
			}
			if t := uint8(r - 'a' + 1); !slices.Contains(s.allowed, t) {
				s.allowed = append(s.allowed, t)
			}
		}
		slices.Sort(s.allowed)
		if len(s.allowed) < 2 {
			return nil, fmt.Errorf("the search needs two letters or more, not %q", opt.Letters)
		}
	}
	s.syms = symmetries(opt.Size)
	s.top.k = opt.Top
	s.solvers = make([]*solver.Solver, opt.Workers)
	for i := range s.solvers {
		s.solvers[i] = solver.NewSolver(opt.Dict, opt.Rules)
	}
	var resume *climbState
	if opt.Resume != nil {
		if resume, err = s.restore(opt.Resume); err != nil {
			return nil, err
		}
	}
	stopProgress := s.reportProgress()
	last := s.run(ctx, resume)
	stopProgress()
	if opt.Checkpoint != nil {
		opt.Checkpoint(s.checkpoint(last))
	}
	return s.top.list(s.letters, s.n), nil
}

// A board is a search board: its tiles (1-26, a-z with q the Qu face) packed
// five bits a tile, tile i at bits 5i.., and its counts once scored.
type board struct {
	key    key
	words  int32
	points int32
}

type key [3]uint64

func (k key) tile(i int) uint8 {
	bit := 5 * i
	w, o := bit/64, bit%64
	v := k[w] >> o
	if o > 59 {
		v |= k[w+1] << (64 - o)
	}
	return uint8(v & 31)
}

func (k *key) set(i int, t uint8) {
	bit := 5 * i
	w, o := bit/64, bit%64
	k[w] = k[w]&^(31<<o) | uint64(t)<<o
	if o > 59 {
		k[w+1] = k[w+1]&^(31>>(64-o)) | uint64(t)>>(64-o)
	}
}

func (k key) less(o key) int {
	for i := len(k) - 1; i >= 0; i-- {
		if c := cmp.Compare(k[i], o[i]); c != 0 {
			return c
		}
	}
	return 0
}

// boardOf returns the solver's board for key k, whose tiles are a-z.
func boardOf(n int, k key) solver.Board { return boardIn(nil, n, k) }

// boardIn returns the solver's board for key k, whose tile t is letters[t-1]
// (nil letters: a-z, tile t is the solver's tile t).
func boardIn(letters []solver.Tile, n int, k key) solver.Board {
	var tiles [MaxSearchSize * MaxSearchSize]solver.Tile
	for i := range n * n {
		if t := k.tile(i); letters != nil && t > 0 {
			tiles[i] = letters[t-1]
		} else {
			tiles[i] = solver.Tile(t)
		}
	}
	b, err := solver.New(n, tiles[:n*n])
	if err != nil {
		panic("study: a search board is not a board: " + err.Error())
	}
	return b
}

// better orders boards best first: points, then words, then key.
func better(a, b board) int {
	if c := cmp.Compare(b.points, a.points); c != 0 {
		return c
	}
	if c := cmp.Compare(b.words, a.words); c != 0 {
		return c
	}
	return a.key.less(b.key)
}

type search struct {
	opt      SearchOptions
	n, cells int
	start    time.Time
	solvers  []*solver.Solver
	syms     [][]int       // the square's symmetries but the identity: tile i goes to syms[j][i]
	letters  []solver.Tile // tile t of a key is letters[t-1]; nil: a-z
	draw     []uint8       // the tiles a climb starts from (nil: randomTile)
	nLetters int           // the tiles a key may hold: 1..nLetters
	allowed  []uint8       // the tiles the search uses (all of 1..nLetters, or Letters)
	prior    time.Duration // the time spent before a resumed search began
	reported map[key]bool  // boards given to Record
	lastCP   time.Time     // when Checkpoint was last called

	boards atomic.Int64
	mu     sync.Mutex // guards steps, climbs and top
	steps  int
	climbs int
	top    topK
}

// maxSeen bounds the set of boards a climb remembers (about 40 bytes each);
// past it the set starts again, and a few boards may be scored twice.
const maxSeen = 1 << 22

// climbState is where a climb stands between two steps: what a
// Checkpoint saves.
type climbState struct {
	climb    uint64           // the climb's number: its starting boards come from the seed and it
	pool     []board          // best first; nil: the climb has not started
	expanded map[key]struct{} // boards already expanded (the pool's among them)
	seen     map[key]struct{} // boards scored in the climb (not saved: see restore)
}

// run climbs until ctx ends or a limit is reached, from cs (a resumed
// climb) or from climb 0, and returns where it stopped.
func (s *search) run(ctx context.Context, cs *climbState) *climbState {
	if cs == nil {
		cs = &climbState{}
	}
	for {
		if cs.pool == nil {
			if !s.startClimb(ctx, cs) {
				return cs
			}
		}
		if !s.climb(ctx, cs) {
			return cs
		}
		// Converged: a new climb, unless the search is over.
		if ctx.Err() != nil || s.limitReached() {
			return cs
		}
		cs = &climbState{climb: cs.climb + 1}
	}
}

// startClimb draws and scores cs's starting pool. It reports false, with
// cs.pool nil, if ctx ended first: the first climb's boards are scored even
// then, so that Search always has boards to return (a pool is at most a few
// thousand boards).
func (s *search) startClimb(ctx context.Context, cs *climbState) bool {
	s.mu.Lock()
	s.climbs = int(cs.climb) + 1
	first := len(s.top.boards) == 0
	s.mu.Unlock()
	rng := rand.New(rand.NewPCG(s.opt.Seed, cs.climb))
	cs.seen = make(map[key]struct{}, 1<<16)
	cs.expanded = make(map[key]struct{}, s.opt.Pool*4)
	var pool []board
	for len(pool) < s.opt.Pool {
		var k key
		for i := range s.cells {
			k.set(i, s.startTile(rng))
		}
		k = s.canonical(k)
		if _, dup := cs.seen[k]; !dup {
			cs.seen[k] = struct{}{}
			pool = append(pool, board{key: k})
		}
	}
	scoreCtx := ctx
	if first {
		scoreCtx = context.WithoutCancel(ctx)
	}
	ok := s.score(scoreCtx, pool)
	s.record(pool)
	if !ok || ctx.Err() != nil {
		return false
	}
	slices.SortFunc(pool, better)
	cs.pool = pool
	return true
}

// startTile draws a starting tile: as the dice have them, or with English
// frequencies among the allowed letters.
func (s *search) startTile(rng *rand.Rand) uint8 {
	if s.draw != nil {
		return s.draw[rng.IntN(len(s.draw))]
	}
	for {
		if t := randomTile(rng); s.opt.Letters == "" || slices.Contains(s.allowed, t) {
			return t
		}
	}
}

// climb takes steps until the climb converges (true) or the search stops
// (false). A step expands the best Expand boards of the pool not yet
// expanded (every one if Expand is 0), scores the boards one move from
// them that the climb has not scored, and keeps the best Pool boards of the
// pool and those.
func (s *search) climb(ctx context.Context, cs *climbState) bool {
	for {
		if ctx.Err() != nil || s.limitReached() {
			return false
		}
		var cands []board
		var done []key
		for _, p := range cs.pool {
			if s.opt.Expand > 0 && len(done) == s.opt.Expand {
				break
			}
			if _, ok := cs.expanded[p.key]; ok {
				continue
			}
			done = append(done, p.key)
			cands = s.neighbours(p.key, cs.seen, cands)
		}
		if len(done) == 0 {
			return true
		}
		if len(cs.seen) > maxSeen {
			clear(cs.seen)
		}
		ok := s.score(ctx, cands)
		s.record(cands)
		if !ok {
			return false
		}
		// Marked only now: a step cut short is taken again on resuming.
		for _, k := range done {
			cs.expanded[k] = struct{}{}
		}
		cs.pool = mergePool(cs.pool, cands, s.opt.Pool)
		s.mu.Lock()
		s.steps++
		s.mu.Unlock()
		s.maybeCheckpoint(cs)
	}
}

// limitReached reports whether MaxSteps or MaxBoards is reached.
func (s *search) limitReached() bool {
	return (s.opt.MaxSteps > 0 && s.stepsDone() >= s.opt.MaxSteps) ||
		(s.opt.MaxBoards > 0 && s.boards.Load() >= s.opt.MaxBoards)
}

// record gives Record the boards scored over Beat, once each.
func (s *search) record(boards []board) {
	if s.opt.Record == nil {
		return
	}
	for _, b := range boards {
		if int(b.points) > s.opt.Beat && !s.reported[b.key] {
			s.reported[b.key] = true
			s.opt.Record(Scored{Board: boardIn(s.letters, s.n, b.key), Words: int(b.words), Points: int(b.points)})
		}
	}
}

func (s *search) stepsDone() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.steps
}

// symmetries returns the seven rotations and reflections of an n x n
// board (the identity left out) as tile permutations.
func symmetries(n int) [][]int {
	var out [][]int
	for t := 1; t < 8; t++ {
		p := make([]int, n*n)
		for r := range n {
			for c := range n {
				rr, cc := r, c
				if t&1 != 0 {
					cc = n - 1 - cc
				}
				if t&2 != 0 {
					rr = n - 1 - rr
				}
				if t&4 != 0 {
					rr, cc = cc, rr
				}
				p[r*n+c] = rr*n + cc
			}
		}
		out = append(out, p)
	}
	return out
}

// canonical returns the least key of k's rotations and reflections, which
// all score the same: the search keeps one of them.
func (s *search) canonical(k key) key {
	best := k
	for _, p := range s.syms {
		var m key
		for i, j := range p {
			m.set(j, k.tile(i))
		}
		if m.less(best) < 0 {
			best = m
		}
	}
	return best
}

// randomTile draws a letter with English frequencies, Boggle style: more
// vowels and common consonants, so a climb starts among wordy boards.
func randomTile(rng *rand.Rand) uint8 {
	const letters = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz"
	return letters[rng.IntN(len(letters))] - 'a' + 1
}

// neighbours appends to out every board one move from k that seen does not
// hold, and adds them to seen: each tile changed to each other letter, then
// each pair of different tiles swapped.
func (s *search) neighbours(k key, seen map[key]struct{}, out []board) []board {
	add := func(nk key) {
		nk = s.canonical(nk)
		if _, ok := seen[nk]; !ok {
			seen[nk] = struct{}{}
			out = append(out, board{key: nk})
		}
	}
	for i := range s.cells {
		old := k.tile(i)
		for _, t := range s.allowed {
			if t != old {
				nk := k
				nk.set(i, t)
				add(nk)
			}
		}
	}
	for i := range s.cells {
		for j := i + 1; j < s.cells; j++ {
			a, b := k.tile(i), k.tile(j)
			if a != b {
				nk := k
				nk.set(i, b)
				nk.set(j, a)
				add(nk)
			}
		}
	}
	return out
}

// score scores boards on every worker, feeding the best into s.top. It
// reports false if ctx ended first (the boards scored by then still count
// towards the top).
func (s *search) score(ctx context.Context, boards []board) bool {
	const chunk = 64
	var next atomic.Int64
	var wg sync.WaitGroup
	for _, sv := range s.solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local topK
			local.k = s.opt.Top
			for ctx.Err() == nil {
				lo := int(next.Add(chunk)) - chunk
				if lo >= len(boards) {
					break
				}
				hi := min(lo+chunk, len(boards))
				for i := lo; i < hi; i++ {
					w, p := sv.Score(boardIn(s.letters, s.n, boards[i].key))
					boards[i].words, boards[i].points = int32(w), int32(p)
					local.add(boards[i])
				}
				s.boards.Add(int64(hi - lo))
			}
			s.mu.Lock()
			for _, b := range local.boards {
				s.top.add(b)
			}
			s.mu.Unlock()
		}()
	}
	wg.Wait()
	return ctx.Err() == nil
}

// mergePool returns the best size boards of pool and cands, each once.
func mergePool(pool, cands []board, size int) []board {
	all := slices.Concat(pool, cands)
	slices.SortFunc(all, better)
	all = slices.CompactFunc(all, func(a, b board) bool { return a.key == b.key })
	return slices.Clip(all[:min(size, len(all))])
}

// topK keeps the k best distinct boards.
type topK struct {
	k      int
	boards []board // best first
}

func (t *topK) add(b board) {
	if len(t.boards) == t.k && better(b, t.boards[len(t.boards)-1]) >= 0 {
		return
	}
	i, found := slices.BinarySearchFunc(t.boards, b, better)
	if found {
		return
	}
	t.boards = slices.Insert(t.boards, i, b)
	if len(t.boards) > t.k {
		t.boards = t.boards[:t.k]
	}
}

func (s *search) snapshot(finished bool) Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := Progress{Boards: s.boards.Load(), Steps: s.steps, Climbs: s.climbs, Elapsed: s.prior + time.Since(s.start), Finished: finished}
	if len(s.top.boards) > 0 {
		b := s.top.boards[0]
		p.Best = Scored{Board: boardIn(s.letters, s.n, b.key), Words: int(b.words), Points: int(b.points)}
	}
	return p
}

// reportProgress calls opt.Progress every ProgressEvery until the returned
// function is called, which makes the last call.
func (s *search) reportProgress() (stop func()) {
	if s.opt.Progress == nil {
		return func() {}
	}
	every := cmp.Or(s.opt.ProgressEvery, time.Second)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				s.opt.Progress(s.snapshot(false))
			}
		}
	}()
	return func() {
		close(done)
		wg.Wait()
		s.opt.Progress(s.snapshot(true))
	}
}

// list returns the top boards as the solver's boards, best first.
func (t *topK) list(letters []solver.Tile, n int) []Scored {
	out := make([]Scored, len(t.boards))
	for i, b := range t.boards {
		out[i] = Scored{Board: boardIn(letters, n, b.key), Words: int(b.words), Points: int(b.points)}
	}
	return out
}
