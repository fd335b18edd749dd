package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

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

// ErrSchema is returned by Restore for a backup whose schema is not
// exactly what bogglebot's migrations create: an object they do not
// create (a trigger copying erased rows elsewhere, a view, a table), or one
// they create missing or changed.
var ErrSchema = errors.New("its schema is not bogglebot's")

// checkSchema compares the schema of db (sqlite_master, bar SQLite's own
// entries) with the one the migrations up to version v create in a
// scratch database, and names every difference.
func checkSchema(ctx context.Context, db *sql.DB, v int) error {
	got, err := schemaOf(ctx, db)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "bogglebot-schema-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	scratch := &Store{path: filepath.Join(dir, "schema.db")}
	if scratch.w, err = sql.Open("sqlite", fileURI(scratch.path)+"?_txlock=immediate"); err != nil {
		return err
	}
	defer scratch.w.Close()
	scratch.w.SetMaxOpenConns(1)
	if err := scratch.migrateTo(ctx, v); err != nil {
		return fmt.Errorf("the schema of version %d: %w", v, err)
	}
	want, err := schemaOf(ctx, scratch.w)
	if err != nil {
		return err
	}
	var problems []string
	for _, k := range slices.Sorted(maps.Keys(got)) {
		w, ok := want[k]
		switch {
		case !ok:
			problems = append(problems, "an unknown "+k)
		case w != got[k]:
			problems = append(problems, "a changed "+k)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if _, ok := got[k]; !ok {
			problems = append(problems, "no "+k)
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("%w (version %d): %s; refusing it (restore a file written by bogglebot backup)", ErrSchema, v, strings.Join(problems, ", "))
	}
	return nil
}

// schemaOf is db's schema: each object of sqlite_master but SQLite's own,
// "type name" to its SQL.
func schemaOf(ctx context.Context, db *sql.DB) (map[string]string, error) {
	rows, err := db.QueryContext(ctx, `SELECT type, name, coalesce(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite\_%' ESCAPE '\'`)
	if err != nil {
		return nil, fmt.Errorf("read the schema: %w", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var typ, name, text string
		if err := rows.Scan(&typ, &name, &text); err != nil {
			return nil, fmt.Errorf("read the schema: %w", err)
		}
		out[fmt.Sprintf("%s %q", typ, name)] = text
	}
	return out, rows.Err()
}

// ErrNewerSchema is returned by Restore for a backup written by a newer
// bogglebot, whose schema this one does not know.
var ErrNewerSchema = errors.New("the backup comes from a newer bogglebot")

// Restore copies the backup at src into a new database named by dsn (the
// file must not exist: stop serve and move the old one aside first),
// checks the copy's integrity and its schema (ErrSchema: an object the
// migrations do not create, or one missing), and brings its schema up to
// date. A backup
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
	if err := checkSchema(ctx, db, v); err != nil {
		return fmt.Errorf("the backup %s: %w", src, err)
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

// CheckLocation checks, without creating or changing anything, that Open
// could open the database dsn names and write to it: its folder exists,
// and the file, if there, takes a write (tried and rolled back), or the
// folder takes a new file (created and removed). For `config check`.
func CheckLocation(ctx context.Context, dsn string) error {
	path, _, err := parseDSN(dsn)
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("the folder %s does not exist (serve creates the database file, not its folder)", dir)
	case err != nil:
		return fmt.Errorf("the folder %s: %w", dir, err)
	case !fi.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		f, err := os.CreateTemp(dir, ".bogglebot-check-*")
		if err != nil {
			return fmt.Errorf("cannot create the database file in %s: %w", dir, err)
		}
		f.Close()
		os.Remove(f.Name())
		return nil
	}
	db, err := openRaw(path, "rw")
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, nil)
	if err == nil {
		_, err = tx.ExecContext(ctx, `CREATE TABLE bogglebot_write_check (x INTEGER)`)
		tx.Rollback()
	}
	if err != nil {
		return fmt.Errorf("%s cannot be written: %w", path, cannotWrite(err))
	}
	return nil
}
