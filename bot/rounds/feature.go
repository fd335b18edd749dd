// Package rounds is live rounds: /play starts a timed round in a channel,
// /play stop ends it early, its buttons enter words, open the web board
// and show a player's words once it is over; its Mode plays /guess, /hint
// and /leaderboard rounds in a channel whose round runs; its Keeper ends
// rounds on time and posts their results. Its handlers are safe for
// concurrent use; a Keeper runs from one goroutine.
package rounds

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// Links makes a player's personal, short-lived link to a round on the web
// board (web.Server is one); locale is the language the page opens in.
type Links interface {
	RoundLink(r round.Round, p game.Player, locale string) string
}

// DailySettings gives a server's daily settings, whose word list a round
// plays by default: challenge.Service is one.
type DailySettings interface {
	Settings(ctx context.Context, g game.Guild) (challenge.Settings, error)
}

// Deps is what the feature uses.
type Deps struct {
	bot.Images
	bot.Boards
	bot.Solver
	bot.Tiers
	bot.Platforms
	bot.Locales
	// Rounds runs live rounds; nil means the bot has none, and /play says
	// so.
	Rounds *round.Service
	// Daily, if set, gives a server's daily settings (a round's default
	// word list is the daily's).
	Daily DailySettings
	// Links, if set, gives the round's start message a Play on the board
	// button.
	Links Links
	Seed  func() uint64
	Now   func() time.Time
	Log   *slog.Logger
	Obs   bot.Observer
}

// A Feature is live rounds, registered on a Mux: its Mode for package play
// and a Keeper to run.
type Feature struct{ b *feature }

type feature struct {
	Deps
	tracker *roundTracker
}

// Register registers /play, /play stop and the rounds' components on m.
func Register(m *bot.Mux, d Deps) *Feature {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Obs == nil {
		d.Obs = bot.NopObserver{}
	}
	b := &feature{Deps: d, tracker: newRoundTracker()}
	handlers := map[string]bot.Handler{"play": b.playCmd, "play stop": b.playStopCmd}
	for _, s := range roundCommands() {
		m.Command(s, handlers[s.Name])
	}
	m.Action("play", b.playAction)
	return &Feature{b}
}

// RoundGuessed tells the keeper that words were added to r outside chat
// (the web board), so that its start message's count of players and words
// is brought up to date like after a /guess.
func (f *Feature) RoundGuessed(r round.Round) { f.b.tracker.touch(r) }

// Mode is the channel's live round as a game of package play: /guess and
// /hint in a channel whose round runs (or just ended: a guess meant for
// it never lands elsewhere), and /leaderboard rounds.
func (f *Feature) Mode() Mode { return Mode{f.b} }

// A Mode is a Feature's rounds as a play.Mode.
type Mode struct{ b *feature }

// Guess plays input in the channel's running round, or tells the player
// the round just ended.
func (m Mode) Guess(ctx context.Context, req bot.Request, input string) (bot.Reply, bool, error) {
	rs := m.b.Rounds
	if rs == nil {
		return bot.Reply{}, false, nil
	}
	for _, find := range []func(context.Context, round.Key) (round.Round, error){rs.Running, rs.JustEnded} {
		r, err := find(ctx, present.RoundKey(req))
		if err == nil {
			rep, err := m.b.roundGuess(ctx, rs, req, input, r.ID)
			return rep, true, err
		}
		if !errors.Is(err, round.ErrNotFound) {
			return bot.Reply{}, true, err
		}
	}
	return bot.Reply{}, false, nil
}

// Hint gives the next hint of the channel's running round.
func (m Mode) Hint(ctx context.Context, req bot.Request) (bot.Reply, bool, error) {
	rs := m.b.Rounds
	if rs == nil {
		return bot.Reply{}, false, nil
	}
	// One read of the channel's round: no running round is ErrNotFound.
	h, err := rs.HintIn(ctx, present.RoundKey(req), bot.PlayerOf(req))
	if errors.Is(err, round.ErrNotFound) {
		return bot.Reply{}, false, nil
	}
	rep, err := m.b.roundHint(ctx, req, h, err)
	return rep, true, err
}

// Leaderboard is /leaderboard rounds: the server's players by rounds won.
func (m Mode) Leaderboard(ctx context.Context, req bot.Request, period string) (bot.Reply, bool, error) {
	if !strings.EqualFold(period, "rounds") {
		return bot.Reply{}, false, nil
	}
	rep, err := m.b.roundWinners(ctx, req)
	return rep, true, err
}

// Stats leaves a player's stats to the daily, which counts their rounds.
func (Mode) Stats(context.Context, bot.Request) (bot.Reply, bool, error) {
	return bot.Reply{}, false, nil
}

// posterOf is the Poster of platform name, nil if it has none.
func (b *feature) posterOf(name string) bot.Poster { return b.Platform(name).Poster }
