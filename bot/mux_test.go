package bot_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
)

// A Bot serves exactly the commands registered on its Mux (and /help): a
// command left out is unknown to Handle, ParseText and /help.
func TestBotServesItsMux(t *testing.T) {
	echo := bottest.Command{Spec: bot.CommandSpec{Name: "echo", Description: "says it back",
		Options: []bot.OptionSpec{{Name: "text", Positional: true, Spaces: true}}},
		Handle: func(_ context.Context, req bot.Request) (bot.Reply, error) {
			return bot.Reply{Text: "echo: " + req.Options["text"]}, nil
		}}
	b := bottest.New(bot.Config{RateLimit: bot.RateLimit{Burst: -1}}, echo)
	r, err := b.ParseText("/echo hello there")
	if err != nil {
		t.Fatal(err)
	}
	r.Platform, r.User = "console", bot.User{ID: "u1"}
	if got := b.Handle(context.Background(), r); got.Text != "echo: hello there" {
		t.Errorf("echo = %q", got.Text)
	}
	if got := b.Handle(context.Background(), request("solve", "board", "lqre slus atic nren")); !strings.Contains(got.Text, "I don't know the command `/solve`") {
		t.Errorf("solve on a bot without it = %q", got.Text)
	}
	if _, err := b.ParseText("/solve lqre slus atic nren"); err == nil {
		t.Error("ParseText read /solve on a bot that lacks it")
	}
	if got := b.Handle(context.Background(), request("help")); !strings.Contains(got.Text, "/echo") || strings.Contains(got.Text, "/solve") {
		t.Errorf("/help lists the wrong commands: %q", got.Text)
	}
}

// request is a request for command from a player on the console.
func request(command string, opts ...string) bot.Request {
	r := bot.Request{ID: "i1", Platform: "console", Command: command, Options: map[string]string{},
		User: bot.User{ID: "u1", Name: "ann"}, Guild: "local", Channel: "c1"}
	for i := 0; i+1 < len(opts); i += 2 {
		r.Options[opts[i]] = opts[i+1]
	}
	return r
}

// TestMuxRefuses: a malformed or duplicate registration is a programming
// error, refused at once (a panic naming what is wrong), as is one after
// the bot served its first request.
func TestMuxRefuses(t *testing.T) {
	ok := func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, nil }
	tests := []struct {
		name  string
		specs []bot.CommandSpec
		nilH  bool
		want  string
	}{
		{"duplicate", []bot.CommandSpec{{Name: "a", Description: "x"}, {Name: "a", Description: "y"}}, false, "twice"},
		{"no handler", []bot.CommandSpec{{Name: "a", Description: "x"}}, true, "no handler"},
		{"upper case", []bot.CommandSpec{{Name: "Solve", Description: "x"}}, false, "lowercase"},
		{"three words", []bot.CommandSpec{{Name: "a b c", Description: "x"}}, false, "one or two"},
		{"two positionals", []bot.CommandSpec{{Name: "a", Description: "x",
			Options: []bot.OptionSpec{{Name: "p", Positional: true}, {Name: "q", Positional: true}}}}, false, "positional"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), tt.want) {
					t.Errorf("registering %v: panic %v, want one about %q", tt.specs, p, tt.want)
				}
			}()
			m := bot.NewMux()
			for _, s := range tt.specs {
				h := bot.Handler(ok)
				if tt.nilH {
					h = nil
				}
				m.Command(s, h)
			}
		})
	}
	t.Run("after serving", func(t *testing.T) {
		b := bot.New(bot.Config{})
		b.Handle(context.Background(), request("help"))
		defer func() {
			if recover() == nil {
				t.Error("a command registered after the bot served")
			}
		}()
		b.Mux().Command(bot.CommandSpec{Name: "late", Description: "x"}, ok)
	})
}

func TestActionID(t *testing.T) {
	id := bot.ActionID("daily setup", "a", "b")
	cmd, parts := bot.ParseActionID(id)
	if cmd != "daily setup" || len(parts) != 2 || parts[1] != "b" {
		t.Errorf("ParseActionID(%q) = %q %q", id, cmd, parts)
	}
	defer func() {
		if recover() == nil {
			t.Error("ActionID accepted 101 bytes")
		}
	}()
	bot.ActionID("x", strings.Repeat("a", 99))
}

// TestMuxRoutesActionsByLongestPrefix: a component's id goes to the
// longest prefix registered that ends on a part boundary; an id no prefix
// starts is unrouted.
func TestMuxRoutesActionsByLongestPrefix(t *testing.T) {
	m := bot.NewMux()
	ok := func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, nil }
	for _, p := range []string{"daily", "daily|share", "play|mine"} {
		m.Action(p, ok)
	}
	for id, want := range map[string]string{
		"daily|share|2026-11-20": "daily|share",
		"daily|share":            "daily|share",
		"daily|sharex|1":         "daily",
		"daily|review|2026-11-2": "daily",
		"daily|":                 "daily",
		"play|mine|r1":           "play|mine",
		"play|enter|r1":          "",
		"dailyx|share":           "",
	} {
		got, routed := m.ActionRoute(id)
		if got != want || routed != (want != "") {
			t.Errorf("%q routes to %q (%v), want %q", id, got, routed, want)
		}
	}
}

// TestMuxEventsAndSteps: every handler of an event runs, in the order
// registered, their errors joined; features' steps run in the order used,
// before the request is routed (so before an unknown command's answer).
func TestMuxEventsAndSteps(t *testing.T) {
	b := bot.New(bot.Config{RateLimit: bot.RateLimit{Burst: -1}})
	m := b.Mux()
	var order []string
	errA := errors.New("a failed")
	m.On(bot.AppRemoved, func(_ context.Context, e bot.EventInfo) error { order = append(order, "a:"+e.Server); return errA })
	m.On(bot.AppRemoved, func(_ context.Context, e bot.EventInfo) error { order = append(order, "b:"+e.Server); return nil })
	for _, name := range []string{"first", "second"} {
		m.Use(bot.Step{Name: name, Wrap: func(next bot.Next) bot.Next {
			return func(ctx context.Context, c *bot.Call) bot.Reply {
				order = append(order, name)
				return next(ctx, c)
			}
		}})
	}
	if err := b.Removed(context.Background(), "chat", "g1", "", "test"); !errors.Is(err, errA) {
		t.Errorf("Removed = %v, want the first handler's error", err)
	}
	b.Handle(context.Background(), request("nosuchcommand"))
	if got := strings.Join(order, " "); got != "a:g1 b:g1 first second" {
		t.Errorf("ran %q", got)
	}
	if err := b.Returned(context.Background(), "chat", "g1", ""); err != nil {
		t.Errorf("Returned with no handler = %v", err)
	}
}

// TestMuxRefusesAfterServing: once the bot serves, every kind of
// registration is refused, and On refuses a nil handler or an unknown event.
func TestMuxRefusesAfterServing(t *testing.T) {
	ok := func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, nil }
	panics := func(what string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s: no panic", what)
			}
		}()
		f()
	}
	panics("On with a nil handler", func() { bot.NewMux().On(bot.AppRemoved, nil) })
	panics("On an unknown event", func() {
		bot.NewMux().On(bot.Event(99), func(context.Context, bot.EventInfo) error { return nil })
	})
	b := bot.New(bot.Config{})
	b.Handle(context.Background(), request("help"))
	m := b.Mux()
	panics("Action after serving", func() { m.Action("late", ok) })
	panics("On after serving", func() { m.On(bot.AppRemoved, func(context.Context, bot.EventInfo) error { return nil }) })
	panics("Use after serving", func() {
		m.Use(bot.Step{Name: "late", Wrap: func(next bot.Next) bot.Next { return next }})
	})
}
