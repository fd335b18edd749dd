package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
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
func isPostgres(dbURL string) bool {
	u := strings.ToLower(dbURL)
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

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
	s, err := sqlite.Open(ctx, dbURL)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", dbURL, err)
	}
	return s, nil
}

// redactURL hides the password of a database URL, for messages and logs.
func redactURL(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		if isPostgres(dbURL) {
			return "postgres://[unparseable URL]"
		}
		return dbURL
	}
	return u.Redacted()
}
