package slack

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
)

// TestRefusalsSampled: 20,000 unsigned, stale and wrongly signed requests
// write a handful of log lines, not one each.
func TestRefusalsSampled(t *testing.T) {
	rig := newHTTPRig(t, &bottest.Renderer{}, Config{})
	h, err := rig.a.Handler()
	if err != nil {
		t.Fatal(err)
	}
	body := slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL())
	now := time.Now().Unix()
	kinds := []func() *http.Request{
		func() *http.Request { return httptest.NewRequest("POST", CommandsPath, strings.NewReader(body)) },
		func() *http.Request { return signedPost(t, "", CommandsPath, body, "not-the-secret", now) },
		func() *http.Request { return signedPost(t, "", CommandsPath, body, testSecret, now-3600) },
	}
	const n = 20_000
	before := strings.Count(rig.logs.String(), "\n")
	for i := range n {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, kinds[i%len(kinds)]())
		if w.Code != http.StatusUnauthorized {
			t.Fatalf("request %d answered %d, want 401", i, w.Code)
		}
	}
	logs := rig.logs.String()
	if lines := strings.Count(logs, "\n") - before; lines > 5 {
		t.Errorf("%d refused requests wrote %d log lines, want a sampled few:\n%.2000s", n, lines, logs)
	}
	if !strings.Contains(logs, "slack request refused") {
		t.Errorf("no refusal logged at all:\n%s", logs)
	}
}

// TestReplayRefused: a signed slash command sent again (within its
// timestamp's window) is refused with 409 and runs once.
func TestReplayRefused(t *testing.T) {
	r := &bottest.Renderer{}
	rig := newHTTPRig(t, r, Config{})
	first := signedPost(t, rig.srv.URL, CommandsPath, slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL()), testSecret, time.Now().Unix())
	body, _ := io.ReadAll(first.Body)
	replay := func() *http.Request {
		req, _ := http.NewRequest(http.MethodPost, first.URL.String(), strings.NewReader(string(body)))
		req.Header = first.Header.Clone()
		return req
	}
	if status, resp := do(t, replay()); status != 200 {
		t.Fatalf("first: %d %s", status, resp)
	}
	for range 2 {
		if status, resp := do(t, replay()); status != http.StatusConflict {
			t.Errorf("replay: %d %q, want 409", status, resp)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := rig.a.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if calls := r.Calls(); len(calls) != 1 {
		t.Errorf("renderer called %d times (%v), want once", len(calls), calls)
	}
}
