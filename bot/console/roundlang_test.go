package console_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// TestRoundLanguageFixed: a French round started from one console keeps
// its language when a player of another console, in German, asks for a
// German round (refused: one runs) and guesses: née scores as French
// folds it (German would refuse the é), on the board the round started
// with.
func TestRoundLanguageFixed(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	svc := round.New(round.Config{Store: memory.New(), Now: clock})
	b := app.New(app.Config{Rounds: svc, Now: clock, Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1},
		Logger: slog.New(slog.DiscardHandler)}).Bot
	session := func(user, locale, lines string) string {
		var out bytes.Buffer
		if err := console.Run(context.Background(), strings.NewReader(lines), &out, console.Options{User: user, Locale: locale, ImageDir: t.TempDir(), Bot: b}); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	session("ann", "fr", "/play lang:fr board:\"epta serd zenl kash\" 3m\n")
	key := round.Key{Platform: "console", Guild: console.Server, Channel: "console"}
	r, err := svc.Running(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	if r.Rules.Tier != "French" {
		t.Fatalf("the round's dictionary is %q, want French", r.Rules.Tier)
	}
	got := session("bob", "de_DE.UTF-8", "/play lang:de\n/guess née\n/guess NÉE\n")
	for _, want := range []string{"läuft", "Angenommen: née +1", "Schon gefunden: née"} {
		if !strings.Contains(got, want) {
			t.Errorf("a German player's console lacks %q:\n%s", want, got)
		}
	}
	after, err := svc.Running(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	if after.Rules != r.Rules || after.Board.String() != r.Board.String() {
		t.Errorf("mid-round the round became %+v on %s, want %+v on %s", after.Rules, after.Board, r.Rules, r.Board)
	}
}
