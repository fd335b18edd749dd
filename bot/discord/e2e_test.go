package discord_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

const (
	token = "secret-bot-token"
	board = "lqre slus atic nren"
)

// quietBot is the real core, real renderer included, logging nowhere.
func quietBot(logs io.Writer) *bot.Bot {
	if logs == nil {
		logs = io.Discard
	}
	return app.New(app.Config{Logger: slog.New(slog.NewTextHandler(logs, nil)), RateLimit: bot.RateLimit{Burst: -1}}).Bot
}

// patience bounds every wait for something that must happen: a failure
// bound far beyond any machine's slowness, never a speed requirement.
const patience = time.Minute

// next waits for the next REST call.
func next(t *testing.T, fake *discordtest.Server) discordtest.Call {
	t.Helper()
	select {
	case c := <-fake.Calls():
		return c
	case <-time.After(patience):
		t.Fatalf("no call reached the fake Discord within %v", patience)
		return discordtest.Call{}
	}
}

// noMoreCalls waits for the adapter to finish every interaction in flight
// (Wait, which also refuses new ones), then fails on any REST call not yet
// read, bar interaction callbacks when callbacks is true.
func noMoreCalls(t *testing.T, fake *discordtest.Server, d *discord.Discord, callbacks bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := d.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	for {
		select {
		case c := <-fake.Calls():
			if !callbacks || !strings.HasSuffix(c.Path, "/callback") {
				t.Errorf("unexpected call %s %s %s", c.Method, c.Path, c.JSON)
			}
		default:
			return
		}
	}
}

// sent is the JSON of a callback or message.
type sent struct {
	Type int `json:"type"`
	Data struct {
		Content string `json:"content"`
		Flags   int    `json:"flags"`
		Choices []struct {
			Name, Value string
		} `json:"choices"`
	} `json:"data"`
	// for edits and follow-ups
	Content     string `json:"content"`
	Flags       int    `json:"flags"`
	Attachments []struct {
		ID          int    `json:"id"`
		Filename    string `json:"filename"`
		Description string `json:"description"`
	} `json:"attachments"`
	Components []struct {
		Components []struct {
			Type     int    `json:"type"`
			CustomID string `json:"custom_id"`
			Label    string `json:"label"`
			Options  []struct{ Label, Value string }
		} `json:"components"`
	} `json:"components"`
	AllowedMentions *struct {
		Parse []string `json:"parse"`
	} `json:"allowed_mentions"`
}

func decode(t *testing.T, c discordtest.Call) sent {
	t.Helper()
	var s sent
	if err := json.Unmarshal(c.JSON, &s); err != nil {
		t.Fatalf("%s %s: body %q: %v", c.Method, c.Path, c.JSON, err)
	}
	return s
}

func expect(t *testing.T, c discordtest.Call, method, path string) {
	t.Helper()
	if c.Method != method || c.Path != path {
		t.Fatalf("call %s %s, want %s %s (body %s)", c.Method, c.Path, method, path, c.JSON)
	}
}

// expectPNG checks an edit carries one decodable PNG and returns its JSON.
func expectPNG(t *testing.T, c discordtest.Call) sent {
	t.Helper()
	f, ok := c.Files["files[0]"]
	if !ok {
		t.Fatalf("%s %s carries no files[0] (files %v)", c.Method, c.Path, c.Files)
	}
	img, err := png.Decode(bytes.NewReader(f.Data))
	if err != nil {
		t.Fatalf("files[0] (%s, %d bytes) is not a PNG: %v", f.Name, len(f.Data), err)
	}
	if img.Bounds().Dx() < 100 || f.ContentType != "image/png" {
		t.Errorf("image %s is %v, content type %q", f.Name, img.Bounds(), f.ContentType)
	}
	s := decode(t, c)
	if len(s.Attachments) != 1 || s.Attachments[0].Filename != f.Name || s.Attachments[0].Description == "" {
		t.Errorf("attachments = %+v for file %s", s.Attachments, f.Name)
	}
	if s.AllowedMentions == nil || len(s.AllowedMentions.Parse) != 0 {
		t.Errorf("allowed_mentions = %+v, want no mentions", s.AllowedMentions)
	}
	return s
}

// exchange sends one interaction (however the transport does it) and
// returns its first answer: the callback or HTTP response.
type exchange func(t *testing.T, interaction []byte) sent

// conversation is the same scenario over either transport: /solve, /path,
// a select pick, a button, an error, autocomplete. The caller then checks
// with noMoreCalls that nothing else was sent (no edit for direct answers).
func conversation(t *testing.T, fake *discordtest.Server, send exchange) {
	t.Run("solve", func(t *testing.T) {
		first := send(t, discordtest.Interaction("101", 2, discordtest.Command("solve", map[string]any{"board": board, "top": 3})))
		if first.Type != 5 || first.Data.Flags != 0 {
			t.Fatalf("first answer = %+v, want a public deferral (type 5)", first)
		}
		edit := next(t, fake)
		expect(t, edit, "PATCH", "/webhooks/999/token-101/messages/@original")
		s := expectPNG(t, edit)
		if !strings.Contains(s.Content, "points** on `"+board+"`") || !strings.Contains(s.Content, "Top 3: **recitals** 11") {
			t.Errorf("content = %q", s.Content)
		}
		// The image's alt text is the attachment's description: the words
		// drawn, as the text names them, and their paths.
		if d := s.Attachments[0].Description; !strings.HasPrefix(d, "Board "+board+" with the paths of its top 3 words") ||
			!strings.Contains(d, "recitals, 11 points: R(4,2) → E(4,3)") {
			t.Errorf("attachment description = %q", d)
		}
		if len(s.Components) != 2 || s.Components[0].Components[0].Type != 2 || s.Components[1].Components[0].Type != 3 ||
			len(s.Components[1].Components[0].Options) != 25 {
			t.Fatalf("components = %+v", s.Components)
		}
		selectID, buttonID := s.Components[1].Components[0].CustomID, s.Components[0].Components[0].CustomID

		t.Run("path", func(t *testing.T) {
			// No board: the channel's board, just solved.
			first := send(t, discordtest.Interaction("102", 2, discordtest.Command("path", map[string]any{"word": "recitals"})))
			if first.Type != 5 {
				t.Fatalf("first answer = %+v", first)
			}
			edit := next(t, fake)
			expect(t, edit, "PATCH", "/webhooks/999/token-102/messages/@original")
			s := expectPNG(t, edit)
			if !strings.HasPrefix(s.Content, "**recitals**: 11 points on `"+board+"`.\nPath (row, column from the top left): R(4,2) → E(4,3) → C(3,4) → I(3,3) → T(3,2) → A(3,1) → L(2,2) → S(2,1)\n**recitals** (recital, n.): ") {
				t.Errorf("content = %q", s.Content)
			}
			if d := s.Attachments[0].Description; !strings.HasSuffix(d, ": R(4,2) → E(4,3) → C(3,4) → I(3,3) → T(3,2) → A(3,1) → L(2,2) → S(2,1)") {
				t.Errorf("attachment description = %q", d)
			}
		})
		t.Run("select", func(t *testing.T) {
			first := send(t, discordtest.Interaction("103", 3, discordtest.Component(selectID, "latrine")))
			if first.Type != 5 {
				t.Fatalf("first answer = %+v", first)
			}
			edit := next(t, fake)
			expect(t, edit, "PATCH", "/webhooks/999/token-103/messages/@original")
			if s := expectPNG(t, edit); !strings.HasPrefix(s.Content, "**latrine**: 5 points") {
				t.Errorf("content = %q", s.Content)
			}
		})
		t.Run("button", func(t *testing.T) {
			first := send(t, discordtest.Interaction("104", 3, discordtest.Component(buttonID)))
			if first.Type != 4 || first.Data.Flags != 64 || !strings.Contains(first.Data.Content, "**8 letters** (11 pts each): recitals, sinecure") {
				t.Fatalf("first answer = %+v, want the ephemeral word list", first)
			}
		})
		t.Run("autocomplete", func(t *testing.T) {
			data := discordtest.Command("path", nil)
			data["options"] = []map[string]any{{"name": "word", "type": 3, "value": "rec", "focused": true}}
			first := send(t, discordtest.Interaction("105", 4, data))
			if first.Type != 8 || len(first.Data.Choices) == 0 || first.Data.Choices[0].Value != "recitals" {
				t.Fatalf("autocomplete answer = %+v", first)
			}
		})
	})
	t.Run("error", func(t *testing.T) {
		first := send(t, discordtest.Interaction("106", 2, discordtest.Command("solve", map[string]any{"board": "abcde"})))
		if first.Type != 4 || first.Data.Flags != 64 || !strings.HasPrefix(first.Data.Content, "I can't read that board: ") {
			t.Fatalf("first answer = %+v, want an ephemeral error", first)
		}
	})
}

func TestGateway(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	var logs bottest.Log
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: token, AppID: "999", GuildID: "555", APIURL: fake.URL,
		AckWithin: patience, // direct or deferred by the reply, not by the machine's speed
		Logger:    slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	if err := d.RegisterCommands(ctx); err != nil {
		t.Fatal(err)
	}
	reg := next(t, fake)
	expect(t, reg, "PUT", "/applications/999/guilds/555/commands")
	if reg.Auth != "Bot "+token {
		t.Errorf("Authorization = %q", reg.Auth)
	}
	var cmds []struct{ Name string }
	json.Unmarshal(reg.JSON, &cmds)
	if len(cmds) < 4 {
		t.Errorf("registered %s", reg.JSON)
	}

	done := make(chan error, 1)
	go func() { done <- d.RunGateway(ctx) }()
	select {
	case <-fake.Ready():
	case err := <-done:
		t.Fatalf("gateway: %v", err)
	case <-time.After(patience):
		t.Fatal("the session never identified")
	}
	id := <-fake.Identify
	if !strings.Contains(string(id), `"token":"Bot `+token+`"`) {
		t.Errorf("identify = %s", id)
	}

	conversation(t, fake, func(t *testing.T, interaction []byte) sent {
		t.Helper()
		if err := fake.SendInteraction(interaction); err != nil {
			t.Fatal(err)
		}
		var in struct{ ID, Token string }
		json.Unmarshal(interaction, &in)
		c := next(t, fake)
		expect(t, c, "POST", "/interactions/"+in.ID+"/"+in.Token+"/callback")
		return decode(t, c)
	})
	noMoreCalls(t, fake, d, true)

	cancel()
	if err := <-done; err != nil {
		t.Errorf("RunGateway: %v", err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Error(err)
	}
	if strings.Contains(logs.String(), token) {
		t.Error("the token reached the logs")
	}
}

func TestPost(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: token, AppID: "999", APIURL: fake.URL})
	if err != nil {
		t.Fatal(err)
	}
	var p bot.Poster = d
	r := quietBot(nil).Handle(context.Background(), bot.Request{Command: "random", User: bot.User{ID: "x"}})
	if err := p.Post(context.Background(), "777", r); err != nil {
		t.Fatal(err)
	}
	c := next(t, fake)
	expect(t, c, "POST", "/channels/777/messages")
	if s := expectPNG(t, c); !strings.HasPrefix(s.Content, "New 4x4 board") {
		t.Errorf("content %q", s.Content)
	}
	if c.Auth != "Bot "+token {
		t.Errorf("Authorization = %q", c.Auth)
	}
	// A message longer than Discord takes is refused, as a rejection.
	r.Text = strings.Repeat("é", discordtest.MaxContent+1)
	if err := p.Post(context.Background(), "777", r); !bot.IsRejected(err) {
		t.Errorf("posting %d characters: %v, want a rejection", discordtest.MaxContent+1, err)
	}
}
