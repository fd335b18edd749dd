package bot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// errBusy answers a request the runtime has no room for ("Busy" below).
var errBusy = game.E(game.Unavailable, game.CodeBusy)

// RuntimeConfig configures a Runtime. The zero value is usable.
type RuntimeConfig struct {
	// Workers bounds the commands run at once (default 4 x GOMAXPROCS). A
	// command waits on the database and the network as well as computing,
	// so there are more workers than cores; drawing, the CPU-bound part,
	// is bounded separately (Config.Renderers).
	Workers int
	// Queue bounds the requests admitted and waiting for a worker (default
	// 1000; negative for none: a request is admitted only when a worker is
	// free). Beyond it, a request is refused at once with Busy.
	Queue int
	// QueueWait is the longest an admitted request waits for a worker
	// before it is answered Busy (default 10s).
	QueueWait time.Duration
	// PerUser bounds one player's requests admitted at once, waiting or
	// running (default 3). Beyond it the player is asked to wait for the
	// earlier ones: one player cannot occupy the workers, whatever the
	// rate limit still allows.
	PerUser int
	// Timeout bounds one command's work and the delivery of its reply
	// (default 30s).
	Timeout time.Duration
	// ReplyTimeout bounds the delivery of an answer that is not a
	// command's own (Busy after waiting), on a context of its own (default
	// 10s).
	ReplyTimeout time.Duration
}

func (c RuntimeConfig) withDefaults() RuntimeConfig {
	if c.Workers <= 0 {
		c.Workers = 4 * runtime.GOMAXPROCS(0)
	}
	switch {
	case c.Queue == 0:
		c.Queue = 1000
	case c.Queue < 0:
		c.Queue = 0
	}
	if c.QueueWait <= 0 {
		c.QueueWait = 10 * time.Second
	}
	if c.PerUser <= 0 {
		c.PerUser = 3
	}
	if c.Timeout <= 0 {
		c.Timeout = 30 * time.Second
	}
	if c.ReplyTimeout <= 0 {
		c.ReplyTimeout = 10 * time.Second
	}
	return c
}

// A Runtime runs the requests of every adapter: it admits them, queues
// them, runs each command on a bounded pool of workers under a timeout,
// limits how many one player has in flight, answers Busy when it has no
// room, and drains what it admitted on shutdown. Adapters only translate:
// they Submit a Task per request and deliver its reply. One Runtime may
// serve several adapters. It is safe for concurrent use.
type Runtime struct {
	bot     *Bot
	cfg     RuntimeConfig
	workers chan struct{}
	pending atomic.Int64 // admitted and waiting for a worker or running on one

	mu      sync.Mutex
	perUser map[string]int // admitted and not yet delivered, by platform:user

	wg      sync.WaitGroup // admitted and not yet delivered
	closing atomic.Bool
}

// NewRuntime returns a Runtime that runs b's commands.
func NewRuntime(b *Bot, cfg RuntimeConfig) *Runtime {
	cfg = cfg.withDefaults()
	return &Runtime{bot: b, cfg: cfg, workers: make(chan struct{}, cfg.Workers), perUser: map[string]int{}}
}

// Bot returns the bot the runtime runs.
func (rt *Runtime) Bot() *Bot { return rt.bot }

// Config returns the runtime's configuration, defaults filled in.
func (rt *Runtime) Config() RuntimeConfig { return rt.cfg }

// A Task is one request on its way through the runtime.
type Task struct {
	Request Request
	// Handle, if set, runs the command instead of Bot.Handle(ctx,
	// Request): for an adapter that reads the request on the worker (Slack
	// parses a command's text there). Request must still name the
	// platform and the user, for the per-user limit.
	Handle func(ctx context.Context) Reply
	// Slow, if set, is called at most once, from the worker, just before
	// the command starts slow work, saying whether its reply will be
	// ephemeral (WithSlowNotice).
	Slow func(ephemeral bool)
	// Queued, if set, is called at most once, from the runtime, when the
	// task has to wait for a worker: an adapter that waits briefly to see
	// whether the reply is quick can stop waiting.
	Queued func()
	// Deliver sends the reply; it is called exactly once for every admitted
	// task, on a goroutine of the runtime. ctx is the command's own, or,
	// when the command never ran (Busy after waiting), a fresh context
	// bounded by ReplyTimeout: an answer is never sent on a context that
	// has already expired.
	Deliver func(ctx context.Context, r Reply)
}

// A Refusal is why Submit did not admit a task, with the answer the player
// gets instead; the adapter sends it at once.
type Refusal struct {
	Reason string // "busy", "closing" or "user_busy", for logs and metrics
	Reply  Reply
}

func (r *Refusal) Error() string { return "request refused: " + r.Reason }

// Submit admits t and runs it in the background, or refuses it at once
// with a *Refusal: when the runtime is shutting down, its queue is full, or
// the player already has PerUser requests in flight. It never blocks.
func (rt *Runtime) Submit(t Task) error {
	if t.Deliver == nil {
		return errors.New("bot: a Task needs Deliver")
	}
	refuse := func(reason string, err error) error {
		rt.bot.obs.Command(t.Request.Platform, rt.commandName(t.Request), reason, 0)
		rt.bot.log.Warn("request refused", "reason", reason, "interaction", t.Request.ID, "platform", t.Request.Platform, "user", t.Request.User.ID)
		return &Refusal{Reason: reason, Reply: Reply{Text: Wording(t.Request).Error(err), Ephemeral: true}}
	}
	user := t.Request.Platform + ":" + t.Request.User.ID
	rt.mu.Lock()
	if rt.closing.Load() {
		rt.mu.Unlock()
		return refuse("closing", game.E(game.Unavailable, game.CodeRestarting))
	}
	if rt.perUser[user] >= rt.cfg.PerUser {
		rt.mu.Unlock()
		return refuse("user_busy", game.E(game.Limit, game.CodeUserBusy, game.Facts{"n": rt.cfg.PerUser}))
	}
	if rt.pending.Add(1) > int64(rt.cfg.Workers+rt.cfg.Queue) {
		rt.pending.Add(-1)
		rt.mu.Unlock()
		return refuse("busy", errBusy)
	}
	rt.perUser[user]++
	rt.wg.Add(1) // under mu, so Drain's closing check cannot miss it
	rt.mu.Unlock()
	go rt.run(t, user)
	return nil
}

// commandName is the request's command, for metrics: its table name, or
// "unknown".
func (rt *Runtime) commandName(req Request) string {
	name := req.Command
	if req.Action != nil {
		name, _ = ParseActionID(req.Action.ID)
	}
	if _, ok := rt.bot.Command(name); !ok {
		return "unknown"
	}
	return name
}

func (rt *Runtime) run(t Task, user string) {
	defer rt.wg.Done()
	log := rt.bot.log.With("interaction", t.Request.ID, "platform", t.Request.Platform)
	// The player's count drops once the reply is made: delivering it
	// holds no worker.
	deliver := func(ctx context.Context, r Reply) {
		rt.mu.Lock()
		if rt.perUser[user]--; rt.perUser[user] <= 0 {
			delete(rt.perUser, user)
		}
		rt.mu.Unlock()
		defer func() {
			if p := recover(); p != nil { // Handle recovers; this guards delivery
				log.Error("delivery panicked", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			}
		}()
		t.Deliver(ctx, r)
	}

	select {
	case rt.workers <- struct{}{}:
	default:
		if t.Queued != nil {
			t.Queued()
		}
		if !rt.await(t, log, deliver) {
			return
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), rt.cfg.Timeout)
	defer cancel()
	hctx := ctx
	if t.Slow != nil {
		hctx = WithSlowNotice(ctx, t.Slow)
	}
	var reply Reply
	if t.Handle != nil {
		reply = t.Handle(hctx)
	} else {
		reply = rt.bot.Handle(hctx, t.Request)
	}
	<-rt.workers // delivery waits on the network, not on a worker
	rt.pending.Add(-1)
	if ctx.Err() != nil {
		// The command used up the time, and its reply says so: send that
		// on a context of its own.
		var rcancel context.CancelFunc
		ctx, rcancel = context.WithTimeout(context.Background(), rt.cfg.ReplyTimeout)
		defer rcancel()
	}
	deliver(ctx, reply)
}

// await waits for a worker, at most QueueWait; after that it answers Busy
// (on a fresh context) and reports false.
func (rt *Runtime) await(t Task, log *slog.Logger, deliver func(context.Context, Reply)) bool {
	wait := time.NewTimer(rt.cfg.QueueWait)
	defer wait.Stop()
	select {
	case rt.workers <- struct{}{}:
		return true
	case <-wait.C:
		rt.pending.Add(-1)
		rt.bot.obs.Command(t.Request.Platform, rt.commandName(t.Request), "busy", rt.cfg.QueueWait)
		log.Warn("request waited too long for a worker; answered busy", "waited", rt.cfg.QueueWait)
		ctx, cancel := context.WithTimeout(context.Background(), rt.cfg.ReplyTimeout)
		defer cancel()
		deliver(ctx, Reply{Text: Wording(t.Request).Error(errBusy), Ephemeral: true})
		return false
	}
}

// Drain stops admitting requests (Submit refuses them from now on) and
// waits until every admitted one has been answered, or ctx is done.
func (rt *Runtime) Drain(ctx context.Context) error {
	rt.mu.Lock()
	rt.closing.Store(true)
	rt.mu.Unlock()
	done := make(chan struct{})
	go func() { rt.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("requests still in flight: %w", ctx.Err())
	}
}

// Closing reports whether Drain has been called.
func (rt *Runtime) Closing() bool { return rt.closing.Load() }

// InFlight returns how many admitted requests are waiting or running (not
// yet answered), for tests and metrics.
func (rt *Runtime) InFlight() int {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	n := 0
	for _, c := range rt.perUser {
		n += c
	}
	return n
}
