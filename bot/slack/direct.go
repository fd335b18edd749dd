package slack

import (
	"context"
	"errors"
	"fmt"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	slackapi "github.com/slack-go/slack"

	"github.com/bogglebot/bogglebot/bot"
)

// How fast the bot sends direct messages on Slack (Platform.DirectBudget):
// one a second, five at once. conversations.open is a Tier 3 method (50+
// calls a minute); chat.postMessage allows about one message a second in
// a channel, and each direct message is a channel of its own.
const (
	directBurst = 5
	directEvery = time.Second
)

// imChannels is how many users' direct-message channels the adapter
// remembers, so that a daily reminder costs chat.postMessage alone.
const imChannels = 20000

// unreachable reports whether Slack's error code says the user cannot be
// sent a direct message by the app: trying again will not help.
func unreachable(code string) bool {
	switch code {
	case "user_not_found", "user_not_visible",
		"user_disabled", // deactivated: the user left the workspace
		"cannot_dm_bot", "channel_not_found", "is_archived", "messages_tab_disabled",
		"restricted_action": // the workspace forbids the app to post there
		return true
	}
	return false
}

// im is the id of the app's direct-message channel with user: remembered,
// or opened with conversations.open (Slack returns the same channel every
// time).
func (a *Slack) im(ctx context.Context, user string) (string, error) {
	if id, ok := a.ims().Get(user); ok {
		return id, nil
	}
	ch, _, _, err := a.api.OpenConversationContext(ctx, &slackapi.OpenConversationParameters{Users: []string{user}})
	if err != nil {
		return "", fmt.Errorf("conversations.open: %w", err)
	}
	a.ims().Add(user, ch.ID)
	return ch.ID, nil
}

// ims is the cache of direct-message channels, made on first use.
func (a *Slack) ims() *lru.Cache[string, string] {
	a.imOnce.Do(func() {
		a.imCache, _ = lru.New[string, string](imChannels) // size > 0: no error
	})
	return a.imCache
}

// Direct sends r to user alone, in their direct messages with the app (a
// player's reminder): conversations.open, then chat.postMessage (or the
// upload flow for an image). It implements bot.DirectMessenger. Slack's
// refusal to deliver it (a user deactivated or not found, a workspace
// that forbids it) is bot.Unreachable; other failures may pass.
func (a *Slack) Direct(ctx context.Context, user string, r bot.Reply) error {
	r.Form, r.Ephemeral, r.Live = nil, false, nil
	_, remembered := a.ims().Peek(user)
	ch, err := a.im(ctx, user)
	if err == nil {
		_, err = a.public(ctx, ch, r)
	}
	var se slackapi.SlackErrorResponse
	if remembered && errors.As(err, &se) && se.Err == "channel_not_found" {
		// The channel remembered is gone: open it again, once.
		a.ims().Remove(user)
		if ch, err = a.im(ctx, user); err == nil {
			_, err = a.public(ctx, ch, r)
		}
	}
	if err == nil {
		return nil
	}
	out := fmt.Errorf("slack: direct message to %s: %s", user, a.scrub(err))
	if errors.As(err, &se) && unreachable(se.Err) {
		a.ims().Remove(user)
		return bot.Unreachable(out)
	}
	return out
}

var _ bot.DirectMessenger = (*Slack)(nil)
