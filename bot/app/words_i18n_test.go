package app_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/i18n"
)

// TestStillEnglishNowTranslated: the texts that stayed English for a
// French, German, Spanish or Portuguese reader are in their language: the
// rich /random's description and its image's dice line, the solution
// image's alt text, a language's name inside a refusal ("polonais"), and
// the "add `lang:ru`" hint on a board typed without a language.
func TestStillEnglishNowTranslated(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	in := func(locale string, r bot.Request) bot.Reply {
		r.Locale = locale
		return e.Do(t, r)
	}
	// /random quality:rich: the description and the dice line.
	got := in("fr", apptest.Req("random", "quality", "rich", "lang", "en")) // English dice, in French words
	for _, want := range []string{"Nouvelle grille riche 4x4, la plus riche de ", " lancers des dés Boggle 4x4 (depuis 1987) (", " points)"} {
		if !strings.Contains(got.Text, want) {
			t.Errorf("French /random rich: no %q in %q", want, got.Text)
		}
	}
	if last := e.R.Last(); !strings.Contains(last, `"Boggle 4x4 (depuis 1987)"`) {
		t.Errorf("French /random image's dice line: %s", last)
	}
	got = in("de", apptest.Req("random", "lang", "pl"))
	if last := e.R.Last(); !strings.Contains(last, `"Polnisch 4x4, Würfel nach der Wortliste"`) {
		t.Errorf("German /random lang:pl image's dice line: %s (%q)", last, got.Text)
	}
	// The solution image's alt text.
	got = in("es", apptest.Req("solve", "board", "lqre slus atic nren"))
	if got.Image == nil || !strings.HasPrefix(got.Image.Alt, "Tablero lqre slus atic nren con los caminos de sus 5 mejores palabras (caminos por fila y columna") {
		t.Errorf("Spanish /solve alt text: %+v", got.Image)
	}
	// A language's name inside a refusal.
	if got := in("fr", apptest.Req("solve", "board", "żółć źdźb łąka ęśńa", "lang", "pl")); got.Ephemeral {
		t.Fatalf("/solve lang:pl: %q", got.Text)
	}
	got = in("fr", apptest.Req("solve", "lang", "fr"))
	if !got.Ephemeral || !strings.Contains(got.Text, "est en polonais, et en français, aucun dé ne porte ses lettres") {
		t.Errorf("French refusal naming Polish: %q", got.Text)
	}
	got = in("de", apptest.Req("solve", "lang", "fr"))
	if !strings.Contains(got.Text, "ist auf Polnisch") {
		t.Errorf("German refusal naming Polish: %q", got.Text)
	}
	// A language as a sentence's subject takes its article (el francés, o francês).
	for _, c := range []struct{ locale, want string }{
		{"es", "está en polaco, y el francés no tiene ningún dado"},
		{"pt-BR", "está em polonês, e o francês não tem nenhum dado"},
	} {
		if got = in(c.locale, apptest.Req("solve", "lang", "fr")); !strings.Contains(got.Text, c.want) {
			t.Errorf("%s refusal naming Polish and French: %q", c.locale, got.Text)
		}
	}
	// The hint on a board of another alphabet typed without lang:.
	got = in("pt-BR", apptest.Req("solve", "board", "елка ббба бббб бббб"))
	if !strings.Contains(got.Text, "; para um tabuleiro em outro idioma, adicione `lang:ru` ou `lang:uk`") {
		t.Errorf("Portuguese hint: %q", got.Text)
	}
	got = in("", apptest.Req("solve", "board", "елка ббба бббб бббб"))
	if !strings.Contains(got.Text, "; for a board in another language, add `lang:ru` or `lang:uk`") {
		t.Errorf("English hint: %q", got.Text)
	}
}

// TestWordingFixes: German /help off says "ausgeschaltet" once, in its
// heading; the console's link button has French typography's no-break
// space before the colon.
func TestWordingFixes(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1},
		Off: []bot.Off{{What: "the web board", Why: "the server sets %s and %s to turn it on", Args: []any{"BOGGLEBOT_PUBLIC_URL", "BOGGLEBOT_WEB_SECRET"}}}})
	got := b.Handle(context.Background(), bot.Request{ID: "i", Command: "help", User: bot.User{ID: "ann"},
		Options: map[string]string{"topic": "off"}, Locale: "de"}).Text
	if strings.Count(got, "ausgeschaltet") != 1 {
		t.Errorf("German /help off:\n%s", got)
	}
	if got := i18n.Printer("fr").Sprintf("%s: %s", "Jouer sur la grille", "http://x"); got != "Jouer sur la grille\u00a0: http://x" {
		t.Errorf("French %%s: %%s = %q", got)
	}
}
