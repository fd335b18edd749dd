package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/game"
)

// TestConsoleSetupExploit replays the tester's session: guess on today's
// board, switch to a 5x5 board with the large dictionary, guess its words,
// switch back, and look at /daily. It used to end with the points of both
// boards; the change now waits for tomorrow and today's score is the first
// board's alone.
func TestConsoleSetupExploit(t *testing.T) {
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	now := time.Date(2026, time.November, 22, 15, 0, 0, 0, time.UTC)
	dailyNow = func() time.Time { return now }
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "")
	t.Setenv(config.EnvDict, "")
	dir := t.TempDir()
	sun := game.DayOf(now, time.UTC)
	small, bigOnly := bottest.SetupSwitch(sun, 6)
	script := strings.Join([]string{
		"/guess " + small[0].Word + " " + small[1].Word,
		"/daily setup size:5 dict:large",
		"/guess " + strings.Join(bigOnly, " "),
		"/daily setup size:4 dict:common",
		"/daily",
	}, "\n") + "\n"
	out, errOut, code := runCLI(t, script, "console", "--user", "bob", "--admin", "--db", filepath.Join(dir, "bogglebot.db"), "--images", filepath.Join(dir, "img"))
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"From tomorrow (Monday 23 November): 5x5 board, large dictionary. Today's game stays as it is.",
		fmt.Sprintf("(4x4, common dictionary)\nYou've found 2 of %d words, %d points", len(small), small[0].Points+small[1].Points),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Accepted: "+bigOnly[0]) {
		t.Errorf("a word of the 5x5 board was accepted on today's 4x4 board:\n%s", out)
	}
}

// TestConsoleEnvironment: the console plays the board of
// BOGGLEBOT_DAILY_SEED, the one daily-board prints, and stops on a bad
// BOGGLEBOT_DICT but not on platform settings it does not use.
func TestConsoleEnvironment(t *testing.T) {
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	dailyNow = func() time.Time { return time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC) }
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "our-club")
	t.Setenv(config.EnvDict, "common")
	t.Setenv("DISCORD_PUBLIC_KEY", "not-hex") // a serve problem, not the console's
	dir := t.TempDir()
	console := func() (string, string, int) {
		return runCLI(t, "/daily\n/solve abcd efgh ijkl mnop\n", "console", "--user", "ann", "--db", filepath.Join(dir, "b.db"), "--images", filepath.Join(dir, "img"))
	}
	board, _, _ := runCLI(t, "", "daily-board", "--date", "2026-07-14")
	builtIn, _, _ := runCLI(t, "", "daily-board", "--date", "2026-07-14", "--seed", challenge.DefaultSeed)
	out, errOut, code := console()
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if board == builtIn || !strings.Contains(out, strings.TrimSpace(board)) {
		t.Errorf("console /daily does not show daily-board's %q (built-in seed: %q):\n%s", board, builtIn, out)
	}
	if !strings.Contains(out, "common dictionary") {
		t.Errorf("/solve does not use BOGGLEBOT_DICT=common:\n%s", out)
	}
	t.Setenv(config.EnvDict, "huge")
	_, errOut, code = console()
	if code == 0 || !strings.Contains(errOut, config.EnvDict) || strings.Contains(errOut, "DISCORD_PUBLIC_KEY") {
		t.Errorf("bad BOGGLEBOT_DICT: exit %d, stderr %q", code, errOut)
	}
}

func TestDailyBoardEmptySeed(t *testing.T) {
	t.Setenv(config.EnvDailySeed, "our-club")
	empty, _, code := runCLI(t, "", "daily-board", "--date", "2026-07-14", "--seed", "")
	builtIn, _, _ := runCLI(t, "", "daily-board", "--date", "2026-07-14", "--seed", challenge.DefaultSeed)
	if code != 0 || empty != builtIn {
		t.Errorf("--seed '' printed %q, want the built-in seed's %q", empty, builtIn)
	}
}

// Without --images, each console session writes its images to a folder of
// its own, so two sessions never write over each other's files.
func TestConsoleImageFolderPerSession(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv(config.EnvDatabaseURL, "")
	image := func() string {
		t.Helper()
		out, errOut, code := runCLI(t, "/solve lqre slus atic nren\n", "console", "--db", filepath.Join(tmp, "b.db"))
		if code != 0 || errOut != "" {
			t.Fatalf("console: exit %d, stderr %q", code, errOut)
		}
		_, path, ok := strings.Cut(out, "image: ")
		if !ok {
			t.Fatalf("no image line in %q", out)
		}
		path, _, _ = strings.Cut(path, "\n")
		// The session's folder goes with it, images and all, and it says so.
		if !strings.Contains(out, "now removed: keep files with --images DIR") {
			t.Errorf("the session did not say its image went: %q", out)
		}
		if _, err := os.Stat(filepath.Dir(path)); !os.IsNotExist(err) {
			t.Errorf("the session left its image folder behind: %v", err)
		}
		if !strings.HasPrefix(path, tmp+string(filepath.Separator)+"bogglebot-images-") {
			t.Errorf("image %s is not in a bogglebot-images-* folder in TMPDIR %s", path, tmp)
		}
		return path
	}
	// A session that draws nothing leaves no folder behind.
	if _, _, code := runCLI(t, "/help\n", "console", "--db", filepath.Join(tmp, "b.db")); code != 0 {
		t.Fatalf("console /help: exit %d", code)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "bogglebot-images-*")); len(left) != 0 {
		t.Errorf("a session without images left %v", left)
	}
	first, second := image(), image()
	if filepath.Dir(first) == filepath.Dir(second) {
		t.Errorf("two sessions wrote to one folder: %s and %s", first, second)
	}
	if filepath.Base(first) != filepath.Base(second) {
		t.Errorf("the sessions named their first image %s and %s; each should start its own numbering", first, second)
	}
}

// A database the console cannot open (say $DATABASE_URL belongs to another
// program) costs only the daily challenge, unless --db named it.
func TestConsoleWithoutDatabase(t *testing.T) {
	const unusable = "postgres://u:PW9@127.0.0.1:1/x?connect_timeout=2"
	t.Setenv(config.EnvDatabaseURL, unusable)
	out, errOut, code := runCLI(t, "/solve lqre slus atic nren\n/daily\n", "console", "--images", t.TempDir())
	if code != 0 || !strings.Contains(out, "252 words") {
		t.Fatalf("exit %d; out %q; stderr %q", code, out, errOut)
	}
	if !strings.Contains(errOut, "no daily challenge (choose a database with --db FILE)") || strings.Contains(errOut, "PW9") {
		t.Errorf("stderr %q", errOut)
	}
	_, errOut, code = runCLI(t, "/solve lqre slus atic nren\n", "console", "--db", unusable, "--images", t.TempDir())
	if code != 1 || strings.Contains(errOut, "PW9") || !strings.Contains(errOut, "open database") {
		t.Errorf("--db unusable: exit %d, stderr %q", code, errOut)
	}
}

// Input from /dev/null (a character device, not a terminal) is not a
// person typing: no banner, no prompt.
func TestConsoleNotInteractiveFromDevNull(t *testing.T) {
	devNull, err := os.Open(os.DevNull)
	if err != nil {
		t.Skipf("needs %s: %v", os.DevNull, err)
	}
	defer devNull.Close()
	var out, errOut strings.Builder
	code := run(context.Background(), &cli{stdin: devNull, stdout: &out, stderr: &errOut},
		[]string{"console", "--db", filepath.Join(t.TempDir(), "b.db"), "--images", t.TempDir()})
	if code != 0 || out.String() != "" {
		t.Errorf("console </dev/null: exit %d, stdout %q (want nothing), stderr %q", code, out.String(), errOut.String())
	}
}
