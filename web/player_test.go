package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/web"
)

// dms is a platform's private messages and roles for the page's tests:
// it takes reminders (bot.DirectMessenger) and keeps who is in which role
// (bot.RoleManager).
type dms struct {
	mu   sync.Mutex
	in   map[string]bool // "role/user"
	sent []string
}

func (d *dms) Direct(_ context.Context, user string, _ bot.Reply) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.sent = append(d.sent, user)
	return nil
}

func (d *dms) CheckRole(_ context.Context, _ bot.Request, value string) (string, string, error) {
	return strings.TrimPrefix(value, "@"), value, nil
}

func (d *dms) RoleMention(role string) string { return "<@&" + role + ">" }

func (d *dms) AddToRole(_ context.Context, _, role, user string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.in[role+"/"+user] = true
	return nil
}

func (d *dms) RemoveFromRole(_ context.Context, _, role, user string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.in, role+"/"+user)
	return nil
}

func (d *dms) isIn(role, user string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.in[role+"/"+user]
}

// withDMs registers the rig's chat platform as one that takes reminders
// and has roles, and returns its messages and roles.
func withDMs(r *rig) *dms {
	d := &dms{in: map[string]bool{}}
	r.bot.Register(bot.Platform{Name: guild.Platform, Markup: bot.Plain{}, Direct: d, Roles: d})
	return d
}

// codeOf is the game.Code of an error answer's body ("" if none).
func codeOf(body []byte) string {
	var e struct {
		Code string `json:"code"`
	}
	json.Unmarshal(body, &e)
	return e.Code
}

func postJSON(t testing.TB, c *http.Client, url string, body any) (int, []byte) {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := c.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, out
}

// TestPageSetsTheReminderAsRemindDoes: the daily's page shows the
// player's reminder and sets it through /remind's own feature: turned on
// at a time on the page, /remind in chat says that time (and the other
// way round); a time or a timezone that is not one is refused in the
// player's words, quoted; turned off on the page, it is off in chat.
func TestPageSetsTheReminderAsRemindDoes(t *testing.T) {
	r := newRig(t, nil)
	withDMs(r)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	st, code := state(t, c, r.srv.URL)
	if code != 200 || st.Remind == nil || st.Remind.On || st.Remind.Time != "19:00" || st.Remind.Local != "UTC" || st.Remind.Said == "" {
		t.Fatalf("state's reminder = %+v (%d); want one off, at the default 19:00, the server in UTC", st.Remind, code)
	}

	code, body := postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "07:45", "timezone": ""})
	var got web.RemindJSON
	json.Unmarshal(body, &got)
	if code != 200 || !got.On || got.Time != "07:45" || got.Zone != "UTC" || got.Own || !strings.Contains(got.Said, "07:45") {
		t.Fatalf("turned on from the page: %d %s", code, body)
	}
	if rep := r.do(chat(ann, "remind")); !strings.Contains(rep.Text, "07:45") || !strings.Contains(rep.Text, "UTC") {
		t.Errorf("/remind after the page set it: %q; want 07:45 (UTC)", rep.Text)
	}
	// In the player's own timezone, then back to the server's.
	code, body = postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "08:00", "timezone": "Europe/Paris"})
	json.Unmarshal(body, &got)
	if code != 200 || got.Zone != "Europe/Paris" || !got.Own {
		t.Errorf("in the player's timezone: %d %s", code, body)
	}
	r.do(chat(ann, "remind on", "time", "21:15")) // chat keeps the timezone
	if st, _ := state(t, c, r.srv.URL); st.Remind == nil || st.Remind.Time != "21:15" || st.Remind.Zone != "Europe/Paris" {
		t.Errorf("the page after /remind on 21:15: %+v", st.Remind)
	}
	postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "21:15", "timezone": ""})
	if st, _ := state(t, c, r.srv.URL); st.Remind == nil || st.Remind.Own || st.Remind.Zone != "UTC" {
		t.Errorf("back to the server's timezone: %+v", st.Remind)
	}

	for _, bad := range []struct{ time, zone, quoted, code string }{
		{"7h45", "", "7h45", "remind.time"},
		{"", "", "``", "remind.time"},
		{"25:00", "", "25:00", "remind.time"},
		{"08:00", "Mars/Olympus", "Mars/Olympus", "remind.timezone"},
	} {
		code, body := postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": bad.time, "timezone": bad.zone})
		var e struct {
			Error string `json:"error"`
			Code  string `json:"code"`
		}
		json.Unmarshal(body, &e)
		if code != http.StatusBadRequest || e.Code != bad.code || !strings.Contains(e.Error, bad.quoted) {
			t.Errorf("time %q, timezone %q: %d %s; want 400 %s quoting %s", bad.time, bad.zone, code, body, bad.code, bad.quoted)
		}
	}
	if st, _ := state(t, c, r.srv.URL); st.Remind == nil || st.Remind.Time != "21:15" {
		t.Errorf("after the refusals: %+v; want the reminder unchanged", st.Remind)
	}

	code, body = postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": false})
	json.Unmarshal(body, &got)
	if code != 200 || got.On {
		t.Errorf("turned off from the page: %d %s", code, body)
	}
	if rep := r.do(chat(ann, "remind")); !strings.Contains(rep.Text, "no reminder") {
		t.Errorf("/remind after the page turned it off: %q", rep.Text)
	}

	// In the player's language (their link's).
	fr := chat(bob, "daily")
	fr.Locale = "fr"
	var link string
	for _, a := range r.do(fr).Actions {
		if a.URL != "" {
			link = a.URL
		}
	}
	cb := client(t)
	open(t, cb, link)
	code, body = postJSON(t, cb, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "9 heures"})
	if code != http.StatusBadRequest || codeOf(body) != "remind.time" || !strings.Contains(string(body), "9 heures") || strings.Contains(string(body), "is not a time") {
		t.Errorf("a bad time in French: %d %s", code, body)
	}
}

// TestPageRemindOnlyWhereOffered: a platform that sends no private
// messages has no reminder on the page, and /api/remind refuses saying
// reminders are not available here (remind.unavailable), not that the
// daily is off; so does a round's page.
func TestPageRemindOnlyWhereOffered(t *testing.T) {
	r := newRig(t, nil) // the chat platform is not registered: no Direct
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	if st, _ := state(t, c, r.srv.URL); st.Remind != nil || st.Role {
		t.Errorf("state = remind %+v, role %v; want neither", st.Remind, st.Role)
	}
	if code, body := postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "08:00"}); code != http.StatusNotFound || codeOf(body) != "remind.unavailable" {
		t.Errorf("/api/remind where none is offered: %d %s; want 404 remind.unavailable", code, body)
	}

	withDMs(r)
	rc := client(t)
	open(t, rc, r.roundLink(t, r.startRound(t, "3m"), ann))
	if code, body := postJSON(t, rc, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "08:00"}); code != http.StatusNotFound || codeOf(body) != "remind.unavailable" {
		t.Errorf("/api/remind from a round's page: %d %s; want 404 remind.unavailable", code, body)
	}
	if code, body := postJSON(t, rc, r.srv.URL+"/api/role", map[string]any{"join": true}); code != http.StatusBadRequest || codeOf(body) != "role.off" {
		t.Errorf("/api/role from a round's page: %d %s; want 400 role.off", code, body)
	}
}

// TestPageJoinsTheDailyRole: once an admin names the daily post's role,
// the page offers it, and its buttons put the player in the role and take
// them out through the platform, as the post's buttons do; without a
// role the page refuses with the reason.
func TestPageJoinsTheDailyRole(t *testing.T) {
	r := newRig(t, nil)
	d := withDMs(r)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	if st, _ := state(t, c, r.srv.URL); st.Role {
		t.Fatal("the page offers a role before one is set")
	}
	if code, body := postJSON(t, c, r.srv.URL+"/api/role", map[string]any{"join": true}); code != http.StatusBadRequest || codeOf(body) != "role.none" {
		t.Errorf("joining with no role set: %d %s; want 400 role.none", code, body)
	}
	setup := chat(bob, "daily setup", "role", "@players")
	setup.IsAdmin = true
	if rep := r.do(setup); !strings.Contains(rep.Text, "@players") {
		t.Fatalf("setup: %q", rep.Text)
	}
	if st, _ := state(t, c, r.srv.URL); !st.Role {
		t.Fatal("the page does not offer the role set")
	}
	code, body := postJSON(t, c, r.srv.URL+"/api/role", map[string]any{"join": true})
	var got web.RoleJSON
	json.Unmarshal(body, &got)
	if code != 200 || !got.In || got.Said == "" || !d.isIn("players", ann.ID) {
		t.Errorf("join: %d %s; in the role: %v", code, body, d.isIn("players", ann.ID))
	}
	code, body = postJSON(t, c, r.srv.URL+"/api/role", map[string]any{"join": false})
	if code != 200 || d.isIn("players", ann.ID) {
		t.Errorf("leave: %d %s; still in the role: %v", code, body, d.isIn("players", ann.ID))
	}
}

// TestPageRemindAndRoleKeepToTheBudget: /api/remind and /api/role take
// from the player's budget, as hints do: once it is spent they are
// refused with the rate code and a wait, and the platform's role is left
// alone.
func TestPageRemindAndRoleKeepToTheBudget(t *testing.T) {
	r := newRig(t, nil)
	d := withDMs(r)
	setup := chat(bob, "daily setup", "role", "@players")
	setup.IsAdmin = true
	r.do(setup)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	r.limit.Store(true) // the budget spent
	if code, body := postJSON(t, c, r.srv.URL+"/api/remind", map[string]any{"on": true, "time": "08:00"}); code != http.StatusTooManyRequests || codeOf(body) != "rate.hints" {
		t.Errorf("/api/remind past the budget: %d %s; want 429 rate.hints", code, body)
	}
	if code, body := postJSON(t, c, r.srv.URL+"/api/role", map[string]any{"join": true}); code != http.StatusTooManyRequests || codeOf(body) != "rate.hints" || d.isIn("players", ann.ID) {
		t.Errorf("/api/role past the budget: %d %s, in the role %v; want 429 rate.hints and no change", code, body, d.isIn("players", ann.ID))
	}
	r.limit.Store(false)
	if code, body := postJSON(t, c, r.srv.URL+"/api/role", map[string]any{"join": true}); code != 200 || !d.isIn("players", ann.ID) {
		t.Errorf("/api/role within the budget: %d %s", code, body)
	}
}
