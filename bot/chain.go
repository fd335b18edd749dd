package bot

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// A Call is one request on its way down Handle's chain of steps: what the
// steps before found out, for the steps after.
type Call struct {
	Request Request
	// Name is the command asked for (a component's from its action id),
	// lower case; Spec is its table entry once the route step found it.
	Name string
	Spec CommandSpec
	// Outcome is how the call ended, for the log and the metrics: "ok",
	// "user_error", "error", "panic", "forbidden", "ratelimited",
	// "unknown", "link" or "canceled". A step that answers sets it.
	Outcome string
	// Log is the logger with the call's interaction, platform, command
	// and user.
	Log *slog.Logger
	// Start is when Handle began.
	Start time.Time
	// Err is the command's error, or the refusal of a step below the
	// errors step, for the errors step to word.
	Err error

	// handler is what the route step found to run the call.
	handler Handler
}

// Next answers a call: the rest of the chain from some step on.
type Next func(ctx context.Context, c *Call) Reply

// A Step is one named link of Handle's chain: Wrap returns a Next that
// does the step's part and calls next, or answers on its own. Features add
// theirs with Mux.Use.
type Step struct {
	Name string
	Wrap func(next Next) Next
}

// steps is Handle's chain, outermost first: the core's outer steps, the
// steps features used (Mux.Use), then the core's inner ones. The last
// handler runs the command (run).
func (b *Bot) steps() []Step {
	outer := []Step{
		{"measure", b.measureStep}, // the command's duration and outcome, for the Observer
		{"log", logStep},           // one line per command
		{"recover", recoverStep},   // a panic becomes an apology
		{"clip", clipStep},         // a reply never longer than MaxText
	}
	inner := []Step{
		{"route", b.routeStep},     // the command or component the call names, or why there is none
		{"errors", errorsStep},     // an error (Call.Err), the command's or a step's below, becomes the player's words
		{"admit", admitStep},       // AdminOnly commands for admins only
		{"ratelimit", b.limitStep}, // each player's rate
		{"locale", b.localeStep},   // the server's interface language, remembered (stored when it changes)
		{"clean", cleanStep},       // invisible characters out of options and values
	}
	return slices.Concat(outer, b.mux.usedSteps(), inner)
}

// chain builds the handler of steps around run.
func chain(steps []Step) Next {
	h := Next(run)
	for i := len(steps) - 1; i >= 0; i-- {
		h = steps[i].Wrap(h)
	}
	return h
}

// Handle runs one command or component action and returns the reply, down
// the chain of Steps. It never panics: a panic in a command is recovered,
// logged and answered with an ephemeral apology. Errors the player can fix
// come back as ephemeral replies that quote the problem exactly.
func (b *Bot) Handle(ctx context.Context, req Request) Reply {
	req.plat = b.platform(req.Platform)
	name := strings.ToLower(strings.TrimSpace(req.Command))
	if req.Action != nil {
		name, _ = ParseActionID(req.Action.ID)
	}
	c := &Call{Request: req, Name: name, Outcome: "ok", Start: time.Now(),
		Log: b.log.With("interaction", req.ID, "platform", req.Platform, "command", name, "user", req.User.ID)}
	return b.serve()(ctx, c)
}

func (b *Bot) measureStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		r := next(ctx, c)
		name := c.Name
		if c.Outcome == "unknown" {
			name = "unknown" // never a label per mistyped name
		}
		b.obs.Command(c.Request.Platform, name, c.Outcome, time.Since(c.Start))
		return r
	}
}

func logStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		r := next(ctx, c)
		c.Log.Info("command handled", "outcome", c.Outcome, "action", c.Request.Action != nil, "duration", time.Since(c.Start))
		return r
	}
}

func recoverStep(next Next) (h Next) {
	return func(ctx context.Context, c *Call) (r Reply) {
		defer func() {
			if p := recover(); p != nil {
				c.Log.Error("command panicked", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				r, c.Outcome = Reply{Text: c.Request.Printer().Sprintf(Apology), Ephemeral: true}, "panic"
			}
		}()
		return next(ctx, c)
	}
}

func clipStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		r := next(ctx, c)
		pt := c.Request.PublicPrinter()
		if r.Ephemeral {
			pt = c.Request.Printer()
		}
		r.Text = Truncate(pt, r.Text, MaxText)
		if r.Form != nil {
			r.Form = formIn(r.Form, c.Request.Printer())
		}
		return r
	}
}

func (b *Bot) routeStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		req := c.Request
		if req.Action != nil && req.Action.ID == LinkID {
			c.Outcome = "link"
			return Reply{} // the platform opened the link; nothing to say
		}
		spec, ok := b.Command(c.Name)
		if req.Action != nil {
			// A component routes by its id's start; the command its id
			// names, if any, says who may click it (AdminOnly).
			h, _, found := b.mux.action(req.Action.ID)
			if !found {
				c.Outcome = "unknown"
				return Reply{Text: Wording(req).Error(game.E(game.Invalid, game.CodeButtonGone)), Ephemeral: true}
			}
			c.handler, c.Spec = h, spec
			c.Request.Command = c.Name
			return next(ctx, c)
		}
		if !ok {
			c.Outcome = "unknown"
			err := game.E(game.Invalid, game.CodeUnknownCommand, game.Facts{"typed": c.Name, "near": suggest(c.Name, b.Mux().Names(), 2)})
			return Reply{Text: Wording(req).Error(err), Ephemeral: true}
		}
		c.handler, _ = b.mux.handler(spec.Name)
		c.Spec = spec
		c.Request.Command = spec.Name
		return next(ctx, c)
	}
}

// admitStep refuses an AdminOnly command to a player who is not an admin,
// or whom the platform cannot say is one: its refusal (Call.Err) is
// worded by the errors step, like any other.
func admitStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		if !c.Spec.AdminOnly {
			return next(ctx, c)
		}
		switch admin, err := c.Request.Admin(ctx); {
		case err != nil:
			c.Outcome = "forbidden"
			c.Log.Warn("could not tell whether the user is an admin", "err", err)
			c.Err = err
			return Reply{}
		case !admin:
			c.Outcome = "forbidden"
			c.Err = game.E(game.NotAllowed, game.CodeAdminOnly, game.Facts{"command": c.Spec.Name})
			return Reply{}
		}
		return next(ctx, c)
	}
}

func (b *Bot) limitStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		if c.Spec.NoRateLimit {
			return next(ctx, c)
		}
		if ok, wait := b.allow(ctx, c.Request.Platform+":"+c.Request.User.ID, c.Request); !ok {
			c.Outcome = "ratelimited"
			c.Err = game.E(game.Limit, game.CodeRateCommands, game.Facts{"wait": wait})
			return Reply{}
		}
		return next(ctx, c)
	}
}

// localeStep notes the server's interface language the request reports
// (serverLocales.note), after the rate limit: a request refused for its
// rate, or naming no command, writes nothing to the store, however often
// it comes and whatever language it reports.
func (b *Bot) localeStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		b.locales.note(ctx, c.Request)
		return next(ctx, c)
	}
}

func cleanStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		c.Request.Options = readable(c.Request.Options)
		if c.Request.Action != nil {
			a := *c.Request.Action
			a.Value = cleanText(a.Value)
			c.Request.Action = &a
		}
		return next(ctx, c)
	}
}

// errorsStep turns the error of the command or of a step below
// (Call.Err) into the player's words, on the one path (answer): a mistake
// they can fix, quoted; an apology for the bot's own. A step that refused
// keeps its outcome ("forbidden", "ratelimited").
func errorsStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		r := next(ctx, c)
		if c.Err == nil {
			return r
		}
		r, outcome := answer(ctx, c, c.Err)
		if c.Outcome == "ok" {
			c.Outcome = outcome
		}
		return r
	}
}

// run runs the call's command (or component action): the end of the
// chain. Its error goes back up in Call.Err.
func run(ctx context.Context, c *Call) Reply {
	var r Reply
	r, c.Err = c.handler(ctx, c.Request)
	return r
}
