package bot_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// TestLangOption: /solve, /path and /random take lang:, boards and words
// are read in the language, and a channel's board keeps its language for
// the /path that follows.
func TestLangOption(t *testing.T) {
	e := newEnv(t, bot.Config{})
	got := e.typed(t, "/solve żółć źdźb łąka ęśńa lang:pl")
	if !strings.Contains(got.Text, "Polish") || got.Ephemeral {
		t.Fatalf("/solve lang:pl: %+v", got)
	}
	// The channel's board is Polish now: /path reads the word in Polish.
	got = e.typed(t, "/path BAŃKA")
	if !strings.Contains(got.Text, "**bańka**") || got.Ephemeral {
		t.Errorf("/path BAŃKA on the channel's Polish board: %q", got.Text)
	}
	got = e.typed(t, "/path word:élève board:elev xxex xxxx xxxx lang:fr")
	if !strings.Contains(got.Text, "**eleve**") {
		t.Errorf("/path élève lang:fr: %q", got.Text)
	}
	got = e.typed(t, "/random lang:ru")
	if !strings.Contains(got.Text, "Russian") || got.Image == nil {
		t.Errorf("/random lang:ru: %+v", got.Text)
	}
	got = e.typed(t, "/solve abcd efgh ijkl mnop lang:xx")
	if !got.Ephemeral || !strings.Contains(got.Text, "`xx`") || !strings.Contains(got.Text, "pl") {
		t.Errorf("/solve lang:xx: %q", got.Text)
	}
	got = e.typed(t, "/solve żółć abcd efgh ijkl")
	if !got.Ephemeral || !strings.Contains(got.Text, "is not a letter") {
		t.Errorf("/solve of a Polish board in English: %q", got.Text)
	}
}
