package discord

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/internal/text"
)

// How fast the bot sends direct messages on Discord (Platform.DirectBudget):
// ten a second, each two REST calls at most (the DM channel, once per user
// while it is remembered, then the message), well inside Discord's 50
// calls a second for a bot, and slow enough that opening many DMs does not
// look like spam.
const (
	directBurst = 10
	directEvery = 100 * time.Millisecond
)

// Discord's JSON error codes that say a user cannot be sent a direct
// message: trying again will not help.
const (
	codeUnknownUser    = 10013 // the user does not exist (deleted account)
	codeCannotMessage  = 50007 // "Cannot send messages to this user": DMs closed, no server in common, bot blocked
	codeUnknownChannel = 10003 // the DM channel remembered is gone: open it again
)

// dmChannels remembers the DM channel of each user messaged lately, so that
// a daily reminder costs one REST call, not two.
const dmChannels = 20000

// dmChannel is the id of the bot's DM channel with user: remembered, or
// opened with POST /users/@me/channels (Discord returns the same channel
// every time).
func (d *Discord) dmChannel(ctx context.Context, user string) (string, error) {
	if id, ok := d.dms().Get(user); ok {
		return id, nil
	}
	var ch struct {
		ID string `json:"id"`
	}
	if err := d.doJSON(ctx, http.MethodPost, "/users/@me/channels", map[string]string{"recipient_id": user}, &ch); err != nil {
		return "", err
	}
	if !text.Snowflake(ch.ID) {
		return "", fmt.Errorf("discord: open DM with %s: no channel id in the answer", user)
	}
	d.dms().Add(user, ch.ID)
	return ch.ID, nil
}

// dms is the cache of DM channels, made on first use.
func (d *Discord) dms() *lru.Cache[string, string] {
	d.dmOnce.Do(func() {
		d.dmCache, _ = lru.New[string, string](dmChannels) // size > 0: no error
	})
	return d.dmCache
}

// Direct sends r to user alone, in their direct messages with the bot (a
// player's reminder): it implements bot.DirectMessenger. Discord's
// refusal to deliver it (the user's DMs are closed, they share no server
// with the bot any more, the account is gone: 50007, 10013, or any 403)
// is bot.Unreachable; other failures may pass.
func (d *Discord) Direct(ctx context.Context, user string, r bot.Reply) error {
	if !text.Snowflake(user) {
		return bot.Unreachable(fmt.Errorf("discord: direct message to %q: not a Discord user id", user))
	}
	r.Form, r.Ephemeral, r.Live = nil, false, nil
	for attempt := 0; ; attempt++ {
		ch, err := d.dmChannel(ctx, user)
		if err == nil {
			_, err = d.sendMessage(ctx, http.MethodPost, "/channels/"+ch+"/messages", r, false)
		}
		if err == nil {
			return nil
		}
		code, status := apiCode(err)
		switch {
		case code == codeUnknownChannel && attempt == 0:
			d.dms().Remove(user) // opened again on the next try
			continue
		case code == codeCannotMessage || code == codeUnknownUser || status == http.StatusForbidden:
			d.dms().Remove(user)
			return bot.Unreachable(fmt.Errorf("direct message to %s: %w", user, err))
		}
		return fmt.Errorf("direct message to %s: %w", user, err)
	}
}

// apiCode is the JSON error code and HTTP status of a REST call Discord
// refused (0, 0 for any other error).
func apiCode(err error) (code, status int) {
	var ae *apiError
	if !errors.As(err, &ae) {
		return 0, 0
	}
	var body struct {
		Code int `json:"code"`
	}
	json.Unmarshal([]byte(ae.Body), &body)
	return body.Code, ae.Status
}

var _ bot.DirectMessenger = (*Discord)(nil)
