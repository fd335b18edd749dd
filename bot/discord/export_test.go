package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
)

// OnGuildDelete runs the gateway's GUILD_DELETE handler, for tests.
func (d *Discord) OnGuildDelete(ctx context.Context, g *discordgo.GuildDelete) {
	d.onGuildDelete(ctx, g)
}
