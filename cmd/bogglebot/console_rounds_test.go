package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// waitFor waits until out holds want (bottest.Log.Await, a minute's
// failure bound), and returns everything out holds then.
func waitFor(t *testing.T, out *bottest.Log, want string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := out.Await(ctx, want); err != nil {
		t.Fatalf("the console never printed %q:\n%s", want, out.String())
	}
	return out.String()
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
	out := new(bottest.Log)
	var errOut bytes.Buffer
	code := make(chan int, 1)
	go func() {
		code <- run(context.Background(), &cli{stdin: in, stdout: out, stderr: &errOut},
			[]string{"console", "--user", "ann", "--db", filepath.Join(dir, "bogglebot.db"), "--images", filepath.Join(dir, "img")})
	}()
	say := func(line string) { io.WriteString(typing, line+"\n") }

	say("/play board:" + board)
	waitFor(t, out, "[1] Enter words  (type /click 1)")
	say("/click 1")
	waitFor(t, out, "Enter words: type your words after /click 1")
	say(fmt.Sprintf("/click 1 %s %s zzzz", words[0].Word, strings.ToUpper(words[1].Word)))
	waitFor(t, out, fmt.Sprintf("You have 2 words, %d points in this round", points))
	say("/play stop")
	got := waitFor(t, out, "[bogglebot posted in #console] Round over!")
	got = waitFor(t, out, "image: "+filepath.Join(dir, "img", "post-001-results.png"))
	if want := fmt.Sprintf("1. ann %d points · 2 words: %s, %s", points, words[0].Word, words[1].Word); !strings.Contains(got, want) {
		t.Errorf("the results lack %q:\n%s", want, got)
	}
	typing.Close()
	if c := <-code; c != 0 || errOut.Len() > 0 {
		t.Fatalf("exit %d, stderr %q", c, errOut.String())
	}
}

// TestConsoleTwoPlayers: two consoles on one database share the channel's
// round. Whichever ends it, both print its results with the My words
// button, and a player who neither started the round nor is an admin
// (--admin) cannot stop it.
func TestConsoleTwoPlayers(t *testing.T) {
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "")
	t.Setenv(config.EnvDict, "")
	const board = "lqre slus atic nren"
	dir := t.TempDir()
	db := filepath.Join(dir, "bogglebot.db")
	type player struct {
		typing *io.PipeWriter
		out    *bottest.Log
		code   chan int
	}
	start := func(name string) player {
		in, typing := io.Pipe()
		p := player{typing: typing, out: new(bottest.Log), code: make(chan int, 1)}
		go func() {
			p.code <- run(context.Background(), &cli{stdin: in, stdout: p.out, stderr: io.Discard},
				[]string{"console", "--user", name, "--db", db, "--images", filepath.Join(dir, name)})
		}()
		return p
	}
	say := func(p player, line string) { io.WriteString(p.typing, line+"\n") }
	ann := start("ann")
	say(ann, "/play board:"+board)
	waitFor(t, ann.out, "[1] Enter words  (type /click 1)")
	bob := start("bob")
	say(bob, "/guess recitals")
	waitFor(t, bob.out, "Accepted: recitals")
	say(bob, "/play stop")
	if got := waitFor(t, bob.out, "Only"); !strings.Contains(got, "--admin") {
		t.Errorf("bob stopped ann's round, or was not told how an admin could:\n%s", got)
	}
	say(ann, "/play stop")
	for name, p := range map[string]player{"ann": ann, "bob": bob} {
		got := waitFor(t, p.out, "[bogglebot posted in #console] Round over!")
		got = waitFor(t, p.out, "My words  (type /click")
		if !strings.Contains(got, "1. bob ") {
			t.Errorf("%s's console: the results lack bob's score:\n%s", name, got)
		}
	}
	for _, p := range []player{ann, bob} {
		p.typing.Close()
		if c := <-p.code; c != 0 {
			t.Errorf("exit %d", c)
		}
	}
}
