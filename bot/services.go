package bot

import (
	"context"
	"io"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// The core's services to features, each a narrow interface a feature's
// Deps names (as wtf's http.Server holds a DialService, never the app).
// A Bot implements every one; a test may give a feature a fake.

// Images draws the images replies carry, a few at a time (Config.Renderers)
// and timed for the Observer: f draws with r into w; alt is the image's alt
// text, which every image posted carries.
type Images interface {
	Draw(ctx context.Context, name, alt string, f func(w io.Writer, r Renderer) error) (*Image, error)
}

// Boards keeps each channel's last board, solved or rolled, for the
// commands that default to it.
type Boards interface {
	Remember(ctx context.Context, req Request, board solver.Board, tier string)
	ChannelBoard(ctx context.Context, req Request) (board solver.Board, tier string, ok bool)
}

// Solver solves boards, timed for the Observer.
type Solver interface {
	Solve(board solver.Board, d *dict.Dict, r solver.Rules) solver.Result
}

// Tiers reads the dictionary tier a player typed ("" for fallback, else
// the bot's default), refusing one that is not a tier in their words.
type Tiers interface {
	TierNamed(typed, fallback string) (string, error)
}

// Platforms are the registered chat platforms, for what a feature posts,
// edits or links with no request at hand (the daily's posts, a round's
// results).
type Platforms interface {
	Platform(name string) Platform
	Platforms() []Platform
}

// Locales gives the language a server's posts are written in: its
// interface language as last reported (stored where there is a store).
type Locales interface {
	PostPrinter(g game.Guild) *message.Printer
}

// Clock is the time, for features that stamp or schedule.
type Clock func() time.Time

// Observer returns what b reports to: Config.Observer, or one that
// ignores everything.
func (b *Bot) Observer() Observer { return b.obs }

// Now is b's clock (Config.Now).
func (b *Bot) Now() time.Time { return b.now() }

// Seed is a seed for dice (Config.Seed).
func (b *Bot) Seed() uint64 { return b.seed() }

// DefaultTier is the dictionary tier commands use when none is named.
func (b *Bot) DefaultTier() string { return b.tier }

// Removed tells every feature that registered for AppRemoved (Mux.On) that
// the app left a server (server set) or a player deauthorized it (user
// set): the adapters call it on the platform's event. Their errors, joined.
func (b *Bot) Removed(ctx context.Context, platform, server, user, reason string) error {
	return b.mux.dispatch(ctx, AppRemoved, EventInfo{Platform: platform, Server: server, User: user, Reason: reason})
}

// Returned tells every feature that registered for AppReturned that the app
// came back to a server, or a player authorized it again.
func (b *Bot) Returned(ctx context.Context, platform, server, user string) error {
	return b.mux.dispatch(ctx, AppReturned, EventInfo{Platform: platform, Server: server, User: user})
}
