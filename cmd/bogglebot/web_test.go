package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/discord"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/config"
)

// With BOGGLEBOT_PUBLIC_URL and BOGGLEBOT_WEB_SECRET, serve mounts the web
// board on its one listener and /daily gets the link button (and Play in
// Discord with the client secret); the start log says so and shows no
// secret. Without them, no button.
func TestServeWebBoard(t *testing.T) {
	const webSecret = "0123456789abcdef0123456789abcdef-never-logged"
	for _, on := range []bool{false, true} {
		fake := discordtest.NewServer()
		defer fake.Close()
		priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{6}, 32))
		var more []string
		if on {
			more = []string{config.EnvPublicURL, "https://boggle.example.org", config.EnvWebSecret, webSecret, config.EnvDiscordClientSecret, "client-secret-never-logged"}
		}
		var logs bytes.Buffer
		a, err := newApp(context.Background(), testConfig(t, fake, priv, more...), slog.New(slog.NewTextHandler(&logs, nil)))
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		ran := make(chan error, 1)
		go func() { ran <- a.Run(ctx) }()
		reply := a.bot.Handle(context.Background(), bot.Request{Platform: "discord", Guild: "1", Channel: "2", Command: "daily", User: bot.User{ID: "3", Name: "ann"}})
		var urls []string
		for _, act := range reply.Actions {
			urls = append(urls, act.URL+"|"+act.Label)
		}
		resp, err := http.Get("http://" + a.Addr().String() + "/board")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		cancel()
		if err := <-ran; err != nil {
			t.Errorf("run: %v", err)
		}
		a.Close()
		switch {
		case strings.Contains(logs.String(), "never-logged"):
			t.Errorf("a secret is in the log:\n%s", logs.String())
		case !on && (len(reply.Actions) != 0 || resp.StatusCode != http.StatusNotFound || !strings.Contains(logs.String(), "web board off: set BOGGLEBOT_PUBLIC_URL")):
			t.Errorf("off: actions %v, /board %d, log:\n%s", urls, resp.StatusCode, logs.String())
		case on && (len(reply.Actions) != 2 || !strings.HasPrefix(reply.Actions[0].URL, "https://boggle.example.org/play/") ||
			reply.Actions[1].Label != discord.ActivityLabel || resp.StatusCode != 200 || !strings.Contains(string(body), `src="assets/board.`)):
			t.Errorf("on: actions %v, /board %d", urls, resp.StatusCode)
		}
	}
}
