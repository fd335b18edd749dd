package bot_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/i18n"
)

// TestHelpFitsInEveryLanguage: /help, /help boards, /help off and /help
// for each command are whole in every language with a catalog: within the
// message limit the bot cuts replies at (MaxText), counted in characters
// (Discord's 2000 are characters), never cut short; on a bot with features
// off too (the console with no database and no web board), where /help off
// says why, in the player's language.
func TestHelpFitsInEveryLanguage(t *testing.T) {
	t.Run("all on", func(t *testing.T) { testHelpFits(t, nil) })
	off := []bot.Off{
		{What: "the daily challenge, live rounds, hints and /privacy",
			Why: "no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE", Args: []any{"DATABASE_URL"}},
		{What: "the web board", Why: "the server sets %s and %s to turn it on", Args: []any{"BOGGLEBOT_PUBLIC_URL", "BOGGLEBOT_WEB_SECRET"}},
	}
	t.Run("some off", func(t *testing.T) { testHelpFits(t, off) })
}

func testHelpFits(t *testing.T, off []bot.Off) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}, Off: off})
	ask := func(locale, topic string) string {
		req := bot.Request{ID: "i", Command: "help", User: bot.User{ID: "ann", Name: "ann"},
			Options: map[string]string{}, Locale: locale, IsAdmin: true}
		if topic != "" {
			req.Options["topic"] = topic
		}
		return b.Handle(context.Background(), req).Text
	}
	cut := []string{"cut short", "(abrégé)", "(gekürzt)", "(recortado)", "(cortado)"}
	langs := i18n.Languages()
	if len(langs) < 5 {
		t.Fatalf("catalogs for %v only", langs)
	}
	for _, tag := range langs {
		locale := tag.String()
		p := i18n.Printer(locale)
		topics := []string{"", "boards"}
		if len(off) > 0 {
			topics = append(topics, "off")
		}
		for _, c := range app.Commands().All() {
			topics = append(topics, c.Name)
		}
		for _, topic := range topics {
			got := ask(locale, topic)
			n := utf8.RuneCountInString(got)
			if n > bot.MaxText {
				t.Errorf("%s /help %s: %d characters, over %d", locale, topic, n, bot.MaxText)
			}
			for _, c := range cut {
				if strings.Contains(got, c) {
					t.Errorf("%s /help %s is cut short (%d characters):\n%s", locale, topic, n, got)
				}
			}
		}
		all := ask(locale, "")
		if !strings.Contains(all, "`/solve") || !strings.Contains(all, "`/help") {
			t.Errorf("%s /help lacks commands:\n%s", locale, all)
		}
		for _, o := range off {
			what, why := p.Sprintf(o.What), p.Sprintf(o.Why, o.Args...)
			if !strings.Contains(all, "/help off") && !strings.Contains(all, what) {
				t.Errorf("%s /help does not say %q is off:\n%s", locale, what, all)
			}
			got := ask(locale, "off")
			if !strings.Contains(got, what) || !strings.Contains(got, why) {
				t.Errorf("%s /help off does not say %q (%q):\n%s", locale, what, why, got)
			}
			if locale != "en" && (strings.Contains(got, o.What) || strings.Contains(got, ": off")) {
				t.Errorf("%s /help off is in English:\n%s", locale, got)
			}
		}
	}
}

// TestRefusalsInFrench: the refusals a French player meets most are in
// French, quoting what they typed.
func TestRefusalsInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	do := func(cmd string, opts map[string]string) string {
		return b.Handle(context.Background(), bot.Request{ID: "i", Command: cmd, User: bot.User{ID: "ann", Name: "ann"},
			Channel: "empty", Options: opts, Locale: "fr"}).Text
	}
	for _, c := range []struct {
		cmd  string
		opts map[string]string
		want string
	}{
		{"solve", map[string]string{"board": "perslatgsineter"}, "Je ne peux pas lire cette grille"},
		{"solve", map[string]string{"board": "perslatgsineter"}, "`perslatgsineter`"},
		{"solve", map[string]string{"board": "perslatgsineter"}, "la grille a 15 cases\u00a0; une grille carrée en demande 9, 16, 25, 36, 49 ou 64."},
		{"solve", map[string]string{}, "Il n'y a pas encore de grille dans ce salon"},
		{"random", map[string]string{"size": "7"}, "`size` doit valoir 4, 5 ou 6, pas `7`."},
		{"solve", map[string]string{"board": "lqre slus atic nren", "top": "99"}, "`top` doit être un nombre entier de 1 à 10, pas `99`."},
		{"solve", map[string]string{"board": "lqre slus atic nren", "rules": "scrabble"}, "`scrabble`"},
		{"solve", map[string]string{"board": "lqre slus atic nren", "rules": "scrabble"}, "Il n'y a pas de règles"},
		{"path", map[string]string{"word": "zzz", "board": "lqre slus atic nren"}, ": la grille n'a pas de z."},
		{"path", map[string]string{"word": "sss", "board": "lqre slus atic nren"}, ": la grille a 2 cases s, et le mot en demande 3."},
	} {
		if got := do(c.cmd, c.opts); !strings.Contains(got, c.want) {
			t.Errorf("/%s %v in French: %q, want %q", c.cmd, c.opts, got, c.want)
		}
	}
}

// TestMomentsInFrench: on a platform with plain text (the console's
// markup), a French player reads a moment in French ("à 22:10:12 UTC"),
// never "at"; a player who may not set up the daily is told so in French.
func TestMomentsInFrench(t *testing.T) {
	if got := (bot.Plain{}).Until(i18n.Printer("fr"), time.Date(2026, 11, 25, 22, 10, 12, 0, time.UTC)); got != "à 22:10:12 UTC" {
		t.Errorf("Plain.Until in French = %q", got)
	}
	if got := (bot.Plain{}).NotAdmin(i18n.Printer("es"), bot.User{ID: "u"}, i18n.Printer("es").Sprintf("set up the daily challenge")); got != "Solo los admins pueden configurar el reto diario." {
		t.Errorf("Plain.NotAdmin in Spanish = %q", got)
	}
}

// TestAllWordsInFrench: /solve's buttons and the All N words answer read
// French for a French player.
func TestAllWordsInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	r := bot.Request{ID: "i", Command: "solve", User: bot.User{ID: "ann", Name: "ann"}, Channel: "c",
		Options: map[string]string{"board": "lqre slus atic nren"}, Locale: "fr"}
	sol := b.Handle(context.Background(), r)
	if len(sol.Actions) != 2 || !strings.Contains(sol.Actions[0].Label, " mots") || !strings.Contains(sol.Actions[1].Label, "chemin") {
		t.Fatalf("actions in French: %+v", sol.Actions)
	}
	click := bot.Request{ID: "j", User: bot.User{ID: "ann", Name: "ann"}, Channel: "c", Locale: "fr",
		Action: &bot.ActionEvent{ID: sol.Actions[0].ID}}
	list := b.Handle(context.Background(), click).Text
	for _, want := range []string{"**Les ", " mots de `", " points, ", "lettres** (", " chacun)\u00a0:"} {
		if !strings.Contains(list, want) {
			t.Errorf("all words in French: no %q in %q", want, list)
		}
	}
}

// TestDictionaryNamedInTheReadersLanguage: a language's dictionary and
// dice are named in the reader's language inside a sentence
// ("dictionnaire allemand", "grille 4x4 en français"), not by their English
// names; English reads "German dictionary".
func TestDictionaryNamedInTheReadersLanguage(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	do := func(locale, cmd string, opts map[string]string) string {
		return b.Handle(context.Background(), bot.Request{ID: "i", Command: cmd, User: bot.User{ID: "ann", Name: "ann"},
			Channel: "c", Options: opts, Locale: locale}).Text
	}
	for _, c := range []struct {
		locale, cmd string
		opts        map[string]string
		want        string
	}{
		{"fr", "solve", map[string]string{"board": "lqre slus atic nren", "lang": "de"}, "(dictionnaire allemand)"},
		{"", "solve", map[string]string{"board": "lqre slus atic nren", "lang": "de"}, "German dictionary"},
		{"fr", "random", map[string]string{"lang": "fr"}, "Nouvelle grille 4x4 en français, avec des dés ajustés"},
		{"fr", "random", map[string]string{"lang": "fr"}, "(dictionnaire français)"},
		{"", "random", map[string]string{"lang": "ru"}, "New 4x4 board from Russian dice fitted to the word list's letters"},
	} {
		if got := do(c.locale, c.cmd, c.opts); !strings.Contains(got, c.want) {
			t.Errorf("%s /%s %v: no %q in %q", c.locale, c.cmd, c.opts, c.want, got)
		}
	}
}

// TestHelpListFitsAnyTable: on a bot whose commands' lines outgrow one
// message, /help names every command, whole, within MaxText, in every
// language with a catalog.
func TestHelpListFitsAnyTable(t *testing.T) {
	a := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1},
		Off: []bot.Off{{What: "the web board", Why: "the server sets %s and %s to turn it on", Args: []any{"A", "B"}}}})
	for i := range 30 {
		a.Mux().Command(bot.CommandSpec{Name: fmt.Sprintf("extra%d", i), Description: strings.Repeat("a long description ", 5)},
			func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, nil })
	}
	b, specs := a.Bot, a.Commands().All()
	for _, tag := range i18n.Languages() {
		got := b.Handle(context.Background(), bot.Request{ID: "i", Command: "help", User: bot.User{ID: "ann"}, Options: map[string]string{}, Locale: tag.String()}).Text
		if n := utf8.RuneCountInString(got); n > bot.MaxText {
			t.Errorf("%s: /help is %d characters, over %d", tag, n, bot.MaxText)
		}
		for _, c := range specs {
			if !strings.Contains(got, "`/"+c.Name) {
				t.Errorf("%s: /help lacks /%s:\n%s", tag, c.Name, got)
				break
			}
		}
		if !strings.Contains(got, "/help off") && !strings.Contains(got, i18n.Printer(tag.String()).Sprintf("the web board")) {
			t.Errorf("%s: /help says nothing of what is off:\n%s", tag, got)
		}
	}
}
