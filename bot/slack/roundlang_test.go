package slack

import (
	"context"
	"log/slog"
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

// TestRoundLanguageFixedOnSlack: a French round's language is fixed when
// it starts. A member whose Slack language is German (the server's
// language, on Slack, follows its last player) asking for /play lang:de
// and guessing changes neither how its words are judged (née, as French
// folds it, scores; German would refuse the é) nor its board, nor the
// language of its posts (its starter's, English).
func TestRoundLanguageFixedOnSlack(t *testing.T) {
	clock := roundtest.NewClock()
	svc := round.New(round.Config{Store: memory.New(), Now: clock.Now})
	a := app.New(app.Config{Rounds: svc, Now: clock.Now, Renderer: new(bottest.Renderer), Logger: slog.New(slog.DiscardHandler),
		RateLimit: bot.RateLimit{Burst: -1}})
	b := a.Bot
	tr := httpTransport(t, Config{Bot: b})
	f, ctx := tr.f, context.Background()
	f.user("U2", map[string]any{"locale": "de-DE"})
	const board = "epta serd zenl kash"

	tr.slash(t, slashFrom(f, "U1", "/play", "lang:fr board:"+board))
	f.next(t) // the board
	f.next(t) // the start message
	key := round.Key{Platform: Platform, Guild: "T1", Channel: "C1"}
	r, err := svc.Running(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	if r.Rules.Tier != "French" {
		t.Fatalf("the round's dictionary is %q, want French", r.Rules.Tier)
	}

	tr.slash(t, slashFrom(f, "U2", "/play", "lang:de"))
	if p := f.next(t); p.Kind != "ephemeral" || !strings.Contains(p.Text, "läuft") {
		t.Fatalf("a second /play lang:de mid-round: %s %q, want told a round is running (in German)", p.Kind, p.Text)
	}
	want := map[string]string{"née": "*Angenommen:* née +1", "NÉE": "*Schon gefunden:* née"}
	for _, g := range []string{"née", "NÉE"} {
		tr.slash(t, slashFrom(f, "U2", "/guess", g))
		p := f.next(t)
		if p.Kind != "ephemeral" || !strings.Contains(p.Text, want[g]) {
			t.Fatalf("/guess %s in a French round, from a German member: %s %q, want %q: née judged in French", g, p.Kind, p.Text, want[g])
		}
	}
	now, err := svc.Running(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	if now.Rules != r.Rules || now.Board.String() != r.Board.String() {
		t.Errorf("mid-round the round became %+v on %s, want %+v on %s", now.Rules, now.Board, r.Rules, r.Board)
	}

	// Its posts keep the language they started in (Ann's, English),
	// though the server's language on Slack is now Bob's, German.
	clock.Add(r.End.Sub(clock.Now()))
	(&rounds.Keeper{Rounds: a.Rounds, EditEvery: time.Nanosecond}).Tick(ctx)
	if img := f.next(t); img.Kind != "upload" {
		t.Fatalf("results' image: got %s %q", img.Kind, img.Text)
	}
	res := f.next(t)
	if res.Kind != "message" || !strings.Contains(res.Blocks, "point") || strings.Contains(res.Blocks, "Punkt") {
		t.Errorf("results of a round started in English, after a German member played: %s %s", res.Kind, res.Blocks)
	}
}
