package sqlite_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/internal/backuptest"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

func tables(t *testing.T, path string) map[string][]string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
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

// TestBackupRestoreBusy: a backup taken while a writer commits is one
// consistent moment of its writes; restored into a new file, every table
// equals the backup's.
func TestBackupRestoreBusy(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	st, err := sqlite.Open(ctx, live)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	started, stop := make(chan struct{}), make(chan struct{})
	wrote := backuptest.Busy(t, st, started, stop)
	<-started
	backup := filepath.Join(dir, "backup.db")
	start := time.Now()
	err = sqlite.Backup(ctx, live, backup)
	took := time.Since(start)
	close(stop)
	n := wrote()
	if err != nil {
		t.Fatal(err)
	}
	restored := filepath.Join(dir, "restored.db")
	start = time.Now()
	if err := sqlite.Restore(ctx, backup, restored); err != nil {
		t.Fatal(err)
	}
	rtook := time.Since(start)
	b := tables(t, backup)
	got := backuptest.Prefix(t, b)
	backuptest.Compare(t, b, tables(t, restored))
	if got >= n {
		t.Logf("the backup holds all %d guilds written: it did not land mid-write this time", n)
	}
	fi, _ := os.Stat(backup)
	t.Logf("backup of %d of %d guilds (%d tables, %d bytes) in %v, restore in %v (busy machine)", got, n, len(b), fi.Size(), took, rtook)

	// The restored database opens and holds what the backup held.
	if err := sqlite.Restore(ctx, backup, restored); err == nil {
		t.Error("a restore over an existing file was not refused")
	}
	if err := sqlite.Backup(ctx, live, backup); err == nil {
		t.Error("a backup over an existing file was not refused")
	}
}

// TestRestoreRefusesNewerSchema: a backup whose schema is newer than this
// build's is refused, and nothing is written.
func TestRestoreRefusesNewerSchema(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	st, err := sqlite.Open(ctx, live)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	backup := filepath.Join(dir, "backup.db")
	if err := sqlite.Backup(ctx, live, backup); err != nil {
		t.Fatal(err)
	}
	db, _ := sql.Open("sqlite", "file:"+backup)
	if _, err := db.Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'future.sql', '')`, sqlite.SchemaVersion()+1); err != nil {
		t.Fatal(err)
	}
	db.Close()
	target := filepath.Join(dir, "new.db")
	if err := sqlite.Restore(ctx, backup, target); !errors.Is(err, sqlite.ErrNewerSchema) {
		t.Errorf("Restore of a newer schema: %v, want ErrNewerSchema", err)
	}
	if _, err := os.Stat(target); err == nil {
		t.Error("a refused restore wrote the target")
	}
}

// TestRestoreRefusesForeignSchema: a backup whose schema is not what the
// migrations create is refused and nothing is written: one with a trigger
// that copies every deleted word into a shadow table (erasure would keep
// everything), one with a view, one missing a table. A backup path
// holding ? or # is read as that file.
func TestRestoreRefusesForeignSchema(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	st, err := sqlite.Open(ctx, live)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	for i, tc := range []struct{ name, sql, want string }{
		{"trigger", `CREATE TABLE shadow (word TEXT);
			CREATE TRIGGER keep_words AFTER DELETE ON words BEGIN INSERT INTO shadow VALUES (old.word); END;`, `trigger "keep_words"`},
		{"view", `CREATE VIEW everyone AS SELECT * FROM players`, `view "everyone"`},
		{"missing table", `DROP TABLE hints`, `no table "hints"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			backup := filepath.Join(dir, fmt.Sprintf("backup?%d#x.db", i))
			if err := sqlite.Backup(ctx, live, backup); err != nil {
				t.Fatal(err)
			}
			db, err := sql.Open("sqlite", "file:"+strings.NewReplacer("?", "%3F", "#", "%23").Replace(backup))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec(tc.sql); err != nil {
				t.Fatal(err)
			}
			db.Close()
			target := filepath.Join(dir, fmt.Sprintf("new%d.db", i))
			err = sqlite.Restore(ctx, backup, target)
			if !errors.Is(err, sqlite.ErrSchema) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Restore = %v, want ErrSchema naming %s", err, tc.want)
			}
			if _, err := os.Stat(target); err == nil {
				t.Error("a refused restore wrote the target")
			}
		})
	}
	clean := filepath.Join(dir, "clean?x#y.db")
	if err := sqlite.Backup(ctx, live, clean); err != nil {
		t.Fatal(err)
	}
	if err := sqlite.Restore(ctx, clean, filepath.Join(dir, "ok.db")); err != nil {
		t.Errorf("Restore of an untouched backup: %v", err)
	}
}
