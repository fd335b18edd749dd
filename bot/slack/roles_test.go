package slack

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// TestUserGroupForTheDailyPost: CheckRole finds a user group by its
// mention or its handle, refuses one Slack does not have, and says what
// the app lacks when Slack refuses the scope; AddToRole and RemoveFromRole
// rewrite the group's members (usergroups.users.update), and the last
// member's leaving is refused, as Slack keeps no group empty.
func TestUserGroupForTheDailyPost(t *testing.T) {
	f := newFakeSlack(t)
	f.mu.Lock()
	f.groups["S01"] = []string{"U1"}
	f.mu.Unlock()
	members := func() []string { f.mu.Lock(); defer f.mu.Unlock(); return slices.Clone(f.groups["S01"]) }
	b := newTestBot(nil, nil)
	a, err := New(Config{Bot: b, Mode: ModeHTTP, BotToken: testBotToken, SigningSecret: testSecret, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	if b.Platform(Platform).Roles == nil {
		t.Fatal("Slack's platform declares no roles")
	}
	ctx := context.Background()
	code := func(err error) game.Code {
		var ge *game.Error
		if errors.As(err, &ge) {
			return ge.Code
		}
		return ""
	}
	for _, typed := range []string{"<!subteam^S01|@g-s01>", "@g-s01", "g-S01"} {
		if id, label, err := a.CheckRole(ctx, bot.Request{}, typed); id != "S01" || label != "@g-s01" || err != nil {
			t.Errorf("CheckRole(%q) = %q, %q, %v; want S01, named by its handle (a mention would notify the group)", typed, id, label, err)
		}
	}
	if _, _, err := a.CheckRole(ctx, bot.Request{}, "@nobody"); code(err) != game.CodeRoleUnknown {
		t.Errorf("CheckRole(@nobody) = %v; want %s", err, game.CodeRoleUnknown)
	}
	f.fail("usergroups.list", "missing_scope")
	if _, _, err := a.CheckRole(ctx, bot.Request{}, "@g-s01"); code(err) != game.CodeRoleCannotManage {
		t.Errorf("CheckRole without the scope = %v; want %s", err, game.CodeRoleCannotManage)
	}
	f.fail("usergroups.list", "")
	if a.RoleMention("S01") != "<!subteam^S01>" {
		t.Errorf("RoleMention = %q", a.RoleMention("S01"))
	}
	if err := a.AddToRole(ctx, "T1", "S01", "U2"); err != nil {
		t.Fatal(err)
	}
	if err := a.AddToRole(ctx, "T1", "S01", "U2"); err != nil { // already in: nothing to change
		t.Fatal(err)
	}
	if got := members(); !slices.Equal(got, []string{"U1", "U2"}) {
		t.Errorf("members after U2 joined: %v", got)
	}
	if n := f.count("usergroups.users.update"); n != 1 {
		t.Errorf("usergroups.users.update called %d times; want once", n)
	}
	if err := a.RemoveFromRole(ctx, "T1", "S01", "U1"); err != nil {
		t.Fatal(err)
	}
	if err := a.RemoveFromRole(ctx, "T1", "S01", "U2"); code(err) != game.CodeRoleRefused {
		t.Errorf("the last member leaving = %v; want %s", err, game.CodeRoleRefused)
	}
	if got := members(); !slices.Equal(got, []string{"U2"}) {
		t.Errorf("members at the end: %v", got)
	}
}
