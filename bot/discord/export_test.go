package discord

import (
	"context"
	"time"

	"github.com/bwmarrin/discordgo"
)

// OnGuildDelete runs the gateway's GUILD_DELETE handler, for tests.
func (d *Discord) OnGuildDelete(ctx context.Context, g *discordgo.GuildDelete) {
	d.onGuildDelete(ctx, g)
}

// SetGatewayRetry sets the first wait before opening the gateway again.
func (d *Discord) SetGatewayRetry(wait time.Duration) { d.gatewayRetry = wait }
