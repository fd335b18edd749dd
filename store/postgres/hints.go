package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// Hints (/hint) on the daily and in rounds. A hint is inserted at its
// number, or not at all if the player has one there (an insert that meets
// another transaction's insert of the same key waits for it), and the one
// stored is read back: of two requests that compute the same next hint,
// on any replicas, one stores it and both return it.

func scanHint(row pgx.CollectableRow) (game.Hint, error) {
	var h game.Hint
	var rung int32
	err := row.Scan(&h.Seq, &rung, &h.Word, &h.At)
	h.Rung = game.Rung(rung)
	return h, err
}

// addHint runs insert (which returns the hint's columns when it stores
// it), else select, in tx.
func addHint(ctx context.Context, tx pgx.Tx, insert, sel string, args []any, selArgs []any) (game.Hint, bool, error) {
	rows, _ := tx.Query(ctx, insert, args...)
	hs, err := pgx.CollectRows(rows, scanHint)
	if err != nil {
		return game.Hint{}, false, err
	}
	if len(hs) == 1 {
		return hs[0], true, nil
	}
	rows, _ = tx.Query(ctx, sel, selArgs...)
	h, err := pgx.CollectExactlyOneRow(rows, scanHint)
	return h, false, err
}

func (s *Store) AddHint(ctx context.Context, g game.Guild, day game.Day, p game.Player, h game.Hint) (game.Hint, bool, error) {
	var stored game.Hint
	var added bool
	err := s.retry(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `
			INSERT INTO players (platform, guild, user_id, name) VALUES ($1, $2, $3, $4)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET name = excluded.name`,
			g.Platform, g.ID, p.ID, p.Name); err != nil {
			return err
		}
		var err error
		stored, added, err = addHint(ctx, tx, `
			INSERT INTO hints (platform, guild, day, user_id, seq, rung, word, taken_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
			ON CONFLICT DO NOTHING RETURNING seq, rung, word, taken_at`,
			`SELECT seq, rung, word, taken_at FROM hints WHERE platform = $1 AND guild = $2 AND day = $3 AND user_id = $4 AND seq = $5`,
			[]any{g.Platform, g.ID, day.String(), p.ID, h.Seq, int32(h.Rung), h.Word, h.At},
			[]any{g.Platform, g.ID, day.String(), p.ID, h.Seq})
		return err
	})
	if err != nil {
		return stored, false, fmt.Errorf("postgres: add hint %d of %s in %s on %s: %w", h.Seq, p.ID, g, day, err)
	}
	return stored, added, nil
}

func (s *Store) Hints(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Hint, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT seq, rung, word, taken_at FROM hints WHERE platform = $1 AND guild = $2 AND day = $3 AND user_id = $4 ORDER BY seq`,
		g.Platform, g.ID, day.String(), playerID)
	out, err := pgx.CollectRows(rows, scanHint)
	if err != nil {
		return nil, fmt.Errorf("postgres: hints of %s in %s on %s: %w", playerID, g, day, err)
	}
	return out, nil
}

type count struct {
	id string
	n  int
}

func scanCount(row pgx.CollectableRow) (count, error) {
	var c count
	err := row.Scan(&c.id, &c.n)
	return c, err
}

func countMap(cs []count) map[string]int {
	out := make(map[string]int, len(cs))
	for _, c := range cs {
		out[c.id] = c.n
	}
	return out
}

func (s *Store) HintCounts(ctx context.Context, g game.Guild, from, to game.Day) (map[string]int, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT user_id, count(*) FROM hints WHERE platform = $1 AND guild = $2 AND day BETWEEN $3 AND $4 GROUP BY user_id`,
		g.Platform, g.ID, from.String(), to.String())
	cs, err := pgx.CollectRows(rows, scanCount)
	if err != nil {
		return nil, fmt.Errorf("postgres: hints in %s from %s to %s: %w", g, from, to, err)
	}
	return countMap(cs), nil
}

func (s *Store) AddRoundHint(ctx context.Context, id string, p game.Player, h game.Hint) (game.Hint, bool, error) {
	var stored game.Hint
	var added bool
	err := s.retry(ctx, func(tx pgx.Tx) error {
		if err := roundOpen(ctx, tx, id); err != nil {
			return err
		}
		// As AddEntries does, before any round_hints row: the same lock order.
		if _, err := tx.Exec(ctx, `
			INSERT INTO round_players (round_id, player_id, name) VALUES ($1, $2, $3)
			ON CONFLICT (round_id, player_id) DO UPDATE SET name = excluded.name`,
			id, p.ID, p.Name); err != nil {
			return err
		}
		var err error
		stored, added, err = addHint(ctx, tx, `
			INSERT INTO round_hints (round_id, player_id, seq, rung, word, taken_at) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT DO NOTHING RETURNING seq, rung, word, taken_at`,
			`SELECT seq, rung, word, taken_at FROM round_hints WHERE round_id = $1 AND player_id = $2 AND seq = $3`,
			[]any{id, p.ID, h.Seq, int32(h.Rung), h.Word, h.At},
			[]any{id, p.ID, h.Seq})
		return err
	})
	if err != nil {
		return stored, false, fmt.Errorf("postgres: add hint %d of %s in round %s: %w", h.Seq, p.ID, id, err)
	}
	return stored, added, nil
}

func (s *Store) RoundHints(ctx context.Context, id, playerID string) ([]game.Hint, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT seq, rung, word, taken_at FROM round_hints WHERE round_id = $1 AND player_id = $2 ORDER BY seq`, id, playerID)
	out, err := pgx.CollectRows(rows, scanHint)
	if err == nil && len(out) == 0 {
		err = exists(ctx, s.pool, id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: hints of %s in round %s: %w", playerID, id, err)
	}
	return out, nil
}

func (s *Store) RoundHintCounts(ctx context.Context, id string) ([]round.Hinted, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT h.player_id, COALESCE(p.name, ''), count(*)
		FROM round_hints h LEFT JOIN round_players p ON p.round_id = h.round_id AND p.player_id = h.player_id
		WHERE h.round_id = $1 GROUP BY h.player_id, p.name ORDER BY h.player_id`, id)
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (round.Hinted, error) {
		var h round.Hinted
		err := row.Scan(&h.Player.ID, &h.Player.Name, &h.Hints)
		return h, err
	})
	if err == nil && len(out) == 0 {
		err = exists(ctx, s.pool, id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: hints in round %s: %w", id, err)
	}
	return out, nil
}
