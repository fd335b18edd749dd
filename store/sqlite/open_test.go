package sqlite_test

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

var ctx = context.Background()

func TestParseDSN(t *testing.T) {
	tests := []struct {
		dsn, path string
		bad       bool
	}{
		{"", "bogglebot.db", false},
		{"scores.db", "scores.db", false},
		{"/var/lib/bogglebot/db.sqlite", "/var/lib/bogglebot/db.sqlite", false},
		{"sqlite:///var/lib/b.db", "/var/lib/b.db", false},
		{"sqlite://b.db", "b.db", false},
		{"sqlite:b.db", "b.db", false},
		{"file:b.db?cache=shared", "b.db", false},
		{"postgres://u@h/db", "", true},
		{"sqlite://:memory:", "", true},
		{"file:x?mode=memory", "", true},
		{"sqlite://", "", true},
	}
	for _, tt := range tests {
		path, _, err := sqlite.ParseDSN(tt.dsn)
		if (err != nil) != tt.bad || path != tt.path {
			t.Errorf("parseDSN(%q) = %q, %v; want %q, error %v", tt.dsn, path, err, tt.path, tt.bad)
		}
	}
}

func TestOpenCreatesAndMigrates(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.db")
	s := open(t, "sqlite://"+path)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the database file was not created: %v", err)
	}
	for pragma, want := range map[string]string{"journal_mode": "wal", "synchronous": "2", "busy_timeout": "10000"} {
		if got, err := s.Pragma(pragma); err != nil || got != want {
			t.Errorf("PRAGMA %s = %q, %v; want %q", pragma, got, err, want)
		}
	}
	s.Close()
	// Opening again applies nothing twice.
	s = open(t, path)
	s.Close()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	files, _ := filepath.Glob("migrations/*.sql") // sorted; versions may skip a number
	last, _, _ := strings.Cut(filepath.Base(files[len(files)-1]), "_")
	top, _ := strconv.Atoi(last)
	var n, v int
	if err := db.QueryRow(`SELECT count(*), max(version) FROM schema_migrations`).Scan(&n, &v); err != nil || n != len(files) || v != top {
		t.Errorf("schema_migrations: %d rows, version %d, %v; want %d rows, version %d", n, v, err, len(files), top)
	}
	if _, err := sqlite.Open(ctx, filepath.Join(dir, "no", "such", "dir", "x.db")); err == nil || !strings.Contains(err.Error(), "directory") {
		t.Errorf("Open in a missing directory: %v", err)
	}
}

// TestUpgradeKeepsSettings opens a database made by the first schema
// version, with a guild set up: the migrations that follow keep its
// settings, with no change of rules pending.
func TestUpgradeKeepsSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	v1, err := os.ReadFile("migrations/0001_init.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
		string(v1),
		`INSERT INTO schema_migrations VALUES (1, '0001_init.sql', '2026-01-01T00:00:00Z')`,
		`INSERT INTO guilds (platform, guild, channel, post_time, timezone, size, tier, created_at, updated_at)
		 VALUES ('discord', 'g', 'c', '09:00', 'Europe/Paris', 5, 'large', '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s := open(t, path)
	got, err := s.Settings(ctx, game.Guild{Platform: "discord", ID: "g"})
	want := challenge.Settings{Guild: game.Guild{Platform: "discord", ID: "g"}, Channel: "c", PostTime: "09:00",
		Timezone: "Europe/Paris", Size: 5, Tier: "large", Created: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	if err != nil || got != want {
		t.Fatalf("settings after the upgrade = %+v, %v; want %+v", got, err, want)
	}
}

// TestTwoHandles has two Stores on one file, as two processes would, add
// overlapping words at once: the busy timeout serialises them and each word
// is added once.
func TestTwoHandles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	stores := []*sqlite.Store{open(t, path), open(t, path)}
	g := game.Guild{Platform: "discord", ID: "g"}
	day := game.Date(2026, 7, 14)
	p := game.Player{ID: "u", Name: "U"}
	var mu sync.Mutex
	added := map[string]int{}
	var wg sync.WaitGroup
	for i := range 10 {
		wg.Go(func() {
			for k := range 20 {
				w := game.Word{Word: fmt.Sprintf("w%d", (k+i)%25), Points: 1}
				got, err := stores[i%2].AddWords(ctx, g, day, p, []game.Word{w}, time.Now())
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				for _, w := range got {
					added[w.Word]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	for w, n := range added {
		if n != 1 {
			t.Errorf("%s added %d times", w, n)
		}
	}
	if len(added) != 25 {
		t.Errorf("%d distinct words added, want 25", len(added))
	}
	words, _ := stores[0].PlayerWords(ctx, g, day, p.ID)
	if len(words) != 25 {
		t.Errorf("%d words stored, want 25", len(words))
	}
}

func BenchmarkAddWords(b *testing.B) {
	s, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	g := game.Guild{Platform: "discord", ID: "g"}
	day := game.Date(2026, 7, 14)
	words := make([]game.Word, 5)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		for k := range words {
			words[k] = game.Word{Word: fmt.Sprintf("w%d-%d", i, k), Points: 1}
		}
		if _, err := s.AddWords(ctx, g, day, game.Player{ID: fmt.Sprint(i % 50), Name: "P"}, words, time.Now()); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkScores(b *testing.B) {
	s, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	g := game.Guild{Platform: "discord", ID: "g"}
	day := game.Date(2026, 7, 14)
	for p := range 100 {
		var words []game.Word
		for k := range 20 {
			words = append(words, game.Word{Word: fmt.Sprintf("w%d", k+p%7), Points: 1 + k%5})
		}
		for d := range 7 {
			if _, err := s.AddWords(ctx, g, day.Add(d), game.Player{ID: fmt.Sprint(p), Name: "P"}, words, time.Now()); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if sc, err := s.Scores(ctx, g, day, day.Add(6)); err != nil || len(sc) != 100 {
			b.Fatal(len(sc), err)
		}
	}
}

// TestUpgradeTotalsWords: a database of version 1 with words gets its day
// totals from them when migrated, so leaderboards and stats read the
// summary and still count every word found before the upgrade.
func TestUpgradeTotalsWords(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	v1, err := os.ReadFile("migrations/0001_init.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
		string(v1),
		`INSERT INTO schema_migrations VALUES (1, '0001_init.sql', '2026-01-01T00:00:00Z')`,
		`INSERT INTO players VALUES ('discord', 'g', 'u1', 'Ann'), ('discord', 'g', 'u2', 'Bea')`,
		`INSERT INTO words (platform, guild, day, user_id, word, points, found_at) VALUES
			('discord', 'g', '2026-01-02', 'u1', 'tea', 1, '2026-01-02T10:00:00Z'),
			('discord', 'g', '2026-01-02', 'u1', 'seat', 1, '2026-01-02T10:00:01Z'),
			('discord', 'g', '2026-01-03', 'u1', 'slate', 2, '2026-01-03T10:00:00Z'),
			('discord', 'g', '2026-01-03', 'u2', 'tea', 1, '2026-01-03T10:00:00Z')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s := open(t, path)
	g := game.Guild{Platform: "discord", ID: "g"}
	scores, err := s.Scores(ctx, g, 0, game.Date(2027, 1, 1))
	want := []challenge.PlayerScore{{Player: game.Player{ID: "u1", Name: "Ann"}, Points: 4, Words: 3, Days: 2}, {Player: game.Player{ID: "u2", Name: "Bea"}, Points: 1, Words: 1, Days: 1}}
	if err != nil || len(scores) != 2 || scores[0] != want[0] || scores[1] != want[1] {
		t.Fatalf("scores after the upgrade = %+v, %v; want %+v", scores, err, want)
	}
	h, err := s.History(ctx, g, "u1")
	if err != nil || len(h.Days) != 2 || h.Days[0].Points != 2 || h.Days[0].Words != 2 || h.Days[1].Points != 2 {
		t.Errorf("history after the upgrade = %+v, %v; want 2 days of 2 points", h, err)
	}
	// Words added after the upgrade add to the day's total.
	if _, err := s.AddWords(ctx, g, game.Date(2026, 1, 3), game.Player{ID: "u2", Name: "Bea"}, []game.Word{{Word: "tea", Points: 1}, {Word: "rest", Points: 1}}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if scores, _ := s.Scores(ctx, g, game.Date(2026, 1, 3), game.Date(2026, 1, 3)); len(scores) != 2 || scores[0].Player.ID != "u2" || scores[0].Words != 2 || scores[0].Points != 2 {
		t.Errorf("scores of 2026-01-03 after more words = %+v; want Bea on 2 words (tea again is no new word)", scores)
	}
}
