package challenge_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

func ExampleShare_Text() {
	sh := challenge.Share{Day: game.Date(2026, time.December, 1), Size: 4, Points: 23, Words: 12,
		MaxScore: 141, Longest: 7, Streak: 5, ByLength: map[int]int{3: 5, 4: 4, 5: 2, 7: 1}}
	fmt.Println(sh.Text())
	// Output:
	// bogglebot #10 · 4x4
	// 23 points · 12 words · longest 7 letters
	// 🔥 5-day streak
	// 🟩🟩⬜⬜⬜⬜⬜⬜⬜⬜ 16% of the points
	// 🐝 Solid
	// 3 🟦🟦🟦🟦🟦
	// 4 🟩🟩🟩🟩
	// 5 🟨🟨
	// 7 🟥
}

// Hints taken show beside the streak, as they do on the leaderboard.
func ExampleShare_Text_hints() {
	sh := challenge.Share{Day: game.Date(2026, time.December, 1), Size: 5, Points: 9, Words: 4,
		MaxScore: 300, Longest: 5, Streak: 1, Hints: 2, ByLength: map[int]int{4: 3, 5: 1}}
	fmt.Println(sh.Text())
	// Output:
	// bogglebot #10 · 5x5
	// 9 points · 4 words · longest 5 letters
	// 🔥 1-day streak · 💡 2 hints
	// ⬜⬜⬜⬜⬜⬜⬜⬜⬜⬜ 3% of the points
	// 🐝 Good Start
	// 4 🟩🟩🟩
	// 5 🟨
}

// The bar of points: a square per tenth, rounded, at least one for any
// points, ten at most.
func TestShareBar(t *testing.T) {
	for _, tt := range []struct {
		points, max, filled int
		pct                 string
	}{
		{1, 1000, 0, " under 1%"}, {1, 113, 0, " under 1%"}, {0, 100, 0, " 0%"}, {4, 100, 0, " 4%"}, {5, 100, 1, " 5%"}, {14, 100, 1, " 14%"}, {15, 100, 2, " 15%"},
		{96, 100, 10, " 96%"}, {100, 100, 10, " 100%"}, {5, 0, 0, " 0%"},
	} {
		sh := challenge.Share{Day: game.Epoch, Size: 4, Points: tt.points, Words: 1, MaxScore: tt.max, Longest: 3, Streak: 1, ByLength: map[int]int{3: 1}}
		bar := strings.Split(sh.Text(), "\n")[3]
		if got := strings.Count(bar, "🟩"); got != tt.filled || strings.Count(bar, "⬜") != 10-tt.filled || !strings.Contains(bar, tt.pct+" of the points") {
			t.Errorf("%d of %d points: bar %q; want %d green squares and%s", tt.points, tt.max, bar, tt.filled, tt.pct)
		}
	}
	if n := game.Epoch.Number(); n != 1 {
		t.Errorf("the epoch is #%d; want #1", n)
	}
}

// Split: found words with their paths, practice words apart, and the rest
// missed, each best first (points, length, alphabetical).
func TestSplit(t *testing.T) {
	p := []solver.Pos{{Row: 0, Col: 0}}
	sol := []solver.Word{{Word: "stern", Points: 2, Path: p}, {Word: "rants", Points: 2, Path: p}, {Word: "tarns", Points: 2, Path: p},
		{Word: "ant", Points: 1, Path: p}, {Word: "tarn", Points: 1, Path: p}, {Word: "rant", Points: 1, Path: p}}
	mine, more, missed := challenge.Split(sol, []game.Word{{Word: "ant", Points: 1}, {Word: "tarns", Points: 2}, {Word: "gone", Points: 1}},
		[]game.Word{{Word: "tarn", Points: 1}, {Word: "ant", Points: 1}})
	word := func(ws []solver.Word) []string {
		var out []string
		for _, w := range ws {
			out = append(out, w.Word)
		}
		return out
	}
	if got, want := word(mine), []string{"tarns", "gone", "ant"}; !slices.Equal(got, want) {
		t.Errorf("found %v; want %v", got, want)
	}
	if mine[0].Path == nil || mine[1].Path != nil {
		t.Errorf("paths: %v (on the board) and %v (not in the solution)", mine[0].Path, mine[1].Path)
	}
	if got, want := word(more), []string{"tarn"}; !slices.Equal(got, want) {
		t.Errorf("practice %v; want %v", got, want)
	}
	if got, want := word(missed), []string{"rants", "stern", "rant"}; !slices.Equal(got, want) {
		t.Errorf("missed %v; want %v", got, want)
	}
}

// A day that has ended keeps the player's words, points, rank and share:
// DayProgress and ShareOf read them the day after, as Today and Share did.
func TestShareOfEndedDay(t *testing.T) {
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	svc, clk, _ := newService(t, now)
	g := game.Guild{Platform: "discord", ID: "g"}
	ann := game.Player{ID: "a", Name: "Ann"}
	day := game.DayOf(now, time.UTC)
	words := wordsOn(t, day, 4, "common")
	if _, err := svc.Guess(t.Context(), g, ann, words[0].Word+" "+words[1].Word); err != nil {
		t.Fatal(err)
	}
	before, err := svc.Share(t.Context(), g, ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	clk.Set(now.Add(24 * time.Hour))
	if _, err := svc.Share(t.Context(), g, ann.ID); err == nil {
		t.Fatal("Share of a new day with no word: no error")
	}
	d, p, err := svc.DayProgress(t.Context(), g, ann.ID, day)
	if err != nil {
		t.Fatal(err)
	}
	if d.Day != day || len(p.Found) != 2 || p.Points != words[0].Points+words[1].Points || p.Rank != 1 || p.Players != 1 {
		t.Errorf("DayProgress the day after: day %v, progress %+v", d.Day, p)
	}
	after, err := svc.ShareOf(t.Context(), g, ann.ID, day)
	if err != nil {
		t.Fatal(err)
	}
	if after.Text() != before.Text() {
		t.Errorf("ShareOf the day after:\n%s\nwant\n%s", after.Text(), before.Text())
	}
}
