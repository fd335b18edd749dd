// Package remind is /remind: a player's opt-in reminder to play the daily
// board (`/remind on [time:HH:MM] [timezone:ZONE]`, `/remind off`, and
// bare `/remind` to see it), the Sender that nudges each player who has
// not played by their time (a private message on their platform, at most
// once a day, claimed in the store so that replicas never send twice),
// the note a player finds on their next command when the bot had to turn
// their reminder off (their platform refused the message), and the
// platforms' word that the app left a server or a player
// (bot.AppRemoved), which stops their reminders at once.
//
// Its handlers and the Sender are safe for concurrent use.
package remind

import (
	"context"
	"log/slog"
	"strings"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
)

// Store keeps the reminders (every store of store/* is one).
type Store = remind.Store

// Daily is what the reminders ask of the daily challenge
// (challenge.Service is one): a server's days, and a player's streak and
// whether they played a day, in one read.
type Daily interface {
	Settings(ctx context.Context, g game.Guild) (challenge.Settings, error)
	StatsAndPlayed(ctx context.Context, set challenge.Settings, playerID string, day game.Day) (challenge.Stats, bool, error)
}

// Budgets counts the platforms' send budgets where every replica sees
// them (the database's store.RateLimits), so that replicas together keep
// to a platform's rate limits.
type Budgets interface {
	TakeRateToken(ctx context.Context, key string, burst int, every time.Duration, now time.Time) (ok bool, wait time.Duration, err error)
}

// Deps is what the feature uses.
type Deps struct {
	// Reminders keeps the reminders; Daily is the daily challenge. Either
	// nil: the bot has no database, and /remind says the daily is off.
	Reminders Store
	Daily     Daily
	bot.Platforms
	// Budgets, if set, shares the send budgets between replicas; each
	// process keeps its own otherwise.
	Budgets Budgets
	Now     func() time.Time
	Log     *slog.Logger
	// Obs is told each nudge's outcome (Observer.Reminder).
	Obs bot.Observer
}

// A Feature is /remind registered on a Mux: the Sender sends its nudges.
type Feature struct{ f *feature }

type feature struct {
	Deps
	// checked remembers when players ("platform\x00user") were last found
	// with no note to be told, so that the note step asks the store about
	// a player at most once a noteCheck.
	checked *lru.Cache[string, time.Time]
}

// noteCheck is how long a player found with no note is not asked about
// again: a note left by another replica's Sender shows within it.
const noteCheck = time.Minute

// Register registers /remind, the note step and the AppRemoved handler on m.
func Register(m *bot.Mux, d Deps) *Feature {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Obs == nil {
		d.Obs = bot.NopObserver{}
	}
	checked, _ := lru.New[string, time.Time](50000) // size > 0: no error
	f := &feature{Deps: d, checked: checked}
	handlers := map[string]bot.Handler{"remind": f.show, "remind on": f.on, "remind off": f.off}
	for _, s := range commands(f) {
		m.Command(s, handlers[s.Name])
	}
	m.Use(bot.Step{Name: "remind note", Wrap: f.noteStep})
	m.On(bot.AppRemoved, f.removed)
	return &Feature{f}
}

// commands are /remind's specs.
func commands(f *feature) []bot.CommandSpec {
	return []bot.CommandSpec{
		{
			Name:        "remind",
			Description: "Your reminder to play the daily board: on or off, and when",
			Examples:    []string{"/remind"},
		},
		{
			Name:        "remind on",
			Description: "A private nudge if you haven't played the daily board by a time of day",
			Options: []bot.OptionSpec{
				{Name: "time", Meta: "TIME", Description: "when, HH:MM on a 24-hour clock (default: as before, else 19:00)", Positional: true},
				{Name: "timezone", Description: "your timezone, e.g. Europe/Paris (default: the server's daily timezone)", Autocomplete: true, Spaces: true},
			},
			Examples: []string{"/remind on 19:30", "/remind on time:07:45 timezone:America/New_York"},
			Complete: f.completeTimezone,
		},
		{
			Name:        "remind off",
			Description: "Stop your reminder to play the daily board",
			Examples:    []string{"/remind off"},
		},
	}
}

// DefaultClock is the time of a reminder turned on with none.
const DefaultClock = "19:00"

// errDailyOff is /remind's refusal on a bot without a database.
var errDailyOff = game.E(game.Unavailable, game.CodeDailyOff)

func (f *feature) services() error {
	if f.Reminders == nil || f.Daily == nil {
		return errDailyOff
	}
	return nil
}

// zone is the location a reminder's clock is read in: the player's
// timezone, else the server's daily timezone of the day at now.
func zone(r remind.Reminder, set challenge.Settings, now time.Time) *time.Location {
	if r.Timezone != "" {
		return challenge.LoadZone(r.Timezone)
	}
	return set.On(set.DayAt(now)).Location()
}

// zoneName names the timezone a reminder's clock is read in.
func zoneName(r remind.Reminder, set challenge.Settings, now time.Time) string {
	return zone(r, set, now).String()
}

func (f *feature) on(ctx context.Context, req bot.Request) (bot.Reply, error) {
	g, _ := bot.GuildOf(req)
	st, err := f.set(ctx, g, req.User.ID, req.Options["time"], req.Options["timezone"], req.Locale)
	if err != nil {
		return bot.Reply{}, err
	}
	f.forgetChecked(req.Platform, req.User.ID)
	pt := req.Printer()
	text := pt.Sprintf("**Reminder on.** If you haven't played the daily board by **%s** (%s), I'll send you a private nudge with your streak, at most once a day. The next one: %s. `/remind off` stops it.",
		st.Clock, st.Zone, req.Markup().Until(pt, st.Next))
	return bot.Reply{Text: text, Ephemeral: true}, nil
}

// set turns the reminder of (g, user) on at the time typed ("" keeps the
// one set before, else DefaultClock) in the timezone typed ("" keeps the
// one set before, remind.TheServers the server's): what /remind on and
// the web page do. A time or timezone that is not one is refused, quoted.
func (f *feature) set(ctx context.Context, g game.Guild, user, typedClock, typedZone, locale string) (remind.Status, error) {
	if err := f.services(); err != nil {
		return remind.Status{}, err
	}
	old, had, err := f.Reminders.Reminder(ctx, g, user)
	if err != nil {
		return remind.Status{}, err
	}
	clock := DefaultClock
	if had {
		clock = old.Clock
	}
	if strings.TrimSpace(typedClock) != "" {
		if clock, err = remind.ParseClock(typedClock); err != nil {
			return remind.Status{}, err
		}
	}
	tz := old.Timezone
	switch typed := strings.TrimSpace(typedZone); {
	case strings.EqualFold(typed, remind.TheServers):
		tz = ""
	case typed != "":
		name, ok := challenge.ZoneName(typed)
		if !ok {
			return remind.Status{}, game.E(game.Invalid, game.CodeRemindTimezone, game.Facts{"typed": typed})
		}
		tz = name
	}
	set, err := f.Daily.Settings(ctx, g)
	if err != nil {
		return remind.Status{}, err
	}
	now := f.Now()
	r := remind.Reminder{Guild: g, User: user, Clock: clock, Timezone: tz, Enabled: true, Locale: locale}
	r.Next = remind.Next(clock, zone(r, set, now), now)
	if err := f.Reminders.PutReminder(ctx, r); err != nil {
		return remind.Status{}, err
	}
	return status(r, true, set, now), nil
}

// status is r as the player is shown it (had: r is kept).
func status(r remind.Reminder, had bool, set challenge.Settings, now time.Time) remind.Status {
	st := remind.Status{On: had && r.Enabled, Clock: r.Clock, Zone: zoneName(r, set, now), Own: r.Timezone != "",
		ServerZone: zoneName(remind.Reminder{}, set, now), Next: r.Next}
	if !had || r.Clock == "" {
		st.Clock = DefaultClock
	}
	return st
}

// get is the reminder of (g, user) as they are shown it: on or off (or
// none yet), its time and timezone.
func (f *feature) get(ctx context.Context, g game.Guild, user string) (remind.Status, error) {
	if err := f.services(); err != nil {
		return remind.Status{}, err
	}
	r, had, err := f.Reminders.Reminder(ctx, g, user)
	if err != nil {
		return remind.Status{}, err
	}
	set, err := f.Daily.Settings(ctx, g)
	if err != nil {
		return remind.Status{}, err
	}
	return status(r, had, set, f.Now()), nil
}

// stop turns the reminder of (g, user) off; had says there was one on.
func (f *feature) stop(ctx context.Context, g game.Guild, user string) (had bool, err error) {
	if err := f.services(); err != nil {
		return false, err
	}
	r, had, err := f.Reminders.Reminder(ctx, g, user)
	if err != nil || !had || !r.Enabled {
		return false, err
	}
	return true, f.Reminders.DisableReminder(ctx, g, user, "")
}

func (f *feature) off(ctx context.Context, req bot.Request) (bot.Reply, error) {
	g, _ := bot.GuildOf(req)
	had, err := f.stop(ctx, g, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.Printer()
	if !had {
		return bot.Reply{Text: pt.Sprintf("You have no reminder on here. `/remind on 19:30` sets one."), Ephemeral: true}, nil
	}
	return bot.Reply{Text: pt.Sprintf("**Reminder off.** No more nudges here; `/remind on` brings them back."), Ephemeral: true}, nil
}

func (f *feature) show(ctx context.Context, req bot.Request) (bot.Reply, error) {
	g, _ := bot.GuildOf(req)
	st, err := f.get(ctx, g, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.Printer()
	if !st.On {
		return bot.Reply{Text: pt.Sprintf("You have no reminder on here. `/remind on 19:30` sends you a private nudge at 19:30 on the days you haven't played the daily board yet."), Ephemeral: true}, nil
	}
	text := pt.Sprintf("Your reminder is on: a private nudge at **%s** (%s) on the days you haven't played the daily board by then. The next one: %s. `/remind off` stops it.",
		st.Clock, st.Zone, req.Markup().Until(pt, st.Next))
	return bot.Reply{Text: text, Ephemeral: true}, nil
}

// Offered says whether players of platform can have reminders: it sends
// private messages (bot.Platform.Direct) and the bot keeps reminders.
func (ft *Feature) Offered(platform string) bool {
	f := ft.f
	return f.services() == nil && f.Platform(platform).Direct != nil
}

// Status is the reminder of (g, user) as they are shown it, for the web
// page: the same as bare /remind.
func (ft *Feature) Status(ctx context.Context, g game.Guild, user string) (remind.Status, error) {
	return ft.f.get(ctx, g, user)
}

// Set turns the reminder of (g, user) on, as /remind on does: clock ""
// keeps the time set before (else DefaultClock), timezone "" keeps the one
// before and remind.TheServers is the server's; locale is the player's
// language, the nudge's.
func (ft *Feature) Set(ctx context.Context, g game.Guild, user, clock, timezone, locale string) (remind.Status, error) {
	st, err := ft.f.set(ctx, g, user, clock, timezone, locale)
	if err == nil {
		ft.f.forgetChecked(g.Platform, user)
	}
	return st, err
}

// Stop turns the reminder of (g, user) off, as /remind off does.
func (ft *Feature) Stop(ctx context.Context, g game.Guild, user string) error {
	_, err := ft.f.stop(ctx, g, user)
	return err
}

// completeTimezone suggests timezones as the player types.
func (f *feature) completeTimezone(_ context.Context, _ bot.Request, option, prefix string) []bot.Choice {
	if option != "timezone" {
		return nil
	}
	var out []bot.Choice
	for _, z := range challenge.ZonesMatching(prefix, 25) {
		out = append(out, bot.Choice{Label: z, Value: z})
	}
	return out
}

// removed: the app left a server (user "") or a player deauthorized it
// (server ""): their reminders are erased at once, before any nudge.
func (f *feature) removed(ctx context.Context, e bot.EventInfo) error {
	if f.Reminders == nil || (e.Server == "" && e.User == "") {
		return nil
	}
	n, err := f.Reminders.DeleteReminders(ctx, e.Platform, e.Server, e.User)
	if n > 0 {
		f.Log.Info("reminders erased: the app was removed", "platform", e.Platform, "server", e.Server, "user", e.User, "reminders", n, "reason", e.Reason)
	}
	return err
}

func checkKey(platform, user string) string { return platform + "\x00" + user }

// forgetChecked makes the note step ask the store about a player again.
func (f *feature) forgetChecked(platform, user string) {
	f.checked.Remove(checkKey(platform, user))
}

// noteStep adds, to a player's next private reply, the note the Sender
// left when it turned their reminder off, once.
func (f *feature) noteStep(next bot.Next) bot.Next {
	return func(ctx context.Context, c *bot.Call) bot.Reply {
		r := next(ctx, c)
		if f.Reminders == nil || !r.Ephemeral || r.Form != nil || r.Activity {
			return r
		}
		if note := f.note(ctx, c.Request); note != "" {
			r.Text = strings.TrimRight(r.Text, "\n") + "\n\n" + note
		}
		return r
	}
}

// note is what the player is to be told of reminders the bot turned off
// ("" for nothing); each note is told once (cleared in the store).
func (f *feature) note(ctx context.Context, req bot.Request) string {
	key := checkKey(req.Platform, req.User.ID)
	if at, ok := f.checked.Get(key); ok && f.Now().Sub(at) < noteCheck {
		return ""
	}
	notes, err := f.Reminders.ReminderNotes(ctx, req.Platform, req.User.ID)
	if err != nil {
		f.Log.Warn("reminders: could not read the notes to show", "platform", req.Platform, "user", req.User.ID, "err", err)
		return ""
	}
	f.checked.Add(key, f.Now())
	told := 0
	for _, r := range notes {
		ok, err := f.Reminders.ClearReminderNote(ctx, r.Guild, r.User, r.Note)
		if err != nil {
			f.Log.Warn("reminders: could not clear a note shown", "guild", r.Guild.String(), "user", r.User, "err", err)
			continue
		}
		if ok && r.Note == remind.NoteRefused {
			told++
		}
	}
	if told == 0 {
		return ""
	}
	return refusedNote(req.Printer())
}

// refusedNote tells a player the bot turned off their reminder (or
// several, in several servers) because their platform would not deliver its private messages.
func refusedNote(pt *message.Printer) string {
	return pt.Sprintf("_Your reminder to play the daily board is off: my private message could not reach you (your direct messages may be closed to the bot). Open them and use `/remind on` to get it back._")
}
