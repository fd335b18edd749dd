package solver_test

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

const enablePath = "../../shared/wordlists/enable2k.txt"

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

func mustParse(tb testing.TB, s string) solver.Board {
	tb.Helper()
	b, err := solver.Parse(s)
	if err != nil {
		tb.Fatalf("Parse(%q): %v", s, err)
	}
	return b
}

// TestEnableFigures checks the reference figures in shared/wordlists/README.md.
func TestEnableFigures(t *testing.T) {
	d := enable(t)
	for _, tt := range []struct {
		board        string
		count, score int
	}{
		{"perslatgsineters", 1045, 3625},
		{"abcdefghijklmnop", 16, 18},
	} {
		res := solver.Solve(mustParse(t, tt.board), d, solver.Rules{})
		if res.Count != tt.count || res.Score != tt.score || len(res.Words) != tt.count {
			t.Errorf("%s: %d words (%d listed), %d points; want %d, %d", tt.board, res.Count, len(res.Words), res.Score, tt.count, tt.score)
		}
		if c, s := solver.Score(mustParse(t, tt.board), d, solver.Rules{}); c != tt.count || s != tt.score {
			t.Errorf("Score(%s) = %d, %d; want %d, %d", tt.board, c, s, tt.count, tt.score)
		}
	}
}

// TestBlogBoard solves the board from danvk's Boggle posts, checking words
// that use the Qu tile and the result's invariants.
func TestBlogBoard(t *testing.T) {
	d := enable(t)
	b := mustParse(t, "l qu r e / s l u s / a t i c / n r e n")
	if b != mustParse(t, "LQRE SLUS ATIC NREN") {
		t.Fatal("the same board typed two ways parses differently")
	}
	res := solver.Solve(b, d, solver.Rules{})
	checkResult(t, d, res)
	// The 8-letter words, worth 11 points each, with the path of the first.
	var eleven []string
	for _, w := range res.Words {
		if w.Points == 11 {
			eleven = append(eleven, w.Word)
		}
	}
	if want := []string{"linecuts", "recitals", "reincurs", "reticula", "sinecure"}; !slices.Equal(eleven, want) {
		t.Errorf("11-point words = %v, want %v", eleven, want)
	}
	if p := res.Words[0].Path; !slices.Equal(p, []solver.Pos{{1, 1}, {2, 2}, {3, 3}, {3, 2}, {2, 3}, {1, 2}, {2, 1}, {1, 0}}) {
		t.Errorf("path of %s = %v", res.Words[0].Word, p)
	}
	// Cross-check the whole board against Trace over every ENABLE2K word.
	var words []string
	for w := range d.Words() {
		words = append(words, w)
	}
	diff(t, b, resultMap(res), traceAll(b, words, solver.Rules{}))
}

// checkResult asserts every invariant of a Result: paths adjacent, no tile
// twice, spelling the word; points by the rules; words distinct, in the
// dictionary, sorted; totals adding up.
func checkResult(t *testing.T, d *dict.Dict, res solver.Result) {
	t.Helper()
	b, n := res.Board, res.Board.Size()
	if res.Count != len(res.Words) {
		t.Fatalf("Count %d, %d words", res.Count, len(res.Words))
	}
	sum := 0
	seen := map[string]bool{}
	for i, w := range res.Words {
		if seen[w.Word] {
			t.Fatalf("%q listed twice", w.Word)
		}
		seen[w.Word] = true
		if !d.Contains(w.Word) {
			t.Fatalf("%q is not in the dictionary", w.Word)
		}
		if want := res.Rules.Points(w.Word, n); w.Points != want || want == 0 {
			t.Fatalf("%q scores %d, want %d", w.Word, w.Points, want)
		}
		var spelled strings.Builder
		used := map[solver.Pos]bool{}
		for k, p := range w.Path {
			if p.Row < 0 || p.Row >= n || p.Col < 0 || p.Col >= n {
				t.Fatalf("%q: %v off the board", w.Word, p)
			}
			if used[p] {
				t.Fatalf("%q: uses %v twice", w.Word, p)
			}
			used[p] = true
			if k > 0 {
				q := w.Path[k-1]
				if dr, dc := p.Row-q.Row, p.Col-q.Col; dr < -1 || dr > 1 || dc < -1 || dc > 1 {
					t.Fatalf("%q: %v is not next to %v", w.Word, p, q)
				}
			}
			spelled.WriteString(b.Tile(p).Letters())
		}
		if spelled.String() != w.Word {
			t.Fatalf("path of %q spells %q", w.Word, spelled.String())
		}
		sum += w.Points
		if i > 0 {
			a := res.Words[i-1]
			if a.Points < w.Points || (a.Points == w.Points && (len(a.Word) < len(w.Word) ||
				(len(a.Word) == len(w.Word) && a.Word > w.Word))) {
				t.Fatalf("%q sorted before %q", a.Word, w.Word)
			}
		}
	}
	if sum != res.Score {
		t.Fatalf("Score %d, words sum to %d", res.Score, sum)
	}
}

// traceAll is an independent solver: it checks every dictionary word against
// the board with Trace, a plain backtracking search that uses no trie.
func traceAll(b solver.Board, words []string, r solver.Rules) map[string]int {
	return scored(traceWords(b, words, r), b, r)
}

// traceWords returns the words that score under some of rules and that
// Trace finds on the board: one trace a word for all the rule sets.
func traceWords(b solver.Board, words []string, rules ...solver.Rules) map[string]bool {
	out := map[string]bool{}
	for _, w := range words {
		if slices.ContainsFunc(rules, func(r solver.Rules) bool { return r.Points(w, b.Size()) > 0 }) {
			if _, ok := solver.Trace(b, w); ok {
				out[w] = true
			}
		}
	}
	return out
}

// scored returns the words of traced that score under r, with their points.
func scored(traced map[string]bool, b solver.Board, r solver.Rules) map[string]int {
	out := map[string]int{}
	for w := range traced {
		if p := r.Points(w, b.Size()); p > 0 {
			out[w] = p
		}
	}
	return out
}

// enumerate is a second independent solver: it walks every simple path on the
// board (no trie, no pruning but a length cap) and keeps the dictionary words.
func enumerate(b solver.Board, d *dict.Dict, r solver.Rules, maxTiles int) map[string]int {
	n := b.Size()
	out := map[string]int{}
	var walk func(i int, used uint64, word string, tiles int)
	walk = func(i int, used uint64, word string, tiles int) {
		word += b.At(i/n, i%n).Letters()
		if p := r.Points(word, n); p > 0 && d.Contains(word) {
			out[word] = p
		}
		if tiles == maxTiles {
			return
		}
		for j := range n * n {
			di, dj := i/n-j/n, i%n-j%n
			if used&(1<<j) == 0 && di >= -1 && di <= 1 && dj >= -1 && dj <= 1 && b.At(j/n, j%n) != solver.Blank {
				walk(j, used|1<<j, word, tiles+1)
			}
		}
	}
	for i := range n * n {
		if b.At(i/n, i%n) != solver.Blank {
			walk(i, 1<<i, "", 1)
		}
	}
	return out
}

func resultMap(res solver.Result) map[string]int {
	m := map[string]int{}
	for _, w := range res.Words {
		m[w.Word] = w.Points
	}
	return m
}

func diff(t *testing.T, b solver.Board, got, want map[string]int) {
	t.Helper()
	for w, p := range want {
		if got[w] != p {
			t.Errorf("board %s: %q: solver gives %d points, brute force %d", b, w, got[w], p)
		}
	}
	for w := range got {
		if _, ok := want[w]; !ok {
			t.Errorf("board %s: solver found %q, brute force did not", b, w)
		}
	}
}

// randomBoard makes an n x n board of random faces, some of them two-letter
// faces and blanks, so that every tile kind is exercised.
func randomBoard(r *rand.Rand, n int) solver.Board {
	tiles := make([]solver.Tile, n*n)
	for i := range tiles {
		switch x := r.IntN(100); {
		case x < 3:
			tiles[i] = solver.Blank
		case x < 8:
			tiles[i] = solver.An + solver.Tile(r.IntN(5))
		default:
			tiles[i] = solver.Letter(byte('a' + r.IntN(26)))
		}
	}
	b, _ := solver.New(n, tiles)
	return b
}

func TestBruteForceEverySize(t *testing.T) {
	d, _ := dict.Embedded("large")
	var words []string
	for w := range d.Words() {
		words = append(words, w)
	}
	r := rand.New(rand.NewPCG(7, 11))
	for n := solver.MinSize; n <= solver.MaxSize; n++ {
		boards := 4
		if testing.Short() {
			boards = 1
		}
		for range boards {
			var b solver.Board
			if dice, err := solver.DiceForSize(n); err == nil && r.IntN(2) == 0 {
				b = dice.Roll(r.Uint64())
			} else {
				b = randomBoard(r, n)
			}
			ruleSets := []solver.Rules{{}, {Scoring: solver.Scramble, MinLen: 3}}
			traced := traceWords(b, words, ruleSets...) // once for both rule sets
			for _, rules := range ruleSets {
				res := solver.Solve(b, d, rules)
				checkResult(t, d, res)
				diff(t, b, resultMap(res), scored(traced, b, rules))
				if c, s := solver.Score(b, d, rules); c != res.Count || s != res.Score {
					t.Errorf("board %s: Score = %d, %d; Solve = %d, %d", b, c, s, res.Count, res.Score)
				}
			}
		}
	}
}

// TestEnumerateSmallBoards compares with every path of a 3x3 board (all of
// them) and of 4x4 boards up to 7 tiles.
func TestEnumerateSmallBoards(t *testing.T) {
	d, _ := dict.Embedded("large")
	r := rand.New(rand.NewPCG(3, 5))
	for _, tc := range []struct{ n, maxTiles, boards int }{{3, 9, 6}, {4, 7, 3}} {
		for range tc.boards {
			b := randomBoard(r, tc.n)
			if tc.n == 4 {
				b = solver.Modern.Roll(r.Uint64())
			}
			res := solver.Solve(b, d, solver.Rules{})
			got := resultMap(res)
			for w := range got {
				if len(res.Words[slices.IndexFunc(res.Words, func(x solver.Word) bool { return x.Word == w })].Path) > tc.maxTiles {
					delete(got, w)
				}
			}
			diff(t, b, got, enumerate(b, d, solver.Rules{}, tc.maxTiles))
		}
	}
}

func TestRulesAndScoring(t *testing.T) {
	tests := []struct {
		word  string
		n     int
		rules solver.Rules
		want  int
	}{
		{"cat", 4, solver.Rules{}, 1},
		{"cats", 4, solver.Rules{}, 1},
		{"quilt", 4, solver.Rules{}, 2}, // Qu counts as two letters: 5 letters
		{"queen", 4, solver.Rules{}, 2},
		{"quest", 4, solver.Rules{}, 2},
		{"strain", 4, solver.Rules{}, 3},
		{"strains", 4, solver.Rules{}, 5},
		{"strained", 4, solver.Rules{}, 11},
		{"hypertensions", 4, solver.Rules{}, 11},
		{"cat", 5, solver.Rules{}, 0}, // 4+ letters on big boards
		{"cats", 5, solver.Rules{}, 1},
		{"cats", 4, solver.Rules{MinLen: 5}, 0},
		// Scramble: letter values plus a length bonus.
		{"cat", 4, solver.Rules{Scoring: solver.Scramble}, 4 + 1 + 1},
		{"quiz", 4, solver.Rules{Scoring: solver.Scramble}, 10 + 1 + 10},
		{"quilt", 4, solver.Rules{Scoring: solver.Scramble}, 10 + 1 + 2 + 1 + 3},
		{"jazzy", 4, solver.Rules{Scoring: solver.Scramble}, 10 + 1 + 10 + 10 + 3 + 3},
		{"strained", 4, solver.Rules{Scoring: solver.Scramble}, 1 + 1 + 1 + 1 + 1 + 2 + 1 + 2 + 15},
	}
	for _, tt := range tests {
		if got := tt.rules.Points(tt.word, tt.n); got != tt.want {
			t.Errorf("%v.Points(%q, %d) = %d, want %d", tt.rules, tt.word, tt.n, got, tt.want)
		}
	}
	if _, err := solver.ParseRules("chess", 0); err == nil {
		t.Error("ParseRules accepted chess")
	}
	if _, err := solver.ParseRules("boggle", 2); err == nil || !strings.Contains(err.Error(), "from 3 to") {
		t.Errorf("ParseRules(min 2) err = %v", err)
	}
}

// TestScrambleQuTile checks that a word through the Qu tile scores the tile's 10.
func TestScrambleQuTile(t *testing.T) {
	d, _ := dict.Embedded("standard")
	b := mustParse(t, "qizt eabc dfgh jklm")
	res := solver.Solve(b, d, solver.Rules{Scoring: solver.Scramble})
	checkResult(t, d, res)
	for _, w := range res.Words {
		if w.Word == "quiz" && w.Points != 21 {
			t.Errorf("quiz scores %d, want 21", w.Points)
		}
	}
}

func TestConcurrentSolves(t *testing.T) {
	d, _ := dict.Embedded("standard")
	boards := make([]solver.Board, 20)
	want := make([]solver.Result, len(boards))
	for i := range boards {
		boards[i] = solver.Modern.Roll(uint64(i))
		want[i] = solver.Solve(boards[i], d, solver.Rules{})
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for k := range 50 {
				i := (g + k) % len(boards)
				got := solver.Solve(boards[i], d, solver.Rules{})
				if got.Count != want[i].Count || got.Score != want[i].Score || !slices.EqualFunc(got.Words, want[i].Words,
					func(a, b solver.Word) bool { return a.Word == b.Word && a.Points == b.Points }) {
					t.Errorf("board %d differs under concurrency", i)
					return
				}
			}
		})
	}
	wg.Wait()
}

func TestTrace(t *testing.T) {
	b := mustParse(t, "l qu r e / s l u s / a t i c / n r e n")
	tests := []struct {
		word string
		ok   bool
	}{
		{"sinecure", true}, {"lqu", true}, {"quell", false}, {"rules", false}, {"zebra", false}, {"", false},
		{"quurl", true}, {"sluts", false}, {"lures", true}, {"ulster", true}, {"slut", true}, {"quls", true}, {"sinecures", false},
	}
	for _, tt := range tests {
		path, ok := solver.Trace(b, tt.word)
		if ok != tt.ok {
			t.Errorf("Trace(%q) = %v, want %v", tt.word, ok, tt.ok)
			continue
		}
		if ok {
			var s strings.Builder
			for _, p := range path {
				s.WriteString(b.Tile(p).Letters())
			}
			if s.String() != tt.word {
				t.Errorf("Trace(%q) path spells %q", tt.word, s.String())
			}
		}
	}
}

func TestDice(t *testing.T) {
	for _, set := range solver.DiceSets {
		a, b := set.Roll(42), set.Roll(42)
		if a != b {
			t.Errorf("%s: the same seed rolled different boards", set.Name)
		}
		if a == set.Roll(43) {
			t.Errorf("%s: seeds 42 and 43 rolled the same board", set.Name)
		}
		if a.Size() != set.Size {
			t.Errorf("%s: size %d", set.Name, a.Size())
		}
		if back, err := solver.Parse(a.String()); err != nil || back != a {
			t.Errorf("%s: %s does not round-trip: %v", set.Name, a, err)
		}
	}
	// Pinned boards: a change here changes every daily board ever played.
	if got := solver.Modern.Roll(1).String(); got != solver.Modern.Roll(1).String() || len(got) < 19 {
		t.Errorf("Roll(1) = %q", got)
	}
	// Each rolled tile comes from a distinct die: over many rolls, every die's
	// faces appear and no impossible letter does.
	counts := map[solver.Tile]int{}
	for s := range uint64(2000) {
		for _, tl := range solver.Modern.Roll(s).Tiles() {
			counts[tl]++
		}
	}
	// Modern dice hold no blank and no two-letter face; Qu is on one die.
	if counts[solver.Blank] != 0 || counts[solver.Th] != 0 {
		t.Error("modern dice rolled a face they don't have")
	}
	if q := counts[solver.Qu]; q < 2000/6/2 || q > 2000/6*2 {
		t.Errorf("Qu rolled %d times in 2000 boards, want about %d", q, 2000/6)
	}
	if _, err := solver.DiceForSize(7); err == nil {
		t.Error("DiceForSize(7) found dice")
	}
	if _, err := solver.DiceNamed("nope"); err == nil {
		t.Error("DiceNamed(nope) found dice")
	}
}

func TestPinnedRolls(t *testing.T) {
	// Daily boards are derived from Roll: these values must never change.
	want := map[string]string{}
	for _, set := range solver.DiceSets {
		want[set.Name] = set.Roll(20261122).String()
	}
	golden, err := os.ReadFile("testdata/rolls.txt")
	if os.IsNotExist(err) || *solver.UpdateFlag {
		var s strings.Builder
		for _, set := range solver.DiceSets {
			s.WriteString(set.Name + " " + want[set.Name] + "\n")
		}
		if err := os.WriteFile("testdata/rolls.txt", []byte(s.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, line := range strings.Split(strings.TrimSpace(string(golden)), "\n") {
		name, board, _ := strings.Cut(line, " ")
		if want[name] != board {
			t.Errorf("%s.Roll(20261122) = %q, was %q: rolls must stay stable", name, want[name], board)
		}
	}
}

func TestEmptyAndBlankBoards(t *testing.T) {
	d := dict.Default()
	var zero solver.Board
	if res := solver.Solve(zero, d, solver.Rules{}); res.Count != 0 {
		t.Error("zero board has words")
	}
	b := mustParse(t, "### ### ###")
	if res := solver.Solve(b, d, solver.Rules{}); res.Count != 0 || res.Words != nil {
		t.Errorf("blank board: %+v", res)
	}
	// A blank splits words: c a t with a blank in the middle of "cat".
	b = mustParse(t, "c#t a## ###")
	res := solver.Solve(b, d, solver.Rules{})
	checkResult(t, d, res)
	if res.Count != 1 || res.Words[0].Word != "act" && res.Words[0].Word != "cat" {
		// c(0,0) a(1,0) t(0,2): t is not next to a, so only words not needing that.
		for _, w := range res.Words {
			if w.Word == "cat" {
				t.Error("cat found across a blank")
			}
		}
	}
}

func TestNeighbourMasks(t *testing.T) {
	// A corner has 3 neighbours, an edge 5, an inside tile 8.
	for n := solver.MinSize; n <= solver.MaxSize; n++ {
		for _, tc := range []struct{ r, c, want int }{{0, 0, 3}, {0, 1, 5}, {1, 1, 8}, {n - 1, n - 1, 3}} {
			if got := bits.OnesCount64(solver.NeighbourMask(n, tc.r, tc.c)); got != tc.want {
				t.Errorf("%dx%d (%d,%d): %d neighbours, want %d", n, n, tc.r, tc.c, got, tc.want)
			}
		}
	}
}

// TestBestRanking checks the one ranking every view of a board's top words
// uses: Solve lists its words in CompareWords' order (points, then length,
// then alphabetically), and Best(n) is their first n.
func TestBestRanking(t *testing.T) {
	d := enable(t)
	for _, board := range []string{"perslatgsineters", "lqreslusaticnren", "abcdefghijklmnop", "xxxxxxxxx"} {
		res := solver.Solve(mustParse(t, board), d, solver.Rules{})
		if !slices.IsSortedFunc(res.Words, solver.CompareWords) {
			t.Errorf("%s: words not in CompareWords order", board)
		}
		for i := 1; i < len(res.Words); i++ {
			a, b := res.Words[i-1], res.Words[i]
			if a.Points < b.Points || a.Points == b.Points && len(a.Word) < len(b.Word) ||
				a.Points == b.Points && len(a.Word) == len(b.Word) && a.Word >= b.Word {
				t.Fatalf("%s: %s (%d) before %s (%d)", board, a.Word, a.Points, b.Word, b.Points)
			}
		}
		for _, n := range []int{-1, 0, 1, 5, 10, len(res.Words), len(res.Words) + 3} {
			got := res.Best(n)
			want := min(max(n, 0), len(res.Words))
			if len(got) != want || !slices.EqualFunc(got, res.Words[:want], func(a, b solver.Word) bool { return a.Word == b.Word }) {
				t.Errorf("%s: Best(%d) = %d words, want the first %d", board, n, len(got), want)
			}
		}
	}
	// perslatgsineters holds dozens of 11-point words: the best ten are all
	// of them, the longest first.
	res := solver.Solve(mustParse(t, "perslatgsineters"), d, solver.Rules{})
	for _, w := range res.Best(10) {
		if w.Points != 11 {
			t.Errorf("perslatgsineters: Best(10) holds %s, %d points", w.Word, w.Points)
		}
	}
}

func TestCompareWords(t *testing.T) {
	for _, tt := range []struct {
		a, b solver.Word
		want int
	}{
		{solver.Word{Word: "stare", Points: 2}, solver.Word{Word: "star", Points: 1}, -1},
		{solver.Word{Word: "rest", Points: 1}, solver.Word{Word: "quit", Points: 1}, 1}, // same points and length: alphabetical
		{solver.Word{Word: "tars", Points: 1}, solver.Word{Word: "tar", Points: 1}, -1},
		{solver.Word{Word: "zax", Points: 20}, solver.Word{Word: "abcde", Points: 9}, -1}, // Scramble: points first
		{solver.Word{Word: "rest", Points: 1}, solver.Word{Word: "rest", Points: 1}, 0},
	} {
		if got := solver.CompareWords(tt.a, tt.b); got != tt.want {
			t.Errorf("CompareWords(%s, %s) = %d, want %d", tt.a.Word, tt.b.Word, got, tt.want)
		}
	}
}

func TestPathText(t *testing.T) {
	b := mustParse(t, "lqre slus atic nren")
	path, ok := solver.Trace(b, "sinecure")
	if !ok {
		t.Fatal("sinecure not traced")
	}
	for _, tt := range []struct {
		path []solver.Pos
		want string
	}{
		{path, "S(2,4) → I(3,3) → N(4,4) → E(4,3) → C(3,4) → U(2,3) → R(1,3) → E(1,4)"},
		{[]solver.Pos{{Row: 0, Col: 1}}, "Qu(1,2)"},
		{[]solver.Pos{{Row: 4, Col: 0}}, "?(5,1)"},
		{nil, ""},
	} {
		if got := b.PathText(tt.path); got != tt.want {
			t.Errorf("PathText(%v) = %q, want %q", tt.path, got, tt.want)
		}
	}
	// Every tile of the text spells the word, in order.
	var spelt strings.Builder
	for _, part := range strings.Split(b.PathText(path), " → ") {
		spelt.WriteString(part[:strings.IndexByte(part, '(')])
	}
	if got := strings.ToLower(spelt.String()); got != "sinecure" {
		t.Errorf("the path's faces spell %q", got)
	}
}
