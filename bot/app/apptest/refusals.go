package apptest

import (
	"context"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// Refusals records the error each call ended with (a feature's or a
// step's refusal, before the errors step words it), so that tests assert
// what was refused by its code and facts, not by the sentence a player
// reads. Install it with Watch before the bot serves.
type Refusals struct {
	mu   sync.Mutex
	last error
	n    int
}

// Watch installs a Refusals on b's Mux. b must not have served yet.
func Watch(b *bot.Bot) *Refusals {
	r := &Refusals{}
	b.Mux().Use(bot.Step{Name: "apptest.refusals", Wrap: func(next bot.Next) bot.Next {
		return func(ctx context.Context, c *bot.Call) bot.Reply {
			reply := next(ctx, c)
			r.mu.Lock()
			r.last, r.n = c.Err, r.n+1
			r.mu.Unlock()
			return reply
		}
	}})
	return r
}

// Last is the coded error the latest call ended with, nil if it ended
// without one (or with an error that has no code: the bot's own failure).
func (r *Refusals) Last() *game.Error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return game.CodeOf(bot.Coded(r.last, ""))
}

// Expect fails t unless the latest call was refused with code; it returns
// the refusal, for its facts.
func (r *Refusals) Expect(t testing.TB, code game.Code) *game.Error {
	t.Helper()
	e := r.Last()
	if e == nil || e.Code != code {
		t.Fatalf("the call ended with %v; want a refusal coded %q", e, code)
	}
	return e
}

// None fails t if the latest call was refused.
func (r *Refusals) None(t testing.TB) {
	t.Helper()
	if e := r.Last(); e != nil {
		t.Fatalf("the call was refused (%v); want it answered", e)
	}
}
