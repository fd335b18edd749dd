package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// TestServeGameFollowsThePlayer: through serve as wired, with the fake
// Discord, a player whose Discord is in German who rolls a board with
// /random, no language chosen, gets a German board (German dice, the
// German list) and the line that says how to switch; /study in their
// language too; lang:en rolls English, without the line.
func TestServeGameFollowsThePlayer(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{9}, 32))
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
	// send sends a command as a player whose Discord is in German (the
	// server's in English) and returns the content of the call to
	// Discord that answers it.
	send := func(data map[string]any) string {
		t.Helper()
		n++
		var in map[string]any
		if err := json.Unmarshal(discordtest.Interaction(fmt.Sprint(700+n), 2, data), &in); err != nil {
			t.Fatal(err)
		}
		in["locale"], in["guild_locale"] = "de", "en-US"
		body, _ := json.Marshal(in)
		resp := postInteraction(t, a.Addr().String(), priv, body)
		var direct struct {
			Data struct {
				Content string `json:"content"`
			} `json:"data"`
		}
		json.NewDecoder(resp.Body).Decode(&direct)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%v: answered %d", data["name"], resp.StatusCode)
		}
		if direct.Data.Content != "" {
			return direct.Data.Content
		}
		deadline := time.After(patience)
		for {
			select {
			case c := <-fake.Calls():
				var m struct {
					Content string `json:"content"`
				}
				if json.Unmarshal(c.JSON, &m) == nil && m.Content != "" {
					return m.Content
				}
			case <-deadline:
				t.Fatalf("%v: no answer reached Discord", data["name"])
			}
		}
	}
	// /random posts to the channel, in the server's words (English).
	const note = "In German, your language: add `lang:en` for English"
	got := send(discordtest.Command("random", nil))
	if !strings.Contains(got, note) || !strings.Contains(got, "from German dice") || !strings.Contains(got, "(German dictionary)") {
		t.Errorf("/random in German: %q, want a German board and %q", got, note)
	}
	got = send(discordtest.Command("random", map[string]any{"lang": "en"}))
	if strings.Contains(got, "lang:en") || strings.Contains(got, "German") {
		t.Errorf("/random lang:en: %q, want English dice, no note", got)
	}
	// A round, with no language named, plays the server's language; the
	// server here is in English and has no daily language: the starter's.
	start := discordtest.Command("start", map[string]any{"time": "30s"})
	start["type"] = 1
	delete(start, "id")
	if got = send(map[string]any{"id": "cmd-play", "name": "play", "type": 1, "options": []any{start}}); !strings.Contains(got, "German dictionary") || !strings.Contains(got, note) {
		t.Errorf("/play start in German: %q, want a German round and %q", got, note)
	}
	// /study answers the player alone, in their words.
	if got = send(discordtest.Command("study", nil)); !strings.Contains(got, "Auf Deutsch, deiner Sprache: `lang:en` für Englisch") {
		t.Errorf("/study in German: %q, want the German note", got)
	}
}

// TestConsoleFollowsTheLocale: the console's /random, no language chosen,
// rolls in the language of --locale, else $LANG (Polish, Ukrainian), and
// says how to switch, in the player's words (Polish has a catalog;
// Ukrainian reads English); an English one rolls English.
func TestConsoleFollowsTheLocale(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  map[string]string
		want string
	}{
		{[]string{"--locale", "pl"}, nil, "Gramy w języku: polski (twój język): dodaj lang:en"},
		{nil, map[string]string{"LANG": "uk_UA.UTF-8"}, "In Ukrainian, your language: add lang:en for English"},
		{nil, map[string]string{"LANG": "en_GB.UTF-8"}, ""},
	} {
		var out, errOut strings.Builder
		env := c.env
		cl := &cli{stdin: strings.NewReader("/random\n"), stdout: &out, stderr: &errOut,
			env: func(k string) (string, bool) { v, ok := env[k]; return v, ok }}
		args := append([]string{"console", "--db", t.TempDir() + "/c.db", "--images", t.TempDir()}, c.args...)
		if code := run(context.Background(), cl, args); code != 0 {
			t.Fatalf("%v %v: exit %d; %s", c.args, c.env, code, errOut.String())
		}
		if c.want == "" && strings.Contains(out.String(), "your language") || c.want != "" && !strings.Contains(out.String(), c.want) {
			t.Errorf("%v %v: %q, want %q", c.args, c.env, out.String(), c.want)
		}
	}
}
