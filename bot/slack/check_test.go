package slack

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// Check tells a working token, a refused one (with what to do, never the
// token), and Slack out of reach apart.
func TestCheck(t *testing.T) {
	f := newFakeSlack(t)
	a, err := New(Config{Bot: newTestBot(nil, nil), Mode: ModeHTTP, BotToken: testBotToken, SigningSecret: testSecret, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Check(context.Background()); err != nil {
		t.Errorf("Check with a good token: %v", err)
	}
	f.fail("auth.test", "invalid_auth")
	err = a.Check(context.Background())
	if !errors.Is(err, ErrTokenRefused) || !strings.Contains(err.Error(), "SLACK_BOT_TOKEN") || strings.Contains(err.Error(), testBotToken) {
		t.Errorf("Check with a refused token = %v; want ErrTokenRefused naming SLACK_BOT_TOKEN, without the token", err)
	}
	down, err := New(Config{Bot: newTestBot(nil, nil), Mode: ModeHTTP, BotToken: testBotToken, SigningSecret: testSecret, APIURL: "http://127.0.0.1:1/api/"})
	if err != nil {
		t.Fatal(err)
	}
	if err := down.Check(context.Background()); err == nil || errors.Is(err, ErrTokenRefused) || strings.Contains(err.Error(), testBotToken) {
		t.Errorf("Check with Slack out of reach = %v; want an error that is not a refusal, without the token", err)
	}
}
