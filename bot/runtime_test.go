package bot_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
)

// blocker is a command table with /block, which holds its worker until
// released (or its context ends), and /quick.
type blocker struct {
	started chan string   // the user of each /block that began
	release chan struct{} // closed to let every /block finish
}

func newBlocker() *blocker {
	return &blocker{started: make(chan string, 16), release: make(chan struct{})}
}

func (bl *blocker) table() []bottest.Command {
	return []bottest.Command{
		{Spec: bot.CommandSpec{Name: "block", Description: "holds a worker"}, Handle: func(ctx context.Context, req bot.Request) (bot.Reply, error) {
			bl.started <- req.User.ID
			select {
			case <-bl.release:
				return bot.Reply{Text: "released"}, nil
			case <-ctx.Done():
				return bot.Reply{}, ctx.Err()
			}
		}},
		{Spec: bot.CommandSpec{Name: "quick", Description: "answers at once"}, Handle: func(context.Context, bot.Request) (bot.Reply, error) {
			return bot.Reply{Text: "quick"}, nil
		}},
	}
}

// delivery is one Deliver call: the reply and whether its context was
// still alive when it came.
type delivery struct {
	reply bot.Reply
	live  bool
}

func task(user, command string, out chan<- delivery) bot.Task {
	return bot.Task{
		Request: bot.Request{ID: user + "-" + command, Platform: "console", Command: command, User: bot.User{ID: user}},
		Deliver: func(ctx context.Context, r bot.Reply) { out <- delivery{r, ctx.Err() == nil} },
	}
}

func newRuntime(t *testing.T, bl *blocker, cfg bot.RuntimeConfig) *bot.Runtime {
	t.Helper()
	b := bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}, bl.table()...)
	rt := bot.NewRuntime(b, cfg)
	t.Cleanup(func() {
		select {
		case <-bl.release:
		default:
			close(bl.release)
		}
		rt.Drain(context.Background())
	})
	return rt
}

func refusal(t *testing.T, err error) *bot.Refusal {
	t.Helper()
	ref, ok := errors.AsType[*bot.Refusal](err)
	if !ok {
		t.Fatalf("Submit = %v, want a refusal", err)
	}
	return ref
}

// A request that waits too long for a worker is answered Busy on a context
// that is still alive, not on the expired one it waited under.
func TestRuntimeBusyAfterWaiting(t *testing.T) {
	bl := newBlocker()
	rt := newRuntime(t, bl, bot.RuntimeConfig{Workers: 1, QueueWait: 20 * time.Millisecond})
	out := make(chan delivery, 4)
	if err := rt.Submit(task("ann", "block", out)); err != nil {
		t.Fatal(err)
	}
	<-bl.started // the only worker is held
	queued := make(chan struct{})
	tk := task("bob", "quick", out)
	tk.Queued = func() { close(queued) }
	if err := rt.Submit(tk); err != nil {
		t.Fatal(err)
	}
	<-queued
	d := <-out
	if d.reply.Text != busyText() || !d.reply.Ephemeral {
		t.Errorf("queued request answered %+v, want the ephemeral busy note", d.reply)
	}
	if !d.live {
		t.Error("the busy answer was delivered on an expired context: it would never reach the player")
	}
	close(bl.release)
	if d := <-out; d.reply.Text != "released" || !d.live {
		t.Errorf("the held command answered %+v (live %v)", d.reply, d.live)
	}
}

// A command that runs out of time says so, on a live context.
func TestRuntimeTimeoutAnswered(t *testing.T) {
	bl := newBlocker()
	rt := newRuntime(t, bl, bot.RuntimeConfig{Timeout: 20 * time.Millisecond})
	out := make(chan delivery, 1)
	if err := rt.Submit(task("ann", "block", out)); err != nil {
		t.Fatal(err)
	}
	d := <-out
	if !strings.Contains(d.reply.Text, "took too long") || !d.live {
		t.Errorf("timed-out command answered %q (live %v), want the time-out note on a live context", d.reply.Text, d.live)
	}
}

// One player cannot occupy the workers: past PerUser requests in flight,
// theirs are refused with a note, while others still get in.
func TestRuntimePerUserLimit(t *testing.T) {
	bl := newBlocker()
	rt := newRuntime(t, bl, bot.RuntimeConfig{Workers: 8, PerUser: 2})
	out := make(chan delivery, 8)
	for range 2 {
		if err := rt.Submit(task("mallory", "block", out)); err != nil {
			t.Fatal(err)
		}
	}
	ref := refusal(t, rt.Submit(task("mallory", "quick", out)))
	if ref.Reason != "user_busy" || !strings.Contains(ref.Reply.Text, "You already have 2 commands on the way") || !ref.Reply.Ephemeral {
		t.Errorf("third request from one player: %+v", ref)
	}
	if err := rt.Submit(task("ann", "quick", out)); err != nil {
		t.Fatalf("another player was refused: %v", err)
	}
	if d := <-out; d.reply.Text != "quick" {
		t.Errorf("another player's command answered %q", d.reply.Text)
	}
	// The limit is on requests in flight: once they are answered, the
	// player may send more.
	<-bl.started
	<-bl.started
	close(bl.release)
	<-out
	<-out
	if n := rt.InFlight(); n != 0 {
		t.Fatalf("%d requests still counted in flight after every reply was made", n)
	}
	if err := rt.Submit(task("mallory", "quick", out)); err != nil {
		t.Errorf("after their commands were answered, the player is still refused: %v", err)
	}
}

// With every worker busy and no waiting room, a request is refused at once.
func TestRuntimeQueueFull(t *testing.T) {
	bl := newBlocker()
	rt := newRuntime(t, bl, bot.RuntimeConfig{Workers: 1, Queue: -1})
	out := make(chan delivery, 2)
	if err := rt.Submit(task("ann", "block", out)); err != nil {
		t.Fatal(err)
	}
	ref := refusal(t, rt.Submit(task("bob", "quick", out)))
	if ref.Reason != "busy" || ref.Reply.Text != busyText() {
		t.Errorf("refusal %+v, want busy", ref)
	}
}

// Drain refuses new requests and waits for the admitted ones.
func TestRuntimeDrain(t *testing.T) {
	bl := newBlocker()
	rt := newRuntime(t, bl, bot.RuntimeConfig{})
	out := make(chan delivery, 2)
	if err := rt.Submit(task("ann", "block", out)); err != nil {
		t.Fatal(err)
	}
	<-bl.started
	short, cancel := context.WithCancel(context.Background())
	cancel()
	if err := rt.Drain(short); err == nil {
		t.Fatal("Drain returned nil with a request in flight")
	}
	if ref := refusal(t, rt.Submit(task("bob", "quick", out))); ref.Reason != "closing" {
		t.Errorf("after Drain: %+v", ref)
	}
	done := make(chan error)
	go func() { done <- rt.Drain(context.Background()) }()
	close(bl.release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if d := <-out; d.reply.Text != "released" {
		t.Errorf("in-flight request answered %q", d.reply.Text)
	}
}

// busyText is the English answer to a request the runtime has no room for.
func busyText() string { return bot.ErrorIn(game.E(game.Unavailable, game.CodeBusy), "en") }
