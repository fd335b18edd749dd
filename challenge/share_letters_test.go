package challenge_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestShareCountsLetters: a Croatian daily's share counts a word's letters
// as the game does (solver.Length: lj, nj, dž two letters each).
func TestShareCountsLetters(t *testing.T) {
	hr, err := lang.Get("hr")
	if err != nil {
		t.Fatal(err)
	}
	d, err := hr.Dict()
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	start := time.Date(2026, time.November, 2, 12, 0, 0, 0, time.UTC)
	// The first day (of up to 60) whose board holds a word with a digraph.
	for k := range 60 {
		now := start.Add(time.Duration(k) * 24 * time.Hour)
		svc, _, _ := newService(t, now)
		g := game.Guild{Platform: "discord", ID: "g"}
		if _, err := svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "daily", Size: 4, Tier: hr.Name}); err != nil {
			t.Fatal(err)
		}
		day, _, err := svc.Today(ctx, g, "p")
		if err != nil {
			t.Fatal(err)
		}
		var word string
		for _, w := range solver.Solve(day.Board, d, solver.Rules{}).Words {
			if strings.Contains(w.Word, "lj") || strings.Contains(w.Word, "nj") || strings.Contains(w.Word, "dž") {
				word = w.Word
				break
			}
		}
		if word == "" {
			continue
		}
		if _, err := svc.Guess(ctx, g, game.Player{ID: "p", Name: "p"}, word); err != nil {
			t.Fatal(err)
		}
		sh, err := svc.Share(ctx, g, "p")
		if err != nil {
			t.Fatal(err)
		}
		if want := solver.Length(d.Alphabet(), word); sh.Longest != want || sh.ByLength[want] != 1 {
			t.Errorf("%s on %s: longest %d, by length %v; want %d letters", word, day.Board, sh.Longest, sh.ByLength, want)
		}
		// The share names the board's language: a Croatian day's result
		// is not mistaken for an English one's.
		if first, _, _ := strings.Cut(sh.Text(), "\n"); !strings.HasSuffix(first, "4x4 · hr") {
			t.Errorf("share's first line %q does not name the language (hr)", first)
		}
		return
	}
	t.Fatal("no Croatian daily in 60 days holds a word with lj, nj or dž")
}
