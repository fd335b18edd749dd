package bot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/i18n"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
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
	// Err is the command's error, for the errors step to word.
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
		{"admit", admitStep},       // AdminOnly commands for admins only
		{"ratelimit", b.limitStep}, // each player's rate
		{"locale", b.localeStep},   // the server's interface language, remembered (stored when it changes)
		{"clean", cleanStep},       // invisible characters out of options and values
		{"errors", errorsStep},     // an error becomes the player's words
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

// goneButton answers a click on a component the bot no longer serves.
const goneButton = "That button is no longer available. Run the command again."

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
				return Reply{Text: req.Printer().Sprintf(goneButton), Ephemeral: true}
			}
			c.handler, c.Spec = h, spec
			c.Request.Command = c.Name
			return next(ctx, c)
		}
		if !ok {
			c.Outcome = "unknown"
			return Reply{Text: unknownCommand(c.Name, b.Commands().Names()).In(c.Request.Printer()), Ephemeral: true}
		}
		c.handler, _ = b.mux.handler(spec.Name)
		c.Spec = spec
		c.Request.Command = spec.Name
		return next(ctx, c)
	}
}

func admitStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		if !c.Spec.AdminOnly {
			return next(ctx, c)
		}
		switch admin, err := c.Request.Admin(ctx); {
		case err != nil:
			c.Outcome = "forbidden"
			c.Log.Warn("could not tell whether the user is an admin", "err", err)
			text := c.Request.Printer().Sprintf(Apology)
			if game.CodeOf(err) != nil {
				text = Wording(c.Request).Error(err)
			} else if _, ok := errors.AsType[*UserError](err); ok {
				text = ErrorIn(err, c.Request.Locale)
			}
			return Reply{Text: text, Ephemeral: true}
		case !admin:
			c.Outcome = "forbidden"
			return Reply{Text: c.Request.Printer().Sprintf("Only server admins can use `/%s`.", c.Spec.Name), Ephemeral: true}
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
			return Reply{Text: c.Request.Printer().Sprintf("You're sending commands a bit fast. Try again in %s.", i18n.Seconds(c.Request.Printer(), wait)), Ephemeral: true}
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

// errorsStep turns the command's error (Call.Err) into the player's
// words: a mistake they can fix, quoted; an apology for the bot's own.
func errorsStep(next Next) Next {
	return func(ctx context.Context, c *Call) Reply {
		r := next(ctx, c)
		err := c.Err
		if err == nil {
			return r
		}
		req := c.Request
		var ue *UserError
		var pe *solver.ParseError
		switch {
		case errors.As(err, &pe):
			c.Outcome = "user_error"
			return Reply{Text: BoardError(req.Options["board"], pe).In(req.Printer()), Ephemeral: true}
		case game.CodeOf(err) != nil && game.KindOf(err) != game.Other:
			c.Outcome = "user_error"
			return Reply{Text: Wording(req).Error(err), Ephemeral: true}
		case errors.As(err, &ue):
			c.Outcome = "user_error"
			return Reply{Text: ErrorIn(err, req.Locale), Ephemeral: true}
		case ctx.Err() != nil:
			c.Outcome = "canceled"
			c.Log.Warn("command canceled", "err", err)
			return Reply{Text: req.Printer().Sprintf("That took too long and was cancelled. Please try again."), Ephemeral: true}
		default:
			c.Outcome = "error"
			c.Log.Error("command failed", "err", err)
			return Reply{Text: req.Printer().Sprintf(Apology), Ephemeral: true}
		}
	}
}

// run runs the call's command (or component action): the end of the
// chain. Its error goes back up in Call.Err.
func run(ctx context.Context, c *Call) Reply {
	var r Reply
	r, c.Err = c.handler(ctx, c.Request)
	return r
}
