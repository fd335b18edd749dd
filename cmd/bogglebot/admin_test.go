package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/config"
)

// httpGet returns a GET's status and body.
func httpGet(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := client.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// TestServeAdminListener: with BOGGLEBOT_ADMIN_ADDR, /metrics, /readyz and
// the profiler are on the admin listener and off the public port, which
// keeps /healthz; without it, /metrics and /readyz stay on the public port
// and the profiler is served nowhere. /readyz says the database does not
// answer without the driver's words.
func TestServeAdminListener(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	for _, admin := range []bool{true, false} {
		var more []string
		if admin {
			more = []string{config.EnvAdminAddr, "127.0.0.1:0"}
		}
		a, err := newApp(context.Background(), testConfig(t, fake, priv, more...), slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		ran := make(chan error, 1)
		go func() { ran <- a.Run(ctx) }()
		public := "http://" + a.Addr().String()
		want := map[string]int{"/healthz": 200, "/readyz": 200, "/metrics": 200, "/debug/pprof/": 404}
		if admin {
			if a.AdminAddr() == nil {
				t.Fatal("no admin listener")
			}
			want = map[string]int{"/healthz": 200, "/readyz": 404, "/metrics": 404, "/debug/pprof/": 404}
			adm := "http://" + a.AdminAddr().String()
			for path, code := range map[string]int{"/healthz": 200, "/readyz": 200, "/metrics": 200, "/debug/pprof/": 200} {
				if got, body := httpGet(t, adm+path); got != code {
					t.Errorf("admin %s = %d %.200q, want %d", path, got, body, code)
				}
			}
			if _, body := httpGet(t, adm+"/metrics"); !strings.Contains(body, "bogglebot_commands_total") {
				t.Error("admin /metrics has no bogglebot_commands_total")
			}
			// The admin listener's answers carry the security headers too.
			for _, path := range []string{"/healthz", "/metrics", "/nothing"} {
				resp, err := client.Get(adm + path)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Content-Security-Policy") == "" {
					t.Errorf("admin %s: no security headers: %v", path, resp.Header)
				}
			}
		} else if a.AdminAddr() != nil {
			t.Error("an admin listener without BOGGLEBOT_ADMIN_ADDR")
		}
		for path, code := range want {
			if got, body := httpGet(t, public+path); got != code {
				t.Errorf("admin listener %v: public %s = %d %.200q, want %d", admin, path, got, body, code)
			}
		}
		if !admin {
			a.store.Close() // the database goes away
			code, body := httpGet(t, public+"/readyz")
			if code != 503 || !strings.Contains(body, "database: the database does not answer") || strings.Contains(body, "closed") {
				t.Errorf("/readyz with the database gone = %d %q", code, body)
			}
		}
		cancel()
		if err := <-ran; err != nil {
			t.Errorf("Run = %v", err)
		}
		a.Close()
	}
}

// TestUnknownEnvWarned: a mistyped variable is warned of, with "did you
// mean", by config check and at serve's start, its value never shown.
func TestUnknownEnvWarned(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	discordHTTPEnv(t, fake, "serve-test-token")
	t.Setenv("BOGGLEBOT_HTTP_ADR", "127.0.0.1:9999")
	t.Setenv("SLACK_BOT_TOKN", "xoxb-typo-secret")
	out, errOut, code := runCLI(t, "", "config", "check")
	if code != 0 || !strings.Contains(out, "warning: environment variable BOGGLEBOT_HTTP_ADR is not a setting and is ignored: did you mean BOGGLEBOT_HTTP_ADDR?") ||
		!strings.Contains(out, "did you mean SLACK_BOT_TOKEN?") || strings.Contains(out+errOut, "typo-secret") {
		t.Errorf("config check: exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
	}
	cancel, done, stderr, listening := startServe()
	listeningOn(t, listening, done, stderr)
	cancel()
	<-done
	if logs := stderr.String(); !strings.Contains(logs, "did you mean BOGGLEBOT_HTTP_ADDR?") || !strings.Contains(logs, "did you mean SLACK_BOT_TOKEN?") || strings.Contains(logs, "typo-secret") {
		t.Errorf("serve's log does not warn of the typos (or shows a value):\n%s", logs)
	}
}

// TestRuntimeSettingsWired: the runtime limits set reach serve's runtime
// and listener.
func TestRuntimeSettingsWired(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv, config.EnvWorkers, "7", config.EnvQueue, "0",
		config.EnvPerUser, "2", config.EnvQueueWait, "3s", config.EnvConnsPerClient, "300"), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	rc := a.rt.Config()
	if rc.Workers != 7 || rc.Queue != 0 || rc.PerUser != 2 || rc.QueueWait != 3*time.Second || a.ln.Limits().PerClient != 300 {
		t.Errorf("runtime %+v, per client %d", rc, a.ln.Limits().PerClient)
	}
	b, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if rc := b.rt.Config(); rc.Queue != 1000 || rc.PerUser != 3 || rc.QueueWait != 10*time.Second || b.ln.Limits().PerClient != b.ln.Limits().MaxConns/4 {
		t.Errorf("defaults: runtime %+v, limits %+v", rc, b.ln.Limits())
	}
}
