// Package app assembles the bot: the core (package bot) with every feature
// registered on its Mux, each given its services as a Deps struct. serve,
// the console and the tests build their bot here, so that what they run is
// one assembly. An App is safe for concurrent use as its Bot is.
package app

import (
	"log/slog"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/bot/play"
	"github.com/bogglebot/bogglebot/bot/privacy"
	"github.com/bogglebot/bogglebot/bot/remind"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/bot/solve"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	privacysvc "github.com/bogglebot/bogglebot/privacy"
	remindsvc "github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
)

// Config is the core's settings (bot.Config's, by the same names) and the
// game's services. The zero value is a bot that solves boards and keeps
// nothing.
type Config struct {
	Renderer    bot.Renderer
	DefaultTier string
	Logger      *slog.Logger
	Now         func() time.Time
	Seed        func() uint64
	Boards      store.ChannelBoards
	Limits      store.RateLimits
	Locales     store.ServerLocales
	MemoryTTL   time.Duration
	MemorySize  int
	RateLimit   bot.RateLimit
	Observer    bot.Observer
	Renderers   int
	Completers  int
	Off         []bot.Off

	// Rounds runs live rounds; nil means none, and /play says so.
	Rounds *round.Service
	// Daily runs the daily board challenge; nil means none, and the
	// daily's commands say so.
	Daily *challenge.Service
	// Privacy exports and erases players' and servers' data; nil means
	// the bot keeps nothing, and /privacy says so.
	Privacy *privacysvc.Service
	// Links, if set, makes players' personal links to the web board
	// (web.Server is one).
	Links Links
	// Reminders keeps the players' reminders (/remind); nil means none,
	// and /remind says the daily is off.
	Reminders remindsvc.Store
	// Roles keeps the role each server's daily post mentions (/daily
	// setup role:); nil means none.
	Roles challenge.Roles
}

// Links makes a player's personal, short-lived links to the web board.
type Links interface {
	DailyLink(g game.Guild, p game.Player, day game.Day, locale string) string
	RoundLink(r round.Round, p game.Player, locale string) string
}

// An App is the bot with every feature registered.
type App struct {
	*bot.Bot
	Solve  *solve.Feature
	Daily  *daily.Feature
	Rounds *rounds.Feature
	Remind *remind.Feature
}

// New builds the bot of cfg and registers every feature on it: /solve,
// /path, /random, /define and /study; the daily; live rounds; /guess,
// /hint, /leaderboard and /stats over the rounds', the practice's and the
// daily's modes, in that order; /privacy; /remind. It does no I/O.
func New(cfg Config) *App {
	b := bot.New(bot.Config{Renderer: cfg.Renderer, DefaultTier: cfg.DefaultTier, Logger: cfg.Logger, Now: cfg.Now, Seed: cfg.Seed,
		Boards: cfg.Boards, Limits: cfg.Limits, Locales: cfg.Locales, MemoryTTL: cfg.MemoryTTL, MemorySize: cfg.MemorySize,
		RateLimit: cfg.RateLimit, Observer: cfg.Observer, Renderers: cfg.Renderers, Completers: cfg.Completers, Off: cfg.Off})
	m := b.Mux()
	a := &App{Bot: b}

	// Interfaces are set only from services that are there: a nil
	// *round.Service in an interface would not be nil.
	var liveRounds solve.LiveRounds
	var roundStats daily.RoundStats
	if cfg.Rounds != nil {
		liveRounds, roundStats = cfg.Rounds, cfg.Rounds
	}
	var dailySettings rounds.DailySettings
	if cfg.Daily != nil {
		dailySettings = cfg.Daily
	}
	var dailyLinks daily.Links
	var roundLinks rounds.Links
	if cfg.Links != nil {
		dailyLinks, roundLinks = cfg.Links, cfg.Links
	}

	img, brd, sol, tie, plt, loc := images{b}, boards{b}, solves{b}, tiers{b}, platforms{b}, locales{b}
	a.Solve = solve.Register(m, solve.Deps{Images: img, Boards: brd, Solver: sol, Tiers: tie, Seed: b.Seed, Rounds: liveRounds})
	a.Daily = daily.Register(m, daily.Deps{Images: img, Platforms: plt, Locales: loc, Daily: cfg.Daily, Rounds: roundStats, Links: dailyLinks, Roles: cfg.Roles,
		Now: b.Now, Log: b.Logger(), Obs: b.Observer()})
	a.Rounds = rounds.Register(m, rounds.Deps{Images: img, Boards: brd, Solver: sol, Tiers: tie, Platforms: plt, Locales: loc,
		Rounds: cfg.Rounds, Daily: dailySettings, Links: roundLinks, Seed: b.Seed, Now: b.Now, Log: b.Logger(), Obs: b.Observer()})
	play.Register(m, play.Deps{Modes: []play.Mode{a.Rounds.Mode(), a.Daily.PracticeMode(), a.Daily.DayMode()}})
	privacy.Register(m, privacy.Deps{Privacy: cfg.Privacy, Log: b.Logger()})
	var remindDaily remind.Daily
	if cfg.Daily != nil {
		remindDaily = cfg.Daily
	}
	var budgets remind.Budgets
	if cfg.Limits != nil {
		budgets = cfg.Limits // the send budgets shared between replicas, as the players' rate limits are
	}
	a.Remind = remind.Register(m, remind.Deps{Reminders: cfg.Reminders, Daily: remindDaily, Platforms: plt, Budgets: budgets,
		Now: b.Now, Log: b.Logger(), Obs: b.Observer()})
	return a
}

// Close stops what the features do in the background (the study tables
// being made) and waits for it.
func (a *App) Close() { a.Solve.Close() }

// Keeper is a round keeper for a's rounds, with the defaults.
func (a *App) Keeper() *rounds.Keeper { return &rounds.Keeper{Rounds: a.Rounds} }

// Scheduler is a scheduler of a's daily posts, with the defaults.
func (a *App) Scheduler() *daily.Scheduler { return &daily.Scheduler{Daily: a.Daily} }

// Sender is a sender of a's reminders, with the defaults.
func (a *App) Sender() *remind.Sender { return a.Remind.Sender() }

// Commands is the Mux of an App built with the zero Config: every command
// bogglebot has, for tools that read the commands (a Slack manifest,
// Discord's registration, free text) without serving.
func Commands() *bot.Mux { return New(Config{}).Mux() }
