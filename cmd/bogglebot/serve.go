package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
)

func init() {
	register(command{
		name:    "serve",
		args:    "",
		summary: "run the chat bot on the platforms configured in the environment (see docs/discord.md)",
		run:     runServe,
	})
}

// errNoPlatform says how to configure a platform, or to try the console.
var errNoPlatform = errors.New("no chat platform is configured.\n" +
	"  Discord: set DISCORD_TOKEN and DISCORD_APP_ID (gateway mode), or also DISCORD_MODE=http and\n" +
	"  DISCORD_PUBLIC_KEY to serve HTTP interactions on BOGGLEBOT_HTTP_ADDR; see docs/discord.md.\n" +
	"  To try the bot without any account, run 'bogglebot console'")

// A service is one long-running part of serve: a gateway connection, the
// HTTP server, the daily scheduler. run returns when ctx is done.
type service struct {
	name string
	run  func(ctx context.Context) error
}

func runServe(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "serve", "")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("serve takes no arguments; it reads its settings from the environment")
	}
	cfg, err := config.FromEnv(os.LookupEnv)
	if err != nil {
		return err
	}
	if !cfg.Discord.Enabled() { // Slack (issue 5) joins this test
		return errNoPlatform
	}
	log := slog.New(slog.NewTextHandler(c.stderr, nil))
	log.Info("starting bogglebot", "config", cfg)

	// The daily challenge runs when its database opens.
	var daily *challenge.Service
	if st, err := openStore(ctx, databaseURL()); err != nil {
		if os.Getenv(envDatabaseURL) != "" {
			return err
		}
		log.Warn("daily challenge disabled", "err", err)
	} else {
		defer st.Close()
		daily = challenge.New(challenge.Config{Store: st, Now: dailyNow})
	}
	b := bot.New(bot.Config{Logger: log, Daily: daily, Now: dailyNow})

	var services []service
	var mux *http.ServeMux
	posters := map[string]bot.Poster{}
	var drains []func(context.Context) error

	if d := cfg.Discord; d.Enabled() {
		dc, err := discord.New(discord.Config{Bot: b, Token: d.Token.Reveal(), AppID: d.AppID, GuildID: d.GuildID,
			PublicKey: d.PublicKey, APIURL: d.APIURL, Logger: log})
		if err != nil {
			return err
		}
		if err := dc.RegisterCommands(ctx); err != nil {
			return err
		}
		posters[bot.Discord] = dc
		drains = append(drains, dc.Wait)
		switch d.Mode {
		case config.HTTP:
			h, err := dc.Handler()
			if err != nil {
				return err
			}
			if mux == nil {
				mux = http.NewServeMux()
			}
			mux.Handle("POST /discord/interactions", h)
		default:
			services = append(services, service{"discord gateway", dc.RunGateway})
		}
	}
	// Slack (issue 5) plugs in here: build its adapter from cfg, add its
	// routes to mux (HTTP mode) or its Socket Mode runner to services, its
	// Poster to posters and its Wait to drains.

	if daily != nil {
		s := &bot.Scheduler{Bot: b, Posters: posters, Logger: log}
		services = append(services, service{"daily scheduler", s.Run})
	}
	if mux != nil {
		ln, err := net.Listen("tcp", cfg.HTTPAddr)
		if err != nil {
			return fmt.Errorf("listen on %s (%s): %w", cfg.HTTPAddr, config.EnvHTTPAddr, err)
		}
		log.Info("serving HTTP", "addr", ln.Addr().String())
		srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
		services = append(services, service{"http server", func(ctx context.Context) error {
			errc := make(chan error, 1)
			go func() { errc <- srv.Serve(ln) }()
			select {
			case err := <-errc:
				return err
			case <-ctx.Done():
			}
			sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			return srv.Shutdown(sctx)
		}})
	}
	err = runServices(ctx, log, services)

	// Finish the interactions already acknowledged before exiting.
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
