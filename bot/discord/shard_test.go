package discord_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// TestShardAndConnected checks that a sharded gateway identifies as its shard
// and that Connected follows the session.
func TestShardAndConnected(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	var logs bottest.Log
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: "shard-token", AppID: "999", APIURL: fake.URL,
		ShardID: 1, ShardCount: 3, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	if d.Connected() {
		t.Error("Connected before the gateway ran")
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.RunGateway(ctx) }()
	select {
	case id := <-fake.Identify:
		if !strings.Contains(string(id), `"shard":[1,3]`) {
			t.Errorf("identify = %s, want shard [1,3]", id)
		}
	case <-time.After(patience):
		t.Fatal("the session never identified")
	}
	// The READY handler sets Connected, then logs: wait for the log line.
	wctx, wcancel := context.WithTimeout(ctx, patience)
	defer wcancel()
	if err := logs.Await(wctx, "gateway connected"); err != nil {
		t.Fatal(err)
	}
	if !d.Connected() {
		t.Fatal("Connected is false after READY")
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if d.Connected() {
		t.Error("Connected after the gateway closed")
	}
}
