package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
)

var _ privacy.Store = (*Store)(nil)

// PlayerData returns what is kept about a user on every server of a platform.
func (s *Store) PlayerData(ctx context.Context, platform, user string) (privacy.Data, error) {
	d := privacy.Data{Platform: platform, User: user}
	err := s.readPlayer(ctx, &d)
	if err != nil {
		return privacy.Data{}, fmt.Errorf("read data of player %s: %w", user, err)
	}
	return d, nil
}

func (s *Store) readPlayer(ctx context.Context, d *privacy.Data) error {
	p, u := d.Platform, d.User
	err := s.each(ctx, `SELECT guild, name FROM players WHERE platform = ? AND user_id = ? ORDER BY guild`, []any{p, u}, func(r *sql.Rows) error {
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
	if d.Daily, err = s.dayWords(ctx, `SELECT guild, day, word, points, found_at FROM words WHERE platform = ? AND user_id = ? ORDER BY guild, day, id`, p, u); err != nil {
		return err
	}
	if d.Practice, err = s.dayWords(ctx, `SELECT guild, day, word, points, found_at FROM practice_words WHERE platform = ? AND user_id = ? ORDER BY guild, day, id`, p, u); err != nil {
		return err
	}
	err = s.each(ctx, `SELECT guild, day, seq, rung, word, taken_at FROM hints WHERE platform = ? AND user_id = ? ORDER BY guild, day, seq`, []any{p, u}, func(r *sql.Rows) error {
		var h privacy.Hint
		var taken string
		if err := r.Scan(&h.Server, &h.Day, &h.Seq, &h.Rung, &h.Word, &taken); err != nil {
			return err
		}
		h.Taken, _ = time.Parse(time.RFC3339Nano, taken)
		d.Hints = append(d.Hints, h)
		return nil
	})
	if err != nil {
		return err
	}
	err = s.each(ctx, `SELECT guild, day, until FROM practice_days WHERE platform = ? AND user_id = ? ORDER BY guild`, []any{p, u}, func(r *sql.Rows) error {
		var ss privacy.Session
		var until string
		if err := r.Scan(&ss.Server, &ss.Day, &until); err != nil {
			return err
		}
		ss.Until, _ = time.Parse(time.RFC3339Nano, until)
		d.Sessions = append(d.Sessions, ss)
		return nil
	})
	if err != nil {
		return err
	}
	// The rounds the player started or played, then their part in each.
	err = s.each(ctx, `
		SELECT id, guild, channel, started_at, starter_id = ?, CASE WHEN starter_id = ? THEN starter_name ELSE '' END FROM rounds WHERE id IN (`+theirRounds+`)
		ORDER BY started_at, id`, []any{u, u, p, u, u, u, u, u}, func(r *sql.Rows) error {
		var rd privacy.RoundData
		var started string
		if err := r.Scan(&rd.ID, &rd.Server, &rd.Channel, &started, &rd.Starter, &rd.Name); err != nil {
			return err
		}
		rd.Started, _ = parseAt(started)
		d.Rounds = append(d.Rounds, rd)
		return nil
	})
	if err != nil {
		return err
	}
	if err := s.roundParts(ctx, d); err != nil {
		return err
	}
	rs, err := s.playerReminders(ctx, p, u)
	for _, r := range rs {
		d.Reminders = append(d.Reminders, privacy.ReminderOf(r))
	}
	return err
}

// theirRounds selects the ids of the rounds of a platform a user played,
// took a hint in, stood in or started (arguments: user, platform, user,
// user, user, user, user... see args in roundParts).
const theirRounds = `SELECT id FROM rounds WHERE platform = ? AND (starter_id = ?
	OR id IN (SELECT round_id FROM round_players WHERE player_id = ?)
	OR id IN (SELECT round_id FROM round_entries WHERE player_id = ?)
	OR id IN (SELECT round_id FROM round_hints WHERE player_id = ?)
	OR id IN (SELECT round_id FROM round_standings WHERE player_id = ?))`

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
	p, u := d.Platform, d.User
	args := []any{u, p, u, u, u, u, u}
	err := s.each(ctx, `SELECT round_id, name FROM round_players WHERE player_id = ? AND round_id IN (`+theirRounds+`)`, args, func(r *sql.Rows) error {
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
	err = s.each(ctx, `SELECT round_id, word, points, found_at FROM round_entries WHERE player_id = ? AND round_id IN (`+theirRounds+`) ORDER BY seq`, args, func(r *sql.Rows) error {
		var id, found string
		var w privacy.Word
		if err := r.Scan(&id, &w.Word, &w.Points, &found); err != nil {
			return err
		}
		w.Found, _ = parseAt(found)
		if rd := byID[id]; rd != nil {
			rd.Words = append(rd.Words, w)
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = s.each(ctx, `SELECT round_id, seq, rung, word, taken_at FROM round_hints WHERE player_id = ? AND round_id IN (`+theirRounds+`) ORDER BY round_id, seq`, args, func(r *sql.Rows) error {
		var id, taken string
		var h privacy.Hint
		if err := r.Scan(&id, &h.Seq, &h.Rung, &h.Word, &taken); err != nil {
			return err
		}
		h.Taken, _ = time.Parse(time.RFC3339Nano, taken)
		if rd := byID[id]; rd != nil {
			rd.Hints = append(rd.Hints, h)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return s.each(ctx, `SELECT round_id, rank, points, won, player_name FROM round_standings WHERE player_id = ? AND round_id IN (`+theirRounds+`)`, args, func(r *sql.Rows) error {
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
	err := s.each(ctx, query, args, func(r *sql.Rows) error {
		var server, day, found string
		var w privacy.Word
		if err := r.Scan(&server, &day, &w.Word, &w.Points, &found); err != nil {
			return err
		}
		w.Found, _ = time.Parse(time.RFC3339Nano, found)
		if n := len(out); n == 0 || out[n-1].Server != server || out[n-1].Day != day {
			out = append(out, privacy.DayWords{Server: server, Day: day})
		}
		out[len(out)-1].Words = append(out[len(out)-1].Words, w)
		return nil
	})
	return out, err
}

// each runs a read query and calls fn for every row.
func (s *Store) each(ctx context.Context, query string, args []any, fn func(*sql.Rows) error) error {
	rows, err := s.r.QueryContext(ctx, query, args...)
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

// inPlatformRounds limits a round table to the rounds of a platform.
const inPlatformRounds = `round_id IN (SELECT id FROM rounds WHERE platform = ?)`

// DeletePlayer erases a user's data on every server of a platform and
// replaces the standings of the finished rounds they stood in.
func (s *Store) DeletePlayer(ctx context.Context, platform, user string, standings map[string][]round.Standing) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if standings != nil {
			// One writer at a time: no round finishes between this check
			// and the deletes.
			rows, err := tx.QueryContext(ctx, `
				SELECT DISTINCT s.round_id FROM round_standings s JOIN rounds r ON r.id = s.round_id
				WHERE r.platform = ? AND s.player_id = ?`, platform, user)
			if err != nil {
				return err
			}
			for rows.Next() {
				var id string
				if err := rows.Scan(&id); err != nil {
					rows.Close()
					return err
				}
				if _, ok := standings[id]; !ok {
					rows.Close()
					return privacy.ErrRescore
				}
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
		}
		for _, table := range []string{"round_entries", "round_hints", "round_players", "round_standings"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE player_id = ? AND `+inPlatformRounds, user, platform); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE rounds SET starter_id = '', starter_name = '' WHERE platform = ? AND starter_id = ?`, platform, user); err != nil {
			return err
		}
		for _, table := range []string{"words", "day_totals", "hints", "practice_words", "practice_days", "players", "reminders"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE platform = ? AND user_id = ?`, platform, user); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM removals WHERE platform = ? AND server = '' AND user_id = ?`, platform, user); err != nil {
			return err
		}
		if err := markErased(ctx, tx, privacy.Subject(platform, "", user)); err != nil {
			return err
		}
		for id, sts := range standings {
			if err := setStandings(ctx, tx, id, sts); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("delete data of player %s: %w", user, err)
	}
	if err := s.scrub(ctx); err != nil {
		return fmt.Errorf("delete data of player %s: %w", user, err)
	}
	return nil
}

// setStandings replaces a finished round's standings in tx.
func setStandings(ctx context.Context, tx *sql.Tx, id string, standings []round.Standing) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM round_standings WHERE round_id = ?`, id); err != nil {
		return err
	}
	for i, st := range standings {
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO round_standings (round_id, player_id, player_name, pos, rank, points, words, found, won, hints)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, st.Player.ID, st.Player.Name, i, st.Rank, st.Points, st.Words, st.Found, st.Won, st.Hints); err != nil {
			return fmt.Errorf("standing of %s in round %s: %w", st.Player.ID, id, err)
		}
	}
	return nil
}

// DeleteServer erases everything kept about one server.
func (s *Store) DeleteServer(ctx context.Context, platform, server string) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		for _, table := range []string{"round_entries", "round_hints", "round_players", "round_standings"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE round_id IN (SELECT id FROM rounds WHERE platform = ? AND guild = ?)`, platform, server); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		for _, table := range []string{"rounds", "guilds", "players", "words", "day_totals", "posts", "hints", "practice_days", "practice_words", "server_locales", "reminders", "daily_roles"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE platform = ? AND guild = ?`, platform, server); err != nil {
				return fmt.Errorf("%s: %w", table, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM removals WHERE platform = ? AND server = ? AND user_id = ''`, platform, server); err != nil {
			return err
		}
		return markErased(ctx, tx, privacy.Subject(platform, server, ""))
	})
	if err != nil {
		return fmt.Errorf("delete data of server %s: %w", server, err)
	}
	if err := s.scrub(ctx); err != nil {
		return fmt.Errorf("delete data of server %s: %w", server, err)
	}
	return nil
}

// ScheduleRemoval records r unless one as early is scheduled.
func (s *Store) ScheduleRemoval(ctx context.Context, r privacy.Removal) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO removals (platform, server, user_id, due_at, reason) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (platform, server, user_id) DO UPDATE SET due_at = excluded.due_at, reason = excluded.reason
			WHERE excluded.due_at < removals.due_at`,
			r.Platform, r.Server, r.User, at(r.At), r.Reason)
		return err
	})
	if err != nil {
		return fmt.Errorf("schedule removal: %w", err)
	}
	return nil
}

// CancelRemoval forgets a scheduled removal.
func (s *Store) CancelRemoval(ctx context.Context, platform, server, user string) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM removals WHERE platform = ? AND server = ? AND user_id = ?`, platform, server, user)
		return err
	})
	if err != nil {
		return fmt.Errorf("cancel removal: %w", err)
	}
	return nil
}

// DueRemovals returns the removals due at now, earliest first.
func (s *Store) DueRemovals(ctx context.Context, now time.Time) ([]privacy.Removal, error) {
	var out []privacy.Removal
	err := s.each(ctx, `SELECT platform, server, user_id, due_at, reason FROM removals WHERE due_at <= ? ORDER BY due_at, platform, server, user_id`, []any{at(now)}, func(r *sql.Rows) error {
		var rm privacy.Removal
		var due string
		if err := r.Scan(&rm.Platform, &rm.Server, &rm.User, &due, &rm.Reason); err != nil {
			return err
		}
		var err error
		rm.At, err = parseAt(due)
		out = append(out, rm)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("due removals: %w", err)
	}
	return out, nil
}

// TakeRemoval forgets r if it is still scheduled and due at now.
func (s *Store) TakeRemoval(ctx context.Context, r privacy.Removal, now time.Time) (bool, error) {
	var took bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM removals WHERE platform = ? AND server = ? AND user_id = ? AND due_at <= ?`,
			r.Platform, r.Server, r.User, at(now))
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		took = n == 1
		return err
	})
	if err != nil {
		return false, fmt.Errorf("take removal: %w", err)
	}
	return took, nil
}

// forgetBatch is how many rows one of Forget's transactions deletes at
// most: a first run on years of data never holds the write lock long.
const forgetBatch = 5000

// Forget erases entries older than before, in batches of forgetBatch rows,
// each its own transaction. Practice goes by when it was played, not by
// the day replayed.
func (s *Store) Forget(ctx context.Context, before time.Time) (int64, error) {
	day, instant, stamped := before.UTC().Format(time.DateOnly), at(before), stamp(before)
	var n int64
	batches := []struct{ table, cond, arg string }{
		{"words", "day < ?", day},
		{"day_totals", "day < ?", day},
		{"hints", "day < ?", day},
		{"posts", "day < ?", day},
		{"practice_words", "found_at < ?", stamped},
		{"practice_days", "until < ?", stamped},
		{"reminders", "enabled = 0 AND updated_at < ?", instant},
	}
	for _, b := range batches {
		for {
			var k int64
			err := s.tx(ctx, func(tx *sql.Tx) error {
				res, err := tx.ExecContext(ctx, `DELETE FROM `+b.table+` WHERE rowid IN (SELECT rowid FROM `+b.table+` WHERE `+b.cond+` LIMIT ?)`, b.arg, forgetBatch)
				if err != nil {
					return err
				}
				k, err = res.RowsAffected()
				return err
			})
			if err != nil {
				return n, fmt.Errorf("forget entries before %s: %s: %w", day, b.table, err)
			}
			n += k
			if k < forgetBatch {
				break
			}
		}
	}
	// Finished rounds started before, a batch of rounds at a time with
	// everything in them.
	for {
		var k int64
		err := s.tx(ctx, func(tx *sql.Tx) error {
			k = 0
			old := `SELECT id FROM rounds WHERE started_at < ? AND finished_at IS NOT NULL ORDER BY id LIMIT 200`
			for _, table := range []string{"round_entries", "round_hints", "round_players", "round_standings"} {
				res, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE round_id IN (`+old+`)`, instant)
				if err != nil {
					return fmt.Errorf("%s: %w", table, err)
				}
				m, _ := res.RowsAffected()
				n += m
			}
			res, err := tx.ExecContext(ctx, `DELETE FROM rounds WHERE id IN (`+old+`)`, instant)
			if err != nil {
				return err
			}
			k, err = res.RowsAffected()
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
	// A name is kept only beside something it names.
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM players WHERE
			NOT EXISTS (SELECT 1 FROM words w WHERE w.platform = players.platform AND w.guild = players.guild AND w.user_id = players.user_id)
			AND NOT EXISTS (SELECT 1 FROM hints h WHERE h.platform = players.platform AND h.guild = players.guild AND h.user_id = players.user_id)`)
		if err != nil {
			return err
		}
		k, _ := res.RowsAffected()
		n += k
		return nil
	})
	if err != nil {
		return n, fmt.Errorf("forget names: %w", err)
	}
	if n > 0 {
		if err := s.scrub(ctx); err != nil {
			return n, fmt.Errorf("forget entries before %s: %w", day, err)
		}
	}
	return n, nil
}

// markErased records in tx that subject's data was erased now, and
// forgets the records older than privacy.ErasureMemory.
func markErased(ctx context.Context, tx *sql.Tx, subject string) error {
	now := time.Now()
	if _, err := tx.ExecContext(ctx, `INSERT INTO erasures (subject, erased_at) VALUES (?, ?)
		ON CONFLICT (subject) DO UPDATE SET erased_at = excluded.erased_at`, subject, now.UnixMilli()); err != nil {
		return fmt.Errorf("erasures: %w", err)
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM erasures WHERE erased_at < ?`, now.Add(-privacy.ErasureMemory).UnixMilli())
	return err
}

// Erased returns when the server's or the user's data was last erased.
func (s *Store) Erased(ctx context.Context, platform, server, user string) (time.Time, error) {
	var ms sql.NullInt64
	err := s.r.QueryRowContext(ctx, `SELECT max(erased_at) FROM erasures WHERE subject IN (?, ?)`,
		privacy.Subject(platform, server, ""), privacy.Subject(platform, "", user)).Scan(&ms)
	if err != nil || !ms.Valid {
		return time.Time{}, err
	}
	return time.UnixMilli(ms.Int64), nil
}
