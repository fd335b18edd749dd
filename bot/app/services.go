package app

import (
	"context"
	"io"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// Each core service a feature is given is a value with that service's
// methods and nothing else, never the *bot.Bot behind it: no feature can
// assert its way back to the Bot (or to another of its services).
type (
	images    struct{ b *bot.Bot }
	boards    struct{ b *bot.Bot }
	solves    struct{ b *bot.Bot }
	tiers     struct{ b *bot.Bot }
	platforms struct{ b *bot.Bot }
	locales   struct{ b *bot.Bot }
)

func (s images) Draw(ctx context.Context, name, alt string, f func(w io.Writer, r bot.Renderer) error) (*bot.Image, error) {
	return s.b.Draw(ctx, name, alt, f)
}

func (s boards) Remember(ctx context.Context, req bot.Request, board solver.Board, tier string) {
	s.b.Remember(ctx, req, board, tier)
}

func (s boards) ChannelBoard(ctx context.Context, req bot.Request) (solver.Board, string, bool) {
	return s.b.ChannelBoard(ctx, req)
}

func (s solves) Solve(board solver.Board, d *dict.Dict, r solver.Rules) solver.Result {
	return s.b.Solve(board, d, r)
}

func (s tiers) TierNamed(typed, fallback string) (string, error) {
	return s.b.TierNamed(typed, fallback)
}

func (s platforms) Platform(name string) bot.Platform { return s.b.Platform(name) }
func (s platforms) Platforms() []bot.Platform         { return s.b.Platforms() }

func (s locales) PostPrinter(g game.Guild) *message.Printer { return s.b.PostPrinter(g) }

// Compile-time checks that each wrapper is the service it stands for.
var (
	_ bot.Images    = images{}
	_ bot.Boards    = boards{}
	_ bot.Solver    = solves{}
	_ bot.Tiers     = tiers{}
	_ bot.Platforms = platforms{}
	_ bot.Locales   = locales{}
)
