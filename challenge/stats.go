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
	// Streak freezes (FreezeRule): how many the player keeps now, and the
	// most they may keep (0: the server gives none).
	Freezes, FreezesMax int
}

// A FreezeRule is a server's streak freezes: a player keeps at most Max
// (0: none), earns one every FreezeEvery days played from Since on, and a
// missed day from Since on spends one instead of breaking their streak.
type FreezeRule struct {
	Max   int
	Since game.Day
}

// FreezeRule is the settings' streak freezes.
func (s Settings) FreezeRule() FreezeRule { return FreezeRule{Max: s.Freezes, Since: s.FreezesSince} }

// Summarize computes a player's Stats from their History, as of today (the
// guild's current local day). A streak is a run of consecutive local days
// with at least one accepted word; the current streak is still alive on a
// day the player has not played yet, if they played yesterday.
func Summarize(h History, today game.Day) Stats {
	st, _ := SummarizeFreezes(h, today, FreezeRule{})
	return st
}

// SummarizeFreezes is Summarize with streak freezes: a day missed while the
// player keeps a freeze spends it and the streak goes on (it counts the
// days played); the days missed up to yesterday spend them too, so a
// streak kept by freezes is still current today. It returns the days a
// freeze kept, oldest first. A freeze is earned every
// FreezeEvery days played from rule.Since on, kept up to rule.Max. The
// freezes spent are recorded nowhere: they follow from the days played,
// the same on every replica and after an erasure.
func SummarizeFreezes(h History, today game.Day, rule FreezeRule) (Stats, []game.Day) {
	st := summarize(h, today)
	if rule.Max <= 0 || len(h.Days) == 0 {
		return st, nil
	}
	var frozen []game.Day
	st.FreezesMax = rule.Max
	held, earned, run, best := 0, 0, 0, 0
	// spend covers the days missed from a to b inclusive, one freeze each,
	// if the freezes held cover them all (and all are from rule.Since on):
	// a streak that breaks anyway spends none.
	spend := func(a, b game.Day) bool {
		if a < rule.Since || int(b-a)+1 > held {
			return false
		}
		for d := a; d <= b; d++ {
			held--
			frozen = append(frozen, d)
		}
		return true
	}
	var prev game.Day
	for i, d := range h.Days {
		switch {
		case i == 0:
			run = 1
		case d.Day == prev+1 || spend(prev+1, d.Day-1):
			run++
		default:
			run = 1
		}
		best = max(best, run)
		if d.Day >= rule.Since {
			earned++
			if earned%FreezeEvery == 0 && held < rule.Max {
				held++
			}
		}
		prev = d.Day
	}
	st.BestStreak = max(st.BestStreak, best)
	st.CurrentStreak = 0
	if prev >= today-1 || spend(prev+1, today-1) {
		st.CurrentStreak = run
	}
	st.Freezes = held
	return st, frozen
}

func summarize(h History, today game.Day) Stats {
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
