package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// Live rounds (round.Store). Every write is one BEGIN IMMEDIATE transaction
// on the one write connection, and other processes on the file wait for
// the lock: so AddEntries, which checks that the round is not finished in
// its transaction, and FinishRound, which marks it finished in its own,
// take turns, and a word is either refused or in the standings.

var _ round.Store = (*Store)(nil)

// instant is how rounds' instants are stored: UTC with a fixed-width
// fraction, which sorts as it compares (RFC3339Nano drops trailing zeros,
// and "…05Z" would sort after "…05.5Z").
const instant = "2006-01-02T15:04:05.000000000Z07:00"

func at(t time.Time) string { return t.UTC().Format(instant) }

func parseAt(s string) (time.Time, error) { return time.Parse(time.RFC3339Nano, s) }

const roundColumns = `id, platform, guild, channel, board, size, duration_ms, mode, tier,
	starter_id, starter_name, started_at, ends_at, message, finished_at, hints, locale`

func scanRound(row interface{ Scan(...any) error }) (round.Round, error) {
	var (
		r           round.Round
		board, mode string
		ms          int64
		start, end  string
		finished    sql.NullString
	)
	if err := row.Scan(&r.ID, &r.Key.Platform, &r.Key.Guild, &r.Key.Channel, &board, &r.Rules.Size, &ms, &mode, &r.Rules.Tier,
		&r.Starter.ID, &r.Starter.Name, &start, &end, &r.Message, &finished, &r.Rules.Hints, &r.Locale); err != nil {
		return r, err
	}
	b, err := solver.ParseAny(board) // any language's board
	if err != nil {
		return r, fmt.Errorf("board %q: %w", board, err)
	}
	r.Board, r.Rules.Mode, r.Rules.Duration = b, round.Mode(mode), time.Duration(ms)*time.Millisecond
	if r.Start, err = parseAt(start); err != nil {
		return r, fmt.Errorf("started_at: %w", err)
	}
	if r.End, err = parseAt(end); err != nil {
		return r, fmt.Errorf("ends_at: %w", err)
	}
	if finished.Valid {
		if r.Finished, err = parseAt(finished.String); err != nil {
			return r, fmt.Errorf("finished_at: %w", err)
		}
	}
	return r, nil
}

type queryer interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}

// queryRound returns the one round that where selects, or
// round.ErrNotFound.
func queryRound(ctx context.Context, q queryer, where string, args ...any) (round.Round, error) {
	r, err := scanRound(q.QueryRowContext(ctx, `SELECT `+roundColumns+` FROM rounds WHERE `+where, args...))
	if errors.Is(err, sql.ErrNoRows) {
		return r, round.ErrNotFound
	}
	return r, err
}

// CreateRound stores r as the running round of its channel, or returns a
// *round.RunningError holding the round already running there.
func (s *Store) CreateRound(ctx context.Context, r round.Round) error {
	var running error
	err := s.tx(ctx, func(tx *sql.Tx) error {
		old, err := queryRound(ctx, tx, `platform = ? AND guild = ? AND channel = ? AND finished_at IS NULL`,
			r.Key.Platform, r.Key.Guild, r.Key.Channel)
		if err == nil {
			running = round.Running(old)
			return running
		}
		if !errors.Is(err, round.ErrNotFound) {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO rounds (id, platform, guild, channel, board, size, duration_ms, mode, tier,
				starter_id, starter_name, started_at, ends_at, message, hints, locale)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			r.ID, r.Key.Platform, r.Key.Guild, r.Key.Channel, r.Board.Notation(), r.Rules.Size, r.Rules.Duration.Milliseconds(),
			string(r.Rules.Mode), r.Rules.Tier, r.Starter.ID, r.Starter.Name, at(r.Start), at(r.End), r.Message, r.Rules.Hints, r.Locale)
		return err
	})
	if running != nil {
		return running
	}
	if err != nil {
		return fmt.Errorf("sqlite: create round %s in %s: %w", r.ID, r.Key, err)
	}
	return nil
}

func (s *Store) RunningRound(ctx context.Context, k round.Key) (round.Round, error) {
	r, err := queryRound(ctx, s.r, `platform = ? AND guild = ? AND channel = ? AND finished_at IS NULL`, k.Platform, k.Guild, k.Channel)
	if err != nil {
		return r, fmt.Errorf("sqlite: running round in %s: %w", k, err)
	}
	return r, nil
}

func (s *Store) LastRound(ctx context.Context, k round.Key) (round.Round, error) {
	r, err := queryRound(ctx, s.r, `platform = ? AND guild = ? AND channel = ? ORDER BY started_at DESC, id DESC LIMIT 1`, k.Platform, k.Guild, k.Channel)
	if err != nil {
		return r, fmt.Errorf("sqlite: last round in %s: %w", k, err)
	}
	return r, nil
}

func (s *Store) Round(ctx context.Context, id string) (round.Round, error) {
	r, err := queryRound(ctx, s.r, `id = ?`, id)
	if err != nil {
		return r, fmt.Errorf("sqlite: round %s: %w", id, err)
	}
	return r, nil
}

// exists returns nil if round id exists, else an error wrapping
// round.ErrNotFound.
func exists(ctx context.Context, q queryer, id string) error {
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM rounds WHERE id = ?`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return round.ErrNotFound
	}
	return err
}

func (s *Store) SetMessage(ctx context.Context, id, message string) error {
	res, err := s.w.ExecContext(ctx, `UPDATE rounds SET message = ? WHERE id = ?`, message, id)
	if err == nil {
		var n int64
		if n, err = res.RowsAffected(); err == nil && n == 0 {
			err = round.ErrNotFound
		}
	}
	if err != nil {
		return fmt.Errorf("sqlite: set the message of round %s: %w", id, err)
	}
	return nil
}

func (s *Store) EndEarly(ctx context.Context, id string, end time.Time) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE rounds SET ends_at = ? WHERE id = ? AND finished_at IS NULL AND ends_at > ?`,
			at(end), id, at(end))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			return err
		}
		return exists(ctx, tx, id)
	})
	if err != nil {
		return fmt.Errorf("sqlite: end round %s early: %w", id, err)
	}
	return nil
}

// roundOpen checks in tx that round id exists (else round.ErrNotFound) and
// is not finished (else round.ErrFinished), as AddEntries and AddRoundHint
// must before they add.
func roundOpen(ctx context.Context, tx *sql.Tx, id string) error {
	var open bool
	err := tx.QueryRowContext(ctx, `SELECT finished_at IS NULL FROM rounds WHERE id = ?`, id).Scan(&open)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return round.ErrNotFound
	case err != nil:
		return err
	case !open:
		return round.ErrFinished
	}
	return nil
}

// AddEntries records p's words (the entries' own Player is not read) and
// returns those not recorded before, with Player set to p.
func (s *Store) AddEntries(ctx context.Context, id string, p game.Player, entries []round.Entry) ([]round.Entry, error) {
	var added []round.Entry
	err := s.tx(ctx, func(tx *sql.Tx) error {
		added = added[:0]
		if err := roundOpen(ctx, tx, id); err != nil || len(entries) == 0 {
			return err
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO round_players (round_id, player_id, name) VALUES (?, ?, ?)
			ON CONFLICT (round_id, player_id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name`,
			id, p.ID, p.Name); err != nil {
			return err
		}
		ins, err := tx.PrepareContext(ctx, `
			INSERT INTO round_entries (round_id, player_id, word, points, found_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT DO NOTHING`)
		if err != nil {
			return err
		}
		defer ins.Close()
		for _, e := range entries {
			res, err := ins.ExecContext(ctx, id, p.ID, e.Word, e.Points, at(e.At))
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n == 1 {
				e.Player = p
				added = append(added, e)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: add words of %s to round %s: %w", p.ID, id, err)
	}
	return added, nil
}

func (s *Store) Entries(ctx context.Context, id string) ([]round.Entry, error) {
	out, err := s.entries(ctx, id, `e.round_id = ?`, id)
	if err != nil {
		return nil, fmt.Errorf("sqlite: words of round %s: %w", id, err)
	}
	return out, nil
}

func (s *Store) PlayerEntries(ctx context.Context, id, playerID string) ([]round.Entry, error) {
	out, err := s.entries(ctx, id, `e.round_id = ? AND e.player_id = ?`, id, playerID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: words of %s in round %s: %w", playerID, id, err)
	}
	return out, nil
}

// entries returns the entries of round id that where selects, in the
// order found, each with its player's latest name.
func (s *Store) entries(ctx context.Context, id, where string, args ...any) ([]round.Entry, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT e.player_id, p.name, e.word, e.points, e.found_at
		FROM round_entries e JOIN round_players p ON p.round_id = e.round_id AND p.player_id = e.player_id
		WHERE `+where+` ORDER BY e.seq`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []round.Entry
	for rows.Next() {
		var e round.Entry
		var found string
		if err := rows.Scan(&e.Player.ID, &e.Player.Name, &e.Word, &e.Points, &found); err != nil {
			return nil, err
		}
		if e.At, err = parseAt(found); err != nil {
			return nil, fmt.Errorf("found_at: %w", err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 { // none yet, or no such round (rounds are never deleted)
		return nil, exists(ctx, s.r, id)
	}
	return out, nil
}

func (s *Store) Progress(ctx context.Context, id string) (players, words int, err error) {
	err = s.r.QueryRowContext(ctx, `
		SELECT (SELECT count(DISTINCT player_id) FROM round_entries WHERE round_id = r.id),
			(SELECT count(*) FROM round_entries WHERE round_id = r.id)
		FROM rounds r WHERE r.id = ?`, id).Scan(&players, &words)
	if errors.Is(err, sql.ErrNoRows) {
		err = round.ErrNotFound
	}
	if err != nil {
		return 0, 0, fmt.Errorf("sqlite: progress of round %s: %w", id, err)
	}
	return players, words, nil
}

func (s *Store) DueRounds(ctx context.Context, now time.Time, lease time.Duration) ([]round.Round, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT `+roundColumns+` FROM rounds
		WHERE posted_at IS NULL AND (finished_at IS NULL AND ends_at <= ?
			OR finished_at IS NOT NULL AND (claimed_at IS NULL OR claimed_at < ?))
		ORDER BY ends_at, id`, at(now), at(now.Add(-lease)))
	if err != nil {
		return nil, fmt.Errorf("sqlite: rounds due at %s: %w", at(now), err)
	}
	defer rows.Close()
	var out []round.Round
	for rows.Next() {
		r, err := scanRound(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: rounds due at %s: %w", at(now), err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: rounds due at %s: %w", at(now), err)
	}
	return out, nil
}

func (s *Store) FinishRound(ctx context.Context, id string, standings []round.Standing, counted int, owner string, now time.Time, lease time.Duration) (bool, error) {
	var won, stale bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		won, stale = false, false
		var finished, posted bool
		var claimed sql.NullString
		err := tx.QueryRowContext(ctx, `SELECT finished_at IS NOT NULL, posted_at IS NOT NULL, claimed_at FROM rounds WHERE id = ?`, id).
			Scan(&finished, &posted, &claimed)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return round.ErrNotFound
		case err != nil:
			return err
		case !finished || !claimed.Valid:
			// Standings that miss a word close the round to new ones
			// (committed) and are refused: the next call reads a final set.
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM round_entries WHERE round_id = ?) + (SELECT count(*) FROM round_hints WHERE round_id = ?)`,
				id, id).Scan(&n); err != nil {
				return err
			}
			if n != counted {
				stale = true
				_, err := tx.ExecContext(ctx, `UPDATE rounds SET finished_at = ? WHERE id = ? AND finished_at IS NULL`, at(now), id)
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE rounds SET finished_at = COALESCE(finished_at, ?), claim_owner = ?, claimed_at = ? WHERE id = ?`,
				at(now), owner, at(now), id); err != nil {
				return err
			}
			ins, err := tx.PrepareContext(ctx, `
				INSERT INTO round_standings (round_id, player_id, player_name, pos, rank, points, words, found, won, hints)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
			if err != nil {
				return err
			}
			defer ins.Close()
			for i, st := range standings {
				if _, err := ins.ExecContext(ctx, id, st.Player.ID, st.Player.Name, i, st.Rank, st.Points, st.Words, st.Found, st.Won, st.Hints); err != nil {
					return fmt.Errorf("standing of %s: %w", st.Player.ID, err)
				}
			}
		case posted || !claimed.Valid || claimed.String >= at(now.Add(-lease)):
			return nil // claimed by a caller that is still within its lease, or done
		default:
			if _, err := tx.ExecContext(ctx, `UPDATE rounds SET claim_owner = ?, claimed_at = ? WHERE id = ?`, owner, at(now), id); err != nil {
				return err
			}
		}
		won = true
		return nil
	})
	if err == nil && stale {
		err = round.ErrStale
	}
	if err != nil {
		return false, fmt.Errorf("sqlite: finish round %s: %w", id, err)
	}
	return won, nil
}

func (s *Store) Standings(ctx context.Context, id string) ([]round.Standing, error) {
	wrap := func(err error) error { return fmt.Errorf("sqlite: standings of round %s: %w", id, err) }
	rows, err := s.r.QueryContext(ctx, `
		SELECT player_id, player_name, rank, points, words, found, won, hints FROM round_standings WHERE round_id = ? ORDER BY pos`, id)
	if err != nil {
		return nil, wrap(err)
	}
	defer rows.Close()
	var out []round.Standing
	for rows.Next() {
		var st round.Standing
		if err := rows.Scan(&st.Player.ID, &st.Player.Name, &st.Rank, &st.Points, &st.Words, &st.Found, &st.Won, &st.Hints); err != nil {
			return nil, wrap(err)
		}
		out = append(out, st)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap(err)
	}
	if len(out) == 0 {
		if err := exists(ctx, s.r, id); err != nil {
			return nil, wrap(err)
		}
	}
	return out, nil
}

// MarkResultsPosted records that a finished round's results were posted; the
// first time counts.
func (s *Store) MarkResultsPosted(ctx context.Context, id string, posted time.Time) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE rounds SET posted_at = COALESCE(posted_at, ?) WHERE id = ? AND finished_at IS NOT NULL`,
			at(posted), id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			return err
		}
		if err := exists(ctx, tx, id); err != nil {
			return err
		}
		return errors.New("the round is not finished")
	})
	if err != nil {
		return fmt.Errorf("sqlite: mark the results of round %s posted: %w", id, err)
	}
	return nil
}

func (s *Store) PlayerStats(ctx context.Context, platform, guild, playerID string) (round.Stats, error) {
	var st round.Stats
	err := s.r.QueryRowContext(ctx, `
		SELECT count(*), COALESCE(SUM(s.won), 0) FROM round_standings s JOIN rounds r ON r.id = s.round_id
		WHERE s.player_id = ? AND r.platform = ? AND r.guild = ? AND r.finished_at IS NOT NULL`,
		playerID, platform, guild).Scan(&st.Played, &st.Won)
	if err != nil {
		return st, fmt.Errorf("sqlite: round stats of %s in %s/%s: %w", playerID, platform, guild, err)
	}
	return st, nil
}

func (s *Store) Winners(ctx context.Context, platform, guild string, limit int) ([]round.Winner, error) {
	if limit <= 0 {
		return nil, nil
	}
	wrap := func(err error) error { return fmt.Errorf("sqlite: round winners of %s/%s: %w", platform, guild, err) }
	// Each player under the name of their latest round.
	rows, err := s.r.QueryContext(ctx, `
		WITH s AS (
			SELECT s.player_id, s.player_name, s.won,
				row_number() OVER (PARTITION BY s.player_id ORDER BY r.finished_at DESC, r.id DESC) AS latest
			FROM round_standings s JOIN rounds r ON r.id = s.round_id
			WHERE r.platform = ? AND r.guild = ? AND r.finished_at IS NOT NULL
		)
		SELECT player_id, max(CASE WHEN latest = 1 THEN player_name END), SUM(won), count(*)
		FROM s GROUP BY player_id ORDER BY 3 DESC, 4 DESC, 1 LIMIT ?`, platform, guild, limit)
	if err != nil {
		return nil, wrap(err)
	}
	defer rows.Close()
	var out []round.Winner
	for rows.Next() {
		var w round.Winner
		if err := rows.Scan(&w.Player.ID, &w.Player.Name, &w.Won, &w.Played); err != nil {
			return nil, wrap(err)
		}
		out = append(out, w)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap(err)
	}
	return out, nil
}
