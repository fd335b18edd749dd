package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// TestServeRefusesUnwritableDatabase: serve does not start on a database
// it can read but not write, and says so.
func TestServeRefusesUnwritableDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	st, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv, config.EnvDatabaseURL, "file:"+path+"?mode=ro"), slog.New(slog.DiscardHandler))
	if err == nil {
		a.Close()
		t.Fatal("serve started on a read-only database")
	}
	if !strings.Contains(err.Error(), "cannot be written") || !strings.Contains(err.Error(), "readonly") {
		t.Errorf("serve's error: %v; want it to say the database cannot be written, and why", err)
	}
}

// TestConfigCheckDatabaseFolder: config check refuses a SQLite database
// in a folder that does not exist, as serve would fail to open it.
func TestConfigCheckDatabaseFolder(t *testing.T) {
	t.Setenv(config.EnvDiscordToken, "secret-bot-token")
	t.Setenv(config.EnvDiscordAppID, "123")
	t.Setenv(config.EnvDatabaseURL, filepath.Join(t.TempDir(), "missing", "bot.db"))
	out, errOut, code := runCLI(t, "", "config", "check")
	if code == 0 || !strings.Contains(out+errOut, "does not exist") || !strings.Contains(out+errOut, config.EnvDatabaseURL) {
		t.Errorf("config check on a database in a missing folder: exit %d\n%s%s", code, out, errOut)
	}
}

// TestServeWordsNotSaved: serve's database fills up (max_page_count, as a
// full disk) after start. A player's /guess is told their words were NOT
// saved, without "try again"; /readyz names the failing writes.
func TestServeWordsNotSaved(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	st, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	var pages int
	if _, err := raw.Exec(`VACUUM`); err != nil { // no free pages left to fill
		t.Fatal(err)
	}
	raw.QueryRow(`PRAGMA page_count`).Scan(&pages)
	raw.Close()

	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	cfg := testConfig(t, fake, priv, config.EnvDatabaseURL, fmt.Sprintf("file:%s?_pragma=max_page_count(%d)", path, pages))
	a, err := newApp(context.Background(), cfg, slog.New(slog.DiscardHandler))
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
	// say sends a command and returns what the bot says back: the
	// response's content, or the first edit or message that has some.
	say := func(data map[string]any) string {
		t.Helper()
		n++
		resp := postInteraction(t, a.Addr().String(), priv, discordtest.Interaction(fmt.Sprint(500+n), 2, data))
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var cb struct {
			Data struct {
				Content string `json:"content"`
			} `json:"data"`
		}
		json.Unmarshal(body, &cb)
		if cb.Data.Content != "" {
			return cb.Data.Content
		}
		deadline := time.After(patience)
		for {
			select {
			case c := <-fake.Calls():
				var m struct {
					Content string `json:"content"`
				}
				json.Unmarshal(c.JSON, &m)
				if m.Content != "" {
					return m.Content
				}
			case <-deadline:
				t.Fatalf("%v: no answer", data["name"])
			}
		}
	}
	daily := say(discordtest.Command("daily", nil))
	_, board, _ := strings.Cut(daily, "`")
	board, _, _ = strings.Cut(board, "`")
	b, err := solver.Parse(board)
	if err != nil {
		t.Fatalf("the daily's board %q: %v", board, err)
	}
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	res := solver.NewSolver(d, solver.Rules{}).Solve(b)
	var words []string
	for _, w := range res.Words {
		words = append(words, w.Word)
	}
	// The day's words, 40 at a time, until the table's pages are full.
	var answer string
	for i := 0; i < len(words) && !strings.Contains(answer, "NOT"); i += 40 {
		answer = say(discordtest.Command("guess", map[string]any{"words": strings.Join(words[i:min(len(words), i+40)], " ")}))
	}
	if !strings.Contains(answer, "NOT saved") || strings.Contains(strings.ToLower(answer), "try again in") {
		t.Errorf("/guess on a full database answered %q; want that the words were NOT saved, and no 'try again'", answer)
	}
	resp, err := client.Get("http://" + a.Addr().String() + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "database writes: the database refuses writes") {
		t.Errorf("/readyz after a failed write: %d %s", resp.StatusCode, body)
	}
}

// TestServeSaysDidYouMeanWithErrors: a mistyped variable is named, with
// the one it is close to, also when the configuration is invalid (which
// the mistyped name is often why).
func TestServeSaysDidYouMeanWithErrors(t *testing.T) {
	for _, k := range config.Known {
		t.Setenv(k, "")
	}
	t.Setenv(config.EnvDiscordAppID, "123")
	t.Setenv("DISCORD_TOKN", "not-shown-token-value")
	_, errOut, code := runCLI(t, "", "serve")
	if code == 0 || !strings.Contains(errOut, "DISCORD_TOKN") || !strings.Contains(errOut, "did you mean "+config.EnvDiscordToken) {
		t.Errorf("serve with a mistyped token variable: exit %d\n%s", code, errOut)
	}
	if strings.Contains(errOut, "not-shown-token-value") {
		t.Errorf("serve showed the mistyped variable's value:\n%s", errOut)
	}
}

// TestConfigCheckPostgres: config check connects to a PostgreSQL database
// as serve will and fails, naming the variable and never the password,
// where nothing answers or the database refuses writes; it passes on one
// that takes them. It needs BOGGLEBOT_TEST_POSTGRES.
func TestConfigCheckPostgres(t *testing.T) {
	url := os.Getenv("BOGGLEBOT_TEST_POSTGRES")
	if url == "" {
		t.Skip("BOGGLEBOT_TEST_POSTGRES is not set")
	}
	t.Setenv(config.EnvDiscordToken, "secret-bot-token")
	t.Setenv(config.EnvDiscordAppID, "123")
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	for _, c := range []struct {
		name, url string
		ok        bool
	}{
		{"writable", url, true},
		{"read-only", url + sep + "options=-c%20default_transaction_read_only%3Don", false},
		{"nothing answers", "postgres://bogglebot:pass-word-secret@127.0.0.1:1/test?sslmode=disable&connect_timeout=2", false},
	} {
		t.Setenv(config.EnvDatabaseURL, c.url)
		out, errOut, code := runCLI(t, "", "config", "check")
		if (code == 0) != c.ok {
			t.Errorf("%s: config check exit %d\n%s%s", c.name, code, out, errOut)
		}
		if !c.ok && !strings.Contains(out+errOut, config.EnvDatabaseURL) {
			t.Errorf("%s: the problem does not name %s:\n%s%s", c.name, config.EnvDatabaseURL, out, errOut)
		}
		if strings.Contains(out+errOut, "pass-word-secret") {
			t.Errorf("%s: the password shows:\n%s%s", c.name, out, errOut)
		}
	}
}
