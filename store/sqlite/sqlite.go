// Package sqlite is a challenge.Store and a round.Store on SQLite, the
// embedded default: one file, no server, and no cgo (the modernc.org/sqlite
// driver).
//
// The database is opened in WAL mode with synchronous=FULL, so a write is in
// the WAL file and fsynced before the method that made it returns: it
// survives the process being killed (SIGKILL) and the machine losing power.
// (synchronous=NORMAL would survive SIGKILL as well, since a committed WAL
// frame is in the kernel's page cache, but could lose the last commits on a
// power cut; a submission is small and rare enough to afford the fsync.)
//
// Writes go through one connection, in BEGIN IMMEDIATE transactions, so
// writers in one process queue in Go instead of spinning on SQLITE_BUSY;
// reads use a small pool of read-only connections, which WAL lets run beside
// the writer. Other processes on the same file wait up to the busy timeout.
// Schema migrations are embedded and applied on Open. A Store is safe for
// concurrent use.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/internal/migrate"

	sqlitedrv "modernc.org/sqlite" // the "sqlite" database/sql driver
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// DefaultPath is the database file used when the DSN is empty.
const DefaultPath = "bogglebot.db"

// BusyTimeout is how long a write waits for another process's lock.
const BusyTimeout = 10 * time.Second

//go:embed migrations/*.sql
var migrations embed.FS

// Store is a challenge.Store and a round.Store (rounds.go) in a SQLite file.
type Store struct {
	w       *sql.DB // one connection: every write
	r       *sql.DB // read-only connections
	path    string
	replays atomic.Uint32 // FirstRequest calls, counted for pruning
	// failed is the last write's failure marked game.ErrCannotWrite, until
	// a write succeeds: CheckWrite reports it for failureShown.
	failed atomic.Pointer[failure]
}

var _ challenge.Store = (*Store)(nil)

// Open opens (creating it if needed) the database named by dsn and brings
// its schema up to date. dsn is a file path ("bogglebot.db",
// "/var/lib/bogglebot/db"), a "sqlite://" or "sqlite:" URL of one
// ("sqlite:///var/lib/bogglebot.db" is absolute, "sqlite://x.db" relative),
// or a "file:" URI; "" means DefaultPath. The directory must exist.
func Open(ctx context.Context, dsn string) (*Store, error) {
	path, query, err := parseDSN(dsn)
	if err != nil {
		return nil, err
	}
	if dir := filepath.Dir(path); dir != "" {
		if _, err := os.Stat(dir); err != nil {
			return nil, fmt.Errorf("open sqlite database %q: directory: %w", path, err)
		}
	}
	base := url.Values{}
	for k, vs := range query {
		base[k] = append([]string(nil), vs...)
	}
	base.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", BusyTimeout.Milliseconds()))
	base.Add("_pragma", "journal_mode(WAL)")
	base.Add("_pragma", "synchronous(FULL)")
	// Deleted content is overwritten with zeros, in the table and its
	// indexes and in freed pages, not left for a file reader to find.
	base.Add("_pragma", "secure_delete(1)")
	base.Set("_txlock", "immediate")

	s := &Store{path: path}
	if s.w, err = sql.Open("sqlite", fileURI(path)+"?"+base.Encode()); err != nil {
		return nil, fmt.Errorf("open sqlite database %q: %w", path, err)
	}
	s.w.SetMaxOpenConns(1)
	s.w.SetConnMaxIdleTime(0)
	if err := s.migrate(ctx); err != nil {
		s.w.Close()
		return nil, fmt.Errorf("open sqlite database %q: %w", path, err)
	}
	// An erasure's pages may still be in the WAL if the process died
	// between its commit and its checkpoint: empty it now.
	if err := s.scrub(ctx); err != nil {
		s.w.Close()
		return nil, fmt.Errorf("open sqlite database %q: %w", path, err)
	}
	ro := url.Values{}
	for k, vs := range base {
		ro[k] = vs
	}
	ro.Add("_pragma", "query_only(1)")
	if s.r, err = sql.Open("sqlite", fileURI(path)+"?"+ro.Encode()); err != nil {
		s.w.Close()
		return nil, fmt.Errorf("open sqlite database %q: %w", path, err)
	}
	s.r.SetMaxOpenConns(4)
	return s, nil
}

// fileURI is the "file:" URI of the file at path: the characters a URI
// gives a meaning to (% ? #) escaped, so that a path holding them names
// that file and not another one with query parameters.
func fileURI(path string) string {
	return "file:" + strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
}

// scrub moves the WAL's pages into the database file and empties the WAL
// (PRAGMA wal_checkpoint(TRUNCATE)), so that the old pages of rows just
// erased (secure_delete zeroes them in the database file) are nowhere in
// either file. It waits for readers up to the busy timeout, and fails if
// the WAL could not be emptied.
func (s *Store) scrub(ctx context.Context) error {
	var busy, frames, done int
	if err := s.w.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &frames, &done); err != nil {
		return fmt.Errorf("checkpoint the WAL: %w", err)
	}
	if busy != 0 {
		return fmt.Errorf("checkpoint the WAL: readers kept it from being emptied (%d of %d pages copied)", done, frames)
	}
	return nil
}

// parseDSN returns the file path and query parameters of a DSN.
func parseDSN(dsn string) (path string, query url.Values, err error) {
	query = url.Values{}
	switch {
	case dsn == "":
		return DefaultPath, query, nil
	case strings.HasPrefix(dsn, "sqlite://"):
		dsn = strings.TrimPrefix(dsn, "sqlite://")
	case strings.HasPrefix(dsn, "sqlite:"):
		dsn = strings.TrimPrefix(dsn, "sqlite:")
	case strings.HasPrefix(dsn, "file:"):
		dsn = strings.TrimPrefix(dsn, "file:")
	default:
		if strings.Contains(dsn, "://") {
			return "", nil, fmt.Errorf("database URL %q is not a SQLite file: use a path, sqlite:///path or file:path", dsn)
		}
		return dsn, query, nil
	}
	path, rawQuery, _ := strings.Cut(dsn, "?")
	if query, err = url.ParseQuery(rawQuery); err != nil {
		return "", nil, fmt.Errorf("database URL %q: %w", dsn, err)
	}
	if path == "" || path == ":memory:" || query.Get("mode") == "memory" {
		return "", nil, fmt.Errorf("database URL %q: name a file (an in-memory database would lose every score)", dsn)
	}
	return path, query, nil
}

// Path returns the database file's path.
func (s *Store) Path() string { return s.path }

// Ping checks that the database answers a query, for readiness checks.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	return s.r.QueryRowContext(ctx, "SELECT 1").Scan(&one)
}

// Close closes the database.
func (s *Store) Close() error {
	var errs []error
	if s.r != nil {
		errs = append(errs, s.r.Close())
	}
	errs = append(errs, s.w.Close())
	return errors.Join(errs...)
}

// migrate applies the embedded migrations not yet recorded in
// schema_migrations, each in its own transaction. The BEGIN IMMEDIATE lock
// keeps two processes from migrating at once.
func (s *Store) migrate(ctx context.Context) error { return s.migrateTo(ctx, 0) }

// migrateTo applies the migrations up to version upTo (0: all).
func (s *Store) migrateTo(ctx context.Context, upTo int) error {
	if _, err := s.w.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	list, err := migrate.List(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	for _, m := range list {
		if upTo > 0 && m.Version > upTo {
			break
		}
		v, name, body := m.Version, m.Name, m.SQL
		if err := s.tx(ctx, func(tx *sql.Tx) error {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = ?`, v).Scan(&n); err != nil || n > 0 {
				return err
			}
			if _, err := tx.ExecContext(ctx, body); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`, v, name, stamp(time.Now()))
			return err
		}); err != nil {
			return fmt.Errorf("migration %s: %w", name, err)
		}
	}
	return nil
}

// failure is a write's failure and when it happened.
type failure struct {
	err error
	at  time.Time
}

// failureShown is how long CheckWrite reports a write's lasting failure
// after it, unless a write succeeds first: long enough for the readiness
// gauge and its alert to see it, short enough that a database put right
// while no one writes is not reported broken for long.
const failureShown = 5 * time.Minute

// tx runs fn in a write transaction and commits it. A failure retrying
// cannot cure (cannotWrite) is marked game.ErrCannotWrite.
func (s *Store) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	err := s.txOnce(ctx, fn)
	switch {
	case err == nil:
		s.failed.Store(nil)
	case errors.Is(err, game.ErrCannotWrite):
		s.failed.Store(&failure{err, time.Now()})
	}
	return err
}

func (s *Store) txOnce(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return cannotWrite(err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return cannotWrite(err)
	}
	return cannotWrite(tx.Commit())
}

// cannotWrite marks err with game.ErrCannotWrite when SQLite's code for
// it says the file cannot take writes, whatever is tried again: read-only
// (the file, its directory, or the WAL's -shm), full (the disk, or
// max_page_count), unopenable, failing I/O, corrupt, or refused by the
// OS. Busy and locked are not among them: they pass.
func cannotWrite(err error) error {
	var se *sqlitedrv.Error
	if err == nil || !errors.As(err, &se) {
		return err
	}
	switch se.Code() & 0xff { // the primary code of an extended one
	case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR,
		sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_PERM:
		return fmt.Errorf("%w: %w", game.ErrCannotWrite, err)
	}
	return err
}

// CheckWrite tries a write and rolls it back: it fails (with
// game.ErrCannotWrite for a lasting reason) when the database cannot
// take writes, or when the last write failed so (a full disk may leave
// room for the test's row and none for a player's words) and none has
// succeeded since; for serve's start and its readiness check.
func (s *Store) CheckWrite(ctx context.Context) error {
	if last := s.failed.Load(); last != nil && time.Since(last.at) < failureShown {
		return fmt.Errorf("sqlite: the last write to %s failed: %w", s.path, last.err)
	}
	errProbe := errors.New("probe")
	err := s.txOnce(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO replays (key, expires_at) VALUES ('write check', 0) ON CONFLICT (key) DO UPDATE SET expires_at = 0`); err != nil {
			return err
		}
		return errProbe // roll it back
	})
	if errors.Is(err, errProbe) {
		return nil
	}
	return fmt.Errorf("sqlite: write to %s: %w", s.path, err)
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func (s *Store) PutSettings(ctx context.Context, set challenge.Settings) error {
	now := stamp(time.Now())
	created := now
	if !set.Created.IsZero() {
		created = stamp(set.Created)
	}
	_, err := s.w.ExecContext(ctx, `
		INSERT INTO guilds (platform, guild, channel, post_time, timezone, size, tier, created_at, updated_at,
			since_day, next_from, next_timezone, next_size, next_tier, freezes, freezes_since)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (platform, guild) DO UPDATE SET
			channel = excluded.channel, post_time = excluded.post_time, timezone = excluded.timezone,
			size = excluded.size, tier = excluded.tier, updated_at = excluded.updated_at,
			since_day = excluded.since_day, next_from = excluded.next_from, next_timezone = excluded.next_timezone,
			next_size = excluded.next_size, next_tier = excluded.next_tier,
			freezes = excluded.freezes, freezes_since = excluded.freezes_since`,
		set.Guild.Platform, set.Guild.ID, set.Channel, set.PostTime, set.Timezone, set.Size, set.Tier, created, now,
		set.Since.StoreText(), set.NextFrom.StoreText(), set.NextTimezone, set.NextSize, set.NextTier, set.Freezes, set.FreezesSince.StoreText())
	if err != nil {
		return fmt.Errorf("sqlite: put settings of %s: %w", set.Guild, err)
	}
	return nil
}

const settingsColumns = `platform, guild, channel, post_time, timezone, size, tier, created_at,
	since_day, next_from, next_timezone, next_size, next_tier, freezes, freezes_since`

func scanSettings(row interface{ Scan(...any) error }) (challenge.Settings, error) {
	var set challenge.Settings
	var created, since, next, freezesSince string
	if err := row.Scan(&set.Guild.Platform, &set.Guild.ID, &set.Channel, &set.PostTime, &set.Timezone, &set.Size, &set.Tier, &created,
		&since, &next, &set.NextTimezone, &set.NextSize, &set.NextTier, &set.Freezes, &freezesSince); err != nil {
		return set, err
	}
	t, err := time.Parse(time.RFC3339Nano, created)
	if err != nil {
		return set, fmt.Errorf("created_at %q: %w", created, err)
	}
	set.Created = t
	if set.Since, err = game.ParseStoreText(since); err != nil {
		return set, fmt.Errorf("since_day: %w", err)
	}
	if set.NextFrom, err = game.ParseStoreText(next); err != nil {
		return set, fmt.Errorf("next_from: %w", err)
	}
	if set.FreezesSince, err = game.ParseStoreText(freezesSince); err != nil {
		return set, fmt.Errorf("freezes_since: %w", err)
	}
	return set, nil
}

func (s *Store) Settings(ctx context.Context, g game.Guild) (challenge.Settings, error) {
	set, err := scanSettings(s.r.QueryRowContext(ctx,
		`SELECT `+settingsColumns+` FROM guilds WHERE platform = ? AND guild = ?`, g.Platform, g.ID))
	if errors.Is(err, sql.ErrNoRows) {
		return set, fmt.Errorf("sqlite: settings of %s: %w", g, challenge.ErrNotFound)
	}
	if err != nil {
		return set, fmt.Errorf("sqlite: settings of %s: %w", g, err)
	}
	return set, nil
}

func (s *Store) AllSettings(ctx context.Context) ([]challenge.Settings, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT `+settingsColumns+` FROM guilds ORDER BY platform, guild`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: all settings: %w", err)
	}
	defer rows.Close()
	var out []challenge.Settings
	for rows.Next() {
		set, err := scanSettings(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: all settings: %w", err)
		}
		out = append(out, set)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: all settings: %w", err)
	}
	return out, nil
}

func (s *Store) DeleteSettings(ctx context.Context, g game.Guild) error {
	if _, err := s.w.ExecContext(ctx, `DELETE FROM guilds WHERE platform = ? AND guild = ?`, g.Platform, g.ID); err != nil {
		return fmt.Errorf("sqlite: delete settings of %s: %w", g, err)
	}
	return nil
}

func (s *Store) AddWords(ctx context.Context, g game.Guild, day game.Day, p game.Player, words []game.Word, at time.Time) ([]game.Word, error) {
	var added []game.Word
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO players (platform, guild, user_id, name) VALUES (?, ?, ?, ?)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name`,
			g.Platform, g.ID, p.ID, p.Name); err != nil {
			return err
		}
		var err error
		if added, err = insertWords(ctx, tx, "words", g, day, p.ID, words, at); err != nil || len(added) == 0 {
			return err
		}
		points := 0
		for _, w := range added {
			points += w.Points
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO day_totals (platform, guild, user_id, day, points, words) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (platform, guild, user_id, day) DO UPDATE SET points = points + excluded.points, words = words + excluded.words`,
			g.Platform, g.ID, p.ID, day.String(), points, len(added))
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: add words of %s in %s on %s: %w", p.ID, g, day, err)
	}
	return added, nil
}

func (s *Store) PlayerWords(ctx context.Context, g game.Guild, day game.Day, id string) ([]game.Word, error) {
	out, err := s.wordsOf(ctx, "words", g, day, id)
	if err != nil {
		return nil, fmt.Errorf("sqlite: words of %s in %s on %s: %w", id, g, day, err)
	}
	return out, nil
}

// insertWords inserts each word of words into table (words or
// practice_words: same columns) for a player's day in tx, leaving out those
// already there, and returns the words it stored, in the order given.
func insertWords(ctx context.Context, tx *sql.Tx, table string, g game.Guild, day game.Day, userID string, words []game.Word, at time.Time) ([]game.Word, error) {
	if len(words) == 0 {
		return nil, nil
	}
	ins, err := tx.PrepareContext(ctx, `
		INSERT INTO `+table+` (platform, guild, day, user_id, word, points, found_at) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`)
	if err != nil {
		return nil, err
	}
	defer ins.Close()
	var added []game.Word
	ds, ts := day.String(), stamp(at)
	for _, w := range words {
		res, err := ins.ExecContext(ctx, g.Platform, g.ID, ds, userID, w.Word, w.Points, ts)
		if err != nil {
			return nil, err
		}
		if n, err := res.RowsAffected(); err != nil {
			return nil, err
		} else if n == 1 {
			added = append(added, w)
		}
	}
	return added, nil
}

// wordsOf returns a player's words of a day in table (words or
// practice_words), in the order found.
func (s *Store) wordsOf(ctx context.Context, table string, g game.Guild, day game.Day, userID string) ([]game.Word, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT word, points FROM `+table+`
		WHERE platform = ? AND guild = ? AND day = ? AND user_id = ? ORDER BY id`,
		g.Platform, g.ID, day.String(), userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []game.Word
	for rows.Next() {
		var w game.Word
		if err := rows.Scan(&w.Word, &w.Points); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, rows.Err()
}

func (s *Store) DayWords(ctx context.Context, g game.Guild, day game.Day) ([]string, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT DISTINCT word FROM words WHERE platform = ? AND guild = ? AND day = ? ORDER BY word`,
		g.Platform, g.ID, day.String())
	if err != nil {
		return nil, fmt.Errorf("sqlite: words of %s on %s: %w", g, day, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var w string
		if err := rows.Scan(&w); err != nil {
			return nil, fmt.Errorf("sqlite: words of %s on %s: %w", g, day, err)
		}
		out = append(out, w)
	}
	return out, rows.Err()
}

func (s *Store) Scores(ctx context.Context, g game.Guild, from, to game.Day) ([]challenge.PlayerScore, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT t.user_id, COALESCE(p.name, ''), t.points, t.words, t.days
		FROM (
			SELECT user_id, SUM(points) AS points, SUM(words) AS words, COUNT(*) AS days
			FROM day_totals WHERE platform = ? AND guild = ? AND day BETWEEN ? AND ?
			GROUP BY user_id
		) t LEFT JOIN players p ON p.platform = ? AND p.guild = ? AND p.user_id = t.user_id
		ORDER BY 3 DESC, 4 DESC, 1`,
		g.Platform, g.ID, from.String(), to.String(), g.Platform, g.ID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: scores of %s from %s to %s: %w", g, from, to, err)
	}
	defer rows.Close()
	var out []challenge.PlayerScore
	for rows.Next() {
		var ps challenge.PlayerScore
		if err := rows.Scan(&ps.Player.ID, &ps.Player.Name, &ps.Points, &ps.Words, &ps.Days); err != nil {
			return nil, fmt.Errorf("sqlite: scores of %s: %w", g, err)
		}
		out = append(out, ps)
	}
	return out, rows.Err()
}

func (s *Store) DayTotals(ctx context.Context, g game.Guild, from, to game.Day) ([]challenge.PlayerDay, error) {
	rows, err := s.r.QueryContext(ctx, `
		SELECT t.day, t.user_id, COALESCE(p.name, ''), t.points, t.words
		FROM day_totals t LEFT JOIN players p ON p.platform = t.platform AND p.guild = t.guild AND p.user_id = t.user_id
		WHERE t.platform = ? AND t.guild = ? AND t.day BETWEEN ? AND ?
		ORDER BY t.day, t.user_id`,
		g.Platform, g.ID, from.String(), to.String())
	if err != nil {
		return nil, fmt.Errorf("sqlite: day totals of %s from %s to %s: %w", g, from, to, err)
	}
	defer rows.Close()
	var out []challenge.PlayerDay
	for rows.Next() {
		var pd challenge.PlayerDay
		var ds string
		if err := rows.Scan(&ds, &pd.Player.ID, &pd.Player.Name, &pd.Points, &pd.Words); err != nil {
			return nil, fmt.Errorf("sqlite: day totals of %s: %w", g, err)
		}
		if pd.Day, err = game.ParseDay(ds); err != nil {
			return nil, fmt.Errorf("sqlite: day totals of %s: %w", g, err)
		}
		out = append(out, pd)
	}
	return out, rows.Err()
}

func (s *Store) LongestWords(ctx context.Context, g game.Guild, playerID string, from, to game.Day, limit int) ([]challenge.FoundWord, error) {
	// One player's words by their index (words_by_player), everyone's by
	// the span's days (words_by_day).
	who, args := "", []any{g.Platform, g.ID, from.String(), to.String()}
	if playerID != "" {
		who, args = " AND user_id = ?", append(args, playerID)
	}
	rows, err := s.r.QueryContext(ctx, `
		SELECT w.user_id, COALESCE(p.name, ''), w.word, w.points, w.day
		FROM (
			SELECT user_id, word, MAX(points) AS points, MIN(day) AS day
			FROM words WHERE platform = ? AND guild = ? AND day BETWEEN ? AND ?`+who+`
			GROUP BY user_id, word
		) w LEFT JOIN players p ON p.platform = ? AND p.guild = ? AND p.user_id = w.user_id
		ORDER BY length(w.word) DESC, w.points DESC, w.day, w.word, w.user_id LIMIT ?`,
		append(args, g.Platform, g.ID, max(limit, 0))...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: longest words of %s from %s to %s: %w", g, from, to, err)
	}
	defer rows.Close()
	var out []challenge.FoundWord
	for rows.Next() {
		var fw challenge.FoundWord
		var ds string
		if err := rows.Scan(&fw.Player.ID, &fw.Player.Name, &fw.Word.Word, &fw.Points, &ds); err != nil {
			return nil, fmt.Errorf("sqlite: longest words of %s: %w", g, err)
		}
		if fw.Day, err = game.ParseDay(ds); err != nil {
			return nil, fmt.Errorf("sqlite: longest words of %s: %w", g, err)
		}
		out = append(out, fw)
	}
	return out, rows.Err()
}

func (s *Store) History(ctx context.Context, g game.Guild, id string) (challenge.History, error) {
	h := challenge.History{Player: game.Player{ID: id}}
	wrap := func(err error) error { return fmt.Errorf("sqlite: history of %s in %s: %w", id, g, err) }
	err := s.r.QueryRowContext(ctx, `SELECT name FROM players WHERE platform = ? AND guild = ? AND user_id = ?`,
		g.Platform, g.ID, id).Scan(&h.Player.Name)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return h, wrap(err)
	}
	rows, err := s.r.QueryContext(ctx, `
		SELECT day, points, words FROM day_totals
		WHERE platform = ? AND guild = ? AND user_id = ? ORDER BY day`, g.Platform, g.ID, id)
	if err != nil {
		return h, wrap(err)
	}
	defer rows.Close()
	for rows.Next() {
		var ds string
		var dt challenge.DayTotal
		if err := rows.Scan(&ds, &dt.Points, &dt.Words); err != nil {
			return h, wrap(err)
		}
		if dt.Day, err = game.ParseDay(ds); err != nil {
			return h, wrap(err)
		}
		h.Days = append(h.Days, dt)
	}
	if err := rows.Err(); err != nil {
		return h, wrap(err)
	}
	err = s.r.QueryRowContext(ctx, `
		SELECT word, points FROM words WHERE platform = ? AND guild = ? AND user_id = ?
		ORDER BY length(word) DESC, points DESC, word LIMIT 1`, g.Platform, g.ID, id).Scan(&h.Longest.Word, &h.Longest.Points)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return h, wrap(err)
	}
	return h, nil
}

func (s *Store) ClaimPost(ctx context.Context, k challenge.PostKey, owner string, at time.Time) (bool, error) {
	res, err := s.w.ExecContext(ctx, `
		INSERT INTO posts (platform, guild, day, kind, owner, claimed_at) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`,
		k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind), owner, stamp(at))
	if err != nil {
		return false, fmt.Errorf("sqlite: claim %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("sqlite: claim %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	return n == 1, nil
}

func (s *Store) MarkPosted(ctx context.Context, k challenge.PostKey, at time.Time) error {
	res, err := s.w.ExecContext(ctx, `
		UPDATE posts SET sent_at = ? WHERE platform = ? AND guild = ? AND day = ? AND kind = ?`,
		stamp(at), k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind))
	if err == nil {
		var n int64
		if n, err = res.RowsAffected(); err == nil && n == 0 {
			err = errors.New("it was never claimed")
		}
	}
	if err != nil {
		return fmt.Errorf("sqlite: mark %s post of %s on %s sent: %w", k.Kind, k.Guild, k.Day, err)
	}
	return nil
}

func (s *Store) ReleasePost(ctx context.Context, k challenge.PostKey) error {
	_, err := s.w.ExecContext(ctx, `
		DELETE FROM posts WHERE platform = ? AND guild = ? AND day = ? AND kind = ? AND sent_at IS NULL`,
		k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind))
	if err != nil {
		return fmt.Errorf("sqlite: release %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	return nil
}

func (s *Store) PostStatus(ctx context.Context, k challenge.PostKey) (claimed, sent bool, err error) {
	err = s.r.QueryRowContext(ctx, `
		SELECT sent_at IS NOT NULL FROM posts WHERE platform = ? AND guild = ? AND day = ? AND kind = ?`,
		k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind)).Scan(&sent)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, false, nil
	case err != nil:
		return false, false, fmt.Errorf("sqlite: status of %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	return true, sent, nil
}

// FirstRequest records a signed request's replay key until expires
// (store.Replays): one statement, which writes only when the key is new
// or its record has expired. Every 1024th call also deletes the expired
// records.
func (s *Store) FirstRequest(ctx context.Context, key string, expires, now time.Time) (bool, error) {
	res, err := s.w.ExecContext(ctx, `
		INSERT INTO replays (key, expires_at) VALUES (?, ?)
		ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at WHERE replays.expires_at <= ?`,
		key, expires.UnixMilli(), now.UnixMilli())
	if err != nil {
		return false, fmt.Errorf("sqlite: record request %s: %w", key, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("sqlite: record request %s: %w", key, err)
	}
	if s.replays.Add(1)%1024 == 0 {
		s.w.ExecContext(ctx, `DELETE FROM replays WHERE expires_at <= ?`, now.UnixMilli())
	}
	return n == 1, nil
}
