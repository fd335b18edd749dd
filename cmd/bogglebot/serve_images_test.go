package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// TestServeEveryImageThroughDiscord plays over two days through serve as
// it is wired (newApp: a SQLite store, the real renderer, the metrics as
// Observer, the Discord adapter and the round keeper), from outside as
// Discord would, and checks that every kind of image reaches Discord as a
// file: the board, a solution, a word's path, a hint's heat map, a
// round's results and the day's review with its words marked found and
// missed (which a wrapper once turned into a plain solution in this
// wiring only).
func TestServeEveryImageThroughDiscord(t *testing.T) {
	now := time.Date(2026, time.November, 24, 10, 0, 0, 0, time.UTC)
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	clock := make(chan time.Time, 1)
	clock <- now
	dailyNow = func() time.Time { t := <-clock; clock <- t; return t }

	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(ctx) }()
	defer func() {
		cancel()
		<-ran
		a.Close()
	}()

	n := 0
	// send sends a command (data) and waits for the call to Discord that
	// carries file, whatever else comes first.
	send := func(data map[string]any, file string) (content string) {
		t.Helper()
		n++
		clock <- (<-clock).Add(10 * time.Second) // within serve's rate limit
		resp := postInteraction(t, a.Addr().String(), priv, discordtest.Interaction(fmt.Sprint(900+n), 2, data))
		if testing.Verbose() {
			b, _ := io.ReadAll(resp.Body)
			t.Logf("%v answered %.300s", data["name"], b)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%v: answered %d", data["name"], resp.StatusCode)
		}
		if file == "" {
			return ""
		}
		deadline := time.After(patience)
		for {
			select {
			case c := <-fake.Calls():
				if testing.Verbose() {
					t.Logf("%s %s %.200s %v", c.Method, c.Path, c.JSON, len(c.Files))
				}
				for _, f := range c.Files {
					if f.Name == file && len(f.Data) > 0 {
						return string(c.JSON)
					}
				}
			case <-deadline:
				t.Fatalf("%v: no %s reached Discord", data["name"], file)
			}
		}
	}
	sub := func(name, sub string, opts map[string]any) map[string]any {
		c := discordtest.Command(sub, opts)
		c["type"] = 1
		delete(c, "id")
		return map[string]any{"id": "cmd-" + name, "name": name, "type": 1, "options": []any{c}}
	}

	send(discordtest.Command("solve", map[string]any{"board": "lqre slus atic nren"}), "solution.png")
	send(discordtest.Command("path", map[string]any{"word": "sinecure"}), "path.png")
	// Two words of the day's board found, so that the review marks some
	// found and others missed.
	daily := send(discordtest.Command("daily", nil), "daily.png")
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	words := func(content string) string { // two words of the board in content
		t.Helper()
		_, board, _ := strings.Cut(content, "`")
		board, _, _ = strings.Cut(board, "`")
		b, err := solver.Parse(board)
		if err != nil {
			t.Fatalf("the board %q: %v", board, err)
		}
		res := solver.NewSolver(d, solver.Rules{}).Solve(b)
		if res.Count < 3 {
			t.Fatalf("the board %q holds %d words", board, res.Count)
		}
		return res.Words[0].Word + " " + res.Words[1].Word
	}
	send(discordtest.Command("guess", map[string]any{"words": words(daily)}), "")
	send(discordtest.Command("hint", nil), "")
	send(discordtest.Command("hint", nil), "hint.png") // the heat map
	start := send(sub("play", "start", map[string]any{"time": "30s"}), "round.png")
	send(discordtest.Command("guess", map[string]any{"words": words(start)}), "")
	send(sub("play", "stop", nil), "results.png") // posted by the round keeper
	clock <- (<-clock).Add(24 * time.Hour)
	send(sub("daily", "review", map[string]any{"day": "yesterday"}), "review.png")

	// Each was drawn as its kind: the review as a review, not a solution.
	resp, err := client.Get("http://" + a.Addr().String() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, kind := range []string{"board", "solution", "word", "heat", "results", "review"} {
		if !strings.Contains(string(body), `bogglebot_render_duration_seconds_count{image="`+kind+`"} `) {
			t.Errorf("no %s image drawn through serve", kind)
		}
	}
}
