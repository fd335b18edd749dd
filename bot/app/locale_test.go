package app_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/i18n"
)

// TestHelpInFrench: /help for a player whose platform is in French lists
// the commands with their French descriptions (Discord's registered ones),
// and /help boards explains boards in French; in English as before.
func TestHelpInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
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
		{"fr", "solve", "Exemples\u00a0: "},
		{"fr", "nonsense", "Il n'y a pas d'aide sur `nonsense`."},
		{"de-DE", "", "Ein Boggle-Spielfeld lösen"},
		{"", "", "Solve a Boggle board"},
		// What free text holds, in the reader's words (not the option's English name).
		{"", "", "• `/random [SIZE QUALITY]` — Roll a board"},
		{"fr", "", "• `/random [TAILLE QUALITÉ]` — "},
		{"fr", "random", "**`/random [TAILLE QUALITÉ]`** — "},
		{"fr", "random", "• `TAILLE QUALITÉ` (ou `rules:`) taille et qualité"},
		{"", "path", "• `WORD` (or `word:`) the word"},
		{"de-DE", "", "• `/path WORT` — "},
		{"es-ES", "", "• `/play [TAMAÑO DURACIÓN MODO]` — "},
		{"pt-BR", "", "• `/solve [TABULEIRO]` — "},
	} {
		if got := ask(c.locale, c.topic); !strings.Contains(got, c.want) {
			t.Errorf("%s /help %s: no %q in\n%s", c.locale, c.topic, c.want, got)
		}
	}
}

// TestEveryMetaTranslated: what each command's free text holds, as
// /help's synopsis writes it (`/random [SIZE QUALITY]`), reads in French,
// German, Spanish and Portuguese, and stays words a player can read: no
// option's English name left in capitals where a language translates it.
func TestEveryMetaTranslated(t *testing.T) {
	for _, c := range app.Commands().All() {
		for _, o := range c.Options {
			if !o.Positional {
				continue
			}
			if o.Meta == "" || o.Meta != strings.ToUpper(o.Meta) {
				t.Errorf("/%s %s: Meta %q; want capitalised words saying what free text holds", c.Name, o.Name, o.Meta)
				continue
			}
			for _, loc := range []string{"fr", "de", "es", "pt-BR"} {
				s, ok := i18n.Lookup(loc, o.Meta)
				if !ok || s == "" || s != strings.ToUpper(s) {
					t.Errorf("/%s %s: %s has %q for %q (translated: %v); want it in capitals in i18n's file", c.Name, o.Name, loc, s, o.Meta, ok)
				}
			}
		}
	}
}

// TestSolveInTheServersLanguage: /solve's answer, which the channel sees,
// is in the server's language (Discord's guild_locale) when it has one,
// else the player's; a mistake, which only the player sees, in theirs.
func TestSolveInTheServersLanguage(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	solve := func(locale, server, board string) bot.Reply {
		return b.Handle(context.Background(), bot.Request{ID: "i", Command: "solve", User: bot.User{ID: "ann", Name: "ann"},
			Channel: "c", Options: map[string]string{"board": board}, Locale: locale, ServerLocale: server})
	}
	for _, c := range []struct{ locale, server, want string }{
		{"fr", "", " mots, "},
		{"fr", "de", " Wörter, "},
		{"", "", " words, "},
	} {
		if got := solve(c.locale, c.server, "lqre slus atic nren").Text; !strings.Contains(got, c.want) {
			t.Errorf("player %q, server %q: %q, want %q", c.locale, c.server, got, c.want)
		}
	}
	if got := b.Handle(context.Background(), bot.Request{ID: "i", Command: "path", User: bot.User{ID: "ann"}, Channel: "c",
		Options: map[string]string{"word": "zzzq", "board": "lqre slus atic nren"}, Locale: "fr", ServerLocale: "de"}); !strings.Contains(got.Text, "n'est pas sur la grille") {
		t.Errorf("/path refusal for a French player: %q", got.Text)
	}
}

// TestFormInPlayersLanguage: a form that leaves its title, label or
// buttons unnamed reaches the platform with them in the player's
// language, never the adapter's English; a form's own words stay.
func TestFormInPlayersLanguage(t *testing.T) {
	spec := bottest.Command{Spec: bot.CommandSpec{Name: "ask", Description: "asks"}, Handle: func(context.Context, bot.Request) (bot.Reply, error) {
		return bot.Reply{Text: "x", Ephemeral: true, Form: &bot.Form{ID: "ask|text", Label: "Mots"}}, nil
	}}
	b := bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}, spec)
	for _, c := range []struct{ locale, title, submit, cancel string }{
		{"fr", "Saisir du texte", "Valider", "Annuler"},
		{"pt-BR", "Digitar texto", "Enviar", "Cancelar"},
		{"", "Enter text", "Enter", "Cancel"},
	} {
		r := b.Handle(context.Background(), bot.Request{ID: "i", Command: "ask", User: bot.User{ID: "ann", Name: "ann"}, Locale: c.locale})
		if r.Form == nil {
			t.Fatalf("%q: no form in %+v", c.locale, r)
		}
		if f := r.Form; f.Title != c.title || f.Label != "Mots" || f.Submit != c.submit || f.Cancel != c.cancel {
			t.Errorf("%q: form %+v; want title %q, label Mots, buttons %q and %q", c.locale, *f, c.title, c.submit, c.cancel)
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
