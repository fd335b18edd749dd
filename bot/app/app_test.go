package app_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// outcomes is an Observer that keeps each command's outcome.
type outcomes struct {
	bot.NopObserver
	mu  sync.Mutex
	got []string
}

func (o *outcomes) Command(_, _, outcome string, _ time.Duration) {
	o.mu.Lock()
	o.got = append(o.got, outcome)
	o.mu.Unlock()
}

func (o *outcomes) last() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.got[len(o.got)-1]
}

// oldButtons are the component ids the bot has written under its messages
// (buttons, select menus, forms), one of each form it ever used, as
// players' old messages keep them: a snapshot, never to shrink. Each
// routes to the feature that wrote it (the prefix registered).
var oldButtons = []struct{ id, route string }{
	{"daily|activity", "daily"},
	{"daily|share|2026-11-20", "daily"},
	{"daily|review|2026-11-20", "daily"},
	{"play|enter|r0123456789abcdef", "play"},
	{"play|board|r0123456789abcdef", "play"},
	{"play|activity|r0123456789abcdef", "play"},
	{"play|mine|r0123456789abcdef", "play"},
	{"play|words|r0123456789abcdef", "play"},
	{"privacy|delete|u1", "privacy"},
	{"privacy|server|g1", "privacy"},
	{"solve|path|standard|4lqreslusaticnren", "solve"},
	{"solve|words|standard|4lqreslusaticnren", "solve"},
	{"solve|path|b|standard|4lqreslusaticnren", "solve"},
	{"solve|words|b|standard|4lqreslusaticnren", "solve"},
}

// TestOldButtonsStillRoute: a click on any component id the bot has ever
// written reaches the feature that wrote it, through the assembly serve
// builds: none is answered "That button is no longer available" for want
// of a route, whatever the handler then says of it.
func TestOldButtonsStillRoute(t *testing.T) {
	st := memory.New()
	daily := challenge.New(challenge.Config{Store: st, Practice: st})
	rounds := round.New(round.Config{Store: st})
	obs := &outcomes{}
	a := app.New(app.Config{Daily: daily, Rounds: rounds, Privacy: privacy.New(privacy.Config{Store: st, Rounds: rounds}),
		Renderer: &bottest.Renderer{}, Observer: obs, RateLimit: bot.RateLimit{Burst: -1}, Logger: slog.New(slog.DiscardHandler)})
	defer a.Close()
	for _, b := range oldButtons {
		if got, ok := a.Commands().ActionRoute(b.id); !ok || got != b.route {
			t.Errorf("%s routes to %q (%v), want %q", b.id, got, ok, b.route)
		}
		a.Handle(context.Background(), bot.Request{ID: "i", Platform: "chat", User: bot.User{ID: "u1", Name: "ann"}, Guild: "g1", Channel: "c1",
			Options: map[string]string{}, Action: &bot.ActionEvent{ID: b.id, Value: "ease"}})
		if o := obs.last(); o == "unknown" {
			t.Errorf("a click on %s: answered as an unknown button", b.id)
		}
	}
	for _, id := range []string{"nothing|here", "dail|share|2026-11-20", ""} {
		if route, ok := a.Commands().ActionRoute(id); ok {
			t.Errorf("%q routes to %q, want no route", id, route)
		}
	}
}
