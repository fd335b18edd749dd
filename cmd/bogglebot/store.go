package main

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// isPostgres reports whether a database URL names PostgreSQL.
func isPostgres(dbURL string) bool { return config.DatabaseURL(dbURL).IsPostgres() }

// redactURL hides every password of a database URL, for messages and logs.
func redactURL(dbURL string) string { return config.DatabaseURL(dbURL).String() }

// openStore opens the daily challenge's store: PostgreSQL for a postgres://
// or postgresql:// URL, SQLite otherwise (a file path, sqlite:// or file:
// URL, created on first use). This is the one place that knows both drivers.
//
// The store must take a write (a test write, rolled back): a database the
// process can read but not write (a read-only file or folder, a full disk,
// a standby) would otherwise serve boards and lose every word played.
func openStore(ctx context.Context, dbURL string) (store.Store, error) {
	st, err := openStoreOnly(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	if check := st.Capabilities().CheckWrite; check != nil {
		if err := check(ctx); err != nil {
			st.Close()
			return nil, onceEach{fmt.Errorf("database %s cannot be written: %w", redactURL(dbURL), err)}
		}
	}
	return st, nil
}

func openStoreOnly(ctx context.Context, dbURL string) (store.Store, error) {
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
// for a store: the one it declares (PostgreSQL's LISTEN/NOTIFY, so that
// replicas see each other's events), else one process's own hub (SQLite
// serves a single process). close stops it, before the store closes.
func liveStream(ctx context.Context, st store.Store, log *slog.Logger) (stream live.Stream, close func(), err error) {
	if open := st.Capabilities().Live; open != nil {
		return open(ctx, log)
	}
	return live.NewHub(), func() {}, nil
}

// declared is what the store a database URL names declares it can do,
// without opening it: Capabilities reads nothing from the store, so the
// zero store of its driver says it.
func declared(dbURL string) store.Capabilities {
	if isPostgres(dbURL) {
		return (*postgres.Store)(nil).Capabilities()
	}
	return (*sqlite.Store)(nil).Capabilities()
}
