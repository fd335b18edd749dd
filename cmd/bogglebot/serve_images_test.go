package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
	"golang.org/x/text/message"
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
	body := playEveryImage(t, "")
	for _, kind := range []string{"board", "solution", "word", "heat", "results", "review", "stats", "server_stats"} {
		if !strings.Contains(body, `bogglebot_render_duration_seconds_count{image="`+kind+`"} `) {
			t.Errorf("no %s image drawn through serve", kind)
		}
	}
}

// TestServeDrawsImagesInPlayersLanguage plays the same journey as a French
// player on a French server, through serve as it is wired (the Observer's
// timing wraps the renderer), and checks that every image's own words
// (points, counts, found, missed, cancelled) were asked in French: a
// wrapper once hid the language, and every image came out in English in
// production only.
func TestServeDrawsImagesInPlayersLanguage(t *testing.T) {
	spy := &langSpy{r: bot.PNG{}, langs: map[string][]string{}}
	defer func(r bot.Renderer) { serveRenderer = r }(serveRenderer)
	serveRenderer = spy
	playEveryImage(t, "fr")
	spy.mu.Lock()
	defer spy.mu.Unlock()
	for _, kind := range []string{"board", "solution", "word", "heat", "results", "review", "stats", "server_stats"} {
		got := spy.langs[kind]
		if len(got) == 0 {
			t.Errorf("no %s image drawn through serve", kind)
		}
		for _, l := range got {
			if l != "fr" {
				t.Errorf("a %s image was drawn in %q, not in the player's French", kind, l)
			}
		}
	}
}

// langSpy is a bot.Renderer that notes the language each image is asked
// in, by kind, and draws it with r.
type langSpy struct {
	r     bot.Renderer
	mu    sync.Mutex
	langs map[string][]string
}

func (s *langSpy) note(kind string, p *message.Printer) {
	s.mu.Lock()
	s.langs[kind] = append(s.langs[kind], i18n.TagOf(p).String())
	s.mu.Unlock()
}

func (s *langSpy) Board(w io.Writer, p *message.Printer, b solver.Board, title string) error {
	s.note("board", p)
	return s.r.Board(w, p, b, title)
}

func (s *langSpy) Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error {
	s.note("solution", p)
	return s.r.Solution(w, p, res, top, title)
}

func (s *langSpy) Word(w io.Writer, p *message.Printer, b solver.Board, word solver.Word, title string) error {
	s.note("word", p)
	return s.r.Word(w, p, b, word, title)
}

func (s *langSpy) Heat(w io.Writer, p *message.Printer, b solver.Board, heat []int, title string) error {
	s.note("heat", p)
	return s.r.Heat(w, p, b, heat, title)
}

func (s *langSpy) Review(w io.Writer, p *message.Printer, res solver.Result, missed map[string]bool, title string) error {
	s.note("review", p)
	return s.r.Review(w, p, res, missed, title)
}

func (s *langSpy) PlayerStats(w io.Writer, p *message.Printer, st bot.PlayerStats) error {
	s.note("stats", p)
	return s.r.PlayerStats(w, p, st)
}

func (s *langSpy) ServerStats(w io.Writer, p *message.Printer, st bot.ServerStats) error {
	s.note("server_stats", p)
	return s.r.ServerStats(w, p, st)
}

func (s *langSpy) Season(w io.Writer, p *message.Printer, st bot.SeasonResults) error {
	s.note("season", p)
	return s.r.Season(w, p, st)
}

func (s *langSpy) Results(w io.Writer, p *message.Printer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	s.note("results", p)
	return s.r.Results(w, p, res, cancelled, top, title)
}

// playEveryImage plays through serve as wired, as a player whose Discord
// client and server speak locale ("" English), every command that posts an
// image, and returns serve's /metrics.
func playEveryImage(t *testing.T, locale string) string {
	t.Helper()
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
	asAdmin := false // the next command comes from a server admin
	send := func(data map[string]any, file string) (content string) {
		t.Helper()
		n++
		clock <- (<-clock).Add(10 * time.Second) // within serve's rate limit
		body := discordtest.Interaction(fmt.Sprint(900+n), 2, data)
		if locale != "" || asAdmin {
			var in map[string]any
			if err := json.Unmarshal(body, &in); err != nil {
				t.Fatal(err)
			}
			if locale != "" {
				in["locale"], in["guild_locale"] = locale, locale
			}
			if asAdmin {
				in["member"].(map[string]any)["permissions"] = "8" // ADMINISTRATOR
			}
			body, _ = json.Marshal(in)
		}
		resp := postInteraction(t, a.Addr().String(), priv, body)
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
	send(discordtest.Command("stats", nil), "stats.png")
	asAdmin = true
	send(discordtest.Command("stats", map[string]any{"server": true}), "server-stats.png")
	asAdmin = false
	start := send(sub("play", "start", map[string]any{"time": "30s", "lang": "en"}), "round.png") // English words: the server's language would be French
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
	return string(body)
}
