// Package daily is the daily board challenge: /daily (today's board and a
// player's progress, a past day replayed for practice), /daily setup,
// /daily review and /daily share, their buttons, the Scheduler that posts
// each server's board and results, and the daily's game modes for package
// play (PracticeMode, DayMode). Its handlers are safe for concurrent use.
package daily

import (
	"context"
	"log/slog"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// Links makes a player's personal, short-lived link to the day's board on
// the web board (web.Server is one); locale is the language the page
// opens in.
type Links interface {
	DailyLink(g game.Guild, p game.Player, day game.Day, locale string) string
}

// RoundStats counts a player's live rounds, for /stats: round.Service is
// one.
type RoundStats interface {
	PlayerStats(ctx context.Context, platform, guild, player string) (round.Stats, error)
}

// Deps is what the feature uses.
type Deps struct {
	bot.Images
	bot.Platforms
	bot.Locales
	// Daily runs the daily board challenge; nil means the bot has none,
	// and the daily's commands say so.
	Daily *challenge.Service
	// Roles, if set, keeps the role each server's daily post mentions
	// (/daily setup role:); nil: no roles.
	Roles challenge.Roles
	// Rounds, if set, counts a player's live rounds in /stats.
	Rounds RoundStats
	// Links, if set, gives /daily a Play on the board button.
	Links Links
	Now   func() time.Time
	Log   *slog.Logger
	Obs   bot.Observer
}

// A Feature is the daily, registered on a Mux: its modes for package play
// and the Scheduler's posts.
type Feature struct{ b *feature }

type feature struct{ Deps }

// Register registers the daily's commands and components on m.
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
	b := &feature{d}
	handlers := map[string]bot.Handler{"daily": b.dailyCmd, "daily setup": b.dailySetupCmd, "daily review": b.dailyReviewCmd, "daily share": b.dailyShareCmd}
	for _, s := range append(b.dailyCommands(), reviewCommands()...) {
		m.Command(s, handlers[s.Name])
	}
	m.Action("daily", b.dailyAction)
	m.Action(rolePrefix, b.roleAction)
	return &Feature{b}
}
