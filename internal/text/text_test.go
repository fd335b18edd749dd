package text_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/internal/text"
)

func TestCutAndClip(t *testing.T) {
	for _, tt := range []struct {
		s       string
		n       int
		cut     string
		clipped string
	}{
		{"recitals", 20, "recitals", "recitals"},
		{"recitals", 4, "reci", "reci…"},
		{"élève", 1, "", "…"}, // é is 2 bytes: never half of it
		{"élève", 3, "él", "él…"},
		{"", 3, "", ""},
	} {
		if got := text.Cut(tt.s, tt.n); got != tt.cut || !utf8.ValidString(got) {
			t.Errorf("Cut(%q, %d) = %q; want %q", tt.s, tt.n, got, tt.cut)
		}
		if got := text.Clip(tt.s, tt.n); !strings.HasPrefix(got, tt.clipped) || !utf8.ValidString(got) {
			t.Errorf("Clip(%q, %d) = %q; want %q", tt.s, tt.n, got, tt.clipped)
		}
	}
}

func TestPluralCoarseSnowflake(t *testing.T) {
	if got := text.Plural(1, "word") + ", " + text.Plural(0, "word") + ", " + text.Plural(3, "word"); got != "1 word, 0 words, 3 words" {
		t.Errorf("Plural = %q", got)
	}
	if got := text.Coarse(5*time.Hour + 12*time.Minute + 30*time.Second); got != "5h 12m" {
		t.Errorf("Coarse(5h12m30s) = %q; want 5h 12m", got)
	}
	if got := text.Coarse(20 * time.Second); !strings.Contains(got, "minute") {
		t.Errorf("Coarse(20s) = %q; want under a minute", got)
	}
	for s, want := range map[string]bool{"123456789012345678": true, "": false, "12a": false, "123456789012345678901": false} {
		if text.Snowflake(s) != want {
			t.Errorf("Snowflake(%q) = %v; want %v", s, !want, want)
		}
	}
}

// TestQuote: typed text echoed in a code span cannot close it, break its
// line, name one of the bot's commands or make a mention, and reads the
// same.
func TestQuote(t *testing.T) {
	attack := "x` [free](https://evil.example) `/daily setup\n<@U123> <!channel>"
	got := text.Quote(attack, 200)
	for _, bad := range []string{"`", "\n", "<@", "<!", " /daily"} {
		if strings.Contains(got, bad) {
			t.Errorf("Quote(%q) = %q: holds %q", attack, got, bad)
		}
	}
	if seen := strings.NewReplacer("\u2060", "", "\u02cb", "`").Replace(got); seen != strings.ReplaceAll(attack, "\n", " ") {
		t.Errorf("Quote(%q) reads %q", attack, seen)
	}
	if got := text.Quote("perslatgsineters", 8); got != text.Clip("perslatgsineters", 8) {
		t.Errorf("plain text: %q, want Clip's", got)
	}
}

// TestQuoteBidi: a typed word or name with the controls that turn text
// around (a right-to-left override, an isolate left open, a right-to-left
// mark) is quoted without them, so the bot's line after it keeps its
// order; Persian letters and the left-to-right mark stay.
func TestQuoteBidi(t *testing.T) {
	for in, want := range map[string]string{
		"\u202eann":                     "ann",
		"a\u202ab\u202bc\u202cd\u202de": "abcde",
		"\u2066x\u2067y\u2068z\u2069":   "xyz",
		"\u200fann\u061c":               "ann",
		"کتاب\u200e":                    "کتاب\u200e",
		"می\u200cخواهم":                 "می\u200cخواهم",
	} {
		if got := text.Quote(in, 100); got != want {
			t.Errorf("Quote(%q) = %q, want %q", in, got, want)
		}
		if got := text.DropBidi(in); got != want {
			t.Errorf("DropBidi(%q) = %q, want %q", in, got, want)
		}
	}
}
