package i18n_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

var sampleFacts = game.Facts{
	"n": 60, "max": 50, "min": 3, "typed": "Mars/Olympus", "example": game.Date(2026, 7, 13), "range": "day out of range",
	"board": "stae rmol qinc dpeh", "left": []string{"tea", "mole"}, "end": time.Date(2026, 7, 14, 10, 3, 0, 0, time.UTC),
	"size": 6, "day": game.Date(2026, 7, 16), "today": game.Date(2026, 7, 14), "first": game.Date(2026, 7, 1),
	"doing": "review", "duration": "11m0s", "wait": 3 * time.Second, "bytes": 4096,
}

// TestEveryCodeInEveryLanguage words every code in each complete
// language: never empty, never a formatting mistake, never the English
// (but for the apology codes, translated too).
func TestEveryCodeInEveryLanguage(t *testing.T) {
	for _, code := range i18n.Codes() {
		err := game.E(game.Invalid, code, sampleFacts)
		en := i18n.Error("en", err)
		for _, loc := range []string{"fr", "de", "es-ES", "es-419", "pt-BR"} {
			got := i18n.Error(loc, err)
			switch {
			case got == "":
				t.Errorf("%s %s: empty", code, loc)
			case strings.Contains(got, "%!"):
				t.Errorf("%s %s: a formatting mistake: %q", code, loc, got)
			case got == en:
				t.Errorf("%s %s: reads as the English %q", code, loc, got)
			}
		}
	}
}

func TestFrenchRefusal(t *testing.T) {
	err := game.E(game.Invalid, game.CodeRateCommands, game.Facts{"wait": 1500 * time.Millisecond})
	if got, want := i18n.Error("fr", err), "Vous envoyez des commandes un peu vite. Réessayez dans 2 secondes."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	err = game.E(game.Invalid, game.CodeDayFuture, sampleFacts)
	if got, want := i18n.Error("fr-FR", err), "Le 2026-07-16 n'est pas encore arrivé\u00a0: ici, nous sommes le mardi 14 juillet. Vous pouvez revoir les jours déjà terminés."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := i18n.Error("de", err), "Der 2026-07-16 ist noch nicht da: Hier ist heute Dienstag, 14. Juli. Du kannst dir Tage ansehen, die schon vorbei sind."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestPlurals(t *testing.T) {
	for _, c := range []struct {
		loc  string
		n    int
		want string
	}{
		{"en", 1, "1 second"}, {"en", 2, "2 seconds"}, {"fr", 0, "0 seconde"}, {"fr", 1, "1 seconde"},
		{"fr", 2, "2 secondes"}, {"de", 1, "1 Sekunde"}, {"es-419", 5, "5 segundos"}, {"pt-BR", 1, "1 segundo"},
		{"ja", 1, "1 second"},
	} {
		if got := i18n.Printer(c.loc).Sprintf("%d seconds", c.n); got != c.want {
			t.Errorf("%s %d: got %q, want %q", c.loc, c.n, got, c.want)
		}
	}
}

func TestTag(t *testing.T) {
	for loc, want := range map[string]string{
		"": "en", "en-US": "en", "en-GB": "en", "fr": "fr", "fr-FR": "fr", "fr-CA": "fr", "de": "de", "de-AT": "de",
		"es-ES": "es", "es-419": "es", "pt-BR": "pt-BR", "pt-PT": "pt-BR", "ja": "en", "zh-CN": "en",
		"de_DE.UTF-8": "de", "C.UTF-8": "en", "POSIX": "en", "not a locale!": "en",
		// Languages of play the bot does not write: English, not the
		// neighbour x/text calls close (it matches br to fr, oc to fr,
		// gl to es, gsw to de with High confidence).
		"br": "en", "hr": "en", "hu": "en", "tr": "en", "oc": "en", "gl": "en", "gsw": "en", "ca": "en",
	} {
		if got := i18n.Tag(loc).String(); got != want {
			t.Errorf("Tag(%q) = %s, want %s", loc, got, want)
		}
	}
}

// TestTagLongLocale: a locale far longer than any platform sends reads as
// English, at once (x/text's parser is slow on huge input).
func TestTagLongLocale(t *testing.T) {
	if got := i18n.Tag("fr-" + strings.Repeat("x-abcdefgh-", 10000)); got != i18n.English {
		t.Errorf("Tag(huge) = %v, want English", got)
	}
	if got := i18n.Tag("de_DE.UTF-8"); got == i18n.English {
		t.Errorf("Tag(de_DE.UTF-8) = English")
	}
	// A browser's header is read; a huge one (any client can send one
	// with every page load) is English, not parsed.
	if got := i18n.TagAccept("fr-CH, fr;q=0.9, en;q=0.8"); got == i18n.English {
		t.Errorf("TagAccept(fr-CH, ...) = English")
	}
	if got := i18n.TagAccept("fr, " + strings.Repeat("x-abcdefgh-", 10000)); got != i18n.English {
		t.Errorf("TagAccept(huge) = %v, want English", got)
	}
}

// TestTierNamesTranslated: a refusal names English's dictionary tiers in
// the player's words inside the sentence (French dictionnaire étendu, not
// dictionnaire large), a language's list by its name in the player's
// language, and a word list's file as named.
func TestTierNamesTranslated(t *testing.T) {
	for _, c := range []struct {
		lang, dict, code, want string
	}{
		{"fr", "large", "", "`xyzzy` n'est pas dans le dictionnaire étendu."},
		{"fr", "common", "", "`xyzzy` n'est pas dans le dictionnaire courant."},
		{"de", "large", "", "`xyzzy` steht nicht im Wörterbuch Erweitert."},
		{"es", "common", "", "`xyzzy` no está en el diccionario común."},
		{"pt", "standard", "", "`xyzzy` não está no dicionário padrão."},
		{"en", "large", "", "`xyzzy` is not in the large dictionary."},
		{"fr", "polish", "pl", "`xyzzy` n'est pas dans le dictionnaire polonais."},
		{"de", "french", "fr", "`xyzzy` steht nicht im Wörterbuch Französisch."},
		{"fr", "mots.txt", "", "`xyzzy` n'est pas dans le dictionnaire mots.txt."},
	} {
		err := game.E(game.Invalid, game.CodeNotInDictionary, game.Facts{"typed": "xyzzy", "dict": c.dict, "code": c.code})
		if got := i18n.Error(c.lang, err); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.lang, c.dict, got, c.want)
		}
	}
}
