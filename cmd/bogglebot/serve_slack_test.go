package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// slackWeb is a fake Slack Web API with the calls bogglebot makes: the
// three-step file upload, chat.postEphemeral, and direct messages
// (conversations.open, then chat.postMessage), refused for the users in
// disabled as Slack refuses a deactivated user's.
type slackWeb struct {
	mu       sync.Mutex
	files    map[string][]byte
	uploads  chan slackUpload
	ephem    chan string
	messages chan slackMessage
	disabled map[string]bool
	groups   map[string][]string // user groups by id, handle "g" + id in lower case
}

// slackMessage is a chat.postMessage: its channel and text.
type slackMessage struct{ channel, text string }

type slackUpload struct {
	channel, comment, blocks string
	png                      []byte
}

func newSlackWeb(t *testing.T) (*slackWeb, *httptest.Server) {
	f := &slackWeb{files: map[string][]byte{}, uploads: make(chan slackUpload, 16), ephem: make(chan string, 16),
		messages: make(chan slackMessage, 64), disabled: map[string]bool{}, groups: map[string][]string{}}
	ok := func(w http.ResponseWriter, v map[string]any) {
		v["ok"] = true
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(v)
	}
	mux := http.NewServeMux()
	n := 0
	mux.HandleFunc("/api/files.getUploadURLExternal", func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		n++
		id := fmt.Sprintf("F%d", n)
		f.mu.Unlock()
		ok(w, map[string]any{"upload_url": "http://" + r.Host + "/upload/" + id, "file_id": id})
	})
	mux.HandleFunc("/upload/", func(w http.ResponseWriter, r *http.Request) {
		file, _, err := r.FormFile("file")
		if err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		data, _ := io.ReadAll(file)
		f.mu.Lock()
		f.files[strings.TrimPrefix(r.URL.Path, "/upload/")] = data
		f.mu.Unlock()
	})
	mux.HandleFunc("/api/files.completeUploadExternal", func(w http.ResponseWriter, r *http.Request) {
		var files []struct{ ID string }
		json.Unmarshal([]byte(r.FormValue("files")), &files)
		f.mu.Lock()
		data := f.files[files[0].ID]
		f.mu.Unlock()
		f.uploads <- slackUpload{r.FormValue("channel_id"), r.FormValue("initial_comment"), r.FormValue("blocks"), data}
		ok(w, map[string]any{"files": files})
	})
	mux.HandleFunc("/api/chat.postEphemeral", func(w http.ResponseWriter, r *http.Request) {
		f.ephem <- r.FormValue("text") + r.FormValue("blocks")
		ok(w, map[string]any{"message_ts": "1.2"})
	})
	mux.HandleFunc("/api/conversations.open", func(w http.ResponseWriter, r *http.Request) {
		user := r.FormValue("users")
		f.mu.Lock()
		off := f.disabled[user]
		f.mu.Unlock()
		if off {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"ok":false,"error":"user_disabled"}`))
			return
		}
		ok(w, map[string]any{"channel": map[string]any{"id": "D" + user}})
	})
	mux.HandleFunc("/api/chat.postMessage", func(w http.ResponseWriter, r *http.Request) {
		select {
		case f.messages <- slackMessage{r.FormValue("channel"), r.FormValue("text")}:
		default:
		}
		ok(w, map[string]any{"channel": r.FormValue("channel"), "ts": "1.3"})
	})
	mux.HandleFunc("/api/conversations.info", func(w http.ResponseWriter, r *http.Request) {
		ok(w, map[string]any{"channel": map[string]any{"id": r.FormValue("channel"), "is_member": true}})
	})
	mux.HandleFunc("/api/usergroups.list", func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		var groups []map[string]any
		for id, users := range f.groups {
			groups = append(groups, map[string]any{"id": id, "handle": "g" + strings.ToLower(id), "name": id, "users": users})
		}
		f.mu.Unlock()
		ok(w, map[string]any{"usergroups": groups})
	})
	mux.HandleFunc("/api/usergroups.users.list", func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		users := f.groups[r.FormValue("usergroup")]
		f.mu.Unlock()
		ok(w, map[string]any{"users": users})
	})
	mux.HandleFunc("/api/usergroups.users.update", func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.groups[r.FormValue("usergroup")] = strings.Split(r.FormValue("users"), ",")
		f.mu.Unlock()
		ok(w, map[string]any{"usergroup": map[string]any{"id": r.FormValue("usergroup")}})
	})
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) { ok(w, map[string]any{}) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return f, srv
}

// bogglebot serve in Slack HTTP mode, driven from outside as Slack would:
// signed slash commands in, files and ephemeral messages out.
func TestServeSlackHTTP(t *testing.T) {
	web, api := newSlackWeb(t)
	const secret, token = "slack-signing-secret", "xoxb-serve-test-token"
	for k, v := range map[string]string{
		"DISCORD_TOKEN": "", "DISCORD_APP_ID": "", "DISCORD_PUBLIC_KEY": "", "DISCORD_MODE": "", "DISCORD_GUILD_ID": "",
		"SLACK_MODE": "http", "SLACK_BOT_TOKEN": token, "SLACK_SIGNING_SECRET": secret, "SLACK_APP_TOKEN": "",
		"SLACK_API_URL": api.URL + "/api/", "BOGGLEBOT_HTTP_ADDR": "127.0.0.1:0", "SLACK_ADMINS": "U0ADMIN01",
		"DATABASE_URL": filepath.Join(t.TempDir(), "bot.db"),
	} {
		t.Setenv(k, v)
	}
	cancel, done, stderr, listening := startServe()
	defer cancel()
	addr := listeningOn(t, listening, done, stderr)
	slash := func(cmd, text, sign string) *http.Response {
		t.Helper()
		body := url.Values{"command": {cmd}, "text": {text}, "channel_id": {"C42"}, "user_id": {"U7"},
			"team_id": {"T1"}, "user_name": {"ann"}, "trigger_id": {"x"}, "response_url": {api.URL + "/response"}}.Encode()
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		mac := hmac.New(sha256.New, []byte(sign))
		fmt.Fprintf(mac, "v0:%s:%s", ts, body)
		req, _ := http.NewRequest("POST", "http://"+addr+"/slack/commands", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-Slack-Request-Timestamp", ts)
		req.Header.Set("X-Slack-Signature", "v0="+hex.EncodeToString(mac.Sum(nil)))
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
		return resp
	}
	command := func(text, sign string) *http.Response { return slash("/solve", text, sign) }
	// A forged request is refused and does nothing.
	forged := command("lqre slus atic nren", "not-the-secret")
	forged.Body.Close()
	if forged.StatusCode != http.StatusUnauthorized {
		t.Errorf("forged command: %d", forged.StatusCode)
	}
	resp := command("lqre slus atic nren top:3", secret)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("ack %d", resp.StatusCode)
	}
	select {
	case up := <-web.uploads:
		if up.channel != "C42" || !strings.Contains(up.comment+up.blocks, "252 words") {
			t.Errorf("upload to %q: %q %q", up.channel, up.comment, up.blocks)
		}
		if _, err := png.Decode(bytes.NewReader(up.png)); err != nil {
			t.Errorf("uploaded file is not a PNG: %v", err)
		}
	case <-time.After(patience):
		t.Fatalf("no upload; log:\n%s", stderr)
	}
	// A bad board is answered privately with the parser's message.
	command("lqre slus atic", secret).Body.Close()
	select {
	case text := <-web.ephem:
		if !strings.Contains(text, "3 rows of 4 tiles") {
			t.Errorf("ephemeral = %q", text)
		}
	case <-time.After(patience):
		t.Fatalf("no ephemeral error; log:\n%s", stderr)
	}
	// SLACK_ADMINS reaches the adapter: U7 is not on it.
	slash("/daily", "setup timezone:Europe/Paris", secret).Body.Close()
	select {
	case text := <-web.ephem:
		if !strings.Contains(text, "your member ID is U7") {
			t.Errorf("setup by a member not in SLACK_ADMINS: %q", text)
		}
	case <-time.After(patience):
		t.Fatalf("no answer to /daily setup; log:\n%s", stderr)
	}
	// A season typed wrong is refused privately, quoting it (season.format).
	slash("/leaderboard", "season:2026-13", secret).Body.Close()
	select {
	case text := <-web.ephem:
		if !strings.Contains(text, "I can't read the season `2026-13`") {
			t.Errorf("/leaderboard season:2026-13: %q", text)
		}
	case <-time.After(patience):
		t.Fatalf("no answer to /leaderboard season:2026-13; log:\n%s", stderr)
	}
	select {
	case <-web.uploads:
		t.Error("the forged command was served")
	default:
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("serve exited %d:\n%s", code, stderr)
		}
	case <-time.After(patience):
		t.Fatal("serve did not shut down")
	}
	if strings.Contains(stderr.String(), token) || strings.Contains(stderr.String(), secret) {
		t.Error("a secret reached the log")
	}
}

// In either Slack mode serve checks the bot token at start: a refused one
// stops it with what to do, and never the token.
func TestServeSlackBadBotToken(t *testing.T) {
	for _, mode := range []string{"http", "socket"} {
		t.Run(mode, func(t *testing.T) { serveSlackBadToken(t, mode) })
	}
}

func serveSlackBadToken(t *testing.T, mode string) {
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == "/api/auth.test" {
			w.Write([]byte(`{"ok":false,"error":"invalid_auth"}`))
			return
		}
		w.Write([]byte(`{"ok":true}`))
	}))
	t.Cleanup(api.Close)
	const token = "xoxb-refused-token-123"
	for k, v := range map[string]string{
		"DISCORD_TOKEN": "", "DISCORD_APP_ID": "", "DISCORD_PUBLIC_KEY": "", "DISCORD_MODE": "", "DISCORD_GUILD_ID": "",
		"SLACK_MODE": mode, "SLACK_BOT_TOKEN": token, "SLACK_SIGNING_SECRET": "s", "SLACK_APP_TOKEN": "xapp-1-A1-1-good-app-token",
		"SLACK_API_URL": api.URL + "/api/", "BOGGLEBOT_HTTP_ADDR": "127.0.0.1:0",
		"DATABASE_URL": filepath.Join(t.TempDir(), "bot.db"),
	} {
		t.Setenv(k, v)
	}
	cancel, done, stderr, _ := startServe()
	defer cancel()
	select {
	case code := <-done:
		if code == 0 || !strings.Contains(stderr.String(), "Slack refused a token: SLACK_BOT_TOKEN (auth.test: invalid_auth)") || !strings.Contains(stderr.String(), "SLACK_BOT_TOKEN") {
			t.Errorf("serve exited %d: %s; want a failure naming the refused token", code, stderr)
		}
		if strings.Contains(stderr.String(), token) {
			t.Error("the token reached the log")
		}
	case <-time.After(patience):
		t.Fatalf("serve kept running with a refused token: %s", stderr)
	}
}
