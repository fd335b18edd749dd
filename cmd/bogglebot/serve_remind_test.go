package main

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// setClock makes serve's clock (dailyNow) read what set last gave it, for
// the test's length.
func setClock(t *testing.T, start time.Time) (set func(time.Time)) {
	t.Helper()
	var mu sync.Mutex
	now := start
	old := dailyNow
	t.Cleanup(func() { dailyNow = old })
	dailyNow = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	return func(t time.Time) { mu.Lock(); now = t; mu.Unlock() }
}

// stopServe cancels serve and waits for it to exit cleanly.
func stopServe(t *testing.T, cancel context.CancelFunc, done chan int, stderr *bottest.Log) {
	t.Helper()
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("serve exited %d: %s", code, stderr)
		}
	case <-time.After(patience):
		t.Fatalf("serve did not shut down: %s", stderr)
	}
}

// remindOn is the data of /remind on time:clock, as Discord sends a
// subcommand.
func remindOn(clock string) map[string]any {
	return map[string]any{"id": "cmd-remind", "name": "remind", "type": 1, "options": []map[string]any{
		{"name": "on", "type": 1, "options": []map[string]any{{"name": "time", "type": 3, "value": clock}}}}}
}

// answerText is the content of an interaction's immediate answer (type 4).
func answerText(t *testing.T, body io.Reader) string {
	t.Helper()
	var cb struct {
		Type int `json:"type"`
		Data struct {
			Content string `json:"content"`
			Flags   int    `json:"flags"`
		} `json:"data"`
	}
	if err := json.NewDecoder(body).Decode(&cb); err != nil {
		t.Fatal(err)
	}
	if cb.Type != 4 || cb.Data.Flags&64 == 0 {
		t.Fatalf("answer type %d, flags %d: want a private message at once", cb.Type, cb.Data.Flags)
	}
	return cb.Data.Content
}

// TestServeRemindsThroughDiscord: through serve as newApp wires it, with
// the fake Discord: Ann and Bo turn their reminders on; serve stops; at
// their time a new serve on the same database (a restart) sends Ann her
// nudge in a direct message (POST /users/@me/channels, then the message),
// once; Bo's closed DMs (50007) turn his off, and his next command says so.
func TestServeRemindsThroughDiscord(t *testing.T) {
	set := setClock(t, time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC))
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := discordHTTPEnv(t, fake, "serve-test-token")
	bo := discordtest.User{ID: "43", Name: "Bo"}
	fake.RefuseDMs(bo.ID)

	cancel, done, stderr, listening := startServe()
	addr := listeningOn(t, listening, done, stderr)
	for _, u := range []discordtest.User{discordtest.Ann, bo} {
		resp := postInteraction(t, addr, priv, discordtest.InteractionFrom(u, "on-"+u.ID, 2, remindOn("18:00")))
		if text := answerText(t, resp.Body); !strings.Contains(text, "Reminder on") || !strings.Contains(text, "**18:00** (UTC)") {
			t.Errorf("/remind on for %s = %q", u.Name, text)
		}
		resp.Body.Close()
	}
	stopServe(t, cancel, done, stderr)
	if fake.DM(discordtest.Ann.ID) != "" {
		t.Fatal("a DM was opened before the reminder's time")
	}

	set(time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC))
	cancel, done, stderr, listening = startServe()
	addr = listeningOn(t, listening, done, stderr)
	ctx, stop := context.WithTimeout(context.Background(), patience)
	defer stop()
	if err := stderr.Await(ctx, "reminders: tick done"); err != nil {
		t.Fatalf("no reminders sent within %v: %v; log:\n%s", patience, err, stderr)
	}
	if !strings.Contains(stderr.String(), "sent=1") || !strings.Contains(stderr.String(), "refused=1") {
		t.Errorf("the tick's log: want one sent, one refused:\n%s", stderr)
	}
	metrics, err := client.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(metrics.Body)
	metrics.Body.Close()
	for _, want := range []string{`bogglebot_reminders_total{outcome="sent",platform="discord"} 1`, `bogglebot_reminders_total{outcome="refused",platform="discord"} 1`,
		`bogglebot_reminders_total{outcome="failed",platform="discord"} 0`} {
		if !strings.Contains(string(body), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	got := fake.DMMessages(discordtest.Ann.ID)
	if len(got) != 1 || !strings.Contains(got[0].Content, "Today's daily board is waiting for you") || !strings.Contains(got[0].Content, "/remind off") {
		t.Errorf("Ann's DMs = %+v; want one nudge", got)
	}
	if n := len(fake.DMMessages(bo.ID)); n != 0 {
		t.Errorf("Bo, whose DMs are closed, has %d messages", n)
	}
	resp := postInteraction(t, addr, priv, discordtest.InteractionFrom(bo, "show-"+bo.ID, 2,
		map[string]any{"id": "cmd-remind", "name": "remind", "type": 1, "options": []map[string]any{{"name": "show", "type": 1}}}))
	text := answerText(t, resp.Body)
	resp.Body.Close()
	if !strings.Contains(text, "no reminder on") || !strings.Contains(text, "Your reminder to play the daily board is off") {
		t.Errorf("Bo's /remind after the refusal = %q; want none on, and the note why", text)
	}
	stopServe(t, cancel, done, stderr)
}

// slackSlash sends a signed slash command to serve at addr, as user.
func slackSlash(t *testing.T, addr, apiURL, secret, cmd, text, user string) {
	t.Helper()
	body := url.Values{"command": {cmd}, "text": {text}, "channel_id": {"C42"}, "user_id": {user},
		"team_id": {"T1"}, "user_name": {strings.ToLower(user)}, "trigger_id": {"x"}, "response_url": {apiURL + "/response"}}.Encode()
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(mac, "v0:%s:%s", ts, body)
	req, _ := http.NewRequest("POST", "http://"+addr+"/slack/commands", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-Slack-Request-Timestamp", ts)
	req.Header.Set("X-Slack-Signature", "v0="+hex.EncodeToString(mac.Sum(nil)))
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("%s %s: %d", cmd, text, resp.StatusCode)
	}
}

// ephemeral waits for the next private reply on the fake Slack.
func (f *slackWeb) ephemeral(t *testing.T, stderr *bottest.Log) string {
	t.Helper()
	select {
	case text := <-f.ephem:
		return text
	case <-time.After(patience):
		t.Fatalf("no private reply; log:\n%s", stderr)
	}
	return ""
}

// TestServeRemindsThroughSlack: through serve as newApp wires it, with a
// fake Slack in HTTP mode: /boggle remind on (Slack keeps /remind for
// itself) for U7 and U9; after a restart at their time, U7 gets the nudge
// in a direct message (conversations.open, then chat.postMessage), U9, a
// deactivated user, has theirs turned off, and is told on their next
// command.
func TestServeRemindsThroughSlack(t *testing.T) {
	set := setClock(t, time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC))
	web, api := newSlackWeb(t)
	const secret, token = "slack-signing-secret", "xoxb-serve-test-token"
	for k, v := range map[string]string{
		"DISCORD_TOKEN": "", "DISCORD_APP_ID": "", "DISCORD_PUBLIC_KEY": "", "DISCORD_MODE": "", "DISCORD_GUILD_ID": "",
		"SLACK_MODE": "http", "SLACK_BOT_TOKEN": token, "SLACK_SIGNING_SECRET": secret, "SLACK_APP_TOKEN": "",
		"SLACK_API_URL": api.URL + "/api/", "BOGGLEBOT_HTTP_ADDR": "127.0.0.1:0",
		"DATABASE_URL": filepath.Join(t.TempDir(), "bot.db"),
	} {
		t.Setenv(k, v)
	}
	web.disabled["U9"] = true
	cancel, done, stderr, listening := startServe()
	addr := listeningOn(t, listening, done, stderr)
	for _, u := range []string{"U7", "U9"} {
		slackSlash(t, addr, api.URL, secret, "/boggle", "remind on 18:00", u)
		if text := web.ephemeral(t, stderr); !strings.Contains(text, "Reminder on") || !strings.Contains(text, "18:00") {
			t.Errorf("/boggle remind on 18:00 for %s = %q", u, text)
		}
	}
	stopServe(t, cancel, done, stderr)

	set(time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC))
	cancel, done, stderr, listening = startServe()
	addr = listeningOn(t, listening, done, stderr)
	select {
	case m := <-web.messages:
		if m.channel != "DU7" || !strings.Contains(m.text, "Today's daily board is waiting for you") {
			t.Errorf("nudge %+v; want it in U7's direct message", m)
		}
	case <-time.After(patience):
		t.Fatalf("no nudge; log:\n%s", stderr)
	}
	ctx, stop := context.WithTimeout(context.Background(), patience)
	defer stop()
	if err := stderr.Await(ctx, "reminders: tick done"); err != nil {
		t.Fatalf("the tick did not end: %v; log:\n%s", err, stderr)
	}
	if !strings.Contains(stderr.String(), "sent=1") || !strings.Contains(stderr.String(), "refused=1") {
		t.Errorf("the tick's log: want one sent, one refused:\n%s", stderr)
	}
	slackSlash(t, addr, api.URL, secret, "/boggle", "remind", "U9")
	if text := web.ephemeral(t, stderr); !strings.Contains(text, "no reminder on") || !strings.Contains(text, "reminder to play the daily board is off") {
		t.Errorf("U9's /boggle remind after the refusal = %q; want none on, and the note why", text)
	}
	select {
	case m := <-web.messages:
		t.Errorf("a second message: %+v", m)
	default:
	}
	stopServe(t, cancel, done, stderr)
	if strings.Contains(stderr.String(), token) {
		t.Error("the token reached the log")
	}
}

// asAdmin is an interaction from an admin of the server (Administrator),
// with the bot's permissions in the channel set to perms, and the roles
// Discord resolves for a ROLE option.
func asAdmin(t *testing.T, body []byte, perms int64, roles map[string]any) []byte {
	t.Helper()
	var i map[string]any
	if err := json.Unmarshal(body, &i); err != nil {
		t.Fatal(err)
	}
	i["member"].(map[string]any)["permissions"] = "8"
	i["app_permissions"] = strconv.FormatInt(perms, 10)
	if roles != nil {
		i["data"].(map[string]any)["resolved"] = map[string]any{"roles": roles}
	}
	out, err := json.Marshal(i)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestServeDailyRoleThroughDiscord: through serve as newApp wires it, with
// the fake Discord: an admin's /daily setup role: refuses a role nobody
// may mention and takes a mentionable one; after a restart past the post
// time, the board's post opens with the role's mention, which alone it lets
// notify, and a player's click on Ping me gives them the role over REST.
func TestServeDailyRoleThroughDiscord(t *testing.T) {
	set := setClock(t, time.Date(2026, 11, 24, 7, 0, 0, 0, time.UTC))
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := discordHTTPEnv(t, fake, "serve-test-token")
	cancel, done, stderr, listening := startServe()
	addr := listeningOn(t, listening, done, stderr)
	const perms = 52224 | 1<<28 // the invite's permissions and Manage Roles
	setup := func(id, role string, mentionable bool) string {
		data := map[string]any{"id": "cmd-daily", "name": "daily", "type": 1, "options": []map[string]any{
			{"name": "setup", "type": 1, "options": []map[string]any{
				{"name": "channel", "type": 7, "value": "777"}, {"name": "time", "type": 3, "value": "09:00"},
				{"name": "role", "type": 8, "value": role}}}}}
		roles := map[string]any{role: map[string]any{"id": role, "name": "players", "mentionable": mentionable, "managed": false, "position": 1, "permissions": "0"}}
		resp := postInteraction(t, addr, priv, asAdmin(t, discordtest.Interaction(id, 2, data), perms, roles))
		defer resp.Body.Close()
		var cb struct {
			Type int `json:"type"`
			Data struct {
				Content string `json:"content"`
			} `json:"data"`
		}
		json.NewDecoder(resp.Body).Decode(&cb)
		return cb.Data.Content
	}
	if text := setup("s1", "702", false); !strings.Contains(text, "nobody may mention it") {
		t.Errorf("/daily setup role: with a role nobody may mention = %q; want it refused with the reason", text)
	}
	if text := setup("s2", "701", true); !strings.Contains(text, "mentions <@&701>") {
		t.Fatalf("/daily setup role:701 = %q", text)
	}
	stopServe(t, cancel, done, stderr)

	set(time.Date(2026, 11, 24, 9, 0, 30, 0, time.UTC))
	for len(fake.Calls()) > 0 {
		<-fake.Calls()
	}
	cancel, done, stderr, listening = startServe()
	addr = listeningOn(t, listening, done, stderr)
	var post discordtest.Call
	for post.Path == "" {
		select {
		case c := <-fake.Calls():
			if c.Method == "POST" && c.Path == "/channels/777/messages" {
				post = c
			}
		case <-time.After(patience):
			t.Fatalf("no board post; log:\n%s", stderr)
		}
	}
	var m struct {
		Content         string `json:"content"`
		AllowedMentions struct {
			Parse []string `json:"parse"`
			Roles []string `json:"roles"`
		} `json:"allowed_mentions"`
		Components []struct {
			Components []struct {
				CustomID string `json:"custom_id"`
			} `json:"components"`
		} `json:"components"`
	}
	if err := json.Unmarshal(post.JSON, &m); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, row := range m.Components {
		for _, c := range row.Components {
			ids = append(ids, c.CustomID)
		}
	}
	if !strings.HasPrefix(m.Content, "<@&701>: today's board is up!") || len(m.AllowedMentions.Parse) != 0 ||
		strings.Join(m.AllowedMentions.Roles, ",") != "701" || !strings.Contains(strings.Join(ids, " "), "daily|role|join") {
		t.Errorf("the board's post: %q, allowed mentions %+v, buttons %v; want the role's mention, notifying it alone, and its buttons", m.Content, m.AllowedMentions, ids)
	}
	resp := postInteraction(t, addr, priv, discordtest.Interaction("c1", 3, discordtest.Component("daily|role|join")))
	text := answerText(t, resp.Body)
	resp.Body.Close()
	if !strings.Contains(text, "You're in <@&701>") {
		t.Errorf("Ping me = %q", text)
	}
	for joined := false; !joined; {
		select {
		case c := <-fake.Calls():
			joined = c.Method == "PUT" && c.Path == "/guilds/555/members/42/roles/701"
		case <-time.After(patience):
			t.Fatalf("no role given; log:\n%s", stderr)
		}
	}
	stopServe(t, cancel, done, stderr)
}

// slackSigned posts body, signed, to path on serve at addr.
func slackSigned(t *testing.T, addr, path, secret, body string) {
	t.Helper()
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(mac, "v0:%s:%s", ts, body)
	req, _ := http.NewRequest("POST", "http://"+addr+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-Slack-Request-Timestamp", ts)
	req.Header.Set("X-Slack-Signature", "v0="+hex.EncodeToString(mac.Sum(nil)))
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("POST %s: %d", path, resp.StatusCode)
	}
}

// TestServeDailyRoleThroughSlack: through serve as newApp wires it, with a
// fake Slack in HTTP mode: an admin's /daily setup role:@group takes a
// user group by its handle; after a restart past the post time, the
// board's post opens with the group's mention and carries the buttons; a
// member's click on Ping me adds them to the group (usergroups.users.list,
// then usergroups.users.update with the others kept).
func TestServeDailyRoleThroughSlack(t *testing.T) {
	set := setClock(t, time.Date(2026, 11, 24, 7, 0, 0, 0, time.UTC))
	web, api := newSlackWeb(t)
	web.groups["S01"] = []string{"U5"}
	const secret = "slack-signing-secret"
	for k, v := range map[string]string{
		"DISCORD_TOKEN": "", "DISCORD_APP_ID": "", "DISCORD_PUBLIC_KEY": "", "DISCORD_MODE": "", "DISCORD_GUILD_ID": "",
		"SLACK_MODE": "http", "SLACK_BOT_TOKEN": "xoxb-serve-test-token", "SLACK_SIGNING_SECRET": secret, "SLACK_APP_TOKEN": "",
		"SLACK_API_URL": api.URL + "/api/", "BOGGLEBOT_HTTP_ADDR": "127.0.0.1:0", "SLACK_ADMINS": "U0ADMIN07",
		"DATABASE_URL": filepath.Join(t.TempDir(), "bot.db"),
	} {
		t.Setenv(k, v)
	}
	cancel, done, stderr, listening := startServe()
	addr := listeningOn(t, listening, done, stderr)
	slackSlash(t, addr, api.URL, secret, "/daily", "setup role:@gs01 time:09:00", "U0ADMIN07")
	select {
	case m := <-web.messages:
		if m.channel != "C42" || !strings.Contains(m.text, "mentions @gs01;") || strings.Contains(m.text, "subteam") {
			t.Errorf("/daily setup role:@gs01 posted %+v; want the group named by its handle, not a mention that notifies it", m)
		}
	case text := <-web.ephem:
		t.Fatalf("/daily setup role:@gs01 refused: %q", text)
	case <-time.After(patience):
		t.Fatalf("no answer to /daily setup; log:\n%s", stderr)
	}
	stopServe(t, cancel, done, stderr)

	set(time.Date(2026, 11, 24, 9, 0, 30, 0, time.UTC))
	cancel, done, stderr, listening = startServe()
	addr = listeningOn(t, listening, done, stderr)
	select {
	case up := <-web.uploads:
		var blocks []struct {
			Text struct{ Text string } `json:"text"`
		}
		json.Unmarshal([]byte(up.blocks), &blocks)
		if up.channel != "C42" || len(blocks) == 0 || !strings.HasPrefix(blocks[0].Text.Text, "<!subteam^S01>: today's board is up!") || !strings.Contains(up.blocks, "daily|role|join") {
			t.Errorf("the board's post to %s: %s; want the group's mention and the buttons", up.channel, up.blocks)
		}
	case <-time.After(patience):
		t.Fatalf("no board post; log:\n%s", stderr)
	}
	payload, _ := json.Marshal(map[string]any{"type": "block_actions", "trigger_id": "x", "team": map[string]any{"id": "T1"},
		"user": map[string]any{"id": "U7", "name": "ann"}, "channel": map[string]any{"id": "C42"},
		"container": map[string]any{"type": "message", "channel_id": "C42"}, "response_url": api.URL + "/response",
		"actions": []any{map[string]any{"action_id": "daily|role|join", "block_id": "bogglebot_actions", "type": "button", "value": "click"}}})
	slackSigned(t, addr, "/slack/interactivity", secret, url.Values{"payload": {string(payload)}}.Encode())
	if text := web.ephemeral(t, stderr); !strings.Contains(text, "You're in <!subteam^S01>") {
		t.Errorf("Ping me = %q", text)
	}
	web.mu.Lock()
	members := strings.Join(web.groups["S01"], ",")
	web.mu.Unlock()
	if members != "U5,U7" {
		t.Errorf("the group's members: %s; want U5 kept and U7 added", members)
	}
	stopServe(t, cancel, done, stderr)
}
