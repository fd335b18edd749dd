package remind_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/remind"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	reminders "github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/postgres/pgtest"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// inbox is a platform's direct messages for tests: what each user got,
// and the users whose messages it refuses as closed DMs.
type inbox struct {
	mu      sync.Mutex
	got     map[string][]bot.Reply
	tries   map[string]int
	refuse  map[string]bool
	failing map[string]bool // a passing failure (a 5xx)
	sent    chan string     // if set, told each user sent to
}

func newInbox() *inbox {
	return &inbox{got: map[string][]bot.Reply{}, tries: map[string]int{}, refuse: map[string]bool{}, failing: map[string]bool{}}
}

func (in *inbox) Direct(_ context.Context, user string, r bot.Reply) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.tries[user]++
	switch {
	case in.refuse[user]:
		return bot.Unreachable(errors.New("50007: Cannot send messages to this user"))
	case in.failing[user]:
		return errors.New("503: try later")
	}
	in.got[user] = append(in.got[user], r)
	if in.sent != nil {
		in.sent <- user
	}
	return nil
}

func (in *inbox) of(user string) []bot.Reply {
	in.mu.Lock()
	defer in.mu.Unlock()
	return append([]bot.Reply(nil), in.got[user]...)
}

func (in *inbox) triesOf(user string) int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.tries[user]
}

type remindRig struct {
	store store.Store
	bot   *app.App
	clock *apptest.Clock
	inbox *inbox
	send  *remind.Sender
}

func newRemindRig(t *testing.T, st store.Store, clock *apptest.Clock) *remindRig {
	t.Helper()
	return newObservedRemindRig(t, st, clock, nil)
}

// newObservedRemindRig is newRemindRig reporting to obs (nil: none).
func newObservedRemindRig(t *testing.T, st store.Store, clock *apptest.Clock, obs bot.Observer) *remindRig {
	t.Helper()
	rig := &remindRig{store: st, clock: clock, inbox: newInbox()}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	daily := challenge.New(challenge.Config{Store: st, Practice: st, Now: clock.Now, Owner: "test"})
	rounds := round.New(round.Config{Store: st, Now: clock.Now})
	keep := privacy.New(privacy.Config{Store: st, Rounds: rounds, Now: clock.Now, Logger: quiet})
	rig.bot = app.New(app.Config{Daily: daily, Rounds: rounds, Privacy: keep, Reminders: st, Now: clock.Now, Renderer: &bottest.Renderer{},
		Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}, Observer: obs})
	apptest.ChatPlatforms(rig.bot, "slack", "chat")
	rig.bot.Register(bot.Platform{Name: "discord", Markup: apptest.Angle{}, Scheduled: true, Direct: rig.inbox})
	rig.send = rig.bot.Sender()
	return rig
}

func (rig *remindRig) do(r bot.Request) bot.Reply { return rig.bot.Handle(context.Background(), r) }

func (rig *remindRig) tick(t *testing.T) remind.Outcome {
	t.Helper()
	return rig.send.Tick(context.Background())
}

// at sets the clock to hh:mm on the day n days after apptest.DailyStart's (UTC).
func (rig *remindRig) at(n, hh, mm int) {
	y, m, d := apptest.DailyStart.Date()
	rig.clock.Set(time.Date(y, m, d+n, hh, mm, 0, 0, time.UTC))
}

// TestReminderNudgesOnceADayUntilPlayed: a reminder nudges at its time on
// a day the player has not played, once, naming the streak at stake once
// there is one; never on a day they played; never before its time.
func TestReminderNudgesOnceADayUntilPlayed(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	r := rig.do(apptest.As("discord", "ann", "remind on", "time", "18:00"))
	if !r.Ephemeral || !strings.Contains(r.Text, "**18:00** (UTC)") {
		t.Fatalf("/remind on time:18:00 = %q; want a private confirmation naming 18:00 UTC", r.Text)
	}
	rig.at(0, 17, 59)
	if o := rig.tick(t); o != (remind.Outcome{}) {
		t.Errorf("tick at 17:59 = %+v; want nothing due", o)
	}
	rig.at(0, 18, 0)
	if o := rig.tick(t); o.Sent != 1 {
		t.Fatalf("tick at 18:00 = %+v; want one nudge", o)
	}
	got := rig.inbox.of("id-ann")
	if len(got) != 1 || !strings.Contains(got[0].Text, "waiting for you") || !strings.Contains(got[0].Text, "/remind off") || got[0].Ephemeral {
		t.Fatalf("Ann's nudges = %+v; want one saying the board waits, and how to stop it", got)
	}
	rig.at(0, 18, 30)
	if o := rig.tick(t); o != (remind.Outcome{}) || len(rig.inbox.of("id-ann")) != 1 {
		t.Errorf("a second tick the same day = %+v, %d nudges; want none more", o, len(rig.inbox.of("id-ann")))
	}

	// Day 1: Ann plays before her time: no nudge.
	rig.at(1, 9, 0)
	words := wordsOn(t, 1)
	if r := rig.do(apptest.As("discord", "ann", "guess", "words", words[0])); !strings.Contains(r.Text, "+") {
		t.Fatalf("/guess = %q", r.Text)
	}
	rig.at(1, 18, 0)
	if o := rig.tick(t); o.Played != 1 || o.Sent != 0 {
		t.Errorf("tick on a day Ann played = %+v; want it skipped as played", o)
	}
	// Day 2: she has a streak of 1 day, at stake.
	rig.at(2, 18, 1)
	if o := rig.tick(t); o.Sent != 1 {
		t.Fatalf("tick on day 2 = %+v; want a nudge", o)
	}
	got = rig.inbox.of("id-ann")
	if len(got) != 2 || !strings.Contains(got[1].Text, "streak of 1 day is at stake") {
		t.Errorf("day 2's nudge = %q; want the 1-day streak at stake", got[len(got)-1].Text)
	}
	if r := rig.do(apptest.As("discord", "ann", "remind")); !strings.Contains(r.Text, "on: a private nudge at **18:00** (UTC)") {
		t.Errorf("/remind = %q; want it on at 18:00 UTC", r.Text)
	}
}

// wordsOn returns the words of the daily board (common dictionary) of
// the day n days after apptest.DailyStart's, best first.
func wordsOn(t *testing.T, n int) []string {
	t.Helper()
	b, err := challenge.DailyBoard(challenge.DefaultSeed, game.DayOf(apptest.DailyStart, time.UTC).Add(n), 4)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, w := range solver.Solve(b, d, solver.Rules{}).Words {
		out = append(out, w.Word)
	}
	return out
}

// TestReminderInThePlayersTimezoneAndLanguage: a timezone given is the
// one the time is read in; the nudge is in the language the player set
// it in; a time or a timezone that is none is refused quoting it, in
// their language.
func TestReminderInThePlayersTimezoneAndLanguage(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	fr := apptest.As("discord", "ann", "remind on", "time", "20:30", "timezone", "europe/paris")
	fr.Locale = "fr"
	if r := rig.do(fr); !strings.Contains(r.Text, "**20:30** (Europe/Paris)") || !strings.Contains(r.Text, "Rappel activé") {
		t.Fatalf("/remind on in French = %q", r.Text)
	}
	rig.at(0, 18, 29) // 20:29 in Paris (CEST)
	if o := rig.tick(t); o.Sent != 0 {
		t.Errorf("tick at 20:29 in Paris = %+v; want none", o)
	}
	rig.at(0, 18, 30)
	if o := rig.tick(t); o.Sent != 1 {
		t.Fatalf("tick at 20:30 in Paris = %+v; want a nudge", o)
	}
	if got := rig.inbox.of("id-ann"); len(got) != 1 || !strings.Contains(got[0].Text, "Le défi du jour vous attend") {
		t.Errorf("nudge = %+v; want it in French", got)
	}
	for _, tt := range []struct{ opt, typed, want string }{
		{"time", "25:61", "`25:61` n'est pas une heure"},
		{"time", "7pm", "`7pm` n'est pas une heure"},
		{"timezone", "Mars/Olympus", "pas de fuseau horaire `Mars/Olympus`"},
	} {
		req := apptest.As("discord", "bea", "remind on", tt.opt, tt.typed)
		req.Locale = "fr"
		if r := rig.do(req); !strings.Contains(r.Text, tt.want) || !r.Ephemeral {
			t.Errorf("/remind on %s:%s = %q; want a private refusal with %q", tt.opt, tt.typed, r.Text, tt.want)
		}
	}
	if _, ok, _ := rig.store.Reminder(context.Background(), game.Guild{Platform: "discord", ID: "g"}, "id-bea"); ok {
		t.Error("a refused /remind on kept a reminder")
	}
}

// TestReminderRefusedTurnsOffWithANote: a platform that refuses the
// direct message (closed DMs) turns the reminder off at once, never tried
// again; the player's next private reply says so, once. A passing failure
// loses that day's nudge only.
func TestReminderRefusedTurnsOffWithANote(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	rig.do(apptest.As("discord", "bea", "remind on", "time", "12:00"))
	rig.do(apptest.As("discord", "cy", "remind on", "time", "12:00"))
	rig.inbox.refuse["id-bea"] = true
	rig.inbox.failing["id-cy"] = true
	rig.at(0, 12, 0)
	if o := rig.tick(t); o.Refused != 1 || o.Failed != 1 {
		t.Fatalf("tick = %+v; want Bea's refused and Cy's failed", o)
	}
	rig.inbox.failing["id-cy"] = false
	for day := 1; day <= 3; day++ {
		rig.at(day, 12, 5)
		rig.tick(t)
	}
	if n := rig.inbox.triesOf("id-bea"); n != 1 {
		t.Errorf("Bea's DMs were tried %d times; want once, then the reminder off", n)
	}
	if n := len(rig.inbox.of("id-cy")); n != 3 {
		t.Errorf("Cy got %d nudges on days 1-3 after a passing failure on day 0; want 3", n)
	}
	r := rig.do(apptest.As("discord", "bea", "daily"))
	if !strings.Contains(r.Text, "Your reminder to play the daily board is off") {
		t.Errorf("Bea's next /daily = %q; want the note that her reminder is off", r.Text)
	}
	if r := rig.do(apptest.As("discord", "bea", "daily")); strings.Contains(r.Text, "reminder") {
		t.Errorf("Bea's second /daily = %q; want the note once", r.Text)
	}
	if r := rig.do(apptest.As("discord", "bea", "remind")); !strings.Contains(r.Text, "no reminder on") {
		t.Errorf("/remind after the refusal = %q; want none on", r.Text)
	}
	// Turned on again, it works again.
	rig.inbox.refuse["id-bea"] = false
	rig.do(apptest.As("discord", "bea", "remind on"))
	rig.at(4, 12, 0)
	if o := rig.tick(t); o.Sent != 2 {
		t.Errorf("day 4 = %+v; want Bea's and Cy's nudges", o)
	}
}

// TestReminderStopsAtOnce: /remind off, the app's removal from the server
// and /privacy delete each stop the nudges before the next one.
func TestReminderStopsAtOnce(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	for _, who := range []string{"ann", "bea", "cy"} {
		rig.do(apptest.As("discord", who, "remind on", "time", "12:00"))
	}
	rig.do(apptest.As("slack", "dee", "remind on", "time", "12:00"))
	if r := rig.do(apptest.As("discord", "ann", "remind off")); !strings.Contains(r.Text, "Reminder off") {
		t.Fatalf("/remind off = %q", r.Text)
	}
	if r := rig.do(apptest.As("discord", "ann", "remind off")); !strings.Contains(r.Text, "no reminder on") {
		t.Errorf("/remind off again = %q; want none on", r.Text)
	}
	// Bea erases her data.
	del := rig.do(apptest.As("discord", "bea", "privacy", "action", "delete"))
	if r := rig.do(apptest.Click(t, del, "Delete my data", apptest.As("discord", "bea", "privacy"))); !strings.Contains(r.Text, "erased") {
		t.Fatalf("/privacy delete = %q", r.Text)
	}
	// Cy's server removes the app.
	if err := rig.bot.Removed(context.Background(), "discord", "g", "", "guild_delete"); err != nil {
		t.Fatal(err)
	}
	rig.at(0, 12, 0)
	if o := rig.tick(t); o.Sent != 0 {
		t.Errorf("tick after /remind off, erasure and removal = %+v; want no nudge", o)
	}
	for _, who := range []string{"id-ann", "id-bea", "id-cy"} {
		if n := rig.inbox.triesOf(who); n != 0 {
			t.Errorf("%s got %d nudges", who, n)
		}
	}
	// Slack's Dee, in a platform with no direct messages here, keeps hers.
	if _, ok, _ := rig.store.Reminder(context.Background(), game.Guild{Platform: "slack", ID: "g"}, "id-dee"); !ok {
		t.Error("Dee's reminder on another platform went with the Discord server's removal")
	}
}

// TestReminderSurvivesRestart: reminders live in the database: a bot
// built again on it (a restart) sends the nudge due, and one claimed
// before the restart is not sent again.
func TestReminderSurvivesRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	open := func() store.Store {
		st, err := sqlite.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	clock := &apptest.Clock{T: apptest.DailyStart}
	st := open()
	rig := newRemindRig(t, st, clock)
	rig.do(apptest.As("discord", "ann", "remind on", "time", "12:00"))
	rig.do(apptest.As("discord", "bea", "remind on", "time", "15:00"))
	rig.at(0, 12, 0)
	if o := rig.tick(t); o.Sent != 1 {
		t.Fatalf("tick = %+v; want Ann's nudge", o)
	}
	st.Close()
	st = open()
	defer st.Close()
	rig = newRemindRig(t, st, clock) // a new process: a new inbox too
	rig.at(0, 15, 0)
	if o := rig.tick(t); o.Sent != 1 || len(rig.inbox.of("id-bea")) != 1 || len(rig.inbox.of("id-ann")) != 0 {
		t.Errorf("after a restart: %+v, Ann %d, Bea %d; want Bea's nudge alone", o, len(rig.inbox.of("id-ann")), len(rig.inbox.of("id-bea")))
	}
}

// TestReminderManyDueAtOnce: a thousand reminders due at one minute all
// go out in one tick, each once, through several workers.
func TestReminderManyDueAtOnce(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	const n = 1000
	for i := range n {
		rig.do(apptest.As("discord", fmt.Sprintf("p%04d", i), "remind on", "time", "12:00"))
	}
	rig.send.Batch = 100
	rig.at(0, 12, 0)
	if o := rig.tick(t); o.Sent != n {
		t.Fatalf("tick = %+v; want %d sent", o, n)
	}
	for i := range n {
		if k := len(rig.inbox.of(fmt.Sprintf("id-p%04d", i))); k != 1 {
			t.Fatalf("p%04d got %d nudges; want 1", i, k)
		}
	}
}

// TestReplicasNudgeOncePerDay: three replicas' Senders on one PostgreSQL
// database, ticking at the same moments, send each player exactly one
// nudge a day between them (each day's nudge is claimed in the database),
// within a send budget they share through the database.
func TestReplicasNudgeOncePerDay(t *testing.T) {
	url := pgtest.FreshSchema(t, "remind_", "the replicas' reminder test")
	ctx := context.Background()
	clock := &apptest.Clock{T: apptest.DailyStart}
	in := newInbox()
	var senders []*remind.Sender
	for i := range 3 {
		st, err := postgres.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		daily := challenge.New(challenge.Config{Store: st, Practice: st, Now: clock.Now, Owner: fmt.Sprintf("replica-%d", i)})
		a := app.New(app.Config{Daily: daily, Reminders: st, Limits: st, Now: clock.Now, Renderer: &bottest.Renderer{},
			Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
		a.Register(bot.Platform{Name: "discord", Markup: apptest.Angle{}, Direct: in, DirectBudget: bot.Budget{Burst: 100, Every: time.Millisecond}})
		s := a.Sender()
		s.Batch = 40 // several batches, read by every replica
		senders = append(senders, s)
		if i == 0 {
			const players = 120
			for p := range players {
				if r := a.Handle(ctx, apptest.As("discord", fmt.Sprintf("p%03d", p), "remind on", "time", "18:00")); !strings.Contains(r.Text, "Reminder on") {
					t.Fatalf("/remind on = %q", r.Text)
				}
			}
		}
	}
	tickAll := func() remind.Outcome {
		var mu sync.Mutex
		var total remind.Outcome
		var wg sync.WaitGroup
		for _, s := range senders {
			wg.Go(func() {
				o := s.Tick(ctx)
				mu.Lock()
				total.Sent += o.Sent
				total.Lost += o.Lost
				total.Failed += o.Failed
				mu.Unlock()
			})
		}
		wg.Wait()
		return total
	}
	for day := range 3 {
		y, m, d := apptest.DailyStart.Date()
		clock.Set(time.Date(y, m, d+day, 18, 0, 0, 0, time.UTC))
		o := tickAll()
		clock.Add(time.Minute)
		o2 := tickAll() // a minute later: nothing is due again
		if o.Sent != 120 || o.Failed != 0 || o2.Sent != 0 {
			t.Errorf("day %d: %+v then %+v; want 120 sent between the replicas, then none", day, o, o2)
		}
		for p := range 120 {
			if n := len(in.of(fmt.Sprintf("id-p%03d", p))); n != day+1 {
				t.Fatalf("day %d: p%03d has %d nudges; want %d", day, p, n, day+1)
			}
		}
	}
}

// TestReminderInPrivacyExport: /privacy counts a player's reminder, and
// its export carries it: server, time, timezone, on or off.
func TestReminderInPrivacyExport(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	rig.do(apptest.As("discord", "ann", "remind on", "time", "06:15", "timezone", "Asia/Tokyo"))
	if r := rig.do(apptest.As("discord", "ann", "privacy")); !strings.Contains(r.Text, "**Kept now:** 1 reminder, in") {
		t.Errorf("/privacy = %q; want the reminder counted", r.Text)
	}
	exp := rig.do(apptest.As("discord", "ann", "privacy", "action", "export"))
	if exp.File == nil {
		t.Fatalf("/privacy export = %q; want a file", exp.Text)
	}
	var d struct {
		Reminders []struct {
			Server, Time, Timezone string
			Enabled                bool
		} `json:"reminders"`
	}
	if err := json.Unmarshal(exp.File.Data, &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Reminders) != 1 || d.Reminders[0].Server != "g" || d.Reminders[0].Time != "06:15" || d.Reminders[0].Timezone != "Asia/Tokyo" || !d.Reminders[0].Enabled {
		t.Errorf("exported reminders = %+v", d.Reminders)
	}
}

// held is a platform's direct messages that wait until released.
type held struct {
	arrived chan string
	release chan struct{}
}

func (h *held) Direct(ctx context.Context, user string, _ bot.Reply) error {
	h.arrived <- user
	select {
	case <-h.release:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// TestSlowPlatformHoldsUpNoOther: while one platform's sends hang (a slow
// API, a long budget), another's nudges all go out in the same tick.
func TestSlowPlatformHoldsUpNoOther(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	slow := &held{arrived: make(chan string, 100), release: make(chan struct{})}
	rig.bot.Register(bot.Platform{Name: "slack", Markup: apptest.Angle{}, Direct: slow})
	for i := range 20 {
		rig.do(apptest.As("discord", fmt.Sprintf("d%02d", i), "remind on", "time", "12:00"))
		rig.do(apptest.As("slack", fmt.Sprintf("s%02d", i), "remind on", "time", "12:00"))
	}
	rig.inbox.sent = make(chan string, 100)
	rig.at(0, 12, 0)
	done := make(chan remind.Outcome)
	go func() { done <- rig.tick(t) }()
	<-slow.arrived // Slack's first send hangs
	for n := 0; n < 20; {
		select {
		case <-rig.inbox.sent:
			n++
		case o := <-done:
			t.Fatalf("the tick ended (%+v) before Discord's nudges went", o)
		case <-time.After(time.Minute):
			t.Fatalf("%d of Discord's 20 nudges went while Slack's hung", n)
		}
	}
	close(slow.release)
	if o := <-done; o.Sent != 40 {
		t.Errorf("tick = %+v; want 40 sent once Slack answered", o)
	}
}

// stamped records when each direct message went.
type stamped struct {
	mu sync.Mutex
	at []time.Time
}

func (s *stamped) Direct(context.Context, string, bot.Reply) error {
	s.mu.Lock()
	s.at = append(s.at, time.Now())
	s.mu.Unlock()
	return nil
}

// TestBurstKeepsToTheBudget: thirty reminders due at one minute on a
// platform whose budget is 5 at once, then one every 20ms, all go out in
// the tick, no faster than the budget: the last at least 25 × 20ms after
// the first.
func TestBurstKeepsToTheBudget(t *testing.T) {
	rig := newRemindRig(t, memory.New(), &apptest.Clock{T: apptest.DailyStart})
	sent := &stamped{}
	rig.bot.Register(bot.Platform{Name: "slack", Markup: apptest.Angle{}, Direct: sent, DirectBudget: bot.Budget{Burst: 5, Every: 20 * time.Millisecond}})
	for i := range 30 {
		rig.do(apptest.As("slack", fmt.Sprintf("s%02d", i), "remind on", "time", "12:00"))
	}
	rig.at(0, 12, 0)
	if o := rig.tick(t); o.Sent != 30 {
		t.Fatalf("tick = %+v; want 30 sent", o)
	}
	sent.mu.Lock()
	defer sent.mu.Unlock()
	if span := sent.at[len(sent.at)-1].Sub(sent.at[0]); span < 25*20*time.Millisecond-time.Millisecond {
		t.Errorf("30 messages went in %v; the budget allows them no faster than %v", span, 25*20*time.Millisecond)
	}
}

// TestShutdownGivesBackUnsentClaims: a Sender stopped while its claimed
// nudges wait for the platform's send budget gives their claims back
// (Store.ReleaseReminders) rather than losing them for the day: the
// restart, on the same database, sends exactly those, and no player gets
// two.
func TestShutdownGivesBackUnsentClaims(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	open := func() store.Store {
		st, err := sqlite.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	clock := &apptest.Clock{T: apptest.DailyStart}
	st := open()
	rig := newRemindRig(t, st, clock)
	first := newInbox()
	first.sent = make(chan string, 10)
	// Two at once, then one an hour: the rest wait for the budget.
	rig.bot.Register(bot.Platform{Name: "slack", Markup: apptest.Angle{}, Direct: first, DirectBudget: bot.Budget{Burst: 2, Every: time.Hour}})
	const n = 6
	for i := range n {
		rig.do(apptest.As("slack", fmt.Sprintf("s%d", i), "remind on", "time", "12:00"))
	}
	rig.at(0, 12, 0)
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan remind.Outcome)
	go func() { done <- rig.send.Tick(ctx) }()
	<-first.sent
	<-first.sent
	stop() // the shutdown, while four wait for the budget (or their checks)
	o := <-done
	if o.Sent != 2 || o.Released != n-2 || o.Failed != 0 {
		t.Fatalf("stopped tick = %+v; want 2 sent and %d given back", o, n-2)
	}
	st.Close()

	st = open()
	defer st.Close()
	rig = newRemindRig(t, st, clock) // the restart, with room in the budget
	second := newInbox()
	rig.bot.Register(bot.Platform{Name: "slack", Markup: apptest.Angle{}, Direct: second})
	if o := rig.tick(t); o.Sent != n-2 {
		t.Fatalf("after the restart: %+v; want the %d given back sent", o, n-2)
	}
	for i := range n {
		id := fmt.Sprintf("id-s%d", i)
		if got := len(first.of(id)) + len(second.of(id)); got != 1 {
			t.Errorf("%s got %d nudges (%d before the stop, %d after); want exactly 1", id, got, len(first.of(id)), len(second.of(id)))
		}
	}
	if o := rig.tick(t); o != (remind.Outcome{}) {
		t.Errorf("another tick the same minute = %+v; want nothing", o)
	}
}

// releasing is a store whose ReleaseReminders fails with err, or else
// gives back only the first keep claims it is handed.
type releasing struct {
	store.Store
	err  error
	keep int
}

func (r *releasing) ReleaseReminders(ctx context.Context, cs []reminders.Claim) (int64, error) {
	if r.err != nil {
		return 0, r.err
	}
	return r.Store.ReleaseReminders(ctx, cs[:min(r.keep, len(cs))])
}

// TestShutdownCountsOnlyClaimsGivenBack: when giving back the claims of
// unsent nudges fails at shutdown, those nudges count (and are observed)
// as failed, not given back; when the store gives back fewer rows than
// asked, only those count as given back and the rest as lost.
func TestShutdownCountsOnlyClaimsGivenBack(t *testing.T) {
	const n = 6
	for _, tc := range []struct {
		name       string
		st         *releasing
		want       remind.Outcome
		back, lost int
	}{
		{"release fails", &releasing{err: errors.New("database gone")}, remind.Outcome{Sent: 2, Failed: n - 2}, 0, 0},
		{"one of four released", &releasing{keep: 1}, remind.Outcome{Sent: 2, Released: 1, Lost: n - 3}, 1, n - 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.st.Store = memory.New()
			rec := &apptest.Recorder{}
			rig := newObservedRemindRig(t, tc.st, &apptest.Clock{T: apptest.DailyStart}, rec)
			in := newInbox()
			in.sent = make(chan string, 10)
			rig.bot.Register(bot.Platform{Name: "slack", Markup: apptest.Angle{}, Direct: in, DirectBudget: bot.Budget{Burst: 2, Every: time.Hour}})
			for i := range n {
				rig.do(apptest.As("slack", fmt.Sprintf("s%d", i), "remind on", "time", "12:00"))
			}
			rig.at(0, 12, 0)
			ctx, stop := context.WithCancel(context.Background())
			done := make(chan remind.Outcome)
			go func() { done <- rig.send.Tick(ctx) }()
			<-in.sent
			<-in.sent
			stop()
			if o := <-done; o != tc.want {
				t.Errorf("stopped tick = %+v; want %+v", o, tc.want)
			}
			count := map[string]int{}
			for _, e := range rec.Events {
				if strings.HasPrefix(e, "reminder slack ") {
					count[strings.TrimPrefix(e, "reminder slack ")]++
				}
			}
			failed := 0
			if tc.st.err != nil {
				failed = n - 2
			}
			if count["given_back"] != tc.back || count["claimed_elsewhere"] != tc.lost || count["failed"] != failed {
				t.Errorf("observed %v; want %d given_back, %d claimed_elsewhere, %d failed", count, tc.back, tc.lost, failed)
			}
		})
	}
}
