package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// watchedOut is a buffer a test can wait on.
type watchedOut struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	wrote chan struct{}
}

func (w *watchedOut) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n, err := w.buf.Write(p)
	select {
	case w.wrote <- struct{}{}:
	default:
	}
	return n, err
}

func (w *watchedOut) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// waitFor waits until the output contains want, and returns the output.
func (w *watchedOut) waitFor(t *testing.T, want string) string {
	t.Helper()
	deadline := time.After(patience)
	for {
		if s := w.String(); strings.Contains(s, want) {
			return s
		}
		select {
		case <-w.wrote:
		case <-deadline:
			t.Fatalf("the console never printed %q:\n%s", want, w.String())
		}
	}
}

// TestConsoleRound plays a live round in bogglebot console: /play, the
// Enter words button filled in with /click 1 WORDS, /play stop, and the
// results the round keeper prints as a post while the chat goes on.
func TestConsoleRound(t *testing.T) {
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "")
	t.Setenv(config.EnvDict, "")
	const board = "lqre slus atic nren"
	b, err := solver.Parse(board)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	words := solver.Solve(b, d, solver.Rules{}).Words[:2]
	points := words[0].Points + words[1].Points

	dir := t.TempDir()
	in, typing := io.Pipe()
	out := &watchedOut{wrote: make(chan struct{}, 1)}
	var errOut bytes.Buffer
	code := make(chan int, 1)
	go func() {
		code <- run(context.Background(), &cli{stdin: in, stdout: out, stderr: &errOut},
			[]string{"console", "--user", "ann", "--db", filepath.Join(dir, "bogglebot.db"), "--images", filepath.Join(dir, "img")})
	}()
	say := func(line string) { io.WriteString(typing, line+"\n") }

	say("/play board:" + board)
	out.waitFor(t, "[1] Enter words  (type /click 1)")
	say("/click 1")
	out.waitFor(t, "Enter words: type your words after /click 1")
	say(fmt.Sprintf("/click 1 %s %s zzzz", words[0].Word, strings.ToUpper(words[1].Word)))
	out.waitFor(t, fmt.Sprintf("You have **2 words, %d points** in this round", points))
	say("/play stop")
	got := out.waitFor(t, "[bogglebot posted in #console] **Round over!**")
	got = out.waitFor(t, "image: "+filepath.Join(dir, "img", "post-001-results.png"))
	if want := fmt.Sprintf("1. ann %d points · 2 words: %s, %s", points, words[0].Word, words[1].Word); !strings.Contains(got, want) {
		t.Errorf("the results lack %q:\n%s", want, got)
	}
	typing.Close()
	if c := <-code; c != 0 || errOut.Len() > 0 {
		t.Fatalf("exit %d, stderr %q", c, errOut.String())
	}
}
