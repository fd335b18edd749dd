package postgres_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/postgres/pgtest"
	"github.com/bogglebot/bogglebot/store/storetest"
)

var ctx = context.Background()

// freshSchema creates a schema of its own for one test, dropped when the
// test ends, and returns the database URL with search_path set to it.
func freshSchema(t *testing.T) string {
	t.Helper()
	return pgtest.FreshSchema(t, "bogglebot_test_", "the PostgreSQL tests")
}

func open(t *testing.T, u string) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	if os.Getenv(pgtest.Env) == "" {
		t.Skip(pgtest.Env + " is not set: set it to a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable) to run the PostgreSQL tests")
	}
	urls := map[store.Store]string{}
	var mu sync.Mutex
	storetest.Run(t,
		func(t *testing.T) store.Store {
			u := freshSchema(t)
			s := open(t, u)
			mu.Lock()
			urls[s] = u
			mu.Unlock()
			return s
		},
		func(t *testing.T, s store.Store) store.Store {
			mu.Lock()
			u := urls[s]
			mu.Unlock()
			s.Close()
			s2 := open(t, u)
			mu.Lock()
			urls[s2] = u
			mu.Unlock()
			return s2
		})
}

func TestRoundsConformance(t *testing.T) {
	if os.Getenv(pgtest.Env) == "" {
		t.Skip(pgtest.Env + " is not set: set it to a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable) to run the PostgreSQL tests")
	}
	var urls sync.Map // *postgres.Store: its URL
	storetest.RunRounds(t,
		func(t *testing.T) round.Store {
			u := freshSchema(t)
			s := open(t, u)
			urls.Store(s, u)
			return s
		},
		func(t *testing.T, s round.Store) round.Store {
			u, _ := urls.Load(s)
			s.(*postgres.Store).Close()
			s2 := open(t, u.(string))
			urls.Store(s2, u)
			return s2
		})
}

// TestReplicasStartTogether opens several stores on one empty schema at
// once: the advisory lock lets exactly one of them migrate.
func TestReplicasStartTogether(t *testing.T) {
	u := freshSchema(t)
	const replicas = 6
	var wg sync.WaitGroup
	errs := make(chan error, replicas)
	for range replicas {
		wg.Go(func() {
			s, err := postgres.Open(ctx, u)
			if err != nil {
				errs <- err
				return
			}
			s.Close()
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("Open: %v", err)
	}
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	files, _ := filepath.Glob("migrations/*.sql")
	var n int
	if err := conn.QueryRow(ctx, "SELECT count(*) FROM schema_migrations").Scan(&n); err != nil || n != len(files) {
		t.Errorf("schema_migrations has %d rows (%v), want %d", n, err, len(files))
	}
}

// TestUpgradeKeepsSettings opens a schema made by the first migration, with
// a guild set up: the migrations that follow keep its settings, with no
// change of rules pending.
func TestUpgradeKeepsSettings(t *testing.T) {
	u := freshSchema(t)
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	v1, err := os.ReadFile("migrations/0001_init.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
		string(v1),
		`INSERT INTO schema_migrations (version, name) VALUES (1, '0001_init.sql')`,
		`INSERT INTO guilds (platform, guild, channel, post_time, timezone, size, tier, created_at, updated_at)
		 VALUES ('discord', 'g', 'c', '09:00', 'Europe/Paris', 5, 'large', '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z')`,
	} {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	s := open(t, u)
	got, err := s.Settings(ctx, game.Guild{Platform: "discord", ID: "g"})
	want := challenge.Settings{Guild: game.Guild{Platform: "discord", ID: "g"}, Channel: "c", PostTime: "09:00",
		Timezone: "Europe/Paris", Size: 5, Tier: "large", Created: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	if err != nil || !got.Created.Equal(want.Created) {
		t.Fatalf("settings after the upgrade = %+v, %v; want %+v", got, err, want)
	}
	got.Created = want.Created
	if got != want {
		t.Fatalf("settings after the upgrade = %+v; want %+v", got, want)
	}
}

func TestOpenBadURL(t *testing.T) {
	if _, err := postgres.Open(ctx, "postgres://nobody:secret@127.0.0.1:1/x?connect_timeout=1"); err == nil {
		t.Error("Open of a server that is not there: no error")
	} else if strings.Contains(err.Error(), "secret") {
		t.Errorf("the error shows the password: %v", err)
	}
}

// TestPruneChannelBoards: now and then a put deletes the channel boards
// that have expired, so the table holds about a day of channels.
func TestPruneChannelBoards(t *testing.T) {
	u := freshSchema(t)
	s := open(t, u)
	defer postgres.SetPruneEvery(3)()
	now := time.Now()
	// Hours either side of now, so the database's clock may differ a little.
	for i, expires := range []time.Time{now.Add(-3 * time.Hour), now.Add(-2 * time.Hour), now.Add(3 * time.Hour)} {
		if err := s.PutChannelBoard(ctx, "discord", "111", fmt.Sprint("c", i), "abcdefghi", "common", expires); err != nil {
			t.Fatal(err)
		}
	}
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var channels []string
	rows, _ := conn.Query(ctx, "SELECT channel FROM channel_boards ORDER BY channel")
	channels, err = pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || len(channels) != 1 || channels[0] != "c2" {
		t.Errorf("after the third put: channels %v (%v), want only c2, which has not expired", channels, err)
	}
}

// TestPruneRateLimits: now and then a command deletes the rows of users
// whose buckets have been full for over a minute, by the caller's clock.
func TestPruneRateLimits(t *testing.T) {
	u := freshSchema(t)
	s := open(t, u)
	defer postgres.SetPruneEvery(3)()
	now := time.Now()
	for i, at := range []time.Time{now.Add(-time.Hour), now.Add(-30 * time.Second), now} {
		if ok, _, err := s.TakeRateToken(ctx, fmt.Sprint("discord:u", i), 5, 3*time.Second, at); err != nil || !ok {
			t.Fatalf("take %d: %v %v", i, ok, err)
		}
	}
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, _ := conn.Query(ctx, "SELECT key FROM rate_limits ORDER BY key")
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || strings.Join(keys, " ") != "discord:u1 discord:u2" {
		t.Errorf("after the third command: %v (%v), want the hour-old full bucket gone and the others kept", keys, err)
	}
}
