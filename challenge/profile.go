package challenge

import (
	"context"
	"fmt"

	"github.com/bogglebot/bogglebot/game"
)

// A Profile is a player's stats and what their picture shows: their days,
// the rank they reached on each day from From, and their best words.
type Profile struct {
	Stats
	Today game.Day
	Days  []DayTotal       // every day played, oldest first
	From  game.Day         // the first day Ranks covers
	Ranks map[game.Day]int // the rank reached each day played from From (1 best, ties shared)
	Best  []FoundWord      // the longest words, at most ProfileWords
	// Frozen are the days a streak freeze kept the streak.
	Frozen map[game.Day]bool
}

// ProfileWords is how many best words a Profile holds.
const ProfileWords = 5

// Profile reads a player's Profile in a guild as of now, with the ranks of
// the days of the last weeks (from the Monday of their first day played,
// if later). Unless self, a word first found today stays secret until the
// day's reveal: Best leaves today out.
func (s *Service) Profile(ctx context.Context, g game.Guild, playerID string, weeks int, self bool) (Profile, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return Profile{}, err
	}
	today := set.DayAt(s.now())
	h, err := s.store.History(ctx, g, playerID)
	if err != nil {
		return Profile{}, fmt.Errorf("profile of %s in %s: %w", playerID, g, err)
	}
	from := today.WeekStart() - game.Day(7*(max(weeks, 1)-1))
	if len(h.Days) > 0 {
		from = max(from, h.Days[0].Day.WeekStart())
	}
	st, frozen := SummarizeFreezes(h, today, set.FreezeRule())
	p := Profile{Stats: st, Frozen: map[game.Day]bool{}, Today: today, Days: h.Days, From: from, Ranks: map[game.Day]int{}}
	for _, d := range frozen {
		p.Frozen[d] = true
	}
	days, err := s.store.DayTotals(ctx, g, from, today)
	if err != nil {
		return p, fmt.Errorf("profile of %s in %s: %w", playerID, g, err)
	}
	// Each day's players, ranked by points: rank is 1 + how many scored more.
	for i := 0; i < len(days); {
		j := i
		for j < len(days) && days[j].Day == days[i].Day {
			j++
		}
		for _, d := range days[i:j] {
			if d.Player.ID != playerID {
				continue
			}
			rank := 1
			for _, o := range days[i:j] {
				if o.Points > d.Points {
					rank++
				}
			}
			p.Ranks[d.Day] = rank
		}
		i = j
	}
	to := today + 1 // a fake clock may run behind a stored day
	if !self {
		to = today - 1
	}
	if p.Best, err = s.store.LongestWords(ctx, g, playerID, 0, to, ProfileWords); err != nil {
		return p, fmt.Errorf("profile of %s in %s: %w", playerID, g, err)
	}
	return p, nil
}

// ServerDay is how many players played a guild's day.
type ServerDay struct {
	Day     game.Day
	Players int
}

// ServerProfile is a guild's stats: players per day of the season under
// way, and its race.
type ServerProfile struct {
	Season  SeasonBoard
	Days    []ServerDay // the season's days to today, oldest first
	Players int         // who played this season
}

// ServerProfile reads a guild's players per day and race in the season
// under way.
func (s *Service) ServerProfile(ctx context.Context, g game.Guild) (ServerProfile, error) {
	season, err := s.CurrentSeason(ctx, g)
	if err != nil {
		return ServerProfile{}, err
	}
	sb, err := s.Season(ctx, g, season)
	if err != nil {
		return ServerProfile{}, err
	}
	sp := ServerProfile{Season: sb, Players: len(sb.Entries)}
	days, err := s.store.DayTotals(ctx, g, sb.From, sb.Today)
	if err != nil {
		return sp, fmt.Errorf("server stats of %s: %w", g, err)
	}
	count := map[game.Day]int{}
	for _, d := range days {
		count[d.Day]++
	}
	for d := sb.From; d <= sb.Today; d++ {
		sp.Days = append(sp.Days, ServerDay{d, count[d]})
	}
	return sp, nil
}
