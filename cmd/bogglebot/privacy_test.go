package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// serve as built for real answers /privacy from its database, and its
// Discord Webhook Events endpoint schedules the erasure of a user who
// deauthorized the app, kept in the database for the sweeper.
func TestServePrivacy(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := discordHTTPEnv(t, fake, "serve-test-token")
	cancel, done, stderr, listening := startServe()
	addr := listeningOn(t, listening, done, stderr)

	resp := postInteraction(t, addr, priv, discordtest.Interaction("p1", 2, discordtest.Command("privacy", map[string]any{"action": "export"})))
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var answer struct {
		Type int
		Data struct {
			Content string
			Flags   int
		}
	}
	if err := json.Unmarshal(body, &answer); err != nil || answer.Type != 4 || answer.Data.Flags&64 == 0 ||
		!strings.Contains(answer.Data.Content, "bogglebot keeps nothing about you on Discord") {
		t.Fatalf("/privacy export = %d %s; want a private 'nothing to export' from the database", resp.StatusCode, body)
	}

	ev := []byte(`{"version":1,"application_id":"999","type":1,"event":{"type":"APPLICATION_DEAUTHORIZED","timestamp":"2026-11-25T12:00:00Z","data":{"user":{"id":"42","username":"ann"}}}}`)
	req, err := discordtest.SignedRequest(context.Background(), "http://"+addr+"/discord/events", priv, time.Now(), ev)
	if err != nil {
		t.Fatal(err)
	}
	r, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusNoContent {
		t.Fatalf("APPLICATION_DEAUTHORIZED = %d, want 204", r.StatusCode)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("serve exited %d: %s", code, stderr)
		}
	case <-time.After(patience):
		t.Fatal("serve did not shut down")
	}
	st, err := sqlite.Open(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	due, err := st.DueRemovals(context.Background(), time.Now().Add(31*24*time.Hour))
	if err != nil || len(due) != 1 || due[0].User != "42" || due[0].Platform != "discord" {
		t.Errorf("removals in the database = %+v, %v; want user 42's on Discord", due, err)
	}
	if early, _ := st.DueRemovals(context.Background(), time.Now().Add(29*24*time.Hour)); len(early) != 0 {
		t.Errorf("the removal is due before the 30-day grace: %+v", early)
	}
}
