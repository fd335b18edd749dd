package privacy_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

type privacyRig struct {
	store *memory.Store
	bot   *app.App
	clock *apptest.Clock
	// refused is what each call was refused with, by code.
	refused *apptest.Refusals
}

func newPrivacyRig(t *testing.T) *privacyRig {
	t.Helper()
	rig := &privacyRig{store: memory.New(), clock: &apptest.Clock{T: apptest.DailyStart}}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	daily := challenge.New(challenge.Config{Store: rig.store, Practice: rig.store, Now: rig.clock.Now, Owner: "test"})
	rounds := round.New(round.Config{Store: rig.store, Now: rig.clock.Now})
	keep := privacy.New(privacy.Config{Store: rig.store, Rounds: rounds, Now: rig.clock.Now, Logger: quiet})
	rig.bot = app.New(app.Config{Daily: daily, Rounds: rounds, Privacy: keep, Now: rig.clock.Now, Renderer: &bottest.Renderer{},
		Logger: quiet, RateLimit: bot.RateLimit{Burst: -1}})
	rig.refused = apptest.Watch(rig.bot.Bot)
	apptest.ChatPlatforms(rig.bot, "discord", "slack", "chat")
	return rig
}

func (rig *privacyRig) do(r bot.Request) bot.Reply { return rig.bot.Handle(context.Background(), r) }

// /privacy tells what is kept; export sends it as JSON; delete asks first,
// only the player can confirm, and then nothing is kept; the other
// players' standings are worked out again.
func TestPrivacyCommand(t *testing.T) {
	rig := newPrivacyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	ann, bea := apptest.As("discord", "ann", "privacy"), apptest.As("discord", "bea", "privacy")

	if r := rig.do(ann); !r.Ephemeral || !strings.Contains(r.Text, "**Kept now:** nothing.") || !strings.Contains(r.Text, "30 days after") {
		t.Fatalf("/privacy before playing = %q; want a private 'nothing', and the 30-day grace", r.Text)
	}
	if r := rig.do(apptest.As("discord", "ann", "privacy", "action", "export")); r.File != nil || !strings.Contains(r.Text, "nothing to export") {
		t.Fatalf("/privacy export before playing = %q (file %v); want nothing to export", r.Text, r.File != nil)
	}
	for _, who := range []string{"ann", "bea"} {
		if r := rig.do(apptest.As("discord", who, "guess", "words", words[0].Word+" "+words[1].Word)); !strings.Contains(r.Text, "+") {
			t.Fatalf("/guess by %s = %q", who, r.Text)
		}
	}
	if r := rig.do(ann); !strings.Contains(r.Text, "**Kept now:** 2 daily words on 1 day, in 1 server") {
		t.Errorf("/privacy after playing = %q; want 2 words on 1 day in 1 server", r.Text)
	}
	exp := rig.do(apptest.As("discord", "ann", "privacy", "action", "export"))
	if !exp.Ephemeral || exp.File == nil || exp.File.Type != "application/json" || !strings.HasSuffix(exp.File.Name, ".json") {
		t.Fatalf("/privacy export = %+v; want a private JSON file", exp)
	}
	var data privacy.Data
	if err := json.Unmarshal(exp.File.Data, &data); err != nil || data.User != "id-ann" || len(data.Daily) != 1 || len(data.Daily[0].Words) != 2 {
		t.Fatalf("export = %s, %v; want ann's two words", exp.File.Data, err)
	}

	ask := rig.do(apptest.As("discord", "ann", "privacy", "action", "delete"))
	if !ask.Ephemeral || !strings.Contains(ask.Text, "cannot be undone") || !strings.Contains(ask.Text, "2 daily words") {
		t.Fatalf("/privacy delete = %q; want a private warning naming what goes", ask.Text)
	}
	// Bea cannot press Ann's button (a forwarded or shared reply).
	rig.do(apptest.Click(t, ask, "Delete my data", apptest.As("discord", "bea", "privacy")))
	rig.refused.Expect(t, game.CodePrivacyPlayer)
	if r := rig.do(ann); !strings.Contains(r.Text, "2 daily words") {
		t.Fatalf("ann's data went when bea pressed her button: %q", r.Text)
	}
	if r := rig.do(apptest.Click(t, ask, "Delete my data", ann)); !strings.Contains(r.Text, "Done: everything bogglebot kept about you on Discord is erased.") {
		t.Fatalf("confirming = %q", r.Text)
	}
	if r := rig.do(ann); !strings.Contains(r.Text, "**Kept now:** nothing.") {
		t.Errorf("/privacy after deleting = %q; want nothing kept", r.Text)
	}
	if r := rig.do(apptest.As("discord", "bea", "leaderboard")); strings.Contains(r.Text, "ann") || !strings.Contains(r.Text, "bea") {
		t.Errorf("leaderboard after ann's deletion = %q; want bea alone", r.Text)
	}
	if r := rig.do(bea); !strings.Contains(r.Text, "2 daily words") {
		t.Errorf("bea's data after ann's deletion = %q; want kept", r.Text)
	}
	for typed, near := range map[string]string{"shred": "", "delet": "delete"} {
		rig.do(apptest.As("discord", "ann", "privacy", "action", typed))
		e := rig.refused.Expect(t, game.CodePrivacyAction)
		if e.Facts["typed"] != typed || e.Facts["near"] != near {
			t.Errorf("/privacy %s refused with %v; want typed %q, near %q", typed, e.Facts, typed, near)
		}
	}
}

// Only an admin can erase a server's data, and not from a direct message.
func TestPrivacyDeleteServer(t *testing.T) {
	rig := newPrivacyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	if r := rig.do(apptest.As("discord", "bea", "guess", "words", words[0].Word)); !strings.Contains(r.Text, "+") {
		t.Fatalf("/guess = %q", r.Text)
	}
	rig.do(apptest.As("discord", "bea", "privacy", "action", "delete-server"))
	if e := rig.refused.Expect(t, game.CodeNotAdmin); e.Facts["doing"] != "delete_server" {
		t.Errorf("delete-server by a player refused with %v; want doing delete_server", e.Facts)
	}
	dm := apptest.As("discord", "bea", "privacy", "action", "delete-server")
	dm.Guild = ""
	rig.do(dm)
	rig.refused.Expect(t, game.CodePrivacyDM)
	admin := apptest.As("discord", "ann", "privacy", "action", "delete-server")
	admin.IsAdmin = true
	ask := rig.do(admin)
	if !strings.Contains(ask.Text, "cannot be undone") {
		t.Fatalf("delete-server by an admin = %q; want a warning first", ask.Text)
	}
	// A player who sees the button (it is private, but say it is forwarded) cannot press it.
	rig.do(apptest.Click(t, ask, "Delete this server", apptest.As("discord", "bea", "privacy")))
	if e := rig.refused.Expect(t, game.CodeNotAdmin); e.Facts["doing"] != "delete_server" {
		t.Errorf("a player pressing delete-server refused with %v; want doing delete_server", e.Facts)
	}
	other := admin
	other.Guild = "elsewhere"
	if r := rig.do(apptest.Click(t, ask, "Delete this server", other)); !strings.Contains(r.Text, "another server's data") {
		t.Errorf("pressing the button in another server = %q; want refused", r.Text)
	}
	if r := rig.do(apptest.Click(t, ask, "Delete this server", admin)); !strings.Contains(r.Text, "Done") {
		t.Fatalf("confirming delete-server = %q", r.Text)
	}
	if r := rig.do(apptest.As("discord", "bea", "privacy")); !strings.Contains(r.Text, "**Kept now:** nothing.") {
		t.Errorf("bea's data after the server's deletion = %q; want nothing", r.Text)
	}
}

// Without a database nothing is kept, and /privacy says so.
func TestPrivacyNoStore(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, action := range []string{"", "export", "delete"} {
		if r := e.Do(t, apptest.Req("privacy", "action", action)); !r.Ephemeral || !strings.Contains(r.Text, "without a database") || !strings.Contains(r.Text, "keeps nothing about you now") {
			t.Errorf("/privacy %s without a database = %q", action, r.Text)
		}
	}
}

// A workspace that reinstalls the app sends no event on Slack: its first
// command calls off the erasure its uninstall scheduled.
func TestCommandCallsOffRemoval(t *testing.T) {
	rig := newPrivacyRig(t)
	if err := rig.bot.Removed(context.Background(), "slack", "g", "", "app_uninstalled"); err != nil {
		t.Fatal(err)
	}
	if due, _ := rig.store.DueRemovals(context.Background(), apptest.DailyStart.Add(400*24*time.Hour)); len(due) != 1 {
		t.Fatalf("removals after the uninstall = %+v; want one", due)
	}
	rig.do(apptest.As("slack", "ann", "help"))
	if due, _ := rig.store.DueRemovals(context.Background(), apptest.DailyStart.Add(400*24*time.Hour)); len(due) != 0 {
		t.Errorf("removals after a command from the workspace = %+v; want none", due)
	}
}

// On the console (whose adapter names its one server "local") erasing the
// server erases its rounds too.
func TestPrivacyDeleteServerConsoleRounds(t *testing.T) {
	rig := newPrivacyRig(t)
	play := apptest.Req("play")
	play.IsAdmin, play.Guild = true, "local"
	if r := rig.do(play); r.Ephemeral {
		t.Fatalf("/play on the console = %q", r.Text)
	}
	if _, err := rig.store.RunningRound(context.Background(), round.Key{Platform: apptest.ConsoleName, Guild: "local", Channel: "c1"}); err != nil {
		t.Fatalf("no round after /play: %v", err)
	}
	del := apptest.Req("privacy", "action", "delete-server")
	del.IsAdmin, del.Guild = true, "local"
	ask := rig.do(del)
	if r := rig.do(apptest.Click(t, ask, "Delete this server", del)); !strings.Contains(r.Text, "Done") {
		t.Fatalf("confirming = %q", r.Text)
	}
	if _, err := rig.store.RunningRound(context.Background(), round.Key{Platform: apptest.ConsoleName, Guild: "local", Channel: "c1"}); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("the console's round after erasing its server: err = %v; want ErrNotFound", err)
	}
}

// A forged "delete this server" button pressed in a direct message (no
// server, and every direct-message user counts as its admin) erases
// nothing: direct messages' rounds have no server, and an erasure of
// "no server" would take all of them.
func TestPrivacyDeleteServerForgedInDM(t *testing.T) {
	rig := newPrivacyRig(t)
	dm := apptest.As("discord", "ann", "privacy")
	dm.Guild, dm.IsAdmin = "", true
	dm.Action = &bot.ActionEvent{ID: bot.ActionID("privacy", "server", "")}
	rig.do(dm)
	rig.refused.Expect(t, game.CodePrivacyDM)
}
