package challenge

import (
	"context"
	"fmt"
	"slices"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// A Review is a player's look back at a day that has ended: what they
// found, what they found only in practice, and what they missed.
type Review struct {
	Daily    Daily
	Solution *solver.Result // every word of the board; shared: do not modify
	// Found are the player's words of the day (the real game), with their
	// paths, best first (solver.CompareWords). A word no longer on the solution's
	// list has no path.
	Found  []solver.Word
	Points int // of Found
	// Practice are the words the player found only in practice, best first.
	Practice []solver.Word
	// Missed are the board's words the player found neither way, best first.
	Missed []solver.Word
}

// Review looks back at a day for a player. The day must have ended, and be
// a day of the guild's daily (else a game.Invalid day.* error): today's missed words would
// spoil today's game, for the player and for anyone they show.
func (s *Service) Review(ctx context.Context, g game.Guild, playerID string, day game.Day) (Review, error) {
	set, err := s.pastDay(ctx, g, day, "review")
	if err != nil {
		return Review{}, err
	}
	var rv Review
	if rv.Daily, err = s.daily(set, day); err != nil {
		return rv, err
	}
	if rv.Solution, err = s.solution(day, rv.Daily.Settings); err != nil {
		return rv, err
	}
	played, err := s.store.PlayerWords(ctx, g, day, playerID)
	if err != nil {
		return rv, fmt.Errorf("review %s on %s: %w", playerID, day, err)
	}
	var practised []game.Word
	if ps := s.practice; ps != nil {
		if practised, err = ps.PracticeWords(ctx, g, day, playerID); err != nil {
			return rv, fmt.Errorf("review %s on %s: %w", playerID, day, err)
		}
	}
	rv.Found, rv.Practice, rv.Missed = Split(rv.Solution.Words, played, practised)
	for _, w := range rv.Found {
		rv.Points += w.Points
	}
	return rv, nil
}

// Split sorts a board's words (sol, as solver.Solve returns them) into
// those found, those found only in the second list (practice), and those
// missed, each best first (solver.CompareWords). Found words missing from sol keep
// their points and have no path.
func Split(sol []solver.Word, found, also []game.Word) (mine, more, missed []solver.Word) {
	index := make(map[string]int, len(sol))
	for i, w := range sol {
		index[w.Word] = i
	}
	seen := map[string]bool{}
	take := func(ws []game.Word) []solver.Word {
		var out []solver.Word
		for _, w := range ws {
			if seen[w.Word] {
				continue
			}
			seen[w.Word] = true
			if i, ok := index[w.Word]; ok {
				out = append(out, sol[i])
			} else {
				out = append(out, solver.Word{Word: w.Word, Points: w.Points})
			}
		}
		slices.SortFunc(out, solver.CompareWords)
		return out
	}
	mine, more = take(found), take(also)
	for _, w := range sol {
		if !seen[w.Word] {
			missed = append(missed, w)
		}
	}
	slices.SortStableFunc(missed, solver.CompareWords)
	return mine, more, missed
}
