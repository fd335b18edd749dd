package memory

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// A liveRound is a round and everything kept about it.
type liveRound struct {
	r         round.Round
	owner     string    // who claimed the results post
	claimed   time.Time // when
	posted    bool
	entries   []round.Entry          // in the order found; names are read from names
	found     map[[2]string]bool     // player id, word
	names     map[string]string      // player id: the name they last played under
	standings []round.Standing       // best first, once finished
	hints     map[string][]game.Hint // by player id
}

// get returns the round with id, or an error wrapping round.ErrNotFound.
// s.mu is held.
func (s *Store) get(id string) (*liveRound, error) {
	lr, ok := s.rounds[id]
	if !ok {
		return nil, fmt.Errorf("round %s: %w", id, round.ErrNotFound)
	}
	return lr, nil
}

// CreateRound stores r as the running round of its channel, or returns a
// *round.RunningError holding the round already running there.
func (s *Store) CreateRound(ctx context.Context, r round.Round) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if lr, ok := s.running[r.Key]; ok {
		return round.Running(lr.r)
	}
	if _, ok := s.rounds[r.ID]; ok {
		return fmt.Errorf("create round %s in %s: the id is taken", r.ID, r.Key)
	}
	r.Finished = time.Time{}
	lr := &liveRound{r: r, found: map[[2]string]bool{}, names: map[string]string{}, hints: map[string][]game.Hint{}}
	s.rounds[r.ID] = lr
	s.running[r.Key] = lr
	return nil
}

func (s *Store) RunningRound(ctx context.Context, k round.Key) (round.Round, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, ok := s.running[k]
	if !ok {
		return round.Round{}, fmt.Errorf("running round in %s: %w", k, round.ErrNotFound)
	}
	return lr.r, nil
}

func (s *Store) LastRound(ctx context.Context, k round.Key) (round.Round, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var last *liveRound
	for _, lr := range s.rounds {
		if lr.r.Key == k && (last == nil || lr.r.Start.After(last.r.Start) || (lr.r.Start.Equal(last.r.Start) && lr.r.ID > last.r.ID)) {
			last = lr
		}
	}
	if last == nil {
		return round.Round{}, fmt.Errorf("last round in %s: %w", k, round.ErrNotFound)
	}
	return last.r, nil
}

func (s *Store) Round(ctx context.Context, id string) (round.Round, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return round.Round{}, err
	}
	return lr.r, nil
}

func (s *Store) SetMessage(ctx context.Context, id, message string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return err
	}
	lr.r.Message = message
	return nil
}

func (s *Store) EndEarly(ctx context.Context, id string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return err
	}
	if lr.r.Finished.IsZero() && at.Before(lr.r.End) {
		lr.r.End = at
	}
	return nil
}

// AddEntries records p's words (the entries' own Player is not read) and
// returns those not recorded before, with Player set to p.
func (s *Store) AddEntries(ctx context.Context, id string, p game.Player, entries []round.Entry) ([]round.Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return nil, err
	}
	if !lr.r.Finished.IsZero() {
		return nil, fmt.Errorf("add words of %s to round %s: %w", p.ID, id, round.ErrFinished)
	}
	var added []round.Entry
	for _, e := range entries {
		k := [2]string{p.ID, e.Word}
		if lr.found[k] {
			continue
		}
		lr.found[k] = true
		e.Player = p
		lr.entries = append(lr.entries, e)
		added = append(added, e)
	}
	if len(entries) > 0 {
		lr.names[p.ID] = p.Name
	}
	return added, nil
}

func (s *Store) Entries(ctx context.Context, id string) ([]round.Entry, error) {
	return s.entries(id, func(round.Entry) bool { return true })
}

func (s *Store) PlayerEntries(ctx context.Context, id, playerID string) ([]round.Entry, error) {
	return s.entries(id, func(e round.Entry) bool { return e.Player.ID == playerID })
}

// entries returns a round's entries that keep says to, in the order found,
// each with its player's latest name.
func (s *Store) entries(id string, keep func(round.Entry) bool) ([]round.Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return nil, err
	}
	var out []round.Entry
	for _, e := range lr.entries {
		if keep(e) {
			e.Player.Name = lr.names[e.Player.ID]
			out = append(out, e)
		}
	}
	return out, nil
}

func (s *Store) Progress(ctx context.Context, id string) (players, words int, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return 0, 0, err
	}
	players = 0
	seen := map[string]bool{}
	for _, e := range lr.entries {
		if !seen[e.Player.ID] {
			seen[e.Player.ID] = true
			players++
		}
	}
	return players, len(lr.entries), nil
}

func (s *Store) DueRounds(ctx context.Context, now time.Time, lease time.Duration) ([]round.Round, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []round.Round
	for _, lr := range s.rounds {
		if lr.r.Finished.IsZero() && !lr.r.End.After(now) || lr.expired(now, lease) {
			out = append(out, lr.r)
		}
	}
	slices.SortFunc(out, func(a, b round.Round) int { return cmp.Or(a.End.Compare(b.End), cmp.Compare(a.ID, b.ID)) })
	return out, nil
}

// hintCount is how many hints the players took in lr.
func (lr *liveRound) hintCount() int {
	n := 0
	for _, hs := range lr.hints {
		n += len(hs)
	}
	return n
}

func (s *Store) AddRoundHint(ctx context.Context, id string, p game.Player, h game.Hint) (game.Hint, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return game.Hint{}, false, err
	}
	if !lr.r.Finished.IsZero() {
		return game.Hint{}, false, fmt.Errorf("hint in round %s: %w", id, round.ErrFinished)
	}
	hs, stored, added := addHint(lr.hints[p.ID], h)
	lr.hints[p.ID] = hs
	lr.names[p.ID] = p.Name
	return stored, added, nil
}

func (s *Store) RoundHints(ctx context.Context, id, playerID string) ([]game.Hint, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return nil, err
	}
	return slices.Clone(lr.hints[playerID]), nil
}

func (s *Store) RoundHintCounts(ctx context.Context, id string) ([]round.Hinted, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return nil, err
	}
	var out []round.Hinted
	for p, hs := range lr.hints {
		if len(hs) > 0 {
			out = append(out, round.Hinted{Player: game.Player{ID: p, Name: lr.names[p]}, Hints: len(hs)})
		}
	}
	slices.SortFunc(out, func(a, b round.Hinted) int { return cmp.Compare(a.Player.ID, b.Player.ID) })
	return out, nil
}

// expired reports whether lr's results were claimed before now-lease and
// never posted.
func (lr *liveRound) expired(now time.Time, lease time.Duration) bool {
	return !lr.r.Finished.IsZero() && !lr.posted && lr.claimed.Before(now.Add(-lease))
}

func (s *Store) FinishRound(ctx context.Context, id string, standings []round.Standing, counted int, owner string, now time.Time, lease time.Duration) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return false, err
	}
	close := func() { // no entry gets in from now on
		if lr.r.Finished.IsZero() {
			lr.r.Finished = now
			delete(s.running, lr.r.Key)
		}
	}
	unclaimed := lr.r.Finished.IsZero() || lr.claimed.IsZero()
	switch {
	case unclaimed && len(lr.entries)+lr.hintCount() != counted:
		close() // standings that miss a word: the next call reads a final set
		return false, round.ErrStale
	case unclaimed:
		close()
		lr.standings = slices.Clone(standings)
	case !lr.expired(now, lease):
		return false, nil
	}
	lr.owner, lr.claimed = owner, now
	return true, nil
}

func (s *Store) Standings(ctx context.Context, id string) ([]round.Standing, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return nil, err
	}
	return slices.Clone(lr.standings), nil
}

func (s *Store) MarkResultsPosted(ctx context.Context, id string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	lr, err := s.get(id)
	if err != nil {
		return err
	}
	if lr.r.Finished.IsZero() {
		return fmt.Errorf("mark the results of round %s posted: %w", id, errNotFinished)
	}
	lr.posted = true
	return nil
}

var errNotFinished = errors.New("the round is not finished")

func (s *Store) PlayerStats(ctx context.Context, platform, guild, playerID string) (round.Stats, error) {
	var st round.Stats
	for _, w := range s.winners(platform, guild) {
		if w.Player.ID == playerID {
			st.Played, st.Won = w.Played, w.Won
		}
	}
	return st, nil
}

func (s *Store) Winners(ctx context.Context, platform, guild string, limit int) ([]round.Winner, error) {
	ws := s.winners(platform, guild)
	return ws[:max(0, min(limit, len(ws)))], nil
}

// winners counts every player's finished rounds and wins in a guild, each
// under the name of their latest round, and ranks them.
func (s *Store) winners(platform, guild string) []round.Winner {
	s.mu.Lock()
	defer s.mu.Unlock()
	var finished []*liveRound
	for _, lr := range s.rounds {
		if lr.r.Key.Platform == platform && lr.r.Key.Guild == guild && !lr.r.Finished.IsZero() {
			finished = append(finished, lr)
		}
	}
	slices.SortFunc(finished, func(a, b *liveRound) int {
		return cmp.Or(a.r.Finished.Compare(b.r.Finished), cmp.Compare(a.r.ID, b.r.ID))
	})
	by := map[string]*round.Winner{}
	for _, lr := range finished {
		for _, st := range lr.standings {
			w := by[st.Player.ID]
			if w == nil {
				w = &round.Winner{}
				by[st.Player.ID] = w
			}
			w.Player = st.Player // the latest round's name
			w.Played++
			if st.Won {
				w.Won++
			}
		}
	}
	out := make([]round.Winner, 0, len(by))
	for _, w := range by {
		out = append(out, *w)
	}
	slices.SortFunc(out, func(a, b round.Winner) int {
		return cmp.Or(cmp.Compare(b.Won, a.Won), cmp.Compare(b.Played, a.Played), cmp.Compare(a.Player.ID, b.Player.ID))
	})
	return out
}
