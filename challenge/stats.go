package challenge

import (
	"fmt"
	"strings"

	"github.com/bogglebot/bogglebot/game"
)

// A Period is the span of a leaderboard.
type Period string

const (
	SeasonNow Period = "season" // this month: the season under way (see Season)
	Today     Period = "today"  // the guild's current local day
	Week      Period = "week"   // Monday to today, in the guild's timezone
	AllTime   Period = "all"    // every day ever played
)

// ParsePeriod reads "season", "today", "week" or "all" ("" means the
// season under way).
func ParsePeriod(s string) (Period, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "season", "month":
		return SeasonNow, nil
	case "today", "day":
		return Today, nil
	case "week":
		return Week, nil
	case "all", "alltime", "all-time", "ever":
		return AllTime, nil
	}
	return "", fmt.Errorf("unknown leaderboard %q: choose season, today, week or all", s)
}

// An Entry is one line of a leaderboard. Players with equal points share a
// rank, and the next rank skips (1, 2, 2, 4).
type Entry struct {
	Rank int
	PlayerScore
	Hints int // hints taken over the leaderboard's days (/hint)
}

// Rank numbers scores sorted best first.
func Rank(scores []PlayerScore) []Entry {
	out := make([]Entry, len(scores))
	for i, s := range scores {
		r := i + 1
		if i > 0 && s.Points == scores[i-1].Points {
			r = out[i-1].Rank
		}
		out[i] = Entry{Rank: r, PlayerScore: s}
	}
	return out
}

// rankOf returns a player's rank among entries, or 0 if absent.
func rankOf(entries []Entry, id string) int {
	for _, e := range entries {
		if e.Player.ID == id {
			return e.Rank
		}
	}
	return 0
}

// Stats sums up one player in one guild.
type Stats struct {
	Player        game.Player
	Points        int // all time
	Words         int
	DaysPlayed    int
	CurrentStreak int       // consecutive days played, ending today or yesterday
	BestStreak    int       // the longest such run ever
	BestDay       DayTotal  // the day with the most points (the earliest, on a tie)
	Favourite     game.Word // the longest word ever found
}

// Summarize computes a player's Stats from their History, as of today (the
// guild's current local day). A streak is a run of consecutive local days
// with at least one accepted word; the current streak is still alive on a
// day the player has not played yet, if they played yesterday.
func Summarize(h History, today game.Day) Stats {
	st := Stats{Player: h.Player, Favourite: h.Longest, DaysPlayed: len(h.Days)}
	run := 0
	var prev game.Day
	for i, d := range h.Days {
		st.Points += d.Points
		st.Words += d.Words
		if d.Points > st.BestDay.Points {
			st.BestDay = d
		}
		if i > 0 && d.Day == prev+1 {
			run++
		} else {
			run = 1
		}
		st.BestStreak = max(st.BestStreak, run)
		prev = d.Day
	}
	if n := len(h.Days); n > 0 && (prev == today || prev == today-1) {
		st.CurrentStreak = run
	}
	return st
}
