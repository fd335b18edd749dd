package discord

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestClipKeepsCharacters: a value cut to Discord's lengths (a choice's
// 100, a quoted channel's 40) is cut between characters.
func TestClipKeepsCharacters(t *testing.T) {
	for _, s := range []string{strings.Repeat("é", 60), "a" + strings.Repeat("€", 40)} {
		for _, n := range []int{40, 100} {
			if got := clip(s, n); !utf8.ValidString(got) || len(got) > n {
				t.Errorf("clip(%.10q…, %d) = %q", s, n, got)
			}
		}
	}
	if _, err := (markup{}).ChannelID(strings.Repeat("é", 50)); err == nil || !utf8.ValidString(err.Error()) {
		t.Errorf("ChannelID of a long name: %v", err)
	}
}
