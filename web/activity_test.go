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
	"github.com/bogglebot/bogglebot/internal/clientip"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/web"
)

// botToken is the bot's token the tests' web boards are given.
const botToken = "bot-token-never-shown"

// fakeDiscord answers the OAuth code exchange and the reads the
// Activity's sign-in makes, for one code and one user, and the Activity
// instances the bot token reads.
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
		fmt.Fprint(w, `{"id":"42","username":"annie","global_name":"Ann","locale":"fr"}`)
	})
	mux.HandleFunc("GET /api/users/@me/guilds", func(w http.ResponseWriter, r *http.Request) {
		if !auth(r) {
			http.Error(w, "401", http.StatusUnauthorized)
			return
		}
		fmt.Fprint(w, `[{"id":"100"},{"id":"200"}]`)
	})
	// Activity instances, read with the bot token: where each runs and
	// who is in it (Ann is 42, bob 7).
	instances := map[string]string{
		"i-1-gc-100-5": `{"location":{"kind":"gc","channel_id":"5","guild_id":"100"},"users":["42","7"]}`,
		"i-2-gc-100-6": `{"location":{"kind":"gc","channel_id":"6","guild_id":"100"},"users":["7"]}`,
		"i-3-gc-200-5": `{"location":{"kind":"gc","channel_id":"5","guild_id":"200"},"users":["42"]}`,
		"i-4-pc-7":     `{"location":{"kind":"pc","channel_id":"7"},"users":["7"]}`,
		"i-5-pc-8":     `{"location":{"kind":"pc","channel_id":"8"},"users":["42"]}`,
	}
	mux.HandleFunc("GET /api/applications/777/activity-instances/{id}", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bot "+botToken {
			http.Error(w, "401", http.StatusUnauthorized)
			return
		}
		inst, ok := instances[r.PathValue("id")]
		if !ok {
			http.Error(w, `{"message":"Unknown Activity Instance"}`, http.StatusNotFound)
			return
		}
		fmt.Fprint(w, inst)
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
		c.ClientID, c.ClientSecret, c.DiscordAPI, c.BotToken = "777", clientSecret, discordAPI.URL+"/api", botToken
		c.ExchangeClientBurst = 100 // every sign-in here comes from one address
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
			if status != tt.status || !strings.Contains(body, tt.says) || containsAny(body, clientSecret, botToken) {
				t.Errorf("%d %s; want %d saying %q", status, body, tt.status, tt.says)
			}
		})
	}
	status, out, body := post(`{"code":"good-code","guild":"100","channel":"5"}`)
	if status != 200 || out["access_token"] == "" || out["session"] == "" || strings.Contains(body, clientSecret) {
		t.Fatalf("sign-in: %d %s", status, body)
	}
	st := bearerState(t, r.srv.URL, out["session"])
	// The board speaks the language Ann chose in Discord (users/@me's
	// locale), whatever the browser's.
	if !strings.HasPrefix(st.Title, "Grille du jour · ") {
		t.Errorf("the Activity's board in Ann's Discord language (fr): title %q", st.Title)
	}
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
	// With a round running in the channel, the Activity plays the round,
	// once Discord says the player is in the Activity in that channel.
	play := guildReq("discord", "100", "play")
	play.Channel, play.Options["board"] = "5", roundBoard
	if reply := r.do(play); reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	kind := func(body string) string {
		t.Helper()
		status, out, text := post(body)
		if status != 200 {
			return fmt.Sprintf("%d %s", status, text)
		}
		return bearerState(t, r.srv.URL, out["session"]).Kind
	}
	access := []struct {
		name, body, want string
	}{
		{"instance in the channel", `{"code":"good-code","guild":"100","channel":"5","instance":"i-1-gc-100-5"}`, "round"},
		// The page's word for the channel is not believed.
		{"channel without an instance", `{"code":"good-code","guild":"100","channel":"5"}`, "daily"},
		{"instance without the player", `{"code":"good-code","guild":"100","channel":"6","instance":"i-2-gc-100-6"}`, "403 " + `{"error":"Discord does not list you in this Activity`},
		{"instance of another server", `{"code":"good-code","guild":"100","channel":"5","instance":"i-3-gc-200-5"}`, "403 " + `{"error":"This Activity runs somewhere else`},
		{"unknown instance", `{"code":"good-code","guild":"100","channel":"5","instance":"i-9"}`, "403 " + `{"error":"Discord does not know this Activity`},
		{"not an instance id", `{"code":"good-code","guild":"100","channel":"5","instance":"../../users/@me"}`, "400 " + `{"error":"The Activity's instance id`},
		// Outside a server: bob's DM round (channel 7) is not Ann's to
		// play, her own (channel 8) is.
		{"someone else's DM", `{"code":"good-code","guild":"","channel":"7","instance":"i-4-pc-7"}`, "403 " + `{"error":"Discord does not list you`},
	}
	for _, tt := range access {
		if got := kind(tt.body); !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s: got %s, want %s", tt.name, got, tt.want)
		}
	}
	mine := guildReq("discord", "", "play") // Ann's own DM round, channel 8
	mine.User = bot.User{ID: "42", Name: "Ann"}
	mine.Channel, mine.Options["board"] = "8", roundBoard
	if reply := r.do(mine); reply.Ephemeral {
		t.Fatalf("/play in Ann's DM: %s", reply.Text)
	}
	if got := kind(`{"code":"good-code","guild":"","channel":"8","instance":"i-5-pc-8"}`); got != "round" {
		t.Errorf("Ann's Activity in her own DM round: %s", got)
	}
	if l := r.logs.String(); containsAny(l, clientSecret, botToken, "access-token-xyz") {
		t.Errorf("logs show a secret:\n%s", l)
	}
}

// Sign-ins are budgeted per client address before the shared budget: one
// address spending its own is refused, and another address still signs
// in.
func TestActivityClientBudget(t *testing.T) {
	var calls atomic.Int32
	discordAPI := fakeDiscord(t, "good-code", "client-secret-never-shown", &calls)
	mux := http.NewServeMux()
	now := func() time.Time { return time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC) }
	web.New(web.Config{PublicURL: "https://boggle.example.org", Secret: secret, Daily: challenge.New(challenge.Config{Store: memory.New(), Now: now}),
		Now: now, ClientID: "777", ClientSecret: "client-secret-never-shown", DiscordAPI: discordAPI.URL + "/api",
		ExchangeClientBurst: 3, ExchangeBurst: 10}).Mount(mux)
	from := func(addr, code string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/api/activity/session", strings.NewReader(`{"code":"`+code+`","guild":"100"}`))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = addr
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, req)
		return w
	}
	for i := range 3 {
		if w := from("203.0.113.9:4000", fmt.Sprintf("forged-%d", i)); w.Code != http.StatusUnauthorized {
			t.Fatalf("forged code %d: %d %s", i, w.Code, w.Body)
		}
	}
	if w := from("203.0.113.9:4001", "good-code"); w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") == "" ||
		!strings.Contains(w.Body.String(), "This device is signing in very often") {
		t.Errorf("the flooding address past its budget: %d %s", w.Code, w.Body)
	}
	// Another address, and another IPv6 /64, still sign in.
	if w := from("198.51.100.4:5000", "good-code"); w.Code != http.StatusOK {
		t.Errorf("another address: %d %s", w.Code, w.Body)
	}
	for i := range 3 {
		from(fmt.Sprintf("[2001:db8:1:2::%d]:6000", i+1), "forged") // one /64 spends its budget
	}
	if w := from("[2001:db8:1:2::99]:6000", "good-code"); w.Code != http.StatusTooManyRequests {
		t.Errorf("the same IPv6 /64: %d %s", w.Code, w.Body)
	}
	if w := from("[2001:db8:1:3::1]:6000", "good-code"); w.Code != http.StatusOK {
		t.Errorf("another IPv6 /64: %d %s", w.Code, w.Body)
	}
	// Only the sign-ins let through reached Discord: 3 + 1 + 3 + 1.
	if n := calls.Load(); n != 8 {
		t.Errorf("Discord was called %d times, want 8", n)
	}
}

// Behind a trusted reverse proxy (Config.Proxies) each client it
// forwards has its own sign-in budget, named by X-Forwarded-For; an
// untrusted peer's X-Forwarded-For changes nothing, and without trusted
// proxies every client of a proxy shares the proxy's budget.
func TestActivityClientBudgetBehindProxy(t *testing.T) {
	proxies, err := clientip.Parse("10.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	for _, trusted := range []bool{true, false} {
		t.Run(fmt.Sprint("trusted=", trusted), func(t *testing.T) {
			var calls atomic.Int32
			discordAPI := fakeDiscord(t, "good-code", "client-secret-never-shown", &calls)
			mux := http.NewServeMux()
			now := func() time.Time { return time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC) }
			c := web.Config{PublicURL: "https://boggle.example.org", Secret: secret, Daily: challenge.New(challenge.Config{Store: memory.New(), Now: now}),
				Now: now, ClientID: "777", ClientSecret: "client-secret-never-shown", DiscordAPI: discordAPI.URL + "/api",
				ExchangeClientBurst: 2, ExchangeBurst: 100}
			if trusted {
				c.Proxies = proxies
			}
			web.New(c).Mount(mux)
			from := func(peer, xff, code string) int {
				req := httptest.NewRequest(http.MethodPost, "/api/activity/session", strings.NewReader(`{"code":"`+code+`","guild":"100"}`))
				req.Header.Set("Content-Type", "application/json")
				req.RemoteAddr = peer
				if xff != "" {
					req.Header.Set("X-Forwarded-For", xff)
				}
				w := httptest.NewRecorder()
				mux.ServeHTTP(w, req)
				return w.Code
			}
			// One client behind the proxy spends its budget...
			for i := range 2 {
				from("10.0.0.2:4000", "203.0.113.9", fmt.Sprintf("forged-%d", i))
			}
			if code := from("10.0.0.2:4000", "203.0.113.9", "good-code"); code != http.StatusTooManyRequests {
				t.Errorf("the flooding client past its budget: %d", code)
			}
			// ...and, forging its header, is still itself.
			if code := from("10.0.0.2:4000", "198.51.100.1, 203.0.113.9", "good-code"); code != http.StatusTooManyRequests {
				t.Errorf("the flooding client with a forged entry: %d", code)
			}
			// Another client behind the same proxy signs in only when the
			// proxy is trusted.
			want := http.StatusOK
			if !trusted {
				want = http.StatusTooManyRequests
			}
			if code := from("10.0.0.2:4000", "198.51.100.4", "good-code"); code != want {
				t.Errorf("another client behind the proxy: %d, want %d", code, want)
			}
			// An untrusted peer's header is ignored: its own address counts.
			for i := range 2 {
				from("192.0.2.50:4000", fmt.Sprintf("198.51.100.%d", 100+i), "forged")
			}
			if code := from("192.0.2.50:4000", "198.51.100.200", "good-code"); code != http.StatusTooManyRequests {
				t.Errorf("an untrusted peer naming other clients: %d", code)
			}
		})
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
	srv, logs := activityServer(t, discordAPI.URL+"/api", 0, func(c *web.Config) { c.ExchangeBurst, c.ExchangeClientBurst = 3, 10 })
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
