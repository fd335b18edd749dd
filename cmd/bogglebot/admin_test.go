package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"io"
	"log/slog"
	"strings"
	"testing"

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
