package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
)

var _ privacy.Store = (*Store)(nil)

// PlayerData returns what is kept about a user on every server of a platform.
func (s *Store) PlayerData(ctx context.Context, platform, user string) (privacy.Data, error) {
	d := privacy.Data{Platform: platform, User: user}
	if err := s.readPlayer(ctx, &d); err != nil {
		return privacy.Data{}, fmt.Errorf("read data of player %s: %w", user, err)
	}
	return d, nil
}

func (s *Store) readPlayer(ctx context.Context, d *privacy.Data) error {
	p, u := d.Platform, d.User
	err := s.each(ctx, `SELECT guild, name FROM players WHERE platform = $1 AND user_id = $2 ORDER BY guild`, []any{p, u}, func(r pgx.Rows) error {
		var n privacy.Name
		if err := r.Scan(&n.Server, &n.Name); err != nil {
			return err
		}
		d.Names = append(d.Names, n)
		return nil
	})
	if err != nil {
		return err
	}
	if d.Daily, err = s.dayWords(ctx, `SELECT guild, day, word, points, found_at FROM words WHERE platform = $1 AND user_id = $2 ORDER BY guild, day, id`, p, u); err != nil {
		return err
	}
	if d.Practice, err = s.dayWords(ctx, `SELECT guild, day, word, points, found_at FROM practice_words WHERE platform = $1 AND user_id = $2 ORDER BY guild, day, id`, p, u); err != nil {
		return err
	}
	err = s.each(ctx, `SELECT guild, day, seq, rung, word, taken_at FROM hints WHERE platform = $1 AND user_id = $2 ORDER BY guild, day, seq`, []any{p, u}, func(r pgx.Rows) error {
		var h privacy.Hint
		if err := r.Scan(&h.Server, &h.Day, &h.Seq, &h.Rung, &h.Word, &h.Taken); err != nil {
			return err
		}
		h.Taken = h.Taken.UTC()
		d.Hints = append(d.Hints, h)
		return nil
	})
	if err != nil {
		return err
	}
	err = s.each(ctx, `SELECT guild, day, until FROM practice_days WHERE platform = $1 AND user_id = $2 ORDER BY guild`, []any{p, u}, func(r pgx.Rows) error {
		var ss privacy.Session
		if err := r.Scan(&ss.Server, &ss.Day, &ss.Until); err != nil {
			return err
		}
		ss.Until = ss.Until.UTC()
		d.Sessions = append(d.Sessions, ss)
		return nil
	})
	if err != nil {
		return err
	}
	err = s.each(ctx, `
		SELECT id, guild, channel, started_at, starter_id = $2, CASE WHEN starter_id = $2 THEN starter_name ELSE '' END FROM rounds WHERE id IN (`+theirRounds+`)
		ORDER BY started_at, id`, []any{p, u}, func(r pgx.Rows) error {
		var rd privacy.RoundData
		if err := r.Scan(&rd.ID, &rd.Server, &rd.Channel, &rd.Started, &rd.Starter, &rd.Name); err != nil {
			return err
		}
		rd.Started = rd.Started.UTC()
		d.Rounds = append(d.Rounds, rd)
		return nil
	})
	if err != nil {
		return err
	}
	if err := s.roundParts(ctx, d); err != nil {
		return err
	}
	rs, err := s.reminders(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE platform = $1 AND user_id = $2 ORDER BY guild`, p, u)
	for _, r := range rs {
		d.Reminders = append(d.Reminders, privacy.ReminderOf(r))
	}
	return err
}

// theirRounds selects the ids of the rounds of platform $1 that user $2
// played, took a hint in, stood in or started.
const theirRounds = `SELECT id FROM rounds WHERE platform = $1 AND (starter_id = $2
	OR id IN (SELECT round_id FROM round_players WHERE player_id = $2)
	OR id IN (SELECT round_id FROM round_entries WHERE player_id = $2)
	OR id IN (SELECT round_id FROM round_hints WHERE player_id = $2)
	OR id IN (SELECT round_id FROM round_standings WHERE player_id = $2))`

// roundParts fills in the user's words, hints and standing in each of
// d.Rounds: three queries, whatever the number of rounds.
func (s *Store) roundParts(ctx context.Context, d *privacy.Data) error {
	byID := map[string]*privacy.RoundData{}
	for i := range d.Rounds {
		d.Rounds[i].Words = []privacy.Word{}
		byID[d.Rounds[i].ID] = &d.Rounds[i]
	}
	if len(byID) == 0 {
		return nil
	}
	args := []any{d.Platform, d.User}
	err := s.each(ctx, `SELECT round_id, name FROM round_players WHERE player_id = $2 AND round_id IN (`+theirRounds+`)`, args, func(r pgx.Rows) error {
		var id, name string
		if err := r.Scan(&id, &name); err != nil {
			return err
		}
		if rd := byID[id]; rd != nil && name != "" {
			rd.Name = name
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = s.each(ctx, `SELECT round_id, word, points, found_at FROM round_entries WHERE player_id = $2 AND round_id IN (`+theirRounds+`) ORDER BY seq`, args, func(r pgx.Rows) error {
		var id string
		var w privacy.Word
		if err := r.Scan(&id, &w.Word, &w.Points, &w.Found); err != nil {
			return err
		}
		w.Found = w.Found.UTC()
		if rd := byID[id]; rd != nil {
			rd.Words = append(rd.Words, w)
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = s.each(ctx, `SELECT round_id, seq, rung, word, taken_at FROM round_hints WHERE player_id = $2 AND round_id IN (`+theirRounds+`) ORDER BY round_id, seq`, args, func(r pgx.Rows) error {
		var id string
		var h privacy.Hint
		if err := r.Scan(&id, &h.Seq, &h.Rung, &h.Word, &h.Taken); err != nil {
			return err
		}
		h.Taken = h.Taken.UTC()
		if rd := byID[id]; rd != nil {
			rd.Hints = append(rd.Hints, h)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return s.each(ctx, `SELECT round_id, rank, points, won, player_name FROM round_standings WHERE player_id = $2 AND round_id IN (`+theirRounds+`)`, args, func(r pgx.Rows) error {
		var id, name string
		var rank, points int
		var won bool
		if err := r.Scan(&id, &rank, &points, &won, &name); err != nil {
			return err
		}
		if rd := byID[id]; rd != nil {
			rd.Rank, rd.Points, rd.Won = rank, points, won
			if rd.Name == "" {
				rd.Name = name
			}
		}
		return nil
	})
}

// dayWords reads (guild, day, word, points, found_at) rows into one
// DayWords per server and day.
func (s *Store) dayWords(ctx context.Context, query string, args ...any) ([]privacy.DayWords, error) {
	var out []privacy.DayWords
	err := s.each(ctx, query, args, func(r pgx.Rows) error {
		var server, day string
		var w privacy.Word
		if err := r.Scan(&server, &day, &w.Word, &w.Points, &w.Found); err != nil {
			return err
		}
		w.Found = w.Found.UTC()
		if n := len(out); n == 0 || out[n-1].Server != server || out[n-1].Day != day {
			out = append(out, privacy.DayWords{Server: server, Day: day})
		}
		out[len(out)-1].Words = append(out[len(out)-1].Words, w)
		return nil
	})
	return out, err
}

// each runs a query and calls fn for every row.
func (s *Store) each(ctx context.Context, query string, args []any, fn func(pgx.Rows) error) error {
	rows, err := s.pool.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// DeletePlayer erases a user's data on every server of a platform and
// replaces the standings of the finished rounds they stood in.
func (s *Store) DeletePlayer(ctx context.Context, platform, user string, standings map[string][]round.Standing) error {
	err := s.retry(ctx, func(tx pgx.Tx) error {
		// Lock the user's rounds first: a round finishing meanwhile
		// (FinishRound updates its row) waits for this erasure, then
		// counts the entries left; one that finished before is seen below.
		if _, err := tx.Exec(ctx, `SELECT id FROM rounds WHERE id IN (`+theirRounds+`) ORDER BY id FOR UPDATE`, platform, user); err != nil {
			return err
		}
		if standings != nil {
			rows, err := tx.Query(ctx, `
				SELECT DISTINCT s.round_id FROM round_standings s JOIN rounds r ON r.id = s.round_id
				WHERE r.platform = $1 AND s.player_id = $2`, platform, user)
			if err != nil {
				return err
			}
			ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				return err
			}
			for _, id := range ids {
				if _, ok := standings[id]; !ok {
					return privacy.ErrRescore
				}
			}
		}
		for _, table := range []string{"round_entries", "round_hints", "round_players", "round_standings"} {
			if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE player_id = $1 AND round_id IN (SELECT id FROM rounds WHERE platform = $2)`, user, platform); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE rounds SET starter_id = '', starter_name = '' WHERE platform = $1 AND starter_id = $2`, platform, user); err != nil {
			return err
		}
		for _, table := range []string{"words", "day_totals", "hints", "practice_words", "practice_days", "players", "reminders"} {
			if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE platform = $1 AND user_id = $2`, platform, user); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM removals WHERE platform = $1 AND server = '' AND user_id = $2`, platform, user); err != nil {
			return err
		}
		if err := markErased(ctx, tx, privacy.Subject(platform, "", user)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM rate_limits WHERE key = $1`, platform+":"+user); err != nil {
			return err
		}
		for id, sts := range standings {
			if _, err := tx.Exec(ctx, `DELETE FROM round_standings WHERE round_id = $1`, id); err != nil {
				return err
			}
			for i, st := range sts {
				if _, err := tx.Exec(ctx, `
					INSERT INTO round_standings (round_id, player_id, player_name, pos, rank, points, words, found, won, hints)
					VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
					id, st.Player.ID, st.Player.Name, i, st.Rank, st.Points, st.Words, st.Found, st.Won, st.Hints); err != nil {
					return fmt.Errorf("standing of %s in round %s: %w", st.Player.ID, id, err)
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("delete data of player %s: %w", user, err)
	}
	return nil
}

// DeleteServer erases everything kept about one server.
func (s *Store) DeleteServer(ctx context.Context, platform, server string) error {
	err := s.retry(ctx, func(tx pgx.Tx) error {
		for _, table := range []string{"round_entries", "round_hints", "round_players", "round_standings"} {
			if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE round_id IN (SELECT id FROM rounds WHERE platform = $1 AND guild = $2)`, platform, server); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		for _, table := range []string{"rounds", "guilds", "players", "words", "day_totals", "posts", "hints", "practice_days", "practice_words", "channel_boards", "server_locales", "reminders", "daily_roles"} {
			if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE platform = $1 AND guild = $2`, platform, server); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM removals WHERE platform = $1 AND server = $2 AND user_id = ''`, platform, server); err != nil {
			return err
		}
		return markErased(ctx, tx, privacy.Subject(platform, server, ""))
	})
	if err != nil {
		return fmt.Errorf("delete data of server %s: %w", server, err)
	}
	return nil
}

// ScheduleRemoval records r unless one as early is scheduled.
func (s *Store) ScheduleRemoval(ctx context.Context, r privacy.Removal) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO removals (platform, server, user_id, due_at, reason) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (platform, server, user_id) DO UPDATE SET due_at = excluded.due_at, reason = excluded.reason
		WHERE excluded.due_at < removals.due_at`,
		r.Platform, r.Server, r.User, r.At, r.Reason)
	if err != nil {
		return fmt.Errorf("schedule removal: %w", err)
	}
	return nil
}

// CancelRemoval forgets a scheduled removal.
func (s *Store) CancelRemoval(ctx context.Context, platform, server, user string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM removals WHERE platform = $1 AND server = $2 AND user_id = $3`, platform, server, user); err != nil {
		return fmt.Errorf("cancel removal: %w", err)
	}
	return nil
}

// DueRemovals returns the removals due at now, earliest first.
func (s *Store) DueRemovals(ctx context.Context, now time.Time) ([]privacy.Removal, error) {
	var out []privacy.Removal
	err := s.each(ctx, `SELECT platform, server, user_id, due_at, reason FROM removals WHERE due_at <= $1 ORDER BY due_at, platform, server, user_id`, []any{now}, func(r pgx.Rows) error {
		var rm privacy.Removal
		if err := r.Scan(&rm.Platform, &rm.Server, &rm.User, &rm.At, &rm.Reason); err != nil {
			return err
		}
		rm.At = rm.At.UTC()
		out = append(out, rm)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("due removals: %w", err)
	}
	return out, nil
}

// TakeRemoval forgets r if it is still scheduled and due at now.
func (s *Store) TakeRemoval(ctx context.Context, r privacy.Removal, now time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM removals WHERE platform = $1 AND server = $2 AND user_id = $3 AND due_at <= $4`,
		r.Platform, r.Server, r.User, now)
	if err != nil {
		return false, fmt.Errorf("take removal: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// forgetBatch is how many rows one of Forget's transactions deletes at
// most: a first run on years of data never holds locks long.
const forgetBatch = 5000

// forgetLock is the advisory lock one replica holds while it forgets: the
// others skip their turn rather than deadlock on the same rows. It is
// taken with the schema's hash as its second key: deployments (or tests)
// in other schemas of the same database forget their own rows and do not
// make each other skip.
const forgetLock = 0x626f6767 // "bogg"

// Forget erases entries older than before, in batches of forgetBatch rows,
// each its own transaction, on one replica at a time. Practice goes by
// when it was played, not by the day replayed.
func (s *Store) Forget(ctx context.Context, before time.Time) (int64, error) {
	day := before.UTC().Format(time.DateOnly)
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return 0, fmt.Errorf("forget entries before %s: %w", day, err)
	}
	defer conn.Release()
	var locked bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1::int4, hashtext(current_schema()))`, forgetLock).Scan(&locked); err != nil {
		return 0, fmt.Errorf("forget entries before %s: lock: %w", day, err)
	}
	if !locked {
		return 0, nil // another replica is at it
	}
	defer conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1::int4, hashtext(current_schema()))`, forgetLock)
	var n int64
	batches := []struct {
		table, cond string
		arg         any
	}{
		{"words", "day < $1", day},
		{"day_totals", "day < $1", day},
		{"hints", "day < $1", day},
		{"posts", "day < $1", day},
		{"practice_words", "found_at < $1", before},
		{"practice_days", "until < $1", before},
		{"reminders", "NOT enabled AND updated_at < $1", before},
	}
	for _, b := range batches {
		for {
			tag, err := conn.Exec(ctx, `DELETE FROM `+b.table+` WHERE ctid IN (SELECT ctid FROM `+b.table+` WHERE `+b.cond+` LIMIT `+fmt.Sprint(forgetBatch)+`)`, b.arg)
			if err != nil {
				return n, fmt.Errorf("forget entries before %s: %s: %w", day, b.table, err)
			}
			n += tag.RowsAffected()
			if tag.RowsAffected() < forgetBatch {
				break
			}
		}
	}
	for {
		var k int64
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			rows, err := tx.Query(ctx, `SELECT id FROM rounds WHERE started_at < $1 AND finished_at IS NOT NULL ORDER BY id LIMIT 200 FOR UPDATE`, before)
			if err != nil {
				return err
			}
			ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil || len(ids) == 0 {
				return err
			}
			for _, table := range []string{"round_entries", "round_hints", "round_players", "round_standings"} {
				tag, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE round_id = ANY($1)`, ids)
				if err != nil {
					return fmt.Errorf("%s: %w", table, err)
				}
				n += tag.RowsAffected()
			}
			tag, err := tx.Exec(ctx, `DELETE FROM rounds WHERE id = ANY($1)`, ids)
			k = tag.RowsAffected()
			return err
		})
		if err != nil {
			return n, fmt.Errorf("forget rounds before %s: %w", day, err)
		}
		n += k
		if k == 0 {
			break
		}
	}
	tag, err := conn.Exec(ctx, `DELETE FROM players WHERE
		NOT EXISTS (SELECT 1 FROM words w WHERE w.platform = players.platform AND w.guild = players.guild AND w.user_id = players.user_id)
		AND NOT EXISTS (SELECT 1 FROM hints h WHERE h.platform = players.platform AND h.guild = players.guild AND h.user_id = players.user_id)`)
	if err != nil {
		return n, fmt.Errorf("forget names: %w", err)
	}
	return n + tag.RowsAffected(), nil
}

// markErased records in tx that subject's data was erased now, and
// forgets the records older than privacy.ErasureMemory.
func markErased(ctx context.Context, tx pgx.Tx, subject string) error {
	now := time.Now()
	if _, err := tx.Exec(ctx, `INSERT INTO erasures (subject, erased_at) VALUES ($1, $2)
		ON CONFLICT (subject) DO UPDATE SET erased_at = excluded.erased_at`, subject, now); err != nil {
		return fmt.Errorf("erasures: %w", err)
	}
	_, err := tx.Exec(ctx, `DELETE FROM erasures WHERE erased_at < $1`, now.Add(-privacy.ErasureMemory))
	return err
}

// Erased returns when the server's or the user's data was last erased.
func (s *Store) Erased(ctx context.Context, platform, server, user string) (time.Time, error) {
	var at *time.Time
	err := s.pool.QueryRow(ctx, `SELECT max(erased_at) FROM erasures WHERE subject IN ($1, $2)`,
		privacy.Subject(platform, server, ""), privacy.Subject(platform, "", user)).Scan(&at)
	if err != nil || at == nil {
		return time.Time{}, err
	}
	return *at, nil
}
