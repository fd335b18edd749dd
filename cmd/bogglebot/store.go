package main

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// PostgreSQL keeps the channel boards and rate limits replicas share (see
// serve).
var (
	_ bot.ChannelBoards = (*postgres.Store)(nil)
	_ bot.RateLimits    = (*postgres.Store)(nil)
)

// isPostgres reports whether a database URL names PostgreSQL.
func isPostgres(dbURL string) bool { return config.DatabaseURL(dbURL).IsPostgres() }

// redactURL hides every password of a database URL, for messages and logs.
func redactURL(dbURL string) string { return config.DatabaseURL(dbURL).String() }

// database is what every store of store/* keeps: the daily's, practice's,
// live rounds' and players' data.
type database interface {
	challenge.Store
	challenge.PracticeStore
	round.Store
	privacy.Store
}

var (
	_ database = (*postgres.Store)(nil)
	_ database = (*sqlite.Store)(nil)
)

// openStore opens the daily challenge's store: PostgreSQL for a postgres://
// or postgresql:// URL, SQLite otherwise (a file path, sqlite:// or file:
// URL, created on first use). This is the one place that knows both drivers.
func openStore(ctx context.Context, dbURL string) (database, error) {
	if isPostgres(dbURL) {
		s, err := postgres.Open(ctx, dbURL)
		if err != nil {
			return nil, onceEach{fmt.Errorf("open database %s: %w", redactURL(dbURL), err)}
		}
		return s, nil
	}
	if scheme, _, ok := strings.Cut(dbURL, "://"); ok && !strings.EqualFold(scheme, "sqlite") {
		return nil, fmt.Errorf("%s: %s:// databases are not supported; use a SQLite file path or a postgres:// URL", config.EnvDatabaseURL, scheme)
	}
	s, err := sqlite.Open(ctx, dbURL)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", redactURL(dbURL), err)
	}
	return s, nil
}

// onceEach is an error whose message says each of its lines once: the
// PostgreSQL driver reports a failed dial once per attempt (with TLS,
// then without), in the same words.
type onceEach struct{ err error }

func (e onceEach) Error() string {
	var out []string
	for _, line := range strings.Split(e.err.Error(), "\n") {
		if !slices.Contains(out, line) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

func (e onceEach) Unwrap() error { return e.err }

// liveStream is the stream of live events (words, hints, a round's end)
// for a store: PostgreSQL's LISTEN/NOTIFY, so that replicas see each
// other's events, else one process's own hub (SQLite serves a single
// process). close stops it, before the store closes.
func liveStream(ctx context.Context, st challenge.Store, log *slog.Logger) (stream live.Stream, close func(), err error) {
	if pg, ok := st.(*postgres.Store); ok {
		s, err := pg.Live(ctx, log)
		if err != nil {
			return nil, nil, err
		}
		return s, func() { s.Close() }, nil
	}
	return live.NewHub(), func() {}, nil
}
