package console_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/console"
)

// TestLocale: the console writes in the language of --locale or the
// environment ($LC_ALL before $LC_MESSAGES before $LANG).
func TestLocale(t *testing.T) {
	env := map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}
	if got := console.Locale(func(k string) string { return env[k] }); got != "fr_FR.UTF-8" {
		t.Errorf("Locale = %q, want LC_MESSAGES's fr_FR.UTF-8", got)
	}
	out := new(bytes.Buffer)
	b := bot.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	opt := console.Options{ImageDir: t.TempDir(), Bot: b, Locale: "fr_FR.UTF-8"}
	if err := console.Run(context.Background(), strings.NewReader("/daily\n/solv lqre slus atic nren\n"), out, opt); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Le défi du jour n'est pas activé sur ce bot", "Je ne connais pas la commande /solv. Vouliez-vous dire /solve\u00a0?"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("got %q, want %q", out, want)
		}
	}
}
