package app_test

import (
	"context"
	"log/slog"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// oldButtons are the component ids the bot has written under its messages
// (buttons, select menus, forms), one of each form it ever used, as
// players' old messages keep them: a snapshot, never to shrink. DAY and
// ROUND stand for a real day and round; value is what the click sends (a
// menu's pick, a form's text); want is a piece of the answer that shows
// the feature that wrote the id acted on it.
var oldButtons = []struct{ id, route, value, want string }{
	{"daily|activity", "daily", "", "Opening the board"},
	{"daily|share|TODAY", "daily", "", ""},
	{"daily|review|DAY", "daily", "", "Your words"},
	{"daily|role|join", "daily|role", "", "no roles here"}, // the "chat" platform has none
	{"daily|role|leave", "daily|role", "", "no roles here"},
	{"play|enter|ROUND", "play", "", "Type your words"},
	{"play|board|ROUND", "play", "", "Your personal link"},
	{"play|activity|ROUND", "play", "", "Opening the board"},
	{"play|mine|ROUND", "play", "", "isn't over yet"},
	{"play|words|ROUND", "play", "ease", "Round:"},
	{"privacy|delete|u1", "privacy", "", "Done"},
	{"privacy|server|g1", "privacy", "", "Done"},
	{"solve|path|standard|4lqreslusaticnren", "solve", "sinecure", "sinecure"},
	{"solve|words|standard|4lqreslusaticnren", "solve", "", "All"},
	{"solve|path|standard|4lqreslusaticnren|s", "solve", "sinecure", "sinecure"},
	{"solve|words|standard|4lqreslusaticnren|b4", "solve", "", "All"},
}

// TestOldButtonsStillRoute: a click on any component id the bot has ever
// written reaches the feature that wrote it, through the assembly serve
// builds, and that feature acts on it: none is answered that the button is
// gone or from an older version.
func TestOldButtonsStillRoute(t *testing.T) {
	st := memory.New()
	var clock atomic.Int64 // unix seconds
	clock.Store(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC).Unix())
	now := func() time.Time { return time.Unix(clock.Load(), 0).UTC() }
	daily := challenge.New(challenge.Config{Store: st, Practice: st, Now: now})
	rounds := round.New(round.Config{Store: st, Now: now})
	obs := &bottest.Outcomes{}
	a := app.New(app.Config{Daily: daily, Rounds: rounds, Privacy: privacy.New(privacy.Config{Store: st, Rounds: rounds}), Links: apptest.Links{}, Now: now,
		Renderer: &bottest.Renderer{}, Observer: obs, RateLimit: bot.RateLimit{Burst: -1}, Logger: slog.New(slog.DiscardHandler)})
	defer a.Close()
	a.Register(bot.Platform{Name: "chat", Activity: "Play in Chat"})
	request := func(command string, opts map[string]string, action *bot.ActionEvent) bot.Request {
		if opts == nil {
			opts = map[string]string{}
		}
		return bot.Request{ID: "i", Platform: "chat", Command: command, User: bot.User{ID: "u1", Name: "ann"}, Guild: "g1", Channel: "c1",
			IsAdmin: true, Options: opts, Action: action}
	}
	ctx := context.Background()
	// A day played, the next day begun and a round running, as the old
	// messages were about.
	play := func() {
		t.Helper()
		r := a.Handle(ctx, request("daily", nil, nil))
		_, board, _ := strings.Cut(r.Text, "`")
		board, _, _ = strings.Cut(board, "`")
		bd, err := solver.Parse(board)
		if err != nil {
			t.Fatalf("/daily: %q: %v", r.Text, err)
		}
		d, err := dict.Embedded("common")
		if err != nil {
			t.Fatal(err)
		}
		res := solver.Solve(bd, d, solver.Rules{})
		if r := a.Handle(ctx, request("guess", map[string]string{"words": res.Words[0].Word}, nil)); !strings.Contains(r.Text, "+") {
			t.Fatalf("/guess %s: %q", res.Words[0].Word, r.Text)
		}
	}
	play()
	day := game.DayOf(now(), time.UTC).String()
	clock.Add(24 * 3600)
	play()
	start := a.Handle(ctx, request("play", map[string]string{"time": "5m"}, nil))
	var roundID string
	for _, act := range start.Actions {
		if cmd, parts := bot.ParseActionID(act.ID); cmd == "play" && len(parts) == 2 {
			roundID = parts[1]
		}
	}
	if roundID == "" {
		t.Fatalf("/play: no round id in %+v", start.Actions)
	}
	today := game.DayOf(now(), time.UTC).String()
	var gone []string // the answers of a button that is gone or old, in English
	for _, code := range []game.Code{game.CodeButtonGone, game.CodeButtonOld} {
		for _, cmd := range []string{"", "daily", "play", "privacy", "solve"} {
			gone = append(gone, i18n.Error("en", game.E(game.Invalid, code, game.Facts{"command": cmd})))
		}
	}
	for _, b := range oldButtons {
		id := strings.NewReplacer("TODAY", today, "DAY", day, "ROUND", roundID).Replace(b.id)
		if got, ok := a.Mux().ActionRoute(id); !ok || got != b.route {
			t.Errorf("%s routes to %q (%v), want %q", id, got, ok, b.route)
		}
		r := a.Handle(ctx, request("", nil, &bot.ActionEvent{ID: id, Value: b.value}))
		if o := obs.Last(); o == "unknown" {
			t.Errorf("a click on %s: answered as an unknown button", id)
		}
		if slices.Contains(gone, r.Text) {
			t.Errorf("a click on %s: %q", id, r.Text)
		}
		if !strings.Contains(r.Text, b.want) {
			t.Errorf("a click on %s: %q, want %q in it", id, r.Text, b.want)
		}
	}
	for _, id := range []string{"nothing|here", "dail|share|2026-11-20", ""} {
		if route, ok := a.Mux().ActionRoute(id); ok {
			t.Errorf("%q routes to %q, want no route", id, route)
		}
	}
}

// TestConfigCarriesEveryCoreSetting: app.Config names each of bot.Config's
// settings, with its type, and New hands each to the Bot: a setting added
// to the core is not dropped on the way.
func TestConfigCarriesEveryCoreSetting(t *testing.T) {
	core := reflect.TypeFor[bot.Config]()
	var cfg app.Config
	v := reflect.ValueOf(&cfg).Elem()
	for i := range core.NumField() {
		f := core.Field(i)
		af, ok := reflect.TypeFor[app.Config]().FieldByName(f.Name)
		if !ok || af.Type != f.Type {
			t.Errorf("app.Config has no %s %s", f.Name, f.Type)
			continue
		}
		// A value that is not the zero one, to see it arrive.
		switch f.Type.Kind() {
		case reflect.String:
			v.FieldByName(f.Name).SetString("standard")
		case reflect.Int, reflect.Int64:
			v.FieldByName(f.Name).SetInt(7)
		}
	}
	cfg.Renderer = &bottest.Renderer{}
	cfg.Logger = slog.New(slog.DiscardHandler)
	cfg.Off = []bot.Off{{What: "x"}}
	cfg.RateLimit = bot.RateLimit{Burst: 3}
	got := reflect.ValueOf(app.New(cfg).Config())
	for i := range core.NumField() {
		name := core.Field(i).Name
		want := v.FieldByName(name)
		if want.IsZero() {
			continue // set only where a plain value shows it arrived
		}
		if !reflect.DeepEqual(got.FieldByName(name).Interface(), want.Interface()) {
			t.Errorf("bot.Config.%s = %v, want app.Config's %v", name, got.FieldByName(name), want)
		}
	}
}
