package slack

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// watched is a memory store that reports each scheduled removal.
type watched struct {
	*memory.Store
	scheduled chan privacy.Removal
}

func (s *watched) ScheduleRemoval(ctx context.Context, r privacy.Removal) error {
	err := s.Store.ScheduleRemoval(ctx, r)
	s.scheduled <- r
	return err
}

func privacyTestBot() (*bot.Bot, *watched) {
	st := &watched{Store: memory.New(), scheduled: make(chan privacy.Removal, 4)}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	keep := privacy.New(privacy.Config{Store: st, Logger: quiet})
	daily := challenge.New(challenge.Config{Store: st, Practice: st})
	return app.New(app.Config{Daily: daily, Privacy: keep, Renderer: &bottest.Renderer{}, Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}}).Bot, st
}

func removal(t *testing.T, c <-chan privacy.Removal) privacy.Removal {
	t.Helper()
	select {
	case r := <-c:
		return r
	case <-time.After(patience):
		t.Fatal("no removal was scheduled")
		return privacy.Removal{}
	}
}

// The Events API over HTTP: Slack's URL check is answered with its
// challenge; app_uninstalled schedules the workspace's erasure; an
// unsigned event is refused.
func TestEventsHTTP(t *testing.T) {
	b, st := privacyTestBot()
	rig := newHTTPRig(t, nil, Config{Bot: b})
	now := time.Now().Unix()
	check := `{"token":"x","challenge":"3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P","type":"url_verification"}`
	if status, body := do(t, signedPost(t, rig.srv.URL, EventsPath, check, testSecret, now)); status != 200 || body != "3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P" {
		t.Errorf("url_verification: %d %q; want the challenge", status, body)
	}
	ev := `{"token":"x","team_id":"T9","api_app_id":"A1","type":"event_callback","event_id":"Ev1","event_time":1700000000,` +
		`"event":{"type":"app_uninstalled"}}`
	if status, _ := do(t, signedPost(t, rig.srv.URL, EventsPath, ev, "another secret", now)); status != http.StatusUnauthorized {
		t.Errorf("an event signed with another secret: %d, want 401", status)
	}
	if status, body := do(t, signedPost(t, rig.srv.URL, EventsPath, ev, testSecret, now)); status != 200 {
		t.Fatalf("app_uninstalled: %d %q", status, body)
	}
	r := removal(t, st.scheduled)
	if r.Platform != Platform || r.Server != "T9" || r.User != "" || r.Reason != "app_uninstalled" {
		t.Errorf("scheduled %+v; want workspace T9's data", r)
	}
}

// Socket Mode delivers the same events: tokens_revoked schedules the
// workspace's erasure, after the envelope is acked.
func TestEventsSocketMode(t *testing.T) {
	f := newFakeSlack(t)
	b, st := privacyTestBot()
	a, err := New(Config{Bot: b, BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL(), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.RunSocket(ctx) }()
	defer func() {
		cancel()
		<-done
	}()
	var conn *socketConn
	select {
	case ws := <-f.sockets:
		conn = &socketConn{t: t, conn: ws}
	case <-time.After(patience):
		t.Fatal("no Socket Mode connection")
	}
	// A user's token revoked leaves the app installed: nothing scheduled.
	id, _ := conn.send("events_api", map[string]any{"token": "x", "team_id": "T6", "api_app_id": "A1", "type": "event_callback",
		"event_id": "Ev1", "event_time": 1700000000, "event": map[string]any{"type": "tokens_revoked", "tokens": map[string]any{"oauth": []string{"U1"}}}})
	conn.ack(id)
	id, _ = conn.send("events_api", map[string]any{"token": "x", "team_id": "T7", "api_app_id": "A1", "type": "event_callback",
		"event_id": "Ev2", "event_time": 1700000000, "event": map[string]any{"type": "tokens_revoked", "tokens": map[string]any{"bot": []string{"U0BOT"}}}})
	conn.ack(id)
	r := removal(t, st.scheduled)
	if r.Server != "T7" || r.Reason != "tokens_revoked" {
		t.Errorf("scheduled %+v; want workspace T7's data", r)
	}
}

// A private reply's file goes to the player's direct message with the
// app (Slack cannot attach one to an ephemeral message), and the private
// reply says so; if the app cannot open one, it says why.
func TestPrivateFileByDirectMessage(t *testing.T) {
	b, st := privacyTestBot()
	g := game.Guild{Platform: Platform, ID: "T1"}
	if _, err := st.AddWords(context.Background(), g, game.Date(2026, 11, 25), game.Player{ID: "U1", Name: "ann"},
		[]game.Word{{Word: "tea", Points: 1}}, time.Now()); err != nil {
		t.Fatal(err)
	}
	rig := newHTTPRig(t, nil, Config{Bot: b})
	send := func() {
		t.Helper()
		if status, body := do(t, signedPost(t, rig.srv.URL, CommandsPath, slashForm("/privacy", "export", "C1", rig.f.responseURL()), testSecret, time.Now().Unix())); status != 200 {
			t.Fatalf("/privacy export: %d %q", status, body)
		}
	}
	send()
	up := rig.f.next(t)
	if up.Kind != "upload" || up.Channel != "DU1" {
		t.Fatalf("first %s to %q; want the file uploaded to the direct message DU1", up.Kind, up.Channel)
	}
	var data privacy.Data
	if err := json.Unmarshal(up.PNG, &data); err != nil || data.User != "U1" || data.Platform != Platform {
		t.Errorf("the file %s is not U1's export: %v", up.PNG, err)
	}
	note := rig.f.next(t)
	if note.Kind != "ephemeral" || note.User != "U1" || !strings.Contains(note.Text, "I sent you `bogglebot-data.json` in a direct message") {
		t.Errorf("then %s to %s: %q; want a private note about the direct message", note.Kind, note.User, note.Text)
	}
	rig.f.fail("conversations.open", "missing_scope")
	send()
	note = rig.f.next(t)
	if note.Kind != "ephemeral" || !strings.Contains(note.Text, "`im:write` scope") {
		t.Errorf("without a direct message: %s %q; want the reason", note.Kind, note.Text)
	}
}

// /play is refused in a channel the bot is not a member of (its posts would
// fail), and runs in a direct message with the app.
func TestPlayChecksChannel(t *testing.T) {
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	b := app.New(app.Config{Rounds: round.New(round.Config{Store: memory.New()}), Renderer: &bottest.Renderer{}, Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}}).Bot
	rig := newHTTPRig(t, nil, Config{Bot: b})
	rig.f.channel("C9", map[string]any{"is_member": false})
	play := func(channel string) posted {
		t.Helper()
		if status, body := do(t, signedPost(t, rig.srv.URL, CommandsPath, slashForm("/play", "", channel, rig.f.responseURL()), testSecret, time.Now().Unix())); status != 200 {
			t.Fatalf("/play: %d %q", status, body)
		}
		return rig.f.next(t)
	}
	if p := play("C9"); p.Kind != "ephemeral" || !strings.Contains(p.Text, "I'm not a member of <#C9>") {
		t.Errorf("/play where the bot is not a member: %s %q; want a private refusal", p.Kind, p.Text)
	}
	if p := play("D0DIRECT1"); p.Kind == "ephemeral" {
		t.Errorf("/play in a direct message refused: %q", p.Text)
	}
}

// blocked is a memory store whose ScheduleRemoval waits to be released.
type blocked struct {
	*memory.Store
	entered, release chan struct{}
}

func (s *blocked) ScheduleRemoval(ctx context.Context, r privacy.Removal) error {
	s.entered <- struct{}{}
	<-s.release
	return s.Store.ScheduleRemoval(ctx, r)
}

// TestWaitWaitsForSocketEvents: an app_uninstalled delivered over Socket
// Mode is acted on by the adapter's own goroutine; Wait (serve's shutdown,
// before the store closes) waits for it: with the store's write held, Wait
// does not return until its context ends, and returns nil once the write
// is done.
func TestWaitWaitsForSocketEvents(t *testing.T) {
	f := newFakeSlack(t)
	st := &blocked{Store: memory.New(), entered: make(chan struct{}, 1), release: make(chan struct{})}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	b := app.New(app.Config{Privacy: privacy.New(privacy.Config{Store: st, Logger: quiet}), Renderer: &bottest.Renderer{}, Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}}).Bot
	a, err := New(Config{Bot: b, BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL(), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.RunSocket(ctx) }()
	var conn *socketConn
	select {
	case ws := <-f.sockets:
		conn = &socketConn{t: t, conn: ws}
	case <-time.After(patience):
		t.Fatal("no Socket Mode connection")
	}
	id, _ := conn.send("events_api", map[string]any{"token": "x", "team_id": "T9", "api_app_id": "A1", "type": "event_callback",
		"event_id": "Ev1", "event_time": 1700000000, "event": map[string]any{"type": "app_uninstalled"}})
	conn.ack(id)
	select {
	case <-st.entered:
	case <-time.After(patience):
		t.Fatal("app_uninstalled was not acted on")
	}
	cancel()
	<-done // Socket Mode stopped, as at serve's shutdown
	waitCtx, stopWaiting := context.WithCancel(context.Background())
	waited := make(chan error, 1)
	go func() { waited <- a.Wait(waitCtx) }()
	stopWaiting()
	if err := <-waited; err == nil {
		t.Error("Wait returned nil while the app_uninstalled's write was in flight: the store could be closed under it")
	}
	close(st.release)
	if err := a.Wait(context.Background()); err != nil {
		t.Errorf("Wait once the write is done: %v", err)
	}
	if due, err := st.DueRemovals(context.Background(), time.Now().Add(365*24*time.Hour)); err != nil || len(due) != 1 {
		t.Errorf("removals after Wait = %+v, %v; want the workspace's", due, err)
	}
}
