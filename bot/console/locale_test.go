package console_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// TestLocale: the console writes in the language of --locale or the
// environment ($LC_ALL before $LC_MESSAGES before $LANG).
func TestLocale(t *testing.T) {
	env := map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}
	if got := console.Locale(func(k string) string { return env[k] }); got != "fr_FR.UTF-8" {
		t.Errorf("Locale = %q, want LC_MESSAGES's fr_FR.UTF-8", got)
	}
	out := new(bytes.Buffer)
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}).Bot
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

// TestConsoleOwnWordsInFrench: the console's own lines (the buttons'
// "type /click" hints, /click's answers, the temporary folder's note)
// and /play stop's reply are in the player's language.
func TestConsoleOwnWordsInFrench(t *testing.T) {
	var out bytes.Buffer
	rounds := round.New(round.Config{Store: memory.New()})
	b := app.New(app.Config{Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1}, Rounds: rounds}).Bot
	c, err := console.New(&out, console.Options{User: "ann", Bot: b, Locale: "fr"})
	if err != nil {
		t.Fatal(err)
	}
	in := strings.NewReader("/solve lqre slus atic nren\n/click 9\n/path recitals\n/click\n/play board:lqre slus atic nren\n/play stop\n/path recitals\n/click 1\n")
	if err := c.Run(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"(tapez /click 1)", "(tapez /click 2 MOT, par ex. recitals",
		"Il n'y a pas de bouton \"9\"\u00a0: tapez /click 1 à /click 2.",
		"Lequel\u00a0? Tapez /click 1 à /click 2.",
		"ann a arrêté la manche. Les résultats suivent dans un instant.",
		"(J'appuie sur ",
		"fichiers ci-dessus étaient dans un dossier temporaire",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
	for _, english := range []string{"(type /click", "stopped the round", "Pressing", "temporary folder", "There is no button", "Which one"} {
		if strings.Contains(got, english) {
			t.Errorf("English %q left in:\n%s", english, got)
		}
	}
}
