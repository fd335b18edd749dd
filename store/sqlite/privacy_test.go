package sqlite_test

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// columns lists every table of the schema and its columns, as the database
// has them (so a table added later is checked too).
func columns(t *testing.T, s *sqlite.Store) map[string][]string {
	t.Helper()
	rows, err := s.Reader().Query(`SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var table, col string
		if err := rows.Scan(&table, &col); err != nil {
			t.Fatal(err)
		}
		out[table] = append(out[table], col)
	}
	return out
}

// fill gives a player every kind of data in one Discord server: settings,
// words, a hint, practice, a finished round they started and played, a
// reminder.
func fill(t *testing.T, s *sqlite.Store, g game.Guild, p game.Player) {
	t.Helper()
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	day := game.DayOf(now, time.UTC)
	if err := s.PutSettings(ctx, challenge.Settings{Guild: g, Channel: "c", PostTime: "08:00", Timezone: "UTC", Size: 4, Tier: "common", Created: now}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddWords(ctx, g, day, p, []game.Word{{Word: "tea", Points: 1}}, now); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.AddHint(ctx, g, day, p, game.Hint{Seq: 1, Rung: game.RungCounts, At: now}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetPractice(ctx, g, p.ID, day.Add(-1), now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPracticeWords(ctx, g, day.Add(-1), p.ID, []game.Word{{Word: "eat", Points: 1}}, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ClaimPost(ctx, challenge.PostKey{Guild: g, Day: day, Kind: challenge.Open}, "o", now); err != nil {
		t.Fatal(err)
	}
	b, _ := solver.Parse("perslatgsineters")
	r := round.Round{ID: "r-" + p.ID, Key: round.Key{Platform: g.Platform, Guild: g.ID, Channel: "c"}, Board: b, Starter: p, Start: now, End: now.Add(time.Minute),
		Rules: round.Rules{Size: 4, Duration: time.Minute, Mode: round.Classic, Tier: "common"}}
	if err := s.CreateRound(ctx, r); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddEntries(ctx, r.ID, p, []round.Entry{{Word: "tea", Points: 1, At: now}}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.AddRoundHint(ctx, r.ID, p, game.Hint{Seq: 1, Rung: game.RungCounts, At: now}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.FinishRound(ctx, r.ID, []round.Standing{{Player: p, Rank: 1, Points: 1, Words: 1, Found: 1, Won: true, Hints: 1}}, 2, "o", now.Add(2*time.Minute), time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := s.PutReminder(ctx, remind.Reminder{Guild: g, User: p.ID, Clock: "18:00", Enabled: true, Next: now.Add(6 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if err := s.PutDailyRole(ctx, g, "role-"+g.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.ScheduleRemoval(ctx, privacy.Removal{Platform: g.Platform, Server: g.ID, At: now.Add(time.Hour), Reason: "t"}); err != nil {
		t.Fatal(err)
	}
	if err := s.ScheduleRemoval(ctx, privacy.Removal{Platform: g.Platform, User: p.ID, At: now.Add(time.Hour), Reason: "t"}); err != nil {
		t.Fatal(err)
	}
}

// count is how many rows of table have column = v.
func count(t *testing.T, s *sqlite.Store, table, column, v string) int {
	t.Helper()
	var n int
	if err := s.Reader().QueryRow(`SELECT count(*) FROM "`+table+`" WHERE "`+column+`" = ?`, v).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Every table of the schema, whatever is added later: after a player's
// erasure no row names them (in any column naming a user), and after a
// server's erasure no row names the server or one of its rounds.
func TestErasureLeavesNoRow(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "bot.db"))
	g1, g2 := game.Guild{Platform: "discord", ID: "g1"}, game.Guild{Platform: "discord", ID: "g2"}
	ann, bea := game.Player{ID: "u-ann", Name: "Ann"}, game.Player{ID: "u-bea", Name: "Bea"}
	fill(t, s, g1, ann)
	fill(t, s, g2, bea)
	if err := s.DeletePlayer(ctx, "discord", ann.ID, nil); err != nil {
		t.Fatal(err)
	}
	userColumns := map[string]bool{"user_id": true, "player_id": true, "starter_id": true, "name": true, "player_name": true, "starter_name": true}
	for table, cols := range columns(t, s) {
		for _, c := range cols {
			if !userColumns[c] {
				continue
			}
			for _, v := range []string{ann.ID, ann.Name} {
				if n := count(t, s, table, c, v); n != 0 {
					t.Errorf("after Ann's erasure, %s has %d rows with %s = %q", table, n, c, v)
				}
			}
			if n := count(t, s, table, c, bea.ID) + count(t, s, table, c, bea.Name); (c == "user_id" || c == "player_id") && n == 0 && table != "removals" {
				t.Errorf("Ann's erasure took Bea's rows from %s", table)
			}
		}
	}
	if err := s.DeleteServer(ctx, "discord", g2.ID); err != nil {
		t.Fatal(err)
	}
	for table, cols := range columns(t, s) {
		for _, c := range cols {
			var v string
			switch c {
			case "guild", "server":
				v = g2.ID
			case "round_id", "id":
				v = "r-" + bea.ID
			default:
				continue
			}
			if n := count(t, s, table, c, v); n != 0 {
				t.Errorf("after g2's erasure, %s has %d rows with %s = %q", table, n, c, v)
			}
		}
	}
}

// found counts the occurrences of each of needles in the database file
// and its WAL, as bytes, whatever table, index or free page holds them.
func found(t *testing.T, path string, needles ...string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, f := range []string{path, path + "-wal", path + "-journal"} {
		b, err := os.ReadFile(f)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range needles {
			if k := bytes.Count(b, []byte(n)); k > 0 {
				out[n+" in "+filepath.Base(f)] += k
			}
		}
	}
	return out
}

// TestErasureLeavesNoBytes: after a player's erasure, and after the
// retention sweep, their name and words are nowhere in the database file
// or its WAL: not in a table, an index or a free page (secure_delete, and
// the WAL emptied by a checkpoint), while the server open holds them.
func TestErasureLeavesNoBytes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	s := open(t, path)
	g := game.Guild{Platform: "discord", ID: "g1"}
	ann := game.Player{ID: "u-qzann", Name: "Annqzxname"}
	old := game.Player{ID: "u-qzold", Name: "Oldqzxname"}
	bea := game.Player{ID: "u-bea", Name: "Bea"}
	fill(t, s, g, bea)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	day := game.DayOf(now, time.UTC)
	var annWords, oldWords []game.Word
	for i := range 200 {
		annWords = append(annWords, game.Word{Word: fmt.Sprintf("annqzxword%03d", i), Points: 1})
		oldWords = append(oldWords, game.Word{Word: fmt.Sprintf("oldqzxword%03d", i), Points: 1})
	}
	if _, err := s.AddWords(ctx, g, day, ann, annWords, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddWords(ctx, g, day.Add(-400), old, oldWords, now.AddDate(0, 0, -400)); err != nil {
		t.Fatal(err)
	}
	if got := found(t, path, ann.Name, "annqzxword1", old.Name, "oldqzxword1"); len(got) == 0 {
		t.Fatal("the test's strings are not in the files before the erasure: the search finds nothing")
	}
	if err := s.DeletePlayer(ctx, "discord", ann.ID, nil); err != nil {
		t.Fatal(err)
	}
	if n, err := s.Forget(ctx, now.AddDate(0, 0, -30)); err != nil || n == 0 {
		t.Fatalf("Forget = %d, %v", n, err)
	}
	if got := found(t, path, ann.ID, ann.Name, "annqzxword", old.ID, old.Name, "oldqzxword"); len(got) > 0 {
		t.Errorf("erased data still in the files: %v", got)
	}
	if got := found(t, path, bea.Name); len(got) == 0 {
		t.Error("Bea's name, not erased, is not in the files either: the search is broken")
	}
}

// TestOpenPathWithURICharacters: a database path holding ? or # opens
// that file, not another one with the rest taken as URI parameters.
func TestOpenPathWithURICharacters(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a?mode=memory.db", "b#frag.db", "c%3F.db"} {
		path := filepath.Join(dir, name)
		s := open(t, path)
		if err := s.PutServerLocale(ctx, game.Guild{Platform: "discord", ID: "g"}, "fr"); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%s: the database is not at its path: %v", name, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !strings.Contains(e.Name(), ".db") {
			t.Errorf("a file %q beside the databases named", e.Name())
		}
	}
}
