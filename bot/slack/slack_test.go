package slack

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	slackapi "github.com/slack-go/slack"
)

// New refuses what the adapter cannot work without, in words that name
// no environment variable (package config checks settings for people).
func TestNewRefuses(t *testing.T) {
	good := Config{BotToken: testBotToken, AppToken: testAppToken}
	cases := []struct {
		name string
		edit func(*Config)
		want string // "" means accepted
	}{
		{"socket mode", func(c *Config) {}, ""},
		{"http mode", func(c *Config) { c.Mode, c.AppToken, c.SigningSecret = "HTTP", "", testSecret }, ""},
		{"no bot token", func(c *Config) { c.BotToken = "" }, "no bot token"},
		{"socket without app token", func(c *Config) { c.AppToken = "" }, "Socket Mode needs an app-level token"},
		{"http without a secret", func(c *Config) { c.Mode = ModeHTTP }, "HTTP mode needs the signing secret"},
		{"bad mode", func(c *Config) { c.Mode = "webhook" }, `the mode is not socket or http`},
		{"bad API URL", func(c *Config) { c.APIURL = "slack.com/api" }, "not an http(s) URL"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := good
			c.edit(&cfg)
			cfg.Bot = app.New(app.Config{Renderer: &bottest.Renderer{}}).Bot
			_, err := New(cfg)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("New = %v, want nil", err)
			case c.want == "":
				return
			case err == nil || !strings.Contains(err.Error(), c.want):
				t.Fatalf("New = %v, want an error about %q", err, c.want)
			case strings.Contains(err.Error(), "SLACK_"):
				t.Errorf("New's error %q names an environment variable; settings are package config's", err)
			}
			checkNoSecrets(t, err.Error())
		})
	}
	if _, err := New(Config{BotToken: testBotToken, AppToken: testAppToken, Bot: app.New(app.Config{}).Bot,
		Runtime: bot.NewRuntime(app.New(app.Config{}).Bot, bot.RuntimeConfig{})}); err == nil {
		t.Error("New accepted a runtime that runs another bot")
	}
}

func TestConfigRedacted(t *testing.T) {
	cfg := Config{BotToken: testBotToken, AppToken: testAppToken, SigningSecret: testSecret, APIURL: "http://x/"}
	var logs logBuffer
	logs.logger().Info("config", "slack", cfg)
	out := fmt.Sprintf("%v %+v %#v %s", cfg, cfg, cfg, cfg) + logs.String()
	checkNoSecrets(t, out)
	if !strings.Contains(out, "[redacted]") || !strings.Contains(out, "http://x/") {
		t.Errorf("config output %q", out)
	}
}

func TestParseCommand(t *testing.T) {
	cases := []struct {
		command, text string
		want          string // "command opt=value ..." or "error: ..."
	}{
		{"/solve", "lqur slus atic nren top:8", "solve board=lqur slus atic nren top=8"},
		{"/solve", "  LQUR SLUS ATIC NREN  dict=large", "solve board=LQUR SLUS ATIC NREN dict=large"},
		{"/solve", "", "solve"},
		{"/path", "quilts", "path word=quilts"},
		{"/path", "word:relics board:lqur slus atic nren", "path board=lqur slus atic nren word=relics"},
		{"/random", "5", "random rules=5"},
		{"/help", "", "help"},
		{"/boggle", "path quilts", "path word=quilts"},
		{"/boggle", "", "help"},
		{"/BOGGLE", "/solve abcd efgh ijkl mnop", "solve board=abcd efgh ijkl mnop"},
		{"/solve", "board:&quot;x&quot; top:&lt;3&gt;", "solve board=&quot;x&quot; top=<3>"},
		{"/daily", "setup channel:<#C0123ABCD|games> time:18:30", "daily setup channel=C0123ABCD"},
		{"/stats", "user:<@U0456|bob>", "stats user=U0456"},
		{"/solve", "lqur top:3 top:4", "error: `top` is given twice"},
		{"/help", "daily setup", "help topic=daily setup"},
		{"/boggle", "play stop now", "error: `/play stop` takes no free text"},
		{"/path", "", "error: `/path` needs a word"},
		{"/frobnicate", "x", "error: I don't know the command `/frobnicate`"},
		{"/boggle", "slove lqre slus atic nren", "error: I don't know the command `/slove`. Did you mean `/solve`?"},
		{"/boggle", "  ", "help"},
	}
	for _, c := range cases {
		t.Run(c.command+" "+c.text, func(t *testing.T) {
			req, err := parseCommand(app.Commands(), slackapi.SlashCommand{Command: c.command, Text: c.text, UserID: "U1", UserName: "ann", TeamID: "T1", ChannelID: "C1"})
			var got string
			if err != nil {
				if !bot.IsRefusal(err) {
					t.Errorf("error %v is not a refusal", err)
				}
				got = "error: " + bot.ErrorIn(err, "en")
			} else {
				got = req.Command
				for _, k := range []string{"board", "channel", "dict", "rules", "size", "top", "topic", "user", "word"} {
					if v, ok := req.Options[k]; ok {
						got += " " + k + "=" + v
					}
				}
				if req.Platform != Platform || req.User != (bot.User{ID: "U1", Name: "ann"}) || req.Guild != "T1" || req.Channel != "C1" {
					t.Errorf("request %+v lacks where it came from", req)
				}
			}
			if !strings.HasPrefix(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestMentionID(t *testing.T) {
	for in, want := range map[string]string{"<#C123|general>": "C123", "<#C123>": "C123", "<@U9|ann>": "U9", "C123": "C123", "<>": "<>", "<#": "<#"} {
		if got := mentionID(in); got != want {
			t.Errorf("mentionID(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMrkdwn(t *testing.T) {
	cases := map[string]string{
		"**42 words** on `abcd`":         "*42 words* on `abcd`",
		"`/solve [board:<text>]` & more": "`/solve [board:&lt;text&gt;]` &amp; more",
		"plain":                          "plain",
	}
	for in, want := range cases {
		if got := mrkdwn(in); got != want {
			t.Errorf("mrkdwn(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBlocksLimits: labels and options are clipped to Slack's limits, and
// the action ids are the bot's, unchanged.
func TestBlocksLimits(t *testing.T) {
	long := strings.Repeat("x", 300)
	var choices []bot.Choice
	for i := range 120 {
		choices = append(choices, bot.Choice{Label: long, Value: fmt.Sprint(i, long)})
	}
	bs := blocks(strings.Repeat("**w** ", 1000), []bot.Action{
		{Kind: bot.Button, ID: "solve|words|standard|4abcd", Label: long},
		{Kind: bot.Select, ID: "solve|path|standard|4abcd", Label: long, Choices: choices},
		{Kind: bot.Select, ID: "empty", Label: "nothing"},
	})
	if len(bs) != 2 {
		t.Fatalf("%d blocks, want a section and an actions block", len(bs))
	}
	sec := bs[0].(*slackapi.SectionBlock)
	if n := len([]rune(sec.Text.Text)); n > maxSectionText {
		t.Errorf("section text is %d characters", n)
	}
	act := bs[1].(*slackapi.ActionBlock)
	if len(act.Elements.ElementSet) != 2 {
		t.Fatalf("%d elements, want 2 (the empty select dropped)", len(act.Elements.ElementSet))
	}
	btn := act.Elements.ElementSet[0].(*slackapi.ButtonBlockElement)
	sel := act.Elements.ElementSet[1].(*slackapi.SelectBlockElement)
	if btn.ActionID != "solve|words|standard|4abcd" || sel.ActionID != "solve|path|standard|4abcd" {
		t.Errorf("action ids %q %q", btn.ActionID, sel.ActionID)
	}
	if len([]rune(btn.Text.Text)) > maxButtonText || len([]rune(sel.Placeholder.Text)) > maxPlaceholder || len(sel.Options) != 100 {
		t.Errorf("limits: button %d, placeholder %d, %d options", len([]rune(btn.Text.Text)), len([]rune(sel.Placeholder.Text)), len(sel.Options))
	}
	for _, o := range sel.Options {
		if len([]rune(o.Text.Text)) > maxOptionText || len([]rune(o.Value)) > maxOptionValue {
			t.Fatalf("option %q/%q over the limits", o.Text.Text, o.Value)
		}
	}
}

// TestPost: the Poster uploads an image or posts text to a channel, and
// refuses an ephemeral reply, which has no one to show it to.
func TestPost(t *testing.T) {
	f := newFakeSlack(t)
	a, err := New(Config{Bot: newTestBot(&bottest.Renderer{}, slog.New(slog.DiscardHandler)), BotToken: testBotToken, AppToken: testAppToken, APIURL: f.apiURL()})
	if err != nil {
		t.Fatal(err)
	}
	var p bot.Poster = a
	ctx := context.Background()
	b := newTestBot(&bottest.Renderer{}, slog.New(slog.DiscardHandler))
	board := b.Handle(ctx, bot.Request{Platform: Platform, Command: "random", Channel: "C5", User: bot.User{ID: "U1"}})
	if board.Image == nil {
		t.Fatalf("no image in %q", board.Text)
	}
	if err := p.Post(ctx, "C5", board); err != nil {
		t.Fatal(err)
	}
	if got := f.next(t); got.Kind != "upload" || got.Channel != "C5" || !strings.Contains(got.Text, "New 4x4 board") {
		t.Errorf("got %s to %q: %q", got.Kind, got.Channel, got.Text)
	} else {
		checkPNG(t, got.PNG)
	}
	if err := p.Post(ctx, "C5", bot.Reply{Text: "**Day 12** is open"}); err != nil {
		t.Fatal(err)
	}
	if got := f.next(t); got.Kind != "message" || got.Channel != "C5" || got.Text != "*Day 12* is open" {
		t.Errorf("got %s to %q: %q", got.Kind, got.Channel, got.Text)
	}
	if err := p.Post(ctx, "C5", bot.Reply{Text: "psst", Ephemeral: true}); err == nil {
		t.Error("Post sent an ephemeral reply")
	}
	f.fail("chat.postMessage", "not_in_channel")
	if err := p.Post(ctx, "C5", bot.Reply{Text: "x"}); err == nil || !strings.Contains(err.Error(), "not_in_channel") {
		t.Errorf("Post = %v, want the not_in_channel error", err)
	} else {
		checkNoSecrets(t, err.Error())
		if !bot.IsRejected(err) {
			t.Errorf("Post = %v: Slack refused it, so the scheduler must be told (bot.Rejected)", err)
		}
	}
	// An answer that never came is not a refusal: the post may have gone out.
	ctx2, cancel := context.WithDeadline(ctx, time.Now().Add(-time.Second)) // expired already
	defer cancel()
	if err := p.Post(ctx2, "C5", bot.Reply{Text: "y"}); err == nil || bot.IsRejected(err) {
		t.Errorf("Post with an expired context = %v, want an error that is not Rejected", err)
	}
}

// TestScrub: errors lose the tokens, the secrets they are given and the
// path of any URL the HTTP client quotes, except a Web API method's.
func TestScrub(t *testing.T) {
	a := &Slack{cfg: Config{BotToken: testBotToken, APIURL: "https://slack.com/api/"}}
	refused := errors.New("connection refused")
	cases := []struct {
		err     error
		secrets []string
		want    string
	}{
		{&url.Error{Op: "Post", URL: "https://files.slack.com/upload/v1/CwABAAAAXAo", Err: refused},
			nil, `Post "https://files.slack.com/[redacted]": connection refused`},
		{fmt.Errorf("chat.postMessage: %w", &url.Error{Op: "Post", URL: "https://slack.com/api/chat.postMessage", Err: refused}),
			nil, `chat.postMessage: Post "https://slack.com/api/chat.postMessage": connection refused`},
		{fmt.Errorf("token %s and https://hooks.slack.com/commands/T1/2/xyz", testBotToken),
			[]string{"https://hooks.slack.com/commands/T1/2/xyz"}, "token [redacted] and [redacted]"},
	}
	for _, c := range cases {
		if got := a.scrub(c.err, c.secrets...); got != c.want {
			t.Errorf("scrub(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}
