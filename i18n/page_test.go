package i18n_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// TestPageTranslated: every word of the web page (web.Strings) is
// translated in each complete language, with the same {placeholders}, and
// a plural key has its "one" and "other" forms, and the forms its
// language's CLDR rule adds ("few", "many" in Russian and Polish); no
// translation names a key the page does not have.
func TestPageTranslated(t *testing.T) {
	for _, lt := range i18n.Languages()[1:] {
		loc := lt.String()
		page, tag := i18n.Page(loc)
		if tag == "en" || page == nil {
			t.Fatalf("%s: no page words (%s)", loc, tag)
		}
		for k, en := range web.Strings {
			tr, ok := page[k]
			if !ok || strings.TrimSpace(tr) == "" {
				t.Errorf("%s: no translation of %q (%q): add it to i18n's file", loc, k, en)
				continue
			}
			want, got := placeholder.FindAllString(en, -1), placeholder.FindAllString(tr, -1)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(slices.Compact(want), slices.Compact(got)) {
				t.Errorf("%s %s: %q fills in %v, the English %q %v", loc, k, tr, got, en, want)
			}
			if base, ok := strings.CutSuffix(k, ".other"); ok {
				for _, f := range pluralCategories(lt) {
					if _, ok := page[base+"."+f]; !ok {
						t.Errorf("%s: no %s form of %q", loc, f, base)
					}
				}
			}
		}
		for k := range page {
			if _, ok := web.Strings[k]; !ok && !web.PluralForm(k) {
				t.Errorf("%s: %q is no key of the page", loc, k)
			}
		}
	}
	if page, tag := i18n.Page("en-US"); page != nil || tag != "en" {
		t.Errorf("English: %v %s", page, tag)
	}
}

// pluralCategories are the CLDR plural forms a language's integers take
// besides other (its page's keys need each).
func pluralCategories(t language.Tag) []string {
	seen := map[string]bool{}
	for n := 0; n < 200; n++ {
		f := plural.Cardinal.MatchPlural(t, n, 0, 0, 0, 0)
		seen[[]string{"other", "zero", "one", "two", "few", "many"}[f]] = true
	}
	var out []string
	for _, f := range []string{"zero", "one", "two", "few", "many"} {
		if seen[f] {
			out = append(out, f)
		}
	}
	return out
}
