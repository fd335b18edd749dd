package main

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

func init() {
	register(command{
		name:    "config",
		args:    "check [--config FILE]",
		summary: "check the serve configuration (environment and config file) without starting",
		run:     runConfig,
	})
}

func runConfig(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "config", commands["config"].args)
	file := fs.String("config", "", "YAML or TOML file of settings (the environment wins)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || pos[0] != "check" {
		if len(pos) > 0 && pos[0] != "check" && len(bot.Suggest(pos[0], []string{"check"})) > 0 {
			return usagef("there is no config subcommand %q (did you mean check?)", pos[0])
		}
		return usagef("the only config subcommand is check")
	}
	// Unknown variables are warned of first: a mistyped name is often why
	// a setting is missing.
	for _, w := range config.Unknown(c.environment()) {
		fmt.Fprintf(c.stdout, "warning: %s\n", w)
	}
	cfg, err := config.Load(c.lookupEnv, *file)
	if err != nil {
		return withPlatformProblem(cfg, err)
	}
	for _, w := range cfg.Warnings() {
		fmt.Fprintf(c.stdout, "warning: %s\n", w)
	}
	if !slices.ContainsFunc(platforms, func(p platformSpec) bool { return p.on(cfg) }) {
		// What serve would say: the check fails as serve would.
		fmt.Fprintf(c.stdout, "configuration (secrets redacted):\n  %s\n", cfg)
		return errNoPlatform
	}
	// The database, where serve will open it: a SQLite file's folder must
	// exist and take writes; a PostgreSQL server must answer and take a
	// write (rolled back: nothing is changed or migrated).
	if cfg.Database.IsPostgres() {
		pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := postgres.Check(pctx, cfg.Database.Reveal())
		cancel()
		if err != nil {
			fmt.Fprintf(c.stdout, "configuration (secrets redacted):\n  %s\n", cfg)
			return config.Problems{fmt.Sprintf("%s: %s", config.EnvDatabaseURL, err)}
		}
	} else {
		if err := sqlite.CheckLocation(ctx, cfg.Database.Reveal()); err != nil {
			if cfg.DatabaseSet {
				fmt.Fprintf(c.stdout, "configuration (secrets redacted):\n  %s\n", cfg)
				return config.Problems{fmt.Sprintf("%s: %s", config.EnvDatabaseURL, err)}
			}
			fmt.Fprintf(c.stdout, "warning: the default database %s cannot be used (%v): serve runs without the daily challenge, rounds, hints and /privacy; set %s\n", cfg.Database, err, config.EnvDatabaseURL)
		}
	}
	fmt.Fprintf(c.stdout, "configuration OK (secrets redacted):\n  %s\n  %s\n  %s\n", cfg, cfg.OpsStatus(), cfg.Runtime.ProxyStatus())
	fmt.Fprintf(c.stdout, "features:\n")
	for _, l := range featureReport(cfg) {
		fmt.Fprintf(c.stdout, "  %s\n", l)
	}
	return nil
}
