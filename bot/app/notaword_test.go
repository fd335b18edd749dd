package app_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

// TestNotAWordSaysWhy: a guess's word that is not one is told why, in the
// player's language: too long (with the maximum), no letters (a lone
// apostrophe in Ukrainian, folded away), or a letter the language's dice
// lack (named, with the language); never "letters a-z only" outside
// English. /path in a language names the letter the same way.
func TestNotAWordSaysWhy(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	long := strings.Repeat("а", 45)
	for _, c := range []struct {
		code, guess, locale string
		want                []string
	}{
		{"uk", "'", "", []string{"**No letters:** `'`"}},
		{"uk", long, "", []string{"**Too long (at most 40 letters):** `" + strings.Repeat("а", 40) + "…`"}},
		{"uk", "abc", "", []string{"**Letters that no die of Ukrainian has:** `abc` (`a`)"}},
		{"hu", "qqq", "fr", []string{"**Lettres qu'aucun dé ne porte en hongrois\u00a0:** `qqq` (`q`)"}},
		{"ca", "·", "de", []string{"**Keine Buchstaben:** `·`"}},
	} {
		user := "u-" + c.code
		play := apptest.In(user, "play", "time", "2m", "lang", c.code)
		play.Channel = "C-" + c.code + c.guess
		if r := rig.Do(play); r.Ephemeral {
			t.Fatalf("%s round: %q", c.code, r.Text)
		}
		g := apptest.In(user, "guess", "words", c.guess)
		g.Channel, g.Locale = play.Channel, c.locale
		got := rig.Do(g).Text
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %q: no %q in %q", c.code, c.guess, w, got)
			}
		}
		if strings.Contains(got, "a-z") || strings.Contains(got, ":** \n") || strings.HasSuffix(got, ":**") {
			t.Errorf("%s %q: %q", c.code, c.guess, got)
		}
	}
	for _, c := range []struct{ typed, want string }{
		{"'", "`'` has no letters"},
		{"qqq", "the letter `q` is on no die"},
	} {
		got := rig.Do(apptest.In("u", "path", "word", c.typed, "board", "абвг деєж зиії йклм", "lang", "uk")).Text
		if !strings.Contains(got, c.want) || strings.Contains(got, "a-z") {
			t.Errorf("path lang:uk %s: %q, want %q", c.typed, got, c.want)
		}
	}
}
