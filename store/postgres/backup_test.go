package postgres_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/bogglebot/bogglebot/internal/backuptest"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/postgres/pgtest"
)

// freshDatabase creates a database of its own on the test server, dropped
// when the test ends, and returns its URL. It skips without the server or
// pg_dump.
func freshDatabase(t *testing.T) string {
	t.Helper()
	base := os.Getenv(pgtest.Env)
	if base == "" {
		t.Skip(pgtest.Env + " is not set: set it to a PostgreSQL URL to test pg_dump backups")
	}
	for _, tool := range []string{"pg_dump", "pg_restore"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (Debian: postgresql-client): the PostgreSQL backup is not tested", tool)
		}
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	suffix := make([]byte, 6)
	rand.Read(suffix)
	name := "bogglebot_backup_" + hex.EncodeToString(suffix)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		conn.Close(ctx)
		t.Skipf("cannot create a database for the test (%v)", err)
	}
	t.Cleanup(func() {
		conn.Exec(ctx, "DROP DATABASE "+name+" WITH (FORCE)")
		conn.Close(ctx)
	})
	u, _ := url.Parse(base)
	u.Path = "/" + name
	return u.String()
}

func pgTables(t *testing.T, dbURL string) map[string][]string {
	t.Helper()
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	rows.Close()
	return backuptest.Tables(t, db, names)
}

// TestBackupRestoreBusy: pg_dump while a writer commits, pg_restore into
// a new database: every table equals the backup's, which is one
// consistent moment of the writes. A newer schema is refused.
func TestBackupRestoreBusy(t *testing.T) {
	ctx := context.Background()
	live, fresh := freshDatabase(t), freshDatabase(t)
	st, err := postgres.Open(ctx, live)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	started, stop := make(chan struct{}), make(chan struct{})
	wrote := backuptest.Busy(t, st, started, stop)
	<-started
	dump := filepath.Join(t.TempDir(), "backup.dump")
	start := time.Now()
	err = postgres.Backup(ctx, live, dump)
	took := time.Since(start)
	close(stop)
	n := wrote()
	if err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	if err := postgres.Restore(ctx, dump, fresh); err != nil {
		t.Fatal(err)
	}
	rtook := time.Since(start)
	restored := pgTables(t, fresh)
	got := backuptest.Prefix(t, restored)
	fi, _ := os.Stat(dump)
	t.Logf("pg_dump of %d of %d guilds (%d bytes) in %v, pg_restore in %v (busy machine)", got, n, fi.Size(), took, rtook)
	// The backup as the source had it at one moment: the live database
	// holds the same rows for the guilds the backup has, and more after.
	live_ := pgTables(t, live)
	for name, rows := range restored {
		if len(rows) > len(live_[name]) {
			t.Errorf("table %s: %d rows restored, %d live", name, len(rows), len(live_[name]))
		}
	}
	if err := postgres.Restore(ctx, dump, fresh); err == nil {
		t.Error("a restore into a database with bogglebot's tables was not refused")
	}

	// A dump whose schema is newer than this build's is refused.
	conn, err := pgx.Connect(ctx, live)
	if err != nil {
		t.Fatal(err)
	}
	conn.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, 'future.sql')`, postgres.SchemaVersion()+1)
	conn.Close(ctx)
	newer := filepath.Join(t.TempDir(), "newer.dump")
	if err := postgres.Backup(ctx, live, newer); err != nil {
		t.Fatal(err)
	}
	if err := postgres.Restore(ctx, newer, freshDatabase(t)); !errors.Is(err, postgres.ErrNewerSchema) {
		t.Errorf("Restore of a newer schema: %v, want ErrNewerSchema", err)
	}
}

// TestRestoreRefusesForeignSchema: a dump holding objects the migrations
// do not create (a trigger that copies every deleted word into a shadow
// table, a view), or lacking one of their tables, is refused before
// anything is written.
func TestRestoreRefusesForeignSchema(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ name, sql, want string }{
		{"trigger", `CREATE TABLE shadow (word text);
			CREATE FUNCTION keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO shadow VALUES (old.word); RETURN old; END $$;
			CREATE TRIGGER keep_words AFTER DELETE ON words FOR EACH ROW EXECUTE FUNCTION keep();`, "TRIGGER"},
		{"view", `CREATE VIEW everyone AS SELECT * FROM players`, "VIEW"},
		{"missing table", `DROP TABLE hints`, `no table "hints"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			live, fresh := freshDatabase(t), freshDatabase(t)
			st, err := postgres.Open(ctx, live)
			if err != nil {
				t.Fatal(err)
			}
			st.Close()
			conn, err := pgx.Connect(ctx, live)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := conn.Exec(ctx, tc.sql); err != nil {
				t.Fatal(err)
			}
			conn.Close(ctx)
			dump := filepath.Join(t.TempDir(), "backup.dump")
			if err := postgres.Backup(ctx, live, dump); err != nil {
				t.Fatal(err)
			}
			err = postgres.Restore(ctx, dump, fresh)
			if !errors.Is(err, postgres.ErrSchema) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Restore = %v, want ErrSchema naming %s", err, tc.want)
			}
			conn, err = pgx.Connect(ctx, fresh)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close(ctx)
			var n int
			conn.QueryRow(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`).Scan(&n)
			if n != 0 {
				t.Errorf("a refused restore wrote %d tables", n)
			}
		})
	}
}
