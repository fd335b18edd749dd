package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
)

var _ remind.Store = (*Store)(nil)

const reminderColumns = `platform, guild, user_id, clock, timezone, enabled, locale, next_at, last_day, note, updated_at`

func scanReminder(scan func(...any) error) (remind.Reminder, error) {
	var r remind.Reminder
	var last string
	if err := scan(&r.Guild.Platform, &r.Guild.ID, &r.User, &r.Clock, &r.Timezone, &r.Enabled, &r.Locale, &r.Next, &last, &r.Note, &r.Updated); err != nil {
		return r, err
	}
	r.Next, r.Updated = r.Next.UTC(), r.Updated.UTC()
	var err error
	r.LastDay, err = game.ParseStoreText(last)
	return r, err
}

// PutReminder creates or replaces a reminder, keeping its last day.
func (s *Store) PutReminder(ctx context.Context, r remind.Reminder) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO reminders (`+reminderColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
		ON CONFLICT (platform, guild, user_id) DO UPDATE SET clock = excluded.clock, timezone = excluded.timezone,
			enabled = excluded.enabled, locale = excluded.locale, next_at = excluded.next_at, note = excluded.note, updated_at = excluded.updated_at`,
		r.Guild.Platform, r.Guild.ID, r.User, r.Clock, r.Timezone, r.Enabled, r.Locale, r.Next.UTC(), r.LastDay.StoreText(), r.Note)
	if err != nil {
		return fmt.Errorf("postgres: put reminder of %s in %s: %w", r.User, r.Guild, err)
	}
	return nil
}

// Reminder returns a user's reminder in a server.
func (s *Store) Reminder(ctx context.Context, g game.Guild, user string) (remind.Reminder, bool, error) {
	row := s.pool.QueryRow(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE platform = $1 AND guild = $2 AND user_id = $3`, g.Platform, g.ID, user)
	r, err := scanReminder(row.Scan)
	if errors.Is(err, pgx.ErrNoRows) {
		return remind.Reminder{}, false, nil
	}
	if err != nil {
		return remind.Reminder{}, false, fmt.Errorf("postgres: reminder of %s in %s: %w", user, g, err)
	}
	return r, true, nil
}

// reminders runs a query of reminders.
func (s *Store) reminders(ctx context.Context, query string, args ...any) ([]remind.Reminder, error) {
	var out []remind.Reminder
	err := s.each(ctx, query, args, func(rows pgx.Rows) error {
		r, err := scanReminder(rows.Scan)
		out = append(out, r)
		return err
	})
	return out, err
}

// DueReminders returns the enabled reminders of platforms due at now,
// earliest first.
func (s *Store) DueReminders(ctx context.Context, now time.Time, platforms []string, limit int) ([]remind.Reminder, error) {
	if len(platforms) == 0 || limit <= 0 {
		return nil, nil
	}
	out, err := s.reminders(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE enabled AND next_at <= $1 AND platform = ANY($2)
		ORDER BY next_at LIMIT $3`, now, platforms, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: due reminders: %w", err)
	}
	return out, nil
}

// ClaimReminder claims day's nudge of a reminder still due at was.
func (s *Store) ClaimReminder(ctx context.Context, g game.Guild, user string, day game.Day, was, next time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, `UPDATE reminders SET last_day = $1, next_at = $2, updated_at = now()
		WHERE platform = $3 AND guild = $4 AND user_id = $5 AND enabled AND next_at = $6 AND last_day < $1`,
		day.StoreText(), next.UTC(), g.Platform, g.ID, user, was.UTC())
	if err != nil {
		return false, fmt.Errorf("postgres: claim reminder of %s in %s on %s: %w", user, g, day, err)
	}
	return tag.RowsAffected() == 1, nil
}

// claimArrays are the columns of claims, for unnest.
func claimArrays(cs []remind.Claim) (platforms, guilds, users, days, prevs []string, was, next []time.Time) {
	for _, c := range cs {
		platforms = append(platforms, c.Guild.Platform)
		guilds = append(guilds, c.Guild.ID)
		users = append(users, c.User)
		days = append(days, c.Day.StoreText())
		prevs = append(prevs, c.Prev.StoreText())
		was = append(was, c.Was.UTC())
		next = append(next, c.Next.UTC())
	}
	return
}

// ClaimReminders claims many nudges, each as ClaimReminder, in one
// statement.
func (s *Store) ClaimReminders(ctx context.Context, cs []remind.Claim) ([]bool, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	platforms, guilds, users, days, _, was, next := claimArrays(cs)
	ok := make([]bool, len(cs))
	err := s.each(ctx, `UPDATE reminders r SET last_day = c.day, next_at = c.next, updated_at = now()
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[])
			WITH ORDINALITY AS c(platform, guild, user_id, day, was, next, i)
		WHERE r.platform = c.platform AND r.guild = c.guild AND r.user_id = c.user_id
			AND r.enabled AND r.next_at = c.was AND r.last_day < c.day
		RETURNING c.i`, []any{platforms, guilds, users, days, was, next}, func(rows pgx.Rows) error {
		var i int64
		if err := rows.Scan(&i); err != nil {
			return err
		}
		if i >= 1 && int(i) <= len(ok) {
			ok[i-1] = true
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: claim %d reminders: %w", len(cs), err)
	}
	return ok, nil
}

// ReleaseReminders gives back claims whose nudges were never sent, in one
// statement.
func (s *Store) ReleaseReminders(ctx context.Context, cs []remind.Claim) (int64, error) {
	if len(cs) == 0 {
		return 0, nil
	}
	platforms, guilds, users, days, prevs, was, next := claimArrays(cs)
	tag, err := s.pool.Exec(ctx, `UPDATE reminders r SET last_day = c.prev, next_at = c.was, updated_at = now()
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])
			AS c(platform, guild, user_id, day, prev, was, next)
		WHERE r.platform = c.platform AND r.guild = c.guild AND r.user_id = c.user_id
			AND r.last_day = c.day AND r.next_at = c.next`, platforms, guilds, users, days, prevs, was, next)
	if err != nil {
		return 0, fmt.Errorf("postgres: release %d reminders: %w", len(cs), err)
	}
	return tag.RowsAffected(), nil
}

// RescheduleReminder moves a reminder's next time from was to next.
func (s *Store) RescheduleReminder(ctx context.Context, g game.Guild, user string, was, next time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, `UPDATE reminders SET next_at = $1 WHERE platform = $2 AND guild = $3 AND user_id = $4 AND next_at = $5`,
		next.UTC(), g.Platform, g.ID, user, was.UTC())
	if err != nil {
		return false, fmt.Errorf("postgres: reschedule reminder of %s in %s: %w", user, g, err)
	}
	return tag.RowsAffected() == 1, nil
}

// DisableReminder turns a reminder off, leaving note.
func (s *Store) DisableReminder(ctx context.Context, g game.Guild, user, note string) error {
	_, err := s.pool.Exec(ctx, `UPDATE reminders SET enabled = false, note = $1, updated_at = now() WHERE platform = $2 AND guild = $3 AND user_id = $4`,
		note, g.Platform, g.ID, user)
	if err != nil {
		return fmt.Errorf("postgres: turn off reminder of %s in %s: %w", user, g, err)
	}
	return nil
}

// DeleteReminders erases a server's reminders (user "") or a user's
// (server "").
func (s *Store) DeleteReminders(ctx context.Context, platform, server, user string) (int64, error) {
	var q string
	var arg string
	switch {
	case server != "" && user == "":
		q, arg = `DELETE FROM reminders WHERE platform = $1 AND guild = $2`, server
	case server == "" && user != "":
		q, arg = `DELETE FROM reminders WHERE platform = $1 AND user_id = $2`, user
	default:
		return 0, fmt.Errorf("postgres: delete reminders: name a server or a user, not %q and %q", server, user)
	}
	tag, err := s.pool.Exec(ctx, q, platform, arg)
	if err != nil {
		return 0, fmt.Errorf("postgres: delete reminders: %w", err)
	}
	return tag.RowsAffected(), nil
}

// ReminderNotes returns a user's reminders that carry a note.
func (s *Store) ReminderNotes(ctx context.Context, platform, user string) ([]remind.Reminder, error) {
	out, err := s.reminders(ctx, `SELECT `+reminderColumns+` FROM reminders WHERE platform = $1 AND user_id = $2 AND note <> '' ORDER BY guild`, platform, user)
	if err != nil {
		return nil, fmt.Errorf("postgres: reminder notes of %s: %w", user, err)
	}
	return out, nil
}

// ClearReminderNote forgets a reminder's note if it is still note.
func (s *Store) ClearReminderNote(ctx context.Context, g game.Guild, user, note string) (bool, error) {
	tag, err := s.pool.Exec(ctx, `UPDATE reminders SET note = '' WHERE platform = $1 AND guild = $2 AND user_id = $3 AND note = $4 AND note <> ''`,
		g.Platform, g.ID, user, note)
	if err != nil {
		return false, fmt.Errorf("postgres: clear reminder note of %s in %s: %w", user, g, err)
	}
	return tag.RowsAffected() == 1, nil
}
