package bot_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// TestPathFreeTextInLanguage: /path's free-text form (word and board in
// one, as Slack and the console type it) reads the word and the board in
// the request's language.
func TestPathFreeTextInLanguage(t *testing.T) {
	e := newEnv(t, bot.Config{})
	got := e.typed(t, "/path lang:pl grżo jzep isał lsim opaszże")
	if got.Ephemeral || !strings.Contains(got.Text, "**opaszże**") {
		t.Errorf("/path lang:pl grżo jzep isał lsim opaszże: %q", got.Text)
	}
	got = e.typed(t, "/path lang:fr élève élev xxex xxxx xxxx")
	if got.Ephemeral || !strings.Contains(got.Text, "**eleve**") {
		t.Errorf("/path lang:fr élève élev xxex xxxx xxxx: %q", got.Text)
	}
}

// TestBoardSuggestsLanguage: a board of another alphabet's letters typed
// without lang: names the lang: options that read it.
func TestBoardSuggestsLanguage(t *testing.T) {
	e := newEnv(t, bot.Config{})
	got := e.typed(t, "/solve елка ббба бббб бббб")
	if !got.Ephemeral || !strings.Contains(got.Text, "lang:ru") || !strings.Contains(got.Text, "lang:uk") {
		t.Errorf("a Cyrillic board in English: %q", got.Text)
	}
	got = e.typed(t, "/solve żółć abcd efgh ijkl")
	if !got.Ephemeral || !strings.Contains(got.Text, "lang:pl") || strings.Contains(got.Text, "lang:ru") {
		t.Errorf("a Polish board in English: %q", got.Text)
	}
}
