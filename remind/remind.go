// Package remind is the players' opt-in reminders to play the daily board:
// what a reminder is (a time of day in a timezone, per player and server),
// when it is next due (Next), and what a store keeps of it (Store). The
// sending lives in bot/remind; the stores (store/memory, store/sqlite,
// store/postgres) implement Store, and store/storetest checks them the same
// way.
//
// Its functions are pure and safe for concurrent use.
package remind

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// A Reminder is one player's reminder in one server: a private nudge at
// Clock (in Timezone, or the server's when empty) on each day of the
// server's daily they have not played yet.
type Reminder struct {
	Guild game.Guild
	User  string
	// Clock is the local time of day, "HH:MM" on a 24-hour clock.
	Clock string
	// Timezone is the IANA name the player gave; "" means the server's
	// daily timezone, whatever it is when the reminder comes due.
	Timezone string
	Enabled  bool
	// Locale is the player's language (BCP 47, as their platform reports
	// it; "" is English): the nudge is written in it.
	Locale string
	// Next is when the reminder is next due (UTC): the store finds due
	// reminders by it, so that a restart loses none.
	Next time.Time
	// LastDay is the last day of the server's daily whose nudge was
	// claimed (Store.ClaimReminder), sent or not; 0 if none.
	LastDay game.Day
	// Note says why the bot turned the reminder off (NoteRefused), until
	// the player has been told (Store.TakeReminderNotes); "" for none.
	Note string
	// Updated is when the reminder was last set, turned off or claimed.
	Updated time.Time
}

// A Claim is one nudge to claim (Store.ClaimReminders) or to give back
// unsent (Store.ReleaseReminders): the reminder of (Guild, User), due at
// Was, for Day, next due at Next; Prev is the LastDay it had before.
type Claim struct {
	Guild     game.Guild
	User      string
	Day, Prev game.Day
	Was, Next time.Time
}

// A Status is a player's reminder in a server as they are shown it, on the
// web page as in chat.
type Status struct {
	On    bool
	Clock string // "HH:MM", the default's if none was ever set
	// Zone is the IANA name the clock is read in: the player's own (Own)
	// or the server's daily timezone (ServerZone).
	Zone, ServerZone string
	Own              bool
	Next             time.Time // when next due, if On
}

// TheServers, typed as a reminder's timezone, means the server's daily
// timezone (whatever it is when the reminder comes due) rather than one
// of the player's own.
const TheServers = "server"

// Notes the bot leaves on a reminder it turned off.
const (
	// NoteRefused: the platform refused the direct message (closed DMs,
	// a user who left the server, a blocked bot).
	NoteRefused = "dm_refused"
)

// Store keeps reminders. Every method is safe for concurrent use, across
// processes sharing a database, and durable when it returns without error.
type Store interface {
	// PutReminder creates or replaces the reminder of (r.Guild, r.User):
	// its clock, timezone, Enabled, Next and Note. LastDay is kept from the
	// stored reminder if there is one (a player who turns their reminder
	// off and on again is not nudged twice in a day); r.LastDay is used
	// for a new one.
	PutReminder(ctx context.Context, r Reminder) error
	// Reminder returns the reminder of a user in a server, and whether
	// there is one.
	Reminder(ctx context.Context, g game.Guild, user string) (Reminder, bool, error)
	// DueReminders returns at most limit enabled reminders of the given
	// platforms whose Next is not after now, earliest first.
	DueReminders(ctx context.Context, now time.Time, platforms []string, limit int) ([]Reminder, error)
	// ClaimReminder claims the nudge of day for the reminder of (g, user),
	// before it is sent: only if the reminder is enabled, its Next is
	// still was (it has not been set or claimed meanwhile) and its LastDay
	// is before day, it sets LastDay to day and Next to next and reports
	// true. Of any number of concurrent calls for one day, across
	// processes, at most one gets true: a nudge is sent at most once a day.
	ClaimReminder(ctx context.Context, g game.Guild, user string, day game.Day, was, next time.Time) (bool, error)
	// ClaimReminders claims many nudges at once, each as ClaimReminder
	// would, in one query (or one transaction): ok[i] says whether cs[i]
	// was claimed. A Sender claims a platform's due reminders a few dozen
	// at a time, so that a burst of thousands costs a query for many.
	ClaimReminders(ctx context.Context, cs []Claim) (ok []bool, err error)
	// ReleaseReminders gives back claims whose nudges were never sent (the
	// process stopped first): each reminder still as its claim left it
	// (LastDay is c.Day and Next is c.Next) gets LastDay c.Prev and Next
	// c.Was again, so that it is due at once for another replica or a
	// restart, still once a day. It returns how many it gave back.
	ReleaseReminders(ctx context.Context, cs []Claim) (int64, error)
	// RescheduleReminder moves the reminder's Next from was to next, if it
	// is still was, without claiming a day (a nudge skipped); it reports
	// whether it did.
	RescheduleReminder(ctx context.Context, g game.Guild, user string, was, next time.Time) (bool, error)
	// DisableReminder turns the reminder of (g, user) off, leaving note
	// for the player ("" for none). None kept is not an error.
	DisableReminder(ctx context.Context, g game.Guild, user, note string) error
	// DeleteReminders erases the reminders of a server (user "") or of a
	// user on every server of the platform (server ""): the app was
	// removed, or the player deauthorized it. DeletePlayer and DeleteServer
	// of privacy.Store erase them too.
	DeleteReminders(ctx context.Context, platform, server, user string) (int64, error)
	// ReminderNotes returns the reminders of a user on a platform, on
	// every server, that carry a note, by server.
	ReminderNotes(ctx context.Context, platform, user string) ([]Reminder, error)
	// ClearReminderNote forgets the note of (g, user) if it is still note,
	// and reports whether it did: of two replicas showing it, one does.
	ClearReminderNote(ctx context.Context, g game.Guild, user, note string) (bool, error)
}

// ParseClock reads a time of day "HH:MM" (or "H:MM") on a 24-hour clock and
// returns it as "HH:MM". Its error is game.Invalid with
// game.CodeRemindTime, quoting what was typed.
func ParseClock(typed string) (string, error) {
	hh, mm, ok := clock(strings.TrimSpace(typed))
	if !ok {
		return "", game.E(game.Op("remind.ParseClock"), game.Invalid, game.CodeRemindTime, game.Facts{"typed": typed})
	}
	return fmt.Sprintf("%02d:%02d", hh, mm), nil
}

func clock(s string) (hh, mm int, ok bool) {
	var h, m int
	n, err := fmt.Sscanf(s, "%d:%d", &h, &m)
	if err != nil || n != 2 || len(s) < 4 || len(s) > 5 || s[len(s)-3] != ':' {
		return 0, 0, false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && c != ':' {
			return 0, 0, false
		}
	}
	if h < 0 || h > 23 || m < 0 || m > 59 {
		return 0, 0, false
	}
	return h, m, true
}

// Next returns the first instant strictly after after at which the clock
// "HH:MM" reads in loc. A time a DST change skips comes at the instant
// time.Date gives it (the hour after); one it repeats comes once.
func Next(clockText string, loc *time.Location, after time.Time) time.Time {
	hh, mm, ok := clock(clockText)
	if !ok {
		hh, mm = 0, 0
	}
	local := after.In(loc)
	y, m, d := local.Date()
	for i := range 3 {
		t := time.Date(y, m, d+i, hh, mm, 0, 0, loc)
		if t.After(after) {
			return t.UTC()
		}
	}
	return time.Date(y, m, d+3, hh, mm, 0, 0, loc).UTC() // unreachable: a day holds every clock
}
