package solve_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/game"
)

// TestPathEitherOrder: /path takes the word and the board in either order,
// as /help shows it.
func TestPathEitherOrder(t *testing.T) {
	tests := []struct {
		text, want, render string
	}{
		{"/path plastering perslatgsineters", "**plastering**: 11 points on `pers latg sine ters`.", "word pers latg sine ters plastering 11"},
		{"/path perslatgsineters plastering", "**plastering**: 11 points on `pers latg sine ters`.", "word pers latg sine ters plastering 11"},
		{"/path sinecure perslatgsineters", "**sinecure** is not on the board `pers latg sine ters`: the board has no c.", ""},
		{"/path Recitals lqre slus atic nren", "**recitals**: 11 points on `lqre slus atic nren`.", "word lqre slus atic nren recitals 11"},
		{"/path lqre slus atic nren recitals", "**recitals**: 11 points on `lqre slus atic nren`.", "word lqre slus atic nren recitals 11"},
		// Both read as boards (9 and 16 letters): the word is the one in
		// the dictionary.
		{"/path perslatgsineters stalemate", "**stalemate** is not on the board `pers latg sine ters`: the board has one a, and the word needs 2.", ""},
		{"/path stalemate perslatgsineters", "**stalemate** is not on the board `pers latg sine ters`: the board has one a, and the word needs 2.", ""},
		{"/path sinecure perslatgsineters#", "I can't read that board: the board has 17 tiles", ""},
		// Nothing tells them apart.
		{"/path abcdefghi abcdefghj", "`abcdefghj` and `abcdefghi` could each be the word or the board. Say which is which, for example `/path word:abcdefghj board:abcdefghi`.", ""},
		{"/path sinecure lqre slus atic", "I can't read that board: the board has 3 rows of 4 tiles; a square board needs 4 rows. You typed `lqre slus atic`; `/help boards` shows how to type one.", ""},
		{"/path lqre slus atic sinecure", "I can't read that board: the board has 3 rows of 4 tiles; a square board needs 4 rows. You typed `lqre slus atic`; `/help boards` shows how to type one.", ""},
		{"/path sinecure lqre slus atic nre", "I can't read that board: row 4 has 3 tiles but row 1 has 4; every row needs the same number. You typed `lqre slus atic nre`;", ""},
		{"/path sine-cure perslatgsineters", "`sine-cure` is not a word: `-` is not a letter.", ""},
		// An error quotes the word as typed.
		{"/path SineCure perslatgsineters", "**SineCure** is not on the board `pers latg sine ters`: the board has no c.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			e := apptest.NewEnv(t, app.Config{})
			got := e.Typed(t, tt.text)
			if !strings.Contains(got.Text, tt.want) {
				t.Errorf("reply %q\nwant %q", got.Text, tt.want)
			}
			if tt.render == "" {
				if got.Image != nil || !got.Ephemeral {
					t.Errorf("an error came with an image, or for everyone: %+v", got)
				}
				return
			}
			apptest.CheckPNG(t, got.Image)
			if !strings.Contains(e.R.Last(), tt.render) {
				t.Errorf("renderer call %q, want %q", e.R.Last(), tt.render)
			}
		})
	}
	// /help shows the word first, and that works.
	e := apptest.NewEnv(t, app.Config{})
	if help := e.Do(t, apptest.Req("help", "topic", "path")).Text; !strings.Contains(help, "`/path plastering perslatgsineters`") {
		t.Errorf("help does not show /path word first: %q", help)
	}
}

// TestPathImageSaysWhy: the image of a word that scores nothing says why, and
// no image carries a stray copy of the word as its title.
func TestPathImageSaysWhy(t *testing.T) {
	for _, tt := range []struct{ text, title string }{
		{"/path sluta lqre slus atic nren", `"Not in the standard dictionary"`},
		{"/path cats catsx xxxxx xxxxx xxxxx xxxxx min:5", `"Too short: words need 5+ letters to score on 5x5"`},
		{"/path recitals lqre slus atic nren", `"4x4 · standard dictionary"`},
		{"/path recitals lqre slus atic nren rules:scramble dict:large", `"4x4 · large dictionary · Scramble scoring"`},
	} {
		e := apptest.NewEnv(t, app.Config{})
		got := e.Typed(t, tt.text)
		apptest.CheckPNG(t, got.Image)
		if !strings.HasSuffix(e.R.Last(), "title="+tt.title) {
			t.Errorf("%s: renderer call %q, want title %s", tt.text, e.R.Last(), tt.title)
		}
	}
}

// TestRulesOptions: /solve and /path take rules and min, in free text and as
// options, and the buttons under a solution keep them.
func TestRulesOptions(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	sol := e.Typed(t, "/solve perslatgsineters rules:scramble min:4")
	if !strings.Contains(sol.Text, "(standard dictionary, Scramble scoring, 4+ letters)") || !strings.Contains(sol.Text, "Top 5: **plastering** 32") {
		t.Fatalf("scramble solve = %q", sol.Text)
	}
	if !strings.Contains(e.R.Last(), "rules=scramble (4+ letters)") {
		t.Errorf("the image was drawn with %q", e.R.Last())
	}
	boggle := e.Typed(t, "/solve perslatgsineters")
	if !strings.Contains(boggle.Text, "(standard dictionary)") || !strings.Contains(boggle.Text, "**plastering** 11 ·") {
		t.Fatalf("boggle solve = %q", boggle.Text)
	}
	if len(sol.Actions) != 2 {
		t.Fatalf("actions = %+v", sol.Actions)
	}
	click := func(id, value string) bot.Reply {
		r := apptest.Req("")
		r.Action = &bot.ActionEvent{ID: id, Value: value}
		return e.Do(t, r)
	}
	if got := click(sol.Actions[1].ID, "plastering"); !strings.Contains(got.Text, "**plastering**: 32 points on `pers latg sine ters` (Scramble scoring, 4+ letters).") {
		t.Errorf("path from the select menu = %q", got.Text)
	}
	if got := click(sol.Actions[1].ID, "pert"); !strings.Contains(got.Text, "**pert**: 7 points") {
		t.Errorf("path of a 4-letter word = %q", got.Text)
	}
	if got := click(sol.Actions[0].ID, ""); !strings.Contains(got.Text, "(8588 points, standard dictionary, Scramble scoring, 4+ letters)") &&
		!strings.Contains(got.Text, "Scramble scoring, 4+ letters)") {
		t.Errorf("word list = %q", got.Text[:min(200, len(got.Text))])
	}
	// A button from before rules existed still works, with Boggle's.
	old := strings.Join(strings.Split(boggle.Actions[1].ID, "|")[:4], "|")
	if got := click(old, "plastering"); !strings.Contains(got.Text, "**plastering**: 11 points") {
		t.Errorf("old button = %q", got.Text)
	}
	for _, id := range []string{old + "|x9", old + "|s99", old + "|s"} {
		got := click(id, "plastering")
		if id == old+"|s" {
			if !strings.Contains(got.Text, "32 points") {
				t.Errorf("click %q = %q", id, got.Text)
			}
			continue
		}
		if e := e.Refused.Expect(t, game.CodeButtonGone); e.Facts["command"] != "solve" {
			t.Errorf("click %q refused with %v; want command solve", id, e.Facts)
		}
	}
	// The longest IDs still fit: 8x8, the longest tier, a two-digit minimum.
	big := e.Typed(t, "/solve "+strings.Repeat("[th]", 32)+strings.Repeat("e", 32)+" rules:scramble min:16 dict:standard")
	if strings.Contains(big.Text, "Sorry") {
		t.Fatalf("big solve = %q", big.Text)
	}
	for _, a := range append(big.Actions, sol.Actions...) {
		if len(a.ID) > 100 {
			t.Errorf("action id %q is %d bytes", a.ID, len(a.ID))
		}
	}

	for _, tt := range []struct{ text, want string }{
		{"/path perslatgsineters plastering rules:scramble", "**plastering**: 32 points on `pers latg sine ters` (Scramble scoring)."},
		{"/path perslatgsineters plastering min:11", "**plastering** is on the board `pers latg sine ters`, but words need 11+ letters to score here."},
		{"/path perslatgsineters plastering rules:Bogus", "There are no rules called `Bogus`: choose `boggle` or `scramble`."},
		{"/solve perslatgsineters min:2", "`min` must be a whole number from 3 to 16, not `2`."},
		{"/solve perslatgsineters min:lots", "`min` must be a whole number from 3 to 16, not `lots`."},
		{"/solve perslatgsineters rules:SCRAMBLE", "Scramble scoring"},
	} {
		if got := e.Typed(t, tt.text); !strings.Contains(got.Text, tt.want) {
			t.Errorf("%s = %q\nwant %q", tt.text, got.Text, tt.want)
		}
	}
}

// TestPathHardWords: words that a plain search wanders on for minutes get a
// clear answer. The watchdog is generous; the answers take milliseconds.
func TestPathHardWords(t *testing.T) {
	e8 := strings.Repeat("e", 64)
	ab := strings.Repeat("ab", 32)
	tests := []struct{ text, want string }{
		{"/path " + strings.Repeat("e", 12) + "x " + e8, "**eeeeeeeeeeeex** is not on the board `" + strings.Join(strings.Fields(strings.Repeat("eeeeeeee ", 8)), " ") + "`: the board has no x. It isn't in the standard dictionary either."},
		{"/path " + strings.Repeat("e", 200) + " " + e8, ": it has 200 letters, and the board's tiles hold 64."},
		{"/path " + strings.Repeat("e", 12) + "x " + strings.Repeat("e", 54) + "aa" + strings.Repeat("e", 6) + "ax", "(it isn't in the standard dictionary either)"},
		{"/path " + ab + " " + ab, "I can't tell whether **" + ab[:40] + "…** is on the board `"},
		{"/path " + ab + " " + ab, "the board repeats its letters so often that I stopped searching before I found a path or ruled one out."},
	}
	for _, tt := range tests {
		e := apptest.NewEnv(t, app.Config{})
		r, err := e.Bot.ParseText(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		r.User, r.Channel = bot.User{ID: "u1"}, "c1"
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		done := make(chan bot.Reply, 1)
		go func() { done <- e.Bot.Handle(ctx, r) }()
		select {
		case got := <-done:
			if !strings.Contains(got.Text, tt.want) || !got.Ephemeral {
				t.Errorf("%.40s…: reply %q\nwant %q", tt.text, got.Text, tt.want)
			}
		case <-ctx.Done():
			t.Fatalf("%.40s…: no answer within 10 s", tt.text)
		}
		cancel()
	}
}

// TestSolvePartial: a board built to defeat the solver is answered, with a
// note that the list may be incomplete.
func TestSolvePartial(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	const climbed = "eliliiis vnilllis vetiliie reretiss raratese eateness sstenese essessss"
	got := e.Typed(t, "/solve "+climbed+" dict:large")
	note := "This board repeats its letters so much that I stopped searching after 524,288 steps: the list may be missing words."
	if !strings.Contains(got.Text, note) || got.Image == nil {
		t.Fatalf("solve = %q", got.Text)
	}
	if list := e.Do(t, bot.Request{Action: &bot.ActionEvent{ID: got.Actions[0].ID}, User: bot.User{ID: "u1"}}); !strings.Contains(list.Text, note) {
		t.Errorf("word list = %.200q", list.Text)
	}
	if got := e.Typed(t, "/solve perslatgsineters dict:large"); strings.Contains(got.Text, "stopped searching") {
		t.Errorf("a real board: %q", got.Text)
	}
}

// TestPathDecomposedWord: a word typed decomposed (e and a combining
// accent) is read composed on a French channel board given without lang:,
// and a link or a word with a character that is no letter is refused for
// that, not as "letters a-z only".
func TestPathDecomposedWord(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	e.Typed(t, "/solve alte eenr sxxx xxxx lang:fr")
	if got := e.Typed(t, "/path alterne\u0301es"); got.Ephemeral || !strings.Contains(got.Text, "**alternées**") {
		t.Errorf("/path alternées decomposed: %q", got.Text)
	}
	for typed, want := range map[string]string{
		"/path http://a.b": "`http://a.b` is a link, not a word",
		"/path a.b":        "`a.b` is not a word: `.` is not a letter.",
	} {
		if got := e.Typed(t, typed); !got.Ephemeral || !strings.Contains(got.Text, want) || strings.Contains(got.Text, "a-z") {
			t.Errorf("%s: %q, want %q", typed, got.Text, want)
		}
	}
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	got := b.Handle(context.Background(), apptest.FrReq("path", "c", map[string]string{"word": "http://a.b", "board": "lqre slus atic nren"})).Text
	if !strings.Contains(got, "`http://a.b` est un lien, pas un mot") {
		t.Errorf("/path http://a.b in French: %q", got)
	}
}

// TestPathShowsListSpelling: /path shows a Persian word typed with Arabic
// yeh and kaf as the list spells it, in the text and on the image.
func TestPathShowsListSpelling(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/path lang:fa word:بيشك board:بیشک اااا اااا اااا")
	if got.Ephemeral || !strings.Contains(got.Text, "بی\u200cشک") || strings.Contains(got.Text, "بيشك") {
		t.Errorf("/path بيشك: %q", got.Text)
	}
	if got.Image == nil || strings.Contains(got.Image.Alt, "بيشك") {
		t.Errorf("/path بيشك image: %+v", got.Image)
	}
}

// TestPathBoardWithoutWord: /path board:ab alternées says the 2-tile
// board is what is wrong, not that no word was given; /path and /solve
// during a live round do not give its board's words away; with no board,
// a French player is shown no English example.
func TestPathBoardWithoutWord(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	if got := e.Typed(t, "/path board:ab alternées lang:fr"); !strings.Contains(got.Text, "the board has 2 tiles") || strings.Contains(got.Text, "needs a word") {
		t.Errorf("/path board:ab alternées: %q", got.Text)
	}
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	got := b.Handle(context.Background(), apptest.FrReq("path", "empty", map[string]string{"word": "hai"})).Text
	if !strings.Contains(got, "Il n'y a pas encore de grille dans ce salon") || strings.Contains(got, "sinecure") {
		t.Errorf("/path hai in French, no board: %q", got)
	}
	rig := apptest.NewRoundRig(t)
	rig.Do(apptest.In("ann", "play", "board", "cat xxx xxx"))
	// A live round's board is not given away while it runs: /path and
	// /solve without a board say so, rather than "no board".
	for _, r := range []bot.Reply{rig.Do(apptest.In("ann", "path", "word", "cat")), rig.Do(apptest.In("bob", "solve"))} {
		if !strings.Contains(r.Text, "A round is being played in this channel: its board's words stay hidden until it ends.") {
			t.Errorf("/path cat or /solve in a live round: %q", r.Text)
		}
	}
}
