package challenge_test

import (
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/memory"
)

// TestSimulatedMonth plays March 2026 (every zone below changes its clocks
// in or around it) minute by minute with a fake clock, in three guilds on
// three timezones, with two replicas sharing one store and a 30-hour outage.
// It checks that boards follow the local date, that days roll over at local
// midnight, that streaks are kept and broken as played, and that every post
// goes out once, on time or as soon as a replica is back.
func TestSimulatedMonth(t *testing.T) {
	// From the last day of February to the first of April in UTC, so that
	// every local day of March is whole in every zone.
	start := time.Date(2026, time.February, 28, 0, 0, 0, 0, time.UTC)
	end := time.Date(2026, time.April, 2, 0, 0, 0, 0, time.UTC)
	downFrom, downTo := time.Date(2026, time.March, 17, 6, 0, 0, 0, time.UTC), time.Date(2026, time.March, 18, 12, 0, 0, 0, time.UTC)
	const tick = 5 * time.Minute

	clk := &clock{t: start}
	st := memory.New()
	replicas := []*challenge.Service{
		challenge.New(challenge.Config{Store: st, Practice: st, Now: clk.Now, Owner: "a"}),
		challenge.New(challenge.Config{Store: st, Practice: st, Now: clk.Now, Owner: "b"}),
	}
	svc := replicas[0]
	zones := []string{"Pacific/Auckland", "Europe/London", "America/Los_Angeles"}
	guilds := make([]challenge.Settings, len(zones))
	for i, z := range zones {
		s, err := svc.Setup(ctx, challenge.Settings{
			Guild: game.Guild{Platform: "discord", ID: z}, Channel: "daily",
			PostTime: "07:30", Timezone: z, Size: 4 + i%2,
		})
		if err != nil {
			t.Fatal(err)
		}
		guilds[i] = s
	}

	// Players, by what they do on local day k of the month (k = 0 for
	// March 1), at a local wall-clock time.
	type plan struct {
		id    string
		plays func(k int) bool
		at    string // HH:MM local
	}
	plans := []plan{
		{"steady", func(k int) bool { return true }, "12:00"},
		{"gappy", func(k int) bool { return k != 9 && k != 19 }, "20:15"}, // misses the 10th and 20th
		{"owl", func(k int) bool { return k < 5 || k == 6 }, "23:59"},     // days 1-5 and 7, just before midnight
		{"early", func(k int) bool { return k >= 25 }, "00:00"},           // from the 26th, right at midnight
	}
	first := game.Date(2026, time.March, 1)
	lastDay := game.Date(2026, time.March, 31)

	posts := map[challenge.PostKey]posted{}
	var ticks []time.Time
	points := map[string]int{} // guild/player -> our own sum
	for now, n := start, 0; now.Before(end); now, n = now.Add(time.Minute), n+1 {
		clk.Set(now)
		for gi, set := range guilds {
			loc := set.Location()
			local := now.In(loc)
			day := game.DayOf(now, loc)
			k := int(day - first)
			if k < 0 || day > lastDay {
				continue
			}
			for _, p := range plans {
				if local.Format("15:04") != p.at || !p.plays(k) {
					continue
				}
				words := wordsOn(t, day, set.Size, set.Tier)
				w := words[k%len(words)]
				r, err := svc.Guess(ctx, set.Guild, game.Player{ID: p.id, Name: p.id}, w.Word)
				if err != nil {
					t.Fatal(err)
				}
				if r.Daily.Day != day || r.Judgements[0].Verdict != game.Accepted {
					t.Fatalf("%s %s at %s: day %s, verdict %v", zones[gi], p.id, local, r.Daily.Day, r.Judgements[0].Verdict)
				}
				want, _ := challenge.DailyBoard(challenge.DefaultSeed, day, set.Size)
				if r.Daily.Board != want {
					t.Fatalf("%s %s: board %s, want the board of %s", zones[gi], day, r.Daily.Board, day)
				}
				points[set.Guild.ID+"/"+p.id] += w.Points
			}
		}
		if n%int(tick/time.Minute) != 0 || (!now.Before(downFrom) && now.Before(downTo)) {
			continue
		}
		ticks = append(ticks, now)
		ri := n / int(tick/time.Minute) % len(replicas)
		due, err := replicas[ri].DuePosts(ctx, now)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range due {
			if prev, ok := posts[p.Key]; ok {
				t.Fatalf("%v posted twice: at %v by %d and at %v by %d", p.Key, prev.at, prev.by, now, ri)
			}
			posts[p.Key] = posted{now, ri}
			if err := replicas[ri].MarkPosted(ctx, p.Key); err != nil {
				t.Fatal(err)
			}
		}
	}

	// Every post went out once: at the first tick at or after it fell due,
	// if that tick came before the post stopped being due.
	firstTick := func(from, until time.Time) (time.Time, bool) {
		for _, tk := range ticks {
			if !tk.Before(from) && tk.Before(until) {
				return tk, true
			}
		}
		return time.Time{}, false
	}
	for _, set := range guilds {
		loc := set.Location()
		created := game.DayOf(set.Created, loc)
		for d := created; d <= game.DayOf(end, loc); d++ {
			open := challenge.PostKey{Guild: set.Guild, Day: d, Kind: challenge.Open}
			want, ok := firstTick(d.At(7, 30, loc), d.Add(1).Start(loc))
			check(t, posts, open, want, ok)
			reveal := challenge.PostKey{Guild: set.Guild, Day: d, Kind: challenge.Reveal}
			want, ok = firstTick(d.Add(1).Start(loc), d.Add(4).Start(loc))
			check(t, posts, reveal, want, ok)
		}
	}
	// The outage skipped some openings, and the reveals caught up.
	for _, set := range guilds {
		for d := first; d < lastDay; d++ {
			if _, ok := posts[challenge.PostKey{Guild: set.Guild, Day: d, Kind: challenge.Reveal}]; !ok {
				t.Errorf("%s: no reveal of %s", set.Guild.ID, d)
			}
		}
	}
	if n := len(posts); n >= 2*34*len(guilds) || n < 2*31*len(guilds)-len(guilds) {
		t.Errorf("%d posts", n)
	}

	// Streaks and totals, as of 23:59:30 on March 31 in each guild's zone...
	want := map[string][3]int{ // days played, current streak, best streak
		"steady": {31, 31, 31},
		"gappy":  {29, 11, 11}, // the 1st-9th, 11th-19th and 21st-31st
		"owl":    {6, 0, 5},
		"early":  {6, 6, 6},
	}
	for _, set := range guilds {
		clk.Set(lastDay.At(23, 59, set.Location()).Add(30 * time.Second))
		lb, err := svc.Leaderboard(ctx, set.Guild, challenge.AllTime)
		if err != nil {
			t.Fatal(err)
		}
		if len(lb.Entries) != len(plans) {
			t.Errorf("%s: %d players on the leaderboard", set.Guild.ID, len(lb.Entries))
		}
		for _, e := range lb.Entries {
			if e.Points != points[set.Guild.ID+"/"+e.Player.ID] {
				t.Errorf("%s %s: %d points, our sum %d", set.Guild.ID, e.Player.ID, e.Points, points[set.Guild.ID+"/"+e.Player.ID])
			}
		}
		for _, p := range plans {
			s, err := svc.Stats(ctx, set.Guild, p.id)
			if err != nil {
				t.Fatal(err)
			}
			got := [3]int{s.DaysPlayed, s.CurrentStreak, s.BestStreak}
			w := want[p.id]
			if got != w {
				t.Errorf("%s %s: days, current, best streak = %v, want %v", set.Guild.ID, p.id, got, w)
			}
			if s.Points != points[set.Guild.ID+"/"+p.id] {
				t.Errorf("%s %s: %d points, want %d", set.Guild.ID, p.id, s.Points, points[set.Guild.ID+"/"+p.id])
			}
		}
	}
	// ...and at the end of April 1 the streaks still stand (no play yet
	// that day), while on April 2 every current streak is broken.
	for _, set := range guilds {
		clk.Set(lastDay.Add(2).At(0, 0, set.Location()).Add(-time.Second))
		for _, p := range plans {
			if s, _ := svc.Stats(ctx, set.Guild, p.id); s.CurrentStreak != want[p.id][1] {
				t.Errorf("%s %s at the end of April 1: current streak %d, want %d", set.Guild.ID, p.id, s.CurrentStreak, want[p.id][1])
			}
		}
		clk.Set(lastDay.Add(2).At(0, 0, set.Location()))
		for _, p := range plans {
			if s, _ := svc.Stats(ctx, set.Guild, p.id); s.CurrentStreak != 0 || s.BestStreak != want[p.id][2] {
				t.Errorf("%s %s two days on: current %d, best %d", set.Guild.ID, p.id, s.CurrentStreak, s.BestStreak)
			}
		}
	}
}

type posted struct {
	at time.Time
	by int // replica
}

func check(t *testing.T, posts map[challenge.PostKey]posted, k challenge.PostKey, want time.Time, ok bool) {
	t.Helper()
	got, found := posts[k]
	switch {
	case ok && !found:
		t.Errorf("%s %s %s never posted; due at the tick %v", k.Guild.ID, k.Kind, k.Day, want)
	case !ok && found:
		t.Errorf("%s %s %s posted at %v; it was never due at a tick", k.Guild.ID, k.Kind, k.Day, got.at)
	case ok && !got.at.Equal(want):
		t.Errorf("%s %s %s posted at %v, want %v", k.Guild.ID, k.Kind, k.Day, got.at, want)
	}
}
