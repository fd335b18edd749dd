// Package backuptest checks a store's backup and restore the same way on
// SQLite and PostgreSQL: it keeps a database busy with writes, backs it up
// in the middle of them, restores the backup into a fresh database and
// compares every table. It is test support: only tests import it.
package backuptest

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// Busy writes to st until stop is closed: one guild's settings after
// another (g00000, g00001, ...), each followed by words for its player, in
// a transaction each. It returns how many guilds it wrote, once stopped.
func Busy(t testing.TB, st challenge.Store, started chan<- struct{}, stop <-chan struct{}) func() int {
	var n atomic.Int64
	var wg sync.WaitGroup
	wg.Go(func() {
		ctx := context.Background()
		day := game.Day(20000)
		once := sync.Once{}
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			g := game.Guild{Platform: "discord", ID: fmt.Sprintf("g%05d", i)}
			if err := st.PutSettings(ctx, challenge.Settings{Guild: g, Channel: "c", PostTime: "09:00", Timezone: "UTC", Size: 4, Tier: "standard"}); err != nil {
				t.Errorf("PutSettings: %v", err)
				return
			}
			words := []game.Word{{Word: "quilt", Points: 2}, {Word: fmt.Sprintf("w%d", i), Points: 1}}
			if _, err := st.AddWords(ctx, g, day, game.Player{ID: "p", Name: "Ann"}, words, time.Unix(1.8e9, 0)); err != nil {
				t.Errorf("AddWords: %v", err)
				return
			}
			n.Add(1)
			if i == 50 {
				once.Do(func() { close(started) })
			}
		}
	})
	return func() int { wg.Wait(); return int(n.Load()) }
}

// Tables returns every row of every table q sees (in the tables list),
// each table's rows rendered as text and sorted.
func Tables(t testing.TB, q *sql.DB, tables []string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, name := range tables {
		rows, err := q.Query(`SELECT * FROM ` + name)
		if err != nil {
			t.Fatalf("read table %s: %v", name, err)
		}
		cols, _ := rows.Columns()
		var all []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			parts := make([]string, len(vals))
			for i, v := range vals {
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				if tm, ok := v.(time.Time); ok {
					v = tm.UTC().Format(time.RFC3339Nano)
				}
				parts[i] = fmt.Sprint(v)
			}
			all = append(all, strings.Join(parts, "|"))
		}
		rows.Close()
		sort.Strings(all)
		out[name] = all
	}
	return out
}

// Compare fails the test on any table whose rows differ.
func Compare(t testing.TB, backup, restored map[string][]string) {
	t.Helper()
	if len(backup) == 0 {
		t.Fatal("no tables to compare")
	}
	for name, rows := range backup {
		if !reflect.DeepEqual(rows, restored[name]) {
			t.Errorf("table %s: %d rows in the backup, %d restored, and they differ", name, len(rows), len(restored[name]))
		}
	}
}

// Prefix checks that the backup holds a consistent moment of Busy's
// writes: guilds g00000 to g(n-1) and their words, for some n > 0, and
// nothing else.
func Prefix(t testing.TB, tables map[string][]string) int {
	t.Helper()
	guilds := tables["guilds"]
	for i, row := range guilds {
		if !strings.HasPrefix(row, fmt.Sprintf("discord|g%05d|", i)) {
			t.Fatalf("the backup's guilds are not a prefix of the writes: row %d is %q", i, row)
		}
	}
	if len(guilds) == 0 {
		t.Fatal("the backup holds no guild")
	}
	if w := len(tables["words"]); w != 2*len(guilds) && w != 2*len(guilds)-2 {
		t.Errorf("the backup holds %d guilds and %d words: a write was torn", len(guilds), w)
	}
	return len(guilds)
}
