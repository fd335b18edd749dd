package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"github.com/bogglebot/bogglebot/internal/migrate"
)

// SchemaVersion is the newest migration this build knows: a database or
// backup whose schema_migrations holds a newer one was written by a newer
// bogglebot.
func SchemaVersion() int {
	list, err := migrate.List(migrations, "migrations/*.sql")
	if err != nil || len(list) == 0 {
		return 0
	}
	return list[len(list)-1].Version
}

// openRaw opens the database file at path as it is: no migration, no
// creation (mode=ro, or rw for an existing file).
func openRaw(path, mode string) (*sql.DB, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", fileURI(path)+"?mode="+mode+"&_pragma=busy_timeout(10000)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	return db, nil
}

// fileVersion is the newest migration recorded in the database file at
// path (0 for none).
func fileVersion(ctx context.Context, db *sql.DB) (int, error) {
	var v sql.NullInt64
	if err := db.QueryRowContext(ctx, `SELECT max(version) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, fmt.Errorf("not a bogglebot database (no schema_migrations table): %w", err)
	}
	return int(v.Int64), nil
}

// Backup writes a consistent copy of the database named by dsn to dest
// with VACUUM INTO: safe while serve writes to it (the copy is the
// database as of one transaction), compact, and never migrating the
// database it reads. dest must not exist.
func Backup(ctx context.Context, dsn, dest string) error {
	path, _, err := parseDSN(dsn)
	if err != nil {
		return err
	}
	if _, err := os.Stat(dest); err == nil {
		return fmt.Errorf("%s already exists; name a new file", dest)
	}
	db, err := openRaw(path, "ro")
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer db.Close()
	if _, err := fileVersion(ctx, db); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, dest); err != nil {
		os.Remove(dest)
		return fmt.Errorf("VACUUM INTO %s: %w", dest, err)
	}
	return nil
}

// ErrNewerSchema is returned by Restore for a backup written by a newer
// bogglebot, whose schema this one does not know.
var ErrNewerSchema = errors.New("the backup comes from a newer bogglebot")

// Restore copies the backup at src into a new database named by dsn (the
// file must not exist: stop serve and move the old one aside first),
// checks the copy's integrity and brings its schema up to date. A backup
// from a newer schema than this build knows is refused with
// ErrNewerSchema, before anything is written.
func Restore(ctx context.Context, src, dsn string) error {
	path, _, err := parseDSN(dsn)
	if err != nil {
		return err
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("%s already exists; stop serve and move it aside (or set DATABASE_URL to a new file) first", path)
	}
	db, err := openRaw(src, "ro")
	if err != nil {
		return fmt.Errorf("open the backup %s: %w", src, err)
	}
	defer db.Close()
	v, err := fileVersion(ctx, db)
	if err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	if known := SchemaVersion(); v > known {
		return fmt.Errorf("%s has schema version %d and this bogglebot knows up to %d: %w; restore it with that version or a later one", src, v, known, ErrNewerSchema)
	}
	var ok string
	if err := db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		return fmt.Errorf("the backup %s fails SQLite's integrity check (%s %v)", src, ok, err)
	}
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		os.Remove(path)
		return fmt.Errorf("copy into %s: %w", path, err)
	}
	s, err := Open(ctx, dsn) // applies the migrations newer than the backup
	if err != nil {
		return fmt.Errorf("%w", err)
	}
	return s.Close()
}
