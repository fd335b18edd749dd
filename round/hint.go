package round

import (
	"context"
	"errors"
	"fmt"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
)

// NoHints is the error for a hint asked in round r, started without
// hints: game.Unavailable, round.no_hints, with the facts round and end.
func NoHints(r Round) error {
	return game.E(game.Op("round.Hint"), game.Unavailable, game.CodeNoHints, game.Facts{"round": r, "end": r.End})
}

// HintResult is a hint given in a round.
type HintResult struct {
	Round Round
	Clue  game.Clue
	// Added is false when the hint was already stored, by a request that
	// computed the same hint at the same moment: it is counted once.
	Added bool
}

// Hint gives a player the next rung of the hint ladder (game.NextHint)
// in the round with id and stores it; when it returns without error the
// hint is durable and counts in the round's results. It returns a
// NoHints for a round started without hints, Over once the
// round has ended, an error wrapping ErrNotFound for no such round, and one
// wrapping game.ErrNoWordsLeft (counting nothing) when the player has
// found every word, and a *game.AllRevealedError (counting nothing)
// when hints have shown every word they have left.
func (s *Service) Hint(ctx context.Context, id string, p game.Player) (HintResult, error) {
	r, err := s.store.Round(ctx, id)
	if err != nil {
		return HintResult{}, err
	}
	return s.hint(ctx, r, p)
}

// HintIn is Hint in k's running round.
func (s *Service) HintIn(ctx context.Context, k Key, p game.Player) (HintResult, error) {
	r, err := s.store.RunningRound(ctx, k)
	if err != nil {
		return HintResult{}, err
	}
	return s.hint(ctx, r, p)
}

func (s *Service) hint(ctx context.Context, r Round, p game.Player) (HintResult, error) {
	res := HintResult{Round: r}
	now := s.now()
	switch { // over first: a round stopped early gives no hint either way
	case r.Over(now):
		return res, overHints(r)
	case !r.Rules.Hints:
		return res, NoHints(r)
	}
	d, sol, err := solution(r)
	if err != nil {
		return res, fmt.Errorf("hint: %w", err)
	}
	prior, err := s.store.PlayerEntries(ctx, r.ID, p.ID)
	if err != nil {
		return res, fmt.Errorf("hint: words of %s in round %s: %w", p.ID, r.ID, err)
	}
	found := make([]string, len(prior))
	for i, e := range prior {
		found[i] = e.Word
	}
	taken, err := s.store.RoundHints(ctx, r.ID, p.ID)
	if err != nil {
		return res, fmt.Errorf("hint: hints of %s in round %s: %w", p.ID, r.ID, err)
	}
	h, err := game.NextHint(&sol, d, found, taken, r.ID+"|"+p.ID)
	if err != nil {
		res.Clue.Board = r.Board
		return res, err
	}
	h.At = now
	h, res.Added, err = s.store.AddRoundHint(ctx, r.ID, p, h)
	if errors.Is(err, ErrFinished) {
		return res, overHints(r)
	} else if err != nil {
		return res, fmt.Errorf("hint: record hint %d of %s in round %s: %w", h.Seq, p.ID, r.ID, err)
	}
	res.Clue, err = game.ClueIn(ctx, &sol, found, h, d.Lang())
	if res.Added {
		s.publish(ctx, live.Event{Game: Game(r), Kind: live.Hint, Player: p.ID, Hints: h.Seq, At: now})
	}
	return res, err
}

// LastClue is what the player's latest hint in round id shows now (false
// when they have taken none), so that a page opened again shows it.
func (s *Service) LastClue(ctx context.Context, id, playerID string) (game.Clue, bool, error) {
	r, err := s.store.Round(ctx, id)
	if err != nil {
		return game.Clue{}, false, err
	}
	taken, err := s.store.RoundHints(ctx, r.ID, playerID)
	if err != nil || len(taken) == 0 {
		return game.Clue{}, false, err
	}
	d, sol, err := solution(r)
	if err != nil {
		return game.Clue{}, false, err
	}
	prior, err := s.store.PlayerEntries(ctx, r.ID, playerID)
	if err != nil {
		return game.Clue{}, false, err
	}
	found := make([]string, len(prior))
	for i, e := range prior {
		found[i] = e.Word
	}
	c, err := game.ClueIn(ctx, &sol, found, taken[len(taken)-1], d.Lang())
	return c, err == nil, err
}

// overHints is the error for a hint asked once round r is over: game.Over,
// round.over_hints, with the facts round and end.
func overHints(r Round) error {
	return game.E(game.Op("round.Hint"), game.Over, game.CodeRoundOverHints, game.Facts{"round": r, "end": r.End})
}
