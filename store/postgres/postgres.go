// Package postgres is a challenge.Store and a round.Store on PostgreSQL,
// for several bot replicas sharing one database (pgx v5 and its pool).
//
// A write is committed before its method returns, and PostgreSQL's default
// synchronous_commit makes a commit durable. Submissions are idempotent by a
// unique key; two submissions by the same player serialise on the player's
// row, so they cannot deadlock, and a transaction that still fails with a
// deadlock or serialization error is retried. Post claims are insert-if-absent
// rows. Schema migrations are embedded and applied on Open under an advisory
// lock, so replicas may start together. A Store is safe for concurrent use.
package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/internal/migrate"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

//go:embed migrations/*.sql
var migrations embed.FS

// migrationLock is the advisory lock key held while migrating.
const migrationLock int64 = 0x626f67676c65 // "boggle"

// Store is a challenge.Store and a round.Store (rounds.go) in PostgreSQL.
type Store struct {
	pool  *pgxpool.Pool
	puts  atomic.Uint32 // PutChannelBoard calls, counted for prune
	takes atomic.Uint32 // TakeRateToken calls, likewise
	seen  atomic.Uint32 // FirstRequest calls, likewise
	// failed is the last write's failure marked game.ErrCannotWrite, until
	// a write succeeds: CheckWrite reports it for failureShown.
	failed atomic.Pointer[failure]
}

var _ challenge.Store = (*Store)(nil)

// Open connects to the database at url ("postgres://user@host:5432/db?...";
// libpq parameters such as search_path pass through) and brings its schema
// up to date.
func Open(ctx context.Context, url string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: parse database URL: %w", err) // pgx redacts the password
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: connect to %s: %w", cfg.ConnConfig.Host, err)
	}
	s := &Store{pool: pool}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: %s/%s: %w", cfg.ConnConfig.Host, cfg.ConnConfig.Database, err)
	}
	return s, nil
}

// Ping checks that the database answers, for readiness checks.
func (s *Store) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }

// Close closes the pool.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// migrate applies the embedded migrations not yet in schema_migrations,
// each in a transaction, holding an advisory lock so that replicas starting
// together migrate one at a time.
func (s *Store) migrate(ctx context.Context) error {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, migrationLock); err != nil {
		return fmt.Errorf("lock for migrations: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, migrationLock)
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	list, err := migrate.List(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	for _, m := range list {
		v, name, body := m.Version, m.Name, m.SQL
		err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			var done bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = $1)`, v).Scan(&done); err != nil || done {
				return err
			}
			if _, err := tx.Exec(ctx, body); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, v, name)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", name, err)
		}
	}
	return nil
}

// cannotWrite marks err with game.ErrCannotWrite when PostgreSQL's
// SQLSTATE says writes are refused whatever is tried again: a read-only
// transaction (a standby, default_transaction_read_only), a full disk,
// missing privileges, or a database that does not accept connections.
func cannotWrite(err error) error {
	var pe *pgconn.PgError
	if err == nil || !errors.As(err, &pe) {
		return err
	}
	switch pe.Code {
	case "25006", "53100", "42501", "57P04", "3D000", "28000", "28P01":
		return fmt.Errorf("%w: %w", game.ErrCannotWrite, err)
	}
	return err
}

// CheckWrite tries a write and rolls it back: it fails (with
// game.ErrCannotWrite for a lasting reason) when the database refuses
// writes, for serve's start and its readiness check.
func (s *Store) CheckWrite(ctx context.Context) error {
	if last := s.failed.Load(); last != nil && time.Since(last.at) < failureShown {
		return fmt.Errorf("postgres: the last write failed: %w", last.err)
	}
	errProbe := errors.New("probe")
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO replays (key, expires_at) VALUES ('write check', now()) ON CONFLICT (key) DO UPDATE SET expires_at = now()`); err != nil {
			return err
		}
		return errProbe
	})
	if errors.Is(err, errProbe) {
		return nil
	}
	return fmt.Errorf("postgres: write: %w", cannotWrite(err))
}

// failure is a write's failure and when it happened.
type failure struct {
	err error
	at  time.Time
}

// failureShown is how long CheckWrite reports a write's lasting failure
// after it, unless a write succeeds first (as store/sqlite).
const failureShown = 5 * time.Minute

// retry runs fn in a transaction, again when it fails with a deadlock or a
// serialization failure.
func (s *Store) retry(ctx context.Context, fn func(pgx.Tx) error) error {
	err := s.retryOnce(ctx, fn)
	switch {
	case err == nil:
		s.failed.Store(nil)
	case errors.Is(err, game.ErrCannotWrite):
		s.failed.Store(&failure{err, time.Now()})
	}
	return err
}

func (s *Store) retryOnce(ctx context.Context, fn func(pgx.Tx) error) error {
	var err error
	for attempt := range 5 {
		err = pgx.BeginFunc(ctx, s.pool, fn)
		var pe *pgconn.PgError
		if !errors.As(err, &pe) || (pe.Code != "40P01" && pe.Code != "40001") {
			return cannotWrite(err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(attempt+1) * 10 * time.Millisecond):
		}
	}
	return err
}

func (s *Store) PutSettings(ctx context.Context, set challenge.Settings) error {
	now := time.Now()
	created := set.Created
	if created.IsZero() {
		created = now
	}
	_, err := s.pool.Exec(ctx, `
		INSERT INTO guilds (platform, guild, channel, post_time, timezone, size, tier, created_at, updated_at,
			since_day, next_from, next_timezone, next_size, next_tier, freezes, freezes_since)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
		ON CONFLICT (platform, guild) DO UPDATE SET
			channel = excluded.channel, post_time = excluded.post_time, timezone = excluded.timezone,
			size = excluded.size, tier = excluded.tier, updated_at = excluded.updated_at,
			since_day = excluded.since_day, next_from = excluded.next_from, next_timezone = excluded.next_timezone,
			next_size = excluded.next_size, next_tier = excluded.next_tier,
			freezes = excluded.freezes, freezes_since = excluded.freezes_since`,
		set.Guild.Platform, set.Guild.ID, set.Channel, set.PostTime, set.Timezone, set.Size, set.Tier, created, now,
		set.Since.StoreText(), set.NextFrom.StoreText(), set.NextTimezone, set.NextSize, set.NextTier, set.Freezes, set.FreezesSince.StoreText())
	if err != nil {
		return fmt.Errorf("postgres: put settings of %s: %w", set.Guild, err)
	}
	return nil
}

const settingsColumns = `platform, guild, channel, post_time, timezone, size, tier, created_at,
	since_day, next_from, next_timezone, next_size, next_tier, freezes, freezes_since`

func scanSettings(row pgx.CollectableRow) (challenge.Settings, error) {
	var set challenge.Settings
	var since, next, freezesSince string
	err := row.Scan(&set.Guild.Platform, &set.Guild.ID, &set.Channel, &set.PostTime, &set.Timezone, &set.Size, &set.Tier, &set.Created,
		&since, &next, &set.NextTimezone, &set.NextSize, &set.NextTier, &set.Freezes, &freezesSince)
	if err != nil {
		return set, err
	}
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
	rows, _ := s.pool.Query(ctx, `SELECT `+settingsColumns+` FROM guilds WHERE platform = $1 AND guild = $2`, g.Platform, g.ID)
	set, err := pgx.CollectExactlyOneRow(rows, scanSettings)
	if errors.Is(err, pgx.ErrNoRows) {
		return set, fmt.Errorf("postgres: settings of %s: %w", g, challenge.ErrNotFound)
	}
	if err != nil {
		return set, fmt.Errorf("postgres: settings of %s: %w", g, err)
	}
	return set, nil
}

func (s *Store) AllSettings(ctx context.Context) ([]challenge.Settings, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+settingsColumns+` FROM guilds ORDER BY platform COLLATE "C", guild COLLATE "C"`)
	if err != nil {
		return nil, fmt.Errorf("postgres: all settings: %w", err)
	}
	out, err := pgx.CollectRows(rows, scanSettings)
	if err != nil {
		return nil, fmt.Errorf("postgres: all settings: %w", err)
	}
	return out, nil
}

func (s *Store) DeleteSettings(ctx context.Context, g game.Guild) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM guilds WHERE platform = $1 AND guild = $2`, g.Platform, g.ID); err != nil {
		return fmt.Errorf("postgres: delete settings of %s: %w", g, err)
	}
	return nil
}

func (s *Store) AddWords(ctx context.Context, g game.Guild, day game.Day, p game.Player, words []game.Word, at time.Time) ([]game.Word, error) {
	var added []game.Word
	err := s.retry(ctx, func(tx pgx.Tx) error {
		// The unconditional update locks the player's row until commit, so
		// one player's submissions never interleave (and never deadlock).
		if _, err := tx.Exec(ctx, `
			INSERT INTO players (platform, guild, user_id, name) VALUES ($1, $2, $3, $4)
			ON CONFLICT (platform, guild, user_id) DO UPDATE SET name = excluded.name`,
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
		_, err = tx.Exec(ctx, `
			INSERT INTO day_totals (platform, guild, user_id, day, points, words) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (platform, guild, user_id, day) DO UPDATE SET points = day_totals.points + excluded.points, words = day_totals.words + excluded.words`,
			g.Platform, g.ID, p.ID, day.String(), points, len(added))
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: add words of %s in %s on %s: %w", p.ID, g, day, err)
	}
	return added, nil
}

// insertWords inserts each distinct word of words once, in the order given,
// into table (words or practice_words: same columns) for a player's day,
// leaving out those already there, and returns the words it stored, in the
// order given. The caller holds a lock that serialises the player's
// submissions: two inserts of the same words in different orders would
// otherwise wait on each other's rows and deadlock.
func insertWords(ctx context.Context, tx pgx.Tx, table string, g game.Guild, day game.Day, userID string, words []game.Word, at time.Time) ([]game.Word, error) {
	seen := make(map[string]bool, len(words))
	texts := make([]string, 0, len(words))
	points := make([]int32, 0, len(words))
	for _, w := range words {
		if !seen[w.Word] {
			seen[w.Word] = true
			texts = append(texts, w.Word)
			points = append(points, int32(w.Points))
		}
	}
	if len(texts) == 0 {
		return nil, nil
	}
	rows, _ := tx.Query(ctx, `
		INSERT INTO `+table+` (platform, guild, day, user_id, word, points, found_at)
		SELECT $1, $2, $3, $4, t.w, t.p, $7
		FROM unnest($5::text[], $6::int[]) WITH ORDINALITY AS t(w, p, o)
		ORDER BY t.o
		ON CONFLICT DO NOTHING
		RETURNING word`,
		g.Platform, g.ID, day.String(), userID, texts, points, at)
	stored, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	isNew := make(map[string]bool, len(stored))
	for _, w := range stored {
		isNew[w] = true
	}
	var added []game.Word
	for i, w := range texts {
		if isNew[w] {
			added = append(added, game.Word{Word: w, Points: int(points[i])})
		}
	}
	return added, nil
}

func (s *Store) PlayerWords(ctx context.Context, g game.Guild, day game.Day, id string) ([]game.Word, error) {
	out, err := s.wordsOf(ctx, "words", g, day, id)
	if err != nil {
		return nil, fmt.Errorf("postgres: words of %s in %s on %s: %w", id, g, day, err)
	}
	return out, nil
}

// wordsOf returns a player's words of a day in table (words or
// practice_words), in the order found.
func (s *Store) wordsOf(ctx context.Context, table string, g game.Guild, day game.Day, userID string) ([]game.Word, error) {
	rows, _ := s.pool.Query(ctx, `
		SELECT word, points FROM `+table+`
		WHERE platform = $1 AND guild = $2 AND day = $3 AND user_id = $4 ORDER BY id`,
		g.Platform, g.ID, day.String(), userID)
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (game.Word, error) {
		var w game.Word
		err := r.Scan(&w.Word, &w.Points)
		return w, err
	})
}

func (s *Store) DayWords(ctx context.Context, g game.Guild, day game.Day) ([]string, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT word FROM words WHERE platform = $1 AND guild = $2 AND day = $3
		GROUP BY word ORDER BY word COLLATE "C"`,
		g.Platform, g.ID, day.String())
	if err != nil {
		return nil, fmt.Errorf("postgres: words of %s on %s: %w", g, day, err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("postgres: words of %s on %s: %w", g, day, err)
	}
	return out, nil
}

func (s *Store) Scores(ctx context.Context, g game.Guild, from, to game.Day) ([]challenge.PlayerScore, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT t.user_id, COALESCE(p.name, ''), t.points, t.words, t.days
		FROM (
			SELECT user_id, SUM(points) AS points, SUM(words) AS words, COUNT(*) AS days
			FROM day_totals WHERE platform = $1 AND guild = $2 AND day BETWEEN $3 AND $4
			GROUP BY user_id
		) t LEFT JOIN players p ON p.platform = $1 AND p.guild = $2 AND p.user_id = t.user_id
		ORDER BY 3 DESC, 4 DESC, t.user_id COLLATE "C"`,
		g.Platform, g.ID, from.String(), to.String())
	if err != nil {
		return nil, fmt.Errorf("postgres: scores of %s from %s to %s: %w", g, from, to, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (challenge.PlayerScore, error) {
		var ps challenge.PlayerScore
		err := r.Scan(&ps.Player.ID, &ps.Player.Name, &ps.Points, &ps.Words, &ps.Days)
		return ps, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: scores of %s from %s to %s: %w", g, from, to, err)
	}
	return out, nil
}

func (s *Store) DayTotals(ctx context.Context, g game.Guild, from, to game.Day) ([]challenge.PlayerDay, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT t.day, t.user_id, COALESCE(p.name, ''), t.points, t.words
		FROM day_totals t LEFT JOIN players p ON p.platform = t.platform AND p.guild = t.guild AND p.user_id = t.user_id
		WHERE t.platform = $1 AND t.guild = $2 AND t.day BETWEEN $3 AND $4
		ORDER BY t.day COLLATE "C", t.user_id COLLATE "C"`,
		g.Platform, g.ID, from.String(), to.String())
	if err != nil {
		return nil, fmt.Errorf("postgres: day totals of %s from %s to %s: %w", g, from, to, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (challenge.PlayerDay, error) {
		var pd challenge.PlayerDay
		var ds string
		if err := r.Scan(&ds, &pd.Player.ID, &pd.Player.Name, &pd.Points, &pd.Words); err != nil {
			return pd, err
		}
		d, err := game.ParseDay(ds)
		pd.Day = d
		return pd, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: day totals of %s from %s to %s: %w", g, from, to, err)
	}
	return out, nil
}

func (s *Store) LongestWords(ctx context.Context, g game.Guild, playerID string, from, to game.Day, limit int) ([]challenge.FoundWord, error) {
	// One player's words by their index (words_by_player), everyone's by
	// the span's days (words_by_day).
	who := ""
	if playerID != "" {
		who = " AND user_id = $6"
	}
	args := []any{g.Platform, g.ID, from.String(), to.String(), max(limit, 0)}
	if playerID != "" {
		args = append(args, playerID)
	}
	rows, err := s.pool.Query(ctx, `
		SELECT w.user_id, COALESCE(p.name, ''), w.word, w.points, w.day
		FROM (
			SELECT user_id, word, MAX(points) AS points, MIN(day COLLATE "C") AS day
			FROM words WHERE platform = $1 AND guild = $2 AND day BETWEEN $3 AND $4`+who+`
			GROUP BY user_id, word
		) w LEFT JOIN players p ON p.platform = $1 AND p.guild = $2 AND p.user_id = w.user_id
		ORDER BY length(w.word) DESC, w.points DESC, w.day COLLATE "C", w.word COLLATE "C", w.user_id COLLATE "C" LIMIT $5`,
		args...)
	if err != nil {
		return nil, fmt.Errorf("postgres: longest words of %s from %s to %s: %w", g, from, to, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (challenge.FoundWord, error) {
		var fw challenge.FoundWord
		var ds string
		if err := r.Scan(&fw.Player.ID, &fw.Player.Name, &fw.Word.Word, &fw.Points, &ds); err != nil {
			return fw, err
		}
		d, err := game.ParseDay(ds)
		fw.Day = d
		return fw, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: longest words of %s from %s to %s: %w", g, from, to, err)
	}
	return out, nil
}

func (s *Store) History(ctx context.Context, g game.Guild, id string) (challenge.History, error) {
	h := challenge.History{Player: game.Player{ID: id}}
	wrap := func(err error) error { return fmt.Errorf("postgres: history of %s in %s: %w", id, g, err) }
	err := s.pool.QueryRow(ctx, `SELECT name FROM players WHERE platform = $1 AND guild = $2 AND user_id = $3`,
		g.Platform, g.ID, id).Scan(&h.Player.Name)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return h, wrap(err)
	}
	rows, err := s.pool.Query(ctx, `
		SELECT day, points, words FROM day_totals
		WHERE platform = $1 AND guild = $2 AND user_id = $3 ORDER BY day COLLATE "C"`, g.Platform, g.ID, id)
	if err != nil {
		return h, wrap(err)
	}
	h.Days, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (challenge.DayTotal, error) {
		var ds string
		var dt challenge.DayTotal
		if err := r.Scan(&ds, &dt.Points, &dt.Words); err != nil {
			return dt, err
		}
		d, err := game.ParseDay(ds)
		dt.Day = d
		return dt, err
	})
	if err != nil {
		return h, wrap(err)
	}
	err = s.pool.QueryRow(ctx, `
		SELECT word, points FROM words WHERE platform = $1 AND guild = $2 AND user_id = $3
		ORDER BY length(word) DESC, points DESC, word COLLATE "C" LIMIT 1`, g.Platform, g.ID, id).Scan(&h.Longest.Word, &h.Longest.Points)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return h, wrap(err)
	}
	return h, nil
}

func (s *Store) ClaimPost(ctx context.Context, k challenge.PostKey, owner string, at time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, `
		INSERT INTO posts (platform, guild, day, kind, owner, claimed_at) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT DO NOTHING`,
		k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind), owner, at)
	if err != nil {
		return false, fmt.Errorf("postgres: claim %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	return tag.RowsAffected() == 1, nil
}

func (s *Store) MarkPosted(ctx context.Context, k challenge.PostKey, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `
		UPDATE posts SET sent_at = $1 WHERE platform = $2 AND guild = $3 AND day = $4 AND kind = $5`,
		at, k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind))
	if err == nil && tag.RowsAffected() == 0 {
		err = errors.New("it was never claimed")
	}
	if err != nil {
		return fmt.Errorf("postgres: mark %s post of %s on %s sent: %w", k.Kind, k.Guild, k.Day, err)
	}
	return nil
}

func (s *Store) ReleasePost(ctx context.Context, k challenge.PostKey) error {
	_, err := s.pool.Exec(ctx, `
		DELETE FROM posts WHERE platform = $1 AND guild = $2 AND day = $3 AND kind = $4 AND sent_at IS NULL`,
		k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind))
	if err != nil {
		return fmt.Errorf("postgres: release %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	return nil
}

func (s *Store) PostStatus(ctx context.Context, k challenge.PostKey) (claimed, sent bool, err error) {
	err = s.pool.QueryRow(ctx, `
		SELECT sent_at IS NOT NULL FROM posts WHERE platform = $1 AND guild = $2 AND day = $3 AND kind = $4`,
		k.Guild.Platform, k.Guild.ID, k.Day.String(), string(k.Kind)).Scan(&sent)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return false, false, nil
	case err != nil:
		return false, false, fmt.Errorf("postgres: status of %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	return true, sent, nil
}

// pruneEvery is how many PutChannelBoard (or TakeRateToken) calls pass
// between deletions of the rows past use (a variable for the tests).
var pruneEvery uint32 = 1024

// prune runs query, which deletes rows past use, once every pruneEvery
// calls counted by n, on its own one-second deadline: the command that
// happens to run it does not wait long, and a failure is left to the next
// time.
func (s *Store) prune(ctx context.Context, n *atomic.Uint32, query string, args ...any) {
	if n.Add(1)%pruneEvery != 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
	defer cancel()
	s.pool.Exec(ctx, query, args...)
}

// PutChannelBoard remembers a channel's last board until expires (the
// bot's shared channel memory, bot.ChannelBoards), unless the channel has
// a board that expires later (put later). Now and then it also
// deletes the boards that have expired by the database's clock; that
// failing does not fail the put (a later one tries again).
func (s *Store) PutChannelBoard(ctx context.Context, platform, guild, channel, board, tier string, expires time.Time) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO channel_boards (platform, guild, channel, board, tier, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (platform, guild, channel) DO UPDATE SET board = excluded.board, tier = excluded.tier, expires_at = excluded.expires_at
		WHERE channel_boards.expires_at <= excluded.expires_at`, // a put that arrives late does not undo a newer one
		platform, guild, channel, board, tier, expires)
	if err != nil {
		return fmt.Errorf("postgres: remember the board of channel %s/%s/%s: %w", platform, guild, channel, err)
	}
	s.prune(ctx, &s.puts, `DELETE FROM channel_boards WHERE expires_at <= now()`)
	return nil
}

// ChannelBoard returns a channel's board, and when it expires, if it has
// one that has not expired at now.
func (s *Store) ChannelBoard(ctx context.Context, platform, guild, channel string, now time.Time) (board, tier string, expires time.Time, ok bool, err error) {
	err = s.pool.QueryRow(ctx, `
		SELECT board, tier, expires_at FROM channel_boards WHERE platform = $1 AND guild = $2 AND channel = $3 AND expires_at > $4`,
		platform, guild, channel, now).Scan(&board, &tier, &expires)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return "", "", time.Time{}, false, nil
	case err != nil:
		return "", "", time.Time{}, false, fmt.Errorf("postgres: read the board of channel %s/%s/%s: %w", platform, guild, channel, err)
	}
	return board, tier, expires, true, nil
}

// TakeRateToken takes one of key's burst commands, of which one more is
// earned every every (bot.RateLimits), in one statement: the row moves on
// only if the command is allowed. Now and then it also deletes the rows of
// buckets that have been full for a while, by the caller's clock.
func (s *Store) TakeRateToken(ctx context.Context, key string, burst int, every time.Duration, now time.Time) (bool, time.Duration, error) {
	for range 2 {
		var tat time.Time
		err := s.pool.QueryRow(ctx, `
			INSERT INTO rate_limits AS r (key, tat) VALUES ($1, $2::timestamptz + $3::interval)
			ON CONFLICT (key) DO UPDATE SET tat = greatest(r.tat, $2) + $3::interval
			WHERE greatest(r.tat, $2) + $3::interval <= $2::timestamptz + $4::interval
			RETURNING tat`,
			key, now, every, time.Duration(burst)*every).Scan(&tat)
		if errors.Is(err, pgx.ErrNoRows) { // refused: say when a command is earned
			err = s.pool.QueryRow(ctx, `SELECT tat FROM rate_limits WHERE key = $1`, key).Scan(&tat)
			if errors.Is(err, pgx.ErrNoRows) {
				continue // pruned in between: a full bucket now, so try again
			}
			if err == nil {
				return false, max(tat.Sub(now)-time.Duration(burst-1)*every, 0), nil
			}
		}
		if err != nil {
			return false, 0, fmt.Errorf("postgres: rate limit of %q: %w", key, err)
		}
		s.prune(ctx, &s.takes, `DELETE FROM rate_limits WHERE tat <= $1`, now.Add(-pruneSlack))
		return true, 0, nil
	}
	return false, 0, fmt.Errorf("postgres: rate limit of %q: its row keeps disappearing", key)
}

// pruneSlack is how long a full rate-limit bucket's row is kept (by the
// caller's clock): replicas' clocks may differ by that much without a
// pruned row letting a user start over.
const pruneSlack = time.Minute

// FirstRequest records a signed request's replay key until expires
// (store.Replays) in one statement, which writes only when the key is new
// or its record has expired: of replicas handling the same request at
// once, one gets true. Now and then it deletes the expired records.
func (s *Store) FirstRequest(ctx context.Context, key string, expires, now time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, `
		INSERT INTO replays AS r (key, expires_at) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at WHERE r.expires_at <= $3`,
		key, expires, now)
	if err != nil {
		return false, fmt.Errorf("postgres: record request %s: %w", key, err)
	}
	s.prune(ctx, &s.seen, `DELETE FROM replays WHERE expires_at <= $1`, now)
	return tag.RowsAffected() == 1, nil
}

// Check connects to the database at url as Open will, and tries a write
// that it rolls back (a temporary table, which a read-only database
// refuses), changing nothing and migrating nothing: for `config check`,
// which fails where serve would. Its error names the host and database,
// never the password.
func Check(ctx context.Context, url string) error {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return fmt.Errorf("postgres: parse database URL: %w", err) // pgx redacts the password
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("postgres: connect to %s/%s: %w", cfg.Host, cfg.Database, err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	errProbe := errors.New("probe")
	err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `CREATE TEMPORARY TABLE bogglebot_write_check (x int) ON COMMIT DROP`); err != nil {
			return err
		}
		return errProbe
	})
	if errors.Is(err, errProbe) {
		return nil
	}
	return fmt.Errorf("postgres: %s/%s cannot be written: %w", cfg.Host, cfg.Database, cannotWrite(err))
}
