// Package pgtest gives tests a PostgreSQL schema of their own on the server
// named by BOGGLEBOT_TEST_POSTGRES, and skips them, saying so, when it is not
// set. It is test support: only tests import it. Safe for concurrent use.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Env names the variable holding the test server's URL.
const Env = "BOGGLEBOT_TEST_POSTGRES"

// FreshSchema creates a schema named prefix plus a random suffix, drops it
// when the test ends, and returns the database URL with search_path set to
// it. Without Env it skips the test; what is used for says what needs it.
func FreshSchema(t testing.TB, prefix, usedFor string) string {
	t.Helper()
	base := os.Getenv(Env)
	if base == "" {
		t.Skip(Env + " is not set: set it to a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable) to run " + usedFor)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", Env, err)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to %s: %v", Env, err)
	}
	suffix := make([]byte, 6)
	rand.Read(suffix)
	schema := prefix + hex.EncodeToString(suffix)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		conn.Close(ctx)
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		if _, err := conn.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
		conn.Close(ctx)
	})
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
