package daily

import (
	"context"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// The daily post's role: an admin names a role (Discord) or a user group
// (Slack) with /daily setup role:, the board's post mentions it, and its
// buttons let players join and leave it (the platform's RoleManager keeps
// who is in it; the store keeps which role it is).

// roleIDs are the ids of the post's buttons: "daily|role|join" and
// "daily|role|leave", routed by the prefix "daily|role".
const rolePrefix = "daily|role"

// setupRole reads /daily setup's role and no_role options: the role to
// keep ("" to forget it) and whether they asked anything of it. A role the
// platform cannot use is refused with its reason.
func (b *feature) setupRole(ctx context.Context, req bot.Request) (role, label string, asked bool, err error) {
	none := strings.ToLower(strings.TrimSpace(req.Options["no_role"]))
	typed := strings.TrimSpace(req.Options["role"])
	forget := none == "true" || none == "yes" || none == "1"
	switch {
	case !forget && typed == "":
		return "", "", false, nil
	case b.Roles == nil || req.Surface().Roles == nil:
		return "", "", true, game.E(game.Invalid, game.CodeRolesOff)
	case forget:
		return "", "", true, nil
	}
	id, label, err := req.Surface().Roles.CheckRole(ctx, req, typed)
	return id, label, true, err
}

// roleText is /daily setup's line about the role (label names it
// without notifying anyone), in the channel's words.
func roleText(req bot.Request, label string) string {
	pt := req.PublicPrinter()
	if label == "" {
		return pt.Sprintf("• The board's post mentions no role.")
	}
	return pt.Sprintf("• The board's post mentions %s; players join or leave it with the post's buttons.", label)
}

// withRole adds the server's role to the day's opening post: a mention
// that notifies its members, and the buttons to join and leave it.
func (b *feature) withRole(ctx context.Context, g game.Guild, r bot.Reply) bot.Reply {
	if b.Roles == nil {
		return r
	}
	rm := b.Platform(g.Platform).Roles
	if rm == nil {
		return r
	}
	role, err := b.Roles.DailyRole(ctx, g)
	if err != nil {
		b.Log.Warn("daily: the post's role could not be read; posting without it", "guild", g.String(), "err", err)
		return r
	}
	if role == "" {
		return r
	}
	pt := b.PostPrinter(g)
	r.Text = pt.Sprintf("%s: today's board is up!", rm.RoleMention(role)) + "\n" + r.Text
	r.Roles = []string{role}
	r.Actions = append(r.Actions,
		bot.Action{Kind: bot.Button, ID: bot.ActionID("daily", "role", "join"), Label: pt.Sprintf("Ping me for the daily board")},
		bot.Action{Kind: bot.Button, ID: bot.ActionID("daily", "role", "leave"), Label: pt.Sprintf("Stop the pings")})
	return r
}

// roleAction is a click on the post's buttons: the player joins or leaves
// the server's role as it is now (an admin may have changed it since).
func (b *feature) roleAction(ctx context.Context, req bot.Request) (bot.Reply, error) {
	_, parts := bot.ParseActionID(req.Action.ID)
	if len(parts) != 2 || (parts[1] != "join" && parts[1] != "leave") {
		return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "daily"})
	}
	rm := req.Surface().Roles
	if b.Roles == nil || rm == nil {
		return bot.Reply{}, game.E(game.Invalid, game.CodeRolesOff)
	}
	g, dm := bot.GuildOf(req)
	if dm {
		return bot.Reply{}, game.E(game.Invalid, game.CodeRoleNone)
	}
	join := parts[1] == "join"
	role, err := b.joinRole(ctx, rm, g, req.User.ID, join)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.Printer()
	mention := rm.RoleMention(role)
	if join {
		return bot.Reply{Text: pt.Sprintf("You're in %s: the daily board's post will ping you. Its other button takes you out.", mention), Ephemeral: true}, nil
	}
	return bot.Reply{Text: pt.Sprintf("You're out of %s: no more pings from the daily board's post.", mention), Ephemeral: true}, nil
}

// joinRole puts user in the server's role as it is now (join), or takes
// them out: the post's buttons and the web page. It returns the role.
func (b *feature) joinRole(ctx context.Context, rm bot.RoleManager, g game.Guild, user string, join bool) (string, error) {
	role, err := b.Roles.DailyRole(ctx, g)
	if err != nil {
		return "", err
	}
	if role == "" {
		return "", game.E(game.Invalid, game.CodeRoleNone)
	}
	if join {
		return role, rm.AddToRole(ctx, g.ID, role, user)
	}
	return role, rm.RemoveFromRole(ctx, g.ID, role, user)
}

// HasRole says whether the daily post of g mentions a role players can
// join (its platform has roles and the server named one): the web page
// then offers the post's two buttons.
func (f *Feature) HasRole(ctx context.Context, g game.Guild) (bool, error) {
	b := f.b
	if b.Roles == nil || b.Platform(g.Platform).Roles == nil || g.ID == "" {
		return false, nil
	}
	role, err := b.Roles.DailyRole(ctx, g)
	return role != "", err
}

// JoinRole puts user in the role the daily post of g mentions (join), or
// takes them out, as the post's buttons do; a server with none (or a
// platform without roles) is refused with its reason.
func (f *Feature) JoinRole(ctx context.Context, g game.Guild, user string, join bool) error {
	b := f.b
	rm := b.Platform(g.Platform).Roles
	if b.Roles == nil || rm == nil {
		return game.E(game.Invalid, game.CodeRolesOff)
	}
	if g.ID == "" {
		return game.E(game.Invalid, game.CodeRoleNone)
	}
	_, err := b.joinRole(ctx, rm, g, user, join)
	return err
}
