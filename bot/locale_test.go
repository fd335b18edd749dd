package bot_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// TestHelpInFrench: /help for a player whose platform is in French lists
// the commands with their French descriptions (Discord's registered ones),
// and /help boards explains boards in French; in English as before.
func TestHelpInFrench(t *testing.T) {
	b := bot.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	ask := func(locale, topic string) string {
		req := bot.Request{ID: "i", Command: "help", User: bot.User{ID: "ann", Name: "ann"},
			Options: map[string]string{}, Locale: locale}
		if topic != "" {
			req.Options["topic"] = topic
		}
		return b.Handle(context.Background(), req).Text
	}
	for _, c := range []struct{ locale, topic, want string }{
		{"fr", "", "**bogglebot** résout des grilles de Boggle"},
		{"fr", "", "Résoudre une grille de Boggle"},
		{"fr", "boards", "Les **grilles** se tapent ligne par ligne"},
		{"fr", "solve", "Exemples : "},
		{"fr", "nonsense", "Il n'y a pas d'aide sur `nonsense`."},
		{"de-DE", "", "Ein Boggle-Spielfeld lösen"},
		{"", "", "Solve a Boggle board"},
	} {
		if got := ask(c.locale, c.topic); !strings.Contains(got, c.want) {
			t.Errorf("%s /help %s: no %q in\n%s", c.locale, c.topic, c.want, got)
		}
	}
}
