package app_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
)

// TestLangOptionDescriptions: the lang and language options' descriptions
// fit Discord's 100 characters in every language, name only codes there
// are, and cannot go stale: they list no codes in full, and the answer
// they promise to a wrong code names every enabled language.
func TestLangOptionDescriptions(t *testing.T) {
	codes := map[string]bool{}
	for _, l := range lang.All() {
		codes[l.Code] = true
	}
	seen := 0
	for _, c := range app.Commands().All() {
		for _, o := range c.Options {
			if o.Name != "lang" && o.Name != "language" {
				continue
			}
			seen++
			for _, loc := range []string{"", "fr", "de", "es", "pt-BR"} {
				d := o.Description
				if loc != "" {
					var ok bool
					if d, ok = i18n.Lookup(loc, o.Description); !ok {
						t.Errorf("/%s %s: no %s description", c.Name, o.Name, loc)
					}
				}
				if n := utf8.RuneCountInString(d); n > 100 {
					t.Errorf("/%s %s in %q: %d characters, Discord allows 100: %q", c.Name, o.Name, loc, n, d)
				}
				if loc == "" {
					_, named, _ := strings.Cut(d, "such as ")
					named, _, _ = strings.Cut(named, " (")
					for _, m := range append(strings.Split(named, ", "), "en") {
						if !codes[m] {
							t.Errorf("/%s %s names %q, no language: %q", c.Name, o.Name, m, d)
						}
					}
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no lang or language option")
	}
	rig := apptest.NewRoundRig(t)
	got := rig.Do(apptest.In("u", "solve", "board", "stae rmol qinc dpeh", "lang", "xx")).Text
	for _, l := range lang.Enabled() {
		if !strings.Contains(got, l.Code) {
			t.Errorf("lang:xx's answer does not name %s: %q", l.Code, got)
		}
	}
}
