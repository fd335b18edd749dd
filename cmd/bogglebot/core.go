package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	botapp "github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/web"
)

// A core is the game every front end shares, built on one store in one
// place (buildCore) for serve, the console and the tests: the live stream,
// the daily, live rounds, what is kept about players, the web board when
// configured, and the bot. What a front end adds around it (platforms and
// their HTTP server for serve, the terminal for the console) is its own.
type core struct {
	store   store.Store        // nil: no database, solving only
	live    live.Stream        // nil without a store
	daily   *challenge.Service // nil: no daily challenge
	rounds  *round.Service     // nil: no live rounds
	privacy *privacy.Service   // nil: nothing kept
	web     *web.Server        // nil: no web board
	bot     *bot.Bot
	app     *botapp.App // bot, with every feature registered
	// closeLive stops the live stream, before the store closes.
	closeLive func()
}

// coreConfig is what buildCore needs beyond the settings: the store (nil
// for none), the bot's configuration as the front end wants it (logger,
// observer, rate limit...; buildCore fills in the game's services, the
// store's declared capabilities and the web board's links), and the web
// board's own extras (its Discord Activity sign-in, for serve).
type coreConfig struct {
	Settings config.Config
	Store    store.Store
	Bot      botapp.Config
	Log      *slog.Logger
	// Web adjusts the web board's configuration before it is built; nil
	// leaves it as the settings make it.
	Web func(*web.Config)
}

// chatSeam is the web board's way back to the bot: the board takes a
// player's words under the chat's rate limit (Allow) and tells the bot a
// round was played in (RoundGuessed), and the bot links to the board, so
// each needs the other. The seam is built first, handed to the board, and
// given the bot once it is built: the one place the cycle is closed.
type chatSeam struct{ app *botapp.App }

func (s *chatSeam) Allow(ctx context.Context, key string) (bool, time.Duration) {
	return s.app.Allow(ctx, key)
}

func (s *chatSeam) RoundGuessed(r round.Round) { s.app.Rounds.RoundGuessed(r) }

// The daily page's reminder and role: /remind's and the daily post's own
// (web.Reminders, web.Roles).

func (s *chatSeam) Offered(platform string) bool { return s.app.Remind.Offered(platform) }

func (s *chatSeam) Status(ctx context.Context, g game.Guild, user string) (remind.Status, error) {
	return s.app.Remind.Status(ctx, g, user)
}

func (s *chatSeam) Set(ctx context.Context, g game.Guild, user, clock, timezone, locale string) (remind.Status, error) {
	return s.app.Remind.Set(ctx, g, user, clock, timezone, locale)
}

func (s *chatSeam) Stop(ctx context.Context, g game.Guild, user string) error {
	return s.app.Remind.Stop(ctx, g, user)
}

func (s *chatSeam) HasRole(ctx context.Context, g game.Guild) (bool, error) {
	return s.app.Daily.HasRole(ctx, g)
}

func (s *chatSeam) JoinRole(ctx context.Context, g game.Guild, user string, join bool) error {
	return s.app.Daily.JoinRole(ctx, g, user, join)
}

// buildCore builds the core on c.Store; on an error it closes what it
// opened (not the store, which the caller opened).
func buildCore(ctx context.Context, c coreConfig) (*core, error) {
	k := &core{store: c.Store, closeLive: func() {}}
	set := c.Settings
	bc := c.Bot
	if st := c.Store; st != nil {
		var err error
		if k.live, k.closeLive, err = liveStream(ctx, st, c.Log); err != nil {
			return nil, err
		}
		// Only the web board says when a word was entered: with it, a
		// round waits a moment past its end for words entered before it,
		// and a day past its midnight.
		var grace, dayGrace time.Duration
		if set.Web.Enabled() {
			grace, dayGrace = round.DefaultGrace, challenge.DefaultGrace
		}
		k.daily = challenge.New(challenge.Config{Store: st, Practice: st, Now: dailyNow, Seed: set.DailySeed, Live: k.live, Grace: dayGrace})
		k.rounds = round.New(round.Config{Store: st, Now: dailyNow, Live: k.live, Grace: grace})
		k.privacy = privacy.New(privacy.Config{Store: st, Rounds: k.rounds, Grace: set.RemovalGrace, Retention: set.Retention, Logger: c.Log})
		// Shared state by declared capability: a store that keeps each
		// channel's last board and each user's rate limit (PostgreSQL,
		// for several replicas) is given them; otherwise this process
		// keeps them.
		caps := st.Capabilities()
		bc.Boards, bc.Limits = caps.Boards, caps.Limits
		bc.Locales = st
		bc.Reminders = st
		bc.Roles = st
		bc.Daily, bc.Rounds, bc.Privacy = k.daily, k.rounds, k.privacy
	}
	bc.Off = append(bc.Off, featuresOff(set, c.Store)...)
	seam := &chatSeam{}
	if set.Web.Enabled() && k.daily != nil {
		wc := web.Config{PublicURL: set.Web.PublicURL, Secret: set.Web.Secret.Reveal(), Daily: k.daily, Rounds: k.rounds, Live: k.live,
			Allow: seam.Allow, RoundGuessed: seam.RoundGuessed, Reminders: seam, Roles: seam, Now: dailyNow, Logger: c.Log, Proxies: set.Runtime.Proxies,
			Erased: c.Store.Erased} // a page opened before an erasure writes nothing back
		if c.Web != nil {
			c.Web(&wc)
		}
		k.web = web.New(wc)
		bc.Links = k.web
	}
	k.app = botapp.New(bc)
	k.bot = k.app.Bot
	seam.app = k.app
	return k, nil
}

// errNoWebStore says why a configured web board is not served.
var errNoWebStore = errors.New("the web board needs the daily challenge's database")

// webStatus says whether the web board is served, for the start-up log.
func (k *core) webStatus(set config.Config) string {
	switch {
	case !set.Web.Enabled():
		return set.Web.Status()
	case k.web == nil:
		return fmt.Sprintf("web board: off (%v)", errNoWebStore)
	}
	return set.Web.Status()
}
