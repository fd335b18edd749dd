package slack

import (
	"context"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// TestDirectMessage: Direct opens the user's direct message once
// (conversations.open, remembered) and posts there with chat.postMessage;
// a user Slack will not message (deactivated: user_disabled) is
// Unreachable, a passing failure is not; the platform declares the
// capability and a send budget.
func TestDirectMessage(t *testing.T) {
	f := newFakeSlack(t)
	b := newTestBot(nil, nil)
	a, err := New(Config{Bot: b, Mode: ModeHTTP, BotToken: testBotToken, SigningSecret: testSecret, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	p := b.Platform(Platform)
	if p.Direct == nil || p.DirectBudget.Every <= 0 || p.DirectBudget.Burst <= 0 {
		t.Fatalf("Slack's platform: Direct %v, budget %+v; want both declared", p.Direct != nil, p.DirectBudget)
	}
	ctx := context.Background()
	for i := range 2 {
		if err := a.Direct(ctx, "U7", bot.Reply{Text: "**Your streak** is at stake", Ephemeral: true}); err != nil {
			t.Fatalf("Direct #%d: %v", i, err)
		}
		if got := f.next(t); got.Kind != "message" || got.Channel != "DU7" || !strings.Contains(got.Text, "streak") {
			t.Errorf("Direct #%d posted %+v; want a message in DU7", i, got)
		}
	}
	if n := f.count("conversations.open"); n != 1 {
		t.Errorf("conversations.open called %d times for two messages; want once", n)
	}
	f.fail("chat.postMessage", "ratelimited")
	if err := a.Direct(ctx, "U7", bot.Reply{Text: "x"}); err == nil || bot.IsUnreachable(err) {
		t.Errorf("Direct on a passing failure = %v; want an error, not Unreachable", err)
	}
	f.fail("chat.postMessage", "")
	f.fail("conversations.open", "user_disabled")
	err = a.Direct(ctx, "U8", bot.Reply{Text: "x"})
	if !bot.IsUnreachable(err) || !strings.Contains(err.Error(), "user_disabled") {
		t.Errorf("Direct to a deactivated user = %v; want Unreachable naming user_disabled", err)
	}
	if strings.Contains(err.Error(), testBotToken) {
		t.Error("the error names the bot token")
	}
}
