package bot_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
)

// TestPathFreeTextInLanguage: /path's free-text form (word and board in
// one, as Slack and the console type it) reads the word and the board in
// the request's language.
func TestPathFreeTextInLanguage(t *testing.T) {
	e := newEnv(t, app.Config{})
	got := e.typed(t, "/path lang:pl grżo jzep isał lsim opaszże")
	if got.Ephemeral || !strings.Contains(got.Text, "**opaszże**") {
		t.Errorf("/path lang:pl grżo jzep isał lsim opaszże: %q", got.Text)
	}
	got = e.typed(t, "/path lang:fr élève élev xxex xxxx xxxx")
	if got.Ephemeral || !strings.Contains(got.Text, "**élève**") {
		t.Errorf("/path lang:fr élève élev xxex xxxx xxxx: %q", got.Text)
	}
}

// TestBoardSuggestsLanguage: a board of another alphabet's letters typed
// without lang: names the lang: options that read it.
func TestBoardSuggestsLanguage(t *testing.T) {
	e := newEnv(t, app.Config{})
	got := e.typed(t, "/solve елка ббба бббб бббб")
	if !got.Ephemeral || !strings.Contains(got.Text, "lang:ru") || !strings.Contains(got.Text, "lang:uk") {
		t.Errorf("a Cyrillic board in English: %q", got.Text)
	}
	got = e.typed(t, "/solve żółć abcd efgh ijkl")
	if !got.Ephemeral || !strings.Contains(got.Text, "lang:pl") || strings.Contains(got.Text, "lang:ru") {
		t.Errorf("a Polish board in English: %q", got.Text)
	}
}

// TestChannelBoardKeepsItsLanguage: a channel's board is remembered with
// its language; asked in another, it is refused, naming both, when that
// language has not its letters, and read in it when it has them.
func TestChannelBoardKeepsItsLanguage(t *testing.T) {
	e := newEnv(t, app.Config{})
	if got := e.typed(t, "/solve lang:pl żółć źdźb łąka ęśńa"); got.Ephemeral {
		t.Fatalf("/solve lang:pl: %q", got.Text)
	}
	for _, ask := range []string{"/solve lang:fr", "/solve lang:en"} {
		got := e.typed(t, ask)
		if !got.Ephemeral || !strings.Contains(got.Text, "is in Polish") || strings.Contains(got.Text, "0 words") {
			t.Errorf("%s on a Polish board: %q", ask, got.Text)
		}
	}
	if got := e.typed(t, "/solve lang:pl"); got.Ephemeral || !strings.Contains(got.Text, "Polish dictionary") {
		t.Errorf("/solve lang:pl again: %q", got.Text)
	}
	e.typed(t, "/solve abcd efgh ijkl mnop")
	if got := e.typed(t, "/solve lang:fr"); got.Ephemeral || !strings.Contains(got.Text, "French dictionary") {
		t.Errorf("/solve lang:fr on an a-z board: %q", got.Text)
	}
	// A Croatian board whose letters Hungarian has too is still not a
	// Hungarian board: /path lang:hu says so rather than judge it.
	if got := e.typed(t, "/solve lang:hr kuta nosi rado bile"); got.Ephemeral {
		t.Fatalf("/solve lang:hr: %q", got.Text)
	}
	if got := e.typed(t, "/path lang:hu rado"); !got.Ephemeral || !strings.Contains(got.Text, "is in Croatian, not Hungarian") {
		t.Errorf("/path lang:hu on a Croatian board: %q", got.Text)
	}
}

// TestLangButtonsRoundTrip: /solve of a Polish or Russian board has the
// "All N words" button and the path menu; their IDs carry the language's
// code and tiles, and a click elsewhere answers on the same board.
func TestLangButtonsRoundTrip(t *testing.T) {
	e := newEnv(t, app.Config{})
	for _, c := range []struct{ text, code, word string }{
		{"/solve lang:pl żółć źdźb łąka ęśńa", "pl", "bańka"},
		{"/solve lang:ru кошк атор мыла рама", "ru", ""},
		{"/solve lang:pl żółćź dźbłą kaęśń aabcd eżółć", "pl", ""},
	} {
		sol := e.typed(t, c.text)
		if len(sol.Actions) != 2 {
			t.Errorf("%s: actions %+v (%q)", c.text, sol.Actions, sol.Text)
			continue
		}
		button, sel := sol.Actions[0], sol.Actions[1]
		for _, a := range sol.Actions {
			if len(a.ID) > 100 || !strings.Contains(a.ID, "|"+c.code+"|L") {
				t.Errorf("%s: action id %q", c.text, a.ID)
			}
		}
		click := func(id, value string) bot.Reply {
			r, _ := e.bot.ParseText("/help")
			r.ID, r.Platform, r.User, r.Channel = "i2", consoleName, bot.User{ID: "u2", Name: "bob"}, "elsewhere"
			r.Command, r.Options = "", nil
			r.Action = &bot.ActionEvent{ID: id, Value: value}
			return e.do(t, r)
		}
		list := click(button.ID, "")
		first := sel.Choices[0].Value
		if !list.Ephemeral || !strings.Contains(list.Text, first) {
			t.Errorf("%s: the All words button: %q", c.text, list.Text)
		}
		word := cmpOr(c.word, first)
		p := click(sel.ID, word)
		if p.Ephemeral || !strings.Contains(p.Text, "**"+word+"**") {
			t.Errorf("%s: path of %s from the menu: %q", c.text, word, p.Text)
		}
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
