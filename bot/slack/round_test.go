package slack

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// A live round through the adapter's parts: /play posts the board, then
// the start message whose ts the round keeps (Live), the Enter words
// button opens the modal, its submission is judged, the round keeper
// edits the start message (chat.update) and posts the results with
// mentions.
func TestRoundOnSlack(t *testing.T) {
	st := &messageStore{Store: memory.New(), set: make(chan string, 1)}
	svc := round.New(round.Config{Store: st})
	b := bot.New(bot.Config{Rounds: svc, Renderer: new(bottest.Renderer), Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	rig := newHTTPRig(t, nil, Config{Bot: b})
	f := rig.f
	f.user("U1", map[string]any{}) // a member: /play stop asks users.info
	ctx := context.Background()
	const board = "lqre slus atic nren"
	bd, _ := solver.Parse(board)
	d, _ := dict.Embedded("common")
	words := solver.Solve(bd, d, solver.Rules{}).Words[:2]
	send := func(path, body string) {
		t.Helper()
		if status, resp := do(t, signedPost(t, rig.srv.URL, path, body, testSecret, time.Now().Unix())); status != 200 || resp != "" {
			t.Fatalf("ack %d %q", status, resp)
		}
	}

	if p := rig.slash(t, "U1", "C1", "/play", "board:"+board); p.Kind != "upload" || p.Blocks != "" {
		t.Fatalf("/play: got %s %q (blocks %s), want the board alone", p.Kind, p.Text, p.Blocks)
	}
	start := f.next(t)
	ids := actionIDs(t, start.Blocks)
	if start.Kind != "message" || !strings.Contains(start.Text, "started a round") || !strings.Contains(start.Text, "<!date^") || len(ids) != 1 {
		t.Fatalf("start message: %s %q with actions %q", start.Kind, start.Text, ids)
	}
	r, err := svc.Running(ctx, round.Key{Platform: Platform, Guild: "T1", Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	// Live runs after the message is sent: wait for the reference.
	select {
	case r.Message = <-st.set:
	case <-time.After(patience):
		t.Fatal("the round never learnt its start message")
	}
	if r.Message != start.TS {
		t.Fatalf("the round's message is %q, want the start message's ts %q", r.Message, start.TS)
	}

	send(InteractivityPath, interactionForm(blockActionPayload("C1", ids[0], "button", "", f)))
	m := f.next(t)
	if m.Kind != "modal" || !strings.Contains(m.View, `"callback_id":"`+bot.ActionID("play", "words", r.ID)+`"`) {
		t.Fatalf("Enter words: got %s %s", m.Kind, m.View)
	}
	var v modalView
	if err := json.Unmarshal([]byte(m.View), &v); err != nil {
		t.Fatal(err)
	}
	send(InteractivityPath, interactionForm(viewSubmission(v, words[0].Word+"\n"+strings.ToUpper(words[1].Word))))
	if p := f.next(t); p.Kind != "ephemeral" || p.Channel != "C1" || !strings.Contains(p.Text, "*Accepted:* "+words[0].Word) {
		t.Fatalf("the submission: got %s to %q: %q", p.Kind, p.Channel, p.Text)
	}

	k := &bot.RoundKeeper{Bot: b, Posters: map[string]bot.Poster{Platform: rig.a}, EditEvery: time.Nanosecond}
	k.Tick(ctx)
	if p := f.next(t); p.Kind != "update" || p.TS != start.TS || !strings.Contains(p.Text, "So far: *1 player*, 2 words entered.") {
		t.Fatalf("the keeper's edit: got %s of %q: %q", p.Kind, p.TS, p.Text)
	}

	if p := rig.slash(t, "U1", "C1", "/play", "stop"); !strings.Contains(p.Text, "stopped the round") {
		t.Fatalf("/play stop: got %s %q", p.Kind, p.Text)
	}
	k.Tick(ctx)
	res := f.next(t)
	var bs []struct{ Text struct{ Text string } }
	json.Unmarshal([]byte(res.Blocks), &bs)
	if want := fmt.Sprintf("1. <@U1> %d points · 2 words", words[0].Points+words[1].Points); res.Kind != "upload" || len(bs) == 0 || !strings.Contains(bs[0].Text.Text, want) {
		t.Errorf("results: got %s with blocks lacking %q:\n%s", res.Kind, want, res.Blocks)
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
