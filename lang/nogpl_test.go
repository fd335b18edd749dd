//go:build bogglebot_nogpl

package lang_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/lang"
)

// TestNoGPLBuild (go test -tags bogglebot_nogpl ./lang): the build that
// leaves the copyleft lists out ships only languages whose list is under
// no GPL or LGPL, or may be taken under another licence, and each still
// plays.
func TestNoGPLBuild(t *testing.T) {
	allowed := map[string]bool{"en": true, "en-GB": true, "en-US": true, "es": true, "nl": true, "pl": true, "ru": true, "tr": true}
	for _, l := range lang.All() {
		if !allowed[l.Code] {
			t.Errorf("%s (%s) is in the bogglebot_nogpl build", l.Code, l.Licence)
		}
		if _, err := l.Dict(); err != nil {
			t.Errorf("%s: %v", l.Code, err)
		}
	}
	if n := len(lang.All()); n != len(allowed) {
		t.Errorf("%d languages, want %d", n, len(allowed))
	}
}
