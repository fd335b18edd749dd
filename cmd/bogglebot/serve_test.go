package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"image/png"
	"io"
	"log/slog"
	"net"
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

// discordHTTPEnv points serve at fake in Discord HTTP mode, with token, a
// fresh SQLite database and a free loopback address; it returns the key
// that signs interactions and the address.
func discordHTTPEnv(t *testing.T, fake *discordtest.Server, token string) (ed25519.PrivateKey, string) {
	t.Helper()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{3}, 32))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	t.Setenv("DISCORD_TOKEN", token)
	t.Setenv("DISCORD_APP_ID", "999")
	t.Setenv("DISCORD_GUILD_ID", "")
	t.Setenv("DISCORD_MODE", "http")
	t.Setenv("DISCORD_PUBLIC_KEY", hex.EncodeToString(priv.Public().(ed25519.PublicKey)))
	t.Setenv("DISCORD_API_URL", fake.URL)
	t.Setenv("BOGGLEBOT_HTTP_ADDR", addr)
	t.Setenv("DATABASE_URL", filepath.Join(t.TempDir(), "bot.db"))
	return priv, addr
}

// startServe runs bogglebot serve until cancel; done receives its exit
// status, and its log goes to stderr.
func startServe() (cancel context.CancelFunc, done chan int, stderr *bottest.Log) {
	ctx, cancel := context.WithCancel(context.Background())
	stderr, done = &bottest.Log{}, make(chan int, 1)
	go func() {
		done <- run(ctx, &cli{stdin: strings.NewReader(""), stdout: io.Discard, stderr: stderr}, []string{"serve"})
	}()
	return cancel, done, stderr
}

// postInteraction sends body, signed with priv, to serve's interactions
// endpoint at addr, waiting for the listener to come up; it fails the test
// if serve exits first.
func postInteraction(t *testing.T, addr string, priv ed25519.PrivateKey, body []byte, done chan int, stderr *bottest.Log) *http.Response {
	t.Helper()
	for i := 0; ; i++ {
		req, err := discordtest.SignedRequest(context.Background(), "http://"+addr+"/discord/interactions", priv, time.Now(), body)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			return resp
		}
		select {
		case code := <-done:
			t.Fatalf("serve exited %d: %s", code, stderr)
		default:
		}
		if i > 200 {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// bogglebot serve in HTTP mode, driven from outside as Discord would.
func TestServeDiscordHTTP(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	const token = "serve-test-token"
	priv, addr := discordHTTPEnv(t, fake, token)
	cancel, done, stderr := startServe()
	call := func() discordtest.Call {
		select {
		case c := <-fake.Calls():
			return c
		case code := <-done:
			t.Fatalf("serve exited %d: %s", code, stderr)
		case <-time.After(10 * time.Second):
			t.Fatalf("no call; log:\n%s", stderr)
		}
		return discordtest.Call{}
	}
	if c := call(); c.Method != "PUT" || c.Path != "/applications/999/commands" {
		t.Fatalf("first call %s %s, want the global command registration", c.Method, c.Path)
	}
	body := discordtest.Interaction("9", 2, discordtest.Command("solve", map[string]any{"board": "lqre slus atic nren"}))
	resp := postInteraction(t, addr, priv, body, done, stderr)
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
		r, err := http.Get("http://" + addr + path)
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
	case <-time.After(15 * time.Second):
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
		priv, addr := discordHTTPEnv(t, fake, "serve-test-token")
		cancel, done, stderr := startServe()
		if !tc.serves {
			select {
			case code := <-done:
				if code != 1 || !strings.Contains(stderr.String(), "401") {
					t.Errorf("a refused registration: exit %d: %s", code, stderr)
				}
			case <-time.After(10 * time.Second):
				t.Error("serve kept running after Discord refused its token")
			}
			cancel()
			fake.Close()
			continue
		}
		// It answers an interaction although registering failed.
		resp := postInteraction(t, addr, priv, discordtest.Interaction("9", 2, discordtest.Command("help", nil)), done, stderr)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("interaction answered %d", resp.StatusCode)
		}
		// And registers a second later.
		puts := 0
		for deadline := time.After(10 * time.Second); puts < 2; {
			select {
			case c := <-fake.Calls():
				if c.Method == "PUT" {
					puts++
				}
			case <-deadline:
				t.Fatalf("%d registrations; log:\n%s", puts, stderr)
			}
		}
		for i := 0; !strings.Contains(stderr.String(), "registered slash commands") && i < 250; i++ {
			time.Sleep(20 * time.Millisecond) // the answer to the second PUT is on its way
		}
		// Still serving once registered.
		select {
		case code := <-done:
			t.Fatalf("serve stopped (exit %d) once it had registered: %s", code, stderr)
		case <-time.After(300 * time.Millisecond):
		}
		if r, err := http.Get("http://" + addr + "/healthz"); err != nil {
			t.Fatalf("serve stopped answering once it had registered: %v", err)
		} else {
			r.Body.Close()
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
