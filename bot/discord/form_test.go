package discord_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// formBot serves bottest.FormCommands (and more): /form's button opens a
// form whose submission echoes the words; /live's replies report their
// message on refs.
func formBot(refs chan string, more ...bottest.Command) *bot.Bot {
	return bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}, append(bottest.FormCommands(refs), more...)...)
}

// answer is an interaction's first answer, modal fields included.
type answer struct {
	Type int `json:"type"`
	Data struct {
		Content    string `json:"content"`
		Flags      int    `json:"flags"`
		CustomID   string `json:"custom_id"`
		Title      string `json:"title"`
		Components []struct {
			Type       int `json:"type"`
			Components []struct {
				Type        int    `json:"type"`
				CustomID    string `json:"custom_id"`
				Style       int    `json:"style"`
				Label       string `json:"label"`
				Placeholder string `json:"placeholder"`
				MaxLength   int    `json:"max_length"`
				Required    *bool  `json:"required"`
			} `json:"components"`
		} `json:"components"`
	} `json:"data"`
}

// A transport delivers interactions to an adapter, over HTTP or the
// gateway, and returns each one's first answer as Discord receives it.
type transport struct {
	name string
	fake *discordtest.Server
	d    *discord.Discord
	send func(t *testing.T, interaction []byte) []byte
}

func httpTransport(t *testing.T, cfg discord.Config) transport {
	e := newHTTPEnv(t, cfg)
	return transport{name: "http", fake: e.fake, d: e.d, send: func(t *testing.T, interaction []byte) []byte {
		t.Helper()
		status, body := do(t, signed(t, e.url(), e.priv, time.Now(), interaction))
		if status != 200 {
			t.Fatalf("status %d: %s", status, body)
		}
		return body
	}}
}

func gatewayTransport(t *testing.T, cfg discord.Config) transport {
	fake := discordtest.NewServer()
	cfg.Token, cfg.AppID, cfg.APIURL = token, "999", fake.URL
	if cfg.AckWithin == 0 {
		cfg.AckWithin = patience // direct or deferred by the reply, not by the machine's speed
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	d, err := discord.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.RunGateway(ctx) }()
	t.Cleanup(func() {
		cancel()
		<-done
		d.Wait(context.Background())
		fake.Close()
	})
	select {
	case <-fake.Ready():
	case err := <-done:
		t.Fatalf("gateway: %v", err)
	case <-time.After(patience):
		t.Fatal("the session never identified")
	}
	return transport{name: "gateway", fake: fake, d: d, send: func(t *testing.T, interaction []byte) []byte {
		t.Helper()
		if err := fake.SendInteraction(interaction); err != nil {
			t.Fatal(err)
		}
		var in struct{ ID, Token string }
		json.Unmarshal(interaction, &in)
		c := next(t, fake)
		expect(t, c, "POST", "/interactions/"+in.ID+"/"+in.Token+"/callback")
		if c.Auth != "Bot "+token {
			t.Errorf("callback Authorization = %q", c.Auth)
		}
		return c.JSON
	}}
}

func transports(t *testing.T, cfg discord.Config, f func(t *testing.T, tr transport)) {
	for _, mk := range []func(*testing.T, discord.Config) transport{httpTransport, gatewayTransport} {
		tr := mk(t, cfg)
		t.Run(tr.name, func(t *testing.T) { f(t, tr) })
	}
}

func decodeAnswer(t *testing.T, raw []byte) answer {
	t.Helper()
	var a answer
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatalf("answer %s: %v", raw, err)
	}
	return a
}

// The modal round trip: a click on the button opens the form (the first
// answer, type 9, with the form's ids), and its submission (type 5) comes
// back to the bot as an action with the words as typed.
func TestForm(t *testing.T) {
	transports(t, discord.Config{Bot: formBot(nil)}, func(t *testing.T, tr transport) {
		a := decodeAnswer(t, tr.send(t, discordtest.Interaction("11", 3, discordtest.Component(bot.ActionID("form", "open")))))
		if a.Type != 9 || a.Data.CustomID != bottest.Form.ID || a.Data.Title != bottest.Form.Title || len(a.Data.Components) != 1 {
			t.Fatalf("click answered %+v, want the modal (type 9) %q", a, bottest.Form.ID)
		}
		row := a.Data.Components[0]
		if row.Type != 1 || len(row.Components) != 1 {
			t.Fatalf("modal components %+v, want one action row with one input", a.Data.Components)
		}
		in := row.Components[0]
		if in.Type != 4 || in.CustomID != "text" || in.Style != 2 || in.Label != bottest.Form.Label ||
			in.Placeholder != bottest.Form.Placeholder || in.MaxLength != 4000 || in.Required == nil || !*in.Required {
			t.Errorf("text input %+v, want a required paragraph (style 2) called text of up to 4000 characters", in)
		}

		typed := "quilts  Relic\nslur"
		a = decodeAnswer(t, tr.send(t, discordtest.Interaction("12", 5, discordtest.ModalSubmit(bottest.Form.ID, typed))))
		if want := "You entered: " + typed + " (in 777)"; a.Type != 4 || a.Data.Flags != 64 || a.Data.Content != want {
			t.Fatalf("submission answered %+v, want an ephemeral %q", a, want)
		}

		// A modal cannot answer a modal: the form's text goes instead.
		a = decodeAnswer(t, tr.send(t, discordtest.Interaction("13", 5, discordtest.ModalSubmit(bottest.Form.ID, "again"))))
		if a.Type != 4 || a.Data.Flags != 64 || a.Data.Content != bottest.FormFallback {
			t.Fatalf("a form answering a submission: %+v, want the ephemeral %q", a, bottest.FormFallback)
		}
		noMoreCalls(t, tr.fake, tr.d, false)
	})
}

// A form's reply that comes after a deferral (the click waited for a
// worker) cannot open the modal: the player gets its text, privately,
// in place of the public "thinking...".
func TestFormAfterDeferral(t *testing.T) {
	started, release := make(chan struct{}, 2), make(chan struct{})
	b := formBot(nil, gate(started, release))
	e := newHTTPEnv(t, pool(discord.Config{Bot: b, AckWithin: 20 * time.Millisecond}, bot.RuntimeConfig{Workers: 1}))
	status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), discordtest.Interaction("21", 2, discordtest.Command("hold", nil))))
	if status != 200 || !strings.Contains(string(resp), `"type":5`) {
		t.Fatalf("hold: %d %s", status, resp)
	}
	<-started // the only worker is held
	status, resp = do(t, signed(t, e.url(), e.priv, time.Now(), discordtest.Interaction("22", 3, discordtest.Component(bot.ActionID("form", "open")))))
	if a := decodeAnswer(t, resp); status != 200 || a.Type != 5 || a.Data.Flags != 0 {
		t.Fatalf("queued click: %d %s, want a public deferral", status, resp)
	}
	close(release)
	deleted := false
	for {
		c := next(t, e.fake)
		if !strings.Contains(c.Path, "token-22") {
			continue // the hold's reply
		}
		if c.Method == "DELETE" && c.Path == "/webhooks/999/token-22/messages/@original" {
			deleted = true
			continue
		}
		expect(t, c, "POST", "/webhooks/999/token-22")
		if s := decode(t, c); s.Content != bottest.FormFallback || s.Flags != 64 || !deleted {
			t.Fatalf("follow-up %s (deferral deleted first: %v), want the form's text, ephemeral", c.JSON, deleted)
		}
		break
	}
}

// A public reply with Live reports the id of the message that holds it:
// the original response's (always deferred, so that the edit that
// delivers it answers with the id), a channel post's; Edit changes that
// message's text and buttons with the bot token and keeps its image.
func TestLive(t *testing.T) {
	refs := make(chan string, 4)
	b := formBot(refs)
	transports(t, discord.Config{Bot: b}, func(t *testing.T, tr transport) {
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
		for _, c := range []struct {
			id, command string
			image       bool
		}{{"31", "live", true}, {"32", "livetext", false}} {
			a := decodeAnswer(t, tr.send(t, discordtest.Interaction(c.id, 2, discordtest.Command(c.command, nil))))
			if a.Type != 5 || a.Data.Flags != 0 {
				t.Fatalf("/%s answered %+v, want a public deferral", c.command, a)
			}
			edit := next(t, tr.fake)
			expect(t, edit, "PATCH", "/webhooks/999/token-"+c.id+"/messages/@original")
			id := ref(t)
			m, ok := tr.fake.Message(id)
			if !ok || m.Content != "**Live!** Enter words below." || (len(m.Attachments) == 1) != c.image {
				t.Fatalf("/%s: Live(%q), and the fake's message is %+v (known: %v)", c.command, id, m, ok)
			}
		}

		// Posted to a channel with the bot token, too.
		r := b.Handle(context.Background(), bot.Request{Command: "live", User: bot.User{ID: "x"}})
		if err := tr.d.Post(context.Background(), "777", r); err != nil {
			t.Fatal(err)
		}
		expect(t, next(t, tr.fake), "POST", "/channels/777/messages")
		id := ref(t)

		err := tr.d.Edit(context.Background(), "777", id, bot.Reply{Text: "**2 players**, 5 words",
			Actions: []bot.Action{{Kind: bot.Button, ID: "form|open", Label: "Enter words"}}})
		if err != nil {
			t.Fatal(err)
		}
		c := next(t, tr.fake)
		expect(t, c, "PATCH", "/channels/777/messages/"+id)
		var body map[string]json.RawMessage
		json.Unmarshal(c.JSON, &body)
		if _, has := body["attachments"]; has || c.Auth != "Bot "+token || len(c.Files) > 0 {
			t.Errorf("edit %s (auth %q): want content and components only, with the bot token", c.JSON, c.Auth)
		}
		m, _ := tr.fake.Message(id)
		if m.Content != "**2 players**, 5 words" || len(m.Attachments) != 1 || m.Attachments[0] != "live.png" || !strings.Contains(string(m.Components), `"form|open"`) {
			t.Errorf("after the edit the message is %+v, want the new text and button and the image kept", m)
		}

		if err := tr.d.Edit(context.Background(), "777", "123", bot.Reply{Text: "x"}); err == nil || !strings.Contains(err.Error(), "404") {
			t.Errorf("editing a message Discord does not know: %v", err)
		}
		next(t, tr.fake)
		if err := tr.d.Edit(context.Background(), "777", "../../x", bot.Reply{Text: "x"}); err == nil {
			t.Error("Edit took a reference that is no message id")
		}

		// An ephemeral reply cannot be edited later: Live is not called.
		a := decodeAnswer(t, tr.send(t, discordtest.Interaction("33", 2, discordtest.Command("liveprivate", nil))))
		if a.Type != 4 || a.Data.Flags != 64 {
			t.Fatalf("/liveprivate answered %+v, want a direct ephemeral answer", a)
		}
		noMoreCalls(t, tr.fake, tr.d, false)
		select {
		case r := <-refs:
			t.Errorf("Live(%q) called for an ephemeral reply", r)
		default:
		}
	})
}

func TestMarkup(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	p := e.d.Platform()
	if got := p.Markup.Mention("444"); got != "<@444>" {
		t.Errorf("Mention = %q", got)
	}
	if p.Poster == nil || p.Editor == nil || p.Linker == nil || p.CanPost == nil || !p.Scheduled {
		t.Errorf("Discord's Platform lacks what Discord can do: %+v", p)
	}
	if p.Activity != "" {
		t.Errorf("Activity %q without the Activity set up", p.Activity)
	}
}
