package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// practice is the in-memory challenge.PracticeStore's state, under Store.mu.
type practice struct {
	days  map[playerKey]practiceDay
	words map[wordKey]entry
	order int
}

type practiceDay struct {
	day   game.Day
	until time.Time
}

func (s *Store) SetPractice(ctx context.Context, g game.Guild, playerID string, day game.Day, until time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := playerKey{g, playerID}
	if day == 0 {
		delete(s.practice.days, k)
		return nil
	}
	if s.practice.days == nil {
		s.practice.days = map[playerKey]practiceDay{}
	}
	s.practice.days[k] = practiceDay{day, until}
	return nil
}

func (s *Store) Practice(ctx context.Context, g game.Guild, playerID string) (game.Day, time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.practice.days[playerKey{g, playerID}]
	if !ok {
		return 0, time.Time{}, fmt.Errorf("memory: practice of %s in %s: %w", playerID, g, challenge.ErrNotFound)
	}
	return p.day, p.until, nil
}

func (s *Store) AddPracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string, words []game.Word, at time.Time) ([]game.Word, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.practice.words == nil {
		s.practice.words = map[wordKey]entry{}
	}
	return addWords(s.practice.words, &s.practice.order, playerKey{g, playerID}, day, words), nil
}

func (s *Store) PracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Word, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return wordsOf(s.practice.words, playerKey{g, playerID}, day), nil
}

func (s *Store) FirstDay(ctx context.Context, g game.Guild) (game.Day, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var first game.Day
	found := false
	for k := range s.words {
		if k.g == g && (!found || k.day < first) {
			first, found = k.day, true
		}
	}
	if !found {
		return 0, fmt.Errorf("memory: first day of %s: %w", g, challenge.ErrNotFound)
	}
	return first, nil
}
