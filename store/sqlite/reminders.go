package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
)

var _ remind.Store = (*Store)(nil)

const reminderColumns = `platform, guild, user_id, clock, timezone, enabled, locale, next_at, last_day, note, updated_at`

func scanReminder(scan func(...any) error) (remind.Reminder, error) {
	var r remind.Reminder
	var next, last, updated string
	if err := scan(&r.Guild.Platform, &r.Guild.ID, &r.User, &r.Clock, &r.Timezone, &r.Enabled, &r.Locale, &next, &last, &r.Note, &updated); err != nil {
		return r, err
	}
	var err error
	if r.Next, err = parseAt(next); err != nil {
		return r, err
	}
	if r.LastDay, err = game.ParseStoreText(last); err != nil {
		return r, err
	}
	r.Updated, err = parseAt(updated)
	return r, err
}

// PutReminder creates or replaces a reminder, keeping its last day.
func (s *Store) PutReminder(ctx context.Context, r remind.Reminder) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO reminders (`+reminderColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET clock = excluded.clock, timezone = excluded.timezone,
				enabled = excluded.enabled, locale = excluded.locale, next_at = excluded.next_at, note = excluded.note, updated_at = excluded.updated_at`,
			r.Guild.Platform, r.Guild.ID, r.User, r.Clock, r.Timezone, r.Enabled, r.Locale, at(r.Next), r.LastDay.StoreText(), r.Note, at(time.Now()))
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite: put reminder of %s in %s: %w", r.User, r.Guild, err)
	}
	return nil
}

// Reminder returns a user's reminder in a server.
func (s *Store) Reminder(ctx context.Context, g game.Guild, user string) (remind.Reminder, bool, error) {
	row := s.r.QueryRowContext(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE platform = ? AND guild = ? AND user_id = ?`, g.Platform, g.ID, user)
	r, err := scanReminder(row.Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return remind.Reminder{}, false, nil
	}
	if err != nil {
		return remind.Reminder{}, false, fmt.Errorf("sqlite: reminder of %s in %s: %w", user, g, err)
	}
	return r, true, nil
}

// DueReminders returns the enabled reminders of platforms due at now,
// earliest first.
func (s *Store) DueReminders(ctx context.Context, now time.Time, platforms []string, limit int) ([]remind.Reminder, error) {
	if len(platforms) == 0 || limit <= 0 {
		return nil, nil
	}
	args := []any{at(now)}
	for _, p := range platforms {
		args = append(args, p)
	}
	args = append(args, limit)
	var out []remind.Reminder
	err := s.each(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE enabled = 1 AND next_at <= ?
		AND platform IN (?`+strings.Repeat(", ?", len(platforms)-1)+`) ORDER BY next_at LIMIT ?`, args, func(rows *sql.Rows) error {
		r, err := scanReminder(rows.Scan)
		out = append(out, r)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: due reminders: %w", err)
	}
	return out, nil
}

// exec runs one write in a transaction and returns the rows it changed.
func (s *Store) exec(ctx context.Context, query string, args ...any) (int64, error) {
	var n int64
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, query, args...)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}

// ClaimReminder claims day's nudge of a reminder still due at was.
func (s *Store) ClaimReminder(ctx context.Context, g game.Guild, user string, day game.Day, was, next time.Time) (bool, error) {
	n, err := s.exec(ctx, `UPDATE reminders SET last_day = ?, next_at = ?, updated_at = ?
		WHERE platform = ? AND guild = ? AND user_id = ? AND enabled = 1 AND next_at = ? AND last_day < ?`,
		day.StoreText(), at(next), at(time.Now()), g.Platform, g.ID, user, at(was), day.StoreText())
	if err != nil {
		return false, fmt.Errorf("sqlite: claim reminder of %s in %s on %s: %w", user, g, day, err)
	}
	return n == 1, nil
}

// ClaimReminders claims many nudges, each as ClaimReminder, in one
// transaction.
func (s *Store) ClaimReminders(ctx context.Context, cs []remind.Claim) ([]bool, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	var ok []bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		ok = make([]bool, len(cs))
		st, err := tx.PrepareContext(ctx, `UPDATE reminders SET last_day = ?, next_at = ?, updated_at = ?
			WHERE platform = ? AND guild = ? AND user_id = ? AND enabled = 1 AND next_at = ? AND last_day < ?`)
		if err != nil {
			return err
		}
		defer st.Close()
		now := at(time.Now())
		for i, c := range cs {
			res, err := st.ExecContext(ctx, c.Day.StoreText(), at(c.Next), now, c.Guild.Platform, c.Guild.ID, c.User, at(c.Was), c.Day.StoreText())
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			ok[i] = n == 1
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: claim %d reminders: %w", len(cs), err)
	}
	return ok, nil
}

// ReleaseReminders gives back claims whose nudges were never sent, in one
// transaction.
func (s *Store) ReleaseReminders(ctx context.Context, cs []remind.Claim) (int64, error) {
	if len(cs) == 0 {
		return 0, nil
	}
	var total int64
	err := s.tx(ctx, func(tx *sql.Tx) error {
		total = 0
		st, err := tx.PrepareContext(ctx, `UPDATE reminders SET last_day = ?, next_at = ?, updated_at = ?
			WHERE platform = ? AND guild = ? AND user_id = ? AND last_day = ? AND next_at = ?`)
		if err != nil {
			return err
		}
		defer st.Close()
		now := at(time.Now())
		for _, c := range cs {
			res, err := st.ExecContext(ctx, c.Prev.StoreText(), at(c.Was), now, c.Guild.Platform, c.Guild.ID, c.User, c.Day.StoreText(), at(c.Next))
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			total += n
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("sqlite: release %d reminders: %w", len(cs), err)
	}
	return total, nil
}

// RescheduleReminder moves a reminder's next time from was to next.
func (s *Store) RescheduleReminder(ctx context.Context, g game.Guild, user string, was, next time.Time) (bool, error) {
	n, err := s.exec(ctx, `UPDATE reminders SET next_at = ? WHERE platform = ? AND guild = ? AND user_id = ? AND next_at = ?`,
		at(next), g.Platform, g.ID, user, at(was))
	if err != nil {
		return false, fmt.Errorf("sqlite: reschedule reminder of %s in %s: %w", user, g, err)
	}
	return n == 1, nil
}

// DisableReminder turns a reminder off, leaving note.
func (s *Store) DisableReminder(ctx context.Context, g game.Guild, user, note string) error {
	_, err := s.exec(ctx, `UPDATE reminders SET enabled = 0, note = ?, updated_at = ? WHERE platform = ? AND guild = ? AND user_id = ?`,
		note, at(time.Now()), g.Platform, g.ID, user)
	if err != nil {
		return fmt.Errorf("sqlite: turn off reminder of %s in %s: %w", user, g, err)
	}
	return nil
}

// DeleteReminders erases a server's reminders (user "") or a user's
// (server "").
func (s *Store) DeleteReminders(ctx context.Context, platform, server, user string) (int64, error) {
	var n int64
	var err error
	switch {
	case server != "" && user == "":
		n, err = s.exec(ctx, `DELETE FROM reminders WHERE platform = ? AND guild = ?`, platform, server)
	case server == "" && user != "":
		n, err = s.exec(ctx, `DELETE FROM reminders WHERE platform = ? AND user_id = ?`, platform, user)
	default:
		return 0, fmt.Errorf("sqlite: delete reminders: name a server or a user, not %q and %q", server, user)
	}
	if err != nil {
		return n, fmt.Errorf("sqlite: delete reminders: %w", err)
	}
	return n, nil
}

// ReminderNotes returns a user's reminders that carry a note.
func (s *Store) ReminderNotes(ctx context.Context, platform, user string) ([]remind.Reminder, error) {
	var out []remind.Reminder
	err := s.each(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE platform = ? AND user_id = ? AND note <> '' ORDER BY guild`,
		[]any{platform, user}, func(rows *sql.Rows) error {
			r, err := scanReminder(rows.Scan)
			out = append(out, r)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("sqlite: reminder notes of %s: %w", user, err)
	}
	return out, nil
}

// ClearReminderNote forgets a reminder's note if it is still note.
func (s *Store) ClearReminderNote(ctx context.Context, g game.Guild, user, note string) (bool, error) {
	n, err := s.exec(ctx, `UPDATE reminders SET note = '' WHERE platform = ? AND guild = ? AND user_id = ? AND note = ? AND note <> ''`,
		g.Platform, g.ID, user, note)
	if err != nil {
		return false, fmt.Errorf("sqlite: clear reminder note of %s in %s: %w", user, g, err)
	}
	return n == 1, nil
}

// playerReminders reads a user's reminders for an export.
func (s *Store) playerReminders(ctx context.Context, platform, user string) ([]remind.Reminder, error) {
	var out []remind.Reminder
	err := s.each(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE platform = ? AND user_id = ? ORDER BY guild`,
		[]any{platform, user}, func(rows *sql.Rows) error {
			r, err := scanReminder(rows.Scan)
			out = append(out, r)
			return err
		})
	return out, err
}
