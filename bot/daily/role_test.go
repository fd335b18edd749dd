package daily_test

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/memory"
)

// fakeRoles is a platform's roles for tests: "R1" can be used, "MUTE" is
// not mentionable, any other is unknown; members are kept by role.
type fakeRoles struct {
	mu      sync.Mutex
	members map[string][]string
}

func (f *fakeRoles) CheckRole(_ context.Context, _ bot.Request, value string) (string, string, error) {
	switch v := strings.TrimPrefix(value, "@"); v {
	case "R1":
		return v, "@players", nil
	case "MUTE":
		return "", "", game.E(game.NotAllowed, game.CodeRoleNotMentionable, game.Facts{"role": "@MUTE"})
	}
	return "", "", game.E(game.Invalid, game.CodeRoleUnknown, game.Facts{"typed": value})
}

func (f *fakeRoles) RoleMention(role string) string { return "<@&" + role + ">" }

func (f *fakeRoles) AddToRole(_ context.Context, _, role, user string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !slices.Contains(f.members[role], user) {
		f.members[role] = append(f.members[role], user)
	}
	return nil
}

func (f *fakeRoles) RemoveFromRole(_ context.Context, _, role, user string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.members[role] = slices.DeleteFunc(f.members[role], func(u string) bool { return u == user })
	return nil
}

func (f *fakeRoles) of(role string) []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.members[role])
}

// TestDailyRole: an admin names the role the board's post pings; one the
// platform cannot use is refused with its reason, and on a platform with
// no roles /daily setup role: says so; the post mentions the role, lets
// it notify, and carries the buttons that put a player in it and take
// them out; no_role stops it.
func TestDailyRole(t *testing.T) {
	st := memory.New()
	clock := &apptest.Clock{T: time.Date(2026, time.July, 14, 6, 0, 0, 0, time.UTC)}
	svc := challenge.New(challenge.Config{Store: st, Practice: st, Now: clock.Now, Owner: "test"})
	a := app.New(app.Config{Daily: svc, Roles: st, Now: clock.Now, Renderer: &bottest.Renderer{},
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
	roles := &fakeRoles{members: map[string][]string{}}
	posts := &apptest.FakePoster{Platform: "discord", Clock: clock}
	a.Register(bot.Platform{Name: "discord", Markup: apptest.Angle{}, Poster: posts, Scheduled: true, Roles: roles})
	apptest.ChatPlatforms(a, "chat") // no roles there
	do := func(r bot.Request) bot.Reply { return a.Handle(context.Background(), r) }
	refused := apptest.Watch(a.Bot)
	admin := func(platform string, opts ...string) bot.Request {
		r := apptest.As(platform, "ann", "daily setup", opts...)
		r.IsAdmin = true
		return r
	}

	for _, tt := range []struct {
		role string
		want string
	}{
		{"MUTE", "nobody may mention it"},
		{"Nope", "I can't find the role `Nope`"},
	} {
		if r := do(admin("discord", "channel", "C1", "role", tt.role)); !strings.Contains(r.Text, tt.want) || !r.Ephemeral {
			t.Errorf("/daily setup role:%s = %q; want a private refusal with %q", tt.role, r.Text, tt.want)
		}
	}
	if role, _ := st.DailyRole(context.Background(), game.Guild{Platform: "discord", ID: "g"}); role != "" {
		t.Fatalf("a refused role was kept: %q", role)
	}
	do(admin("chat", "role", "R1"))
	refused.Expect(t, game.CodeRolesOff)
	r := do(admin("discord", "channel", "C1", "role", "R1"))
	if !strings.Contains(r.Text, "The board's post mentions @players") {
		t.Fatalf("/daily setup role:R1 = %q; want the role named", r.Text)
	}

	clock.Set(time.Date(2026, time.July, 14, 9, 1, 0, 0, time.UTC))
	sched := &daily.Scheduler{Daily: a.Daily}
	if n := sched.Tick(context.Background()); n != 1 {
		t.Fatalf("scheduler sent %d posts; want the board", n)
	}
	var post bot.Reply
	for _, p := range posts.Replies {
		post = p
	}
	if !strings.HasPrefix(post.Text, "<@&R1>: today's board is up!") || !slices.Equal(post.Roles, []string{"R1"}) {
		t.Fatalf("board post %q, roles %v; want it to open with the role, which it notifies", post.Text, post.Roles)
	}
	join := apptest.Click(t, post, "Ping me", apptest.As("discord", "bea", ""))
	if r := do(join); !strings.Contains(r.Text, "You're in <@&R1>") || !r.Ephemeral {
		t.Errorf("join = %q", r.Text)
	}
	if m := roles.of("R1"); !slices.Equal(m, []string{"id-bea"}) {
		t.Errorf("R1's members after Bea joined: %v", m)
	}
	leave := apptest.Click(t, post, "Stop the pings", apptest.As("discord", "bea", ""))
	if r := do(leave); !strings.Contains(r.Text, "You're out of <@&R1>") {
		t.Errorf("leave = %q", r.Text)
	}
	if m := roles.of("R1"); len(m) != 0 {
		t.Errorf("R1's members after Bea left: %v", m)
	}

	if r := do(admin("discord", "no_role", "true")); !strings.Contains(r.Text, "mentions no role") {
		t.Errorf("/daily setup no_role:true = %q", r.Text)
	}
	do(join)
	refused.Expect(t, game.CodeRoleNone)
	clock.Set(time.Date(2026, time.July, 15, 9, 1, 0, 0, time.UTC))
	posts.Replies = nil
	sched.Tick(context.Background())
	for _, p := range posts.Replies {
		if strings.Contains(p.Text, "<@&") || len(p.Roles) > 0 || len(p.Actions) > 0 && strings.Contains(p.Actions[0].Label, "Ping me") {
			t.Errorf("a post after no_role: %q, roles %v", p.Text, p.Roles)
		}
	}
}
