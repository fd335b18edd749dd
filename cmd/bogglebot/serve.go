package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/slack"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/ops"
	"github.com/bogglebot/bogglebot/store/postgres"
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
	"  To try the bot without any account, run 'bogglebot console'")

// A service is one long-running part of serve: a gateway connection, the
// HTTP server, the daily scheduler. run returns when ctx is done.
type service struct {
	name string
	run  func(ctx context.Context) error
}

// loadConfig reads the configuration from the environment and the file
// named by --config or BOGGLEBOT_CONFIG.
func loadConfig(file string) (config.Config, error) {
	if file == "" {
		file = os.Getenv(config.EnvConfigFile)
	}
	return config.Load(os.LookupEnv, file)
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
	cfg, err := loadConfig(*file)
	if err != nil {
		return err
	}
	if !cfg.Discord.Enabled() && !cfg.Slack.Enabled() {
		return errNoPlatform
	}
	log := newLogger(c.stderr, cfg)
	slog.SetDefault(log) // discordgo's and slack-go's logs follow the configured format
	log.Info("starting bogglebot", "config", cfg)

	metrics := ops.NewMetrics()
	checks := &ops.Checks{}
	mux := http.NewServeMux()
	ops.Mount(mux, metrics, checks)

	// The daily challenge runs when its database opens. An explicitly
	// configured database must open; the default SQLite file may not be
	// writable (a read-only working directory), which only disables it.
	var daily *challenge.Service
	var boards bot.ChannelBoards
	var limits bot.RateLimits
	if st, err := openStore(ctx, cfg.Database.Reveal()); err != nil {
		if os.Getenv(config.EnvDatabaseURL) != "" || cfg.Database != config.DefaultDatabaseURL {
			return err
		}
		log.Warn("daily challenge disabled: the default database cannot be opened", "err", err)
	} else {
		defer st.Close()
		if p, ok := st.(interface{ Ping(context.Context) error }); ok {
			checks.Add("database", p.Ping)
		}
		daily = challenge.New(challenge.Config{Store: st, Now: dailyNow, Seed: cfg.DailySeed})
		// Replicas share PostgreSQL, and with it each channel's last board
		// and each user's rate limit; a SQLite file has one process, which
		// keeps them itself.
		if pg, ok := st.(*postgres.Store); ok {
			boards, limits = pg, pg
		}
	}
	if _, err := dict.Embedded(cfg.Dict); err != nil { // built once here, not on the first command
		return err
	}
	b := bot.New(bot.Config{Logger: log, Daily: daily, Boards: boards, Limits: limits, Now: dailyNow, DefaultTier: cfg.Dict, Observer: metrics})

	var services []service
	posters := map[string]bot.Poster{}
	var drains []func(context.Context) error
	var gauges []func() // refresh the platform-connected gauges

	if d := cfg.Discord; d.Enabled() {
		dc, err := discord.New(discord.Config{Bot: b, Token: d.Token.Reveal(), AppID: d.AppID, GuildID: d.GuildID,
			PublicKey: d.PublicKey, APIURL: d.APIURL.Reveal(), Logger: log, ShardID: d.ShardID, ShardCount: d.ShardCount})
		if err != nil {
			return err
		}
		// Registering fails at start when Discord does: the commands it
		// already has still work, so serve them and keep trying. A refusal
		// (a bad token, a wrong application id) stops serve.
		if err := dc.RegisterCommands(ctx); err != nil {
			if !discord.Retryable(err) {
				return err
			}
			log.Warn("could not register the slash commands; serving the ones Discord has and trying again", "err", err)
			services = append(services, service{"discord command registration", func(ctx context.Context) error {
				dc.KeepRegistering(ctx)
				<-ctx.Done() // a service that returns stops serve
				return nil
			}})
		}
		posters[discord.Platform] = dc
		drains = append(drains, dc.Wait)
		switch d.Mode {
		case config.HTTP:
			h, err := dc.Handler()
			if err != nil {
				return err
			}
			mux.Handle("POST /discord/interactions", h)
			gauges = append(gauges, func() { metrics.SetConnected(discord.Platform, true) })
		default:
			services = append(services, service{"discord gateway", dc.RunGateway})
			checks.Add("discord", connectedCheck("the Discord gateway is not connected", dc.Connected))
			gauges = append(gauges, func() { metrics.SetConnected(discord.Platform, dc.Connected()) })
		}
	}
	if s := cfg.Slack; s.Enabled() {
		sc, err := slack.New(slack.Config{Bot: b, Mode: s.Mode, BotToken: s.BotToken.Reveal(), AppToken: s.AppToken.Reveal(),
			SigningSecret: s.SigningSecret.Reveal(), APIURL: s.APIURL.Reveal(), Admins: s.Admins, Logger: log})
		if err != nil {
			return err
		}
		posters[slack.Platform] = sc
		drains = append(drains, sc.Wait)
		switch s.Mode {
		case config.HTTP:
			h, err := sc.Handler()
			if err != nil {
				return err
			}
			mux.Handle("/slack/", h)
			gauges = append(gauges, func() { metrics.SetConnected(slack.Platform, true) })
		default:
			services = append(services, service{"slack socket mode", sc.RunSocket})
			checks.Add("slack", connectedCheck("the Slack Socket Mode connection is not up", sc.Connected))
			gauges = append(gauges, func() { metrics.SetConnected(slack.Platform, sc.Connected()) })
		}
	}

	var platforms, commands []string
	for p := range posters {
		platforms = append(platforms, p)
	}
	commands = b.Commands().Names()
	metrics.Expect(platforms, commands, daily != nil)

	if daily != nil {
		s := &bot.Scheduler{Bot: b, Posters: posters, Logger: log}
		services = append(services, service{"daily scheduler", s.Run})
	}
	services = append(services, service{"connection gauges", func(ctx context.Context) error {
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		for {
			for _, g := range gauges {
				g()
			}
			select {
			case <-ctx.Done():
				return nil
			case <-t.C:
			}
		}
	}})

	ln, err := net.Listen("tcp", cfg.HTTPAddr)
	if err != nil {
		return fmt.Errorf("listen on %s (%s): %w", cfg.HTTPAddr, config.EnvHTTPAddr, err)
	}
	log.Info("serving HTTP", "addr", ln.Addr().String(), "startup", time.Since(started))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	services = append(services, service{"http server", func(ctx context.Context) error {
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
	}})
	err = runServices(ctx, log, services)

	// Finish the interactions already acknowledged before exiting, bounded;
	// then the deferred Close shuts the database cleanly.
	log.Info("shutting down: finishing commands in flight")
	dctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, drain := range drains {
		if derr := drain(dctx); derr != nil {
			log.Warn("shutdown", "err", derr)
		}
	}
	log.Info("bogglebot stopped")
	return err
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
