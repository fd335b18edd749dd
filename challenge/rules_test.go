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

// TestDayAtAcrossTimezoneChange walks minute by minute across a change of
// timezone, eastwards, westwards and across the date line: the guild's day
// never goes back, days follow each other without gap or overlap, and each
// day's bounds contain exactly the instants DayAt gives it.
func TestDayAtAcrossTimezoneChange(t *testing.T) {
	g := game.Guild{Platform: "discord", ID: "g"}
	sun := game.Date(2026, time.November, 22)
	tests := []struct {
		from, to string
		days     []game.Day      // the days seen from Sunday to Tuesday night
		lengths  []time.Duration // of Monday and Tuesday
	}{
		{"UTC", "Etc/GMT+12", []game.Day{sun, sun + 1, sun + 2, sun + 3}, []time.Duration{36 * time.Hour, 24 * time.Hour}},
		{"UTC", "Asia/Tokyo", []game.Day{sun, sun + 1, sun + 2, sun + 3}, []time.Duration{15 * time.Hour, 24 * time.Hour}},
		{"America/Los_Angeles", "Europe/Paris", []game.Day{sun, sun + 1, sun + 2, sun + 3}, []time.Duration{15 * time.Hour, 24 * time.Hour}},
		// UTC-12 to UTC+14: when Sunday ends there, Tuesday has begun in
		// Kiritimati: Monday is skipped, nothing is played twice.
		{"Etc/GMT+12", "Pacific/Kiritimati", []game.Day{sun, sun + 2, sun + 3, sun + 4}, []time.Duration{0, 22 * time.Hour}},
	}
	for _, tt := range tests {
		t.Run(tt.from+"->"+tt.to, func(t *testing.T) {
			set := challenge.Settings{Guild: g, PostTime: "09:00", Timezone: tt.from, Size: 4, Tier: "common",
				NextFrom: sun + 1, NextTimezone: tt.to, NextSize: 5, NextTier: "large"}
			start := sun.Start(loc(t, tt.from))
			var seen []game.Day
			for now := start; now.Before(start.Add(100 * time.Hour)); now = now.Add(time.Minute) {
				d := set.DayAt(now)
				if len(seen) > 0 && d < seen[len(seen)-1] {
					t.Fatalf("at %v the day went back from %s to %s", now, seen[len(seen)-1], d)
				}
				if len(seen) == 0 || d != seen[len(seen)-1] {
					seen = append(seen, d)
				}
				if s, e := set.Bounds(d); now.Before(s) || !now.Before(e) {
					t.Fatalf("at %v: day %s runs %v to %v", now, d, s, e)
				}
				if open := set.OpenAt(d); open.Before(func() time.Time { s, _ := set.Bounds(d); return s }()) {
					t.Fatalf("day %s opens at %v, before it starts", d, open)
				}
				if r := set.On(d); (d > sun) != (r.Size == 5 && r.Timezone == tt.to && !r.Pending()) {
					t.Fatalf("rules of %s: %+v", d, r)
				}
			}
			if fmt.Sprint(seen[:min(len(seen), len(tt.days))]) != fmt.Sprint(tt.days) {
				t.Errorf("days seen %v, want %v", seen, tt.days)
			}
			// Sunday ends at its midnight under the old timezone; the next
			// day starts right then.
			_, sunEnd := set.Bounds(sun)
			if !sunEnd.Equal(sun.Add(1).Start(loc(t, tt.from))) {
				t.Errorf("Sunday ends %v", sunEnd)
			}
			for i, d := range []game.Day{sun + 1, sun + 2} {
				s, e := set.Bounds(d)
				if e.Sub(s) != tt.lengths[i] {
					t.Errorf("%s lasts %v, want %v", d, e.Sub(s), tt.lengths[i])
				}
			}
		})
	}
}

// TestSetupWaitsForNextDay is the exploit a tester found: a player allowed
// to run setup changed the board mid-day and kept the points of both.
func TestSetupWaitsForNextDay(t *testing.T) {
	now := time.Date(2026, time.November, 22, 15, 0, 0, 0, time.UTC) // Sunday
	sun := game.Date(2026, time.November, 22)
	svc, clk, st := newService(t, now)
	g := game.Guild{Platform: "slack", ID: "T"}
	bob := game.Player{ID: "b", Name: "bob"}
	small, big := wordsOn(t, sun, 4, "common"), wordsOn(t, sun, 5, "large")
	r, err := svc.Guess(ctx, g, bob, small[0].Word+" "+small[1].Word)
	if err != nil || r.Added != 2 {
		t.Fatalf("guess on the default board: %+v, %v", r, err)
	}
	// bob played today: even the first setup waits for tomorrow.
	set, err := svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "c", Size: 5, Tier: "large"})
	if err != nil || !set.Pending() || set.NextFrom != sun+1 || set.Size != 4 || set.Tier != "common" || set.Channel != "c" {
		t.Fatalf("Setup = %+v, %v", set, err)
	}
	var bigWords []string
	for _, w := range big[:20] {
		bigWords = append(bigWords, w.Word)
	}
	r, err = svc.Guess(ctx, g, bob, strings.Join(bigWords, " "))
	if err != nil || r.Daily.Board.Size() != 4 || r.Daily.Settings.Tier != "common" {
		t.Fatalf("guess after the setup: %+v, %v", r.Daily, err)
	}
	for _, j := range r.Judgements {
		if j.Verdict == game.Accepted && !slices.ContainsFunc(small, func(w solver.Word) bool { return w.Word == j.Word }) {
			t.Errorf("%q accepted, but it is not a word of today's 4x4 board", j.Word)
		}
	}
	d, p, err := svc.Today(ctx, g, bob.ID)
	if err != nil || d.Board.Size() != 4 || p.Points != small[0].Points+small[1].Points+r.Gained {
		t.Fatalf("Today = %dx%d, %+v, %v", d.Board.Size(), d.Board.Size(), p, err)
	}
	// Back to 4x4 common: the change is withdrawn. Then 5x5 again.
	set = set.Upcoming()
	set.Size, set.Tier = 4, "common"
	if set, err = svc.Setup(ctx, set); err != nil || set.Pending() {
		t.Fatalf("withdrawing = %+v, %v", set, err)
	}
	if set, err = svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "c", Size: 5, Tier: "large"}); err != nil || !set.Pending() {
		t.Fatalf("again = %+v, %v", set, err)
	}
	// A change of the post time alone, starting from Upcoming, keeps the
	// pending change.
	up, _ := svc.Settings(ctx, g)
	up = up.Upcoming()
	up.PostTime = "18:00"
	if set, err = svc.Setup(ctx, up); err != nil || set.PostTime != "18:00" || set.NextSize != 5 || set.NextFrom != sun+1 {
		t.Fatalf("time only = %+v, %v", set, err)
	}
	// Monday: the new rules.
	clk.Set(now.Add(12 * time.Hour))
	if d, _, err := svc.Today(ctx, g, bob.ID); err != nil || d.Day != sun+1 || d.Board.Size() != 5 || d.Settings.Tier != "large" {
		t.Fatalf("Monday: %s %dx%d %s, %v", d.Day, d.Board.Size(), d.Board.Size(), d.Settings.Tier, err)
	}
	mon := wordsOn(t, sun+1, 5, "large")
	if r, err := svc.Guess(ctx, g, bob, mon[0].Word); err != nil || r.Added != 1 {
		t.Fatalf("Monday's guess: %+v, %v", r.Judgements, err)
	}
	// A change on Monday folds Monday's rules in and waits for Tuesday.
	set = set.Upcoming()
	set.Timezone = "Etc/GMT+12"
	set, err = svc.Setup(ctx, set)
	if err != nil || set.Since != sun+1 || set.Size != 5 || set.NextFrom != sun+2 || set.NextTimezone != "Etc/GMT+12" {
		t.Fatalf("Monday's setup = %+v, %v", set, err)
	}
	stored, _ := st.Settings(ctx, g)
	if stored != set {
		t.Errorf("stored %+v, returned %+v", stored, set)
	}
	// Tuesday starts at midnight UTC (noon on Monday in Etc/GMT+12) and
	// lasts 36 hours; Monday is never played again.
	clk.Set(time.Date(2026, time.November, 24, 0, 0, 0, 0, time.UTC))
	if d, _, err := svc.Today(ctx, g, bob.ID); err != nil || d.Day != sun+2 || !d.Ends.Equal(time.Date(2026, time.November, 25, 12, 0, 0, 0, time.UTC)) {
		t.Fatalf("Tuesday: %s ending %v, %v", d.Day, d.Ends, err)
	}
	st2, err := svc.Stats(ctx, g, bob.ID)
	if err != nil || st2.CurrentStreak != 2 || st2.DaysPlayed != 2 {
		t.Errorf("stats on Tuesday: %+v, %v; want a streak of 2 days alive", st2, err)
	}
}

// TestFirstSetupAppliesAtOnce: a guild nobody has played in takes its first
// settings at once, including a timezone where it is still yesterday.
func TestFirstSetupAppliesAtOnce(t *testing.T) {
	now := time.Date(2026, time.November, 22, 6, 0, 0, 0, time.UTC) // Saturday 18:00 in Etc/GMT+12
	svc, _, _ := newService(t, now)
	g := game.Guild{Platform: "discord", ID: "g"}
	set, err := svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "c", Timezone: "Etc/GMT+12", Size: 5, Tier: "large"})
	if err != nil || set.Pending() || set.Size != 5 {
		t.Fatalf("first Setup = %+v, %v", set, err)
	}
	d, _, err := svc.Today(ctx, g, "u")
	if err != nil || d.Day != game.Date(2026, time.November, 21) || d.Board.Size() != 5 {
		t.Fatalf("Today = %s %dx%d, %v", d.Day, d.Board.Size(), d.Board.Size(), err)
	}
	// Someone played Saturday in another guild and Sunday (UTC) in this
	// one before its first setup: moving back to Saturday would reopen a
	// played day, so the timezone waits.
	g2 := game.Guild{Platform: "discord", ID: "g2"}
	if _, err := svc.Guess(ctx, g2, game.Player{ID: "u", Name: "u"}, "zzzz"); err != nil {
		t.Fatal(err)
	}
	sunWords := wordsOn(t, game.Date(2026, time.November, 22), 4, "common")
	if _, err := svc.Guess(ctx, g2, game.Player{ID: "u", Name: "u"}, sunWords[0].Word); err != nil {
		t.Fatal(err)
	}
	set, err = svc.Setup(ctx, challenge.Settings{Guild: g2, Channel: "c", Timezone: "Etc/GMT+12"})
	if err != nil || !set.Pending() || set.Timezone != "UTC" || set.NextFrom != game.Date(2026, time.November, 23) {
		t.Fatalf("first Setup after play = %+v, %v", set, err)
	}
}
