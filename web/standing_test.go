package web_test

import (
	"context"
	"testing"

	"github.com/bogglebot/bogglebot/game"
)

// TestPageShowsStandingAsStats: the daily's page shows, under the score
// ladder, what /stats and /leaderboard say: the streak, the streak
// freezes where the server gives them, and the place in the season's race,
// in the player's language.
func TestPageShowsStandingAsStats(t *testing.T) {
	r := newRig(t, nil) // Monday 23 November 2026
	ctx := context.Background()
	setup := chat(ann, "daily setup", "freezes", "2")
	setup.IsAdmin = true
	if rep := r.do(setup); rep.Image != nil || rep.Text == "" {
		t.Fatalf("setup: %+v", rep)
	}
	today := game.Date(2026, 11, 23)
	for d := range 3 { // bob, three days to yesterday; ann one
		if _, err := r.mem.AddWords(ctx, guild, today.Add(d-3), bob, []game.Word{{Word: "tea", Points: 5}}, r.clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.mem.AddWords(ctx, guild, today.Add(-1), ann, []game.Word{{Word: "steam", Points: 2}}, r.clock.Now()); err != nil {
		t.Fatal(err)
	}
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	st, code := state(t, c, r.srv.URL)
	if want := "🔥 Streak: 1 day · ❄️ Streak freezes: 0 of 2 · 🏆 Season of November 2026: #2 of 2"; code != 200 || st.Standing != want {
		t.Errorf("standing %q (%d); want %q", st.Standing, code, want)
	}
	// In French, as the player's link says.
	fr := chat(bob, "daily")
	fr.Locale = "fr"
	link := ""
	for _, a := range r.do(fr).Actions {
		if a.URL != "" {
			link = a.URL
		}
	}
	c = client(t)
	open(t, c, link)
	st, _ = state(t, c, r.srv.URL)
	if want := "🔥 Série\u00a0: 3 jours · ❄️ Jokers de série\u00a0: 0 sur 2 · 🏆 Saison de novembre 2026\u00a0: rang 1 sur 2"; st.Standing != want {
		t.Errorf("bob's standing in French %q; want %q", st.Standing, want)
	}
}
