package bot_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// TestParseTextRefusesByCode: what free text cannot be read as a command
// is refused with a code and the facts the words need (what was typed,
// the options there are), never a finished sentence.
func TestParseTextRefusesByCode(t *testing.T) {
	m := bot.NewMux()
	ok := func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, nil }
	m.Command(bot.CommandSpec{Name: "solve", Description: "solve", Examples: []string{"/solve lqre slus atic nren"},
		Options: []bot.OptionSpec{{Name: "board", Positional: true, Spaces: true, Required: true}, {Name: "top"}}}, ok)
	m.Command(bot.CommandSpec{Name: "play", Description: "play"}, ok)
	m.Command(bot.CommandSpec{Name: "play stop", Description: "stop"}, ok)
	for _, c := range []struct {
		text  string
		code  game.Code
		facts game.Facts
	}{
		{"", game.CodeNoCommand, nil},
		{"hello there", game.CodeNoSlash, nil},
		{"slove abcd", game.CodeNotACommand, game.Facts{"typed": "slove", "near": []string{"solve"}}},
		{"/dance", game.CodeUnknownCommand, game.Facts{"typed": "dance", "near": []string(nil)}},
		{"/play stpo", game.CodeUnknownSub, game.Facts{"typed": "play stpo", "command": "play", "near": []string{"play stop"}}},
		{"/solve abc TOPS:3", game.CodeNoSuchOption, game.Facts{"command": "solve", "typed": "TOPS", "options": []string{"board", "top"}}},
		{"/solve top:1 top:2 abc", game.CodeOptionTwice, game.Facts{"option": "top", "command": "solve"}},
		{"/play stop now", game.CodeNoFreeText, game.Facts{"command": "play stop", "typed": "now", "options": []string{}}},
		{"/solve top:3", game.CodeNeedsOption, game.Facts{"command": "solve", "option": "board", "example": "/solve lqre slus atic nren"}},
		{`/solve "abc`, game.CodeQuoteOpen, nil},
	} {
		_, err := m.ParseText(c.text)
		e := game.CodeOf(err)
		if e == nil || e.Code != c.code || game.KindOf(err) != game.Invalid {
			t.Errorf("%q: %v, want a refusal %s", c.text, err, c.code)
			continue
		}
		for k, want := range c.facts {
			if got := e.Facts[k]; !reflect.DeepEqual(got, want) {
				t.Errorf("%q: fact %s = %#v, want %#v", c.text, k, got, want)
			}
		}
	}
}
