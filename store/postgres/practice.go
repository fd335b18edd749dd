package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

var _ challenge.PracticeStore = (*Store)(nil)

func (s *Store) SetPractice(ctx context.Context, g game.Guild, playerID string, day game.Day, until time.Time) error {
	var err error
	if day == 0 {
		_, err = s.pool.Exec(ctx, `DELETE FROM practice_days WHERE platform = $1 AND guild = $2 AND user_id = $3`, g.Platform, g.ID, playerID)
	} else {
		_, err = s.pool.Exec(ctx, `
			INSERT INTO practice_days (platform, guild, user_id, day, until) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET day = excluded.day, until = excluded.until`,
			g.Platform, g.ID, playerID, day.String(), until)
	}
	if err != nil {
		return fmt.Errorf("postgres: set practice of %s in %s: %w", playerID, g, err)
	}
	return nil
}

func (s *Store) Practice(ctx context.Context, g game.Guild, playerID string) (game.Day, time.Time, error) {
	var day string
	var until time.Time
	err := s.pool.QueryRow(ctx, `SELECT day, until FROM practice_days WHERE platform = $1 AND guild = $2 AND user_id = $3`,
		g.Platform, g.ID, playerID).Scan(&day, &until)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, time.Time{}, fmt.Errorf("postgres: practice of %s in %s: %w", playerID, g, challenge.ErrNotFound)
	}
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("postgres: practice of %s in %s: %w", playerID, g, err)
	}
	d, err := game.ParseDay(day)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("postgres: practice of %s in %s: %w", playerID, g, err)
	}
	return d, until, nil
}

// practiceLock is the first key of the transaction-scoped advisory locks
// that serialise one player's practice submissions (the second is a hash
// of the player), as the players row does for the game's words.
const practiceLock = 0x70726163 // "prac"

func (s *Store) AddPracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string, words []game.Word, at time.Time) ([]game.Word, error) {
	var added []game.Word
	err := s.retry(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2 || '|' || $3 || '|' || $4))`,
			int32(practiceLock), g.Platform, g.ID, playerID); err != nil {
			return err
		}
		var err error
		added, err = insertWords(ctx, tx, "practice_words", g, day, playerID, words, at)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: add practice words of %s in %s on %s: %w", playerID, g, day, err)
	}
	return added, nil
}

func (s *Store) PracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Word, error) {
	out, err := s.wordsOf(ctx, "practice_words", g, day, playerID)
	if err != nil {
		return nil, fmt.Errorf("postgres: practice words of %s in %s on %s: %w", playerID, g, day, err)
	}
	return out, nil
}

func (s *Store) FirstDay(ctx context.Context, g game.Guild) (game.Day, error) {
	var day *string
	// words_by_day leads with (platform, guild, day): one index probe.
	if err := s.pool.QueryRow(ctx, `SELECT min(day) FROM words WHERE platform = $1 AND guild = $2`, g.Platform, g.ID).Scan(&day); err != nil {
		return 0, fmt.Errorf("postgres: first day of %s: %w", g, err)
	}
	if day == nil {
		return 0, fmt.Errorf("postgres: first day of %s: %w", g, challenge.ErrNotFound)
	}
	d, err := game.ParseDay(*day)
	if err != nil {
		return 0, fmt.Errorf("postgres: first day of %s: %w", g, err)
	}
	return d, nil
}
