package app_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
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
		if off == nil {
			// With every feature on, the list keeps each command's line
			// and description (not the names alone, the fallback of a
			// list too long): every command of the table, /remind and
			// the seasons' /leaderboard included.
			for _, c := range app.Commands().All() {
				if top, _, _ := strings.Cut(c.Name, " "); top == c.Name && !strings.Contains(all, "• `/"+c.Name) {
					t.Errorf("%s /help has no line of its own for /%s (%d characters of %d: the list fell back to names):\n%s",
						locale, c.Name, utf8.RuneCountInString(all), bot.MaxText, all)
					break
				}
			}
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
	b, specs := a.Bot, a.Mux().All()
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
