package bot_test

import (
	"errors"
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
)

func TestParseText(t *testing.T) {
	tests := []struct {
		in   string
		cmd  string
		opts map[string]string
		err  string
	}{
		{"/solve lqur slus atic nren top:8", "solve", map[string]string{"board": "lqur slus atic nren", "top": "8"}, ""},
		{"solve lqur slus atic nren", "solve", map[string]string{"board": "lqur slus atic nren"}, ""},
		{"  /SOLVE   lqur  slus atic nren   TOP=8 dict:large ", "solve", map[string]string{"board": "lqur slus atic nren", "top": "8", "dict": "large"}, ""},
		{"/solve board:lqur slus atic nren top:3", "solve", map[string]string{"board": "lqur slus atic nren", "top": "3"}, ""},
		{`/solve board:"lqur slus atic nren" top: 3`, "solve", map[string]string{"board": "lqur slus atic nren", "top": "3"}, ""},
		{`/solve “l qu r e / s l u s / a t i c / n r e n”`, "solve", map[string]string{"board": "l qu r e / s l u s / a t i c / n r e n"}, ""},
		{"/solve top:2 perslatgsineters", "solve", map[string]string{"board": "perslatgsineters", "top": "2"}, ""},
		{"/solve", "solve", map[string]string{}, ""},
		{"/path quilts", "path", map[string]string{"word": "quilts"}, ""},
		{"/path quilts board:lqur slus atic nren", "path", map[string]string{"word": "quilts", "board": "lqur slus atic nren"}, ""},
		{"/path word:quilts", "path", map[string]string{"word": "quilts"}, ""},
		{"/random", "random", map[string]string{}, ""},
		{"/random 5", "random", map[string]string{"rules": "5"}, ""},
		{"/random size:6", "random", map[string]string{"size": "6"}, ""},
		{"/help", "help", map[string]string{}, ""},
		{"", "", nil, "Type a command, for example `/solve lqre slus atic nren`, or `/help`."},
		{"   ", "", nil, "Type a command"},
		{"/daily setup timezone:america/new york time:18:30", "daily setup", map[string]string{"timezone": "america/new york", "time": "18:30"}, ""},
		{"/play stopp", "", nil, "I don't know `/play stopp`. Did you mean `/play stop`?"},
		{"/daily reveiw", "", nil, "I don't know `/daily reveiw`. Did you mean `/daily review`?"},
		{"/dance now", "", nil, "I don't know the command `/dance`. Type `/help` to see what I can do."},
		{"hello there", "", nil, "Commands start with `/`, for example `/solve lqre slus atic nren`. Type `/help` to see them all."},
		{"/solve abc foo:1", "", nil, "`/solve` has no option `foo`. Its options are `board:`, `top:`, `dict:`, `rules:`, `min:`, `lang:`."},
		{"/solve top:1 top:2 abc", "", nil, "`top` is given twice in `/solve`."},
		{"/solve abcd board:efgh", "", nil, "`board` is given twice in `/solve`."},
		{"/help play stop", "help", map[string]string{"topic": "play stop"}, ""},
		{"/play stop now", "", nil, "`/play stop` takes no free text (`now`). Type just `/play stop`."},
		{"/path", "", nil, "`/path` needs a word. For example `/path sinecure`."},
		{"/path board:abc", "", nil, "`/path` needs a word."},
		{`/solve "abc`, "", nil, "A quote `\"` is not closed."},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := app.Commands().ParseText(tt.in)
			if tt.err != "" {
				var ue *bot.UserError
				if err == nil || !errors.As(err, &ue) || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error = %v, want a *UserError containing %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Command != tt.cmd || !maps.Equal(got.Options, tt.opts) {
				t.Errorf("got %q %v, want %q %v", got.Command, got.Options, tt.cmd, tt.opts)
			}
		})
	}
}

// ParseText then Handle gives the same reply as the structured request, as
// a Slack user and a Discord user would see.
func TestParseTextThenHandle(t *testing.T) {
	e := newEnv(t, app.Config{})
	r, err := app.Commands().ParseText("/solve lqre slus atic nren top:8")
	if err != nil {
		t.Fatal(err)
	}
	r.Platform, r.Channel, r.User = "slack", "c", bot.User{ID: "u"}
	a := e.do(t, r)
	b := e.do(t, req("solve", "board", board, "top", "8"))
	if a.Text != b.Text {
		t.Errorf("free text gave %q\nstructured gave %q", a.Text, b.Text)
	}
}

func FuzzParseText(f *testing.F) {
	for _, s := range []string{"/solve lqur slus atic nren top:8", `/path "quilts" board:abc`, "x:y:z", `"`, "/random 5", "/solve top: "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := app.Commands().ParseText(s)
		if err != nil {
			var ue *bot.UserError
			if !errors.As(err, &ue) {
				t.Fatalf("error %v is not a *UserError", err)
			}
			return
		}
		spec, ok := findSpec(r.Command)
		if !ok {
			t.Fatalf("unknown command %q", r.Command)
		}
		for k := range r.Options {
			if _, ok := spec.Option(k); !ok {
				t.Fatalf("option %q not declared by %s", k, r.Command)
			}
		}
	})
}

func findSpec(name string) (bot.CommandSpec, bool) {
	return app.Commands().Lookup(name)
}

func ExampleMux_ParseText() {
	r, err := app.Commands().ParseText("/solve lqur slus atic nren top:8")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s board=%q top=%q\n", r.Command, r.Options["board"], r.Options["top"])
	// Output: solve board="lqur slus atic nren" top="8"
}
