package slack

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/memory"
)

// sign computes Slack's v0 signature of body at ts with secret.
func sign(secret string, ts int64, body string) string {
	mac := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(mac, "v0:%d:%s", ts, body)
	return "v0=" + hex.EncodeToString(mac.Sum(nil))
}

// slashForm is a slash command as Slack POSTs it.
func slashForm(command, text, channel, responseURL string) string {
	return url.Values{"token": {"deprecated"}, "team_id": {"T1"}, "team_domain": {"boggle"}, "channel_id": {channel},
		"channel_name": {"games"}, "user_id": {"U1"}, "user_name": {"ann"}, "command": {command}, "text": {text},
		"response_url": {responseURL}, "trigger_id": {"trig.http"}, "api_app_id": {"A1"}}.Encode()
}

// unique makes each test request's body, and so its signature, differ
// from every other's, as Slack's own do (each carries a new trigger_id):
// the adapter refuses a request it has already handled.
var unique atomic.Int64

// signedPost builds a request as Slack sends it, signed with secret at ts.
func signedPost(t testing.TB, srvURL, path, body, secret string, ts int64) *http.Request {
	t.Helper()
	if rest, ok := strings.CutPrefix(body, "{"); ok { // an event's JSON
		body = fmt.Sprintf(`{"test_request":%d,`, unique.Add(1)) + rest
	} else {
		body += fmt.Sprintf("&test_request=%d", unique.Add(1))
	}
	req, err := http.NewRequest(http.MethodPost, srvURL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-Slack-Request-Timestamp", strconv.FormatInt(ts, 10))
	req.Header.Set("X-Slack-Signature", sign(secret, ts, body))
	return req
}

type httpRig struct {
	f    *fakeSlack
	a    *Slack
	srv  *httptest.Server
	logs *logBuffer
}

func newHTTPRig(t *testing.T, r bot.Renderer, cfg Config) *httpRig {
	t.Helper()
	f := newFakeSlack(t)
	logs := &logBuffer{}
	cfg.Mode, cfg.BotToken, cfg.SigningSecret, cfg.APIURL = ModeHTTP, testBotToken, testSecret, f.apiURL()
	if cfg.Bot == nil {
		cfg.Bot = newTestBot(r, logs.logger())
	}
	if cfg.Logger == nil {
		cfg.Logger = logs.logger()
	}
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h, err := a.Handler()
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/slack/", h)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	t.Cleanup(func() { checkNoSecrets(t, logs.String()) })
	return &httpRig{f: f, a: a, srv: srv, logs: logs}
}

// client bounds each request: a handler that blocks fails the test instead
// of hanging it.
var client = &http.Client{Timeout: patience}

func do(t testing.TB, req *http.Request) (int, string) {
	t.Helper()
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// TestHTTPSignatures sends the same slash command signed well and badly:
// only the well-signed one is served; the rest get 401 and do nothing.
func TestHTTPSignatures(t *testing.T) {
	rig := newHTTPRig(t, &bottest.Renderer{}, Config{})
	now := time.Now().Unix()
	body := slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL())
	tampered := strings.Replace(body, "channel_id=C1", "channel_id=C666", 1)
	cases := []struct {
		name   string
		req    func() *http.Request
		status int
	}{
		{"wrong secret", func() *http.Request { return signedPost(t, rig.srv.URL, CommandsPath, body, "not-the-secret", now) }, 401},
		{"stale timestamp", func() *http.Request {
			return signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now-6*60)
		}, 401},
		{"timestamp from the future", func() *http.Request {
			return signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now+6*60)
		}, 401},
		{"missing signature", func() *http.Request {
			r := signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now)
			r.Header.Del("X-Slack-Signature")
			return r
		}, 401},
		{"missing timestamp", func() *http.Request {
			r := signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now)
			r.Header.Del("X-Slack-Request-Timestamp")
			return r
		}, 401},
		{"signature not hex", func() *http.Request {
			r := signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now)
			r.Header.Set("X-Slack-Signature", "v0=zz")
			return r
		}, 401},
		{"replayed signature on a changed body", func() *http.Request {
			r := signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now)
			r2 := signedPost(t, rig.srv.URL, CommandsPath, tampered, testSecret, now)
			r2.Header = r.Header.Clone()
			return r2
		}, 401},
		{"replayed signature with a changed timestamp", func() *http.Request {
			r := signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now)
			r.Header.Set("X-Slack-Request-Timestamp", strconv.FormatInt(now+1, 10))
			return r
		}, 401},
		{"interactivity signed for the wrong body", func() *http.Request {
			r := signedPost(t, rig.srv.URL, InteractivityPath, "payload=%7B%7D", "not-the-secret", now)
			return r
		}, 401},
		{"GET", func() *http.Request {
			r, _ := http.NewRequest(http.MethodGet, rig.srv.URL+CommandsPath, nil)
			return r
		}, 405},
		{"valid", func() *http.Request { return signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, now) }, 200},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, resp := do(t, c.req())
			if status != c.status {
				t.Fatalf("status %d (%q), want %d", status, resp, c.status)
			}
			if status == 200 && resp != "" {
				t.Errorf("ack body %q, want empty", resp)
			}
		})
	}
	p := rig.f.next(t)
	if p.Kind != "upload" || p.Channel != "C1" {
		t.Fatalf("got %s to %q, want the upload to C1", p.Kind, p.Channel)
	}
	checkPNG(t, p.PNG)
	rig.f.settled(t, rig.a)
	if n := strings.Count(strings.Join(rig.f.Calls(), " "), "files.completeUploadExternal"); n != 1 {
		t.Errorf("%d uploads completed, want 1 (only the valid request is served)", n)
	}
	if !strings.Contains(rig.logs.String(), "signature mismatch") {
		t.Error("rejections are not logged")
	}
}

// TestHTTPAckBeforeWork: the 200 comes back while rendering is held (if it
// waited for the work, the request would time out), and the image follows
// once it is released.
func TestHTTPAckBeforeWork(t *testing.T) {
	rend := bottest.NewGate()
	rig := newHTTPRig(t, rend, Config{})
	body := slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL())
	status, resp := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix()))
	if status != 200 || resp != "" {
		t.Fatalf("ack %d %q, want 200 and an empty body", status, resp)
	}
	<-rend.Entered()
	rig.f.none(t)
	rend.Open()
	p := rig.f.next(t)
	if p.Kind != "upload" || p.Channel != "C1" {
		t.Fatalf("got %s to %q", p.Kind, p.Channel)
	}
	checkPNG(t, p.PNG)
}

// TestHTTPEndToEnd covers /path, a button click, a select pick and an
// error over HTTP, each acked with an empty 200.
func TestHTTPEndToEnd(t *testing.T) {
	rig := newHTTPRig(t, &bottest.Renderer{}, Config{})
	f := rig.f
	send := func(t *testing.T, path, body string) {
		t.Helper()
		status, resp := do(t, signedPost(t, rig.srv.URL, path, body, testSecret, time.Now().Unix()))
		if status != 200 || resp != "" {
			t.Fatalf("ack %d %q", status, resp)
		}
	}
	interaction := func(p map[string]any) string {
		js, _ := json.Marshal(p)
		return url.Values{"payload": {string(js)}}.Encode()
	}

	send(t, CommandsPath, slashForm("/solve", "board:lqre slus atic nren dict:common", "C1", f.responseURL()))
	sol := f.next(t)
	ids := actionIDs(t, sol.Blocks)
	if sol.Kind != "upload" || len(ids) != 2 {
		t.Fatalf("solve: got %s with actions %q", sol.Kind, ids)
	}
	// The image's alt text goes with the upload: the words drawn, and their
	// paths.
	if !strings.Contains(sol.Alt, "with the paths of its top 5 words") || !strings.Contains(sol.Alt, "recitals, 11 points: R(4,2) → E(4,3)") {
		t.Errorf("solve: the upload's alt text is %q", sol.Alt)
	}

	cases := []struct {
		name, path, body string
		kind, want       string
	}{
		{"path", CommandsPath, slashForm("/path", "recitals", "C1", f.responseURL()), "upload", "*recitals*: 11 points"},
		{"path not on the board", CommandsPath, slashForm("/path", "zebra", "C1", f.responseURL()), "ephemeral", "*zebra* is not on the board"},
		{"button", InteractivityPath, interaction(blockActionPayload("C1", ids[0], "button", "", f)), "ephemeral", "points, common dictionary)"},
		{"select", InteractivityPath, interaction(blockActionPayload("C1", ids[1], "static_select", "recitals", f)), "upload", "*recitals*: 11 points"},
		{"stale button", InteractivityPath, interaction(blockActionPayload("C1", "solve|nonsense", "button", "", f)), "ephemeral", "no longer available"},
		{"missing word", CommandsPath, slashForm("/path", "", "C1", f.responseURL()), "ephemeral", "`/path` needs a word"},
		{"unknown command", CommandsPath, slashForm("/dance", "now", "C1", f.responseURL()), "ephemeral", "I don't know the command `/dance`"},
		{"unclosed quote", CommandsPath, slashForm("/solve", `board:"lqre slus`, "C1", f.responseURL()), "ephemeral", "is not closed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			send(t, c.path, c.body)
			p := f.next(t)
			if p.Kind != c.kind || p.Channel != "C1" || !strings.Contains(p.Text, c.want) {
				t.Fatalf("got %s to %q: %q; want %s containing %q", p.Kind, p.Channel, p.Text, c.kind, c.want)
			}
			if p.Kind == "upload" {
				checkPNG(t, p.PNG)
				if want := `The path of "recitals" on board lqre slus atic nren, by row and column from the top left: R(4,2) → E(4,3)`; !strings.HasPrefix(p.Alt, want) {
					t.Errorf("alt text %q, want it to begin %q", p.Alt, want)
				}
			}
		})
	}
}

// TestFallbackToResponseURL: when Slack refuses the upload or the
// ephemeral message (the app is not in the channel), the reply goes
// through the response URL instead.
func TestFallbackToResponseURL(t *testing.T) {
	rig := newHTTPRig(t, &bottest.Renderer{}, Config{})
	rig.f.fail("files.completeUploadExternal", "not_in_channel")
	rig.f.fail("chat.postEphemeral", "channel_not_found")
	cases := []struct {
		name, text, typ, want string
	}{
		{"image", "lqre slus atic nren", "in_channel", "I couldn't post the image here"},
		{"error", "abcde", "ephemeral", "I can't read that board"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := slashForm("/solve", c.text, "C1", rig.f.responseURL())
			if status, _ := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != 200 {
				t.Fatalf("status %d", status)
			}
			p := rig.f.next(t)
			if p.Kind != "response" || p.Type != c.typ || !strings.Contains(p.Text, c.want) {
				t.Fatalf("got %s (%s) %q; want a %s response containing %q", p.Kind, p.Type, p.Text, c.typ, c.want)
			}
		})
	}
}

// TestBusy: with one worker and no queue, a second request while the
// first renders is acked with an ephemeral "busy" note and never run.
func TestBusy(t *testing.T) {
	rend := bottest.NewGate()
	b := newTestBot(rend, slog.New(slog.DiscardHandler))
	rig := newHTTPRig(t, rend, Config{Bot: b, Runtime: bot.NewRuntime(b, bot.RuntimeConfig{Workers: 1, Queue: -1})}) // no waiting room
	body := slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL())
	if status, resp := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != 200 || resp != "" {
		t.Fatalf("first: %d %q", status, resp)
	}
	<-rend.Entered()
	status, resp := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix()))
	var m map[string]string
	if status != 200 || json.Unmarshal([]byte(resp), &m) != nil || m["response_type"] != "ephemeral" || m["text"] != busyText() {
		t.Fatalf("second: %d %q, want 200 with an ephemeral busy note", status, resp)
	}
	rend.Open()
	if p := rig.f.next(t); p.Kind != "upload" {
		t.Fatalf("first request: got %s", p.Kind)
	}
	rig.f.settled(t, rig.a)
	if n := len(rend.Calls()); n != 1 {
		t.Errorf("%d images drawn, want 1 (the busy request never ran): %q", n, rend.Calls())
	}
}

// TestBusyAfterWaiting: with the only worker held, a request that waits too
// long for it is told the bot is busy; the note is not lost with the
// request's expired context.
func TestBusyAfterWaiting(t *testing.T) {
	rend := bottest.NewGate()
	b := newTestBot(rend, slog.New(slog.DiscardHandler))
	rig := newHTTPRig(t, rend, Config{Bot: b, Runtime: bot.NewRuntime(b, bot.RuntimeConfig{Workers: 1, QueueWait: 50 * time.Millisecond})})
	body := slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL())
	for i := range 2 {
		if status, resp := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != 200 || resp != "" {
			t.Fatalf("request %d: %d %q", i, status, resp)
		}
		if i == 0 {
			<-rend.Entered()
		}
	}
	if p := rig.f.next(t); p.Kind != "ephemeral" || p.Text != busyText() {
		t.Fatalf("waiting request: got %s %q, want the ephemeral busy note", p.Kind, p.Text)
	}
	rend.Open()
	if p := rig.f.next(t); p.Kind != "upload" {
		t.Fatalf("held request: got %s", p.Kind)
	}
}

// TestShutdown: Wait lets the request in flight finish (or gives up when
// its context ends), and HTTP requests after it get 503.
func TestShutdown(t *testing.T) {
	rend := bottest.NewGate()
	rig := newHTTPRig(t, rend, Config{})
	body := slashForm("/solve", "lqre slus atic nren", "C1", rig.f.responseURL())
	if status, _ := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != 200 {
		t.Fatalf("status %d", status)
	}
	<-rend.Entered()
	// Held in the renderer, the request cannot finish before this context
	// expires, however fast or slow the machine.
	short, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	if err := rig.a.Wait(short); err == nil {
		t.Fatal("Wait returned nil with a request in flight")
	}
	done := make(chan error, 1)
	go func() { done <- rig.a.Wait(context.Background()) }()
	rend.Open()
	if err := <-done; err != nil {
		t.Fatalf("Wait = %v", err)
	}
	if p := rig.f.next(t); p.Kind != "upload" {
		t.Fatalf("in-flight request: got %s", p.Kind)
	}
	if status, _ := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != 503 {
		t.Fatalf("after shutdown: status %d, want 503", status)
	}
}

// TestBodyLimit: a body over MaxBody is refused before it is verified.
func TestBodyLimit(t *testing.T) {
	t.Parallel() // the server lingers half a second on the unread body
	rig := newHTTPRig(t, &bottest.Renderer{}, Config{MaxBody: 512})
	body := slashForm("/solve", strings.Repeat("a", 1000), "C1", rig.f.responseURL())
	if status, _ := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413", status)
	}
	rig.f.settled(t, rig.a)
}

// dailyRig is an HTTP rig whose bot runs the daily challenge, with admins
// listed in SLACK_ADMINS and the members users.info knows.
func dailyRig(t *testing.T, listed ...string) *httpRig {
	b := app.New(app.Config{Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1},
		Daily: challenge.New(challenge.Config{Store: memory.New()})}).Bot
	rig := newHTTPRig(t, nil, Config{Bot: b, Admins: listed})
	rig.f.user("U1", map[string]any{})
	rig.f.user("UADMIN", map[string]any{"is_admin": true})
	rig.f.user("UOWNER", map[string]any{"is_owner": true})
	rig.f.user("UPRIME", map[string]any{"is_owner": true, "is_primary_owner": true})
	rig.f.user("USTRANGE", map[string]any{"is_admin": true, "is_stranger": true})
	return rig
}

// slash sends command with text from user in channel and returns what the
// bot posted in answer.
func (rig *httpRig) slash(t *testing.T, user, channel, command, text string) posted {
	t.Helper()
	form, _ := url.ParseQuery(slashForm(command, text, channel, rig.f.responseURL()))
	form.Set("user_id", user)
	form.Set("user_name", strings.ToLower(user))
	if status, resp := do(t, signedPost(t, rig.srv.URL, CommandsPath, form.Encode(), testSecret, time.Now().Unix())); status != 200 || resp != "" {
		t.Fatalf("ack %d %q", status, resp)
	}
	return rig.f.next(t)
}

const setUp = "Daily challenge set up"

// TestAdmins: the workspace's admins and owners (users.info) and the
// members in SLACK_ADMINS may run /daily setup; other members are refused
// and told their member ID, and so is everyone when Slack cannot say who
// is an admin. Slack's answers are kept a while, and each member is asked
// once (their role and their language).
func TestAdmins(t *testing.T) {
	rig := dailyRig(t, "U9", "W7")
	for _, c := range []struct {
		user, why string
		allowed   bool
	}{
		{"U1", "a member", false},
		{"USTRANGE", "another organisation's admin", false},
		{"UADMIN", "a workspace admin", true},
		{"UOWNER", "a workspace owner", true},
		{"UPRIME", "the primary owner", true},
		{"U9", "listed in SLACK_ADMINS (users.info does not know them)", true},
		{"W7", "listed in SLACK_ADMINS (an Enterprise Grid ID)", true},
	} {
		p := rig.slash(t, c.user, "C1", "/daily", "setup timezone:Europe/Paris")
		switch {
		case c.allowed && (p.Kind == "ephemeral" || !strings.Contains(p.Text, setUp)):
			t.Errorf("%s, %s: got %s %q; want the public confirmation", c.user, c.why, p.Kind, p.Text)
		case c.allowed && !strings.Contains(p.Text, "Posts in <#C1>:"):
			t.Errorf("%s: the confirmation does not link the channel (<#C1>): %q", c.user, p.Text)
		case !c.allowed && (p.Kind != "ephemeral" || !strings.Contains(p.Text, "Only workspace admins and owners, and the people in the bot's SLACK_ADMINS list") ||
			!strings.Contains(p.Text, "your member ID is "+c.user)):
			t.Errorf("%s, %s: got %s %q; want an ephemeral refusal with their member ID", c.user, c.why, p.Kind, p.Text)
		}
	}
	// One users.info per member tells both their role and their language
	// (locale.go): the two in SLACK_ADMINS are asked too, for their language.
	if n := rig.f.count("users.info"); n != 7 {
		t.Errorf("users.info called %d times for seven members, want once each", n)
	}
	// Without SLACK_ADMINS, a member is refused all the same.
	if p := dailyRig(t).slash(t, "U1", "C1", "/daily", "setup"); p.Kind != "ephemeral" || !strings.Contains(p.Text, "your member ID is U1") {
		t.Errorf("U1 with no SLACK_ADMINS: got %s %q; want an ephemeral refusal", p.Kind, p.Text)
	}
	// Asked again within minutes: Slack's answers are kept.
	rig.slash(t, "UADMIN", "C1", "/daily", "setup time:10:00")
	rig.slash(t, "U1", "C1", "/daily", "setup time:11:00")
	// A new member is asked once, for their language, and kept.
	rig.slash(t, "U2", "C1", "/help", "")
	rig.slash(t, "U2", "C1", "/daily", "")
	if n := rig.f.count("users.info"); n != 8 {
		t.Errorf("users.info called %d times, want 8 (the answers kept, U2 asked once)", n)
	}

	// When users.info fails, nobody but the listed members may set up.
	rig.f.fail("users.info", "ratelimited")
	if p := rig.slash(t, "U3", "C1", "/daily", "setup stop:true"); p.Kind != "ephemeral" || p.Text != adminUnknown() {
		t.Errorf("users.info failing: got %s %q; want %q", p.Kind, p.Text, adminUnknown())
	}
	if !strings.Contains(rig.logs.String(), "cannot tell whether the member administers the workspace") {
		t.Errorf("the refusal is not logged:\n%s", rig.logs)
	}
	if p := rig.slash(t, "U9", "C1", "/daily", "setup time:12:00"); !strings.Contains(p.Text, setUp) {
		t.Errorf("U9, listed, with users.info failing: got %s %q", p.Kind, p.Text)
	}
}

// TestSetupChannel: /daily setup on Slack takes as posts channel only one
// the bot is a member of (conversations.info), and says why otherwise.
func TestSetupChannel(t *testing.T) {
	for _, c := range []struct {
		name, channel, text, want string
		fields                    map[string]any // the channel as conversations.info knows it; nil: unknown
		fail                      string         // conversations.info's error
	}{
		{"named, a member", "C1", "setup channel:<#C0CHANNEL2|games>", setUp, map[string]any{"is_member": true}, ""},
		{"named, not a member", "C1", "setup channel:<#C0CHANNEL2|games>", "I'm not a member of <#C0CHANNEL2>,", map[string]any{"is_member": false}, ""},
		{"named, archived", "C1", "setup channel:<#C0CHANNEL2|games>", "is archived", map[string]any{"is_member": true, "is_archived": true}, ""},
		{"named, private or unknown", "C1", "setup channel:<#C0CHANNEL2|games>", "I can't see", nil, ""},
		{"named, Slack fails", "C1", "setup channel:<#C0CHANNEL2|games>", "I couldn't check with Slack", map[string]any{"is_member": true}, "internal_error"},
		{"this channel, not a member", "C0CHANNEL2", "setup", "I'm not a member of", map[string]any{"is_member": false}, ""},
		{"a direct message", "D0DIRECT1", "setup", "not a direct message", nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			rig := dailyRig(t)
			if c.fields != nil {
				rig.f.channel("C0CHANNEL2", c.fields)
			}
			if c.fail != "" {
				rig.f.fail("conversations.info", c.fail)
			}
			p := rig.slash(t, "UADMIN", c.channel, "/daily", c.text)
			if !strings.Contains(p.Text, c.want) || (c.want == setUp) == (p.Kind == "ephemeral") {
				t.Errorf("got %s %q; want %q", p.Kind, p.Text, c.want)
			}
		})
	}
	// A setup that keeps the posts channel does not ask again.
	rig := dailyRig(t)
	rig.slash(t, "UADMIN", "C1", "/daily", "setup")
	rig.slash(t, "UADMIN", "C1", "/daily", "setup time:10:00")
	if n := rig.f.count("conversations.info"); n != 1 {
		t.Errorf("conversations.info called %d times for one new posts channel", n)
	}
}

// TestResponseURLRedacted: when the reply through a response URL fails,
// the log says what failed but not the URL's path, which lets anyone post
// into the channel.
func TestResponseURLRedacted(t *testing.T) {
	const secretPath = "/commands/T1/90210777/Zk8secretTail"
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refusing := "http://" + ln.Addr().String() + secretPath // nothing listens there once closed
	ln.Close()
	cases := []struct {
		name, why string
		url       func(*fakeSlack) string
	}{
		{"refused", "connection refused", func(*fakeSlack) string { return refusing }},
		{"server error", "500", func(f *fakeSlack) string {
			f.fail("response_url", "boom")
			return strings.TrimSuffix(f.apiURL(), "/") + "/respond" + secretPath
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rig := newHTTPRig(t, &bottest.Renderer{}, Config{})
			rig.f.fail("files.completeUploadExternal", "not_in_channel")
			body := slashForm("/solve", "lqre slus atic nren", "C1", c.url(rig.f))
			if status, _ := do(t, signedPost(t, rig.srv.URL, CommandsPath, body, testSecret, time.Now().Unix())); status != 200 {
				t.Fatalf("status %d", status)
			}
			ctx, cancel := context.WithTimeout(context.Background(), patience)
			defer cancel()
			if err := rig.a.Wait(ctx); err != nil { // the delivery, and its log, are done
				t.Fatal(err)
			}
			logs := rig.logs.String()
			if strings.Contains(logs, "Zk8secretTail") || strings.Contains(logs, "90210777") {
				t.Errorf("the response URL's path reached the log:\n%s", logs)
			}
			if !strings.Contains(logs, "reply through the response URL failed") || !strings.Contains(logs, c.why) {
				t.Errorf("the log does not say what failed (%s):\n%s", c.why, logs)
			}
		})
	}
}

// countingBody is a request body of n bytes that counts those read.
type countingBody struct {
	n, read int
}

func (b *countingBody) Read(p []byte) (int, error) {
	if b.read >= b.n {
		return 0, io.EOF
	}
	k := min(len(p), b.n-b.read)
	b.read += k
	return k, nil
}

func (b *countingBody) Close() error { return nil }

// TestUnsignedBodyNotRead: a request without signature headers, or with a
// stale timestamp, is refused before its body is read: anyone may send
// them, and at MaxBody a body each they would fill the memory of the
// server's whole connection cap.
func TestUnsignedBodyNotRead(t *testing.T) {
	rig := newHTTPRig(t, &bottest.Renderer{}, Config{})
	h, err := rig.a.Handler()
	if err != nil {
		t.Fatal(err)
	}
	stale := strconv.FormatInt(time.Now().Add(-time.Hour).Unix(), 10)
	for name, hdr := range map[string]map[string]string{
		"no headers":   {},
		"no signature": {"X-Slack-Request-Timestamp": strconv.FormatInt(time.Now().Unix(), 10)},
		"stale":        {"X-Slack-Request-Timestamp": stale, "X-Slack-Signature": sign(testSecret, time.Now().Add(-time.Hour).Unix(), "x")},
	} {
		for _, path := range []string{CommandsPath, InteractivityPath} {
			body := &countingBody{n: 1 << 20}
			req := httptest.NewRequest(http.MethodPost, path, nil)
			req.Body = body
			for k, v := range hdr {
				req.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			if w.Code != http.StatusUnauthorized || body.read > 0 {
				t.Errorf("%s %s: status %d after reading %d bytes of the body; want 401 before reading any", name, path, w.Code, body.read)
			}
		}
	}
}

// adminUnknown is the English refusal of a command that needs an admin
// when Slack could not say whether its sender is one.
func adminUnknown() string {
	return bot.ErrorIn(game.E(game.Unavailable, game.CodeAdminUnknown), "en")
}

// busyText is the English answer to a request the bot has no room for.
func busyText() string { return bot.ErrorIn(game.E(game.Unavailable, game.CodeBusy), "en") }
