package bot_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// frReq is a French player's request in channel ch.
func frReq(cmd, ch string, opts map[string]string) bot.Request {
	return bot.Request{ID: "i", Command: cmd, User: bot.User{ID: "ann", Name: "ann"}, Channel: ch, Options: opts, Locale: "fr"}
}

// TestBareQInFrench: a French word with a q no u follows is refused for
// that (the q is only on the Qu tile), never as a letter no French die has.
func TestBareQInFrench(t *testing.T) {
	b := bot.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	for _, w := range []string{"coq", "cinq"} {
		got := b.Handle(context.Background(), frReq("path", "c", map[string]string{"word": w, "board": "cinq coqx xxxx xxxx", "lang": "fr"})).Text
		if !strings.Contains(got, "`"+w+"` ne peut pas être joué ici\u00a0: la lettre q n'est que sur la case Qu, donc chaque q doit être suivi d'un u.") || strings.Contains(got, "aucun dé") {
			t.Errorf("/path %s on a French board: %q", w, got)
		}
	}
}
