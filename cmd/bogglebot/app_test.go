package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/config"
)

// testConfig is serve's configuration for Discord HTTP mode against fake,
// on a free loopback port, with a fresh SQLite database.
func testConfig(t *testing.T, fake *discordtest.Server, priv ed25519.PrivateKey, more ...string) config.Config {
	t.Helper()
	env := map[string]string{
		config.EnvDiscordToken: "app-test-token", config.EnvDiscordAppID: "999", config.EnvDiscordMode: "http",
		config.EnvDiscordPublicKey: hex.EncodeToString(priv.Public().(ed25519.PublicKey)), config.EnvDiscordAPIURL: fake.URL,
		config.EnvHTTPAddr: "127.0.0.1:0", config.EnvDatabaseURL: filepath.Join(t.TempDir(), "bot.db"),
	}
	for i := 0; i+1 < len(more); i += 2 {
		env[more[i]] = more[i+1]
	}
	cfg, err := config.FromEnv(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// The app's three steps, driven as main drives them: build (the listener
// is bound, so requests can be sent before Run without waiting for it),
// run until the context ends, close.
func TestAppBuildRunClose(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	var logs bytes.Buffer
	a, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if c := <-fake.Calls(); c.Method != "PUT" || !strings.HasSuffix(c.Path, "/commands") {
		t.Fatalf("first call %s %s, want the command registration", c.Method, c.Path)
	}
	if a.store == nil || a.daily == nil {
		t.Fatal("the configured database was not opened")
	}
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(ctx) }()

	body := discordtest.Interaction("71", 2, discordtest.Command("solve", map[string]any{"board": "lqre slus atic nren"}))
	req, err := discordtest.SignedRequest(context.Background(), "http://"+a.Addr().String()+"/discord/interactions", priv, time.Now(), body)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("interaction answered %d", resp.StatusCode)
	}
	if c := <-fake.Calls(); c.Method != "PATCH" || len(c.Files) == 0 {
		t.Fatalf("call %s %s, want the image's delivery", c.Method, c.Path)
	}
	cancel()
	if err := <-ran; err != nil {
		t.Errorf("Run = %v after its context ended, want nil", err)
	}
	if err := a.Close(); err != nil {
		t.Errorf("Close = %v", err)
	}
	if err := a.store.(interface{ Ping(context.Context) error }).Ping(context.Background()); err == nil {
		t.Error("the database is still open after Close")
	}
	if strings.Contains(logs.String(), "app-test-token") {
		t.Error("the log shows the bot token")
	}
}

// A build that fails part-way closes what it opened and says why.
func TestAppBuildFails(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	// A database named on purpose must open.
	cfg := testConfig(t, fake, priv, config.EnvDatabaseURL, filepath.Join(t.TempDir(), "missing", "dir", "bot.db"))
	if a, err := newApp(context.Background(), cfg, slog.New(slog.DiscardHandler)); err == nil || a != nil {
		t.Errorf("newApp with an unopenable database = %v, %v; want an error", a, err)
	}
	// The listener's address is taken: the error names the setting.
	first, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	cfg = testConfig(t, fake, priv, config.EnvHTTPAddr, first.Addr().String())
	if _, err := newApp(context.Background(), cfg, slog.New(slog.DiscardHandler)); err == nil || !strings.Contains(err.Error(), config.EnvHTTPAddr) {
		t.Errorf("newApp on a taken address = %v", err)
	}
}
