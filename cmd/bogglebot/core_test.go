package main

import (
	"context"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	botapp "github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/store"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/ops"
)

// renders is serve's metrics, recording the kinds of image drawn.
type renders struct {
	*ops.Metrics
	mu    sync.Mutex
	kinds []string
}

func (r *renders) Render(image string, d time.Duration) {
	r.Metrics.Render(image, d)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.kinds = append(r.kinds, image)
}

// TestCoreEveryCommandAndImage runs every command of the table through the
// core serve and the console build (buildCore: a SQLite store, the real
// renderer, an Observer as serve's metrics), as a player would over two
// days, and checks that none fails on the bot's side and that every kind
// of image is drawn, the review's marked one included (a wrapper once hid
// it in this wiring only).
func TestCoreEveryCommandAndImage(t *testing.T) {
	now := time.Date(2026, time.November, 24, 10, 0, 0, 0, time.UTC)
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	dailyNow = func() time.Time { return now }

	ctx := context.Background()
	st, err := openStore(ctx, filepath.Join(t.TempDir(), "bot.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	cfg, err := config.FromEnv(func(string) (string, bool) { return "", false })
	if err != nil {
		t.Fatal(err)
	}
	obs := &renders{Metrics: ops.NewMetrics()}
	log := slog.New(slog.DiscardHandler)
	k, err := buildCore(ctx, coreConfig{Settings: cfg, Store: st, Log: log,
		Bot: botapp.Config{Logger: log, Now: dailyNow, Observer: obs, RateLimit: bot.RateLimit{Burst: -1}}})
	if err != nil {
		t.Fatal(err)
	}
	defer k.closeLive()

	ran := map[string]bool{}
	do := func(command string, opts ...string) bot.Reply {
		t.Helper()
		req := bot.Request{ID: "i", Platform: console.Platform, Command: command, Options: map[string]string{},
			User: bot.User{ID: "ann", Name: "ann"}, Guild: console.Server, Channel: "console", IsAdmin: true}
		for i := 0; i+1 < len(opts); i += 2 {
			req.Options[opts[i]] = opts[i+1]
		}
		r := k.bot.Handle(ctx, req)
		ran[command] = true
		if r.Text == i18n.Apology || r.Text == "" && r.Image == nil {
			t.Errorf("/%s %v: %q", command, opts, r.Text)
		}
		return r
	}
	do("help")
	do("solve", "board", "lqre slus atic nren")
	do("path", "word", "sinecure")
	do("random")
	do("define", "word", "stone")
	do("study", "size", "4", "count", "3")
	do("daily setup", "timezone", "UTC")
	do("daily")
	do("guess", "words", "tea")
	for range 3 { // counts, heat map, a word's start
		do("hint")
	}
	do("daily share")
	do("leaderboard")
	// A day played, whatever the guess above found: /stats draws its picture.
	if _, err := st.AddWords(ctx, game.Guild{Platform: console.Platform, ID: console.Server}, game.DayOf(now, time.UTC),
		game.Player{ID: "ann", Name: "ann"}, []game.Word{{Word: "stone", Points: 2}}, now); err != nil {
		t.Fatal(err)
	}
	do("stats")
	do("stats", "server", "true")
	do("privacy")
	do("remind on", "time", "19:30")
	if r := do("remind"); !strings.Contains(r.Text, "19:30") {
		t.Errorf("/remind after /remind on 19:30 = %q", r.Text)
	}
	do("remind off")
	do("play", "time", "30s")
	do("guess", "words", "tea")
	do("play stop")
	now = now.Add(24 * time.Hour)
	do("daily review", "day", "yesterday")

	for _, spec := range k.bot.Mux().All() {
		if !ran[spec.Name] {
			t.Errorf("/%s was not run through the core", spec.Name)
		}
	}
	for _, kind := range []string{"board", "solution", "word", "heat", "review", "stats", "server_stats"} {
		if !slices.Contains(obs.kinds, kind) {
			t.Errorf("no %s image drawn through the core; drawn: %s", kind, strings.Join(obs.kinds, " "))
		}
	}
}

// A feature the core cannot run is said to be off, and why, in /help:
// without a database the games; with one but no web settings, the web
// board.
func TestCoreSaysWhatIsOff(t *testing.T) {
	ctx := context.Background()
	cfg, err := config.FromEnv(func(string) (string, bool) { return "", false })
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	help := func(st store.Store) string {
		k, err := buildCore(ctx, coreConfig{Settings: cfg, Store: st, Log: log, Bot: botapp.Config{Logger: log}})
		if err != nil {
			t.Fatal(err)
		}
		defer k.closeLive()
		return k.bot.Handle(ctx, bot.Request{ID: "i", Platform: console.Platform, Command: "help", User: bot.User{ID: "ann"}}).Text
	}
	if got := help(nil); !strings.Contains(got, "**Off on this bot:**\n• the daily challenge, live rounds, hints and /privacy: off (no database: set DATABASE_URL") {
		t.Errorf("/help without a database:\n%s", got)
	}
	st, err := openStore(ctx, filepath.Join(t.TempDir(), "bot.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got := help(st); !strings.Contains(got, "• the web board: off (the server sets BOGGLEBOT_PUBLIC_URL and BOGGLEBOT_WEB_SECRET") || strings.Contains(got, "no database") {
		t.Errorf("/help without the web settings:\n%s", got)
	}
}
