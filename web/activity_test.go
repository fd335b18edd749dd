package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/web"
)

// fakeDiscord answers the OAuth code exchange and the two reads the
// Activity's sign-in makes, for one code and one user.
func fakeDiscord(t *testing.T, code, clientSecret string, calls *atomic.Int32) *httptest.Server {
	const token = "access-token-xyz"
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/oauth2/token", func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		r.ParseForm()
		if r.Form.Get("code") != code || r.Form.Get("client_secret") != clientSecret || r.Form.Get("client_id") != "777" ||
			r.Form.Get("grant_type") != "authorization_code" {
			http.Error(w, `{"error":"invalid_grant"}`, http.StatusBadRequest)
			return
		}
		fmt.Fprintf(w, `{"access_token":%q,"token_type":"Bearer","scope":"identify guilds"}`, token)
	})
	auth := func(r *http.Request) bool { return r.Header.Get("Authorization") == "Bearer "+token }
	mux.HandleFunc("GET /api/users/@me", func(w http.ResponseWriter, r *http.Request) {
		if !auth(r) {
			http.Error(w, "401", http.StatusUnauthorized)
			return
		}
		fmt.Fprint(w, `{"id":"42","username":"annie","global_name":"Ann"}`)
	})
	mux.HandleFunc("GET /api/users/@me/guilds", func(w http.ResponseWriter, r *http.Request) {
		if !auth(r) {
			http.Error(w, "401", http.StatusUnauthorized)
			return
		}
		fmt.Fprint(w, `[{"id":"100"},{"id":"200"}]`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// The Activity's sign-in: the server exchanges the code with the client
// secret (which it never answers with), learns the player, checks they
// are in the guild, and answers with a session for the channel's board:
// the daily here, then the channel's running round.
func TestActivitySession(t *testing.T) {
	const clientSecret = "client-secret-never-shown"
	var calls atomic.Int32
	discordAPI := fakeDiscord(t, "good-code", clientSecret, &calls)
	r := newRig(t, func(c *web.Config) {
		c.ClientID, c.ClientSecret, c.DiscordAPI = "777", clientSecret, discordAPI.URL+"/api"
	})
	post := func(body string) (int, map[string]string, string) {
		resp, err := http.Post(r.srv.URL+"/api/activity/session", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		var out map[string]string
		json.Unmarshal(b, &out)
		return resp.StatusCode, out, string(b)
	}
	tests := []struct {
		name   string
		body   string
		status int
		says   string
	}{
		{"bad code", `{"code":"bad","guild":"100","channel":"5"}`, 401, "Discord did not accept the sign-in"},
		{"not a member", `{"code":"good-code","guild":"300","channel":"5"}`, 403, "not a member"},
		{"not ids", `{"code":"good-code","guild":"abc","channel":"5"}`, 400, "must be Discord ids"},
		{"no code", `{}`, 400, "Send {"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, _, body := post(tt.body)
			if status != tt.status || !strings.Contains(body, tt.says) || strings.Contains(body, clientSecret) {
				t.Errorf("%d %s; want %d saying %q", status, body, tt.status, tt.says)
			}
		})
	}
	status, out, body := post(`{"code":"good-code","guild":"100","channel":"5"}`)
	if status != 200 || out["access_token"] == "" || out["session"] == "" || strings.Contains(body, clientSecret) {
		t.Fatalf("sign-in: %d %s", status, body)
	}
	st := bearerState(t, r.srv.URL, out["session"])
	if st.Kind != "daily" || st.Player != "Ann" {
		t.Errorf("the Activity's board: %+v", st)
	}
	// The session plays as the Discord user, on the guild's daily.
	words := dailyWords(t, r)
	req, _ := http.NewRequest(http.MethodPost, r.srv.URL+"/api/guess", bytes.NewReader([]byte(`{"words":"`+words[0].Word+`"}`)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+out["session"])
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("guess with the Activity's session: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	if lb := r.do(guildReq("discord", "100", "leaderboard")); !strings.Contains(lb.Text, "Ann") {
		t.Errorf("/leaderboard of the Discord guild:\n%s", lb.Text)
	}
	// With a round running in the channel, the Activity plays the round.
	play := guildReq("discord", "100", "play")
	play.Channel, play.Options["board"] = "5", roundBoard
	if reply := r.do(play); reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	_, out, body = post(`{"code":"good-code","guild":"100","channel":"5"}`)
	if st := bearerState(t, r.srv.URL, out["session"]); st.Kind != "round" || st.Player != "Ann" {
		t.Errorf("the Activity in a channel with a round: %+v (%s)", st, body)
	}
	// Outside a server, a round opens only for the player who started it:
	// the bot cannot check who else may see a DM channel.
	dm := guildReq("discord", "", "play") // bob's DM round, channel 7
	dm.Channel, dm.Options["board"] = "7", roundBoard
	if reply := r.do(dm); reply.Ephemeral {
		t.Fatalf("/play in a DM: %s", reply.Text)
	}
	_, out, body = post(`{"code":"good-code","guild":"","channel":"7"}`)
	if st := bearerState(t, r.srv.URL, out["session"]); st.Kind != "daily" {
		t.Errorf("Ann's Activity in bob's DM round's channel: %+v (%s); want her daily, not his round", st, body)
	}
	mine := guildReq("discord", "", "play") // Ann's own DM round, channel 8
	mine.User = bot.User{ID: "42", Name: "Ann"}
	mine.Channel, mine.Options["board"] = "8", roundBoard
	if reply := r.do(mine); reply.Ephemeral {
		t.Fatalf("/play in Ann's DM: %s", reply.Text)
	}
	_, out, body = post(`{"code":"good-code","guild":"","channel":"8"}`)
	if st := bearerState(t, r.srv.URL, out["session"]); st.Kind != "round" {
		t.Errorf("Ann's Activity in her own DM round: %+v (%s)", st, body)
	}
}

func bearerState(t *testing.T, base, session string) web.State {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/state", nil)
	req.Header.Set("Authorization", "Bearer "+session)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st web.State
	json.NewDecoder(resp.Body).Decode(&st)
	return st
}

// The Activity's page may be framed by Discord only, and knows the
// application's client id; the board page may be framed by nobody.
func TestActivityPage(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.ClientID = "777" })
	for _, tt := range []struct{ path, frames, has string }{
		{"/activity", "frame-ancestors https://discord.com", `<meta name="discord-client-id" content="777">`},
		{"/activity", "frame-ancestors https://discord.com", `src="assets/activity.`},
		{"/board", "frame-ancestors 'none'", `src="assets/board.`},
	} {
		resp, err := http.Get(r.srv.URL + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, tt.frames) || !strings.Contains(string(b), tt.has) {
			t.Errorf("%s: CSP %q, page has %q: %v", tt.path, csp, tt.has, strings.Contains(string(b), tt.has))
		}
	}
}

// activityServer is a web board with only a daily board and the Activity,
// behind a server with write timeout wt, signing in against discordAPI.
func activityServer(t *testing.T, discordAPI string, wt time.Duration, cfg func(*web.Config)) (*httptest.Server, *logBuffer) {
	t.Helper()
	logs := &logBuffer{}
	now := func() time.Time { return time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC) }
	mux := http.NewServeMux()
	srv := httptest.NewUnstartedServer(mux)
	srv.Config.WriteTimeout = wt
	srv.Start()
	t.Cleanup(srv.Close)
	c := web.Config{PublicURL: srv.URL, Secret: secret, Daily: challenge.New(challenge.Config{Store: memory.New(), Now: now}), Now: now,
		ClientID: "777", ClientSecret: "client-secret-never-shown", DiscordAPI: discordAPI,
		Logger: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	if cfg != nil {
		cfg(&c)
	}
	web.New(c).Mount(mux)
	return srv, logs
}

func postSession(t *testing.T, base, body string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Post(base+"/api/activity/session", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatalf("sign-in: %v", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("sign-in: read the answer: %v", err)
	}
	return resp, string(b)
}

// Discord slower than the server's write timeout: the page still gets an
// answer saying so (before, the exchange waited 10s, past the 10s write
// timeout, and the answer was cut off), and nothing secret is logged.
func TestActivitySlowDiscord(t *testing.T) {
	release := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	t.Cleanup(slow.Close)
	t.Cleanup(func() { close(release) })
	srv, logs := activityServer(t, slow.URL+"/api", 50*time.Millisecond, func(c *web.Config) { c.ExchangeTimeout = 300 * time.Millisecond })
	resp, body := postSession(t, srv.URL, `{"code":"the-players-code","guild":"100","channel":"5"}`)
	if resp.StatusCode != http.StatusGatewayTimeout || !strings.Contains(body, "Discord is slow") {
		t.Errorf("slow Discord: %d %s", resp.StatusCode, body)
	}
	if l := logs.String(); !strings.Contains(l, "in time") || containsAny(l, "client-secret-never-shown", "the-players-code") {
		t.Errorf("logs:\n%s", l)
	}
}

// Sign-ins share a global budget: a flood of forged codes is refused
// without calling Discord once the burst is spent.
func TestActivityExchangeBudget(t *testing.T) {
	var calls atomic.Int32
	discordAPI := fakeDiscord(t, "good-code", "client-secret-never-shown", &calls)
	srv, logs := activityServer(t, discordAPI.URL+"/api", 0, func(c *web.Config) { c.ExchangeBurst = 3 })
	for i := range 3 {
		if resp, body := postSession(t, srv.URL, fmt.Sprintf(`{"code":"forged-%d","guild":"100"}`, i)); resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("forged code %d: %d %s", i, resp.StatusCode, body)
		}
	}
	resp, body := postSession(t, srv.URL, `{"code":"good-code","guild":"100"}`)
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || !strings.Contains(body, "Many players") {
		t.Errorf("past the budget: %d %s", resp.StatusCode, body)
	}
	if n := calls.Load(); n != 3 {
		t.Errorf("Discord was called %d times for 4 sign-ins, want 3", n)
	}
	if l := logs.String(); containsAny(l, "client-secret-never-shown", "forged-", "access-token-xyz") {
		t.Errorf("logs show a secret:\n%s", l)
	}
}
