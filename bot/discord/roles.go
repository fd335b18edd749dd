package discord

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
)

// Permissions a role for the daily post needs the bot to have (with
// administrator, which holds them all).
const (
	mentionEveryone = 1 << 17 // Mention @everyone, @here and All Roles: mentions a role that is not mentionable
	manageRoles     = 1 << 28 // Manage Roles: adds players to a role below the bot's own
)

// roleID reads a role option: its id, or a typed mention <@&id>.
func roleID(value string) string {
	v := strings.TrimSpace(value)
	if strings.HasPrefix(v, "<@&") && strings.HasSuffix(v, ">") {
		v = v[3 : len(v)-1]
	}
	return v
}

// CheckRole reads the role an admin named in /daily setup (a ROLE option,
// which Discord resolves in the interaction) and refuses one the bot cannot
// use: @everyone or a role an integration manages (nobody can be added
// to it), one it may not mention (not mentionable, and no Mention
// @everyone, @here and All Roles permission), or any while it lacks
// Manage Roles. Whether the bot's own role is above it shows on the first
// join (RoleRefused). It implements bot.RoleManager.
func (d *Discord) CheckRole(ctx context.Context, req bot.Request, value string) (id, label string, err error) {
	id = roleID(value)
	i, ok := req.Raw.(*discordgo.Interaction)
	if !ok || !text.Snowflake(id) || i.GuildID == "" {
		return "", "", game.E(game.Invalid, game.CodeRoleUnknown, game.Facts{"typed": value})
	}
	var role *discordgo.Role
	if i.Type == discordgo.InteractionApplicationCommand {
		if r := i.ApplicationCommandData().Resolved; r != nil {
			role = r.Roles[id]
		}
	}
	if role == nil { // a ROLE option always comes resolved

		return "", "", game.E(game.Invalid, game.CodeRoleUnknown, game.Facts{"typed": value})
	}
	mention := d.RoleMention(id)
	if role.Managed || role.ID == i.GuildID {
		return "", "", game.E(game.Invalid, game.CodeRoleManaged, game.Facts{"role": mention})
	}
	perms := i.AppPermissions
	if perms&administrator != 0 {
		return id, mention, nil // Discord shows the role's name; a message's allowed mentions decide who is notified
	}
	if !role.Mentionable && perms&mentionEveryone == 0 {
		return "", "", game.E(game.NotAllowed, game.CodeRoleNotMentionable, game.Facts{"role": mention})
	}
	if perms&manageRoles == 0 {
		return "", "", game.E(game.NotAllowed, game.CodeRoleCannotManage, game.Facts{"role": mention, "missing": "Manage Roles"})
	}
	return id, mention, nil
}

// RoleMention is <@&id>: Discord shows the role's name, and notifies its
// members where a message's allowed mentions name it (Reply.Roles).
func (d *Discord) RoleMention(role string) string { return "<@&" + role + ">" }

// AddToRole gives user the role (PUT /guilds/{g}/members/{u}/roles/{r});
// Discord's refusal (403: the bot's role is below it, or it lost Manage
// Roles) is RoleRefused, for the player.
func (d *Discord) AddToRole(ctx context.Context, server, role, user string) error {
	return d.memberRole(ctx, http.MethodPut, server, role, user)
}

// RemoveFromRole takes the role from user (DELETE on the same path).
func (d *Discord) RemoveFromRole(ctx context.Context, server, role, user string) error {
	return d.memberRole(ctx, http.MethodDelete, server, role, user)
}

func (d *Discord) memberRole(ctx context.Context, method, server, role, user string) error {
	if !text.Snowflake(server) || !text.Snowflake(role) || !text.Snowflake(user) {
		return fmt.Errorf("discord: member role %q of %q in %q: not Discord ids", role, user, server)
	}
	err := d.do(ctx, method, "/guilds/"+server+"/members/"+user+"/roles/"+role, "", nil, nil)
	if _, status := apiCode(err); status == http.StatusForbidden || status == http.StatusNotFound {
		return game.E(game.NotAllowed, game.CodeRoleRefused, game.Facts{"role": d.RoleMention(role)}, err)
	}
	return err
}

var _ bot.RoleManager = (*Discord)(nil)
