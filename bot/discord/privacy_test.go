package discord_test

import (
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bwmarrin/discordgo"
)

// watchedStore reports each scheduled and cancelled removal.
type watchedStore struct {
	*memory.Store
	scheduled chan privacy.Removal
	cancelled chan string
}

func (s *watchedStore) ScheduleRemoval(ctx context.Context, r privacy.Removal) error {
	err := s.Store.ScheduleRemoval(ctx, r)
	s.scheduled <- r
	return err
}

func (s *watchedStore) CancelRemoval(ctx context.Context, platform, server, user string) error {
	err := s.Store.CancelRemoval(ctx, platform, server, user)
	s.cancelled <- server
	return err
}

// privacyBot is a bot keeping its data in a watched memory store.
func privacyBot() (*bot.Bot, *watchedStore) {
	st := &watchedStore{Store: memory.New(), scheduled: make(chan privacy.Removal, 10), cancelled: make(chan string, 10)}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	daily := challenge.New(challenge.Config{Store: st, Practice: st})
	keep := privacy.New(privacy.Config{Store: st, Logger: quiet})
	return app.New(app.Config{Daily: daily, Privacy: keep, Renderer: &bottest.Renderer{}, Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}}).Bot, st
}

func waitFor[T any](t *testing.T, c <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-c:
		return v
	case <-time.After(patience):
		t.Fatalf("no %s", what)
		panic("unreachable")
	}
}

// Webhook Events: signed like interactions; PING answered 204; an
// APPLICATION_DEAUTHORIZED schedules the erasure of that user's data.
func TestWebhookEvents(t *testing.T) {
	b, st := privacyBot()
	priv := key(9)
	d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", PublicKey: priv.Public().(ed25519.PublicKey),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	h, err := d.EventsHandler()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	ping := []byte(`{"version":1,"application_id":"999","type":0}`)
	if status, _ := do(t, signed(t, srv.URL, key(3), time.Now(), ping)); status != http.StatusUnauthorized {
		t.Errorf("a PING signed with another key: %d, want 401", status)
	}
	if status, _ := do(t, signed(t, srv.URL, priv, time.Now().Add(-time.Hour), ping)); status != http.StatusUnauthorized {
		t.Errorf("a stale PING: %d, want 401", status)
	}
	if status, body := do(t, signed(t, srv.URL, priv, time.Now(), ping)); status != http.StatusNoContent {
		t.Errorf("PING: %d %s, want 204", status, body)
	}
	if status, _ := do(t, signed(t, srv.URL, priv, time.Now(), []byte(`{"type":1}`))); status != http.StatusBadRequest {
		t.Errorf("an event without its event: %d, want 400", status)
	}
	ev := []byte(`{"version":1,"application_id":"999","type":1,"event":{"type":"APPLICATION_DEAUTHORIZED","timestamp":"2026-11-25T12:00:00Z","data":{"user":{"id":"42","username":"ann"}}}}`)
	if status, body := do(t, signed(t, srv.URL, priv, time.Now(), ev)); status != http.StatusNoContent {
		t.Fatalf("APPLICATION_DEAUTHORIZED: %d %s, want 204", status, body)
	}
	r := waitFor(t, st.scheduled, "removal scheduled for the deauthorizing user")
	if r.Platform != discord.Platform || r.User != "42" || r.Server != "" || r.Reason != "application_deauthorized" || r.At.Before(time.Now().Add(29*24*time.Hour)) {
		t.Errorf("scheduled %+v; want user 42's data on Discord in 30 days", r)
	}
	back := []byte(`{"version":1,"application_id":"999","type":1,"event":{"type":"APPLICATION_AUTHORIZED","timestamp":"2026-11-26T12:00:00Z","data":{"integration_type":1,"user":{"id":"42","username":"ann"},"scopes":["applications.commands"]}}}`)
	if status, body := do(t, signed(t, srv.URL, priv, time.Now(), back)); status != http.StatusNoContent {
		t.Fatalf("APPLICATION_AUTHORIZED: %d %s, want 204", status, body)
	}
	if u := waitFor(t, st.cancelled, "removal called off"); u != "" {
		t.Errorf("called off server %q's removal; want user 42's", u)
	}
	if due, err := st.DueRemovals(context.Background(), time.Now().Add(365*24*time.Hour)); err != nil || len(due) != 0 {
		t.Errorf("removals after the user authorized the app again = %+v, %v; want none", due, err)
	}
}

// runGateway runs d's gateway against fake until the test ends, and waits
// until the session has identified.
func runGateway(t *testing.T, fake *discordtest.Server, d *discord.Discord) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.RunGateway(ctx) }()
	t.Cleanup(func() {
		cancel()
		<-done
		d.Wait(context.Background())
	})
	select {
	case <-fake.Ready():
	case err := <-done:
		t.Fatalf("gateway: %v", err)
	case <-time.After(patience):
		t.Fatal("the session never identified")
	}
}

// On the gateway, GUILD_DELETE (the bot removed) schedules the server's
// erasure and GUILD_CREATE (added back) calls it off.
func TestGatewayRemoval(t *testing.T) {
	fake := discordtest.NewServer()
	t.Cleanup(fake.Close) // after the gateway stops (cleanups run last first)
	b, st := privacyBot()
	d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", APIURL: fake.URL, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	runGateway(t, fake, d)
	if err := fake.Dispatch("GUILD_DELETE", map[string]any{"id": "555"}); err != nil {
		t.Fatal(err)
	}
	r := waitFor(t, st.scheduled, "removal scheduled for the server")
	if r.Server != "555" || r.User != "" || r.Reason != "guild_delete" {
		t.Errorf("scheduled %+v; want server 555's data", r)
	}
	if err := fake.Dispatch("GUILD_CREATE", map[string]any{"id": "555", "name": "back", "unavailable": false}); err != nil {
		t.Fatal(err)
	}
	if got := waitFor(t, st.cancelled, "removal called off"); got != "555" {
		t.Errorf("called off the removal of %q; want 555", got)
	}
	if due, err := st.DueRemovals(context.Background(), time.Now().Add(365*24*time.Hour)); err != nil || len(due) != 0 {
		t.Errorf("removals after the bot was added back = %+v, %v; want none", due, err)
	}
}

// A private /privacy export over the gateway: deferred, then the original
// answer edited with the JSON file attached, still private.
func TestPrivateFile(t *testing.T) {
	fake := discordtest.NewServer()
	t.Cleanup(fake.Close) // after the gateway stops (cleanups run last first)
	b, st := privacyBot()
	// Something to export: Ann's word on a day in this server.
	g := game.Guild{Platform: discord.Platform, ID: "555"}
	if _, err := st.AddWords(context.Background(), g, game.Date(2026, 11, 25), game.Player{ID: discordtest.Ann.ID, Name: "Ann"},
		[]game.Word{{Word: "tea", Points: 1}}, time.Now()); err != nil {
		t.Fatal(err)
	}
	d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", APIURL: fake.URL, AckWithin: patience,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	runGateway(t, fake, d)
	if err := fake.SendInteraction(discordtest.Interaction("p1", 2, discordtest.Command("privacy", map[string]any{"action": "export"}))); err != nil {
		t.Fatal(err)
	}
	var c discordtest.Call
	for c = next(t, fake); !strings.Contains(c.Path, "token-p1"); c = next(t, fake) {
	}
	expect(t, c, "POST", "/interactions/p1/token-p1/callback")
	var cb struct {
		Type int
		Data struct{ Flags int }
	}
	json.Unmarshal(c.JSON, &cb)
	if cb.Type != 5 || cb.Data.Flags&64 == 0 {
		t.Fatalf("first answer %s; want a private deferral (type 5, flag 64)", c.JSON)
	}
	c = next(t, fake)
	expect(t, c, "PATCH", "/webhooks/999/token-p1/messages/@original")
	f, ok := c.Files["files[0]"]
	if !ok {
		t.Fatalf("the export's edit has no file: %s", c.JSON)
	}
	var data privacy.Data
	if err := json.Unmarshal(f.Data, &data); err != nil || data.User != discordtest.Ann.ID || data.Platform != "discord" {
		t.Errorf("the file %s is not Ann's export: %v", f.Data, err)
	}
	var m struct {
		Attachments []struct {
			ID       int
			Filename string
		}
	}
	json.Unmarshal(c.JSON, &m)
	if len(m.Attachments) != 1 || m.Attachments[0].Filename != "bogglebot-data.json" {
		t.Errorf("attachments %s; want bogglebot-data.json", c.JSON)
	}
}

// A server that is only down (GUILD_DELETE with unavailable) keeps its data.
func TestGuildOutageKeepsData(t *testing.T) {
	b, st := privacyBot()
	d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	d.OnGuildDelete(context.Background(), &discordgo.GuildDelete{Guild: &discordgo.Guild{ID: "555", Unavailable: true}})
	select {
	case r := <-st.scheduled:
		t.Errorf("an outage scheduled %+v; want nothing", r)
	default:
	}
	d.OnGuildDelete(context.Background(), &discordgo.GuildDelete{Guild: &discordgo.Guild{ID: "555"}})
	if r := waitFor(t, st.scheduled, "removal"); r.Server != "555" {
		t.Errorf("scheduled %+v; want server 555", r)
	}
}

// withPermissions sets an interaction's app_permissions (the bot's
// permissions in its channel).
func withPermissions(t *testing.T, interaction []byte, perms string) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(interaction, &m); err != nil {
		t.Fatal(err)
	}
	m["app_permissions"] = perms
	out, _ := json.Marshal(m)
	return out
}

// /play in a channel where the bot cannot post is refused with what is
// missing, before a round starts that nobody would see end; with the
// permissions it starts.
func TestPlayNeedsPostPermissions(t *testing.T) {
	st := memory.New()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	b := app.New(app.Config{Rounds: round.New(round.Config{Store: st}), Renderer: &bottest.Renderer{}, Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}}).Bot
	e := newHTTPEnv(t, discord.Config{Bot: b})
	play := discordtest.Interaction("pl1", 2, discordtest.Command("play", map[string]any{}))
	status, body := do(t, signed(t, e.url(), e.priv, time.Now(), withPermissions(t, play, "1024"))) // View Channel only
	var cb struct {
		Type int
		Data struct {
			Content string
			Flags   int
		}
	}
	json.Unmarshal(body, &cb)
	if status != 200 || cb.Data.Flags&64 == 0 || !strings.Contains(cb.Data.Content, "I lack these permissions there: Send Messages, Attach Files") {
		t.Fatalf("/play without Send Messages = %d %s; want a private refusal naming what is missing", status, body)
	}
	if _, err := st.RunningRound(context.Background(), round.Key{Platform: discord.Platform, Guild: "555", Channel: "777"}); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("a round started where the bot cannot post: %v", err)
	}
	// No permission at all (app_permissions "0") is refused too.
	_, body = do(t, signed(t, e.url(), e.priv, time.Now(), withPermissions(t, discordtest.Interaction("pl0", 2, discordtest.Command("play", map[string]any{})), "0")))
	if !strings.Contains(string(body), "I lack these permissions there: View Channel, Send Messages, Attach Files") {
		t.Errorf("/play with no permission = %s; want all three named", body)
	}
	all := strconv.Itoa(1<<10 | 1<<11 | 1<<15)
	if status, body := do(t, signed(t, e.url(), e.priv, time.Now(), withPermissions(t, discordtest.Interaction("pl2", 2, discordtest.Command("play", map[string]any{})), all))); status != 200 {
		t.Fatalf("/play with the permissions = %d %s", status, body)
	}
	for {
		c := next(t, e.fake)
		if c.Method == "PATCH" || c.Method == "POST" && strings.Contains(c.Path, "pl2") {
			break
		}
	}
	if _, err := st.RunningRound(context.Background(), round.Key{Platform: discord.Platform, Guild: "555", Channel: "777"}); err != nil {
		t.Errorf("no round after /play with the permissions: %v", err)
	}
}

// TestWebhookEventReplayRefused: a signed APPLICATION_DEAUTHORIZED sent
// again after the user authorized the app back (a replay, within the
// timestamp's window) is refused with 409 and schedules nothing; a replica
// sharing the store refuses it too.
func TestWebhookEventReplayRefused(t *testing.T) {
	b, st := privacyBot()
	priv := key(9)
	shared := memory.New()
	var srvs []*httptest.Server
	for range 2 { // two replicas
		d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", PublicKey: priv.Public().(ed25519.PublicKey),
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Replays: shared})
		if err != nil {
			t.Fatal(err)
		}
		h, err := d.EventsHandler()
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		defer srv.Close()
		srvs = append(srvs, srv)
	}
	ev := []byte(`{"version":1,"application_id":"999","type":1,"event":{"type":"APPLICATION_DEAUTHORIZED","timestamp":"2026-11-25T12:00:00Z","data":{"user":{"id":"42","username":"ann"}}}}`)
	back := []byte(`{"version":1,"application_id":"999","type":1,"event":{"type":"APPLICATION_AUTHORIZED","timestamp":"2026-11-26T12:00:00Z","data":{"integration_type":1,"user":{"id":"42","username":"ann"},"scopes":["applications.commands"]}}}`)
	at := time.Now()
	if status, body := do(t, signed(t, srvs[0].URL, priv, at, ev)); status != http.StatusNoContent {
		t.Fatalf("APPLICATION_DEAUTHORIZED: %d %s, want 204", status, body)
	}
	waitFor(t, st.scheduled, "removal scheduled")
	if status, body := do(t, signed(t, srvs[0].URL, priv, time.Now(), back)); status != http.StatusNoContent {
		t.Fatalf("APPLICATION_AUTHORIZED: %d %s, want 204", status, body)
	}
	waitFor(t, st.cancelled, "removal called off")
	for i, srv := range srvs {
		if status, _ := do(t, signed(t, srv.URL, priv, at, ev)); status != http.StatusConflict {
			t.Errorf("the deauthorization replayed to replica %d: %d, want 409", i+1, status)
		}
	}
	if due, err := st.DueRemovals(context.Background(), time.Now().Add(365*24*time.Hour)); err != nil || len(due) != 0 {
		t.Errorf("removals after the replays = %+v, %v; want none", due, err)
	}
}
