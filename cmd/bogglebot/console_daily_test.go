package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// TestConsoleDaily plays the daily challenge through bogglebot console, as
// a player would: two players, several sessions on one SQLite file (each a
// restart), two days; the leaderboards must match our own sums.
func TestConsoleDaily(t *testing.T) {
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	dailyNow = func() time.Time { return now }
	dir := t.TempDir()
	db := filepath.Join(dir, "bogglebot.db")
	t.Setenv(config.EnvDatabaseURL, "")
	session := func(user string, lines ...string) string {
		t.Helper()
		out, errOut, code := runCLI(t, strings.Join(lines, "\n")+"\n", "console", "--user", user, "--db", db, "--images", filepath.Join(dir, "img"))
		if code != 0 || errOut != "" {
			t.Fatalf("console as %s: exit %d, stderr %q", user, code, errOut)
		}
		return out
	}
	words := func() []solver.Word {
		b, err := challenge.DailyBoard(challenge.DefaultSeed, game.DayOf(now, time.UTC), 4)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := dict.Embedded("common")
		return solver.Solve(b, d, solver.Rules{}).Words
	}
	guess := func(ws ...solver.Word) (string, int) {
		var s []string
		sum := 0
		for _, w := range ws {
			s = append(s, w.Word)
			sum += w.Points
		}
		return "/guess " + strings.Join(s, " "), sum
	}
	tue := words()
	sums := map[string]int{} // all time
	today := map[string]int{}

	// Session 1: ann looks at the board and plays two words and a miss.
	line, pts := guess(tue[0], tue[1])
	out := session("ann", "/daily", line+" zzzzzz")
	sums["ann"] += pts
	today["ann"] += pts
	if !strings.Contains(out, "(only you can see this) Daily board, Tuesday 14 July") || !strings.Contains(out, "image: ") {
		t.Errorf("/daily in the console:\n%s", out)
	}
	if !strings.Contains(out, fmt.Sprintf("+%d points. Today you have 2 words, %d points: rank 1 of 1.", pts, pts)) ||
		!strings.Contains(out, "Not on the board: zzzzzz") {
		t.Errorf("first guess:\n%s", out)
	}
	// Session 2, a restart: bob plays.
	line, pts = guess(tue[2], tue[3], tue[4])
	out = session("bob", line)
	sums["bob"] += pts
	today["bob"] += pts
	// Session 3: ann again; a word from session 1 is already found.
	line, pts = guess(tue[5])
	out = session("ann", line+" "+tue[0].Word, "/leaderboard", "/stats")
	sums["ann"] += pts
	today["ann"] += pts
	if !strings.Contains(out, "Already found: "+tue[0].Word) {
		t.Errorf("a word found before the restart is not remembered:\n%s", out)
	}
	checkBoard(t, "today", out, today)
	if !strings.Contains(out, "Streak: 1 day") {
		t.Errorf("/stats:\n%s", out)
	}

	// The next day: the board changes; the all-time board adds up.
	now = now.Add(24 * time.Hour)
	wed := words()
	if wed[0].Word == tue[0].Word && wed[1].Word == tue[1].Word {
		t.Fatal("the board did not change with the day")
	}
	line, pts = guess(wed[0])
	session("bob", line)
	sums["bob"] += pts
	line, pts = guess(wed[1], wed[2])
	out = session("ann", line, "/leaderboard all", "/leaderboard today", "/stats")
	sums["ann"] += pts
	checkBoard(t, "all", strings.Split(out, "Leaderboard, Wednesday")[0], sums)
	checkBoard(t, "Wednesday", "Leaderboard, Wednesday"+strings.Split(out, "Leaderboard, Wednesday")[1],
		map[string]int{"ann": wed[1].Points + wed[2].Points, "bob": wed[0].Points})
	if !strings.Contains(out, "Streak: 2 days (best 2 days)") {
		t.Errorf("/stats on day two:\n%s", out)
	}
	if _, err := os.Stat(db); err != nil {
		t.Fatal(err)
	}
}

var boardLine = regexp.MustCompile(`(?m)^\d+\. (\w+): (\d+) points?`)

// checkBoard compares the first leaderboard in out with want.
func checkBoard(t *testing.T, name, out string, want map[string]int) {
	t.Helper()
	got := map[string]int{}
	for _, m := range boardLine.FindAllStringSubmatch(out, -1) {
		if _, dup := got[m[1]]; dup {
			break // the next leaderboard
		}
		got[m[1]], _ = strconv.Atoi(m[2])
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s leaderboard %v, want %v:\n%s", name, got, want, out)
	}
}
