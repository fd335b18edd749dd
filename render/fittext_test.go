package render

import (
	"strings"
	"testing"

	"golang.org/x/image/font"
)

// fitTextLinear is fitText as it was, dropping one rune at a time: the
// reference the bisection must agree with.
func fitTextLinear(face font.Face, s string, limit float64) string {
	if textWidth(face, s) <= limit {
		return s
	}
	r := []rune(strings.TrimSpace(s))
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ") + "…"
		if textWidth(face, t) <= limit {
			return t
		}
	}
	return ""
}

// TestFitTextBisects: fitText cuts a title as the rune-by-rune search did,
// in Latin, Cyrillic and Persian, with spaces at the cut and limits from
// nothing to the whole width.
func TestFitTextBisects(t *testing.T) {
	f, err := newFaces()
	if err != nil {
		t.Fatal(err)
	}
	face := f.get(bold, 24)
	for _, s := range []string{
		"x",
		"Top 5 words on the board",
		"alternées  straße   м'ясо",
		"کتاب دهلرانت برلیانت انتظارم",
		strings.Repeat("ab ", 40),
	} {
		full := textWidth(face, s)
		for limit := 0.0; limit <= full+10; limit += 7 {
			if got, want := fitText(face, s, limit), fitTextLinear(face, s, limit); got != want {
				t.Errorf("fitText(%q, %.0f) = %q, want %q", s, limit, got, want)
			}
		}
	}
}
