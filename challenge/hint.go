package challenge

import (
	"context"
	"fmt"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
)

// HintResult is a hint given on the daily board.
type HintResult struct {
	Daily Daily
	Clue  game.Clue
	// Added is false when the hint was already stored, by a request that
	// computed the same hint at the same moment: it is counted once.
	Added bool
}

// Hint gives a player the next rung of the hint ladder on the guild's
// board of the day (see NextHint) and stores it; when it returns without
// error the hint is durable and counted. It returns an error wrapping
// ErrNoWordsLeft, and counts nothing, when the player has found every word,
// and an *AllRevealedError, counting nothing, when hints have shown every
// word left.
func (s *Service) Hint(ctx context.Context, g game.Guild, p game.Player) (HintResult, error) {
	var r HintResult
	pd, err := s.playerToday(ctx, g, p.ID)
	if err != nil {
		return r, fmt.Errorf("hint: %w", err)
	}
	r.Daily = pd.daily
	day := pd.daily.Day
	sol, err := s.solution(day, r.Daily.Settings)
	if err != nil {
		return r, fmt.Errorf("hint: %w", err)
	}
	found := make([]string, len(pd.found))
	for i, w := range pd.found {
		found[i] = w.Word
	}
	h, err := game.NextHint(sol, pd.dict, found, pd.hints, g.String()+"|"+day.String()+"|"+p.ID)
	if err != nil {
		r.Clue.Board, r.Clue.Left = sol.Board, 0
		return r, err
	}
	h.At = pd.now
	if h, r.Added, err = s.store.AddHint(ctx, g, day, p, h); err != nil {
		return r, fmt.Errorf("hint: record hint %d of %s on %s: %w", h.Seq, p.ID, day, err)
	}
	r.Clue, err = game.ClueIn(ctx, sol, found, h, pd.dict.Lang())
	if r.Added {
		s.publish(ctx, live.Event{Game: live.DailyGame(g.Platform, g.ID, int32(day), p.ID), Kind: live.Hint, Player: p.ID, Hints: h.Seq, At: h.At})
	}
	return r, err
}

// LastClue is what the player's latest hint on today's board shows now,
// so that a page opened again shows the hint it paid for; false when they
// have taken none today.
func (s *Service) LastClue(ctx context.Context, g game.Guild, playerID string) (game.Clue, bool, error) {
	pd, err := s.playerToday(ctx, g, playerID)
	if err != nil || len(pd.hints) == 0 {
		return game.Clue{}, false, err
	}
	sol, err := s.solution(pd.daily.Day, pd.daily.Settings)
	if err != nil {
		return game.Clue{}, false, err
	}
	found := make([]string, len(pd.found))
	for i, w := range pd.found {
		found[i] = w.Word
	}
	c, err := game.ClueIn(ctx, sol, found, pd.hints[len(pd.hints)-1], pd.dict.Lang())
	return c, err == nil, err
}
