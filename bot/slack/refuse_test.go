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
	"github.com/bogglebot/bogglebot/store/memory"
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

// TestReplayOtherSpellingRefused: a signed request sent again with its
// signature's hex in upper or mixed case (which still verifies) is
// refused as a replay and runs once.
func TestReplayOtherSpellingRefused(t *testing.T) {
	r := &bottest.Renderer{}
	rig := newHTTPRig(t, r, Config{})
	first := signedPost(t, rig.srv.URL, CommandsPath, slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL()), testSecret, time.Now().Unix())
	body, _ := io.ReadAll(first.Body)
	again := func(spell func(string) string) *http.Request {
		req, _ := http.NewRequest(http.MethodPost, first.URL.String(), strings.NewReader(string(body)))
		req.Header = first.Header.Clone()
		sig := req.Header.Get("X-Slack-Signature")
		req.Header.Set("X-Slack-Signature", "v0="+spell(strings.TrimPrefix(sig, "v0=")))
		return req
	}
	if status, resp := do(t, again(func(s string) string { return s })); status != 200 {
		t.Fatalf("first: %d %s", status, resp)
	}
	mixed := func(s string) string {
		b := []byte(s)
		for i := 0; i < len(b); i += 2 {
			b[i] = strings.ToUpper(string(b[i]))[0]
		}
		return string(b)
	}
	for name, spell := range map[string]func(string) string{"upper": strings.ToUpper, "mixed": mixed} {
		if status, resp := do(t, again(spell)); status != http.StatusConflict {
			t.Errorf("replay with the signature in %s case: %d %q, want 409", name, status, resp)
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

// TestReplaySharedAcrossReplicas: two adapters (two replicas) sharing a
// store: a signed request handled by one is refused by the other.
func TestReplaySharedAcrossReplicas(t *testing.T) {
	shared := memory.New()
	r1, r2 := &bottest.Renderer{}, &bottest.Renderer{}
	rig1 := newHTTPRig(t, r1, Config{Replays: shared})
	rig2 := newHTTPRig(t, r2, Config{Replays: shared})
	first := signedPost(t, rig1.srv.URL, CommandsPath, slashForm("/solve", "lqre slus atic nren", "C1", rig1.f.responseURL()), testSecret, time.Now().Unix())
	body, _ := io.ReadAll(first.Body)
	send := func(url string) *http.Request {
		req, _ := http.NewRequest(http.MethodPost, url+CommandsPath, strings.NewReader(string(body)))
		req.Header = first.Header.Clone()
		return req
	}
	if status, resp := do(t, send(rig1.srv.URL)); status != 200 {
		t.Fatalf("first, on replica 1: %d %s", status, resp)
	}
	if status, resp := do(t, send(rig2.srv.URL)); status != http.StatusConflict {
		t.Errorf("replay on replica 2: %d %q, want 409", status, resp)
	}
}
