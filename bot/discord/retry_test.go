package discord_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// A gateway that cannot be opened at start (Discord down) is tried again
// with backoff until it opens, as Socket Mode is; serve keeps running.
func TestGatewayRetriesAtStart(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	fake.FailGateway(3)
	var logs bottest.Log
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: token, AppID: "999", APIURL: fake.URL, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	d.SetGatewayRetry(time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.RunGateway(ctx) }()
	select {
	case <-fake.Ready():
	case err := <-done:
		t.Fatalf("RunGateway gave up: %v", err)
	case <-time.After(patience):
		t.Fatalf("the gateway never opened after the outage: %s", logs.String())
	}
	if n := strings.Count(logs.String(), "could not open the gateway; trying again"); n != 3 {
		t.Errorf("%d retries logged, want 3:\n%s", n, logs.String())
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("RunGateway: %v", err)
	}
}

// A bad token (the gateway closes with 4004) is not retried: RunGateway
// returns the error, and serve stops with it.
func TestGatewayBadTokenStops(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	fake.RefuseIdentify(4004)
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: token, AppID: "999", APIURL: fake.URL, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	d.SetGatewayRetry(time.Millisecond)
	done := make(chan error, 1)
	go func() { done <- d.RunGateway(context.Background()) }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "4004") {
			t.Errorf("RunGateway = %v; want the 4004 refusal", err)
		}
	case <-time.After(patience):
		t.Fatal("RunGateway kept retrying a bad token")
	}
}
