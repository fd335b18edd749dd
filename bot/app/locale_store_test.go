package app_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/memory"
)

// countingLocales counts the writes of servers' languages to a store.
type countingLocales struct {
	inner store.ServerLocales
	mu    sync.Mutex
	puts  []string
}

func (c *countingLocales) PutServerLocale(ctx context.Context, g game.Guild, l string) error {
	c.mu.Lock()
	c.puts = append(c.puts, g.String()+"="+l)
	c.mu.Unlock()
	return c.inner.PutServerLocale(ctx, g, l)
}

func (c *countingLocales) ServerLocale(ctx context.Context, g game.Guild) (string, bool, error) {
	return c.inner.ServerLocale(ctx, g)
}

func (c *countingLocales) ServerLocales(ctx context.Context, limit int) (map[game.Guild]string, error) {
	return c.inner.ServerLocales(ctx, limit)
}

func (c *countingLocales) writes() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.puts...)
}

// textPoster keeps the text of every post.
type textPoster struct {
	mu    sync.Mutex
	texts []string
}

func (p *textPoster) Post(_ context.Context, _ string, r bot.Reply) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.texts = append(p.texts, r.Text)
	return nil
}

// TestServerLocaleSurvivesRestart: a French server's interface language
// (Discord's guild_locale) is written to the store when it changes, and
// only then; a bot started anew over the same store posts the daily's
// board in French before anyone in the server runs a command.
func TestServerLocaleSurvivesRestart(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	ctx := context.Background()
	paris := game.Guild{Platform: "discord", ID: "paris"}
	if _, err := rig.Svc.Setup(ctx, challenge.Settings{Guild: paris, Channel: "P", PostTime: "09:00", Timezone: "Europe/Paris"}); err != nil {
		t.Fatal(err)
	}
	st := &countingLocales{inner: rig.Store}
	newBot := func() *app.App {
		b := app.New(app.Config{Daily: rig.Svc, Now: rig.Clock.Now, Renderer: rig.R, Locales: st,
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
		apptest.ChatPlatforms(b, "discord")
		return b
	}
	first := newBot()
	for _, l := range []string{"fr", "fr", "fr"} {
		req := apptest.As("discord", "ann", "leaderboard")
		req.Guild, req.Locale, req.ServerLocale = paris.ID, "en-US", l
		first.Handle(ctx, req)
	}
	if got := st.writes(); len(got) != 1 || got[0] != "discord:paris=fr" {
		t.Fatalf("writes after three commands in a French server: %q, want one", got)
	}

	// A restart: a new bot over the same store, its first post made
	// with no command seen.
	restarted := newBot()
	p := &textPoster{}
	restarted.Register(bot.Platform{Name: "discord", Markup: apptest.Angle{}, Poster: p, Scheduled: true})
	rig.Clock.Set(time.Date(2026, time.July, 13, 12, 0, 0, 0, time.UTC)) // past 09:00 in Paris
	if n := (&daily.Scheduler{Daily: restarted.Daily}).Tick(ctx); n != 1 {
		t.Fatalf("Tick sent %d posts, want the day's board", n)
	}
	if len(p.texts) != 1 || !strings.HasPrefix(p.texts[0], "**Grille du jour, ") {
		t.Fatalf("the daily's board after a restart: %q, want it in French", p.texts)
	}

	// Loaded at start: the same language is not written again; a change is.
	req := apptest.As("discord", "ann", "leaderboard")
	req.Guild, req.ServerLocale = paris.ID, "fr"
	restarted.Handle(ctx, req)
	req.ServerLocale = "de"
	restarted.Handle(ctx, req)
	if got := st.writes(); len(got) != 2 || got[1] != "discord:paris=de" {
		t.Errorf("writes after the restart: %q, want only the change to de", got)
	}
	if l, ok, err := rig.Store.ServerLocale(ctx, paris); l != "de" || !ok || err != nil {
		t.Errorf("stored language = %q, %v, %v; want de", l, ok, err)
	}
}

// downLocales is a store of servers' languages that fails while down,
// and counts the calls made to it.
type downLocales struct {
	mu    sync.Mutex
	down  bool
	calls []string
	inner store.ServerLocales
}

func (d *downLocales) call(what string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.calls = append(d.calls, what)
	if d.down {
		return errors.New("database unreachable")
	}
	return nil
}

func (d *downLocales) PutServerLocale(ctx context.Context, g game.Guild, l string) error {
	if err := d.call("put " + l); err != nil {
		return err
	}
	return d.inner.PutServerLocale(ctx, g, l)
}

func (d *downLocales) ServerLocale(ctx context.Context, g game.Guild) (string, bool, error) {
	if err := d.call("get"); err != nil {
		return "", false, err
	}
	return d.inner.ServerLocale(ctx, g)
}

func (d *downLocales) ServerLocales(ctx context.Context, limit int) (map[game.Guild]string, error) {
	return d.inner.ServerLocales(ctx, limit)
}

func (d *downLocales) set(down bool) []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	calls := d.calls
	d.down, d.calls = down, nil
	return calls
}

// TestServerLocaleStoreDown: while the store of servers' languages fails,
// the bot leaves it alone for a back-off after the first failure (one
// warning), so that commands do not each wait on it; the language noted
// meanwhile is written once it answers again, and then no more.
func TestServerLocaleStoreDown(t *testing.T) {
	clock := &apptest.Clock{T: apptest.DailyStart}
	st := &downLocales{inner: memory.New()}
	var logs bytes.Buffer
	b := app.New(app.Config{Now: clock.Now, Renderer: &bottest.Renderer{}, Locales: st,
		Logger: slog.New(slog.NewTextHandler(&logs, nil)), RateLimit: bot.RateLimit{Burst: -1}})
	apptest.ChatPlatforms(b, "discord")
	ctx := context.Background()
	st.set(true)
	help := apptest.As("discord", "ann", "help")
	help.Guild, help.ServerLocale = "paris", "fr"
	for range 5 {
		b.Handle(ctx, help)
	}
	if calls := st.set(false); len(calls) != 1 {
		t.Errorf("calls to a failing store over five commands: %q, want the first only", calls)
	}
	if n := strings.Count(logs.String(), "level=WARN"); n != 1 {
		t.Errorf("%d warnings, want one:\n%s", n, logs.String())
	}
	clock.Add(11 * time.Second) // past the back-off; the store answers
	for range 3 {
		b.Handle(ctx, help)
	}
	if calls := st.set(false); !slices.Equal(calls, []string{"put fr"}) {
		t.Errorf("calls once the store answers: %q, want the language written once", calls)
	}
	if l, ok, err := st.inner.ServerLocale(ctx, game.Guild{Platform: "discord", ID: "paris"}); l != "fr" || !ok || err != nil {
		t.Errorf("stored language = %q, %v, %v; want fr", l, ok, err)
	}
}

// TestServerLocaleRateLimited: on Slack, where a server's language is its
// last player's, members of two languages take turns; a request refused
// for its rate, or naming no command, writes no language to the store
// (each flip of an allowed command writes one).
func TestServerLocaleRateLimited(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	ctx := context.Background()
	st := &countingLocales{inner: rig.Store}
	b := app.New(app.Config{Daily: rig.Svc, Now: rig.Clock.Now, Renderer: rig.R, Locales: st,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: 1, Every: time.Hour}})
	apptest.ChatPlatforms(b, "slack")
	do := func(user, locale, command string) bot.Reply {
		req := apptest.As("slack", user, command)
		req.Locale = locale
		return b.Handle(ctx, req)
	}
	do("ann", "fr-FR", "leaderboard")
	do("bob", "de", "leaderboard")
	for range 20 {
		if r := do("ann", "fr-FR", "leaderboard"); !strings.Contains(r.Text, "fast") && !strings.Contains(r.Text, "vite") {
			t.Fatalf("ann's command again: %q, want it refused for its rate", r.Text)
		}
		do("bob", "de", "leaderboard")
		do("cat", "es", "no-such-command")
	}
	if got := st.writes(); !slices.Equal(got, []string{"slack:g=fr-FR", "slack:g=de"}) {
		t.Errorf("writes: %q, want ann's and bob's first commands only", got)
	}
}

// untouchable is a store of servers' languages that fails the test on any
// use.
type untouchable struct{ t *testing.T }

func (u untouchable) PutServerLocale(context.Context, game.Guild, string) error {
	u.t.Error("New wrote a server's language")
	return nil
}

func (u untouchable) ServerLocale(context.Context, game.Guild) (string, bool, error) {
	u.t.Error("New read a server's language")
	return "", false, nil
}

func (u untouchable) ServerLocales(context.Context, int) (map[game.Guild]string, error) {
	u.t.Error("New read the servers' languages")
	return nil, nil
}

// TestNewDoesNoIO: building a Bot reads and writes nothing in its stores;
// a server's language is read when a post first needs it.
func TestNewDoesNoIO(t *testing.T) {
	app.New(app.Config{Locales: untouchable{t}})
}
