package slack

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
)

// formTestBot serves bottest.FormCommands: /form's button opens a form
// whose submission echoes the words; /live's replies report their message
// on refs.
func formTestBot(refs chan string) *bot.Bot {
	return bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}, bottest.FormCommands(refs)...)
}

// modalView is the part of a view the tests read.
type modalView struct {
	Type            string `json:"type"`
	CallbackID      string `json:"callback_id"`
	PrivateMetadata string `json:"private_metadata"`
	Title           struct{ Text string }
	Submit          struct{ Text string }
	Close           struct{ Text string }
	Blocks          []struct {
		Type    string `json:"type"`
		BlockID string `json:"block_id"`
		Label   struct{ Text string }
		Element struct {
			Type        string `json:"type"`
			ActionID    string `json:"action_id"`
			Multiline   bool   `json:"multiline"`
			MaxLength   int    `json:"max_length"`
			Placeholder struct{ Text string }
		} `json:"element"`
	} `json:"blocks"`
}

// checkModal asserts p is bottest.Form opened with trigger, and returns
// its view.
func checkModal(t *testing.T, p posted, trigger string) modalView {
	t.Helper()
	if p.Kind != "modal" {
		t.Fatalf("got %s to %q (%q), want a modal", p.Kind, p.Channel, p.Text)
	}
	var v modalView
	if err := json.Unmarshal([]byte(p.View), &v); err != nil {
		t.Fatalf("view %s: %v", p.View, err)
	}
	if p.Trigger != trigger || v.Type != "modal" || v.CallbackID != bottest.Form.ID || v.Title.Text != bottest.Form.Title ||
		v.Submit.Text != "Enter" || v.PrivateMetadata == "" || len(v.Blocks) != 1 {
		t.Fatalf("modal opened with trigger %q: %s", p.Trigger, p.View)
	}
	b := v.Blocks[0]
	if b.Type != "input" || b.Label.Text != bottest.Form.Label || b.Element.Type != "plain_text_input" || b.Element.ActionID != "text" ||
		!b.Element.Multiline || b.Element.Placeholder.Text != bottest.Form.Placeholder || b.Element.MaxLength != 3000 {
		t.Errorf("input block %+v, want a multiline plain_text_input called text", b)
	}
	return v
}

// viewSubmission is the payload of a submitted modal, typed holding what
// the player typed in its one input.
func viewSubmission(v modalView, typed string) map[string]any {
	return map[string]any{"type": "view_submission", "trigger_id": "trig.submit",
		"team": map[string]any{"id": "T1"}, "user": map[string]any{"id": "U1", "name": "ann", "team_id": "T1"},
		"view": map[string]any{"id": "V1", "team_id": "T1", "type": "modal", "callback_id": v.CallbackID,
			"private_metadata": v.PrivateMetadata, "state": map[string]any{"values": map[string]any{
				v.Blocks[0].BlockID: map[string]any{v.Blocks[0].Element.ActionID: map[string]any{"type": "plain_text_input", "value": typed}},
			}}}}
}

func interactionForm(p map[string]any) string {
	js, _ := json.Marshal(p)
	return url.Values{"payload": {string(js)}}.Encode()
}

// The modal round trip over HTTP: a click on the button opens the form
// with the click's trigger_id, and its submission, acked with an empty 200,
// reaches the bot as an action with the words as typed, from the channel
// of the click; the answer is shown to the player there.
func TestFormHTTP(t *testing.T) {
	rig := newHTTPRig(t, nil, Config{Bot: formTestBot(nil)})
	f := rig.f
	send := func(t *testing.T, path, body string) {
		t.Helper()
		if status, resp := do(t, signedPost(t, rig.srv.URL, path, body, testSecret, time.Now().Unix())); status != 200 || resp != "" {
			t.Fatalf("ack %d %q, want an empty 200", status, resp)
		}
	}
	send(t, CommandsPath, slashForm("/form", "", "C1", f.responseURL()))
	msg := f.next(t)
	if ids := actionIDs(t, msg.Blocks); msg.Kind != "message" || len(ids) != 1 {
		t.Fatalf("/form: got %s with actions %q", msg.Kind, ids)
	}
	click := func(t *testing.T) {
		t.Helper()
		send(t, InteractivityPath, interactionForm(blockActionPayload("C1", actionIDs(t, msg.Blocks)[0], "button", "", f)))
	}

	click(t)
	v := checkModal(t, f.next(t), "trig.action")
	typed := "quilts  Relic\nslur"
	send(t, InteractivityPath, interactionForm(viewSubmission(v, typed)))
	if p := f.next(t); p.Kind != "ephemeral" || p.Channel != "C1" || p.User != "U1" || p.Text != "You entered: "+typed+" (in C1)" {
		t.Fatalf("submission answered with %s to %q for %q: %q", p.Kind, p.Channel, p.User, p.Text)
	}

	t.Run("a modal cannot answer a submission", func(t *testing.T) {
		send(t, InteractivityPath, interactionForm(viewSubmission(v, "again")))
		if p := f.next(t); p.Kind != "ephemeral" || p.Text != mrkdwn(bottest.FormFallback) {
			t.Fatalf("got %s %q, want the form's text", p.Kind, p.Text)
		}
	})
	t.Run("the bot is not in the channel", func(t *testing.T) {
		// The modal kept the click's response URL: the answer goes there.
		f.fail("chat.postEphemeral", "channel_not_found")
		defer f.fail("chat.postEphemeral", "")
		send(t, InteractivityPath, interactionForm(viewSubmission(v, "relic")))
		if p := f.next(t); p.Kind != "response" || p.Type != "ephemeral" || p.Text != "You entered: relic (in C1)" {
			t.Fatalf("got %s (%s) %q, want an ephemeral answer through the response URL", p.Kind, p.Type, p.Text)
		}
	})
	t.Run("the trigger expired", func(t *testing.T) {
		f.fail("views.open", "expired_trigger_id")
		defer f.fail("views.open", "")
		click(t)
		if p := f.next(t); p.Kind != "ephemeral" || p.Channel != "C1" || p.Text != mrkdwn(bottest.FormFallback) {
			t.Fatalf("got %s %q, want the form's text", p.Kind, p.Text)
		}
		if !strings.Contains(rig.logs.String(), "expired_trigger_id") {
			t.Error("the failure to open the form is not logged")
		}
	})
	f.settled(t, rig.a)
	if strings.Contains(rig.logs.String(), strings.TrimPrefix(f.responseURL(), f.apiURL())) {
		t.Error("the response URL the modal keeps reached the logs")
	}
}

// The same round trip over Socket Mode: both envelopes are acked bare
// (which closes the modal).
func TestFormSocketMode(t *testing.T) {
	f := newFakeSlack(t)
	var logs logBuffer
	a, err := New(Config{Bot: formTestBot(nil), BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL(), Logger: logs.logger()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.RunSocket(ctx) }()
	defer func() { cancel(); <-done; a.Wait(context.Background()); checkNoSecrets(t, logs.String()) }()
	conn := <-f.sockets
	defer conn.Close()
	sc := &socketConn{t: t, conn: conn}
	exchange := func(typ string, payload map[string]any) {
		t.Helper()
		id, _ := sc.send(typ, payload)
		ack := sc.ack(id)
		if _, has := ack["payload"]; has {
			t.Errorf("ack %v, want a bare ack", ack)
		}
	}
	exchange("slash_commands", slashPayload("/form", "", "C1", f))
	msg := f.next(t)
	exchange("interactive", blockActionPayload("C1", actionIDs(t, msg.Blocks)[0], "button", "", f))
	v := checkModal(t, f.next(t), "trig.action")
	exchange("interactive", viewSubmission(v, "quilts relic"))
	if p := f.next(t); p.Kind != "ephemeral" || p.Channel != "C1" || p.User != "U1" || p.Text != "You entered: quilts relic (in C1)" {
		t.Fatalf("submission answered with %s to %q for %q: %q", p.Kind, p.Channel, p.User, p.Text)
	}
	f.settled(t, a)
}

// A public reply with Live reports the ts of the message with its text
// and buttons: with an image, the image goes first as a file share of its
// own (Slack cannot edit those); Edit changes that message with
// chat.update.
func TestLive(t *testing.T) {
	refs := make(chan string, 4)
	b := formTestBot(refs)
	rig := newHTTPRig(t, nil, Config{Bot: b})
	f := rig.f
	ref := func(t *testing.T) string {
		t.Helper()
		select {
		case r := <-refs:
			return r
		case <-time.After(patience):
			t.Fatal("Live was never called")
			return ""
		}
	}
	textMessage := func(t *testing.T) posted {
		t.Helper()
		p := f.next(t)
		if ids := actionIDs(t, p.Blocks); p.Kind != "message" || p.Channel != "C1" || !strings.Contains(p.Text, "*Live!*") || len(ids) != 1 {
			t.Fatalf("got %s to %q: %q with actions %q, want the text and its button", p.Kind, p.Channel, p.Text, ids)
		}
		if r := ref(t); r != p.TS || r == "" {
			t.Fatalf("Live(%q), want the message's ts %q", r, p.TS)
		}
		return p
	}
	image := func(t *testing.T) {
		t.Helper()
		p := f.next(t)
		if p.Kind != "upload" || p.Channel != "C1" || p.Text != "A board" || p.Blocks != "" {
			t.Fatalf("got %s to %q: %q (blocks %s), want the image alone with its description", p.Kind, p.Channel, p.Text, p.Blocks)
		}
		checkPNG(t, p.PNG)
	}

	slash := func(t *testing.T, command string) {
		t.Helper()
		if status, resp := do(t, signedPost(t, rig.srv.URL, CommandsPath, slashForm(command, "", "C1", f.responseURL()), testSecret, time.Now().Unix())); status != 200 {
			t.Fatalf("%s: %d %q", command, status, resp)
		}
	}
	slash(t, "/live")
	image(t)
	first := textMessage(t)

	slash(t, "/livetext")
	textMessage(t)

	if err := rig.a.Post(context.Background(), "C1", b.Handle(context.Background(), bot.Request{Command: "live", User: bot.User{ID: "x"}})); err != nil {
		t.Fatal(err)
	}
	image(t)
	textMessage(t)

	if err := rig.a.Edit(context.Background(), "C1", first.TS, bot.Reply{Text: "**2 players**, 5 words",
		Actions: []bot.Action{{Kind: bot.Button, ID: "form|open", Label: "Enter words"}}}); err != nil {
		t.Fatal(err)
	}
	if p := f.next(t); p.Kind != "update" || p.Channel != "C1" || p.TS != first.TS || p.Text != "*2 players*, 5 words" ||
		!strings.Contains(p.Blocks, `"form|open"`) {
		t.Fatalf("edit: got %s of %q in %q: %q %s", p.Kind, p.TS, p.Channel, p.Text, p.Blocks)
	}
	if err := rig.a.Edit(context.Background(), "C1", "1.000000", bot.Reply{Text: "x"}); err == nil || !strings.Contains(err.Error(), "message_not_found") {
		t.Errorf("editing a message Slack does not know: %v", err)
	}

	// An ephemeral reply cannot be edited: Live is not called.
	if p := rig.slash(t, "U1", "C1", "/liveprivate", ""); p.Kind != "ephemeral" {
		t.Fatalf("/liveprivate: got %s", p.Kind)
	}
	f.settled(t, rig.a)
	select {
	case r := <-refs:
		t.Errorf("Live(%q) called for an ephemeral reply", r)
	default:
	}

	p := rig.a.Platform()
	if p.Markup == nil || p.Markup.Mention("U444") != "<@U444>" {
		t.Error("Slack's Platform does not write Slack's mentions")
	}
	if p.Poster == nil || p.Editor == nil || p.Admin == nil || p.CanPost == nil || !p.Scheduled {
		t.Errorf("Slack's Platform lacks what Slack can do: %+v", p)
	}
}
