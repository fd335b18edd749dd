package challenge_test

import (
	"slices"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

func TestSummarize(t *testing.T) {
	d := game.Date(2026, 5, 10)
	day := func(off, pts int) challenge.DayTotal {
		return challenge.DayTotal{Day: d.Add(off), Points: pts, Words: pts}
	}
	tests := []struct {
		name            string
		days            []challenge.DayTotal
		today           game.Day
		current, best   int
		bestDay, points int
	}{
		{"never played", nil, d, 0, 0, 0, 0},
		{"played today", []challenge.DayTotal{day(0, 3)}, d, 1, 1, 0, 3},
		{"played yesterday only", []challenge.DayTotal{day(-1, 3)}, d, 1, 1, -1, 3},
		{"broken two days ago", []challenge.DayTotal{day(-2, 3)}, d, 0, 1, -2, 3},
		{"run to today", []challenge.DayTotal{day(-3, 1), day(-2, 5), day(-1, 2), day(0, 1)}, d, 4, 4, -2, 9},
		{"old run longer", []challenge.DayTotal{day(-10, 1), day(-9, 1), day(-8, 1), day(-1, 2), day(0, 2)}, d, 2, 3, -1, 7},
		{"gap breaks", []challenge.DayTotal{day(-4, 1), day(-3, 1), day(-1, 1)}, d, 1, 2, -4, 3},
		{"tie keeps earliest best day", []challenge.DayTotal{day(-2, 4), day(0, 4)}, d, 1, 1, -2, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := challenge.History{Player: game.Player{ID: "u"}, Days: tt.days, Longest: game.Word{Word: "stripe", Points: 3}}
			st := challenge.Summarize(h, tt.today)
			if st.CurrentStreak != tt.current || st.BestStreak != tt.best || st.Points != tt.points || st.DaysPlayed != len(tt.days) {
				t.Errorf("Summarize = current %d, best %d, points %d, days %d; want %d, %d, %d, %d",
					st.CurrentStreak, st.BestStreak, st.Points, st.DaysPlayed, tt.current, tt.best, tt.points, len(tt.days))
			}
			if len(tt.days) > 0 && st.BestDay.Day != d.Add(tt.bestDay) {
				t.Errorf("BestDay = %v, want %v", st.BestDay.Day, d.Add(tt.bestDay))
			}
			if st.Favourite.Word != "stripe" {
				t.Errorf("Favourite = %v", st.Favourite)
			}
		})
	}
}

func TestRank(t *testing.T) {
	ps := func(id string, pts int) challenge.PlayerScore {
		return challenge.PlayerScore{Player: game.Player{ID: id}, Points: pts}
	}
	got := challenge.Rank([]challenge.PlayerScore{ps("a", 9), ps("b", 7), ps("c", 7), ps("d", 3), ps("e", 3), ps("f", 1)})
	want := []int{1, 2, 2, 4, 4, 6}
	for i, e := range got {
		if e.Rank != want[i] {
			t.Errorf("entry %d (%s): rank %d, want %d", i, e.Player.ID, e.Rank, want[i])
		}
	}
	if len(challenge.Rank(nil)) != 0 {
		t.Error("Rank(nil) not empty")
	}
}

func TestParsePeriod(t *testing.T) {
	for in, want := range map[string]challenge.Period{"": challenge.SeasonNow, "season": challenge.SeasonNow, "month": challenge.SeasonNow, "Today": challenge.Today, "week": challenge.Week, "all": challenge.AllTime, " ALL ": challenge.AllTime} {
		if got, err := challenge.ParsePeriod(in); err != nil || got != want {
			t.Errorf("ParsePeriod(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := challenge.ParsePeriod("year"); err == nil {
		t.Error("ParsePeriod(year): no error")
	}
}

// TestFreezesKeepStreaks: a freeze is earned every seven days played (from
// the day freezes were turned on), kept up to the server's most; a missed
// day spends one and the streak goes on; a gap too long for the freezes
// held breaks the streak and spends none.
func TestFreezesKeepStreaks(t *testing.T) {
	base := game.Date(2026, time.March, 2)
	played := func(days ...int) challenge.History {
		h := challenge.History{Player: game.Player{ID: "a"}}
		for _, d := range days {
			h.Days = append(h.Days, challenge.DayTotal{Day: base.Add(d), Points: 1, Words: 1})
		}
		return h
	}
	run := func(from, to int) []int {
		var out []int
		for d := from; d <= to; d++ {
			out = append(out, d)
		}
		return out
	}
	tests := []struct {
		name      string
		days      []int
		today     int
		rule      challenge.FreezeRule
		cur, best int
		held      int
		frozen    []int
	}{
		{"off: a missed day breaks", append(run(0, 6), 8), 8, challenge.FreezeRule{}, 1, 7, 0, nil},
		{"a missed day after seven spends the freeze", append(run(0, 6), 8), 8, challenge.FreezeRule{Max: 2}, 8, 8, 0, []int{7}},
		{"two missed days, one freeze: broken, none spent", append(run(0, 6), 9), 9, challenge.FreezeRule{Max: 2}, 1, 7, 1, nil},
		{"kept up to the most", run(0, 27), 27, challenge.FreezeRule{Max: 2}, 28, 28, 2, nil},
		{"days before they were on earn none", append(run(0, 6), 8), 8, challenge.FreezeRule{Max: 2, Since: base.Add(1)}, 1, 7, 1, nil}, // the seventh from day 1 is day 8
		{"missed up to yesterday: the streak is current", run(0, 13), 16, challenge.FreezeRule{Max: 3}, 14, 14, 0, []int{14, 15}},
		{"six days earn nothing: the seventh comes after the gap", append(run(0, 5), 7), 7, challenge.FreezeRule{Max: 1}, 1, 6, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, frozen := challenge.SummarizeFreezes(played(tt.days...), base.Add(tt.today), tt.rule)
			var got []int
			for _, d := range frozen {
				got = append(got, int(d-base))
			}
			if st.CurrentStreak != tt.cur || st.BestStreak != tt.best || st.Freezes != tt.held || !slices.Equal(got, tt.frozen) || st.FreezesMax != tt.rule.Max {
				t.Errorf("streak %d (best %d), %d of %d freezes held, frozen %v; want %d (best %d), %d held, frozen %v",
					st.CurrentStreak, st.BestStreak, st.Freezes, st.FreezesMax, got, tt.cur, tt.best, tt.held, tt.frozen)
			}
		})
	}
}
