package slack

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/gorilla/websocket"
	slackapi "github.com/slack-go/slack"
	"github.com/slack-go/slack/slacktest"
)

const (
	testBotToken = "xoxb-test-bot-token-1234567890"
	testAppToken = "xapp-test-app-token-0987654321"
	testSecret   = "8f742231b10e8888abcd99yyyzzz85a5"
)

// A posted is one thing the fake Slack received that a player would see:
// a file shared to a channel, a message, an ephemeral message, an answer
// through a response URL, a modal opened or a message edited.
type posted struct {
	Kind     string // "upload", "message", "ephemeral", "response", "modal", "update"
	Channel  string
	User     string // ephemeral: who sees it
	Text     string // message text or the upload's initial comment
	Blocks   string // JSON
	TS       string // message, update: the message's ts
	Trigger  string // modal: the trigger_id it was opened with
	View     string // modal: the view's JSON
	Type     string // response_type of a response URL answer
	Filename string
	Title    string
	Alt      string // an upload's alt text (files.getUploadURLExternal's alt_txt)
	PNG      []byte
	At       time.Time
}

// fakeSlack is a Slack Web API on loopback: slacktest's server with our own
// handlers for the files upload flow, chat.postMessage, chat.postEphemeral,
// response URLs and Socket Mode (apps.connections.open and a websocket).
type fakeSlack struct {
	t   testing.TB
	srv *slacktest.Server

	mu       sync.Mutex
	calls    []string
	files    map[string][]byte
	alts     map[string]string // file id -> the alt_txt it was announced with
	nextFile int
	failPost map[string]string         // method -> error code to answer with
	appAuth  string                    // the error apps.connections.open answers, if any
	users    map[string]map[string]any // users.info: id -> the user's fields
	channels map[string]map[string]any // conversations.info: id -> the channel's fields
	messages map[string]string         // chat.postMessage: ts -> channel, for chat.update
	nextTS   int
	groups   map[string][]string // usergroups: id -> its members (handle "g-" + id)

	posts   chan posted
	sockets chan *websocket.Conn
}

func newFakeSlack(t testing.TB) *fakeSlack {
	t.Helper()
	f := &fakeSlack{t: t, files: map[string][]byte{}, alts: map[string]string{}, failPost: map[string]string{},
		users:    map[string]map[string]any{},
		messages: map[string]string{},
		groups:   map[string][]string{},
		channels: map[string]map[string]any{"C1": {"is_member": true}}, // where the tests' commands come from
		posts:    make(chan posted, 64), sockets: make(chan *websocket.Conn, 4)}
	f.srv = slacktest.NewTestServer(func(c slacktest.Customize) {
		c.Handle("/files.getUploadURLExternal", f.getUploadURL)
		c.Handle("/upload/", f.upload)
		c.Handle("/files.completeUploadExternal", f.completeUpload)
		c.Handle("/chat.postMessage", f.chat("message"))
		c.Handle("/chat.postEphemeral", f.chat("ephemeral"))
		c.Handle("/chat.update", f.chatUpdate)
		c.Handle("/chat.getPermalink", f.permalink)
		c.Handle("/views.open", f.viewsOpen)
		c.Handle("/respond/", f.respond)
		c.Handle("/apps.connections.open", f.connectionsOpen)
		c.Handle("/users.info", f.lookup("users.info", "user", "user_not_found", f.users))
		c.Handle("/conversations.info", f.lookup("conversations.info", "channel", "channel_not_found", f.channels))
		c.Handle("/socket", f.socket)
		c.Handle("/conversations.open", f.conversationsOpen)
		c.Handle("/auth.test", f.authTest)
		c.Handle("/usergroups.list", f.usergroupsList)
		c.Handle("/usergroups.users.list", f.usergroupsUsers)
		c.Handle("/usergroups.users.update", f.usergroupsUpdate)
	})
	f.srv.Start()
	t.Cleanup(f.srv.Stop)
	return f
}

// conversationsOpen opens a direct message with one user: its id is "D"
// and the user's id.
func (f *fakeSlack) conversationsOpen(w http.ResponseWriter, r *http.Request) {
	f.record("conversations.open")
	if !f.botAuthed(r) {
		writeErr(w, "invalid_auth")
		return
	}
	if code := f.failure("conversations.open"); code != "" {
		writeErr(w, code)
		return
	}
	users := r.FormValue("users")
	if users == "" || strings.Contains(users, ",") {
		writeErr(w, "invalid_arguments")
		return
	}
	writeOK(w, map[string]any{"channel": map[string]any{"id": "D" + users}})
}

// usergroupsList lists the user groups, handle "g-" + id.
func (f *fakeSlack) usergroupsList(w http.ResponseWriter, r *http.Request) {
	f.record("usergroups.list")
	if code := f.failure("usergroups.list"); code != "" {
		writeErr(w, code)
		return
	}
	f.mu.Lock()
	var out []map[string]any
	for id, users := range f.groups {
		out = append(out, map[string]any{"id": id, "handle": "g-" + strings.ToLower(id), "name": "Group " + id, "users": users, "user_count": len(users)})
	}
	f.mu.Unlock()
	writeOK(w, map[string]any{"usergroups": out})
}

func (f *fakeSlack) usergroupsUsers(w http.ResponseWriter, r *http.Request) {
	f.record("usergroups.users.list")
	f.mu.Lock()
	users, ok := f.groups[r.FormValue("usergroup")]
	f.mu.Unlock()
	if !ok {
		writeErr(w, "no_such_subteam")
		return
	}
	writeOK(w, map[string]any{"users": users})
}

// usergroupsUpdate replaces a group's members, as Slack does; it refuses
// none.
func (f *fakeSlack) usergroupsUpdate(w http.ResponseWriter, r *http.Request) {
	f.record("usergroups.users.update")
	if code := f.failure("usergroups.users.update"); code != "" {
		writeErr(w, code)
		return
	}
	id, users := r.FormValue("usergroup"), r.FormValue("users")
	if users == "" {
		writeErr(w, "no_users_provided")
		return
	}
	f.mu.Lock()
	f.groups[id] = strings.Split(users, ",")
	f.mu.Unlock()
	writeOK(w, map[string]any{"usergroup": map[string]any{"id": id}})
}

// authTest answers auth.test for the bot token, or the failure set.
func (f *fakeSlack) authTest(w http.ResponseWriter, r *http.Request) {
	f.record("auth.test")
	if code := f.failure("auth.test"); code != "" {
		writeErr(w, code)
		return
	}
	if !f.botAuthed(r) {
		writeErr(w, "invalid_auth")
		return
	}
	writeOK(w, map[string]any{"team_id": "T1", "user_id": "U0BOT", "bot_id": "B1"})
}

func (f *fakeSlack) apiURL() string      { return f.srv.GetAPIURL() }
func (f *fakeSlack) responseURL() string { return f.srv.GetAPIURL() + "respond/T1/abc" }

func (f *fakeSlack) record(method string) {
	f.mu.Lock()
	f.calls = append(f.calls, method)
	f.mu.Unlock()
}

// Calls returns the methods called so far.
func (f *fakeSlack) Calls() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.calls...)
}

func (f *fakeSlack) fail(method, code string) {
	f.mu.Lock()
	f.failPost[method] = code
	f.mu.Unlock()
}

// count returns how many times method was called.
func (f *fakeSlack) count(method string) int {
	n := 0
	for _, c := range f.Calls() {
		if c == method {
			n++
		}
	}
	return n
}

// user declares a member of the workspace for users.info, with fields such
// as "is_admin": true.
func (f *fakeSlack) user(id string, fields map[string]any) {
	f.mu.Lock()
	f.users[id] = fields
	f.mu.Unlock()
}

// channel declares a channel for conversations.info, with fields such as
// "is_member": true.
func (f *fakeSlack) channel(id string, fields map[string]any) {
	f.mu.Lock()
	f.channels[id] = fields
	f.mu.Unlock()
}

// lookup serves users.info or conversations.info from table: the object
// named by the form value key, or the error notFound.
func (f *fakeSlack) lookup(method, key, notFound string, table map[string]map[string]any) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f.record(method)
		if !f.botAuthed(r) {
			writeErr(w, "invalid_auth")
			return
		}
		if code := f.failure(method); code != "" {
			writeErr(w, code)
			return
		}
		id := r.FormValue(key)
		f.mu.Lock()
		fields, ok := table[id]
		obj := map[string]any{"id": id}
		for k, v := range fields {
			obj[k] = v
		}
		f.mu.Unlock()
		if !ok {
			writeErr(w, notFound)
			return
		}
		writeOK(w, map[string]any{key: obj})
	}
}

func (f *fakeSlack) failure(method string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.failPost[method]
}

func writeOK(w http.ResponseWriter, v map[string]any) {
	if v == nil {
		v = map[string]any{}
	}
	v["ok"] = true
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeErr(w http.ResponseWriter, code string) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"ok": false, "error": code})
}

// botAuthed checks the bot token arrived, as a form field or a bearer token.
func (f *fakeSlack) botAuthed(r *http.Request) bool {
	return r.FormValue("token") == testBotToken || r.Header.Get("Authorization") == "Bearer "+testBotToken
}

func (f *fakeSlack) getUploadURL(w http.ResponseWriter, r *http.Request) {
	f.record("files.getUploadURLExternal")
	if !f.botAuthed(r) {
		writeErr(w, "invalid_auth")
		return
	}
	if r.FormValue("filename") == "" || r.FormValue("length") == "" || r.FormValue("length") == "0" {
		writeErr(w, "invalid_arguments")
		return
	}
	f.mu.Lock()
	f.nextFile++
	id := fmt.Sprintf("F%03d", f.nextFile)
	f.alts[id] = r.FormValue("alt_txt")
	f.mu.Unlock()
	writeOK(w, map[string]any{"upload_url": "http://" + r.Host + "/upload/" + id, "file_id": id})
}

func (f *fakeSlack) upload(w http.ResponseWriter, r *http.Request) {
	f.record("upload")
	id := strings.TrimPrefix(r.URL.Path, "/upload/")
	file, _, err := r.FormFile("file")
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	data, _ := io.ReadAll(file)
	f.mu.Lock()
	f.files[id] = data
	f.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain")
	_, _ = io.WriteString(w, "OK - "+fmt.Sprint(len(data)))
}

func (f *fakeSlack) completeUpload(w http.ResponseWriter, r *http.Request) {
	f.record("files.completeUploadExternal")
	if !f.botAuthed(r) {
		writeErr(w, "invalid_auth")
		return
	}
	if code := f.failure("files.completeUploadExternal"); code != "" {
		writeErr(w, code)
		return
	}
	var files []slackapi.FileSummary
	if err := json.Unmarshal([]byte(r.FormValue("files")), &files); err != nil || len(files) != 1 {
		writeErr(w, "invalid_arguments")
		return
	}
	f.mu.Lock()
	data, ok := f.files[files[0].ID]
	alt := f.alts[files[0].ID]
	f.mu.Unlock()
	if !ok {
		writeErr(w, "file_not_found")
		return
	}
	f.posts <- posted{Kind: "upload", Channel: r.FormValue("channel_id"), Text: r.FormValue("initial_comment"),
		Blocks: r.FormValue("blocks"), Title: files[0].Title, Alt: alt, PNG: data, At: time.Now()}
	writeOK(w, map[string]any{"files": files})
}

func (f *fakeSlack) chat(kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		method := "chat.postMessage"
		if kind == "ephemeral" {
			method = "chat.postEphemeral"
		}
		f.record(method)
		if !f.botAuthed(r) {
			writeErr(w, "invalid_auth")
			return
		}
		if code := f.failure(method); code != "" {
			writeErr(w, code)
			return
		}
		ch := r.FormValue("channel")
		f.mu.Lock()
		f.nextTS++
		ts := fmt.Sprintf("1700000000.%06d", f.nextTS)
		if kind == "message" {
			f.messages[ts] = ch
		}
		f.mu.Unlock()
		p := posted{Kind: kind, Channel: ch, User: r.FormValue("user"), Text: r.FormValue("text"), Blocks: r.FormValue("blocks"), At: time.Now()}
		if kind == "message" {
			p.TS = ts
		}
		f.posts <- p
		if kind == "ephemeral" {
			writeOK(w, map[string]any{"message_ts": ts})
			return
		}
		writeOK(w, map[string]any{"channel": ch, "ts": ts})
	}
}

// chatUpdate edits a message chat.postMessage posted; any other is
// message_not_found.
func (f *fakeSlack) chatUpdate(w http.ResponseWriter, r *http.Request) {
	f.record("chat.update")
	if !f.botAuthed(r) {
		writeErr(w, "invalid_auth")
		return
	}
	if code := f.failure("chat.update"); code != "" {
		writeErr(w, code)
		return
	}
	ch, ts := r.FormValue("channel"), r.FormValue("ts")
	f.mu.Lock()
	known, ok := f.messages[ts]
	f.mu.Unlock()
	if !ok || known != ch {
		writeErr(w, "message_not_found")
		return
	}
	f.posts <- posted{Kind: "update", Channel: ch, TS: ts, Text: r.FormValue("text"), Blocks: r.FormValue("blocks"), At: time.Now()}
	writeOK(w, map[string]any{"channel": ch, "ts": ts, "text": r.FormValue("text")})
}

// permalink gives the address of a message chat.postMessage posted; any
// other is message_not_found.
func (f *fakeSlack) permalink(w http.ResponseWriter, r *http.Request) {
	f.record("chat.getPermalink")
	if !f.botAuthed(r) {
		writeErr(w, "invalid_auth")
		return
	}
	ch, ts := r.FormValue("channel"), r.FormValue("message_ts")
	f.mu.Lock()
	known, ok := f.messages[ts]
	f.mu.Unlock()
	if !ok || known != ch {
		writeErr(w, "message_not_found")
		return
	}
	writeOK(w, map[string]any{"channel": ch, "permalink": "https://example.slack.com/archives/" + ch + "/p" + strings.ReplaceAll(ts, ".", "")})
}

// viewsOpen opens a modal: it takes a JSON body with the trigger_id and
// the view. A failure set with fail("views.open", code) answers code
// (expired_trigger_id, say).
func (f *fakeSlack) viewsOpen(w http.ResponseWriter, r *http.Request) {
	f.record("views.open")
	if r.Header.Get("Authorization") != "Bearer "+testBotToken {
		writeErr(w, "invalid_auth")
		return
	}
	var req struct {
		TriggerID string          `json:"trigger_id"`
		View      json.RawMessage `json:"view"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.TriggerID == "" || len(req.View) == 0 {
		writeErr(w, "invalid_arguments")
		return
	}
	if code := f.failure("views.open"); code != "" {
		writeErr(w, code)
		return
	}
	f.posts <- posted{Kind: "modal", Trigger: req.TriggerID, View: string(req.View), At: time.Now()}
	writeOK(w, map[string]any{"view": json.RawMessage(req.View)})
}

func (f *fakeSlack) respond(w http.ResponseWriter, r *http.Request) {
	f.record("response_url")
	if code := f.failure("response_url"); code != "" {
		http.Error(w, code, http.StatusInternalServerError)
		return
	}
	var m struct {
		Text         string          `json:"text"`
		ResponseType string          `json:"response_type"`
		Blocks       json.RawMessage `json:"blocks"`
	}
	if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.posts <- posted{Kind: "response", Text: m.Text, Type: m.ResponseType, Blocks: string(m.Blocks), At: time.Now()}
	writeOK(w, nil)
}

func (f *fakeSlack) connectionsOpen(w http.ResponseWriter, r *http.Request) {
	f.record("apps.connections.open")
	f.mu.Lock()
	code := f.appAuth
	f.mu.Unlock()
	if code == "" && r.Header.Get("Authorization") != "Bearer "+testAppToken {
		code = "invalid_auth"
	}
	if code != "" {
		writeErr(w, code)
		return
	}
	writeOK(w, map[string]any{"url": "ws://" + r.Host + "/socket"})
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

// socket is Slack's Socket Mode endpoint: it says hello and hands the
// connection to the test, which sends envelopes and reads acks.
func (f *fakeSlack) socket(w http.ResponseWriter, r *http.Request) {
	conn, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	hello := `{"type":"hello","num_connections":1,"connection_info":{"app_id":"A1"},"debug_info":{"host":"fake"}}`
	if err := conn.WriteMessage(websocket.TextMessage, []byte(hello)); err != nil {
		conn.Close()
		return
	}
	f.sockets <- conn
}

// patience bounds every wait for something that must happen: a failure
// bound far beyond any machine's slowness, never a speed requirement.
const patience = time.Minute

// next waits for the next thing posted.
func (f *fakeSlack) next(t *testing.T) posted {
	t.Helper()
	select {
	case p := <-f.posts:
		return p
	case <-time.After(patience):
		t.Fatalf("nothing posted to the fake Slack within %v; calls: %v", patience, f.Calls())
		return posted{}
	}
}

// none fails if anything was posted that the test has not read.
func (f *fakeSlack) none(t *testing.T) {
	t.Helper()
	select {
	case p := <-f.posts:
		t.Fatalf("unexpected %s to %q: %q", p.Kind, p.Channel, p.Text)
	default:
	}
}

// settled waits until the adapter has finished every request in flight
// (Wait, which also refuses new ones), then fails if anything was posted
// that the test has not read.
func (f *fakeSlack) settled(t *testing.T, a *Slack) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := a.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	f.none(t)
}

// checkPNG asserts data is a PNG that decodes.
func checkPNG(t *testing.T, data []byte) {
	t.Helper()
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Fatalf("uploaded file is not a valid PNG (%d bytes): %v", len(data), err)
	}
}

// logBuffer collects log output to check no secret reaches it.
type logBuffer struct{ bottest.Log }

func (l *logBuffer) logger() *slog.Logger {
	return slog.New(slog.NewTextHandler(l, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

// checkNoSecrets fails if a token or the signing secret reached the logs.
func checkNoSecrets(t *testing.T, logs string) {
	t.Helper()
	for _, s := range []string{testBotToken, testAppToken, testSecret} {
		if strings.Contains(logs, s) {
			t.Errorf("a secret reached the logs: %q", s)
		}
	}
}
