// Package apptest is the bot as serve assembles it (app.New), with the
// fakes its features' behaviour tests share: a settable clock, chat
// platforms that record what they post, requests as players type them, and
// rigs for the daily and live rounds. Each rig is for one test; the
// package's functions are safe for concurrent use.
package apptest

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"golang.org/x/text/message"
)

// Links is a web board's links, for buttons that lead to it.
type Links struct{}

func (Links) DailyLink(game.Guild, game.Player, game.Day, string) string {
	return "https://b.example/d"
}

func (Links) RoundLink(round.Round, game.Player, string) string { return "https://b.example/r" }

// ConsoleName is the console's platform name (console.Platform): requests
// on a platform the bot has not registered, written plainly.
const ConsoleName = "console"

// ChatPlatforms registers test chat platforms on b under names: they write
// the angle{} way and get the daily's scheduled posts.
func ChatPlatforms(b interface{ Register(bot.Platform) }, names ...string) {
	for _, n := range names {
		b.Register(bot.Platform{Name: n, Markup: Angle{}, Scheduled: true})
	}
}

// Env is a bot assembled by app.New with a settable clock, a recording
// renderer and a log kept for assertions.
type Env struct {
	Bot   *bot.Bot
	Clock *Clock
	R     *bottest.Renderer
	Logs  *bottest.Log
	// Refused is what each call was refused with, by code.
	Refused *Refusals
}

// NewEnv assembles the bot of cfg as serve does (app.New), on Env's clock,
// renderer and log, with a fixed seed and no rate limit unless cfg sets them.
func NewEnv(t *testing.T, cfg app.Config) *Env {
	t.Helper()
	e := &Env{Clock: &Clock{T: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}, R: &bottest.Renderer{}, Logs: new(bottest.Log)}
	cfg.Now = e.Clock.Now
	if cfg.Renderer == nil {
		cfg.Renderer = e.R
	}
	cfg.Logger = slog.New(slog.NewTextHandler(e.Logs, nil))
	if cfg.Seed == nil {
		cfg.Seed = func() uint64 { return 42 }
	}
	if cfg.RateLimit.Burst == 0 {
		cfg.RateLimit.Burst = -1
	}
	e.Bot = app.New(cfg).Bot
	e.Refused = Watch(e.Bot)
	return e
}

// Req is a console request for command by ann, its options given as
// name, value pairs.
func Req(command string, opts ...string) bot.Request {
	r := bot.Request{ID: "i1", Platform: ConsoleName, Command: command, Options: map[string]string{},
		User: bot.User{ID: "u1", Name: "ann"}, Guild: "local", Channel: "c1"}
	for i := 0; i+1 < len(opts); i += 2 {
		r.Options[opts[i]] = opts[i+1]
	}
	return r
}

// Do handles r as every platform does.
func (e *Env) Do(t *testing.T, r bot.Request) bot.Reply {
	t.Helper()
	return e.Bot.Handle(context.Background(), r)
}

// CheckPNG fails t unless img is a PNG that decodes.
func CheckPNG(t *testing.T, img *bot.Image) {
	t.Helper()
	if img == nil {
		t.Fatal("reply has no image")
	}
	if _, err := png.Decode(bytes.NewReader(img.PNG)); err != nil {
		t.Fatalf("image %s is not a PNG: %v", img.Name, err)
	}
}

// Board is a 4x4 board rich in words (a Qu tile among them).
const Board = "lqre slus atic nren"

// Clock is a settable clock shared by the bot and the challenge.
type Clock struct {
	mu sync.Mutex
	T  time.Time
}

func (c *Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.T }

func (c *Clock) Set(t time.Time) { c.mu.Lock(); c.T = t; c.mu.Unlock() }

func (c *Clock) Add(d time.Duration) { c.Set(c.Now().Add(d)) }

// As builds a request from a user on a platform, in guild "g".
func As(platform, user, command string, opts ...string) bot.Request {
	r := bot.Request{ID: "i", Platform: platform, Command: command, Options: map[string]string{},
		User: bot.User{ID: "id-" + user, Name: user}, Guild: "g", Channel: "chan"}
	for i := 0; i+1 < len(opts); i += 2 {
		r.Options[opts[i]] = opts[i+1]
	}
	return r
}

// Angle is a chat platform's Markup for tests: <@id> and <#id>, channels
// by id only (ids start with C).
type Angle struct{}

func (Angle) Mention(id string) string { return "<@" + id + ">" }

func (Angle) ChannelLink(id string) string { return "<#" + id + ">" }

func (Angle) ChannelID(v string) (string, error) {
	if !strings.HasPrefix(v, "C") {
		return "", game.E(game.Invalid, game.CodeChannelByName, game.Facts{"typed": v})
	}
	return v, nil
}

func (Angle) Until(_ *message.Printer, t time.Time) string { return fmt.Sprintf("<t:%d>", t.Unix()) }

func (Angle) NotAdmin(_ *message.Printer, u bot.User, action string) string {
	return "Only this platform's admins can " + action + "; you are " + u.ID + "."
}

// MustContain fails t unless text (what the reply is) holds every one
// of wants.
func MustContain(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s: missing %q in:\n%s", what, w, text)
		}
	}
}

// HasWord reports whether text contains w as a whole word.
func HasWord(text, w string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(w) + `\b`).MatchString(text)
}

func Plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// Line parses a line of free text as a Slack user types it and handles it.
func (e *Env) Line(t *testing.T, text string) bot.Reply {
	t.Helper()
	r, err := e.Bot.ParseText(text)
	if err != nil {
		return bot.Reply{Text: bot.ErrorIn(err, "en"), Ephemeral: true}
	}
	r.Platform, r.Channel, r.User = "slack", "c", bot.User{ID: "u"}
	return e.Bot.Handle(context.Background(), r)
}

// FrReq is a French player's request in channel ch.
func FrReq(cmd, ch string, opts map[string]string) bot.Request {
	return bot.Request{ID: "i", Command: cmd, User: bot.User{ID: "ann", Name: "ann"}, Channel: ch, Options: opts, Locale: "fr"}
}

// Recorder is an Observer that records what it is told, in order.
type Recorder struct {
	mu     sync.Mutex
	Events []string
}

func (r *Recorder) Add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Events = append(r.Events, s)
}

func (r *Recorder) Command(platform, command, outcome string, d time.Duration) {
	r.Add(fmt.Sprintf("command %s %s %s", platform, command, outcome))
}

func (r *Recorder) Solve(d time.Duration) { r.Add("solve") }

func (r *Recorder) Render(image string, d time.Duration) { r.Add("render " + image) }

func (r *Recorder) DailyWord(verdict string) { r.Add("daily " + verdict) }

func (r *Recorder) DailyPost(kind, outcome string) { r.Add("post " + kind + " " + outcome) }

func (r *Recorder) Reminder(platform, outcome string) { r.Add("reminder " + platform + " " + outcome) }

func (r *Recorder) RoundResults(outcome string) { r.Add("round results " + outcome) }

// Typed runs a command typed as free text, as on Slack and the console.
func (e *Env) Typed(t *testing.T, text string) bot.Reply {
	t.Helper()
	r, err := e.Bot.ParseText(text)
	if err != nil {
		t.Fatalf("ParseText(%q): %v", text, err)
	}
	r.ID, r.Platform, r.User, r.Channel = "i1", ConsoleName, bot.User{ID: "u1", Name: "ann"}, "c1"
	return e.Do(t, r)
}

// Click presses the button of a reply whose label has label, as user.
func Click(t *testing.T, r bot.Reply, label string, as bot.Request) bot.Request {
	t.Helper()
	for _, a := range r.Actions {
		if strings.Contains(a.Label, label) {
			as.Action = &bot.ActionEvent{ID: a.ID}
			return as
		}
	}
	t.Fatalf("no %q button under %q", label, r.Text)
	return as
}

// Names is the words of ws.
func Names(ws []solver.Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Word
	}
	return out
}
