package discord

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
)

var routeLogs sync.Once

// RunGateway connects to the gateway and answers interactions until ctx is
// done, then closes the connection. discordgo reconnects by itself after
// network errors. Register the commands first with RegisterCommands.
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
	if err := s.Open(); err != nil {
		return fmt.Errorf("discord: open gateway: %w", err)
	}
	<-ctx.Done()
	if err := s.Close(); err != nil {
		d.log.Warn("close gateway", "err", err)
	}
	return nil
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
