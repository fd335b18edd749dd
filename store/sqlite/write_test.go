package sqlite_test

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// pages is the database file's page count.
func pages(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`PRAGMA page_count`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestWriteRefusedIsMarked: a database that can be read but not written
// (opened read-only) fails CheckWrite with game.ErrCannotWrite, and so
// does a word written to a full one (max_page_count: a full disk), after
// which CheckWrite reports the failure although its own small test row
// still fits.
func TestWriteRefusedIsMarked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	s := open(t, path)
	if err := s.CheckWrite(ctx); err != nil {
		t.Fatalf("CheckWrite on a writable file: %v", err)
	}
	s.Close()

	ro, err := sqlite.Open(ctx, "file:"+path+"?mode=ro")
	if err == nil {
		err = ro.CheckWrite(ctx)
		ro.Close()
	}
	if !errors.Is(err, game.ErrCannotWrite) {
		t.Errorf("a read-only database: %v, want ErrCannotWrite", err)
	}

	full, err := sqlite.Open(ctx, fmt.Sprintf("file:%s?_pragma=max_page_count(%d)", path, pages(t, path)))
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	if err := full.CheckWrite(ctx); err != nil {
		t.Fatalf("CheckWrite before the database is full: %v", err)
	}
	var words []game.Word
	for i := range 300 {
		words = append(words, game.Word{Word: fmt.Sprintf("%s%03d", strings.Repeat("w", 30), i), Points: 1})
	}
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	_, err = full.AddWords(ctx, game.Guild{Platform: "discord", ID: "g"}, game.DayOf(now, time.UTC), game.Player{ID: "u", Name: "Ann"}, words, now)
	if !errors.Is(err, game.ErrCannotWrite) {
		t.Fatalf("AddWords to a full database: %v, want ErrCannotWrite", err)
	}
	if err := full.CheckWrite(ctx); !errors.Is(err, game.ErrCannotWrite) {
		t.Errorf("CheckWrite after a word could not be written: %v, want ErrCannotWrite", err)
	}
}

// TestCheckLocation: what config check says of a database's place.
func TestCheckLocation(t *testing.T) {
	dir := t.TempDir()
	if err := sqlite.CheckLocation(ctx, filepath.Join(dir, "new.db")); err != nil {
		t.Errorf("a new file in a writable folder: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "new.db")); err == nil {
		t.Error("CheckLocation created the database")
	}
	if err := sqlite.CheckLocation(ctx, filepath.Join(dir, "missing", "bot.db")); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("a folder that does not exist: %v", err)
	}
	existing := filepath.Join(dir, "bot.db")
	open(t, existing).Close()
	if err := sqlite.CheckLocation(ctx, existing); err != nil {
		t.Errorf("an existing writable database: %v", err)
	}
}
