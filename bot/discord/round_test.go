package discord_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// A live round through the adapter's parts: /play's start message reports
// its id (Live), the Enter words button opens the modal, its submission is
// judged, the round keeper edits the start message with the bot token
// (keeping the board image) and posts the results with mentions.
func TestRoundOnDiscord(t *testing.T) {
	st := &messageStore{Store: memory.New(), set: make(chan string, 1)}
	svc := round.New(round.Config{Store: st})
	b := bot.New(bot.Config{Rounds: svc, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	e := newHTTPEnv(t, discord.Config{Bot: b})
	ctx := context.Background()
	send := func(interaction []byte) answer {
		t.Helper()
		status, body := do(t, signed(t, e.url(), e.priv, time.Now(), interaction))
		if status != 200 {
			t.Fatalf("status %d: %s", status, body)
		}
		return decodeAnswer(t, body)
	}
	const board = "lqre slus atic nren"
	bd, _ := solver.Parse(board)
	d, _ := dict.Embedded("common")
	words := solver.Solve(bd, d, solver.Rules{}).Words[:2]

	if a := send(discordtest.Interaction("51", 2, discordtest.Command("play", map[string]any{"board": board}))); a.Type != 5 {
		t.Fatalf("/play answered %+v, want a deferral", a)
	}
	start := next(t, e.fake)
	expect(t, start, "PATCH", "/webhooks/999/token-51/messages/@original")
	s := expectPNG(t, start)
	if !strings.Contains(s.Content, "started a round") || !strings.Contains(s.Content, "<t:") || len(s.Components) != 1 {
		t.Fatalf("start message %q with %+v", s.Content, s.Components)
	}
	enter := s.Components[0].Components[0].CustomID
	r, err := svc.Running(ctx, round.Key{Platform: discord.Platform, Guild: "555", Channel: "777"})
	if err != nil {
		t.Fatal(err)
	}
	// Live runs after the message is sent: wait for the reference.
	select {
	case r.Message = <-st.set:
	case <-time.After(patience):
		t.Fatal("the round never learnt its start message")
	}
	if m, ok := e.fake.Message(r.Message); !ok || m.Content != s.Content {
		t.Fatalf("the round's message %q is not the start message (%+v)", r.Message, m)
	}

	a := send(discordtest.Interaction("52", 3, discordtest.Component(enter)))
	if a.Type != 9 || a.Data.CustomID != bot.ActionID("play", "words", r.ID) {
		t.Fatalf("Enter words answered %+v, want the modal", a)
	}
	a = send(discordtest.Interaction("53", 5, discordtest.ModalSubmit(a.Data.CustomID, words[0].Word+"\n"+strings.ToUpper(words[1].Word))))
	if a.Type != 4 || a.Data.Flags != 64 || !strings.Contains(a.Data.Content, "**Accepted:** "+words[0].Word) {
		t.Fatalf("the submission answered %+v", a)
	}

	k := &bot.RoundKeeper{Bot: b, Posters: map[string]bot.Poster{discord.Platform: e.d}, EditEvery: time.Nanosecond}
	k.Tick(ctx)
	c := next(t, e.fake)
	expect(t, c, "PATCH", "/channels/777/messages/"+r.Message)
	if m, _ := e.fake.Message(r.Message); !strings.Contains(m.Content, "So far: **1 player**, 2 words entered.") || len(m.Attachments) != 1 {
		t.Errorf("after the keeper's edit the start message is %+v", m)
	}

	if a := send(discordtest.Interaction("54", 2, discordtest.Command("play", map[string]any{}))); !strings.Contains(a.Data.Content, "already running") {
		t.Errorf("a second /play: %+v", a)
	}
	send(discordtest.Interaction("55", 2, map[string]any{"id": "cmd-play", "name": "play", "type": 1,
		"options": []any{map[string]any{"name": "stop", "type": 1}}}))
	k.Tick(ctx)
	c = next(t, e.fake)
	expect(t, c, "POST", "/channels/777/messages")
	res := expectPNG(t, c)
	if want := fmt.Sprintf("1. <@42> %d points · 2 words", words[0].Points+words[1].Points); !strings.Contains(res.Content, want) {
		t.Errorf("results lack %q:\n%s", want, res.Content)
	}
}

// messageStore is a round.Store that says when a round learns its start
// message.
type messageStore struct {
	round.Store
	set chan string
}

func (s *messageStore) SetMessage(ctx context.Context, id, message string) error {
	err := s.Store.SetMessage(ctx, id, message)
	s.set <- message
	return err
}
