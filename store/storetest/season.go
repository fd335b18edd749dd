package storetest

import (
	"slices"
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store"
)

// testDayTotals checks the days behind a season's awards and a player's
// calendar: each player's total on each day of a span, by day then id.
func testDayTotals(t *testing.T, s store.Store) {
	w := func(word string, pts int) game.Word { return game.Word{Word: word, Points: pts} }
	add := func(g game.Guild, d game.Day, p game.Player, words ...game.Word) {
		t.Helper()
		if _, err := s.AddWords(ctx, g, d, p, words, t0); err != nil {
			t.Fatal(err)
		}
	}
	add(g1, day0, bob, w("eat", 1), w("ate", 1))
	add(g1, day0, alice, w("steam", 2))
	add(g1, day0.Add(1), alice, w("stream", 3))
	add(g1, day0.Add(1), alice, w("tea", 1)) // a second guess the same day adds up
	add(g1, day0.Add(3), carol, w("streams", 5))
	add(g2, day0, carol, w("masters", 5)) // another guild
	pd := func(p game.Player, d game.Day, pts, words int) challenge.PlayerDay {
		return challenge.PlayerDay{Player: p, DayTotal: challenge.DayTotal{Day: d, Points: pts, Words: words}}
	}
	got, err := s.DayTotals(ctx, g1, day0, day0.Add(2))
	if err != nil {
		t.Fatal(err)
	}
	want := []challenge.PlayerDay{pd(alice, day0, 2, 1), pd(bob, day0, 2, 2), pd(alice, day0.Add(1), 4, 2)}
	if !slices.Equal(got, want) {
		t.Errorf("DayTotals(g1, day0..day0+2) =\n%+v\nwant\n%+v", got, want)
	}
	if got, err := s.DayTotals(ctx, g1, day0.Add(4), day0.Add(30)); err != nil || len(got) != 0 {
		t.Errorf("DayTotals over days nobody played = %+v, %v; want none", got, err)
	}
	if got, err := s.DayTotals(ctx, g2, day0, day0.Add(30)); err != nil || !slices.Equal(got, []challenge.PlayerDay{pd(carol, day0, 5, 1)}) {
		t.Errorf("DayTotals(g2) = %+v, %v; want carol's day alone", got, err)
	}
}

// testLongestWords checks the season's longest word and a player's best
// words: each player's word once, on the first day they found it, longest
// first (letters), then points, then the earliest day, the word, the id.
func testLongestWords(t *testing.T, s store.Store) {
	w := func(word string, pts int) game.Word { return game.Word{Word: word, Points: pts} }
	add := func(g game.Guild, d game.Day, p game.Player, words ...game.Word) {
		t.Helper()
		if _, err := s.AddWords(ctx, g, d, p, words, t0); err != nil {
			t.Fatal(err)
		}
	}
	add(g1, day0.Add(2), alice, w("stream", 3), w("tea", 1))
	add(g1, day0, alice, w("stream", 3)) // the same word, found earlier
	add(g1, day0.Add(1), bob, w("master", 3), w("жжжжжжж", 1))
	add(g1, day0.Add(1), carol, w("stream", 3))
	add(g1, day0.Add(40), carol, w("streamers", 11)) // outside the span
	add(g2, day0, bob, w("streamiest", 11))          // another guild
	fw := func(p game.Player, word string, pts int, d game.Day) challenge.FoundWord {
		return challenge.FoundWord{Player: p, Word: w(word, pts), Day: d}
	}
	got, err := s.LongestWords(ctx, g1, "", day0, day0.Add(30), 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []challenge.FoundWord{
		fw(bob, "жжжжжжж", 1, day0.Add(1)), // 7 letters in 14 bytes
		fw(alice, "stream", 3, day0),       // 6 letters, 3 points, the earliest day
		fw(bob, "master", 3, day0.Add(1)),  // then by word
		fw(carol, "stream", 3, day0.Add(1)),
		fw(alice, "tea", 1, day0.Add(2)),
	}
	if !slices.Equal(got, want) {
		t.Errorf("LongestWords(g1, everyone) =\n%+v\nwant\n%+v", got, want)
	}
	if got, err := s.LongestWords(ctx, g1, "", day0, day0.Add(30), 1); err != nil || !slices.Equal(got, want[:1]) {
		t.Errorf("LongestWords(limit 1) = %+v, %v; want %+v", got, err, want[:1])
	}
	got, err = s.LongestWords(ctx, g1, alice.ID, 0, day0.Add(100), 5)
	if err != nil || !slices.Equal(got, []challenge.FoundWord{fw(alice, "stream", 3, day0), fw(alice, "tea", 1, day0.Add(2))}) {
		t.Errorf("LongestWords(alice) = %+v, %v; want stream (once, first found on day0), tea", got, err)
	}
	if got, err := s.LongestWords(ctx, g1, "nobody", 0, day0.Add(100), 5); err != nil || len(got) != 0 {
		t.Errorf("LongestWords(nobody) = %+v, %v; want none", got, err)
	}
}
