package discord

import (
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// EventsHandler returns the Webhook Events endpoint, to mount at
// POST /discord/events and name as the Events Webhook URL in the Developer
// Portal (with the APPLICATION_DEAUTHORIZED event). Requests are signed as
// interactions are and checked the same way; a PING (type 0) gets 204, an
// event (type 1) gets 204 and is acted on: APPLICATION_DEAUTHORIZED
// schedules the erasure of that user's data after the grace period
// (docs/privacy.md).
func (d *Discord) EventsHandler() (http.Handler, error) {
	if len(d.cfg.PublicKey) != ed25519.PublicKeySize {
		return nil, errors.New("discord: webhook events need the application's public key")
	}
	return http.HandlerFunc(d.serveEvents), nil
}

// webhookEvent is the body of a Webhook Events request.
type webhookEvent struct {
	Type  int `json:"type"` // 0 PING, 1 event
	Event *struct {
		Type string `json:"type"`
		Data struct {
			User *discordgo.User `json:"user"`
		} `json:"data"`
	} `json:"event"`
}

func (d *Discord) serveEvents(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	body, ok := d.verified(w, r)
	if !ok {
		return
	}
	var ev webhookEvent
	if err := json.Unmarshal(body, &ev); err != nil || (ev.Type == 1 && ev.Event == nil) {
		http.Error(w, "malformed event", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
	if ev.Type != 1 || ev.Event.Data.User == nil || ev.Event.Data.User.ID == "" {
		return
	}
	ctx, user := context.WithoutCancel(r.Context()), ev.Event.Data.User.ID
	switch ev.Event.Type {
	case "APPLICATION_DEAUTHORIZED":
		d.removed(ctx, "", user, "application_deauthorized")
	case "APPLICATION_AUTHORIZED":
		d.returned(ctx, "", user)
	}
}

// onGuildDelete schedules the erasure of a server's data when the bot was
// removed from it: a GUILD_DELETE without unavailable (with it, the server
// is only down).
func (d *Discord) onGuildDelete(ctx context.Context, g *discordgo.GuildDelete) {
	if g.Guild != nil && g.ID != "" && !g.Unavailable {
		d.removed(ctx, g.ID, "", "guild_delete")
	}
}

// onGuildCreate calls off a server's erasure: the bot is in it (again).
// Discord sends GUILD_CREATE for every server at each connection too.
func (d *Discord) onGuildCreate(ctx context.Context, g *discordgo.GuildCreate) {
	if g.Guild != nil && g.ID != "" && !g.Unavailable {
		d.returned(ctx, g.ID, "")
	}
}

// removed schedules the erasure of a server's data (user "") or a user's.
func (d *Discord) removed(ctx context.Context, server, user, reason string) {
	if err := d.cfg.Bot.Removed(ctx, Platform, server, user, reason); err != nil {
		d.log.Error("could not schedule the erasure of a removed app's data", "server", server, "user", user, "reason", reason, "err", err)
	}
}

// returned calls off the erasure of a server's data (user "") or a user's.
// It reads nothing unless one is scheduled: GUILD_CREATE comes for every
// server at each connection.
func (d *Discord) returned(ctx context.Context, server, user string) {
	if err := d.cfg.Bot.Returned(ctx, Platform, server, user); err != nil {
		d.log.Error("could not call off a scheduled erasure", "server", server, "user", user, "err", err)
	}
}
