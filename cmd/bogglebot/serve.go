package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/lang"

	"github.com/bogglebot/bogglebot/bot"
	botapp "github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/bot/slack"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/logsample"
	"github.com/bogglebot/bogglebot/internal/replay"
	"github.com/bogglebot/bogglebot/ops"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/web"
)

func init() {
	register(command{
		name:    "serve",
		args:    "[--config FILE]",
		summary: "run the chat bot on the platforms configured in the environment or a config file",
		run:     runServe,
	})
}

// errNoPlatform says how to configure a platform, or to try the console.
var errNoPlatform = errors.New("no chat platform is configured.\n" +
	"  Discord: set DISCORD_TOKEN and DISCORD_APP_ID (gateway mode), or also DISCORD_MODE=http and\n" +
	"  DISCORD_PUBLIC_KEY to serve HTTP interactions on BOGGLEBOT_HTTP_ADDR; see docs/discord.md.\n" +
	"  Slack: set SLACK_BOT_TOKEN and SLACK_APP_TOKEN (Socket Mode), or SLACK_MODE=http and\n" +
	"  SLACK_SIGNING_SECRET; see docs/slack.md.\n" +
	"  To try the bot without any account, run 'bogglebot console' (with BOGGLEBOT_PUBLIC_URL and\n" +
	"  BOGGLEBOT_WEB_SECRET set, it serves the web board too; see docs/web.md).")

// withPlatformProblem adds to err, the configuration's problems, that no
// chat platform is configured when none is and no problem is a platform's
// own (a malformed token turns its platform off): every problem is named
// in one message, not the next one only once the first is fixed.
func withPlatformProblem(cfg config.Config, err error) error {
	var p config.Problems
	if !errors.As(err, &p) || slices.ContainsFunc(platforms, func(s platformSpec) bool { return s.on(cfg) }) {
		return err
	}
	for _, q := range p {
		if strings.HasPrefix(q, "DISCORD_") || strings.HasPrefix(q, "SLACK_") {
			return err
		}
	}
	return append(slices.Clip(p), strings.ReplaceAll(errNoPlatform.Error(), "\n  ", "\n      "))
}

// platforms lists the chat platforms serve runs, each when its settings
// are there: adding a platform is its package (which registers its
// bot.Platform with the Bot when built), its settings in config, and one
// line here.
var platforms = []platformSpec{
	{discord.Platform, func(c config.Config) bool { return c.Discord.Enabled() }, (*app).addDiscord},
	{slack.Platform, func(c config.Config) bool { return c.Slack.Enabled() }, (*app).addSlack},
}

// A platformSpec is one platform serve can run: its name, whether its
// settings are there, and how to add its adapter to the app.
type platformSpec struct {
	name string
	on   func(config.Config) bool
	add  func(*app, context.Context) error
}

// A service is one long-running part of serve: a gateway connection, the
// HTTP server, the daily scheduler. run returns when ctx is done.
type service struct {
	name string
	run  func(ctx context.Context) error
}

// newLogger returns the configured slog logger writing to w.
func newLogger(w io.Writer, cfg config.Config) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	if cfg.LogFormat == "json" {
		// Durations as the text format writes them ("43.6ms"), not as
		// integer nanoseconds.
		opts.ReplaceAttr = func(_ []string, a slog.Attr) slog.Attr {
			if a.Value.Kind() == slog.KindDuration {
				a.Value = slog.StringValue(a.Value.Duration().String())
			}
			return a
		}
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

func runServe(ctx context.Context, c *cli, args []string) error {
	started := time.Now()
	fs := newFlags(c, "serve", commands["serve"].args)
	file := fs.String("config", "", "YAML or TOML file of settings (keys named like the environment variables; the environment wins)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("serve takes no arguments; it reads its settings from the environment or --config")
	}
	cfg, err := config.Load(c.lookupEnv, *file)
	if err != nil {
		// A mistyped name is often why a setting is missing: say so
		// with the error, as config check does.
		for _, w := range config.Unknown(c.environment()) {
			fmt.Fprintf(c.stderr, "warning: %s\n", w)
		}
		return withPlatformProblem(cfg, err)
	}
	log := newLogger(c.stderr, cfg)
	slog.SetDefault(log) // discordgo's and slack-go's logs follow the configured format
	for _, w := range append(config.Unknown(c.environment()), cfg.Warnings()...) {
		log.Warn(w)
	}
	if err := useLanguages(ctx, cfg, log); err != nil {
		return err
	}
	a, err := newApp(ctx, cfg, log)
	if err != nil {
		return err
	}
	log.Info("serving HTTP", "addr", a.Addr().String(), "startup", time.Since(started))
	if c.listening != nil {
		c.listening(a.Addr().String())
	}
	err = a.Run(ctx)
	if cerr := a.Close(); err == nil {
		err = cerr
	}
	return err
}

// An app is bogglebot serve: newApp builds every part from the
// configuration (the database, the bot and its runtime, each platform's
// adapter, the HTTP server and its listener), Run runs them until the
// context ends or one fails, and Close finishes the commands in flight and
// closes the database. Tests drive the same three steps.
type app struct {
	cfg config.Config
	log *slog.Logger
	// core is the game on the store, as the console builds it too
	// (buildCore): store, live stream, daily, rounds, privacy, web board,
	// bot.
	core
	rt      *bot.Runtime
	metrics *ops.Metrics
	checks  *ops.Checks
	mux     *http.ServeMux
	gauges  []func()                      // refresh the platform-connected gauges
	waits   []func(context.Context) error // the adapters' Wait: their own work in flight, before the store closes
	// services run until Run's context ends; the first to fail stops them
	// all.
	services []service
	ln       *ops.Listener
	srv      *http.Server
	// The admin listener (BOGGLEBOT_ADMIN_ADDR): /metrics, /readyz and the
	// profiler, off the public port. nil when it is not set.
	adminLn  *ops.Listener
	adminSrv *http.Server
}

// drainTimeout bounds Close's wait for the commands in flight.
const drainTimeout = 30 * time.Second

// newApp builds serve from cfg. It fails when no platform is configured,
// when an explicitly configured database does not open, or when a
// platform's adapter, its command registration or the listener fails.
// Nothing runs until Run; what newApp opened, Close closes.
func newApp(ctx context.Context, cfg config.Config, log *slog.Logger) (a *app, err error) {
	if !slices.ContainsFunc(platforms, func(p platformSpec) bool { return p.on(cfg) }) {
		return nil, errNoPlatform
	}
	log.Info("starting bogglebot", "config", cfg)
	a = &app{cfg: cfg, log: log, metrics: ops.NewMetrics(), checks: &ops.Checks{Log: log}, mux: http.NewServeMux()}
	defer func() {
		if err != nil {
			a.Close()
			a = nil
		}
	}()
	// With an admin listener the public port keeps only /healthz; without
	// one, /readyz and /metrics stay on it, as they always were, and the
	// profiler is served nowhere.
	if cfg.AdminAddr != "" {
		ops.MountHealth(a.mux)
	} else {
		ops.Mount(a.mux, a.metrics, a.checks)
	}
	log.Info(cfg.OpsStatus())
	if err := a.openStore(ctx); err != nil {
		return a, err
	}
	if _, err := dict.Embedded(cfg.Dict); err != nil { // built once here, not on the first command
		return a, err
	}
	bc := botapp.Config{Logger: log, Now: dailyNow, DefaultTier: cfg.Dict, Observer: a.metrics, Renderer: serveRenderer}
	k, err := buildCore(ctx, coreConfig{Settings: cfg, Store: a.store, Bot: bc, Log: log, Web: a.activity})
	if err != nil {
		return a, err
	}
	a.core = *k
	log.Info(a.webStatus(cfg))
	if a.web != nil {
		a.web.Mount(a.mux)
	}
	r := cfg.Runtime
	a.rt = bot.NewRuntime(a.bot, bot.RuntimeConfig{Workers: r.Workers, Queue: r.Queue, PerUser: r.PerUser, QueueWait: r.QueueWait})
	var names []string
	for _, p := range platforms {
		if p.on(cfg) {
			if err := p.add(a, ctx); err != nil {
				return a, err
			}
			names = append(names, p.name)
		}
	}
	a.metrics.Expect(names, a.bot.Mux().Names(), a.daily != nil)
	if a.daily != nil {
		s := &daily.Scheduler{Daily: a.app.Daily, Logger: log}
		a.services = append(a.services, service{"daily scheduler", s.Run})
	}
	if a.rounds != nil {
		k := &rounds.Keeper{Rounds: a.app.Rounds, Logger: log}
		a.services = append(a.services, service{"round keeper", k.Run})
	}
	if a.daily != nil {
		a.services = append(a.services, service{"reminder sender", a.app.Sender().Run})
	}
	if a.privacy != nil {
		a.services = append(a.services, service{"data sweeper", a.sweep})
	}
	a.services = append(a.services, service{"connection gauges", a.refreshGauges})

	refusals := &logsample.Sampler{Log: log, Msg: "http connection closed against its client's will"}
	a.ln, err = ops.ListenLimits(cfg.HTTPAddr, ops.Limits{PerClient: cfg.Runtime.ConnsPerClient, Proxies: cfg.Runtime.Proxies, Log: refusals})
	if err != nil {
		return a, fmt.Errorf("listen on %s (%s): %w", cfg.HTTPAddr, config.EnvHTTPAddr, err)
	}
	// The count of connections refused since the last line is written a
	// minute after, or at shutdown, even when no later refusal comes.
	a.services = append(a.services, service{"refusal counts", func(ctx context.Context) error {
		flushEvery(ctx, logsample.DefaultEvery, refusals)
		return nil
	}})
	a.srv = ops.NewServer(web.Secure(a.mux), log) // the security headers on every answer
	a.ln.Watch(a.srv)
	a.metrics.WatchListener(a.ln)
	a.services = append(a.services, service{"http server", func(ctx context.Context) error { return serveHTTP(ctx, a.srv, a.ln) }})
	if cfg.AdminAddr != "" {
		if err := a.addAdmin(); err != nil {
			return a, err
		}
	}
	return a, nil
}

// openStore opens the daily challenge's database. One configured on
// purpose must open; the default SQLite file may not be writable (a
// read-only working directory), which only disables the daily challenge.
func (a *app) openStore(ctx context.Context) error {
	st, err := openStore(ctx, a.cfg.Database.Reveal())
	if err != nil {
		if a.cfg.DatabaseSet {
			return err
		}
		a.log.Warn("daily challenge disabled: the default database cannot be opened", "err", err)
		return nil
	}
	a.store = st
	caps := st.Capabilities()
	for _, off := range caps.Off() {
		a.log.Info("store capability", "store", fmt.Sprintf("%T", st), "capability", off)
	}
	if check := caps.CheckWrite; check != nil {
		a.checks.Add("database writes", func(ctx context.Context) error {
			if err := check(ctx); err != nil {
				why := ops.Unready("a test write to the database failed")
				if errors.Is(err, game.ErrCannotWrite) {
					why = ops.Unready("the database refuses writes: players' words are not saved")
				}
				return fmt.Errorf("%w: %w", why, err)
			}
			return nil
		})
	}
	if ping := caps.Ping; ping != nil {
		a.checks.Add("database", func(ctx context.Context) error {
			if err := ping(ctx); err != nil {
				// The driver's error names the user, database and address:
				// the log has it, /readyz says only this.
				return fmt.Errorf("%w: %w", ops.Unready("the database does not answer"), err)
			}
			return nil
		})
	}
	return nil
}

// sweepEvery is how often serve carries out the data removals that are due
// and ages out old entries.
const sweepEvery = time.Hour

// sweep runs privacy.Service.Sweep at start and every sweepEvery: the
// erasures scheduled after the app's removal from a server, and the
// retention setting. A failure is logged and tried again next time.
func (a *app) sweep(ctx context.Context) error {
	t := time.NewTicker(sweepEvery)
	defer t.Stop()
	for {
		sw, err := a.privacy.Sweep(ctx)
		if err != nil && ctx.Err() == nil {
			a.log.Error("data sweep failed", "err", err)
		} else if sw != (privacy.Swept{}) {
			a.log.Info("data swept", "servers", sw.Servers, "users", sw.Users, "forgotten_rows", sw.Forgotten)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// activity gives the web board the Discord Activity's sign-in: the app's
// id and secret, and Discord's API. The board is served on the one HTTP
// server, beside Discord's and Slack's endpoints and /healthz: a
// self-hoster opens one port and puts one HTTPS address in front of it
// (which an Activity needs anyway). Its live-round streams push the
// server's write timeout back as they write, and are capped (web.Config.
// MaxStreams) below the connection cap, so they never crowd out the
// platforms' requests.
func (a *app) activity(wc *web.Config) {
	wc.ClientID, wc.ClientSecret, wc.DiscordAPI = a.cfg.Discord.AppID, a.cfg.Web.ClientSecret.Reveal(), discordAPI(a.cfg.Discord.APIURL.Reveal())
	wc.BotToken = a.cfg.Discord.Token.Reveal() // checks an Activity's channel with Discord
}

// discordAPI is the base of Discord's REST API: DISCORD_API_URL's in tests.
func discordAPI(base string) string {
	if base == "" {
		return ""
	}
	return base + "/api"
}

// replays is the store's shared replay guard, if it keeps one.
func (a *app) replays() replay.Shared {
	if a.store == nil {
		return nil
	}
	if r := a.store.Capabilities().Replays; r != nil {
		return r
	}
	return nil
}

// addDiscord builds the Discord adapter and mounts or runs its transport.
func (a *app) addDiscord(ctx context.Context) error {
	d := a.cfg.Discord
	dc, err := discord.New(discord.Config{Bot: a.bot, Runtime: a.rt, Token: d.Token.Reveal(), AppID: d.AppID, GuildID: d.GuildID,
		PublicKey: d.PublicKey, APIURL: d.APIURL.Reveal(), Logger: a.log, ShardID: d.ShardID, ShardCount: d.ShardCount,
		Activity: a.cfg.Web.ClientSecret != "" && a.web != nil, // the web board inside Discord, when there is one
		Replays:  a.replays()})
	if err != nil {
		return err
	}
	// Registering fails at start when Discord does: the commands it
	// already has still work, so serve them and keep trying. A refusal (a
	// bad token, a wrong application id) stops serve.
	if err := dc.RegisterCommands(ctx); err != nil {
		if !discord.Retryable(err) {
			return err
		}
		a.log.Warn("could not register the slash commands; serving the ones Discord has and trying again", "err", err)
		a.services = append(a.services, service{"discord command registration", func(ctx context.Context) error {
			dc.KeepRegistering(ctx)
			<-ctx.Done() // a service that returns stops serve
			return nil
		}})
	}
	switch d.Mode {
	case config.HTTP:
		h, err := dc.Handler()
		if err != nil {
			return err
		}
		a.mux.Handle("POST /discord/interactions", h)
		a.gauges = append(a.gauges, func() { a.metrics.SetConnected(discord.Platform, true) })
	default:
		a.services = append(a.services, service{"discord gateway", dc.RunGateway})
		a.checks.Add("discord", connectedCheck("the Discord gateway is not connected", dc.Connected))
		a.gauges = append(a.gauges, func() { a.metrics.SetConnected(discord.Platform, dc.Connected()) })
	}
	// Webhook Events (a user deauthorized the app), in either mode once the
	// public key that checks their signatures is known.
	if len(d.PublicKey) > 0 {
		ev, err := dc.EventsHandler()
		if err != nil {
			return err
		}
		a.mux.Handle("POST /discord/events", ev)
	}
	return nil
}

// addSlack builds the Slack adapter and mounts or runs its transport. It
// checks the bot token first (auth.test): a refused token stops serve with
// what to do; Slack out of reach is logged, and serve starts anyway (Socket
// Mode retries by itself, with backoff, and stops serve if Slack refuses
// the app-level token).
func (a *app) addSlack(ctx context.Context) error {
	s := a.cfg.Slack
	sc, err := slack.New(slack.Config{Bot: a.bot, Runtime: a.rt, Mode: s.Mode, BotToken: s.BotToken.Reveal(), AppToken: s.AppToken.Reveal(),
		SigningSecret: s.SigningSecret.Reveal(), APIURL: s.APIURL.Reveal(), Admins: s.Admins, Logger: a.log, Replays: a.replays()})
	if err != nil {
		return err
	}
	a.waits = append(a.waits, sc.Wait)
	// The bot token, in either mode (Socket Mode's connection checks only
	// the app-level token).
	if err := sc.Check(ctx); errors.Is(err, slack.ErrTokenRefused) {
		return err
	} else if err != nil {
		a.log.Warn("could not check the Slack bot token; serving anyway", "err", err)
	}
	switch s.Mode {
	case config.HTTP:
		h, err := sc.Handler()
		if err != nil {
			return err
		}
		a.mux.Handle("/slack/", h)
		a.gauges = append(a.gauges, func() { a.metrics.SetConnected(slack.Platform, true) })
	default:
		a.services = append(a.services, service{"slack socket mode", sc.RunSocket})
		a.checks.Add("slack", connectedCheck("the Slack Socket Mode connection is not up", sc.Connected))
		a.gauges = append(a.gauges, func() { a.metrics.SetConnected(slack.Platform, sc.Connected()) })
	}
	return nil
}

// Addr is the address the HTTP server listens on.
func (a *app) Addr() net.Addr { return a.ln.Addr() }

// Run runs every service until ctx is done or one fails, which stops the
// others; it returns the first failure. The HTTP server stops taking new
// requests when Run returns; Close finishes the rest.
func (a *app) Run(ctx context.Context) error { return runServices(ctx, a.log, a.services) }

// Close finishes the commands already acknowledged (at most drainTimeout),
// then closes the listener and the database. It may be called on an app
// newApp could not finish building.
func (a *app) Close() error {
	var errs []error
	if a.rt != nil {
		if a.srv != nil {
			a.log.Info("shutting down: finishing commands in flight")
		}
		ctx, cancel := context.WithTimeout(context.Background(), drainTimeout)
		if err := a.rt.Drain(ctx); err != nil {
			a.log.Warn("shutdown", "err", err)
		}
		// The adapters' own work (Slack's notes and Socket Mode events,
		// such as an app_uninstalled being recorded) before the store closes.
		for _, wait := range a.waits {
			if err := wait(ctx); err != nil {
				a.log.Warn("shutdown", "err", err)
			}
		}
		cancel()
	}
	if a.app != nil {
		a.app.Close() // the features' own background work (study tables being made)
	}
	if a.ln != nil {
		a.ln.Close() // already closed if the server ran
	}
	if a.adminLn != nil {
		a.adminLn.Close()
	}
	if a.closeLive != nil {
		a.closeLive()
	}
	if a.store != nil {
		if err := a.store.Close(); err != nil {
			errs = append(errs, fmt.Errorf("close database: %w", err))
		}
	}
	if a.srv != nil {
		a.log.Info("bogglebot stopped")
	}
	return errors.Join(errs...)
}

// adminConns caps the admin listener's connections: a Prometheus server
// or two, a probe, an operator's profiler.
const adminConns = 64

// adminWriteTimeout bounds an admin answer: a CPU profile or trace takes
// 30 seconds by default (?seconds=N), more than the public port's limit.
const adminWriteTimeout = 2 * time.Minute

// addAdmin listens on BOGGLEBOT_ADMIN_ADDR and serves /healthz, /readyz,
// /metrics and /debug/pprof/ there.
func (a *app) addAdmin() error {
	var err error
	a.adminLn, err = ops.ListenLimits(a.cfg.AdminAddr, ops.Limits{MaxConns: adminConns, PerClient: adminConns,
		Log: &logsample.Sampler{Log: a.log, Msg: "admin http connection closed against its client's will"}})
	if err != nil {
		return fmt.Errorf("listen on %s (%s): %w", a.cfg.AdminAddr, config.EnvAdminAddr, err)
	}
	mux := http.NewServeMux()
	ops.MountAdmin(mux, a.metrics, a.checks)
	a.adminSrv = ops.NewServer(web.Secure(mux), a.log) // the security headers here too
	a.adminSrv.WriteTimeout = adminWriteTimeout
	a.adminLn.Watch(a.adminSrv)
	a.services = append(a.services, service{"admin http server", func(ctx context.Context) error { return serveHTTP(ctx, a.adminSrv, a.adminLn) }})
	a.log.Info("serving operations", "admin_addr", a.adminLn.Addr().String())
	return nil
}

// AdminAddr is the address of the admin listener, nil without one.
func (a *app) AdminAddr() net.Addr {
	if a.adminLn == nil {
		return nil
	}
	return a.adminLn.Addr()
}

// serveHTTP serves srv on ln until ctx ends, then shuts it down.
func serveHTTP(ctx context.Context, srv *http.Server, ln net.Listener) error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Stop taking new requests; those already read finish.
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(sctx)
}

func (a *app) refreshGauges(ctx context.Context) error {
	t := time.NewTicker(5 * time.Second)
	defer t.Stop()
	for {
		for _, g := range a.gauges {
			g()
		}
		// bogglebot_ready and bogglebot_check_up: what /readyz would say,
		// for alerts that fire when no replica is ready.
		a.metrics.SetReady(a.checks.Names(), a.checks.Run(ctx, 2*time.Second))
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// connectedCheck is a readiness check that fails with msg while up is false.
func connectedCheck(msg string, up func() bool) ops.Check {
	return func(context.Context) error {
		if !up() {
			return errors.New(msg)
		}
		return nil
	}
}

// runServices runs every service until ctx is done or one fails, which stops
// the others; it returns the first failure.
func runServices(ctx context.Context, log *slog.Logger, services []service) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	var once sync.Once
	var first error
	for _, s := range services {
		wg.Go(func() {
			err := s.run(ctx)
			if err != nil && !errors.Is(err, http.ErrServerClosed) && ctx.Err() == nil {
				once.Do(func() { first = fmt.Errorf("%s: %w", s.name, err) })
				log.Error("service failed", "service", s.name, "err", err)
			}
			cancel()
		})
	}
	wg.Wait()
	return first
}

// useLanguages enables the configured languages of play and, when asked,
// builds their word lists in the background, one after another (each build
// waits for the one before: see lang.DictContext), until ctx ends.
func useLanguages(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	if err := lang.SetEnabled(strings.Join(cfg.Languages, ",")); err != nil {
		return err
	}
	if cfg.PreloadLanguages {
		go func() {
			start := time.Now()
			if err := lang.Preload(ctx); err != nil {
				log.Warn("preloading the languages' word lists", "err", err)
				return
			}
			log.Info("languages' word lists loaded", "languages", cfg.LanguagesText(), "took", time.Since(start))
		}()
	}
	return nil
}

// flushEvery writes each sampler's count of events not logged every
// interval, and once more when ctx is done.
func flushEvery(ctx context.Context, every time.Duration, samplers ...*logsample.Sampler) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			for _, s := range samplers {
				s.Flush()
			}
			return
		case <-t.C:
			for _, s := range samplers {
				s.Flush()
			}
		}
	}
}
