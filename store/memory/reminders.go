package memory

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
)

var _ remind.Store = (*Store)(nil)

// reminder returns the kept reminder of (g, user), nil if none. s.mu is held.
func (s *Store) reminder(g game.Guild, user string) *remind.Reminder {
	return s.reminders[playerKey{g, user}]
}

// PutReminder creates or replaces a reminder, keeping its last day.
func (s *Store) PutReminder(ctx context.Context, r remind.Reminder) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.reminders == nil {
		s.reminders = map[playerKey]*remind.Reminder{}
	}
	if old := s.reminder(r.Guild, r.User); old != nil {
		r.LastDay = old.LastDay
	}
	r.Next, r.Updated = r.Next.UTC(), time.Now().UTC()
	s.reminders[playerKey{r.Guild, r.User}] = &r
	return nil
}

// Reminder returns a user's reminder in a server.
func (s *Store) Reminder(ctx context.Context, g game.Guild, user string) (remind.Reminder, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.reminder(g, user); r != nil {
		return *r, true, nil
	}
	return remind.Reminder{}, false, nil
}

// DueReminders returns the enabled reminders of platforms due at now,
// earliest first.
func (s *Store) DueReminders(ctx context.Context, now time.Time, platforms []string, limit int) ([]remind.Reminder, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []remind.Reminder
	for _, r := range s.reminders {
		if r.Enabled && !r.Next.After(now) && slices.Contains(platforms, r.Guild.Platform) {
			out = append(out, *r)
		}
	}
	slices.SortFunc(out, func(a, b remind.Reminder) int {
		return cmp.Or(a.Next.Compare(b.Next), cmp.Compare(a.Guild.String(), b.Guild.String()), cmp.Compare(a.User, b.User))
	})
	return out[:min(len(out), max(limit, 0))], nil
}

// ClaimReminder claims day's nudge of a reminder still due at was.
func (s *Store) ClaimReminder(ctx context.Context, g game.Guild, user string, day game.Day, was, next time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.reminder(g, user)
	if r == nil || !r.Enabled || !r.Next.Equal(was) || r.LastDay >= day {
		return false, nil
	}
	r.LastDay, r.Next, r.Updated = day, next.UTC(), time.Now().UTC()
	return true, nil
}

// ClaimReminders claims many nudges, each as ClaimReminder.
func (s *Store) ClaimReminders(ctx context.Context, cs []remind.Claim) ([]bool, error) {
	ok := make([]bool, len(cs))
	for i, c := range cs {
		ok[i], _ = s.ClaimReminder(ctx, c.Guild, c.User, c.Day, c.Was, c.Next)
	}
	return ok, nil
}

// ReleaseReminders gives back claims whose nudges were never sent.
func (s *Store) ReleaseReminders(ctx context.Context, cs []remind.Claim) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var n int64
	for _, c := range cs {
		r := s.reminder(c.Guild, c.User)
		if r == nil || r.LastDay != c.Day || !r.Next.Equal(c.Next) {
			continue
		}
		r.LastDay, r.Next, r.Updated = c.Prev, c.Was.UTC(), time.Now().UTC()
		n++
	}
	return n, nil
}

// RescheduleReminder moves a reminder's next time from was to next.
func (s *Store) RescheduleReminder(ctx context.Context, g game.Guild, user string, was, next time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.reminder(g, user)
	if r == nil || !r.Next.Equal(was) {
		return false, nil
	}
	r.Next = next.UTC()
	return true, nil
}

// DisableReminder turns a reminder off, leaving note.
func (s *Store) DisableReminder(ctx context.Context, g game.Guild, user, note string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.reminder(g, user); r != nil {
		r.Enabled, r.Note, r.Updated = false, note, time.Now().UTC()
	}
	return nil
}

// DeleteReminders erases a server's reminders (user "") or a user's
// (server "").
func (s *Store) DeleteReminders(ctx context.Context, platform, server, user string) (int64, error) {
	if (server == "") == (user == "") {
		return 0, fmt.Errorf("memory: delete reminders: name a server or a user, not %q and %q", server, user)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.deleteReminders(func(k playerKey) bool {
		return k.g.Platform == platform && (k.g.ID == server || k.id == user)
	}), nil
}

// deleteReminders erases the reminders whose key del picks; s.mu is held.
func (s *Store) deleteReminders(del func(playerKey) bool) int64 {
	n := len(s.reminders)
	maps.DeleteFunc(s.reminders, func(k playerKey, _ *remind.Reminder) bool { return del(k) })
	return int64(n - len(s.reminders))
}

// ReminderNotes returns a user's reminders that carry a note.
func (s *Store) ReminderNotes(ctx context.Context, platform, user string) ([]remind.Reminder, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.remindersOf(platform, user, func(r *remind.Reminder) bool { return r.Note != "" }), nil
}

// remindersOf returns a user's reminders that keep accepts, by server;
// s.mu is held.
func (s *Store) remindersOf(platform, user string, keep func(*remind.Reminder) bool) []remind.Reminder {
	var out []remind.Reminder
	for k, r := range s.reminders {
		if k.g.Platform == platform && k.id == user && keep(r) {
			out = append(out, *r)
		}
	}
	slices.SortFunc(out, func(a, b remind.Reminder) int { return cmp.Compare(a.Guild.ID, b.Guild.ID) })
	return out
}

// ClearReminderNote forgets a reminder's note if it is still note.
func (s *Store) ClearReminderNote(ctx context.Context, g game.Guild, user, note string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.reminder(g, user)
	if r == nil || note == "" || r.Note != note {
		return false, nil
	}
	r.Note = ""
	return true, nil
}
