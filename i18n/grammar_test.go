package i18n_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// TestGrammar: points after German "mit" would need the dative
// ("Punkten"): the sentences say "insgesamt 113 Punkte" instead; a
// Portuguese day reads in Brazil's order, the weekday first ("quarta-feira,
// 25 de novembro"), never after "em" ("em quarta-feira"); the labels over a list of words not in a dictionary
// read right for one word as for many (Spanish, French).
func TestGrammar(t *testing.T) {
	de := i18n.Printer("de")
	pts := de.Sprintf("%d points", 113)
	for _, s := range []string{
		de.Sprintf("It hides %s worth %s.", de.Sprintf("%d words", 40), pts),
		de.Sprintf(" You are #%d with %s.", 2, pts),
		de.Sprintf("Nobody played this one. It hid **%s** worth %s.", de.Sprintf("%d words", 40), pts),
	} {
		if strings.Contains(s, "mit 113") || !strings.Contains(s, "113 Punkte") {
			t.Errorf("German: %q", s)
		}
	}
	day := game.DayOf(time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC), time.UTC)
	pt := i18n.Printer("pt-BR")
	if got := pt.Sprintf("• Best day: **%s** on %s", pt.Sprintf("%d points", 9), i18n.DayName(pt, day)); !strings.Contains(got, "quarta-feira, 25 de novembro") || strings.Contains(got, "em quarta") {
		t.Errorf("Portuguese: %q", got)
	}
	// A count of words left agrees with one word as with many: no plural
	// verb ("te quedan", "faltam") before "1 palabra", "1 palavra".
	for _, loc := range []string{"es", "pt-BR"} {
		p := i18n.Printer(loc)
		got := p.Sprintf("**Hint %d: words left.** You have **%s** to find on %s, worth %s. By first letter and length:", 1, p.Sprintf("%d words", 1), "x", p.Sprintf("%d points", 1))
		if strings.Contains(got, "Te quedan") || strings.Contains(got, "que valen") || strings.Contains(got, "Faltam") {
			t.Errorf("%s, one word left: %q", loc, got)
		}
	}
	if got := i18n.Printer("es").Sprintf("Hint %d · where your %d words left start", 2, 1); strings.Contains(got, "1 palabra restante") {
		t.Errorf("Spanish, one word left: %q", got)
	}
	if got := i18n.Printer("es").Sprintf("Not in the %s dictionary:", "common"); strings.Contains(got, "están") {
		t.Errorf("Spanish, for one word or many: %q", got)
	}
	if got := i18n.Printer("fr").Sprintf("Not in the %s dictionary:", "common"); strings.Contains(got, "Absents") {
		t.Errorf("French, for one word or many: %q", got)
	}
}

// TestLanguageName: a language named in the reader's language, as a
// dictionary is named inside a sentence.
func TestLanguageName(t *testing.T) {
	for _, c := range []struct{ locale, code, want string }{
		{"", "fr", "French"}, {"fr", "fr", "français"}, {"de", "fr", "Französisch"}, {"es", "de", "alemán"}, {"pt-BR", "ru", "russo"}, {"fr", "zz-bad-", "zz-bad-"},
	} {
		if got := i18n.LanguageName(i18n.Printer(c.locale), c.code); got != c.want {
			t.Errorf("LanguageName(%q, %q) = %q, want %q", c.locale, c.code, got, c.want)
		}
	}
}
