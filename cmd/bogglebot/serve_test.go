package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/config"
)

func TestServeNoPlatform(t *testing.T) {
	for _, k := range []string{"DISCORD_TOKEN", "DISCORD_APP_ID", "DISCORD_PUBLIC_KEY", "DISCORD_MODE", "DISCORD_GUILD_ID"} {
		t.Setenv(k, "")
	}
	var stderr bytes.Buffer
	code := run(context.Background(), &cli{stdin: strings.NewReader(""), stdout: io.Discard, stderr: &stderr}, []string{"serve"})
	if code != 1 || !strings.Contains(stderr.String(), "DISCORD_TOKEN") || !strings.Contains(stderr.String(), "bogglebot console") {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
}

// patience bounds every wait for something that must happen: a failure
// bound far beyond any machine's slowness, never a speed requirement.
const patience = time.Minute

// discordHTTPEnv points serve at fake in Discord HTTP mode, with token, a
// fresh SQLite database and a free loopback port (serve picks it; see
// listeningOn); it returns the key that signs interactions.
func discordHTTPEnv(t *testing.T, fake *discordtest.Server, token string) ed25519.PrivateKey {
	t.Helper()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{3}, 32))
	t.Setenv("DISCORD_TOKEN", token)
	t.Setenv("DISCORD_APP_ID", "999")
	t.Setenv("DISCORD_GUILD_ID", "")
	t.Setenv("DISCORD_MODE", "http")
	t.Setenv("DISCORD_PUBLIC_KEY", hex.EncodeToString(priv.Public().(ed25519.PublicKey)))
	t.Setenv("DISCORD_API_URL", fake.URL)
	t.Setenv("BOGGLEBOT_HTTP_ADDR", "127.0.0.1:0")
	t.Setenv("DATABASE_URL", filepath.Join(t.TempDir(), "bot.db"))
	return priv
}

// startServe runs bogglebot serve until cancel; done receives its exit
// status, its log goes to stderr, and addr receives the address its HTTP
// server listens on, once it does.
func startServe() (cancel context.CancelFunc, done chan int, stderr *bottest.Log, addr chan string) {
	ctx, cancel := context.WithCancel(context.Background())
	stderr, done, addr = &bottest.Log{}, make(chan int, 1), make(chan string, 1)
	c := &cli{stdin: strings.NewReader(""), stdout: io.Discard, stderr: stderr, listening: func(a string) { addr <- a }}
	go func() { done <- run(ctx, c, []string{"serve"}) }()
	return cancel, done, stderr, addr
}

// listeningOn waits until serve listens and returns its address; it fails
// the test if serve exits first.
func listeningOn(t *testing.T, addr chan string, done chan int, stderr *bottest.Log) string {
	t.Helper()
	select {
	case a := <-addr:
		return a
	case code := <-done:
		t.Fatalf("serve exited %d before it listened: %s", code, stderr)
	case <-time.After(patience):
		t.Fatalf("serve did not listen within %v: %s", patience, stderr)
	}
	return ""
}

// postInteraction sends body, signed with priv, to serve's interactions
// endpoint at addr.
func postInteraction(t *testing.T, addr string, priv ed25519.PrivateKey, body []byte) *http.Response {
	t.Helper()
	req, err := discordtest.SignedRequest(context.Background(), "http://"+addr+"/discord/interactions", priv, time.Now(), body)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// client bounds each request: a server that never answers fails the test
// instead of hanging it.
var client = &http.Client{Timeout: patience}

// bogglebot serve in HTTP mode, driven from outside as Discord would.
func TestServeDiscordHTTP(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	const token = "serve-test-token"
	priv := discordHTTPEnv(t, fake, token)
	cancel, done, stderr, listening := startServe()
	call := func() discordtest.Call {
		select {
		case c := <-fake.Calls():
			return c
		case code := <-done:
			t.Fatalf("serve exited %d: %s", code, stderr)
		case <-time.After(patience):
			t.Fatalf("no call; log:\n%s", stderr)
		}
		return discordtest.Call{}
	}
	if c := call(); c.Method != "PUT" || c.Path != "/applications/999/commands" {
		t.Fatalf("first call %s %s, want the global command registration", c.Method, c.Path)
	}
	addr := listeningOn(t, listening, done, stderr)
	body := discordtest.Interaction("9", 2, discordtest.Command("solve", map[string]any{"board": "lqre slus atic nren"}))
	resp := postInteraction(t, addr, priv, body)
	ack, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(ack) != `{"type":5}` {
		t.Fatalf("answer %d %s", resp.StatusCode, ack)
	}
	c := call()
	if c.Method != "PATCH" || c.Path != "/webhooks/999/token-9/messages/@original" {
		t.Fatalf("call %s %s", c.Method, c.Path)
	}
	if _, err := png.Decode(bytes.NewReader(c.Files["files[0]"].Data)); err != nil {
		t.Fatalf("edit carries no PNG: %v", err)
	}
	// The operations endpoints share the port.
	for path, want := range map[string][]string{
		"/healthz": {"ok"},
		"/readyz":  {"ready"},
		"/metrics": {
			`bogglebot_commands_total{command="solve",outcome="ok",platform="discord"} 1`,
			`bogglebot_render_duration_seconds_count{image="solution"} 1`,
			`bogglebot_solve_duration_seconds_count 1`,
			`bogglebot_platform_connected{platform="discord"} 1`,
			// Series alerts watch exist before their first event.
			`bogglebot_commands_total{command="path",outcome="error",platform="discord"} 0`,
			`bogglebot_daily_posts_total{kind="reveal",outcome="failed"} 0`,
		},
	} {
		r, err := client.Get("http://" + addr + path)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(r.Body)
		r.Body.Close()
		for _, w := range want {
			if r.StatusCode != 200 || !strings.Contains(string(got), w) {
				t.Errorf("GET %s = %d, lacks %q:\n%.2000s", path, r.StatusCode, w, got)
			}
		}
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("serve exited %d: %s", code, stderr)
		}
	case <-time.After(patience):
		t.Fatal("serve did not shut down")
	}
	if strings.Contains(stderr.String(), token) {
		t.Error("the token reached the log")
	}
}

// TestServeRegistrationFailure: when Discord fails the command registration
// at start (503), serve answers interactions anyway and registers later;
// when it refuses it (401: a bad token), serve stops and says why.
func TestServeRegistrationFailure(t *testing.T) {
	for _, tc := range []struct {
		status int
		serves bool
	}{{http.StatusServiceUnavailable, true}, {http.StatusUnauthorized, false}} {
		fake := discordtest.NewServer()
		fake.FailRegistrations(1, tc.status)
		priv := discordHTTPEnv(t, fake, "serve-test-token")
		cancel, done, stderr, listening := startServe()
		if !tc.serves {
			select {
			case code := <-done:
				if code != 1 || !strings.Contains(stderr.String(), "401") {
					t.Errorf("a refused registration: exit %d: %s", code, stderr)
				}
			case <-time.After(patience):
				t.Error("serve kept running after Discord refused its token")
			}
			cancel()
			fake.Close()
			continue
		}
		// It answers an interaction although registering failed.
		addr := listeningOn(t, listening, done, stderr)
		resp := postInteraction(t, addr, priv, discordtest.Interaction("9", 2, discordtest.Command("help", nil)))
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("interaction answered %d", resp.StatusCode)
		}
		// And registers a second later.
		puts := 0
		for deadline := time.After(patience); puts < 2; {
			select {
			case c := <-fake.Calls():
				if c.Method == "PUT" {
					puts++
				}
			case <-deadline:
				t.Fatalf("%d registrations; log:\n%s", puts, stderr)
			}
		}
		ctx, stop := context.WithTimeout(context.Background(), patience)
		err := stderr.Await(ctx, "registered slash commands") // the answer to the second PUT is read
		stop()
		if err != nil {
			t.Fatalf("%v; log:\n%s", err, stderr)
		}
		// Still serving once registered: the registration's end does not
		// stop serve. An interaction and /healthz answered after it, with
		// serve still running, catch a serve that stops then (most of the
		// time: a test cannot wait for something never to happen).
		interaction, _ := discordtest.SignedRequest(context.Background(), "http://"+addr+"/discord/interactions", priv, time.Now(),
			discordtest.Interaction("10", 2, discordtest.Command("help", nil)))
		healthz, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/healthz", nil)
		for _, req := range []*http.Request{interaction, healthz} {
			r, err := client.Do(req)
			if err != nil {
				t.Fatalf("serve stopped answering once it had registered: %v\n%s", err, stderr)
			}
			r.Body.Close()
		}
		select {
		case code := <-done:
			t.Fatalf("serve stopped (exit %d) once it had registered: %s", code, stderr)
		default:
		}
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("serve exited %d: %s", code, stderr)
		}
		if !strings.Contains(stderr.String(), "trying again") || !strings.Contains(stderr.String(), "registered slash commands") {
			t.Errorf("log lacks the retry and the registration:\n%s", stderr)
		}
		fake.Close()
	}
}

// TestJSONLogDurations: JSON logs write durations as the text logs do.
func TestJSONLogDurations(t *testing.T) {
	var buf bytes.Buffer
	newLogger(&buf, config.Config{LogFormat: "json", LogLevel: slog.LevelInfo}).Info("command handled", "duration", 43600*time.Microsecond)
	if !strings.Contains(buf.String(), `"duration":"43.6ms"`) {
		t.Errorf("JSON log: %s", &buf)
	}
}
