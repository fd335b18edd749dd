package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// PostgreSQL keeps the channel boards and rate limits replicas share (see
// serve).
var (
	_ bot.ChannelBoards = (*postgres.Store)(nil)
	_ bot.RateLimits    = (*postgres.Store)(nil)
)

// envDatabaseURL names the daily challenge's database: a SQLite file (the
// default, bogglebot.db in the working directory) or a postgres:// URL.
const envDatabaseURL = "DATABASE_URL"

// databaseURL is $DATABASE_URL, or the default SQLite file.
func databaseURL() string {
	if v := strings.TrimSpace(os.Getenv(envDatabaseURL)); v != "" {
		return v
	}
	return sqlite.DefaultPath
}

// isPostgres reports whether a database URL names PostgreSQL.
func isPostgres(dbURL string) bool { return config.DatabaseURL(dbURL).IsPostgres() }

// redactURL hides every password of a database URL, for messages and logs.
func redactURL(dbURL string) string { return config.DatabaseURL(dbURL).String() }

// openStore opens the daily challenge's store: PostgreSQL for a postgres://
// or postgresql:// URL, SQLite otherwise (a file path, sqlite:// or file:
// URL, created on first use). This is the one place that knows both drivers.
func openStore(ctx context.Context, dbURL string) (challenge.Store, error) {
	if isPostgres(dbURL) {
		s, err := postgres.Open(ctx, dbURL)
		if err != nil {
			return nil, fmt.Errorf("open database %s: %w", redactURL(dbURL), err)
		}
		return s, nil
	}
	if scheme, _, ok := strings.Cut(dbURL, "://"); ok && !strings.EqualFold(scheme, "sqlite") {
		return nil, fmt.Errorf("%s: %s:// databases are not supported; use a SQLite file path or a postgres:// URL", envDatabaseURL, scheme)
	}
	s, err := sqlite.Open(ctx, dbURL)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", redactURL(dbURL), err)
	}
	return s, nil
}
