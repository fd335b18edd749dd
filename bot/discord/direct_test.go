package discord_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// TestDirectMessage: Direct opens the user's DM channel once (POST
// /users/@me/channels, remembered) and posts there; Discord's 50007 for
// closed DMs is Unreachable, and so is an id that is no user's; the
// platform declares the capability and a send budget.
func TestDirectMessage(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	b := bot.New(bot.Config{})
	d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", APIURL: fake.URL, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	p := b.Platform(discord.Platform)
	if p.Direct == nil || p.DirectBudget.Every <= 0 || p.DirectBudget.Burst <= 0 {
		t.Fatalf("Discord's platform: Direct %v, budget %+v; want both declared", p.Direct != nil, p.DirectBudget)
	}
	ctx := context.Background()
	for i := range 2 {
		if err := d.Direct(ctx, "4242", bot.Reply{Text: "**Your streak** is at stake", Ephemeral: true}); err != nil {
			t.Fatalf("Direct #%d: %v", i, err)
		}
	}
	msgs := fake.DMMessages("4242")
	if len(msgs) != 2 || !strings.Contains(msgs[0].Content, "streak") || msgs[0].Flags != 0 {
		t.Fatalf("DM messages = %+v; want the two sent, not ephemeral", msgs)
	}
	opens := 0
	for len(fake.Calls()) > 0 {
		if c := <-fake.Calls(); c.Method == "POST" && c.Path == "/users/@me/channels" {
			opens++
			if !strings.Contains(string(c.JSON), `"recipient_id":"4242"`) {
				t.Errorf("DM opened with %s", c.JSON)
			}
		}
	}
	if opens != 1 {
		t.Errorf("the DM channel was opened %d times for two messages; want once", opens)
	}

	fake.RefuseDMs("4343")
	err = d.Direct(ctx, "4343", bot.Reply{Text: "hello"})
	if !bot.IsUnreachable(err) || !strings.Contains(err.Error(), "50007") {
		t.Errorf("Direct to closed DMs = %v; want Unreachable with Discord's 50007", err)
	}
	if err := d.Direct(ctx, "not-a-user", bot.Reply{Text: "hello"}); !bot.IsUnreachable(err) {
		t.Errorf("Direct to a malformed id = %v; want Unreachable", err)
	}
}
