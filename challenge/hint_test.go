package challenge_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

func TestNextRung(t *testing.T) {
	var taken []game.Hint
	want := []game.Rung{1, 2, 3, 4, 3, 4, 3, 4}
	for i, w := range want {
		if got := game.NextRung(taken); got != w {
			t.Errorf("after %d hints: rung %d, want %d", i, got, w)
		}
		taken = append(taken, game.Hint{Seq: i + 1, Rung: w})
	}
}

func solve(t testing.TB, board, tier string) solver.Result {
	t.Helper()
	b, err := solver.Parse(board)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded(tier)
	if err != nil {
		t.Fatal(err)
	}
	return solver.Solve(b, d, solver.Rules{})
}

// TestGridCountsSolverWords checks rung 1 against the solver: every word
// counted once, in its first letter's row and its length's column.
func TestGridCountsSolverWords(t *testing.T) {
	for _, tt := range []struct{ board, tier string }{
		{"lqre slus atic nren", "standard"},
		{"perslatgsineters", "large"}, // words of 10+ letters: the last column is "9+"
		{"tries nodal pecan ruses thorn", "common"},
	} {
		t.Run(tt.board, func(t *testing.T) {
			sol := solve(t, tt.board, tt.tier)
			g := game.NewGrid(sol.Words)
			if g.Total != sol.Count || g.Points != sol.Score {
				t.Errorf("grid totals %d words, %d points; the solver %d, %d", g.Total, g.Points, sol.Count, sol.Score)
			}
			longest := 0
			for _, w := range sol.Words {
				longest = max(longest, len(w.Word))
			}
			if g.Longer != (longest > 9) {
				t.Errorf("Longer = %v with the longest word %d letters", g.Longer, longest)
			}
			for _, r := range g.Rows {
				for i, l := range g.Lengths {
					want := 0
					for _, w := range sol.Words {
						n := len(w.Word)
						if strings.EqualFold(w.Word[:1], r.Letter) && (n == l || g.Longer && i == len(g.Lengths)-1 && n > l) {
							want++
						}
					}
					if r.Counts[i] != want {
						t.Errorf("%s, %d letters: %d, the solver's words %d", r.Letter, l, r.Counts[i], want)
					}
				}
			}
			sum := 0
			for _, n := range g.Totals {
				sum += n
			}
			if sum != sol.Count {
				t.Errorf("the columns sum to %d, the solver has %d words", sum, sol.Count)
			}
			for l, n := range g.ByLen {
				want := 0
				for _, w := range sol.Words {
					if len(w.Word) == l {
						want++
					}
				}
				if n != want {
					t.Errorf("ByLen[%d] = %d, want %d", l, n, want)
				}
			}
		})
	}
}

// startsFrom is the words of set that some path starting at tile s spells,
// found by walking every path from s that spells the start of a word of
// set: another search than Heat's, word by word.
func startsFrom(b solver.Board, s int, set map[string]bool) map[string]bool {
	prefixes := map[string]bool{}
	for w := range set {
		for i := 1; i <= len(w); i++ {
			prefixes[w[:i]] = true
		}
	}
	n := b.Size()
	found := map[string]bool{}
	var walk func(i int, used uint64, spelt string)
	walk = func(i int, used uint64, spelt string) {
		t := b.At(i/n, i%n)
		if t == solver.Blank {
			return
		}
		spelt += t.Letters()
		if !prefixes[spelt] {
			return
		}
		if set[spelt] {
			found[spelt] = true
		}
		used |= 1 << i
		for j := range n * n {
			dr, dc := j/n-i/n, j%n-i%n
			if used&(1<<j) == 0 && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 {
				walk(j, used, spelt)
			}
		}
	}
	walk(s, 0, "")
	return found
}

// TestHeatCountsEveryStart checks rung 2 against the solver's words: a
// tile counts the words that some path from it spells. On a board with no
// letter twice, that is the tile where the solver's path starts.
func TestHeatCountsEveryStart(t *testing.T) {
	for _, tt := range []struct{ board, tier string }{
		{"lqre slus atic nren", "standard"},
		{"perslatgsineters", "common"},
		{"[th]ares# loving [qu]eints stareo dumpse #rilen", "common"},
		{"cowl dire span thug", "large"}, // no letter twice
		// 8x8, thousands of words: trying every tile for every word's
		// first letter must not spend the search budget.
		{"stersate aeinrlst tsraenil eilnstar ratesnil snilerta aertsnil lirtseaa", "large"},
		{"catsdogs ratecone pinesalt hardmist bowlfine greatsun plumedot wickerah", "large"},
	} {
		t.Run(tt.board, func(t *testing.T) {
			sol := solve(t, tt.board, tt.tier)
			for _, left := range [][]solver.Word{sol.Words, sol.Words[len(sol.Words)/3:]} { // none found; some
				heatCountsEveryStart(t, sol, left)
			}
		})
	}
}

// heatCountsEveryStart checks Heat(left) on sol's board against
// startsFrom, and against the solver's paths when no letter is twice on it.
func heatCountsEveryStart(t *testing.T, sol solver.Result, left []solver.Word) {
	t.Helper()
	heat, err := game.Heat(ctx, sol.Board, left)
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, w := range left {
		set[w.Word] = true
	}
	distinct := map[solver.Tile]bool{}
	for _, tile := range sol.Board.Tiles() {
		distinct[tile] = true
	}
	n := sol.Board.Size()
	for s := range n * n {
		if want := len(startsFrom(sol.Board, s, set)); heat[s] != want {
			t.Errorf("%d words left: tile %d (%s): %d words start there, want %d", len(left), s, sol.Board.At(s/n, s%n), heat[s], want)
		}
	}
	if len(distinct) == n*n {
		want := make([]int, n*n)
		for _, w := range left {
			want[w.Path[0].Row*n+w.Path[0].Col]++
		}
		if !slices.Equal(heat, want) {
			t.Errorf("heat %v; the solver's paths start %v", heat, want)
		}
	}
}

// TestHeatBounded: a board of one letter, where paths are many, is
// answered within HeatBudget, every word counted at least once.
func TestHeatBounded(t *testing.T) {
	b, err := solver.Parse(strings.Repeat("e", 36))
	if err != nil {
		t.Fatal(err)
	}
	words := []solver.Word{{Word: strings.Repeat("e", 30), Path: []solver.Pos{{Row: 0, Col: 0}}}, {Word: "eee", Path: []solver.Pos{{Row: 5, Col: 5}}}}
	heat, err := game.Heat(ctx, b, words)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, h := range heat {
		sum += h
	}
	if sum < len(words) {
		t.Errorf("heat sums to %d over %d words", sum, len(words))
	}
}

// TestHintLadderDaily plays the ladder through a Service: each rung
// against the solver's own words, the hinted word scoring nothing, hints
// counted beside the score, and no hint once every word is found.
func TestHintLadderDaily(t *testing.T) {
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	svc, _, _ := newService(t, now)
	g := game.Guild{Platform: "discord", ID: "g"}
	alice := game.Player{ID: "a", Name: "Alice"}
	day := game.DayOf(now, time.UTC)
	words := wordsOn(t, day, 4, "common")
	// Alice finds the three best words first.
	if _, err := svc.Guess(ctx, g, alice, words[0].Word+" "+words[1].Word+" "+words[2].Word); err != nil {
		t.Fatal(err)
	}
	left := words[3:]
	hint := func(want game.Rung) game.Clue {
		t.Helper()
		h, err := svc.Hint(ctx, g, alice)
		if err != nil {
			t.Fatalf("Hint: %v", err)
		}
		if h.Clue.Rung != want || !h.Added {
			t.Fatalf("hint %d is rung %d (added %v), want rung %d", h.Clue.Seq, h.Clue.Rung, h.Added, want)
		}
		if h.Clue.Left != len(left) {
			t.Errorf("hint %d: %d words left, the solver says %d", h.Clue.Seq, h.Clue.Left, len(left))
		}
		return h.Clue
	}
	c := hint(game.RungCounts)
	if c.Grid.Total != len(left) || c.Grid.Points != sumPoints(left) {
		t.Errorf("rung 1: %d words, %d points; want %d, %d", c.Grid.Total, c.Grid.Points, len(left), sumPoints(left))
	}
	c = hint(game.RungHeat)
	if want, _ := game.Heat(ctx, c.Board, left); !slices.Equal(c.Heat, want) {
		t.Errorf("rung 2: heat %v, want %v", c.Heat, want)
	}
	c = hint(game.RungStart)
	target := c.Target
	if !slices.ContainsFunc(left, func(w solver.Word) bool { return w.Word == target.Word }) {
		t.Fatalf("rung 3 reveals %q, which is not among the words left", target.Word)
	}
	if c.Prefix() != target.Word[:2] {
		t.Errorf("rung 3: prefix %q of %q", c.Prefix(), target.Word)
	}
	c = hint(game.RungPath)
	if c.Target.Word != target.Word {
		t.Errorf("rung 4 shows %q, rung 3 gave %q", c.Target.Word, target.Word)
	}
	var spelt strings.Builder
	for _, p := range c.Target.Path {
		spelt.WriteString(c.Board.Tile(p).Letters())
	}
	if spelt.String() != target.Word {
		t.Errorf("rung 4's path spells %q, not %q", spelt.String(), target.Word)
	}
	// The revealed word scores nothing; the rest as usual.
	other := left[len(left)-1]
	if other.Word == target.Word {
		other = left[len(left)-2]
	}
	before, err := svc.Guess(ctx, g, alice, "")
	if err != nil {
		t.Fatal(err)
	}
	r, err := svc.Guess(ctx, g, alice, target.Word+" "+other.Word)
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Judgements[0]; v.Verdict != game.Revealed || v.Points != 0 {
		t.Errorf("the hinted word is judged %v, %d points; want revealed, 0", v.Verdict, v.Points)
	}
	if v := r.Judgements[1]; v.Verdict != game.Accepted || v.Points != other.Points {
		t.Errorf("another word is judged %v, %d points; want accepted, %d", v.Verdict, v.Points, other.Points)
	}
	if r.Gained != other.Points || r.Progress.Points != before.Progress.Points+other.Points || r.Progress.Hints != 4 {
		t.Errorf("gained %d, now %d points and %d hints; want %d, %d and 4", r.Gained, r.Progress.Points, r.Progress.Hints, other.Points, before.Progress.Points+other.Points)
	}
	if again, _ := svc.Guess(ctx, g, alice, target.Word); again.Judgements[0].Verdict != game.AlreadyFound {
		t.Errorf("the hinted word again: %v, want already found", again.Judgements[0].Verdict)
	}
	left = slices.DeleteFunc(slices.Clone(left), func(w solver.Word) bool { return w.Word == target.Word || w.Word == other.Word })
	// The ladder goes on with a new word.
	c = hint(game.RungStart)
	if c.Target.Word == target.Word {
		t.Errorf("rung 3 again reveals %q", target.Word)
	}
	lb, err := svc.Leaderboard(ctx, g, challenge.Today)
	if err != nil || len(lb.Entries) != 1 || lb.Entries[0].Hints != 5 {
		t.Errorf("leaderboard = %+v, %v; want alice with 5 hints", lb.Entries, err)
	}
	if ri, err := svc.Reveal(ctx, g, day); err != nil || len(ri.Entries) != 1 || ri.Entries[0].Hints != 5 {
		t.Errorf("reveal entries = %+v, %v; want alice with 5 hints", ri.Entries, err)
	}
	// Every word found: no hint, none counted.
	var all []string
	for _, w := range words {
		all = append(all, w.Word)
	}
	for i := 0; i < len(all); i += game.MaxGuessWords {
		if _, err := svc.Guess(ctx, g, alice, strings.Join(all[i:min(i+game.MaxGuessWords, len(all))], " ")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := svc.Hint(ctx, g, alice); !errors.Is(err, game.ErrNoWordsLeft) {
		t.Errorf("Hint with every word found: %v, want ErrNoWordsLeft", err)
	}
	if _, p, _ := svc.Today(ctx, g, alice.ID); p.Hints != 5 {
		t.Errorf("hints after ErrNoWordsLeft: %d, want 5", p.Hints)
	}
}

// barrierStore holds every Hints read until n have been made: n requests
// then all work out their hint from the same hints taken, as requests on
// several replicas at one moment would.
type barrierStore struct {
	challenge.Store
	reads sync.WaitGroup
}

func (s *barrierStore) Hints(ctx context.Context, g game.Guild, day game.Day, id string) ([]game.Hint, error) {
	hs, err := s.Store.Hints(ctx, g, day, id)
	s.reads.Done()
	s.reads.Wait()
	return hs, err
}

// TestHintOnceWhenAskedAtOnce: ten /hint requests that read the hints at
// the same moment give one hint, the same to all, counted once.
func TestHintOnceWhenAskedAtOnce(t *testing.T) {
	const n = 10
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	st := &barrierStore{Store: memory.New()}
	st.reads.Add(n)
	svc := challenge.New(challenge.Config{Store: st, Now: func() time.Time { return now }, Owner: "test"})
	g := game.Guild{Platform: "discord", ID: "g"}
	bob := game.Player{ID: "b", Name: "Bob"}
	var wg sync.WaitGroup
	got := make([]challenge.HintResult, n)
	for i := range got {
		wg.Go(func() {
			var err error
			if got[i], err = svc.Hint(ctx, g, bob); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	added := 0
	for _, h := range got {
		if h.Added {
			added++
		}
		if h.Clue.Seq != 1 || h.Clue.Rung != game.RungCounts {
			t.Errorf("a request got hint %d, rung %d; want 1, 1", h.Clue.Seq, h.Clue.Rung)
		}
	}
	if added != 1 {
		t.Errorf("%d requests stored the hint, want 1", added)
	}
	hs, err := st.Store.Hints(ctx, g, game.DayOf(now, time.UTC), bob.ID)
	if err != nil || len(hs) != 1 {
		t.Errorf("%d hints stored (%v), want 1", len(hs), err)
	}
}

// TestHintWordChoice: a common word first (by SCOWL level), the same for
// the same player and day, and not one revealed before while another is left.
func TestHintWordChoice(t *testing.T) {
	sol := solve(t, "lqre slus atic nren", "large")
	d, _ := dict.Embedded("large")
	taken := []game.Hint{{Seq: 1, Rung: 1}, {Seq: 2, Rung: 2}}
	h, err := game.NextHint(&sol, d, nil, taken, "g|day|alice")
	if err != nil {
		t.Fatal(err)
	}
	lv := func(w string) int { l, _ := d.Level(w); return l }
	for _, w := range sol.Words {
		if lv(w.Word) < lv(h.Word) {
			t.Errorf("hinted %q (level %d) while %q (level %d) is more common", h.Word, lv(h.Word), w.Word, lv(w.Word))
			break
		}
	}
	for range 3 {
		if again, _ := game.NextHint(&sol, d, nil, taken, "g|day|alice"); again != h {
			t.Errorf("the same hint asked again: %+v, then %+v", h, again)
		}
	}
	seen := map[string]bool{}
	for i := range 6 {
		h, err := game.NextHint(&sol, d, nil, taken, "g|day|alice")
		if err != nil {
			t.Fatal(err)
		}
		if h.Rung == game.RungStart && seen[h.Word] {
			t.Errorf("hint %d reveals %q again", i, h.Word)
		}
		seen[h.Word] = true
		taken = append(taken, h)
	}
}

func sumPoints(ws []solver.Word) int {
	n := 0
	for _, w := range ws {
		n += w.Points
	}
	return n
}

// BenchmarkHeat is rung 2's cost on the richest boards: every word of the
// best 4x4 board in the large dictionary, a 6x6 round's board, and a 6x6
// board of one repeated letter pair (paths without end; the search stops
// at HeatBudget).
func BenchmarkHeat(b *testing.B) {
	for _, bb := range []struct{ name, board, tier string }{
		{"best4x4-large", "perslatgsineters", "large"},
		{"6x6-large", "[th]ares# loving [qu]eints stareo dumpse #rilen", "large"},
		{"6x6-esesesese-large", strings.Repeat("es", 18), "large"},
		{"8x8-large", "stersate aeinrlst tsraenil eilnstar ratesnil snilerta aertsnil lirtseaa", "large"},
		{"8x8-esesesese-large", strings.Repeat("es", 32), "large"},
	} {
		sol := solve(b, bb.board, bb.tier)
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			b.ReportMetric(float64(sol.Count), "words")
			for b.Loop() {
				if _, err := game.Heat(ctx, sol.Board, sol.Words); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	// The budget's worth: words no path ends (they are not dictionary
	// words, but the cost is the search's).
	eb, _ := solver.Parse(strings.Repeat("e", 36))
	var ws []solver.Word
	for i := range 100 {
		ws = append(ws, solver.Word{Word: strings.Repeat("e", 30+i%6) + "x", Path: []solver.Pos{{}}})
	}
	b.Run("budget", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := game.Heat(ctx, eb, ws); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestHintsBounded: hints on a board end once they have shown the path of
// every word left (an *AllRevealedError naming them), so a player can take
// at most 2 plus 2 per word; a board with no word gives ErrNoWordsOnBoard.
// Before, the ladder revealed words again without end, and each request
// stored one more hint.
func TestHintsBounded(t *testing.T) {
	for _, tt := range []struct {
		board, tier string
		found       int // words entered first, from the solver's list
	}{
		{"cat xxx xxx", "common", 0},
		{"cat xxx xxx", "common", 1},
		{"lqre slus atic nren", "common", 0},
		{"lqre slus atic nren", "large", 5},
		{"zzzz zzzz zzzz zzzz", "large", 0},
	} {
		t.Run(tt.board+" "+tt.tier, func(t *testing.T) {
			sol := solve(t, tt.board, tt.tier)
			d, _ := dict.Embedded(tt.tier)
			var found []string
			for _, w := range sol.Words[:min(tt.found, len(sol.Words))] {
				found = append(found, w.Word)
			}
			var taken []game.Hint
			limit := 2 + 2*len(sol.Words)
			for len(taken) <= limit {
				h, err := game.NextHint(&sol, d, found, taken, "g|day|alice")
				if err != nil {
					switch {
					case sol.Count == 0:
						if !errors.Is(err, game.ErrNoWordsOnBoard) || !errors.Is(err, game.ErrNoWordsLeft) {
							t.Errorf("a board with no word: %v, want ErrNoWordsOnBoard wrapping ErrNoWordsLeft", err)
						}
					case game.HasCode(err, game.CodeAllRevealed):
						all, _ := game.Fact[[]string](err, "left")
						left := len(sol.Words) - len(found)
						if len(all) != left {
							t.Errorf("AllRevealed names %d words, want the %d left", len(all), left)
						}
						revealed := game.RevealedWords(taken)
						for _, w := range all {
							if !revealed[w] || slices.Contains(found, w) {
								t.Errorf("AllRevealed names %q: revealed %v, found %v", w, revealed[w], slices.Contains(found, w))
							}
						}
						paths := map[string]bool{}
						for _, h := range taken {
							if h.Rung == game.RungPath {
								paths[h.Word] = true
							}
						}
						if len(paths) != left {
							t.Errorf("%d paths shown before AllRevealed, want one per word left (%d)", len(paths), left)
						}
					default:
						t.Errorf("after %d hints: %v", len(taken), err)
					}
					return
				}
				taken = append(taken, h)
			}
			t.Fatalf("%d hints on a board of %d words and no end", len(taken), len(sol.Words))
		})
	}
}
