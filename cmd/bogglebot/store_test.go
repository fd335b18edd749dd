package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

func TestOpenStore(t *testing.T) {
	ctx := context.Background()
	for _, u := range []string{"postgres://h/db", "POSTGRESQL://h/db", "postgresql://u:p@h:5432/db?sslmode=disable"} {
		if !isPostgres(u) {
			t.Errorf("%s is PostgreSQL", u)
		}
	}
	for _, u := range []string{"bogglebot.db", "/data/bogglebot.db", "sqlite:///data/x.db", "file:x.db", "postgres.db"} {
		if isPostgres(u) {
			t.Errorf("%s is SQLite", u)
		}
	}
	if got := redactURL("postgres://bot:hunter2@db:5432/boggle"); strings.Contains(got, "hunter2") || !strings.Contains(got, "db:5432/boggle") {
		t.Errorf("redactURL = %q", got)
	}

	// SQLite: created on first use, in the directory given.
	path := filepath.Join(t.TempDir(), "daily.db")
	st, err := openStore(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := st.(*sqlite.Store); !ok {
		t.Errorf("%s opened a %T", path, st)
	}
	if err := st.PutSettings(ctx, challenge.DefaultSettings(game.Guild{Platform: "console", ID: "local"})); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("no database file: %v", err)
	}
	if _, err := openStore(ctx, filepath.Join(t.TempDir(), "missing", "x.db")); err == nil {
		t.Error("a database in a missing directory opened")
	}
	// A password never shows in the error.
	_, err = openStore(ctx, "postgres://bot:hunter2@127.0.0.1:1/none?connect_timeout=1")
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("unreachable PostgreSQL: %v", err)
	}
	// PostgreSQL, when a test server is configured.
	if pg := os.Getenv("BOGGLEBOT_TEST_POSTGRES"); pg != "" {
		st, err := openStore(ctx, pg)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		if _, ok := st.(*postgres.Store); !ok {
			t.Errorf("%s opened a %T", redactURL(pg), st)
		}
	}
}

func TestOpenStoreRefusesOtherDatabases(t *testing.T) {
	_, err := openStore(context.Background(), "mysql://u:SECRETPW@h/db")
	if err == nil || !strings.Contains(err.Error(), "mysql:// databases are not supported") || strings.Contains(err.Error(), "SECRETPW") {
		t.Errorf("err = %v", err)
	}
}
