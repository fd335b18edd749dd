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
// Manage Roles, or while its own highest role is not above it (asked over
// REST; if Discord does not say, the first click tells: RoleRefused). It
// implements bot.RoleManager.
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
	admin := perms&administrator != 0 // holds every permission, not a place above every role
	if !admin && !role.Mentionable && perms&mentionEveryone == 0 {
		return "", "", game.E(game.NotAllowed, game.CodeRoleNotMentionable, game.Facts{"role": mention})
	}
	if !admin && perms&manageRoles == 0 {
		return "", "", game.E(game.NotAllowed, game.CodeRoleCannotManage, game.Facts{"role": mention, "missing": "Manage Roles"})
	}
	if below, known := d.botBelow(ctx, i.GuildID, role); known && below {
		return "", "", game.E(game.NotAllowed, game.CodeRoleAbove, game.Facts{"role": mention})
	}
	return id, mention, nil // Discord shows the role's name; a message's allowed mentions decide who is notified
}

// botBelow reports whether the bot's highest role in guild is not above
// role, which Discord would then refuse to give anyone: the bot's id (GET
// /users/@me, once), its roles (GET /guilds/{g}/members/{id}) and their
// positions (GET /guilds/{g}/roles). known is false when Discord did not
// say (the first click tells then).
func (d *Discord) botBelow(ctx context.Context, guild string, role *discordgo.Role) (below, known bool) {
	me, err := d.botID(ctx)
	if err != nil {
		d.log.Warn("cannot tell whether the bot's role is above the daily post's role", "err", err)
		return false, false
	}
	var member struct {
		Roles []string `json:"roles"`
	}
	var roles []*discordgo.Role
	if err := d.doJSON(ctx, http.MethodGet, "/guilds/"+guild+"/members/"+me, nil, &member); err != nil {
		d.log.Warn("cannot tell whether the bot's role is above the daily post's role", "err", err)
		return false, false
	}
	if err := d.doJSON(ctx, http.MethodGet, "/guilds/"+guild+"/roles", nil, &roles); err != nil {
		d.log.Warn("cannot tell whether the bot's role is above the daily post's role", "err", err)
		return false, false
	}
	pos := map[string]int{}
	for _, r := range roles {
		pos[r.ID] = r.Position
	}
	target, ok := pos[role.ID]
	if !ok {
		return false, false
	}
	highest := 0
	for _, r := range member.Roles {
		highest = max(highest, pos[r])
	}
	return highest <= target, true
}

// botID is the bot's user id, asked once (GET /users/@me).
func (d *Discord) botID(ctx context.Context) (string, error) {
	if id := d.me.Load(); id != nil {
		return *id, nil
	}
	var u struct {
		ID string `json:"id"`
	}
	if err := d.doJSON(ctx, http.MethodGet, "/users/@me", nil, &u); err != nil {
		return "", err
	}
	if !text.Snowflake(u.ID) {
		return "", fmt.Errorf("discord: GET /users/@me: no user id")
	}
	d.me.Store(&u.ID)
	return u.ID, nil
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
