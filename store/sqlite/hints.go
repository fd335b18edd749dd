package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// Hints (/hint) on the daily and in rounds. A hint is inserted at its
// number, or not at all if the player has one there, in the same
// transaction that reads back the one stored: of two requests that compute
// the same next hint, one stores it and both return it.

func (s *Store) AddHint(ctx context.Context, g game.Guild, day game.Day, p game.Player, h game.Hint) (game.Hint, bool, error) {
	var stored game.Hint
	var added bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO players (platform, guild, user_id, name) VALUES (?, ?, ?, ?)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name`,
			g.Platform, g.ID, p.ID, p.Name); err != nil {
			return err
		}
		var err error
		stored, added, err = addHint(ctx, tx, `
			INSERT INTO hints (platform, guild, day, user_id, seq, rung, word, taken_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT DO NOTHING`,
			`SELECT seq, rung, word, taken_at FROM hints WHERE platform = ? AND guild = ? AND day = ? AND user_id = ? AND seq = ?`,
			[]any{g.Platform, g.ID, day.String(), p.ID, h.Seq, int(h.Rung), h.Word, at(h.At)},
			[]any{g.Platform, g.ID, day.String(), p.ID, h.Seq})
		return err
	})
	if err != nil {
		return stored, false, fmt.Errorf("sqlite: add hint %d of %s in %s on %s: %w", h.Seq, p.ID, g, day, err)
	}
	return stored, added, nil
}

// addHint runs insert (which stores nothing when the hint's number is
// taken) then sel (which reads the hint stored at that number) in tx: the
// hint as stored, and whether insert stored it.
func addHint(ctx context.Context, tx *sql.Tx, insert, sel string, args, selArgs []any) (game.Hint, bool, error) {
	res, err := tx.ExecContext(ctx, insert, args...)
	if err != nil {
		return game.Hint{}, false, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return game.Hint{}, false, err
	}
	h, err := scanHint(tx.QueryRowContext(ctx, sel, selArgs...))
	return h, n == 1, err
}

func scanHint(row interface{ Scan(...any) error }) (game.Hint, error) {
	var h game.Hint
	var rung int
	var taken string
	if err := row.Scan(&h.Seq, &rung, &h.Word, &taken); err != nil {
		return h, err
	}
	h.Rung = game.Rung(rung)
	var err error
	if h.At, err = parseAt(taken); err != nil {
		return h, fmt.Errorf("taken_at: %w", err)
	}
	return h, nil
}

func (s *Store) hints(ctx context.Context, query string, args ...any) ([]game.Hint, error) {
	rows, err := s.r.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []game.Hint
	for rows.Next() {
		h, err := scanHint(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

func (s *Store) Hints(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Hint, error) {
	out, err := s.hints(ctx, `
		SELECT seq, rung, word, taken_at FROM hints WHERE platform = ? AND guild = ? AND day = ? AND user_id = ? ORDER BY seq`,
		g.Platform, g.ID, day.String(), playerID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: hints of %s in %s on %s: %w", playerID, g, day, err)
	}
	return out, nil
}

func (s *Store) counts(ctx context.Context, query string, args ...any) (map[string]int, error) {
	rows, err := s.r.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var id string
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[id] = n
	}
	return out, rows.Err()
}

func (s *Store) HintCounts(ctx context.Context, g game.Guild, from, to game.Day) (map[string]int, error) {
	out, err := s.counts(ctx, `
		SELECT user_id, count(*) FROM hints WHERE platform = ? AND guild = ? AND day BETWEEN ? AND ? GROUP BY user_id`,
		g.Platform, g.ID, from.String(), to.String())
	if err != nil {
		return nil, fmt.Errorf("sqlite: hints in %s from %s to %s: %w", g, from, to, err)
	}
	return out, nil
}

func (s *Store) AddRoundHint(ctx context.Context, id string, p game.Player, h game.Hint) (game.Hint, bool, error) {
	var stored game.Hint
	var added bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if err := roundOpen(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO round_players (round_id, player_id, name) VALUES (?, ?, ?)
			ON CONFLICT (round_id, player_id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name`,
			id, p.ID, p.Name); err != nil {
			return err
		}
		var err error
		stored, added, err = addHint(ctx, tx, `
			INSERT INTO round_hints (round_id, player_id, seq, rung, word, taken_at) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT DO NOTHING`,
			`SELECT seq, rung, word, taken_at FROM round_hints WHERE round_id = ? AND player_id = ? AND seq = ?`,
			[]any{id, p.ID, h.Seq, int(h.Rung), h.Word, at(h.At)},
			[]any{id, p.ID, h.Seq})
		return err
	})
	if err != nil {
		return stored, false, fmt.Errorf("sqlite: add hint %d of %s in round %s: %w", h.Seq, p.ID, id, err)
	}
	return stored, added, nil
}

func (s *Store) RoundHints(ctx context.Context, id, playerID string) ([]game.Hint, error) {
	out, err := s.hints(ctx, `
		SELECT seq, rung, word, taken_at FROM round_hints WHERE round_id = ? AND player_id = ? ORDER BY seq`, id, playerID)
	if err == nil && len(out) == 0 {
		err = exists(ctx, s.r, id)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: hints of %s in round %s: %w", playerID, id, err)
	}
	return out, nil
}

func (s *Store) RoundHintCounts(ctx context.Context, id string) ([]round.Hinted, error) {
	out, err := s.hinted(ctx, id)
	if err == nil && len(out) == 0 {
		err = exists(ctx, s.r, id)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: hints in round %s: %w", id, err)
	}
	return out, nil
}

// hinted counts the hints each player took in round id, with their names.
func (s *Store) hinted(ctx context.Context, id string) ([]round.Hinted, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT h.player_id, COALESCE(p.name, ''), count(*)
		FROM round_hints h LEFT JOIN round_players p ON p.round_id = h.round_id AND p.player_id = h.player_id
		WHERE h.round_id = ? GROUP BY h.player_id, p.name ORDER BY h.player_id`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []round.Hinted
	for rows.Next() {
		var h round.Hinted
		if err := rows.Scan(&h.Player.ID, &h.Player.Name, &h.Hints); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}
