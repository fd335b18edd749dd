package lang

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/lang/internal/defs"
)

// TestBlocklistHoldsEveryForm, a subtest per language: each slur is left
// out in its inflected, feminine and plural forms and its compounds (the
// blocklist's stems reach every form the list has), and Blocked says so
// however it is typed; words that share a slur's letters but are other,
// innocent words stay in the list (Dutch negeren, to ignore; Russian
// жидкий, liquid; Polish ciotka, aunt).
func TestBlocklistHoldsEveryForm(t *testing.T) {
	for code, c := range map[string]struct{ blocked, innocent string }{
		"es":    {"marica maricas maricon maricones maricona mariconas bollera bolleras machorra machorras judiada judiadas", "mariquita"},
		"de":    {"neger negerin negerinnen negerkinder zigeuner zigeunerinnen tunte tuntenhaft kameltreiber kameltreibern kanake kanaken schwuchtel schwuchteln", "negieren mongolen"},
		"fr":    {"negre negres negresse negresses youpin youpines gouine", "pedale tapette pedestre"},
		"it":    {"negro negra negri negre zingaro", "finocchio nero"},
		"pt-BR": {"sapatao sapatoes", "sapata viaduto"},
		"nl":    {"neger negers negerin negerinnen negertjes nikker nikkers spleetoogjes flikker flikkers kaffer", "negeren negerde flikkeren"},
		"pl":    {"ciota cioty czarnuch czarnuchem czarnuchowaty żydek żydkom kacap kacapka", "ciotka pedał czarny"},
		"ru":    {"жид жиды жидовка жидовкам черномазый черномазые москаль москали хохол хохлушке", "жидкий хохлатка чурбан"},
		"uk":    {"жид жиди жидівка кацап кацапи москаль москалику хохлушка", "педикюр хохол"},
		"sv":    {"neger negrer negrernas zigenare zigenarna zigenarens", "negera negerade"},
		"da":    {"neger negre negres negroid negerkys perkere", "negering"},
		"nb":    {"neger negere negrer negresse pakkis pakkisen svarting svartingene negerslaven", "negering negerte"},
		"hu":    {"buzi buzik néger négerek", "búza buzgó"},
		"tr":    {"ibne ibneler puşt puştlar", "ibadet"},
		"hr":    {"peder pederi balija balije", "pedala"},
	} {
		t.Run(code, func(t *testing.T) {
			l, err := Get(code)
			if err != nil {
				t.Skipf("%s is not in this build: %v", code, err)
			}
			d, err := l.Dict()
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range strings.Fields(c.blocked) {
				if d.Contains(w) {
					t.Errorf("the slur %q is in the list", w)
				}
				if !l.Blocked(w) || !l.Blocked(l.Upper(w)) {
					t.Errorf("Blocked(%q) is false", w)
				}
			}
			for _, w := range strings.Fields(c.innocent) {
				if !d.Contains(w) {
					t.Errorf("the innocent %q is not in the list", w)
				}
				if l.Blocked(w) {
					t.Errorf("Blocked(%q), an innocent word, is true", w)
				}
			}
		})
	}
}

// TestBlocklistSyntax: a stem blocks its forms, an exception keeps an
// innocent word or every word of an innocent stem, a plain word only
// itself.
func TestBlocklistSyntax(t *testing.T) {
	b := defs.ParseBlocklist("# comment\nneger*\n!negeren\n!negere*\nnegeren\nkaffer\n")
	for w, want := range map[string]bool{
		"neger": true, "negers": true, "negerin": true, // the stem's forms
		"negeren":   true,                    // a plain word wins over an exception
		"negerende": false, "negerer": false, // the innocent stem's words
		"kaffer": true, "kafferen": false, // a plain word blocks only itself
		"nege": false,
	} {
		if got := b.Blocks(w); got != want {
			t.Errorf("Blocks(%q) = %v, want %v", w, got, want)
		}
	}
}
