package sqlite_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

const crashEnv = "BOGGLEBOT_SQLITE_CRASH_CHILD"

var (
	crashGuild = game.Guild{Platform: "discord", ID: "crash"}
	crashDay   = game.Date(2026, 7, 14)
)

// TestCrashChild is the child of TestCrashKeepsAcknowledged: it submits
// words forever, from four players at once, printing each word once
// AddWords has returned.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashEnv)
	if path == "" {
		t.Skip("runs only as the child process of TestCrashKeepsAcknowledged")
	}
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	out := make(chan string, 64)
	for p := range 4 {
		go func() {
			player := game.Player{ID: fmt.Sprintf("p%d", p), Name: "P"}
			for i := 0; ; i++ {
				w := game.Word{Word: fmt.Sprintf("%sw%06d", os.Getenv(crashEnv+"_ROUND"), i), Points: 1 + i%3}
				added, err := s.AddWords(ctx, crashGuild, crashDay, player, []game.Word{w}, time.Now())
				if err != nil || len(added) != 1 {
					out <- fmt.Sprintf("error %v %v", added, err)
					return
				}
				out <- "ack " + player.ID + " " + w.Word
			}
		}()
	}
	for line := range out {
		fmt.Println(line) // unbuffered: written to the pipe before the next line
	}
}

// TestCrashKeepsAcknowledged kills (SIGKILL) a process in the middle of a
// stream of submissions and checks that every submission it acknowledged is
// in the database afterwards.
func TestCrashKeepsAcknowledged(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process; skipped with -short")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	for round := range 2 { // the second round starts on the database the first one crashed
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashEnv+"="+path, fmt.Sprintf("%s_ROUND=r%d", crashEnv, round))
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() }) // if the test fails before the kill
		acked := map[string][]string{}
		n := 0
		sc := bufio.NewScanner(stdout)
		killAt := 300 + 200*round
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) == 0 || f[0] == "PASS" || f[0] == "ok" {
				continue
			}
			if f[0] != "ack" || len(f) != 3 {
				t.Fatalf("child: %s", sc.Text())
			}
			acked[f[1]] = append(acked[f[1]], f[2])
			if n++; n == killAt {
				if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
					t.Fatal(err)
				}
			}
		}
		err = cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
			t.Fatalf("round %d: child ended with %v, not by SIGKILL", round, err)
		}
		if n < killAt {
			t.Fatalf("round %d: only %d words acknowledged", round, n)
		}
		s, err := sqlite.Open(ctx, path)
		if err != nil {
			t.Fatalf("round %d: reopening after the crash: %v", round, err)
		}
		for p, words := range acked {
			stored, err := s.PlayerWords(ctx, crashGuild, crashDay, p)
			if err != nil {
				t.Fatal(err)
			}
			have := map[string]bool{}
			for _, w := range stored {
				have[w.Word] = true
			}
			for _, w := range words {
				if !have[w] {
					t.Errorf("round %d: %s's acknowledged word %s is lost", round, p, w)
				}
			}
		}
		t.Logf("round %d: killed after %d acknowledged words; all kept", round, n)
		s.Close()
	}
}
