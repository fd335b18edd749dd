package i18n

import (
	"regexp"
	"strings"
	"testing"
)

// TestFrenchTypography: French puts a no-break space before : ; ! ? and
// inside « »; a plain space there lets a line break before the mark. Code
// spans (`/daily setup`) and format verbs are left alone.
func TestFrenchTypography(t *testing.T) {
	code := regexp.MustCompile("`[^`]*`")
	bad := regexp.MustCompile(`( [:;!?»])|(« )`)
	check := func(key, s string) {
		if m := bad.FindString(code.ReplaceAllString(s, "``")); m != "" {
			t.Errorf("French %q: a plain space in %q (want U+00A0): %s", key, m, s)
		}
	}
	texts := func(v any) []string {
		switch v := v.(type) {
		case string:
			return []string{v}
		case Plural:
			return []string{v.Zero, v.One, v.Two, v.Few, v.Many, v.Other}
		}
		return nil
	}
	n := 0
	for k, v := range french {
		for _, s := range texts(v) {
			if strings.TrimSpace(s) != "" {
				check(k, s)
				n++
			}
		}
	}
	for k, s := range frenchPage {
		check(k, s)
		n++
	}
	if n < 100 {
		t.Fatalf("only %d French texts found: the test reads the wrong tables", n)
	}
}
