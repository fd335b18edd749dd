package slack

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/gorilla/websocket"
)

func newTestBot(r bot.Renderer, log *slog.Logger) *bot.Bot {
	return app.New(app.Config{Renderer: r, Logger: log, RateLimit: bot.RateLimit{Burst: -1}}).Bot
}

// socketConn is the fake Slack's end of a Socket Mode websocket.
type socketConn struct {
	t    *testing.T
	conn *websocket.Conn
	n    int
}

// send writes an envelope of typ with payload and returns its id and when
// it was sent.
func (c *socketConn) send(typ string, payload any) (string, time.Time) {
	c.t.Helper()
	c.n++
	id := fmt.Sprintf("env-%d", c.n)
	p, err := json.Marshal(payload)
	if err != nil {
		c.t.Fatal(err)
	}
	env, _ := json.Marshal(map[string]any{"envelope_id": id, "type": typ, "payload": json.RawMessage(p),
		"accepts_response_payload": typ == "slash_commands"})
	sent := time.Now()
	if err := c.conn.WriteMessage(websocket.TextMessage, env); err != nil {
		c.t.Fatalf("write envelope: %v", err)
	}
	return id, sent
}

// ack reads the ack of envelope id.
func (c *socketConn) ack(id string) map[string]any {
	c.t.Helper()
	_ = c.conn.SetReadDeadline(time.Now().Add(patience))
	for {
		_, data, err := c.conn.ReadMessage()
		if err != nil {
			c.t.Fatalf("no ack for %s: %v", id, err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			c.t.Fatalf("ack is not JSON: %q", data)
		}
		if m["envelope_id"] == id {
			return m
		}
	}
}

func slashPayload(command, text, channel string, f *fakeSlack) map[string]any {
	return map[string]any{"token": "deprecated", "team_id": "T1", "team_domain": "boggle", "channel_id": channel,
		"channel_name": "games", "user_id": "U1", "user_name": "ann", "command": command, "text": text,
		"response_url": f.responseURL(), "trigger_id": "trig." + command, "api_app_id": "A1"}
}

func blockActionPayload(channel, actionID, typ, value string, f *fakeSlack) map[string]any {
	act := map[string]any{"action_id": actionID, "block_id": "bogglebot_actions", "type": typ, "action_ts": "1700000001.1"}
	if typ == "static_select" {
		act["selected_option"] = map[string]any{"value": value, "text": map[string]any{"type": "plain_text", "text": value}}
	} else {
		act["value"] = "click"
	}
	return map[string]any{"type": "block_actions", "trigger_id": "trig.action", "team": map[string]any{"id": "T1"},
		"user": map[string]any{"id": "U1", "name": "ann"}, "channel": map[string]any{"id": channel, "name": "games"},
		"container": map[string]any{"type": "message", "channel_id": channel}, "response_url": f.responseURL(),
		"actions": []any{act}}
}

// actionIDs returns the action_ids in a message's blocks, in order.
func actionIDs(t *testing.T, blocks string) []string {
	t.Helper()
	var bs []struct {
		Type     string `json:"type"`
		Elements []struct {
			ActionID string `json:"action_id"`
			Type     string `json:"type"`
		} `json:"elements"`
	}
	if err := json.Unmarshal([]byte(blocks), &bs); err != nil {
		t.Fatalf("blocks are not JSON: %v\n%s", err, blocks)
	}
	var ids []string
	for _, b := range bs {
		for _, e := range b.Elements {
			ids = append(ids, e.ActionID)
		}
	}
	return ids
}

// TestSocketModeEndToEnd drives the adapter through a fake Socket Mode
// websocket and Web API: every envelope is acked with its id at once, and
// its reply lands where a player would see it.
func TestSocketModeEndToEnd(t *testing.T) {
	f := newFakeSlack(t)
	var logs logBuffer
	rend := &bottest.Renderer{}
	a, err := New(Config{Bot: newTestBot(rend, logs.logger()), BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.RunSocket(ctx) }()
	var conn *websocket.Conn
	select {
	case conn = <-f.sockets:
	case <-time.After(patience):
		t.Fatalf("the adapter never opened the websocket; calls %v", f.Calls())
	}
	defer conn.Close()
	sc := &socketConn{t: t, conn: conn}

	var solution posted // the /solve upload, whose buttons later steps click
	steps := []struct {
		name    string
		typ     string
		payload func() map[string]any
		kind    string // what the player sees
		channel string
		want    []string // in the text (or, for uploads with blocks, the blocks)
		file    string
	}{
		{"solve", "slash_commands", func() map[string]any { return slashPayload("/solve", "lqre slus atic nren top:3", "C1", f) },
			"upload", "C1", []string{"words, ", "*recitals* 11", "(standard dictionary)"}, "solution.png"},
		{"button: all words", "interactive", func() map[string]any {
			return blockActionPayload("C1", actionIDs(t, solution.Blocks)[0], "button", "", f)
		}, "ephemeral", "C1", []string{"*All ", "*8 letters* (11 pts each): recitals"}, ""},
		{"select: path of a word", "interactive", func() map[string]any {
			return blockActionPayload("C1", actionIDs(t, solution.Blocks)[1], "static_select", "latrine", f)
		}, "upload", "C1", []string{"*latrine*: 5 points"}, "path.png"},
		{"path on the channel's board", "slash_commands", func() map[string]any { return slashPayload("/path", "recitals", "C1", f) },
			"upload", "C1", []string{"*recitals*: 11 points on `lqre slus atic nren`."}, "path.png"},
		{"umbrella command", "slash_commands", func() map[string]any { return slashPayload("/boggle", "random 5", "C2", f) },
			"upload", "C2", []string{"New 5x5 board"}, "board.png"},
		{"bad board is explained, privately", "slash_commands", func() map[string]any { return slashPayload("/solve", "abcde", "C1", f) },
			"ephemeral", "C1", []string{"I can't read that board: "}, ""},
		{"unknown option is explained", "slash_commands", func() map[string]any { return slashPayload("/solve", "lqre slus atic nren colour:red", "C1", f) },
			"ephemeral", "C1", []string{"`/solve` has no option `colour`"}, ""},
		{"help", "slash_commands", func() map[string]any { return slashPayload("/help", "", "C1", f) },
			"ephemeral", "C1", []string{"*bogglebot* solves Boggle boards", "/path"}, ""},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			sc.t = t
			id, sent := sc.send(st.typ, st.payload())
			ack := sc.ack(id)
			// slack-go reports the connection before it reads a message, and
			// RunSocket handles its events in order: connected by the ack.
			if !a.Connected() {
				t.Error("Connected is false with the websocket up")
			}
			if _, has := ack["payload"]; has {
				t.Errorf("ack carries a payload %v, want a bare ack", ack["payload"])
			}
			p := f.next(t)
			if p.Kind != st.kind || p.Channel != st.channel {
				t.Fatalf("got %s to %q, want %s to %q (text %q)", p.Kind, p.Channel, st.kind, st.channel, p.Text)
			}
			if p.Kind == "ephemeral" && p.User != "U1" {
				t.Errorf("ephemeral shown to %q, want U1", p.User)
			}
			if !p.At.After(sent) {
				t.Error("posted before the envelope was sent")
			}
			seen := p.Text + p.Blocks
			for _, w := range st.want {
				if !strings.Contains(seen, w) {
					t.Errorf("%s lacks %q:\ntext %q\nblocks %s", p.Kind, w, p.Text, p.Blocks)
				}
			}
			if st.file != "" {
				if p.Title != st.file {
					t.Errorf("file title %q, want %q", p.Title, st.file)
				}
				checkPNG(t, p.PNG)
			}
			if st.name == "solve" {
				solution = p
				if ids := actionIDs(t, p.Blocks); len(ids) != 2 || !strings.HasPrefix(ids[0], "solve|words|") || !strings.HasPrefix(ids[1], "solve|path|") {
					t.Fatalf("solution's action ids %q, want the words button and the path select", ids)
				}
			}
		})
		if t.Failed() {
			break
		}
	}
	f.settled(t, a)

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("RunSocket after cancel = %v, want nil", err)
		}
	case <-time.After(patience):
		t.Fatal("RunSocket did not return after cancel")
	}
	if a.Connected() {
		t.Error("Connected after RunSocket returned")
	}
	checkNoSecrets(t, logs.String())
}

// TestSocketModeAckBeforeWork holds rendering until the ack has arrived:
// the ack never waits for the work (if it did, reading it would time out).
func TestSocketModeAckBeforeWork(t *testing.T) {
	f := newFakeSlack(t)
	rend := bottest.NewGate()
	a, err := New(Config{Bot: newTestBot(rend, slog.New(slog.DiscardHandler)), BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go a.RunSocket(ctx)
	conn := <-f.sockets
	defer conn.Close()
	sc := &socketConn{t: t, conn: conn}
	id, _ := sc.send("slash_commands", slashPayload("/solve", "lqre slus atic nren", "C9", f))
	sc.ack(id)
	<-rend.Entered() // the work is under way, held in the renderer
	f.none(t)
	rend.Open()
	if p := f.next(t); p.Kind != "upload" || p.Channel != "C9" {
		t.Fatalf("got %s to %q after the render finished", p.Kind, p.Channel)
	}
}

// TestSocketModeInvalidAuth: a rejected app token stops Run with an error
// that names the problem but not the token.
func TestSocketModeInvalidAuth(t *testing.T) {
	f := newFakeSlack(t)
	f.appAuth = "invalid_auth"
	var logs logBuffer
	a, err := New(Config{Bot: newTestBot(&bottest.Renderer{}, logs.logger()), BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	err = a.RunSocket(ctx)
	if err == nil || !strings.Contains(err.Error(), "invalid_auth") {
		t.Fatalf("Run = %v, want an invalid_auth error", err)
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		t.Fatal("Run kept retrying a rejected token")
	}
	checkNoSecrets(t, err.Error()+logs.String())
	if a.Connected() {
		t.Error("Connected after a failed start")
	}
}

// TestSocketModeRefusedTokenStops: every way Slack refuses an app-level
// token stops RunSocket with ErrTokenRefused naming SLACK_APP_TOKEN (never
// its value), including those slack-go itself would retry forever.
func TestSocketModeRefusedTokenStops(t *testing.T) {
	for _, code := range []string{"invalid_auth", "token_revoked", "token_expired", "not_allowed_token_type"} {
		t.Run(code, func(t *testing.T) {
			f := newFakeSlack(t)
			f.appAuth = code
			var logs logBuffer
			a, err := New(Config{Bot: newTestBot(&bottest.Renderer{}, logs.logger()), BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL()})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), patience)
			defer cancel()
			err = a.RunSocket(ctx)
			if !errors.Is(err, ErrTokenRefused) || !strings.Contains(err.Error(), "SLACK_APP_TOKEN") || !strings.Contains(err.Error(), code) {
				t.Fatalf("RunSocket = %v, want ErrTokenRefused naming SLACK_APP_TOKEN and %s", err, code)
			}
			checkNoSecrets(t, err.Error()+logs.String())
		})
	}
}
