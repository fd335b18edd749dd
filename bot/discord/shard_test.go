package discord_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// TestShardAndConnected checks that a sharded gateway identifies as its shard
// and that Connected follows the session.
func TestShardAndConnected(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: "shard-token", AppID: "999", APIURL: fake.URL,
		ShardID: 1, ShardCount: 3})
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
	case <-time.After(10 * time.Second):
		t.Fatal("the session never identified")
	}
	for deadline := time.Now().Add(5 * time.Second); !d.Connected(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("Connected stayed false after READY")
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if d.Connected() {
		t.Error("Connected after the gateway closed")
	}
}
