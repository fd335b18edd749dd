package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

var _ challenge.PracticeStore = (*Store)(nil)

func (s *Store) SetPractice(ctx context.Context, g game.Guild, playerID string, day game.Day, until time.Time) error {
	var err error
	if day == 0 {
		_, err = s.w.ExecContext(ctx, `DELETE FROM practice_days WHERE platform = ? AND guild = ? AND user_id = ?`, g.Platform, g.ID, playerID)
	} else {
		_, err = s.w.ExecContext(ctx, `
			INSERT INTO practice_days (platform, guild, user_id, day, until) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET day = excluded.day, until = excluded.until`,
			g.Platform, g.ID, playerID, day.String(), stamp(until))
	}
	if err != nil {
		return fmt.Errorf("sqlite: set practice of %s in %s: %w", playerID, g, err)
	}
	return nil
}

func (s *Store) Practice(ctx context.Context, g game.Guild, playerID string) (game.Day, time.Time, error) {
	var day, until string
	err := s.r.QueryRowContext(ctx, `SELECT day, until FROM practice_days WHERE platform = ? AND guild = ? AND user_id = ?`,
		g.Platform, g.ID, playerID).Scan(&day, &until)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, time.Time{}, fmt.Errorf("sqlite: practice of %s in %s: %w", playerID, g, challenge.ErrNotFound)
	}
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("sqlite: practice of %s in %s: %w", playerID, g, err)
	}
	d, err := game.ParseDay(day)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("sqlite: practice of %s in %s: %w", playerID, g, err)
	}
	t, err := time.Parse(time.RFC3339Nano, until)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("sqlite: practice of %s in %s: %w", playerID, g, err)
	}
	return d, t, nil
}

func (s *Store) AddPracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string, words []game.Word, at time.Time) ([]game.Word, error) {
	var added []game.Word
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var err error
		added, err = insertWords(ctx, tx, "practice_words", g, day, playerID, words, at)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: add practice words of %s in %s on %s: %w", playerID, g, day, err)
	}
	return added, nil
}

func (s *Store) PracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Word, error) {
	out, err := s.wordsOf(ctx, "practice_words", g, day, playerID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: practice words of %s in %s on %s: %w", playerID, g, day, err)
	}
	return out, nil
}

func (s *Store) FirstDay(ctx context.Context, g game.Guild) (game.Day, error) {
	var day sql.NullString
	// words_by_day leads with (platform, guild, day): one index probe.
	if err := s.r.QueryRowContext(ctx, `SELECT min(day) FROM words WHERE platform = ? AND guild = ?`, g.Platform, g.ID).Scan(&day); err != nil {
		return 0, fmt.Errorf("sqlite: first day of %s: %w", g, err)
	}
	if !day.Valid {
		return 0, fmt.Errorf("sqlite: first day of %s: %w", g, challenge.ErrNotFound)
	}
	d, err := game.ParseDay(day.String)
	if err != nil {
		return 0, fmt.Errorf("sqlite: first day of %s: %w", g, err)
	}
	return d, nil
}
