// Package solve is the commands that need nothing but a dictionary: /solve,
// /path, /random, /define and /study. It reads boards in any language of
// play, solves them, draws their words' paths and remembers each
// channel's last board. Its handlers are safe for concurrent use; the
// study tables it makes in the background are owned by its Feature and
// waited for by Close.
package solve

import (
	"context"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/round"
)

// LiveRounds says whether a channel has a live round running, whose board
// /solve and /path must not give away: round.Service is one.
type LiveRounds interface {
	Running(ctx context.Context, k round.Key) (round.Round, error)
}

// Deps is what the feature uses.
type Deps struct {
	bot.Images
	bot.Boards
	bot.Solver
	bot.Tiers
	// Seed returns seeds for /random's dice.
	Seed func() uint64
	// Rounds, if set, runs live rounds: a channel's running round's board
	// is not given away.
	Rounds LiveRounds
}

// A Feature is the registered commands; Close waits for the study tables
// it is making.
type Feature struct{ b *feature }

type feature struct {
	Deps
	study *tables
}

// Register registers the feature's commands and components on m.
func Register(m *bot.Mux, d Deps) *Feature {
	b := &feature{Deps: d, study: newTables()}
	specs := b.commands()
	handlers := map[string]bot.Handler{"solve": b.solveCmd, "path": b.pathCmd, "random": b.randomCmd, "define": b.defineCmd, "study": b.studyCmd}
	for _, s := range specs {
		m.Command(s, handlers[s.Name])
	}
	m.Action("solve", b.solveAction)
	return &Feature{b}
}

// Close stops the study tables being made and waits for them.
func (f *Feature) Close() { f.b.study.close() }

// commands are the feature's commands.
func (b *feature) commands() []bot.CommandSpec {
	return append(append(b.coreCommands(), defineCommands()...), studyCommands()...)
}
