package app_test

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
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
				if !bot.IsRefusal(err) || !strings.Contains(bot.ErrorIn(err, "en"), tt.err) {
					t.Fatalf("error = %v (%q), want a refusal saying %q", err, bot.ErrorIn(err, "en"), tt.err)
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
	e := apptest.NewEnv(t, app.Config{})
	r, err := app.Commands().ParseText("/solve lqre slus atic nren top:8")
	if err != nil {
		t.Fatal(err)
	}
	r.Platform, r.Channel, r.User = "slack", "c", bot.User{ID: "u"}
	a := e.Do(t, r)
	b := e.Do(t, apptest.Req("solve", "board", apptest.Board, "top", "8"))
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
			if !bot.IsRefusal(err) {
				t.Fatalf("error %v is not a refusal", err)
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

// TestBoardOptionEnds: in free text, board: takes the tiles of one board
// (16, 25... tiles, counted as the request's language counts them: Qu,
// Hungarian cs, bracketed tiles) and leaves the words after it to the
// command's free text; a quoted board ends at its quote; a board that
// reads two ways, with a word that could follow, is refused, quoting both.
func TestBoardOptionEnds(t *testing.T) {
	for _, tt := range []struct {
		in   string
		opts map[string]string
		err  string
	}{
		{"/path board:abcd efgh ijkl mnop word", map[string]string{"board": "abcd efgh ijkl mnop", "word": "word"}, ""},
		{"/path board:lqre slus atic nren quilts", map[string]string{"board": "lqre slus atic nren", "word": "quilts"}, ""},
		{"/path board: abcd efgh ijkl mnop word", map[string]string{"board": "abcd efgh ijkl mnop", "word": "word"}, ""},
		{`/path board:"abcd efgh ijkl mnop" word`, map[string]string{"board": "abcd efgh ijkl mnop", "word": "word"}, ""},
		{"/path board:a[qu]cd efgh ijkl mnop acid", map[string]string{"board": "a[qu]cd efgh ijkl mnop", "word": "acid"}, ""},
		{"/path board:perslatgsineters plastering", map[string]string{"board": "perslatgsineters", "word": "plastering"}, ""},
		{"/path board:abcde fghij klmno pqrst uvwxy word", map[string]string{"board": "abcde fghij klmno pqrst uvwxy", "word": "word"}, ""},
		// Hungarian counts cs as one tile: 16 tiles in 17 letters.
		{"/path lang:hu board:acsd efgh ijkl mnop hegy", map[string]string{"lang": "hu", "board": "acsd efgh ijkl mnop", "word": "hegy"}, ""},
		{"/path board:acsd efgh ijkl mnop hegy lang:hu", map[string]string{"lang": "hu", "board": "acsd efgh ijkl mnop", "word": "hegy"}, ""},
		// Croatian dž is one tile.
		{"/path lang:hr board:adžc efgh ijkl mnop kuća", map[string]string{"lang": "hr", "board": "adžc efgh ijkl mnop", "word": "kuća"}, ""},
		// A Breton 8 x 8 of C’h: 455 bytes, 327 characters, as Parse counts.
		{"/path lang:br board:" + breton8 + " word", map[string]string{"lang": "br", "board": breton8, "word": "word"}, ""},
		// The word given: today's reading, board: takes everything.
		{"/path word:quilts board:lqre slus atic nren", map[string]string{"word": "quilts", "board": "lqre slus atic nren"}, ""},
		{"/play board:lqre slus atic nren 2m", map[string]string{"board": "lqre slus atic nren", "rules": "2m"}, ""},
		{"/play board:lqre slus atic nren", map[string]string{"board": "lqre slus atic nren"}, ""},
		// Tiles one by one: 9 make a 3x3 board, 16 a 4x4.
		{"/path board:a b c d e f g h i j k l m n o p q", nil,
			"In `/path`, I can't tell where the board ends: `board:a b c d e f g h i j k l m n o p` (4x4) or `board:a b c d e f g h i` (3x3)? Put the board you mean in quotes: `board:\"a b c d e f g h i j k l m n o p\"` or `board:\"a b c d e f g h i\"`."},
		{"/path word:x board:a b c d e f g h i j k l m n o p q", map[string]string{"word": "x", "board": "a b c d e f g h i j k l m n o p q"}, ""},
		{"/path board:abc def ghi word", map[string]string{"board": "abc def ghi", "word": "word"}, ""},
		// No run of words is a board: all of it is, and Handle says why not.
		{"/path board:abc def", map[string]string{"board": "abc def"}, ""}, // /path says the board is 3 tiles (TestPathBoardWithoutWord)
	} {
		t.Run(tt.in, func(t *testing.T) {
			got, err := app.Commands().ParseText(tt.in)
			if tt.err != "" {
				if !bot.IsRefusal(err) || !strings.Contains(bot.ErrorIn(err, "en"), tt.err) {
					t.Fatalf("error = %v (%q), want a refusal saying %q", err, bot.ErrorIn(err, "en"), tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !maps.Equal(got.Options, tt.opts) {
				t.Errorf("got %v, want %v", got.Options, tt.opts)
			}
		})
	}
}

// TestBoardOptionThenHandle: the word after a board: is traced on that
// board, as a Slack or console player types it; the refusal of a board
// that reads two ways is in the player's language.
func TestBoardOptionThenHandle(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	r, err := e.Bot.ParseText("/path board:lqre slus atic nren recitals")
	if err != nil {
		t.Fatal(err)
	}
	r.Platform, r.Channel, r.User = "slack", "c", bot.User{ID: "u"}
	a := e.Do(t, r)
	if a.Ephemeral || !strings.Contains(strings.ToLower(a.Text), "recitals") || strings.Contains(a.Text, "not on the board") {
		t.Errorf("/path board:… recitals: %q", a.Text)
	}
	_, err = e.Bot.ParseText("/path board:a b c d e f g h i j k l m n o p q")
	if err == nil {
		t.Fatal("no error")
	}
	if got := bot.ErrorIn(err, "fr"); !strings.Contains(got, "je ne vois pas où finit la grille") || !strings.Contains(got, "`board:a b c d e f g h i j k l m n o p`") {
		t.Errorf("fr: %q", got)
	}
}

// TestLinkIsNotAnOption: a link typed where a word goes is a word, refused
// as one, quoting what was typed; "name:" with nothing after it is a word
// unless name is one of the command's options.
func TestLinkIsNotAnOption(t *testing.T) {
	for _, tt := range []struct {
		in   string
		opts map[string]string
	}{
		{"/guess https://example.com", map[string]string{"words": "https://example.com"}},
		{"/path http://x.org/a:b", map[string]string{"word": "http://x.org/a:b"}},
		{"/guess note: quilts", map[string]string{"words": "note: quilts"}},
		{"/guess words: quilts", map[string]string{"words": "quilts"}},
	} {
		got, err := app.Commands().ParseText(tt.in)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if !maps.Equal(got.Options, tt.opts) {
			t.Errorf("%s: got %v, want %v", tt.in, got.Options, tt.opts)
		}
	}
	if _, err := app.Commands().ParseText("/guess foo:bar"); err == nil || !strings.Contains(bot.ErrorIn(err, "en"), "has no option `foo`") {
		t.Errorf("/guess foo:bar: %v", err)
	}

	rig := apptest.NewRoundRig(t)
	play := apptest.In("u", "play", "time", "2m")
	play.Channel = "C-link"
	if r := rig.Do(play); r.Ephemeral {
		t.Fatalf("round: %q", r.Text)
	}
	r, err := app.Commands().ParseText("/guess https://example.com")
	if err != nil {
		t.Fatal(err)
	}
	r.Platform, r.Channel, r.User = "slack", play.Channel, bot.User{ID: "u"}
	for _, loc := range []string{"", "fr"} {
		r.Locale = loc
		got := rig.Do(r).Text
		if !strings.Contains(got, "https://example.com") || strings.Contains(got, "option") {
			t.Errorf("%s: /guess https://example.com: %q", loc, got)
		}
	}
}

// TestBoardEndsAskedInFrench: when two runs of words read as a board, the
// refusal offers both readings quoted, the longer first, with their
// sizes, in the player's language.
func TestBoardEndsAskedInFrench(t *testing.T) {
	_, err := app.Commands().ParseText("/path board:a b c d e f g h i j k l m n o p q")
	if err == nil {
		t.Fatal("no refusal")
	}
	want := "Dans `/path`, je ne vois pas où finit la grille : `board:a b c d e f g h i j k l m n o p` (4x4) ou `board:a b c d e f g h i` (3x3) ? Mettez la grille voulue entre guillemets : `board:\"a b c d e f g h i j k l m n o p\"` ou `board:\"a b c d e f g h i\"`."
	if got := bot.ErrorIn(err, "fr"); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// TestBoardOptionEndsAccented: free text without lang: ends an accented
// board where a language whose letters it has reads it, instead of taking
// the word too (and refusing the whole as no English board).
func TestBoardOptionEndsAccented(t *testing.T) {
	for in, want := range map[string]map[string]string{
		"/path board:élev xxex xxxx xxxx élève": {"board": "élev xxex xxxx xxxx", "word": "élève"},
		"/path board:ąbcd efgh ijkl mnop słowo": {"board": "ąbcd efgh ijkl mnop", "word": "słowo"},
	} {
		got, err := app.Commands().ParseText(in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		for k, v := range want {
			if got.Options[k] != v {
				t.Errorf("%s: %s = %q, want %q (options %v)", in, k, got.Options[k], v, got.Options)
			}
		}
	}
}

// breton8 is an 8 x 8 board of Breton's C’h, in brackets.
var breton8 = strings.TrimSpace(strings.Repeat(strings.Repeat("[c’h]", 8)+" ", 8))
