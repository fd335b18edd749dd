package i18n_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// TestPageTranslated: every word of the web page (web.Strings) is
// translated in each complete language, with the same {placeholders}, and
// a plural key has its "one" and "other" forms; no translation names a key
// the page does not have.
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
		}
		for k := range page {
			if _, ok := web.Strings[k]; !ok {
				t.Errorf("%s: %q is no key of the page", loc, k)
			}
		}
	}
	if page, tag := i18n.Page("en-US"); page != nil || tag != "en" {
		t.Errorf("English: %v %s", page, tag)
	}
}
