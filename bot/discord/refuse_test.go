package discord_test

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// TestRefusalsSampled: 20,000 unsigned, malformed, stale and wrongly
// signed requests write a handful of log lines, not one each; the log
// still says why they were refused.
func TestRefusalsSampled(t *testing.T) {
	var logs bottest.Log
	e := newHTTPEnv(t, discord.Config{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	h, err := e.d.Handler()
	if err != nil {
		t.Fatal(err)
	}
	body := discordtest.Interaction("301", 2, discordtest.Command("solve", map[string]any{"board": board}))
	wrong := signed(t, e.url(), key(8), time.Now(), body)
	kinds := []func() *http.Request{
		func() *http.Request {
			return httptest.NewRequest("POST", "/discord/interactions", bytes.NewReader(body))
		},
		func() *http.Request {
			r := httptest.NewRequest("POST", "/discord/interactions", bytes.NewReader(body))
			r.Header.Set("X-Signature-Ed25519", "zz")
			r.Header.Set("X-Signature-Timestamp", fmt.Sprint(time.Now().Unix()))
			return r
		},
		func() *http.Request {
			r := httptest.NewRequest("POST", "/discord/interactions", bytes.NewReader(body))
			r.Header.Set("X-Signature-Ed25519", hex.EncodeToString(make([]byte, 64)))
			r.Header.Set("X-Signature-Timestamp", "1")
			return r
		},
		func() *http.Request {
			r := httptest.NewRequest("POST", "/discord/interactions", bytes.NewReader(body))
			r.Header = wrong.Header.Clone()
			return r
		},
	}
	const n = 20_000
	for i := range n {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, kinds[i%len(kinds)]())
		if w.Code != http.StatusUnauthorized {
			t.Fatalf("request %d answered %d, want 401", i, w.Code)
		}
	}
	lines := strings.Count(logs.String(), "\n")
	if lines > 5 {
		t.Errorf("%d refused requests wrote %d log lines, want a sampled few:\n%.2000s", n, lines, logs.String())
	}
	if !strings.Contains(logs.String(), "interaction refused") {
		t.Errorf("no refusal logged at all:\n%s", logs.String())
	}
	noMoreCalls(t, e.fake, e.d, false)
}

// TestReplayRefused: a signed interaction sent again (within its
// timestamp's window) is refused with 409 and runs once: one image reaches
// Discord.
func TestReplayRefused(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	body := discordtest.Interaction("302", 2, discordtest.Command("solve", map[string]any{"board": board}))
	now := time.Now()
	if status, resp := do(t, signed(t, e.url(), e.priv, now, body)); status != 200 {
		t.Fatalf("first: %d %s", status, resp)
	}
	for _, at := range []time.Time{now, now.Add(time.Second)} { // the same request, and re-signed later
		if status, resp := do(t, signed(t, e.url(), e.priv, at, body)); status != http.StatusConflict {
			t.Errorf("replay: %d %s, want 409", status, resp)
		}
	}
	expect(t, next(t, e.fake), "PATCH", "/webhooks/999/token-302/messages/@original")
	noMoreCalls(t, e.fake, e.d, false)
}
