package storetest

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/store"
)

// reminderAt is a reminder of p in g due at next.
func reminderAt(g game.Guild, p game.Player, clock string, next time.Time) remind.Reminder {
	return remind.Reminder{Guild: g, User: p.ID, Clock: clock, Enabled: true, Next: next}
}

func putReminder(t *testing.T, s store.Store, r remind.Reminder) {
	t.Helper()
	if err := s.PutReminder(ctx, r); err != nil {
		t.Fatalf("PutReminder(%+v): %v", r, err)
	}
}

func getReminder(t *testing.T, s store.Store, g game.Guild, user string) remind.Reminder {
	t.Helper()
	r, ok, err := s.Reminder(ctx, g, user)
	if err != nil || !ok {
		t.Fatalf("Reminder(%s, %s) = %+v, %v, %v; want one", g, user, r, ok, err)
	}
	return r
}

func dueUsers(t *testing.T, s store.Store, now time.Time, platforms []string, limit int) []string {
	t.Helper()
	due, err := s.DueReminders(ctx, now, platforms, limit)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range due {
		out = append(out, r.Guild.String()+"/"+r.User)
	}
	return out
}

// testReminders: a reminder is kept whole, due by its next time on its
// platform only, claimed once a day only while its next time is unchanged,
// rescheduled only from the time it had, turned off with a note that is
// cleared once, and erased by server or by user.
func testReminders(t *testing.T, s store.Store) {
	at := t0.Add(18 * time.Hour) // 2026-03-02 18:00 UTC
	r := reminderAt(g1, alice, "18:00", at)
	r.Timezone, r.Locale = "Europe/Paris", "fr"
	putReminder(t, s, r)
	got := getReminder(t, s, g1, alice.ID)
	if got.Clock != "18:00" || got.Timezone != "Europe/Paris" || got.Locale != "fr" || !got.Enabled || !got.Next.Equal(at) || got.LastDay != 0 || got.Note != "" {
		t.Errorf("Reminder = %+v; want it as put", got)
	}
	if got.Updated.IsZero() {
		t.Error("Reminder.Updated is zero")
	}
	if _, ok, err := s.Reminder(ctx, g1, bob.ID); ok || err != nil {
		t.Errorf("Reminder of a player with none = %v, %v", ok, err)
	}
	putReminder(t, s, reminderAt(g1, bob, "19:00", at.Add(time.Hour)))
	putReminder(t, s, reminderAt(g2, alice, "17:00", at.Add(-time.Hour))) // slack
	off := reminderAt(g1, carol, "10:00", at.Add(-5*time.Hour))
	off.Enabled = false
	putReminder(t, s, off)

	both := []string{"discord", "slack"}
	if d := dueUsers(t, s, at.Add(-2*time.Hour), both, 10); len(d) != 0 {
		t.Errorf("due before any is due: %v", d)
	}
	if d := fmt.Sprint(dueUsers(t, s, at, both, 10)); d != "[slack:T222/u1 discord:111/u1]" {
		t.Errorf("due at 18:00 = %s; want Alice on Slack (17:00), then Alice on Discord (18:00), not Carol's (off)", d)
	}
	if d := fmt.Sprint(dueUsers(t, s, at, []string{"discord"}, 10)); d != "[discord:111/u1]" {
		t.Errorf("due on Discord alone = %s", d)
	}
	if d := fmt.Sprint(dueUsers(t, s, at.Add(time.Hour), both, 2)); d != "[slack:T222/u1 discord:111/u1]" {
		t.Errorf("due with limit 2 = %s; want the earliest two", d)
	}
	if d := dueUsers(t, s, at, nil, 10); len(d) != 0 {
		t.Errorf("due on no platform = %v", d)
	}

	// A claim: once a day, and only from the next time it was read at.
	tomorrow := at.Add(24 * time.Hour)
	claim := func(day game.Day, was time.Time, want bool) {
		t.Helper()
		ok, err := s.ClaimReminder(ctx, g1, alice.ID, day, was, tomorrow)
		if err != nil || ok != want {
			t.Fatalf("ClaimReminder(%s, was %s) = %v, %v; want %v", day, was.Format(time.DateTime), ok, err, want)
		}
	}
	claim(day0, at.Add(time.Minute), false) // read at another time: set meanwhile
	claim(day0, at, true)
	claim(day0, at, false)
	got = getReminder(t, s, g1, alice.ID)
	if got.LastDay != day0 || !got.Next.Equal(tomorrow) {
		t.Errorf("after the claim: LastDay %s, Next %s; want %s, %s", got.LastDay, got.Next, day0, tomorrow)
	}
	claim(day0, tomorrow, false) // the same day again, even at the new time
	// Setting the reminder again keeps the day claimed.
	r.Clock, r.Next = "20:00", at.Add(2*time.Hour)
	putReminder(t, s, r)
	if got := getReminder(t, s, g1, alice.ID); got.LastDay != day0 || got.Clock != "20:00" || !got.Next.Equal(r.Next) {
		t.Errorf("after setting it again: %+v; want LastDay kept, the new clock and time", got)
	}
	claim(day0, r.Next, false)
	if ok, err := s.ClaimReminder(ctx, g1, alice.ID, day0.Add(1), r.Next, tomorrow); !ok || err != nil {
		t.Errorf("claim of the next day = %v, %v", ok, err)
	}

	// Rescheduling moves only from the time it was read at.
	if ok, err := s.RescheduleReminder(ctx, g1, bob.ID, at, tomorrow); ok || err != nil {
		t.Errorf("RescheduleReminder from a stale time = %v, %v; want false", ok, err)
	}
	if ok, err := s.RescheduleReminder(ctx, g1, bob.ID, at.Add(time.Hour), tomorrow); !ok || err != nil {
		t.Errorf("RescheduleReminder = %v, %v; want true", ok, err)
	}
	if got := getReminder(t, s, g1, bob.ID); !got.Next.Equal(tomorrow) || got.LastDay != 0 {
		t.Errorf("after rescheduling: %+v; want the new time and no day claimed", got)
	}

	// Turned off with a note: never due, never claimed; the note is
	// cleared once.
	if err := s.DisableReminder(ctx, g1, bob.ID, remind.NoteRefused); err != nil {
		t.Fatal(err)
	}
	if got := getReminder(t, s, g1, bob.ID); got.Enabled || got.Note != remind.NoteRefused {
		t.Errorf("after DisableReminder: %+v", got)
	}
	if d := fmt.Sprint(dueUsers(t, s, tomorrow.Add(time.Hour), both, 10)); d != "[slack:T222/u1 discord:111/u1]" {
		t.Errorf("due after Bob's was turned off = %s", d)
	}
	if ok, err := s.ClaimReminder(ctx, g1, bob.ID, day0.Add(1), tomorrow, tomorrow.Add(24*time.Hour)); ok || err != nil {
		t.Errorf("claim of a reminder turned off = %v, %v", ok, err)
	}
	if err := s.DisableReminder(ctx, g1, "nobody", ""); err != nil {
		t.Errorf("DisableReminder of none: %v", err)
	}
	notes, err := s.ReminderNotes(ctx, "discord", bob.ID)
	if err != nil || len(notes) != 1 || notes[0].Note != remind.NoteRefused || notes[0].Guild != g1 {
		t.Errorf("ReminderNotes = %+v, %v; want Bob's note", notes, err)
	}
	if notes, err := s.ReminderNotes(ctx, "discord", alice.ID); err != nil || len(notes) != 0 {
		t.Errorf("ReminderNotes of Alice = %+v, %v; want none", notes, err)
	}
	if ok, err := s.ClearReminderNote(ctx, g1, bob.ID, "other"); ok || err != nil {
		t.Errorf("ClearReminderNote of another note = %v, %v", ok, err)
	}
	if ok, err := s.ClearReminderNote(ctx, g1, bob.ID, remind.NoteRefused); !ok || err != nil {
		t.Errorf("ClearReminderNote = %v, %v", ok, err)
	}
	if ok, err := s.ClearReminderNote(ctx, g1, bob.ID, remind.NoteRefused); ok || err != nil {
		t.Errorf("ClearReminderNote again = %v, %v; want false", ok, err)
	}
	if notes, err := s.ReminderNotes(ctx, "discord", bob.ID); err != nil || len(notes) != 0 {
		t.Errorf("ReminderNotes after clearing = %+v, %v", notes, err)
	}

	// Erasure by user, then by server.
	if _, err := s.DeleteReminders(ctx, "discord", "", ""); err == nil {
		t.Error("DeleteReminders naming neither a server nor a user: no error")
	}
	if n, err := s.DeleteReminders(ctx, "discord", "", alice.ID); n != 1 || err != nil {
		t.Errorf("DeleteReminders(Alice on Discord) = %d, %v; want 1", n, err)
	}
	if _, ok, _ := s.Reminder(ctx, g2, alice.ID); !ok {
		t.Error("erasing Alice's Discord reminders took her Slack one")
	}
	if n, err := s.DeleteReminders(ctx, "discord", g1.ID, ""); n != 2 || err != nil {
		t.Errorf("DeleteReminders(server 111) = %d, %v; want Bob's and Carol's", n, err)
	}
	if d := fmt.Sprint(dueUsers(t, s, tomorrow.Add(time.Hour), both, 10)); d != "[slack:T222/u1]" {
		t.Errorf("due after the erasures = %s", d)
	}
}

// testConcurrentReminderClaims: 20 goroutines (as replicas) claim the
// same day of 10 reminders; each is claimed exactly once.
func testConcurrentReminderClaims(t *testing.T, s store.Store) {
	const goroutines, players = 20, 10
	at := t0.Add(18 * time.Hour)
	for i := range players {
		putReminder(t, s, reminderAt(g1, game.Player{ID: fmt.Sprintf("p%d", i)}, "18:00", at))
	}
	var wins [players]atomic.Int32
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, goroutines*players)
	for range goroutines {
		wg.Go(func() {
			<-start
			for i := range players {
				ok, err := s.ClaimReminder(ctx, g1, fmt.Sprintf("p%d", i), day0, at, at.Add(24*time.Hour))
				if err != nil {
					errs <- err
				}
				if ok {
					wins[i].Add(1)
				}
			}
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("ClaimReminder: %v", err)
	}
	for i := range players {
		if n := wins[i].Load(); n != 1 {
			t.Errorf("p%d's nudge was claimed %d times; want exactly once", i, n)
		}
	}
}

// testReminderPrivacy: reminders are in a player's export, go with their
// erasure and their server's, and turned-off ones age out with retention
// while those on stay.
func testReminderPrivacy(t *testing.T, s store.Store) {
	at := t0.Add(18 * time.Hour)
	r := reminderAt(g1, alice, "18:00", at)
	r.Timezone = "Asia/Tokyo"
	putReminder(t, s, r)
	putReminder(t, s, reminderAt(g1, bob, "19:00", at))
	putReminder(t, s, reminderAt(g3, bob, "19:00", at))
	if ok, err := s.ClaimReminder(ctx, g1, alice.ID, day0, at, at.Add(24*time.Hour)); !ok || err != nil {
		t.Fatalf("ClaimReminder = %v, %v", ok, err)
	}
	if err := s.DisableReminder(ctx, g1, alice.ID, remind.NoteRefused); err != nil {
		t.Fatal(err)
	}
	d, err := s.PlayerData(ctx, "discord", alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	if d.Empty() || len(d.Reminders) != 1 {
		t.Fatalf("export of Alice: %+v; want her one reminder", d.Reminders)
	}
	if e := d.Reminders[0]; e.Server != g1.ID || e.Time != "18:00" || e.Timezone != "Asia/Tokyo" || e.Enabled || e.LastDay != day0.String() ||
		e.Note != remind.NoteRefused || !e.Next.Equal(at.Add(24*time.Hour)) {
		t.Errorf("exported reminder = %+v", e)
	}
	// Retention: Alice's, off, goes; Bob's, on, stay.
	if _, err := s.Forget(ctx, time.Now().Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.Reminder(ctx, g1, alice.ID); ok {
		t.Error("a reminder turned off before the retention cut-off is kept")
	}
	if _, ok, _ := s.Reminder(ctx, g1, bob.ID); !ok {
		t.Error("a reminder that is on went with the retention sweep")
	}
	putReminder(t, s, r)
	if err := s.DeletePlayer(ctx, "discord", alice.ID, nil); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.Reminder(ctx, g1, alice.ID); ok {
		t.Error("DeletePlayer left Alice's reminder")
	}
	if _, ok, _ := s.Reminder(ctx, g1, bob.ID); !ok {
		t.Error("Alice's erasure took Bob's reminder")
	}
	if err := s.DeleteServer(ctx, g1.Platform, g1.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.Reminder(ctx, g1, bob.ID); ok {
		t.Error("DeleteServer left Bob's reminder in the server")
	}
	if _, ok, _ := s.Reminder(ctx, g3, bob.ID); !ok {
		t.Error("DeleteServer took Bob's reminder in another server")
	}
}

// testReminderBatchClaims: ClaimReminders claims each nudge as
// ClaimReminder would (once a day, only from the time it was read at,
// never a reminder turned off), and twenty goroutines claiming the same
// batch (as replicas) claim each once; ReleaseReminders gives back only
// claims still as they left the reminder, which are then due and
// claimable again, once.
func testReminderBatchClaims(t *testing.T, s store.Store) {
	at := t0.Add(18 * time.Hour)
	tomorrow := at.Add(24 * time.Hour)
	const players = 12
	var cs []remind.Claim
	for i := range players {
		p := game.Player{ID: fmt.Sprintf("b%02d", i)}
		r := reminderAt(g1, p, "18:00", at)
		r.Enabled = i != 3 // b03's is off
		putReminder(t, s, r)
		c := remind.Claim{Guild: g1, User: p.ID, Day: day0, Was: at, Next: tomorrow}
		if i == 5 {
			c.Was = at.Add(time.Minute) // read at another time
		}
		cs = append(cs, c)
	}
	cs = append(cs, remind.Claim{Guild: g1, User: "nobody", Day: day0, Was: at, Next: tomorrow})
	if ok, err := s.ClaimReminders(ctx, nil); err != nil || len(ok) != 0 {
		t.Errorf("ClaimReminders(none) = %v, %v", ok, err)
	}

	var wins [players + 1]atomic.Int32
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, 20)
	for range 20 {
		wg.Go(func() {
			<-start
			ok, err := s.ClaimReminders(ctx, cs)
			if err != nil {
				errs <- err
				return
			}
			if len(ok) != len(cs) {
				errs <- fmt.Errorf("ClaimReminders answered %d of %d claims", len(ok), len(cs))
				return
			}
			for i, o := range ok {
				if o {
					wins[i].Add(1)
				}
			}
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("ClaimReminders: %v", err)
	}
	for i := range cs {
		want := int32(1)
		if i == 3 || i == 5 || i == players {
			want = 0
		}
		if n := wins[i].Load(); n != want {
			t.Errorf("claim %d (%s): claimed %d times; want %d", i, cs[i].User, n, want)
		}
	}
	if got := getReminder(t, s, g1, "b00"); got.LastDay != day0 || !got.Next.Equal(tomorrow) {
		t.Errorf("after the batch claim: %+v; want claimed for %s, due %s", got, day0, tomorrow)
	}

	// b00 and b01 are given back; b02's was set again meanwhile (its
	// Next moved), b05's was never claimed: those stay as they are.
	r2 := reminderAt(g1, game.Player{ID: "b02"}, "20:00", at.Add(2*time.Hour))
	putReminder(t, s, r2)
	back := []remind.Claim{cs[0], cs[1], cs[2], cs[5]}
	if n, err := s.ReleaseReminders(ctx, back); n != 2 || err != nil {
		t.Errorf("ReleaseReminders = %d, %v; want b00's and b01's", n, err)
	}
	if n, err := s.ReleaseReminders(ctx, nil); n != 0 || err != nil {
		t.Errorf("ReleaseReminders(none) = %d, %v", n, err)
	}
	for _, u := range []string{"b00", "b01"} {
		if got := getReminder(t, s, g1, u); got.LastDay != 0 || !got.Next.Equal(at) || !got.Enabled {
			t.Errorf("%s given back: %+v; want LastDay none and due at %s again", u, got, at)
		}
	}
	if got := getReminder(t, s, g1, "b02"); got.LastDay != day0 || !got.Next.Equal(r2.Next) {
		t.Errorf("b02, set again after its claim: %+v; want it left as set, the day still claimed", got)
	}
	if got := getReminder(t, s, g1, "b05"); got.LastDay != 0 || !got.Next.Equal(at) {
		t.Errorf("b05, never claimed: %+v; want it untouched", got)
	}
	if d := fmt.Sprint(dueUsers(t, s, at, []string{"discord"}, 20)); d != "[discord:111/b00 discord:111/b01 discord:111/b05]" {
		t.Errorf("due after the release = %s; want b00, b01 (given back) and b05", d)
	}
	if ok, err := s.ClaimReminders(ctx, cs[:2]); err != nil || len(ok) != 2 || !ok[0] || !ok[1] {
		t.Errorf("claiming the released again = %v, %v; want both", ok, err)
	}
	if ok, err := s.ClaimReminders(ctx, cs[:2]); err != nil || len(ok) != 2 || ok[0] || ok[1] {
		t.Errorf("claiming them a third time = %v, %v; want neither", ok, err)
	}
}
