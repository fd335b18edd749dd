package slack

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/store/memory"
)

// A transport delivers slash commands and interactions (as Socket Mode
// payloads: slashPayload, blockActionPayload, viewSubmission) to an
// adapter, over HTTP or Socket Mode, and checks each is acked bare at
// once: what the player sees reaches the fake Slack.
type transport struct {
	f               *fakeSlack
	a               *Slack
	slash, interact func(t *testing.T, payload map[string]any)
}

// httpTransport serves the adapter's HTTP endpoints: a slash command is a
// signed form, an interaction a signed form with the payload's JSON.
func httpTransport(t *testing.T, cfg Config) transport {
	rig := newHTTPRig(t, nil, cfg)
	post := func(t *testing.T, path, body string) {
		t.Helper()
		if status, resp := do(t, signedPost(t, rig.srv.URL, path, body, testSecret, time.Now().Unix())); status != 200 || resp != "" {
			t.Fatalf("ack %d %q, want an empty 200", status, resp)
		}
	}
	return transport{f: rig.f, a: rig.a,
		slash: func(t *testing.T, payload map[string]any) {
			t.Helper()
			form := url.Values{}
			for k, v := range payload {
				form.Set(k, v.(string))
			}
			post(t, CommandsPath, form.Encode())
		},
		interact: func(t *testing.T, payload map[string]any) {
			t.Helper()
			post(t, InteractivityPath, interactionForm(payload))
		}}
}

// socketTransport runs the adapter on a Socket Mode websocket to the fake.
func socketTransport(t *testing.T, cfg Config) transport {
	f := newFakeSlack(t)
	logs := &logBuffer{}
	cfg.BotToken, cfg.AppToken, cfg.APIURL, cfg.Logger = testBotToken, testAppToken, f.apiURL(), logs.logger()
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.RunSocket(ctx) }()
	var sc *socketConn
	t.Cleanup(func() {
		cancel()
		if sc != nil {
			sc.conn.Close()
		}
		<-done
		a.Wait(context.Background())
		checkNoSecrets(t, logs.String())
	})
	select {
	case conn := <-f.sockets:
		sc = &socketConn{conn: conn}
	case err := <-done:
		t.Fatalf("RunSocket: %v", err)
	case <-time.After(patience):
		t.Fatalf("the adapter never opened the websocket; calls %v", f.Calls())
	}
	exchange := func(t *testing.T, typ string, payload map[string]any) {
		t.Helper()
		sc.t = t
		id, _ := sc.send(typ, payload)
		if ack := sc.ack(id); ack["payload"] != nil {
			t.Errorf("ack %v, want a bare ack", ack)
		}
	}
	return transport{f: f, a: a,
		slash:    func(t *testing.T, payload map[string]any) { t.Helper(); exchange(t, "slash_commands", payload) },
		interact: func(t *testing.T, payload map[string]any) { t.Helper(); exchange(t, "interactive", payload) }}
}

// A live round on each transport (HTTP, Socket Mode), in each mode, ended
// by its starter's /play stop or by its time running out (a fake clock):
// Ann starts it, /play posts the board, then the start message whose ts
// the round keeps (Live), with the Enter words button; Ann enters her
// words through it (the button opens the modal, its submission is judged
// and answered ephemerally), Bob with /guess, their words overlapping
// (roundtest.Duel), each reply checked against the player's tally. The
// round keeper edits the start message (chat.update, counts only, never a
// word, the button kept); a second /play says a round is running; a guess
// between the end and the results is refused and does not count; the
// keeper posts the results once, with the image and mentions, checked
// point by point against our own sums (cancelled words in classic mode);
// Ann's modal, submitted after them, says the round ended.
func TestRoundOnSlack(t *testing.T) {
	// The duel's nine words, and one entered too late.
	words, err := roundtest.BestWords(roundBoard, "common", 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range []struct {
		name string
		make func(*testing.T, Config) transport
	}{{"http", httpTransport}, {"socket", socketTransport}} {
		t.Run(tr.name, func(t *testing.T) {
			for _, c := range []struct{ mode, end string }{{"classic", "stop"}, {"all", "stop"}, {"classic", "time"}, {"all", "time"}} {
				t.Run(c.mode+"/"+c.end, func(t *testing.T) { duelOnSlack(t, tr.make, c.mode, c.end, words[:9], words[9]) })
			}
		})
	}
}

// duelOnSlack plays a duel on words over the transport mk makes, in
// mode, ended by end ("stop" or "time"); late is entered after the end.
func duelOnSlack(t *testing.T, mk func(*testing.T, Config) transport, mode, end string, words []string, late string) {
	clock := roundtest.NewClock()
	st := roundtest.NewStore(memory.New())
	svc := round.New(round.Config{Store: st, Now: clock.Now})
	a := app.New(app.Config{Rounds: svc, Now: clock.Now, Renderer: new(bottest.Renderer), Logger: slog.New(slog.DiscardHandler),
		RateLimit: bot.RateLimit{Burst: -1}})
	b := a.Bot
	tr := mk(t, Config{Bot: b})
	f, ctx := tr.f, context.Background()

	tr.slash(t, slashFrom(f, "U1", "/play", "mode:"+mode+" board:"+roundBoard))
	if p := f.next(t); p.Kind != "upload" || p.Channel != "C1" || p.Blocks != "" {
		t.Fatalf("/play: got %s %q (blocks %s), want the board alone", p.Kind, p.Text, p.Blocks)
	}
	start := f.next(t)
	ids := actionIDs(t, start.Blocks)
	if start.Kind != "message" || !strings.Contains(start.Text, "<@U1> started a round") || !strings.Contains(start.Text, "<!date^") || len(ids) != 1 {
		t.Fatalf("start message: %s %q with actions %q", start.Kind, start.Text, ids)
	}
	r, err := svc.Running(ctx, round.Key{Platform: Platform, Guild: "T1", Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	if string(r.Rules.Mode) != mode {
		t.Fatalf("the round's mode is %q, want %q", r.Rules.Mode, mode)
	}
	// Live runs after the message is sent: wait for the reference.
	select {
	case r.Message = <-st.Messages:
	case <-time.After(patience):
		t.Fatal("the round never learnt its start message")
	}
	if r.Message != start.TS {
		t.Fatalf("the round's message is %q, want the start message's ts %q", r.Message, start.TS)
	}

	duel, err := roundtest.NewDuel([2]string{"U1", "U2"}, words)
	if err != nil {
		t.Fatal(err)
	}
	var v modalView // Ann's modal, left open at the end
	err = duel.Play(func(player int, batch []string) string {
		t.Helper()
		user := "U1"
		if player == 0 { // Ann, through the modal, a word in capitals
			tr.interact(t, blockActionPayload("C1", ids[0], "button", "", f))
			m := f.next(t)
			if m.Kind != "modal" || json.Unmarshal([]byte(m.View), &v) != nil || v.CallbackID != bot.ActionID("play", "words", r.ID) {
				t.Fatalf("Enter words: got %s %s, want the modal", m.Kind, m.View)
			}
			tr.interact(t, viewSubmission(v, strings.ToUpper(batch[0])+"\n"+strings.Join(batch[1:], "  ")))
		} else {
			user = "U2"
			tr.slash(t, slashFrom(f, user, "/guess", strings.Join(batch, " ")))
		}
		p := f.next(t)
		if p.Kind != "ephemeral" || p.Channel != "C1" || p.User != user {
			t.Fatalf("%s's words: got %s to %q for %q: %q, want a message only they see", user, p.Kind, p.Channel, p.User, p.Text)
		}
		return roundtest.FromMrkdwn(p.Text)
	})
	if err != nil {
		t.Fatal(err)
	}

	k := &rounds.Keeper{Rounds: a.Rounds, EditEvery: time.Nanosecond} // b's Slack platform (New registered it)
	k.Tick(ctx)
	want := "So far: *2 players*, " + strconv.Itoa(duel.Entered()) + " words entered."
	p := f.next(t)
	if p.Kind != "update" || p.TS != start.TS || !strings.Contains(p.Text, want) || !slices.Equal(actionIDs(t, p.Blocks), ids) {
		t.Fatalf("the keeper's edit: got %s of %q: %q with actions %s, want %q and the button", p.Kind, p.TS, p.Text, p.Blocks, want)
	}
	for _, w := range words {
		if strings.Contains(p.Text+p.Blocks, w) && !strings.Contains(start.Text+start.Blocks, w) {
			t.Errorf("the start message shows %q before the end: %q", w, p.Text)
		}
	}
	tr.slash(t, slashFrom(f, "U2", "/play", ""))
	if p := f.next(t); p.Kind != "ephemeral" || !strings.Contains(p.Text, "already running") {
		t.Errorf("a second /play: got %s %q", p.Kind, p.Text)
	}

	switch end {
	case "stop":
		tr.slash(t, slashFrom(f, "U1", "/play", "stop"))
		if p := f.next(t); !strings.Contains(p.Text, "<@U1> stopped the round") {
			t.Fatalf("/play stop: got %s %q", p.Kind, p.Text)
		}
	case "time":
		clock.Add(r.End.Sub(clock.Now()))
	}
	// A guess after the end, before the results: refused, not counted.
	tr.slash(t, slashFrom(f, "U2", "/guess", late))
	if p := f.next(t); p.Kind != "ephemeral" || p.User != "U2" || !roundtest.IsOver(p.Text) {
		t.Errorf("a guess after the end: got %s for %q: %q", p.Kind, p.User, p.Text)
	}
	k.Tick(ctx)
	// The results: the image, then their text and buttons as a message
	// of their own, which "Round over" links to.
	img := f.next(t)
	if img.Kind != "upload" || img.Channel != "C1" {
		t.Fatalf("results' image: got %s to %q", img.Kind, img.Channel)
	}
	checkPNG(t, img.PNG)
	res := f.next(t)
	var bs []struct{ Text struct{ Text string } }
	if res.Kind != "message" || res.Channel != "C1" || json.Unmarshal([]byte(res.Blocks), &bs) != nil || len(bs) == 0 {
		t.Fatalf("results: got %s to %q with blocks %s", res.Kind, res.Channel, res.Blocks)
	}
	text := roundtest.FromMrkdwn(bs[0].Text.Text)
	for _, err := range duel.Check(text, mode) {
		t.Error(err)
	}
	if t.Failed() || testing.Verbose() {
		t.Logf("results:\n%s", text)
	}
	// The start message says the round is over, with no buttons left.
	if p := f.next(t); p.Kind != "update" || p.TS != start.TS || !strings.Contains(p.Text, "*Round over.*") || len(actionIDs(t, p.Blocks)) != 0 ||
		!strings.Contains(p.Text, "Results: https://example.slack.com/archives/C1/p"+strings.ReplaceAll(res.TS, ".", "")) {
		t.Errorf("the start message after the end: got %s of %q: %q with actions %s", p.Kind, p.TS, p.Text, p.Blocks)
	}
	k.Tick(ctx) // the results are posted once
	tr.interact(t, viewSubmission(v, late))
	if p := f.next(t); p.Kind != "ephemeral" || p.User != "U1" || !roundtest.IsOver(p.Text) {
		t.Errorf("Ann's modal submitted after the results: got %s for %q: %q", p.Kind, p.User, p.Text)
	}
	f.settled(t, tr.a)
}

// roundBoard is the board the round tests play.
const roundBoard = "lqre slus atic nren"

// slashFrom is a slash command from Ann (U1, the fixtures' user) or Bob
// (U2) in C1.
func slashFrom(f *fakeSlack, user, command, text string) map[string]any {
	p := slashPayload(command, text, "C1", f)
	if user != "U1" {
		p["user_id"], p["user_name"] = user, "bob"
	}
	return p
}
