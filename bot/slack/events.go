package slack

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/slack-go/slack/slackevents"
)

// EventsPath is where Slack's Events API posts in HTTP mode: the app's
// removal (app_uninstalled, tokens_revoked), which schedules the erasure of
// the workspace's data (docs/privacy.md).
const EventsPath = "/slack/events"

// serveEvents answers Slack's URL check and hands events to onEvent; the
// request is verified like every other.
func (a *Slack) serveEvents(w http.ResponseWriter, r *http.Request) {
	body, ok := a.verified(w, r)
	if !ok {
		return
	}
	ev, err := slackevents.ParseEvent(json.RawMessage(body), slackevents.OptionNoVerifyToken())
	if err != nil {
		http.Error(w, "malformed event", http.StatusBadRequest)
		return
	}
	if ev.Type == slackevents.URLVerification {
		var c slackevents.ChallengeResponse
		if err := json.Unmarshal(body, &c); err != nil {
			http.Error(w, "malformed challenge", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte(c.Challenge))
		return
	}
	w.WriteHeader(http.StatusOK)
	a.onEvent(context.WithoutCancel(r.Context()), ev)
}

// onEvent acts on the Events API's events bogglebot subscribes to: the
// app's removal from a workspace (app_uninstalled, or tokens_revoked: the
// bot's token no longer works there) schedules the erasure of the
// workspace's data after the grace period. Other events are ignored.
func (a *Slack) onEvent(ctx context.Context, ev slackevents.EventsAPIEvent) {
	if ev.Type != slackevents.CallbackEvent {
		return
	}
	switch t := ev.InnerEvent.Type; t {
	case "tokens_revoked":
		// Only the bot's token matters: a user's token revoked leaves the
		// app installed.
		if tr, ok := ev.InnerEvent.Data.(*slackevents.TokensRevokedEvent); !ok || len(tr.Tokens.Bot) == 0 {
			return
		}
		fallthrough
	case "app_uninstalled":
		if ev.TeamID == "" {
			return
		}
		if err := a.bot.Removed(ctx, Platform, ev.TeamID, "", ev.InnerEvent.Type); err != nil {
			a.log.Error("could not schedule the erasure of a removed workspace's data", "team", ev.TeamID, "event", t, "err", err)
		}
	}
}
