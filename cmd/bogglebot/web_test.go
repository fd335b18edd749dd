package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/discord"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// With BOGGLEBOT_PUBLIC_URL and BOGGLEBOT_WEB_SECRET, serve mounts the web
// board on its one listener and /daily gets the link button (and Play in
// Discord with the client secret); the start log says so and shows no
// secret. Without them, no button.
func TestServeWebBoard(t *testing.T) {
	const webSecret = "0123456789abcdef0123456789abcdef-never-logged"
	for _, on := range []bool{false, true} {
		fake := discordtest.NewServer()
		defer fake.Close()
		priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{6}, 32))
		var more []string
		if on {
			more = []string{config.EnvPublicURL, "https://boggle.example.org", config.EnvWebSecret, webSecret, config.EnvDiscordClientSecret, "client-secret-never-logged"}
		}
		var logs bytes.Buffer
		a, err := newApp(context.Background(), testConfig(t, fake, priv, more...), slog.New(slog.NewTextHandler(&logs, nil)))
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		ran := make(chan error, 1)
		go func() { ran <- a.Run(ctx) }()
		reply := a.bot.Handle(context.Background(), bot.Request{Platform: "discord", Guild: "1", Channel: "2", Command: "daily", User: bot.User{ID: "3", Name: "ann"}})
		var urls []string
		for _, act := range reply.Actions {
			urls = append(urls, act.URL+"|"+act.Label)
		}
		resp, err := http.Get("http://" + a.Addr().String() + "/board")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		cancel()
		if err := <-ran; err != nil {
			t.Errorf("run: %v", err)
		}
		a.Close()
		switch {
		case strings.Contains(logs.String(), "never-logged"):
			t.Errorf("a secret is in the log:\n%s", logs.String())
		case !on && (len(reply.Actions) != 0 || resp.StatusCode != http.StatusNotFound || !strings.Contains(logs.String(), "web board off: set BOGGLEBOT_PUBLIC_URL")):
			t.Errorf("off: actions %v, /board %d, log:\n%s", urls, resp.StatusCode, logs.String())
		case on && (len(reply.Actions) != 2 || !strings.HasPrefix(reply.Actions[0].URL, "https://boggle.example.org/play/") ||
			reply.Actions[1].Label != discord.ActivityLabel || resp.StatusCode != 200 || !strings.Contains(string(body), `src="assets/board.`)):
			t.Errorf("on: actions %v, /board %d", urls, resp.StatusCode)
		}
	}
}

// TestServeWebBoardLanguage: as serve is built, a French player's /daily
// link opens the board in French (the page's words and its refusals),
// whatever the browser says; a German server's link, for a player whose
// locale Discord did not send, in German.
func TestServeWebBoardLanguage(t *testing.T) {
	const public = "http://boggle.example.org"
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{6}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv, config.EnvPublicURL, public, config.EnvWebSecret, "0123456789abcdef0123456789abcdef-lang"),
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(ctx) }()
	defer func() {
		cancel()
		if err := <-ran; err != nil {
			t.Errorf("run: %v", err)
		}
	}()
	base := "http://" + a.Addr().String()
	for _, tc := range []struct {
		name, locale, server, lang string
	}{
		{"French player", "fr", "", "fr"},
		{"German server", "", "de", "de"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := a.bot.Handle(context.Background(), bot.Request{Platform: "discord", Guild: "1", Channel: "2", Command: "daily",
				User: bot.User{ID: "3", Name: "ann"}, Locale: tc.locale, ServerLocale: tc.server})
			link := ""
			for _, act := range reply.Actions {
				if strings.HasPrefix(act.URL, public+"/play/") {
					link = base + strings.TrimPrefix(act.URL, public)
				}
			}
			if link == "" {
				t.Fatalf("/daily has no link: %+v", reply)
			}
			jar, _ := cookiejar.New(nil)
			c := &http.Client{Jar: jar}
			get := func(url string) (*http.Response, string) {
				req, _ := http.NewRequest("GET", url, nil)
				req.Header.Set("Accept-Language", "en-US,en;q=0.9")
				resp, err := c.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				return resp, string(b)
			}
			resp, page := get(link)
			words, _ := i18n.Page(tc.lang)
			want := []string{`<html lang="` + tc.lang + `"`, words["word.label"], words["btn.hint.label"]}
			if resp.StatusCode != 200 || resp.Request.URL.Path != "/board" || !strings.Contains(page, want[0]) || !strings.Contains(page, want[1]) || !strings.Contains(page, want[2]) {
				t.Errorf("the board: %s at %s, want %q in:\n%.400s", resp.Status, resp.Request.URL.Path, want, page)
			}
			// A refusal on the page: a guess that is not JSON.
			req, _ := http.NewRequest("POST", base+"/api/guess", strings.NewReader("words"))
			req.Header.Set("Content-Type", "text/plain")
			req.Header.Set("Accept-Language", "en-US,en;q=0.9")
			res, err := c.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			refusal, _ := json.Marshal(i18n.Error(tc.lang, game.E(game.Invalid, game.CodeNotJSON)))
			if res.StatusCode != http.StatusUnsupportedMediaType || !strings.Contains(string(b), string(refusal)) {
				t.Errorf("a guess that is not JSON: %s %s, want %s", res.Status, b, refusal)
			}
		})
	}
}

// TestServeTrustedProxies: as serve is built, BOGGLEBOT_TRUSTED_PROXIES
// reaches the web board and the listener. Behind a trusted proxy (here
// loopback) each client X-Forwarded-For names has its own Activity
// sign-in budget (5 at once), so one client spending its own leaves
// another's; not trusted (the default), the header is ignored and every
// client is the proxy.
func TestServeTrustedProxies(t *testing.T) {
	for _, trusted := range []bool{true, false} {
		t.Run(fmt.Sprint("trusted=", trusted), func(t *testing.T) {
			fake := discordtest.NewServer()
			defer fake.Close()
			priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{6}, 32))
			more := []string{config.EnvPublicURL, "http://boggle.example.org", config.EnvWebSecret, "0123456789abcdef0123456789abcdef-proxy",
				config.EnvDiscordClientSecret, "client-secret"}
			if trusted {
				more = append(more, config.EnvTrustedProxies, "127.0.0.0/8")
			}
			a, err := newApp(context.Background(), testConfig(t, fake, priv, more...), slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			if got := a.ln.Limits().Proxies.String(); trusted != (got == "127.0.0.0/8") {
				t.Errorf("the listener's trusted proxies: %q", got)
			}
			ctx, cancel := context.WithCancel(context.Background())
			ran := make(chan error, 1)
			go func() { ran <- a.Run(ctx) }()
			defer func() { cancel(); <-ran }()
			signIn := func(client string) int {
				req, _ := http.NewRequest("POST", "http://"+a.Addr().String()+"/api/activity/session", strings.NewReader(`{"code":"forged","guild":"100"}`))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Forwarded-For", client)
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				return resp.StatusCode
			}
			for i := range 5 {
				if code := signIn("203.0.113.9"); code == http.StatusTooManyRequests {
					t.Fatalf("sign-in %d refused as too many", i+1)
				}
			}
			if code := signIn("203.0.113.9"); code != http.StatusTooManyRequests {
				t.Errorf("the 6th sign-in of one client: %d, want 429", code)
			}
			if code := signIn("198.51.100.4"); (code == http.StatusTooManyRequests) == trusted {
				t.Errorf("another client's sign-in: %d (trusted proxy: %v)", code, trusted)
			}
		})
	}
}

// TestServeOldPageAfterErasure: as serve is built, a board page opened
// before /privacy delete-server writes nothing afterwards: its guess is
// refused (the session has ended) and the server's data stays erased.
func TestServeOldPageAfterErasure(t *testing.T) {
	const public = "http://boggle.example.org"
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{6}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv, config.EnvPublicURL, public, config.EnvWebSecret, "0123456789abcdef0123456789abcdef-erase"),
		slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(ctx) }()
	defer func() {
		cancel()
		<-ran
	}()
	base := "http://" + a.Addr().String()
	ann := bot.User{ID: "3", Name: "ann"}
	reply := a.bot.Handle(context.Background(), bot.Request{Platform: "discord", Guild: "1", Channel: "2", Command: "daily", User: ann})
	link := ""
	for _, act := range reply.Actions {
		if strings.HasPrefix(act.URL, public+"/play/") {
			link = base + strings.TrimPrefix(act.URL, public)
		}
	}
	if link == "" {
		t.Fatalf("/daily has no link: %+v", reply)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: patience}
	if resp, err := c.Get(link); err != nil || resp.StatusCode != 200 {
		t.Fatalf("the page: %v %v", resp, err)
	}
	guess := func() (int, string) {
		req, _ := http.NewRequest("POST", base+"/api/guess", strings.NewReader(`{"words":"tea eat ate set"}`))
		req.Header.Set("Content-Type", "application/json")
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		return res.StatusCode, string(b)
	}
	if code, body := guess(); code != 200 {
		t.Fatalf("a guess before the erasure: %d %s", code, body)
	}
	admin := bot.Request{Platform: "discord", Guild: "1", Channel: "2", Command: "privacy", User: bot.User{ID: "9", Name: "admin"}, IsAdmin: true,
		Options: map[string]string{"action": "delete-server"}}
	admin.Action = &bot.ActionEvent{ID: bot.ActionID("privacy", "server", "1")}
	if r := a.bot.Handle(context.Background(), admin); !strings.Contains(r.Text, "Done") {
		t.Fatalf("delete-server: %q", r.Text)
	}
	if code, body := guess(); code != http.StatusUnauthorized {
		t.Errorf("a guess from the page opened before the erasure: %d %s, want 401 (the session has ended)", code, body)
	}
	d, err := a.store.PlayerData(context.Background(), "discord", ann.ID)
	if err != nil || !d.Empty() {
		t.Errorf("ann's data after the erasure and the old page's guess: %+v, %v; want none", d, err)
	}
}
