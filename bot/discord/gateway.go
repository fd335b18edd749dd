package discord

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

var routeLogs sync.Once

// RunGateway connects to the gateway and answers interactions until ctx is
// done, then closes the connection. A gateway that cannot be opened at
// start is tried again with backoff; once open, discordgo reconnects by
// itself after network errors. It returns an error only for a refusal no
// retry cures (a bad token). Register the commands first with
// RegisterCommands.
func (d *Discord) RunGateway(ctx context.Context) error {
	routeLogs.Do(func() {
		// discordgo logs through a package variable; send it to slog. Its
		// messages carry gateway URLs and events, never the token.
		discordgo.Logger = func(level, _ int, format string, a ...any) {
			l := slog.LevelDebug
			switch level {
			case discordgo.LogError:
				l = slog.LevelError
			case discordgo.LogWarning:
				l = slog.LevelWarn
			}
			slog.Default().Log(context.Background(), l, fmt.Sprintf(format, a...), "component", "discordgo")
		}
	})
	s, err := discordgo.New("Bot " + d.cfg.Token)
	if err != nil {
		return fmt.Errorf("discord: new session: %w", err)
	}
	s.Client = d.client
	s.Identify.Intents = discordgo.IntentsGuilds // interactions need no privileged intents
	if d.cfg.ShardCount > 0 {
		s.ShardID, s.ShardCount = d.cfg.ShardID, d.cfg.ShardCount
	}
	s.AddHandler(func(_ *discordgo.Session, r *discordgo.Ready) {
		d.gateway.Store(true)
		d.log.Info("gateway connected", "session", r.SessionID, "guilds", len(r.Guilds), "shard", s.ShardID, "shards", s.ShardCount)
	})
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Resumed) { d.gateway.Store(true) })
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Disconnect) {
		d.gateway.Store(false)
		d.log.Warn("gateway disconnected; reconnecting")
	})
	defer d.gateway.Store(false)
	// Removed from a server: GUILD_DELETE without unavailable (with it, the
	// server is only down). Its data goes after the grace period unless
	// the bot is added back (GUILD_CREATE, also sent for every server at
	// each connection).
	s.AddHandler(func(_ *discordgo.Session, g *discordgo.GuildDelete) { d.onGuildDelete(ctx, g) })
	s.AddHandler(func(_ *discordgo.Session, g *discordgo.GuildCreate) { d.onGuildCreate(ctx, g) })
	s.AddHandler(func(_ *discordgo.Session, ic *discordgo.InteractionCreate) {
		d.onInteraction(ctx, ic.Interaction)
	})
	if err := d.open(ctx, s); err != nil {
		return err
	}
	if ctx.Err() != nil {
		return nil
	}
	<-ctx.Done()
	if err := s.Close(); err != nil {
		d.log.Warn("close gateway", "err", err)
	}
	return nil
}

// gatewayRetry is the first wait before opening the gateway again after a
// failure at start; it doubles up to maxGatewayRetry.
const (
	gatewayRetry    = time.Second
	maxGatewayRetry = 2 * time.Minute
)

// open opens the gateway, trying again with backoff while Discord cannot be
// reached or fails (as Socket Mode does), so that a Discord outage at start
// does not stop serve. A refusal that no retry cures (a bad token, intents
// the application may not use) is returned. It returns nil without a
// connection when ctx ends first.
func (d *Discord) open(ctx context.Context, s *discordgo.Session) error {
	wait := d.gatewayRetry
	if wait <= 0 {
		wait = gatewayRetry
	}
	for {
		err := s.Open()
		switch {
		case err == nil:
			return nil
		case !gatewayRetryable(err):
			return fmt.Errorf("discord: open gateway: %w", err)
		}
		// Up to a quarter more, at random: shards and replicas that failed
		// together do not identify together again.
		next := wait + rand.N(wait/4+1)
		d.log.Warn("could not open the gateway; trying again", "err", err, "in", next)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(next):
		}
		wait = min(2*wait, maxGatewayRetry)
	}
}

// gatewayRetryable reports whether opening the gateway may succeed later:
// not when Discord closed it for a bad token (4004) or intents (4013,
// 4014), or refused the token over REST (401, 403).
func gatewayRetryable(err error) bool {
	var ce *websocket.CloseError
	if errors.As(err, &ce) {
		switch ce.Code {
		case 4004, 4010, 4011, 4012, 4013, 4014:
			return false
		}
	}
	var re *discordgo.RESTError
	if errors.As(err, &re) && re.Response != nil {
		return re.Response.StatusCode != http.StatusUnauthorized && re.Response.StatusCode != http.StatusForbidden
	}
	return true
}

// onInteraction answers one gateway interaction through REST callbacks.
func (d *Discord) onInteraction(ctx context.Context, i *discordgo.Interaction) {
	// An interaction that arrived is answered even if shutdown has begun.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), d.cfg.AckWithin+5*time.Second)
	defer cancel()
	callbackPath := "/interactions/" + i.ID + "/" + i.Token + "/callback"
	ack := func(cb callback) error { return d.doJSON(ctx, http.MethodPost, callbackPath, cb, nil) }
	switch i.Type { // before any *Data() accessor, which panics on the wrong type
	case discordgo.InteractionApplicationCommand, discordgo.InteractionMessageComponent, discordgo.InteractionModalSubmit:
		d.serve(ctx, i, ack)
	case discordgo.InteractionApplicationCommandAutocomplete:
		if err := ack(d.complete(ctx, i)); err != nil {
			d.log.Warn("answer autocomplete", "interaction", i.ID, "err", err)
		}
	default:
		d.log.Debug("ignored interaction", "interaction", i.ID, "type", int(i.Type))
	}
}
