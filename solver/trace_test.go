package solver_test

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// traceRef is the plain backtracking search Trace used to be, with no
// pruning, capped at maxSteps tiles tried: the reference. decided is false
// when the cap cut it short.
func traceRef(b solver.Board, word string, maxSteps int) (found, decided bool) {
	n := b.Size()
	steps := 0
	var walk func(i int, rest string, used uint64) bool
	walk = func(i int, rest string, used uint64) bool {
		if steps++; steps > maxSteps {
			return false
		}
		l := b.At(i/n, i%n).Letters()
		if l == "" || !strings.HasPrefix(rest, l) {
			return false
		}
		if rest = rest[len(l):]; rest == "" {
			return true
		}
		for avail := solver.NeighbourMask(n, i/n, i%n) &^ used; avail != 0; avail &= avail - 1 {
			j := bits.TrailingZeros64(avail)
			if walk(j, rest, used|1<<j) {
				return true
			}
		}
		return false
	}
	for i := range n * n {
		if walk(i, word, 1<<i) {
			return true, true
		}
	}
	return false, steps <= maxSteps
}

// checkPath fails unless path is a path of distinct, adjacent tiles of b
// that spells word.
func checkPath(t testing.TB, b solver.Board, word string, path []solver.Pos) {
	t.Helper()
	var spelt strings.Builder
	seen := map[solver.Pos]bool{}
	for k, p := range path {
		if p.Row < 0 || p.Col < 0 || p.Row >= b.Size() || p.Col >= b.Size() {
			t.Fatalf("board %s, %q: tile %v is off the board", b, word, p)
		}
		if seen[p] {
			t.Fatalf("board %s, %q: path %v takes %v twice", b, word, path, p)
		}
		seen[p] = true
		if k > 0 {
			if dr, dc := p.Row-path[k-1].Row, p.Col-path[k-1].Col; dr < -1 || dr > 1 || dc < -1 || dc > 1 {
				t.Fatalf("board %s, %q: path %v jumps from %v to %v", b, word, path, path[k-1], p)
			}
		}
		spelt.WriteString(b.Tile(p).Letters())
	}
	if spelt.String() != word {
		t.Fatalf("board %s: path %v spells %q, not %q", b, path, spelt.String(), word)
	}
}

// alphabets are the faces of boards that repeat letters: the boards where
// a plain search wanders.
var alphabets = [][]string{
	{"e", "x"},
	{"a", "b"},
	{"e", "e", "e", "x"},
	{"a", "b", "c"},
	{"e", "s", "r", "t"},
	{"t", "h", "e", "[th]", "[he]", "#"},
	{"i", "n", "e", "r", "[in]", "[er]", "q", "u"},
}

// repeatBoard returns an n x n board of faces from alpha.
func repeatBoard(tb testing.TB, r *rand.Rand, n int, alpha []string) solver.Board {
	var s strings.Builder
	for range n * n {
		s.WriteString(alpha[r.IntN(len(alpha))])
	}
	return mustParse(tb, s.String())
}

// pathWord walks a random path of up to want distinct tiles on b and
// returns what it spells: a word that is on the board.
func pathWord(r *rand.Rand, b solver.Board, want int) string {
	n := b.Size()
	i := r.IntN(n * n)
	used := uint64(1) << i
	var w strings.Builder
	w.WriteString(b.At(i/n, i%n).Letters())
	for range want - 1 {
		free := solver.NeighbourMask(n, i/n, i%n) &^ used
		if free == 0 {
			break
		}
		for k := r.IntN(bits.OnesCount64(free)); k > 0; k-- {
			free &= free - 1
		}
		i = bits.TrailingZeros64(free)
		used |= 1 << i
		w.WriteString(b.At(i/n, i%n).Letters())
	}
	return w.String()
}

// letterWord returns a word of the alphabet's letters, about want letters.
func letterWord(r *rand.Rand, alpha []string, want int) string {
	var w strings.Builder
	for w.Len() < want {
		f := strings.Trim(alpha[r.IntN(len(alpha))], "[]#")
		if f == "q" {
			f = "qu"
		}
		w.WriteString(f)
	}
	return w.String()
}

// TestTraceAgreesWithReference compares Trace with the plain search on
// random boards of repeated letters, 3x3 to 8x8, with two-letter faces and
// blanks: words walked on the board (always there) and words made up of its
// letters (mostly not).
func TestTraceAgreesWithReference(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 1))
	rounds := 4000
	if testing.Short() || raceDetector {
		rounds = 500
	}
	compared, undecided := 0, 0
	for range rounds {
		n := solver.MinSize + r.IntN(solver.MaxSize-solver.MinSize+1)
		alpha := alphabets[r.IntN(len(alphabets))]
		b := repeatBoard(t, r, n, alpha)
		for _, word := range []string{pathWord(r, b, 1+r.IntN(n*n)), letterWord(r, alpha, 1+r.IntN(n*n+n))} {
			path, _, err := solver.TraceBudgeted(context.Background(), b, word, solver.TraceBudget)
			switch {
			case err == nil:
				checkPath(t, b, word, path)
			case errors.Is(err, solver.ErrTraceBudget):
				undecided++
				continue
			case !errors.Is(err, solver.ErrNotOnBoard):
				t.Fatalf("board %s, %q: %v", b, word, err)
			}
			if found, decided := traceRef(b, word, 200_000); decided {
				compared++
				if found != (err == nil) {
					t.Errorf("board %s, %q: Trace says %v, the plain search %v", b, word, err, found)
				}
			}
		}
	}
	t.Logf("%d words compared with the plain search; %d given up (made-up words built to wander)", compared, undecided)
	if compared < rounds {
		t.Errorf("only %d words compared", compared)
	}
}

// TestTraceDictionaryWords traces the words of the large dictionary on
// boards made of their own letters, 4x4 to 8x8, and on the best boards:
// every word must be decided, with room to spare in the budget, and the
// words Solve finds must be found.
func TestTraceDictionaryWords(t *testing.T) {
	d, _ := dict.Embedded("large")
	var words []string
	for w := range d.Words() {
		words = append(words, w)
	}
	// The alphabets of long words with few distinct letters.
	alphas := map[string]bool{}
	for _, w := range words {
		var set [26]bool
		distinct := 0
		for _, c := range []byte(w) {
			if !set[c-'a'] {
				set[c-'a'], distinct = true, distinct+1
			}
		}
		if distinct <= 4 && len(w) >= 8 {
			var a []byte
			for c := range set {
				if set[c] {
					a = append(a, byte('a'+c))
				}
			}
			alphas[string(a)] = true
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	var boards []solver.Board
	for a := range alphas {
		alpha := strings.Split(a, "")
		for _, n := range []int{4, 5, 6, 8} {
			boards = append(boards, repeatBoard(t, r, n, alpha))
		}
		if testing.Short() && len(boards) > 100 {
			break
		}
	}
	boards = append(boards, mustParse(t, "perslatgsineters"), mustParse(t, "ligdrmanesietildsracsepes"),
		mustParse(t, strings.Repeat("perslatgsineters", 4)))
	letterSet := func(s string) (m uint32) {
		for _, c := range []byte(s) {
			if c >= 'a' && c <= 'z' {
				m |= 1 << (c - 'a')
			}
		}
		return m
	}
	sets := make([]uint32, len(words))
	for i, w := range words {
		sets[i] = letterSet(w)
	}
	maxSteps, traced := 0, 0
	for _, b := range boards {
		onBoard := map[string]bool{}
		for _, w := range solver.Solve(b, d, solver.Rules{MinLen: 3}).Words {
			onBoard[w.Word] = true
		}
		letters := letterSet(b.String())
		for i, w := range words {
			if sets[i]&^letters != 0 {
				continue
			}
			path, steps, err := solver.TraceBudgeted(context.Background(), b, w, solver.TraceBudget)
			traced++
			maxSteps = max(maxSteps, steps)
			switch {
			case errors.Is(err, solver.ErrTraceBudget):
				t.Fatalf("board %s: %q was given up", b, w)
			case onBoard[w] != (err == nil):
				t.Fatalf("board %s: %q: Trace %v, Solve found it: %v", b, w, err, onBoard[w])
			case err == nil:
				checkPath(t, b, w, path)
			}
		}
	}
	t.Logf("%d words traced on %d boards; the most steps any took: %d", traced, len(boards), maxSteps)
	if maxSteps > solver.TraceBudget/16 {
		t.Errorf("a dictionary word took %d steps, more than a sixteenth of the budget (%d)", maxSteps, solver.TraceBudget)
	}
}

// hardTraces are the words that a plain search takes minutes or more to
// trace (the "8x8 board of all e, nine e's then an x").
var hardTraces = []struct {
	name, board, word string
	want              error // nil: found
}{
	{"all e, e*9 x", strings.Repeat("e", 64), strings.Repeat("e", 9) + "x", solver.ErrNotOnBoard},
	{"all e, e*12 x", strings.Repeat("e", 64), strings.Repeat("e", 12) + "x", solver.ErrNotOnBoard},
	{"6x6 all e, e*12 x", strings.Repeat("e", 36), strings.Repeat("e", 12) + "x", solver.ErrNotOnBoard},
	// The x is there, fenced off by a's.
	{"fenced x", strings.Repeat("e", 54) + "aa" + strings.Repeat("e", 6) + "ax", strings.Repeat("e", 12) + "x", solver.ErrNotOnBoard},
	// The s's and the l are there; the path cannot join them up.
	{"climbed board", "mheeneeicueecenucnsseeumneecenheinnseechmimimhhemulimeseeulimeci", "chemiluminescence", solver.ErrNotOnBoard},
	// Every tile, e's round to an x.
	{"all 64 tiles", strings.Repeat("e", 63) + "x", strings.Repeat("e", 63) + "x", nil},
	// Columns of a's and b's: every tile, alternating. There is such a
	// path, but finding it is a Hamiltonian path problem: given up.
	{"alternating fill", strings.Repeat("ab", 32), strings.Repeat("ab", 32), solver.ErrTraceBudget},
}

// TestTraceHardWordsAnswer runs the words a plain search wanders on under a
// watchdog: each must be answered. (The watchdog is generous; the answers
// take milliseconds.)
func TestTraceHardWordsAnswer(t *testing.T) {
	for _, tt := range hardTraces {
		t.Run(tt.name, func(t *testing.T) {
			b := mustParse(t, tt.board)
			done := make(chan bool, 1)
			go func() {
				_, ok := solver.Trace(b, tt.word)
				done <- ok
			}()
			watchdog := time.NewTimer(10 * time.Second)
			defer watchdog.Stop()
			select {
			case ok := <-done:
				if ok != (tt.want == nil) {
					t.Errorf("Trace = %v, want %v", ok, tt.want == nil)
				}
			case <-watchdog.C:
				t.Fatalf("no answer after 10 s")
			}
			path, steps, err := solver.TraceBudgeted(context.Background(), b, tt.word, solver.TraceBudget)
			if !errors.Is(err, tt.want) && err != tt.want {
				t.Errorf("TraceContext: %v, want %v", err, tt.want)
			}
			if err == nil {
				checkPath(t, b, tt.word, path)
			}
			if steps > solver.TraceBudget {
				t.Errorf("%d steps, more than the budget of %d", steps, solver.TraceBudget)
			}
		})
	}
}

// TestTraceBudget: the search takes exactly the steps it is allowed, then
// gives up with ErrTraceBudget.
func TestTraceBudget(t *testing.T) {
	b := mustParse(t, strings.Repeat("ab", 32))
	word := strings.Repeat("ab", 32)
	for _, budget := range []int{1, 100, 5000, solver.TraceBudget} {
		_, steps, err := solver.TraceBudgeted(context.Background(), b, word, budget)
		if !errors.Is(err, solver.ErrTraceBudget) || steps != budget {
			t.Errorf("budget %d: %d steps, %v; want %d steps, ErrTraceBudget", budget, steps, err, budget)
		}
	}
	if _, err := solver.TraceContext(context.Background(), b, word); !errors.Is(err, solver.ErrTraceBudget) {
		t.Errorf("TraceContext = %v, want ErrTraceBudget", err)
	}
	// No budget: the counts alone decide, or the trace gives up at once.
	for _, budget := range []int{0, -1} {
		if _, steps, err := solver.TraceBudgeted(context.Background(), b, "abc", budget); !errors.Is(err, solver.ErrNotOnBoard) || steps != 0 {
			t.Errorf("budget %d, a word with a letter the board lacks: %d steps, %v", budget, steps, err)
		}
		if _, steps, err := solver.TraceBudgeted(context.Background(), b, "abab", budget); !errors.Is(err, solver.ErrTraceBudget) || steps != 0 {
			t.Errorf("budget %d, a word on the board: %d steps, %v", budget, steps, err)
		}
	}
	if errors.Is(solver.ErrTraceBudget, solver.ErrNotOnBoard) {
		t.Error("ErrTraceBudget must not read as not on the board")
	}
}

// TestTraceContextDone: a trace stops with the context's error once the
// context is done, within 1024 steps.
func TestTraceContextDone(t *testing.T) {
	b := mustParse(t, strings.Repeat("ab", 32))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, steps, err := solver.TraceBudgeted(ctx, b, strings.Repeat("ab", 32), solver.TraceBudget)
	if !errors.Is(err, context.Canceled) || steps > 1024 {
		t.Errorf("after cancel: %d steps, %v; want context.Canceled within 1024 steps", steps, err)
	}
	ctx, cancel = context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, err := solver.TraceContext(ctx, b, strings.Repeat("ab", 32)); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("past deadline: %v, want context.DeadlineExceeded", err)
	}
}

func TestNotOnBoardWhy(t *testing.T) {
	b := mustParse(t, "lqre slus atic nren")
	tests := []struct{ word, why string }{
		{"zebra", "the board has no z"},
		{"assess", "the board has 2 s's, and the word needs 4"},
		{"quietly", "the board has no y"},
		{"qat", "every q on a board comes as Qu, and this q has no u after it"},
		{"R2", "a word is letters a-z only"},
		{"", "a word is letters a-z only"},
		{strings.Repeat("e", 18), "it has 18 letters, and the board's tiles hold 17"},
		{"rules", ""}, // the letters are there; the search rules it out
	}
	for _, tt := range tests {
		_, err := solver.TraceContext(context.Background(), b, tt.word)
		var e *solver.NotOnBoardError
		if !errors.As(err, &e) || !errors.Is(err, solver.ErrNotOnBoard) {
			t.Errorf("%q: %v, want a *NotOnBoardError", tt.word, err)
			continue
		}
		if e.Why() != tt.why {
			t.Errorf("%q: Why() = %q, want %q", tt.word, e.Why(), tt.why)
		}
		if !strings.Contains(e.Error(), fmt.Sprintf("%q is not on the board", tt.word)) {
			t.Errorf("%q: Error() = %q", tt.word, e.Error())
		}
	}
	// Two-letter faces: an "in" face gives one i and one n.
	sb := mustParse(t, "[in] e r s / t a [th] e / s i n g / e r [er] s")
	for _, w := range []string{"inert", "strings", "thine", "tinsel"} {
		_, err := solver.TraceContext(context.Background(), sb, w)
		found, _ := traceRef(sb, w, 1<<30)
		if (err == nil) != found {
			t.Errorf("%q on %s: %v, plain search %v", w, sb, err, found)
		}
	}
}

// FuzzTrace traces words on boards that repeat a few letters (the boards
// where a search wanders): it must end, a path it returns must spell the
// word, and on boards up to 4x4 it must agree with the plain search.
func FuzzTrace(f *testing.F) {
	f.Add(uint8(5), uint8(0), []byte("\x00\x00\x00\x01\x00\x00"), []byte("\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01"))
	f.Add(uint8(1), uint8(1), []byte("\x00\x01\x00\x01"), []byte("\x00\x01\x00\x01\x00\x01\x00\x01"))
	f.Add(uint8(0), uint8(5), []byte("\x03\x04\x02\x01"), []byte("\x03\x02\x00"))
	f.Add(uint8(3), uint8(6), []byte("\x04\x05\x06\x07\x00\x01\x02"), []byte("\x04\x02\x06"))
	f.Fuzz(func(t *testing.T, size, alpha uint8, tiles, word []byte) {
		n := solver.MinSize + int(size)%(solver.MaxSize-solver.MinSize+1)
		faces := alphabets[int(alpha)%len(alphabets)]
		if len(tiles) == 0 || len(word) == 0 || len(word) > 2*n*n+2 {
			return
		}
		var bs strings.Builder
		for i := range n * n {
			bs.WriteString(faces[int(tiles[i%len(tiles)])%len(faces)])
		}
		b := mustParse(t, bs.String())
		var ws strings.Builder
		for _, c := range word {
			l := strings.Trim(faces[int(c)%len(faces)], "[]#")
			if l == "q" {
				l = "qu"
			}
			ws.WriteString(l)
		}
		w := ws.String()
		path, steps, err := solver.TraceBudgeted(context.Background(), b, w, 1<<14)
		switch {
		case steps > 1<<14:
			t.Fatalf("%d steps, more than the budget", steps)
		case err == nil:
			checkPath(t, b, w, path)
		case !errors.Is(err, solver.ErrNotOnBoard) && !errors.Is(err, solver.ErrTraceBudget):
			t.Fatalf("board %s, %q: %v", b, w, err)
		}
		if n <= 4 && !errors.Is(err, solver.ErrTraceBudget) {
			if found, decided := traceRef(b, w, 2_000_000); decided && found != (err == nil) {
				t.Fatalf("board %s, %q: Trace %v, the plain search %v", b, w, err, found)
			}
		}
	})
}

// BenchmarkTraceWorst traces the worst words built for it: each one is
// answered within TraceBudget steps.
func BenchmarkTraceWorst(b *testing.B) {
	for _, tt := range hardTraces {
		board, err := solver.Parse(tt.board)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.ReplaceAll(tt.name, " ", "_"), func(b *testing.B) {
			b.ReportAllocs()
			steps := 0
			for b.Loop() {
				_, steps, _ = solver.TraceBudgeted(context.Background(), board, tt.word, solver.TraceBudget)
			}
			b.ReportMetric(float64(steps), "steps/op")
		})
	}
}

// BenchmarkTraceWords traces every word Solve finds on dice boards: the
// everyday case.
func BenchmarkTraceWords(b *testing.B) {
	d := enable(b)
	var boards []solver.Board
	var words [][]string
	for i := range 64 {
		board := solver.Modern.Roll(uint64(i))
		boards = append(boards, board)
		var ws []string
		for _, w := range solver.Solve(board, d, solver.Rules{}).Words {
			ws = append(ws, w.Word)
		}
		words = append(words, ws)
	}
	b.ReportAllocs()
	traced := 0
	for i := 0; b.Loop(); i++ {
		k := i % len(boards)
		for _, w := range words[k] {
			solver.Trace(boards[k], w)
		}
		traced += len(words[k])
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(traced), "ns/word")
}

// climbedBoard was found by hill climbing for the board on which Solve's
// search takes the most steps: 2.8 million with the large dictionary.
const climbedBoard = "eliliiis vnilllis vetiliie reretiss raratese eateness sstenese essessss"

// TestSolveBudget: on a board built to defeat it, Solve stops at
// SolveBudget steps and says so; what it found is right.
func TestSolveBudget(t *testing.T) {
	large, _ := dict.Embedded("large")
	b := mustParse(t, climbedBoard)
	if n := solver.ScoreNodes(b, large, solver.Rules{}); n <= solver.SolveBudget {
		t.Fatalf("the board takes only %d steps; the test needs more than %d", n, solver.SolveBudget)
	}
	res := solver.Solve(b, large, solver.Rules{})
	if !res.Partial || res.Count == 0 {
		t.Fatalf("Partial = %v with %d words", res.Partial, res.Count)
	}
	checkResult(t, large, res)
	s := solver.NewSolver(large, solver.Rules{})
	if c, sc := s.Score(b); !s.Partial() || c != res.Count || sc != res.Score {
		t.Errorf("Score = %d, %d, partial %v; Solve %d, %d", c, sc, s.Partial(), res.Count, res.Score)
	}
	// The same Solver on a real board: complete again.
	if s.Score(mustParse(t, strings.Repeat("perslatgsineters", 4))); s.Partial() {
		t.Error("the tiled best board is partial")
	}
	for _, board := range []string{"perslatgsineters", strings.Repeat("perslatgsineters", 4), strings.Repeat("s", 64), strings.Repeat("q", 64), strings.Repeat("[th]", 36)} {
		if res := solver.Solve(mustParse(t, board), large, solver.Rules{}); res.Partial {
			t.Errorf("%s: partial", board)
		}
	}
}

// BenchmarkSolveWorst solves the worst boards found, with each tier: the
// climbed board stops at SolveBudget steps with the large dictionary.
func BenchmarkSolveWorst(b *testing.B) {
	boards := map[string]string{
		"climbed":        climbedBoard,
		"tiled-best-4x4": strings.Repeat("perslatgsineters", 4),
		"all-s":          strings.Repeat("s", 64),
		"qu":             strings.Repeat("qe", 32),
		"two-letter":     strings.Repeat("[in][er][th][he][an]est", 8),
	}
	for _, name := range []string{"climbed", "tiled-best-4x4", "all-s", "qu", "two-letter"} {
		board := mustParse(b, boards[name])
		for _, tier := range []string{"common", "standard", "large"} {
			d, err := dict.Embedded(tier)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(name+"/"+tier, func(b *testing.B) {
				b.ReportAllocs()
				s := solver.NewSolver(d, solver.Rules{})
				for b.Loop() {
					s.Solve(board)
				}
				b.ReportMetric(float64(min(solver.ScoreNodes(board, d, solver.Rules{}), solver.SolveBudget)), "steps/op")
			})
		}
	}
}
