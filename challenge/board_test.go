package challenge_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

func TestDailyBoardDeterministic(t *testing.T) {
	day := game.Date(2026, time.January, 1)
	seen := map[solver.Board]string{}
	for _, size := range []int{4, 5} {
		for _, seed := range []string{challenge.DefaultSeed, "friends"} {
			for off := range 10 {
				d := day.Add(off)
				b1, err := challenge.DailyBoard(seed, d, size)
				if err != nil {
					t.Fatal(err)
				}
				b2, _ := challenge.DailyBoard(seed, d, size)
				if b1 != b2 {
					t.Fatalf("%s/%s/%d: two boards %s and %s", seed, d, size, b1, b2)
				}
				if b1.Size() != size {
					t.Fatalf("%s/%s/%d: board is %dx%d", seed, d, size, b1.Size(), b1.Size())
				}
				key := fmt.Sprintf("%s/%s/%d", seed, d, size)
				if prev, ok := seen[b1]; ok {
					t.Errorf("%s has the same board as %s", key, prev)
				}
				seen[b1] = key
			}
		}
	}
}

// TestDailyBoardPinned pins a few boards: a change to the dice, the hash or
// the selection would change every server's past and future boards.
func TestDailyBoardPinned(t *testing.T) {
	tests := []struct {
		date string
		size int
		seed string
		want string
	}{
		{"2026-01-01", 4, "bogglebot", pinned["2026-01-01/4"]},
		{"2026-07-14", 4, "bogglebot", pinned["2026-07-14/4"]},
		{"2026-07-14", 5, "bogglebot", pinned["2026-07-14/5"]},
	}
	for _, tt := range tests {
		d, _ := game.ParseDay(tt.date)
		b, err := challenge.DailyBoard(tt.seed, d, tt.size)
		if err != nil {
			t.Fatal(err)
		}
		if b.String() != tt.want {
			t.Errorf("DailyBoard(%s, %s, %d) = %q, want %q", tt.seed, tt.date, tt.size, b, tt.want)
		}
	}
}

var pinned = map[string]string{
	"2026-01-01/4": "bvre trau iata tnus",
	"2026-07-14/4": "htlz neei ndue rifo",
	"2026-07-14/5": "etomd soeto bhrrc sdade cerri",
}

func TestDailyBoardQuality(t *testing.T) {
	d := common(t)
	start := game.Date(2026, time.January, 1)
	for _, size := range []int{4, 5} {
		lo, hi := challenge.Bands(size)
		fallbacks := 0
		for off := range 60 {
			day := start.Add(off)
			b, _ := challenge.DailyBoard(challenge.DefaultSeed, day, size)
			if challenge.DailyAttempt(challenge.DefaultSeed, day, size) < 0 {
				fallbacks++
				continue
			}
			res := solver.Solve(b, d, solver.Rules{})
			if res.Count < lo || res.Count > hi {
				t.Errorf("%dx%d %s: %d words, outside %d..%d", size, size, day, res.Count, lo, hi)
			}
			if !slices.ContainsFunc(res.Words, func(w solver.Word) bool { return len(w.Word) >= 6 }) {
				t.Errorf("%dx%d %s: no word of 6+ letters", size, size, day)
			}
		}
		if fallbacks > 0 {
			t.Errorf("%dx%d: %d of 60 days fell back", size, size, fallbacks)
		}
	}
	if _, err := challenge.DailyBoard("x", start, 6); err == nil {
		t.Error("DailyBoard of size 6: no error")
	}
}

// TestBandsMatchMeasurement re-measures the word-count distribution of
// random boards on a smaller sample than the 2,000 boards behind the
// constants, and checks the bands are still its median and 95th percentile
// within sampling error (and so still admit a good share of boards).
func TestBandsMatchMeasurement(t *testing.T) {
	d := common(t)
	n := 600
	if testing.Short() {
		n = 200
	}
	for _, size := range []int{4, 5} {
		dice, _ := challenge.DiceFor(size)
		rng := rand.New(rand.NewPCG(uint64(size), 99))
		counts := make([]int, n)
		for i := range counts {
			counts[i], _ = solver.Score(dice.Roll(rng.Uint64()), d, solver.Rules{})
		}
		slices.Sort(counts)
		median, p95 := counts[n/2], counts[n*95/100]
		lo, hi := challenge.Bands(size)
		t.Logf("%dx%d: median %d (constant %d), p95 %d (constant %d)", size, size, median, lo, p95, hi)
		if !within(median, lo, 0.15) || !within(p95, hi, 0.15) {
			t.Errorf("%dx%d: measured median %d and p95 %d; the constants %d..%d are off by more than 15%%", size, size, median, p95, lo, hi)
		}
		in := 0
		for _, c := range counts {
			if c >= lo && c <= hi {
				in++
			}
		}
		if share := float64(in) / float64(n); share < 0.35 || share > 0.55 {
			t.Errorf("%dx%d: %.0f%% of random boards lie in the band, want about 45%%", size, size, 100*share)
		}
	}
}

func within(got, want int, tol float64) bool {
	return float64(got) >= float64(want)*(1-tol) && float64(got) <= float64(want)*(1+tol)
}

func BenchmarkDailyBoard(b *testing.B) {
	for _, size := range []int{4, 5} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			day := game.Date(2026, time.January, 1)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				if _, err := challenge.DailyBoard(challenge.DefaultSeed, day.Add(i%365), size); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

func ExampleDailyBoard() {
	day, _ := game.ParseDay("2026-07-14")
	b, _ := challenge.DailyBoard(challenge.DefaultSeed, day, 4)
	fmt.Println(b)
	fmt.Print(b.Grid())
	// Output:
	// htlz neei ndue rifo
	// H  T  L  Z
	// N  E  E  I
	// N  D  U  E
	// R  I  F  O
}
