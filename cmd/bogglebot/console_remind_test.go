package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/config"
)

// TestConsoleReminder: in bogglebot console, /remind on sets a reminder in
// the database; in a later session at its time, the console's sender
// prints the nudge as a private line between replies, once.
func TestConsoleReminder(t *testing.T) {
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "")
	t.Setenv(config.EnvDict, "")
	set := setClock(t, time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC))
	dir := t.TempDir()
	session := func() (say func(string), out *bottest.Log, end func()) {
		in, typing := io.Pipe()
		out = new(bottest.Log)
		var errOut bytes.Buffer
		code := make(chan int, 1)
		go func() {
			code <- run(context.Background(), &cli{stdin: in, stdout: out, stderr: &errOut},
				[]string{"console", "--user", "ann", "--db", filepath.Join(dir, "bogglebot.db"), "--images", filepath.Join(dir, "img")})
		}()
		return func(line string) { io.WriteString(typing, line+"\n") }, out, func() {
			typing.Close()
			select {
			case c := <-code:
				if c != 0 {
					t.Errorf("console exited %d: %s", c, errOut.String())
				}
			case <-time.After(patience):
				t.Fatal("the console did not end")
			}
		}
	}
	say, out, end := session()
	say("/remind on 18:00")
	waitFor(t, out, "Reminder on")
	end()

	set(time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC))
	say, out, end = session()
	waitFor(t, out, "[bogglebot to ann, privately]")
	say("/remind")
	got := waitFor(t, out, "Your reminder is on")
	end()
	if n := strings.Count(got, "[bogglebot to ann, privately]"); n != 1 || !strings.Contains(got, "Today's daily board is waiting for you") {
		t.Errorf("the console printed %d nudges:\n%s", n, got)
	}
}
