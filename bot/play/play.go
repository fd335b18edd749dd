// Package play is the commands every game mode shares: /guess, /hint,
// /leaderboard and /stats. Each asks the modes registered (Deps.Modes), in
// order, whether the request is theirs: a channel's live round, then a
// past day a player practises, then the daily. A new game mode is a Mode
// given here; play knows none of them. Its handlers are safe for
// concurrent use as long as the modes are.
package play

import (
	"context"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// A Mode is a game /guess, /hint, /leaderboard and /stats may play. Each
// method answers ok false when the request is not the mode's (no round
// runs in the channel, the player practises no past day...), and the next
// mode is asked.
type Mode interface {
	// Guess judges the words input, for req's player.
	Guess(ctx context.Context, req bot.Request, input string) (r bot.Reply, ok bool, err error)
	// Hint gives req's player the next hint.
	Hint(ctx context.Context, req bot.Request) (r bot.Reply, ok bool, err error)
	// Leaderboard is the mode's standings for period as typed ("" for the
	// default).
	Leaderboard(ctx context.Context, req bot.Request, period string) (r bot.Reply, ok bool, err error)
	// Stats is a player's stats (req.Options["user"], else req's player),
	// or with the option server (or the user "server", typed) the server's.
	Stats(ctx context.Context, req bot.Request) (r bot.Reply, ok bool, err error)
}

// Deps is what the feature uses.
type Deps struct {
	// Modes are asked in order; the last should take every request (the
	// daily, which says so when it is off).
	Modes []Mode
}

type feature struct{ Deps }

// Register registers /guess, /hint, /leaderboard and /stats on m.
func Register(m *bot.Mux, d Deps) {
	b := &feature{d}
	handlers := map[string]bot.Handler{"guess": b.guess, "hint": b.hint, "leaderboard": b.leaderboard, "stats": b.stats}
	for _, s := range commands() {
		m.Command(s, handlers[s.Name])
	}
}

// errNoMode answers a request no mode took: no game is set up.
var errNoMode = game.E(game.Unavailable, game.CodeDailyOff)

// first asks each mode in turn with ask, and returns the first answer
// taken.
func (b *feature) first(ask func(Mode) (bot.Reply, bool, error)) (bot.Reply, error) {
	for _, m := range b.Modes {
		if r, ok, err := ask(m); ok || err != nil {
			return r, err
		}
	}
	return bot.Reply{}, errNoMode
}

func (b *feature) guess(ctx context.Context, req bot.Request) (bot.Reply, error) {
	input := strings.TrimSpace(req.Options["words"])
	return b.first(func(m Mode) (bot.Reply, bool, error) { return m.Guess(ctx, req, input) })
}

func (b *feature) hint(ctx context.Context, req bot.Request) (bot.Reply, error) {
	return b.first(func(m Mode) (bot.Reply, bool, error) { return m.Hint(ctx, req) })
}

func (b *feature) leaderboard(ctx context.Context, req bot.Request) (bot.Reply, error) {
	period := strings.TrimSpace(req.Options["period"])
	return b.first(func(m Mode) (bot.Reply, bool, error) { return m.Leaderboard(ctx, req, period) })
}

func (b *feature) stats(ctx context.Context, req bot.Request) (bot.Reply, error) {
	return b.first(func(m Mode) (bot.Reply, bool, error) { return m.Stats(ctx, req) })
}

// commands are /guess, /leaderboard, /stats and /hint. /hint gives the hint ladder's next rung,
// privately, for the channel's running round if there is one, else for
// the daily board. The ladder itself (which rung, which word) lives in
// package game (game.NextHint, game.ClueIn), stored through
// challenge.Service.Hint and round.Service.Hint, so that the web can give
// the same hints; package present words and draws them.
//
// The rungs: (1) how many words are left, by first letter and length; (2)
// a heat map of where they start; (3) the first two letters and length of
// one word left; (4) its path. Then rungs 3 and 4 again for a new word
// each time, until no word is left. A word rungs 3 and 4 reveal scores
// nothing if the player enters it; hints taken are shown next to their
// score.
func commands() []bot.CommandSpec {
	return []bot.CommandSpec{
		{
			Name:        "guess",
			Description: "Guess words privately: the channel's round, else the daily board",
			Options: []bot.OptionSpec{
				// Not Required: the core would answer a bare /guess with a terse
				// "needs a words"; guessCmd explains instead.
				{Name: "words", Meta: "WORDS", Description: "the words you found, separated by spaces", Positional: true, Spaces: true},
			},
			Examples: []string{"/guess words:quilts relic slur", "/guess quilts relic slur"},
		},
		{
			Name:        "leaderboard",
			Description: "The daily's scores (season, today, week, all time) or live round wins",
			Options: []bot.OptionSpec{
				{Name: "period", Meta: "PERIOD", Description: "season (default: this month), today, week, all, or rounds (live round wins)", Positional: true, Choices: []bot.Choice{{Label: "this season", Value: "season"}, {Label: "today", Value: "today"}, {Label: "this week", Value: "week"}, {Label: "all time", Value: "all"}, {Label: "round wins", Value: "rounds"}}},
				{Name: "season", Meta: "YYYY-MM", Description: "a past season: its month, written YYYY-MM (2026-11)"},
			},
			Examples: []string{"/leaderboard", "/leaderboard week", "/leaderboard season:2026-11"},
		},
		{
			Name:        "stats",
			Description: "Points, streaks and best day in the daily; live rounds won",
			Options: []bot.OptionSpec{
				{Name: "user", Meta: "USER", Description: "whose stats (default: yours)", Type: bot.UserOpt, Positional: true},
				{Name: "server", Description: "this server's stats instead: players per day, the season's race (admins)", Type: bot.Boolean},
			},
			Examples: []string{"/stats", "/stats @alice", "/stats server"},
		},

		{
			Name:        "hint",
			Description: "A hint, only for you: the next step for this channel's round, else the daily board",
			Examples:    []string{"/hint"},
		},
	}
}
