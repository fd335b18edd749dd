package storetest

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
)

// sameHints compares hints, instants by Equal to the millisecond.
func sameHints(a, b []game.Hint) bool {
	return slices.EqualFunc(a, b, func(x, y game.Hint) bool {
		return x.Seq == y.Seq && x.Rung == y.Rung && x.Word == y.Word && x.At.Truncate(time.Millisecond).Equal(y.At.Truncate(time.Millisecond))
	})
}

func hint(seq int, rung game.Rung, word string, ms int) game.Hint {
	return game.Hint{Seq: seq, Rung: rung, Word: word, At: t0.Add(time.Duration(ms) * time.Millisecond)}
}

// testHints stores daily hints: each number once (a second hint of the
// same number is not stored, and the first is returned), by guild, day and
// player, counted over a span of days.
func testHints(t *testing.T, s store.Store) {
	if got, err := s.Hints(ctx, g1, day0, alice.ID); err != nil || len(got) != 0 {
		t.Fatalf("Hints before any = %v, %v; want none", got, err)
	}
	h1, h2 := hint(1, game.RungCounts, "", 10), hint(2, game.RungStart, "steam", 20)
	add := func(g game.Guild, day game.Day, p game.Player, h game.Hint, wantAdded bool, want game.Hint) {
		t.Helper()
		got, added, err := s.AddHint(ctx, g, day, p, h)
		if err != nil || added != wantAdded || !sameHints([]game.Hint{got}, []game.Hint{want}) {
			t.Errorf("AddHint(%s, %s, %s, %+v) = %+v, %v, %v; want %+v, %v", g, day, p.ID, h, got, added, err, want, wantAdded)
		}
	}
	add(g1, day0, alice, h2, true, h2) // numbers need not come in order
	add(g1, day0, alice, h1, true, h1)
	add(g1, day0, alice, hint(1, game.RungPath, "tea", 30), false, h1) // taken: the first stays
	add(g1, day0, bob, hint(1, game.RungHeat, "", 40), true, hint(1, game.RungHeat, "", 40))
	add(g1, day0.Add(1), bob, h1, true, h1)
	add(g2, day0, carol, h1, true, h1)
	if got, err := s.Hints(ctx, g1, day0, alice.ID); err != nil || !sameHints(got, []game.Hint{h1, h2}) {
		t.Errorf("Hints(alice) = %+v, %v; want %+v", got, err, []game.Hint{h1, h2})
	}
	if got, err := s.Hints(ctx, g2, day0, alice.ID); err != nil || len(got) != 0 {
		t.Errorf("Hints(alice) in another guild = %+v, %v; want none", got, err)
	}
	for _, tt := range []struct {
		g        game.Guild
		from, to game.Day
		want     map[string]int
	}{
		{g1, day0, day0, map[string]int{alice.ID: 2, bob.ID: 1}},
		{g1, day0, day0.Add(1), map[string]int{alice.ID: 2, bob.ID: 2}},
		{g1, day0.Add(1), day0.Add(7), map[string]int{bob.ID: 1}},
		{g1, 0, day0.Add(1), map[string]int{alice.ID: 2, bob.ID: 2}},
		{g1, day0.Add(2), day0.Add(3), map[string]int{}},
		{g2, day0, day0, map[string]int{carol.ID: 1}},
	} {
		if got, err := s.HintCounts(ctx, tt.g, tt.from, tt.to); err != nil || !maps.Equal(got, tt.want) {
			t.Errorf("HintCounts(%s, %s..%s) = %v, %v; want %v", tt.g, tt.from, tt.to, got, err, tt.want)
		}
	}
}

// testConcurrentHints has 20 goroutines (requests on several replicas)
// store a player's next hint at once, each its own: exactly one stores
// it, and every one returns that one.
func testConcurrentHints(t *testing.T, s store.Store) {
	const goroutines = 20
	for seq := 1; seq <= 3; seq++ {
		got := make([]game.Hint, goroutines)
		added := make([]bool, goroutines)
		errs := make([]error, goroutines)
		atOnce(goroutines, func(i int) {
			got[i], added[i], errs[i] = s.AddHint(ctx, g1, day0, alice, hint(seq, game.RungStart, fmt.Sprintf("word%d", i), i))
		})
		n := 0
		for i := range goroutines {
			if errs[i] != nil {
				t.Fatalf("AddHint: %v", errs[i])
			}
			if added[i] {
				n++
			}
			if !sameHints(got[i:i+1], got[:1]) {
				t.Errorf("hint %d: goroutine %d got %+v, goroutine 0 %+v", seq, i, got[i], got[0])
			}
		}
		if n != 1 {
			t.Errorf("hint %d: %d calls stored it, want 1", seq, n)
		}
		hs, err := s.Hints(ctx, g1, day0, alice.ID)
		if err != nil || len(hs) != seq || !sameHints(hs[seq-1:], got[:1]) {
			t.Errorf("hint %d: Hints = %+v, %v; want %d, the last %+v", seq, hs, err, seq, got[0])
		}
	}
}

// testRoundHints stores hints in rounds: a round's Hints rule kept, each
// number once, by round and player, counted per player.
func testRoundHints(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, time.Minute)
	a.Rules.Hints = true
	create(t, s, a)
	b := newRound("r2", key2, rt0, time.Minute)
	create(t, s, b)
	if got := getRound(t, s, a.ID); !got.Rules.Hints || !sameRound(got, a) {
		t.Errorf("Round(%s) = %+v; want %+v (hints on)", a.ID, got, a)
	}
	if got := getRound(t, s, b.ID); got.Rules.Hints {
		t.Errorf("Round(%s) has hints on; want off", b.ID)
	}
	if got, err := s.RoundHints(ctx, a.ID, alice.ID); err != nil || len(got) != 0 {
		t.Errorf("RoundHints before any = %v, %v; want none", got, err)
	}
	if got, err := s.RoundHintCounts(ctx, a.ID); err != nil || len(got) != 0 {
		t.Errorf("RoundHintCounts before any = %v, %v; want none", got, err)
	}
	h1, h2 := hint(1, game.RungCounts, "", 10), hint(2, game.RungStart, "slur", 20)
	add := func(id string, p game.Player, h game.Hint, wantAdded bool, want game.Hint) {
		t.Helper()
		got, added, err := s.AddRoundHint(ctx, id, p, h)
		if err != nil || added != wantAdded || !sameHints([]game.Hint{got}, []game.Hint{want}) {
			t.Errorf("AddRoundHint(%s, %s, %+v) = %+v, %v, %v; want %+v, %v", id, p.ID, h, got, added, err, want, wantAdded)
		}
	}
	add(a.ID, alice, h1, true, h1)
	add(a.ID, alice, h2, true, h2)
	add(a.ID, alice, hint(2, game.RungPath, "tic", 30), false, h2)
	add(a.ID, bob, h1, true, h1)
	add(b.ID, carol, h1, true, h1)
	if got, err := s.RoundHints(ctx, a.ID, alice.ID); err != nil || !sameHints(got, []game.Hint{h1, h2}) {
		t.Errorf("RoundHints(alice) = %+v, %v; want %+v", got, err, []game.Hint{h1, h2})
	}
	// Bob took a hint and entered no word: his name is known all the same,
	// and he is not counted as playing.
	if got, err := s.RoundHintCounts(ctx, a.ID); err != nil || !slices.Equal(got, hintedAB) {
		t.Errorf("RoundHintCounts = %+v, %v; want alice 2, bob 1, with names", got, err)
	}
	if players, words, err := s.Progress(ctx, a.ID); err != nil || players != 0 || words != 0 {
		t.Errorf("Progress with hints and no words = %d players, %d words, %v; want 0, 0", players, words, err)
	}
	// No such round.
	if _, _, err := s.AddRoundHint(ctx, "nope", alice, h1); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("AddRoundHint(no round) = %v; want ErrNotFound", err)
	}
	if _, err := s.RoundHints(ctx, "nope", alice.ID); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("RoundHints(no round) = %v; want ErrNotFound", err)
	}
	if _, err := s.RoundHintCounts(ctx, "nope"); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("RoundHintCounts(no round) = %v; want ErrNotFound", err)
	}
}

// testConcurrentRoundHints: 20 requests store a player's next hint in a
// round at once; exactly one stores it and all return it.
func testConcurrentRoundHints(t *testing.T, s round.Store) {
	const goroutines = 20
	a := newRound("r1", key1, rt0, time.Minute)
	a.Rules.Hints = true
	create(t, s, a)
	got := make([]game.Hint, goroutines)
	added := make([]bool, goroutines)
	errs := make([]error, goroutines)
	atOnce(goroutines, func(i int) {
		got[i], added[i], errs[i] = s.AddRoundHint(ctx, a.ID, alice, hint(1, game.RungStart, fmt.Sprintf("word%d", i), i))
	})
	n := 0
	for i := range goroutines {
		if errs[i] != nil {
			t.Fatalf("AddRoundHint: %v", errs[i])
		}
		if added[i] {
			n++
		}
		if !sameHints(got[i:i+1], got[:1]) {
			t.Errorf("goroutine %d got %+v, goroutine 0 %+v", i, got[i], got[0])
		}
	}
	if n != 1 {
		t.Errorf("%d calls stored the hint, want 1", n)
	}
	if hs, err := s.RoundHints(ctx, a.ID, alice.ID); err != nil || !sameHints(hs, got[:1]) {
		t.Errorf("RoundHints = %+v, %v; want %+v", hs, err, got[0])
	}
}

// testRoundHintsFinish: standings that miss a hint are stale, like those
// that miss a word; the standings keep each player's hints; a finished
// round takes no hint.
func testRoundHintsFinish(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, time.Minute)
	a.Rules.Hints = true
	create(t, s, a)
	if _, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("tea", 1, 10)}); err != nil {
		t.Fatal(err)
	}
	for i, p := range []game.Player{alice, alice, bob} {
		seq := 1 + i
		if p == bob {
			seq = 1
		}
		if _, _, err := s.AddRoundHint(ctx, a.ID, p, hint(seq, game.RungCounts, "", i)); err != nil {
			t.Fatal(err)
		}
	}
	st := stand(alice, 1, 1, 1, 1, true)
	st.Hints = 2
	want := []round.Standing{st}
	// Computed from the word alone: stale.
	if ok, err := s.FinishRound(ctx, a.ID, want, 1, "a", rt0.Add(time.Minute), time.Minute); ok || !errors.Is(err, round.ErrStale) {
		t.Errorf("FinishRound counting the entry alone = %v, %v; want ErrStale", ok, err)
	}
	if _, _, err := s.AddRoundHint(ctx, a.ID, alice, hint(3, game.RungCounts, "", 50)); !errors.Is(err, round.ErrFinished) {
		t.Errorf("AddRoundHint once the round is closing = %v; want ErrFinished", err)
	}
	if ok, err := s.FinishRound(ctx, a.ID, want, 4, "a", rt0.Add(time.Minute), time.Minute); !ok || err != nil {
		t.Fatalf("FinishRound counting entries and hints = %v, %v; want true", ok, err)
	}
	if got, err := s.Standings(ctx, a.ID); err != nil || !slices.Equal(got, want) {
		t.Errorf("Standings = %+v, %v; want %+v", got, err, want)
	}
	if _, _, err := s.AddRoundHint(ctx, a.ID, bob, hint(2, game.RungCounts, "", 60)); !errors.Is(err, round.ErrFinished) {
		t.Errorf("AddRoundHint after the finish = %v; want ErrFinished", err)
	}
	if n, err := s.RoundHintCounts(ctx, a.ID); err != nil || !slices.Equal(n, hintedAB) {
		t.Errorf("RoundHintCounts = %+v, %v; want alice 2, bob 1", n, err)
	}
}

// hintedAB is alice's two hints and bob's one.
var hintedAB = []round.Hinted{{Player: alice, Hints: 2}, {Player: bob, Hints: 1}}
