package discord_test

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/store/memory"
)

// A live round on each transport (HTTP interactions, the gateway), in
// each mode, ended by its starter's /play stop or by its time running out
// (a fake clock): Ann starts it, /play's start message reports its id
// (Live) and has the Enter words button; Ann enters her words through it
// (the button opens the modal, its submission is judged), Bob with
// /guess, their words overlapping (roundtest.Duel), each reply checked
// against the player's tally. The round keeper edits the start message
// with the bot token (counts only, never a word; the board image and the
// button kept); a second /play says a round is running; a guess between
// the end and the results is refused and does not count; the keeper posts
// the results once, with the image and mentions, checked point by point
// against our own sums (cancelled words in classic mode); Ann's modal,
// submitted after them, says the round ended.
func TestRoundOnDiscord(t *testing.T) {
	// The duel's nine words, and one entered too late.
	words, err := roundtest.BestWords(board, "common", 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range []struct {
		name string
		make func(*testing.T, discord.Config) transport
	}{{"http", httpTransport}, {"gateway", gatewayTransport}} {
		t.Run(tr.name, func(t *testing.T) {
			for _, c := range []struct{ mode, end string }{{"classic", "stop"}, {"all", "stop"}, {"classic", "time"}, {"all", "time"}} {
				t.Run(c.mode+"/"+c.end, func(t *testing.T) { duelOnDiscord(t, tr.make, c.mode, c.end, words[:9], words[9]) })
			}
		})
	}
}

// duelOnDiscord plays a duel on words over the transport mk makes, in
// mode, ended by end ("stop" or "time"); late is entered after the end.
func duelOnDiscord(t *testing.T, mk func(*testing.T, discord.Config) transport, mode, end string, words []string, late string) {
	ann, bob := discordtest.Ann, discordtest.User{ID: "43", Name: "Bob"}
	clock := roundtest.NewClock()
	st := roundtest.NewStore(memory.New())
	svc := round.New(round.Config{Store: st, Now: clock.Now})
	a := app.New(app.Config{Rounds: svc, Now: clock.Now, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	b := a.Bot
	tr := mk(t, discord.Config{Bot: b})
	ctx := context.Background()
	ids := 100
	send := func(u discordtest.User, typ int, data any) answer {
		t.Helper()
		ids++
		return decodeAnswer(t, tr.send(t, discordtest.InteractionFrom(u, strconv.Itoa(ids), typ, data)))
	}

	if a := send(ann, 2, discordtest.Command("play", map[string]any{"board": board, "mode": mode})); a.Type != 5 {
		t.Fatalf("/play answered %+v, want a deferral", a)
	}
	start := next(t, tr.fake)
	expect(t, start, "PATCH", "/webhooks/999/token-"+strconv.Itoa(ids)+"/messages/@original")
	s := expectPNG(t, start)
	if !strings.Contains(s.Content, "<@42> started a round") || !strings.Contains(s.Content, "<t:") || len(s.Components) != 1 {
		t.Fatalf("start message %q with %+v", s.Content, s.Components)
	}
	enter := s.Components[0].Components[0].CustomID
	r, err := svc.Running(ctx, round.Key{Platform: discord.Platform, Guild: "555", Channel: "777"})
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
	if m, ok := tr.fake.Message(r.Message); !ok || m.Content != s.Content {
		t.Fatalf("the round's message %q is not the start message (%+v)", r.Message, m)
	}

	duel, err := roundtest.NewDuel([2]string{ann.ID, bob.ID}, words)
	if err != nil {
		t.Fatal(err)
	}
	form := "" // Ann's modal, left open at the end
	err = duel.Play(func(player int, batch []string) string {
		t.Helper()
		var a answer
		if player == 0 { // Ann, through the modal, a word in capitals
			a = send(ann, 3, discordtest.Component(enter))
			if a.Type != 9 || a.Data.CustomID != bot.ActionID("play", "words", r.ID) {
				t.Fatalf("Enter words answered %+v, want the modal", a)
			}
			form = a.Data.CustomID
			a = send(ann, 5, discordtest.ModalSubmit(form, strings.ToUpper(batch[0])+"\n"+strings.Join(batch[1:], "  ")))
		} else {
			a = send(bob, 2, discordtest.Command("guess", map[string]any{"words": strings.Join(batch, " ")}))
		}
		if a.Type != 4 || a.Data.Flags != 64 {
			t.Fatalf("player %d's words answered %+v, want a message only they see", player, a)
		}
		return a.Data.Content
	})
	if err != nil {
		t.Fatal(err)
	}

	k := &rounds.Keeper{Rounds: a.Rounds, EditEvery: time.Nanosecond} // b's Discord platform (New registered it)
	k.Tick(ctx)
	expect(t, next(t, tr.fake), "PATCH", "/channels/777/messages/"+r.Message)
	want := "So far: **2 players**, " + strconv.Itoa(duel.Entered()) + " words entered."
	m, _ := tr.fake.Message(r.Message)
	if !strings.Contains(m.Content, want) || len(m.Attachments) != 1 || !strings.Contains(string(m.Components), `"`+enter+`"`) {
		t.Errorf("after the keeper's edit the start message is %+v, want %q, the board and the button", m, want)
	}
	for _, w := range words {
		if strings.Contains(m.Content, w) && !strings.Contains(s.Content, w) {
			t.Errorf("the start message shows %q before the end: %q", w, m.Content)
		}
	}
	if a := send(bob, 2, discordtest.Command("play", map[string]any{})); !strings.Contains(a.Data.Content, "already running") {
		t.Errorf("a second /play: %+v", a)
	}

	switch end {
	case "stop":
		stop := map[string]any{"id": "cmd-play", "name": "play", "type": 1, "options": []any{map[string]any{"name": "stop", "type": 1}}}
		if a := send(ann, 2, stop); !strings.Contains(a.Data.Content, "<@42> stopped the round") {
			t.Fatalf("/play stop: %+v", a)
		}
	case "time":
		clock.Add(r.End.Sub(clock.Now()))
	}
	// A guess after the end, before the results: refused, not counted.
	if a := send(bob, 2, discordtest.Command("guess", map[string]any{"words": late})); a.Type != 4 || a.Data.Flags != 64 || !roundtest.IsOver(a.Data.Content) {
		t.Errorf("a guess after the end answered %+v", a)
	}
	k.Tick(ctx)
	res := next(t, tr.fake)
	expect(t, res, "POST", "/channels/777/messages")
	text := expectPNG(t, res).Content
	for _, err := range duel.Check(text, mode) {
		t.Error(err)
	}
	if t.Failed() || testing.Verbose() {
		t.Logf("results:\n%s", text)
	}
	// The start message says the round is over, links to the results and
	// has no buttons left.
	expect(t, next(t, tr.fake), "PATCH", "/channels/777/messages/"+r.Message)
	if m, _ := tr.fake.Message(r.Message); !strings.Contains(m.Content, "**Round over.**") || !strings.Contains(m.Content, "Results: https://discord.com/channels/") ||
		strings.Contains(string(m.Components), enter) {
		t.Errorf("the start message after the end: %q, components %s", m.Content, m.Components)
	}
	k.Tick(ctx) // the results are posted once
	if a := send(ann, 5, discordtest.ModalSubmit(form, late)); a.Type != 4 || a.Data.Flags != 64 || !roundtest.IsOver(a.Data.Content) {
		t.Errorf("Ann's modal submitted after the results answered %+v", a)
	}
	noMoreCalls(t, tr.fake, tr.d, false)
}
