package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// TestConsoleSeasonsAndStats: in bogglebot console, as typed: /leaderboard
// is the month's race, named by its month; a season that has ended stays
// readable (/leaderboard season:2026-07, its podium and awards), one to
// come and one typed wrong are refused, quoted; /stats and /stats server
// (an admin) answer with their text and a picture written to the images
// folder; /daily setup freezes:2 shows in /stats.
func TestConsoleSeasonsAndStats(t *testing.T) {
	now := time.Date(2026, time.July, 30, 10, 0, 0, 0, time.UTC)
	set := setClock(t, now)
	dir := t.TempDir()
	db := filepath.Join(dir, "bogglebot.db")
	images := filepath.Join(dir, "img")
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "")
	t.Setenv(config.EnvDict, "")
	session := func(user string, admin bool, lines ...string) string {
		t.Helper()
		args := []string{"console", "--user", user, "--db", db, "--images", images}
		if admin {
			args = append(args, "--admin")
		}
		out, errOut, code := runCLI(t, strings.Join(lines, "\n")+"\n", args...)
		if code != 0 || errOut != "" {
			t.Fatalf("console as %s: exit %d, stderr %q", user, code, errOut)
		}
		return out
	}
	best := func(at time.Time) string {
		b, err := challenge.DailyBoard(challenge.DefaultSeed, game.DayOf(at, time.UTC), 4)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := dict.Embedded("common")
		return solver.Solve(b, d, solver.Rules{}).Words[0].Word
	}
	out := session("ann", true, "/daily setup freezes:2", "/guess "+best(now))
	if !strings.Contains(out, "freeze") {
		t.Errorf("/daily setup freezes:2:\n%s", out)
	}
	set(now.Add(24 * time.Hour)) // the 31st, the season's last day
	session("ann", false, "/guess "+best(now.Add(24*time.Hour)))
	out = session("ann", false, "/leaderboard")
	if !strings.Contains(out, "Leaderboard, season of July 2026") || !strings.Contains(out, "1. ann") {
		t.Errorf("/leaderboard on the 31st:\n%s", out)
	}

	set(time.Date(2026, time.August, 2, 10, 0, 0, 0, time.UTC))
	out = session("ann", true, "/leaderboard", "/leaderboard season:2026-07", "/leaderboard season:2026-09", "/leaderboard season:2026-13",
		"/stats", "/stats server")
	for _, want := range []string{
		"Leaderboard, season of August 2026",
		"Final standings, season of July 2026",
		"Longest streak: ann, 2 days in a row",
		"The season 2026-09 hasn't happened yet", // a season to come, quoted
		"I can't read the season 2026-13",        // not a season, quoted
		"Streak freezes",
		"This server in the daily",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the console lacks %q:\n%s", want, out)
		}
	}
	files, _ := os.ReadDir(images)
	var names []string
	for _, f := range files {
		names = append(names, f.Name())
	}
	all := strings.Join(names, " ")
	if !strings.Contains(all, "stats") || !strings.Contains(all, "server-stats") {
		t.Errorf("images written: %v; want /stats's and /stats server's pictures", names)
	}
}
