package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// Live rounds (round.Store), for replicas sharing the database.
//
// One round per channel is a partial unique index (rounds_running): of
// two replicas starting a round at once, one inserts and the other's
// INSERT ... ON CONFLICT DO NOTHING waits for it, then does nothing.
//
// No accepted word is missing from a finished round, under READ COMMITTED:
// AddEntries takes a share lock on the round's row (SELECT ... FOR SHARE)
// and checks finished_at under it, in the transaction that inserts the
// words; FinishRound takes the row FOR UPDATE, which waits for every
// AddEntries holding the share lock to commit, and sets finished_at. An
// AddEntries that comes later waits for FinishRound to commit and then
// reads the row as FinishRound left it: finished, so it adds nothing.
//
// Instants are TIMESTAMPTZ: microseconds, read back in UTC.

var _ round.Store = (*Store)(nil)

const roundColumns = `id, platform, guild, channel, board, size, duration_ms, mode, tier,
	starter_id, starter_name, started_at, ends_at, message, finished_at, hints, locale`

func scanRound(row pgx.CollectableRow) (round.Round, error) {
	var (
		r           round.Round
		board, mode string
		ms          int64
		finished    *time.Time
	)
	if err := row.Scan(&r.ID, &r.Key.Platform, &r.Key.Guild, &r.Key.Channel, &board, &r.Rules.Size, &ms, &mode, &r.Rules.Tier,
		&r.Starter.ID, &r.Starter.Name, &r.Start, &r.End, &r.Message, &finished, &r.Rules.Hints, &r.Locale); err != nil {
		return r, err
	}
	b, err := solver.ParseAny(board) // any language's board
	if err != nil {
		return r, fmt.Errorf("board %q: %w", board, err)
	}
	r.Board, r.Rules.Mode, r.Rules.Duration = b, round.Mode(mode), time.Duration(ms)*time.Millisecond
	r.Start, r.End = r.Start.UTC(), r.End.UTC()
	if finished != nil {
		r.Finished = finished.UTC()
	}
	return r, nil
}

// queryRound returns the one round that where selects, or
// round.ErrNotFound.
func (s *Store) queryRound(ctx context.Context, where string, args ...any) (round.Round, error) {
	rows, _ := s.pool.Query(ctx, `SELECT `+roundColumns+` FROM rounds WHERE `+where, args...)
	r, err := pgx.CollectExactlyOneRow(rows, scanRound)
	if errors.Is(err, pgx.ErrNoRows) {
		return r, round.ErrNotFound
	}
	return r, err
}

// exists returns nil if round id exists, else round.ErrNotFound.
func exists(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, id string) error {
	var ok bool
	if err := q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM rounds WHERE id = $1)`, id).Scan(&ok); err != nil {
		return err
	}
	if !ok {
		return round.ErrNotFound
	}
	return nil
}

// CreateRound stores r as the running round of its channel, or returns a
// *round.RunningError holding the round already running there.
func (s *Store) CreateRound(ctx context.Context, r round.Round) error {
	for range 3 {
		tag, err := s.pool.Exec(ctx, `
			INSERT INTO rounds (id, platform, guild, channel, board, size, duration_ms, mode, tier,
				starter_id, starter_name, started_at, ends_at, message, hints, locale)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
			ON CONFLICT (platform, guild, channel) WHERE finished_at IS NULL DO NOTHING`,
			r.ID, r.Key.Platform, r.Key.Guild, r.Key.Channel, r.Board.Notation(), r.Rules.Size, r.Rules.Duration.Milliseconds(),
			string(r.Rules.Mode), r.Rules.Tier, r.Starter.ID, r.Starter.Name, r.Start, r.End, r.Message, r.Rules.Hints, r.Locale)
		if err != nil {
			return fmt.Errorf("postgres: create round %s in %s: %w", r.ID, r.Key, err)
		}
		if tag.RowsAffected() == 1 {
			return nil
		}
		old, err := s.RunningRound(ctx, r.Key)
		if errors.Is(err, round.ErrNotFound) {
			continue // it finished in between: try again
		}
		if err != nil {
			return fmt.Errorf("postgres: create round %s: %w", r.ID, err)
		}
		return round.Running(old)
	}
	return fmt.Errorf("postgres: create round %s in %s: the channel's running round keeps changing", r.ID, r.Key)
}

func (s *Store) RunningRound(ctx context.Context, k round.Key) (round.Round, error) {
	r, err := s.queryRound(ctx, `platform = $1 AND guild = $2 AND channel = $3 AND finished_at IS NULL`, k.Platform, k.Guild, k.Channel)
	if err != nil {
		return r, fmt.Errorf("postgres: running round in %s: %w", k, err)
	}
	return r, nil
}

func (s *Store) LastRound(ctx context.Context, k round.Key) (round.Round, error) {
	r, err := s.queryRound(ctx, `platform = $1 AND guild = $2 AND channel = $3 ORDER BY started_at DESC, id DESC LIMIT 1`, k.Platform, k.Guild, k.Channel)
	if err != nil {
		return r, fmt.Errorf("postgres: last round in %s: %w", k, err)
	}
	return r, nil
}

func (s *Store) Round(ctx context.Context, id string) (round.Round, error) {
	r, err := s.queryRound(ctx, `id = $1`, id)
	if err != nil {
		return r, fmt.Errorf("postgres: round %s: %w", id, err)
	}
	return r, nil
}

func (s *Store) SetMessage(ctx context.Context, id, message string) error {
	tag, err := s.pool.Exec(ctx, `UPDATE rounds SET message = $2 WHERE id = $1`, id, message)
	if err == nil && tag.RowsAffected() == 0 {
		err = round.ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("postgres: set the message of round %s: %w", id, err)
	}
	return nil
}

func (s *Store) EndEarly(ctx context.Context, id string, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `UPDATE rounds SET ends_at = $2 WHERE id = $1 AND finished_at IS NULL AND ends_at > $2`, id, at)
	if err == nil && tag.RowsAffected() == 0 {
		err = exists(ctx, s.pool, id) // rounds are never deleted: it is there, finished or ending sooner
	}
	if err != nil {
		return fmt.Errorf("postgres: end round %s early: %w", id, err)
	}
	return nil
}

// roundOpen checks in tx that round id exists (else round.ErrNotFound) and
// is not finished (else round.ErrFinished), locking its row FOR SHARE until
// tx ends: AddEntries and AddRoundHint share it, FinishRound's FOR UPDATE
// waits for them and they for it.
func roundOpen(ctx context.Context, tx pgx.Tx, id string) error {
	var open bool
	err := tx.QueryRow(ctx, `SELECT finished_at IS NULL FROM rounds WHERE id = $1 FOR SHARE`, id).Scan(&open)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
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
	// Each distinct word once, in the order given.
	seen := make(map[string]bool, len(entries))
	var (
		words  = make([]string, 0, len(entries))
		points = make([]int32, 0, len(entries))
		found  = make([]time.Time, 0, len(entries))
		first  = make([]round.Entry, 0, len(entries))
	)
	for _, e := range entries {
		if !seen[e.Word] {
			seen[e.Word] = true
			words, points, found = append(words, e.Word), append(points, int32(e.Points)), append(found, e.At)
			e.Player = p
			first = append(first, e)
		}
	}
	isNew := map[string]bool{}
	err := s.retry(ctx, func(tx pgx.Tx) error {
		clear(isNew)
		if err := roundOpen(ctx, tx, id); err != nil || len(words) == 0 {
			return err
		}
		// The unconditional update locks the player's row until commit, so
		// one player's submissions never interleave (and never deadlock).
		if _, err := tx.Exec(ctx, `
			INSERT INTO round_players (round_id, player_id, name) VALUES ($1, $2, $3)
			ON CONFLICT (round_id, player_id) DO UPDATE SET name = excluded.name`,
			id, p.ID, p.Name); err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, `
			INSERT INTO round_entries (round_id, player_id, word, points, found_at)
			SELECT $1, $2, t.w, t.p, t.f
			FROM unnest($3::text[], $4::int[], $5::timestamptz[]) WITH ORDINALITY AS t(w, p, f, o)
			ORDER BY t.o
			ON CONFLICT DO NOTHING
			RETURNING word`,
			id, p.ID, words, points, found)
		added, err := pgx.CollectRows(rows, pgx.RowTo[string])
		for _, w := range added {
			isNew[w] = true
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: add words of %s to round %s: %w", p.ID, id, err)
	}
	var added []round.Entry
	for _, e := range first {
		if isNew[e.Word] {
			added = append(added, e)
		}
	}
	return added, nil
}

func (s *Store) Entries(ctx context.Context, id string) ([]round.Entry, error) {
	out, err := s.entries(ctx, id, `e.round_id = $1`, id)
	if err != nil {
		return nil, fmt.Errorf("postgres: words of round %s: %w", id, err)
	}
	return out, nil
}

func (s *Store) PlayerEntries(ctx context.Context, id, playerID string) ([]round.Entry, error) {
	out, err := s.entries(ctx, id, `e.round_id = $1 AND e.player_id = $2`, id, playerID)
	if err != nil {
		return nil, fmt.Errorf("postgres: words of %s in round %s: %w", playerID, id, err)
	}
	return out, nil
}

// entries returns the entries of round id that where selects, in the
// order found, each with its player's latest name.
func (s *Store) entries(ctx context.Context, id, where string, args ...any) ([]round.Entry, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT e.player_id, p.name, e.word, e.points, e.found_at
		FROM round_entries e JOIN round_players p ON p.round_id = e.round_id AND p.player_id = e.player_id
		WHERE `+where+` ORDER BY e.seq`, args...)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (round.Entry, error) {
		var e round.Entry
		err := r.Scan(&e.Player.ID, &e.Player.Name, &e.Word, &e.Points, &e.At)
		e.At = e.At.UTC()
		return e, err
	})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 { // none yet, or no such round (rounds are never deleted)
		return nil, exists(ctx, s.pool, id)
	}
	return out, nil
}

func (s *Store) Progress(ctx context.Context, id string) (players, words int, err error) {
	err = s.pool.QueryRow(ctx, `
		SELECT (SELECT count(DISTINCT player_id) FROM round_entries WHERE round_id = r.id),
			(SELECT count(*) FROM round_entries WHERE round_id = r.id)
		FROM rounds r WHERE r.id = $1`, id).Scan(&players, &words)
	if errors.Is(err, pgx.ErrNoRows) {
		err = round.ErrNotFound
	}
	if err != nil {
		return 0, 0, fmt.Errorf("postgres: progress of round %s: %w", id, err)
	}
	return players, words, nil
}

func (s *Store) DueRounds(ctx context.Context, now time.Time, lease time.Duration) ([]round.Round, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT `+roundColumns+` FROM rounds
		WHERE posted_at IS NULL AND (finished_at IS NULL AND ends_at <= $1
			OR finished_at IS NOT NULL AND (claimed_at IS NULL OR claimed_at < $2))
		ORDER BY ends_at, id COLLATE "C"`, now, now.Add(-lease))
	out, err := pgx.CollectRows(rows, scanRound)
	if err != nil {
		return nil, fmt.Errorf("postgres: rounds due at %s: %w", now.UTC().Format(time.RFC3339Nano), err)
	}
	return out, nil
}

func (s *Store) FinishRound(ctx context.Context, id string, standings []round.Standing, counted int, owner string, now time.Time, lease time.Duration) (bool, error) {
	var won, stale bool
	err := s.retry(ctx, func(tx pgx.Tx) error {
		won, stale = false, false
		// FOR UPDATE waits for every AddEntries holding the row FOR SHARE.
		var finished, posted bool
		var claimed *time.Time
		err := tx.QueryRow(ctx, `SELECT finished_at IS NOT NULL, posted_at IS NOT NULL, claimed_at FROM rounds WHERE id = $1 FOR UPDATE`, id).
			Scan(&finished, &posted, &claimed)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return round.ErrNotFound
		case err != nil:
			return err
		case !finished || claimed == nil:
			// Every AddEntries that got in before the lock has committed:
			// the standings must count all their words. If they do not,
			// close the round to new words (commit, report stale): the
			// next call reads a final set.
			var n int
			if err := tx.QueryRow(ctx, `SELECT (SELECT count(*) FROM round_entries WHERE round_id = $1) + (SELECT count(*) FROM round_hints WHERE round_id = $1)`, id).Scan(&n); err != nil {
				return err
			}
			if n != counted {
				stale = true
				_, err := tx.Exec(ctx, `UPDATE rounds SET finished_at = $2 WHERE id = $1 AND finished_at IS NULL`, id, now)
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE rounds SET finished_at = COALESCE(finished_at, $2), claim_owner = $3, claimed_at = $2 WHERE id = $1`, id, now, owner); err != nil {
				return err
			}
			if len(standings) > 0 {
				var (
					ids, names                   = make([]string, len(standings)), make([]string, len(standings))
					ranks, points, words, founds = make([]int32, len(standings)), make([]int32, len(standings)), make([]int32, len(standings)), make([]int32, len(standings))
					wins                         = make([]bool, len(standings))
					hints                        = make([]int32, len(standings))
				)
				for i, st := range standings {
					ids[i], names[i], wins[i] = st.Player.ID, st.Player.Name, st.Won
					ranks[i], points[i], words[i], founds[i] = int32(st.Rank), int32(st.Points), int32(st.Words), int32(st.Found)
					hints[i] = int32(st.Hints)
				}
				if _, err := tx.Exec(ctx, `
					INSERT INTO round_standings (round_id, player_id, player_name, pos, rank, points, words, found, won, hints)
					SELECT $1, t.id, t.name, t.o - 1, t.rank, t.points, t.words, t.found, t.won, t.hints
					FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::bool[], $9::int[])
						WITH ORDINALITY AS t(id, name, rank, points, words, found, won, hints, o)`,
					id, ids, names, ranks, points, words, founds, wins, hints); err != nil {
					return fmt.Errorf("standings: %w", err)
				}
			}
		case posted || claimed == nil || !claimed.Before(now.Add(-lease)):
			return nil // claimed by a caller still within its lease, or done
		default:
			if _, err := tx.Exec(ctx, `UPDATE rounds SET claim_owner = $2, claimed_at = $3 WHERE id = $1`, id, owner, now); err != nil {
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
		return false, fmt.Errorf("postgres: finish round %s: %w", id, err)
	}
	return won, nil
}

func (s *Store) Standings(ctx context.Context, id string) ([]round.Standing, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT player_id, player_name, rank, points, words, found, won, hints FROM round_standings WHERE round_id = $1 ORDER BY pos`, id)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (round.Standing, error) {
		var st round.Standing
		err := r.Scan(&st.Player.ID, &st.Player.Name, &st.Rank, &st.Points, &st.Words, &st.Found, &st.Won, &st.Hints)
		return st, err
	})
	if err == nil && len(out) == 0 {
		err = exists(ctx, s.pool, id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: standings of round %s: %w", id, err)
	}
	return out, nil
}

// MarkResultsPosted records that a finished round's results were posted;
// the first time counts.
func (s *Store) MarkResultsPosted(ctx context.Context, id string, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `UPDATE rounds SET posted_at = COALESCE(posted_at, $2) WHERE id = $1 AND finished_at IS NOT NULL`, id, at)
	if err == nil && tag.RowsAffected() == 0 {
		if err = exists(ctx, s.pool, id); err == nil {
			err = errors.New("the round is not finished")
		}
	}
	if err != nil {
		return fmt.Errorf("postgres: mark the results of round %s posted: %w", id, err)
	}
	return nil
}

func (s *Store) PlayerStats(ctx context.Context, platform, guild, playerID string) (round.Stats, error) {
	var st round.Stats
	err := s.pool.QueryRow(ctx, `
		SELECT count(*), count(*) FILTER (WHERE s.won) FROM round_standings s JOIN rounds r ON r.id = s.round_id
		WHERE s.player_id = $1 AND r.platform = $2 AND r.guild = $3 AND r.finished_at IS NOT NULL`,
		playerID, platform, guild).Scan(&st.Played, &st.Won)
	if err != nil {
		return st, fmt.Errorf("postgres: round stats of %s in %s/%s: %w", playerID, platform, guild, err)
	}
	return st, nil
}

func (s *Store) Winners(ctx context.Context, platform, guild string, limit int) ([]round.Winner, error) {
	if limit <= 0 {
		return nil, nil
	}
	// Each player under the name of their latest round.
	rows, _ := s.pool.Query(ctx, `
		SELECT s.player_id,
			(array_agg(s.player_name ORDER BY r.finished_at DESC, r.id COLLATE "C" DESC))[1],
			count(*) FILTER (WHERE s.won), count(*)
		FROM round_standings s JOIN rounds r ON r.id = s.round_id
		WHERE r.platform = $1 AND r.guild = $2 AND r.finished_at IS NOT NULL
		GROUP BY s.player_id
		ORDER BY 3 DESC, 4 DESC, s.player_id COLLATE "C"
		LIMIT $3`, platform, guild, limit)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (round.Winner, error) {
		var w round.Winner
		err := r.Scan(&w.Player.ID, &w.Player.Name, &w.Won, &w.Played)
		return w, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: round winners of %s/%s: %w", platform, guild, err)
	}
	return out, nil
}
