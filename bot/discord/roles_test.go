package discord_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/game"
)

// TestRoleForTheDailyPost: CheckRole takes a role Discord resolved in the
// interaction when the bot may mention it and manage roles, and refuses,
// with the reason's code, @everyone and integration roles, a role nobody
// may mention, and any while the bot lacks Manage Roles; AddToRole and
// RemoveFromRole put and delete the member's role; a post's Roles are the
// only mentions it lets notify.
func TestRoleForTheDailyPost(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	b := bot.New(bot.Config{})
	d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", APIURL: fake.URL, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	if b.Platform(discord.Platform).Roles == nil {
		t.Fatal("Discord's platform declares no roles")
	}
	const (
		manage  = 1 << 28
		mention = 1 << 17
	)
	roles := map[string]*discordgo.Role{
		"701": {ID: "701", Name: "players", Mentionable: true},
		"702": {ID: "702", Name: "quiet"},
		"703": {ID: "703", Name: "Nitro Booster", Managed: true, Mentionable: true},
		"555": {ID: "555", Name: "@everyone", Mentionable: true},
	}
	check := func(id string, perms int64) (string, error) {
		t.Helper()
		i := &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, GuildID: "555", AppPermissions: perms,
			Data: discordgo.ApplicationCommandInteractionData{Name: "daily", Resolved: &discordgo.ApplicationCommandInteractionDataResolved{Roles: roles}}}
		got, label, err := d.CheckRole(context.Background(), bot.Request{Platform: discord.Platform, Guild: "555", Raw: i}, id)
		if err == nil && label != "<@&"+got+">" {
			t.Errorf("CheckRole(%s): label %q; want the role's mention, which notifies no one in a confirmation", id, label)
		}
		return got, err
	}
	for _, tt := range []struct {
		id    string
		perms int64
		want  game.Code // "" for taken
	}{
		{"701", manage, ""},
		{"<@&701>", manage, ""},
		{"702", manage, game.CodeRoleNotMentionable},
		{"702", manage | mention, ""},
		{"703", manage | mention, game.CodeRoleManaged},
		{"555", manage | mention, game.CodeRoleManaged},
		{"701", mention, game.CodeRoleCannotManage},
		{"704", manage, game.CodeRoleUnknown},
		{"players", manage, game.CodeRoleUnknown},
	} {
		id, err := check(tt.id, tt.perms)
		var ge *game.Error
		switch {
		case tt.want == "" && (err != nil || !strings.Contains(tt.id, id) || id == ""):
			t.Errorf("CheckRole(%s, perms %b) = %q, %v; want it taken", tt.id, tt.perms, id, err)
		case tt.want != "" && (!errors.As(err, &ge) || ge.Code != tt.want):
			t.Errorf("CheckRole(%s, perms %b) = %q, %v; want %s", tt.id, tt.perms, id, err, tt.want)
		}
	}

	// The bot's own role (bots, at 3) is above 701 and 702, below 705: a
	// role above it is refused, with or without Administrator, which
	// holds every permission but no place in the list.
	fake.SetRoles("555", map[string]int{"555": 0, "701": 1, "702": 2, "710": 3, "705": 4}, discordtest.BotID, "710")
	roles["705"] = &discordgo.Role{ID: "705", Name: "mods", Mentionable: true}
	for _, perms := range []int64{manage, 1 << 3} {
		var ge *game.Error
		if _, err := check("705", perms); !errors.As(err, &ge) || ge.Code != game.CodeRoleAbove {
			t.Errorf("CheckRole(705 above the bot's role, perms %b) = %v; want %s", perms, err, game.CodeRoleAbove)
		}
	}
	if id, err := check("701", manage); id != "701" || err != nil {
		t.Errorf("CheckRole(701 below the bot's role) = %q, %v", id, err)
	}
	for len(fake.Calls()) > 0 {
		<-fake.Calls() // the look-ups
	}

	ctx := context.Background()
	if err := d.AddToRole(ctx, "555", "701", "42"); err != nil {
		t.Fatal(err)
	}
	if err := d.RemoveFromRole(ctx, "555", "701", "42"); err != nil {
		t.Fatal(err)
	}
	if err := d.Post(ctx, "777", bot.Reply{Text: d.RoleMention("701") + ": today's board is up!", Roles: []string{"701"}}); err != nil {
		t.Fatal(err)
	}
	var seen []string
	for len(fake.Calls()) > 0 {
		c := <-fake.Calls()
		seen = append(seen, c.Method+" "+c.Path)
		if c.Path == "/channels/777/messages" && !strings.Contains(string(c.JSON), `"allowed_mentions":{"parse":[],"roles":["701"]}`) {
			t.Errorf("the post's allowed mentions: %s; want the role alone", c.JSON)
		}
	}
	want := []string{"PUT /guilds/555/members/42/roles/701", "DELETE /guilds/555/members/42/roles/701", "POST /channels/777/messages"}
	if strings.Join(seen, "\n") != strings.Join(want, "\n") {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(seen, "\n"), strings.Join(want, "\n"))
	}
}
