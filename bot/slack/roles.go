package slack

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	slackapi "github.com/slack-go/slack"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// groupID reads a user group typed in a command: Slack's escaped mention
// <!subteam^S0123|@handle>, or an id, or a handle (@boggle) to look up.
func groupID(value string) (id, handle string) {
	v := strings.TrimSpace(value)
	if strings.HasPrefix(v, "<!subteam^") && strings.HasSuffix(v, ">") {
		id, _, _ = strings.Cut(v[len("<!subteam^"):len(v)-1], "|")
		return id, ""
	}
	return "", strings.ToLower(strings.TrimPrefix(v, "@"))
}

// CheckRole reads the user group an admin named in /daily setup role: (a
// mention, or its handle) and refuses one Slack does not have, or says
// what the app lacks to manage it (the usergroups:read and
// usergroups:write scopes; user groups come with Slack's paid plans). It
// implements bot.RoleManager.
func (a *Slack) CheckRole(ctx context.Context, req bot.Request, value string) (id, label string, err error) {
	id, handle := groupID(value)
	groups, err := a.api.GetUserGroupsContext(ctx)
	if err != nil {
		return "", "", a.groupErr(err, value)
	}
	for _, g := range groups {
		if (id != "" && g.ID == id) || (handle != "" && (strings.ToLower(g.Handle) == handle || strings.ToLower(g.Name) == handle)) {
			// Its handle, as text: a mention in the setup's
			// confirmation would notify the whole group.
			return g.ID, "@" + g.Handle, nil
		}
	}
	return "", "", game.E(game.Invalid, game.CodeRoleUnknown, game.Facts{"typed": value})
}

// groupErr words Slack's refusal to list or change user groups for the
// admin or the player: a scope missing, a plan without user groups, a
// workspace that lets only its admins change them.
func (a *Slack) groupErr(err error, role string) error {
	var se slackapi.SlackErrorResponse
	if errors.As(err, &se) {
		switch se.Err {
		case "missing_scope", "not_allowed_token_type":
			return game.E(game.NotAllowed, game.CodeRoleCannotManage, game.Facts{"role": role, "missing": "the usergroups:read and usergroups:write scopes"}, err)
		case "paid_teams_only", "plan_upgrade_required":
			return game.E(game.NotAllowed, game.CodeRoleCannotManage, game.Facts{"role": role, "missing": "a Slack plan with user groups"}, err)
		case "permission_denied", "no_permission", "not_authed", "restricted_action":
			return game.E(game.NotAllowed, game.CodeRoleRefused, game.Facts{"role": role}, err)
		}
	}
	return fmt.Errorf("slack: user groups: %s", a.scrub(err))
}

// RoleMention is <!subteam^ID>: Slack shows the group's handle and
// notifies its members.
func (a *Slack) RoleMention(role string) string { return "<!subteam^" + role + ">" }

// AddToRole puts user in the user group: usergroups.users.list, then
// usergroups.users.update with them added (Slack replaces the whole list).
func (a *Slack) AddToRole(ctx context.Context, _, role, user string) error {
	return a.changeGroup(ctx, role, func(users []string) []string {
		if slices.Contains(users, user) {
			return nil
		}
		return append(users, user)
	})
}

// RemoveFromRole takes user out of the user group. Slack keeps no group
// empty: the last member's leaving is refused (RoleRefused).
func (a *Slack) RemoveFromRole(ctx context.Context, _, role, user string) error {
	return a.changeGroup(ctx, role, func(users []string) []string {
		if !slices.Contains(users, user) {
			return nil
		}
		return slices.DeleteFunc(users, func(u string) bool { return u == user })
	})
}

// changeGroup changes a user group's members, one change of a group at a
// time in this process (groupMu): Slack replaces a group's whole list, so
// two changes at once could lose one.
func (a *Slack) changeGroup(ctx context.Context, role string, change func([]string) []string) error {
	mu, _ := a.groupMu.LoadOrStore(role, new(sync.Mutex))
	mu.(*sync.Mutex).Lock()
	defer mu.(*sync.Mutex).Unlock()
	users, err := a.api.GetUserGroupMembersContext(ctx, role)
	if err != nil {
		return a.groupErr(err, a.RoleMention(role))
	}
	next := change(slices.Clone(users))
	if next == nil {
		return nil // nothing to change
	}
	if len(next) == 0 {
		return game.E(game.NotAllowed, game.CodeRoleRefused, game.Facts{"role": a.RoleMention(role)})
	}
	if _, err := a.api.UpdateUserGroupMembersContext(ctx, role, strings.Join(next, ",")); err != nil {
		return a.groupErr(err, a.RoleMention(role))
	}
	return nil
}

var _ bot.RoleManager = (*Slack)(nil)
