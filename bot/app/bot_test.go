package app_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
	"golang.org/x/text/message"
)

func TestCommands(t *testing.T) {
	tests := []struct {
		name      string
		req       bot.Request
		want      []string // substrings of the text
		image     string   // image name, "" for none
		render    string   // substring of the renderer call
		ephemeral bool
		actions   int
	}{
		{"solve", apptest.Req("solve", "board", apptest.Board), []string{"words,", "points** on `lqre slus atic nren` (standard dictionary)", "Top 5: **", "**recitals** 11"}, "solution.png", "solution lqre slus atic nren top=5", false, 2},
		{"solve top", apptest.Req("solve", "board", apptest.Board, "top", "8"), []string{"Top 8: "}, "solution.png", "top=8", false, 2},
		{"solve common", apptest.Req("solve", "board", apptest.Board, "dict", "COMMON"), []string{"(common dictionary)"}, "solution.png", "solution", false, 2},
		{"solve no words", apptest.Req("solve", "board", "xxx xxx xxx"), []string{"**0 words, 0 points**", "No words here"}, "solution.png", "solution", false, 0},
		{"solve no words that long", apptest.Req("solve", "board", "lqre slus atic nren", "min", "9"), []string{"**0 words, 0 points**", "No words of 9+ letters here. Try a lower `min`"}, "solution.png", "solution", false, 0},
		{"solve bad board", apptest.Req("solve", "board", "abcde"), []string{"I can't read that board: ", "You typed `abcde`; `/help boards`"}, "", "", true, 0},
		{"solve bad top", apptest.Req("solve", "board", apptest.Board, "top", "11"), []string{"`top` must be a whole number from 1 to 10, not `11`."}, "", "", true, 0},
		{"solve top text", apptest.Req("solve", "board", apptest.Board, "top", "lots"), []string{"not `lots`"}, "", "", true, 0},
		{"solve bad dict", apptest.Req("solve", "board", apptest.Board, "dict", "huge"), []string{"There is no dictionary called `huge`: choose `common`, `standard` or `large`."}, "", "", true, 0},
		{"solve no board", apptest.Req("solve"), []string{"There's no board in this channel yet", "/random"}, "", "", true, 0},
		{"path", apptest.Req("path", "word", "recitals", "board", apptest.Board), []string{"**recitals**: 11 points on `lqre slus atic nren`."}, "path.png", "word lqre slus atic nren recitals 11 [{3 1} {3 2} {2 3}", false, 0},
		{"path caps", apptest.Req("path", "word", " Recitals ", "board", apptest.Board), []string{"**recitals**: 11 points"}, "path.png", "word", false, 0},
		{"path qu", apptest.Req("path", "word", "quiet", "board", "lqre slus atic nren"), []string{"**quiet** is not on the board"}, "", "", true, 0},
		{"path board then word", apptest.Req("path", "word", "lqre slus atic nren recitals"), []string{"**recitals**: 11 points"}, "path.png", "word", false, 0},
		{"path not on board", apptest.Req("path", "word", "zebra", "board", apptest.Board), []string{"**zebra** is not on the board `lqre slus atic nren`: the board has no z."}, "", "", true, 0},
		{"path letters do not join", apptest.Req("path", "word", "rules", "board", apptest.Board), []string{"**rules** is not on the board `lqre slus atic nren` (it is a word, but its letters don't join up here)."}, "", "", true, 0},
		{"path not a word", apptest.Req("path", "word", "qxzv", "board", apptest.Board), []string{"isn't in the standard dictionary either"}, "", "", true, 0},
		{"path on board not in dict", apptest.Req("path", "word", "sluta", "board", apptest.Board), []string{"is on the board", "isn't in the standard dictionary, so it scores nothing"}, "path.png", "word lqre slus atic nren sluta 0", false, 0},
		{"path too short", apptest.Req("path", "word", "cat", "board", "catxx xxxxx xxxxx xxxxx xxxxx"), []string{"words need 4+ letters to score"}, "path.png", "word", false, 0},
		{"path not letters", apptest.Req("path", "word", "r2d2", "board", apptest.Board), []string{"`r2d2` is not a word: `2` is not a letter."}, "", "", true, 0},
		{"path no word", apptest.Req("path", "board", apptest.Board), []string{"Which word?"}, "", "", true, 0},
		{"path no board", apptest.Req("path", "word", "quilts"), []string{"There's no board in this channel yet"}, "", "", true, 0},
		{"path bad board", apptest.Req("path", "word", "quilts", "board", "lqre slus atic"), []string{"I can't read that board: ", "You typed `lqre slus atic`;"}, "", "", true, 0},
		{"random", apptest.Req("random"), []string{"New 4x4 board from the Boggle 4x4 (1987 on) dice: `", "It hides "}, "board.png", "board ", false, 0},
		{"random 5", apptest.Req("random", "size", "5"), []string{"New 5x5 board from the Big Boggle 5x5 dice"}, "board.png", "board", false, 0},
		{"random 6x6", apptest.Req("random", "size", "6x6"), []string{"New 6x6 board"}, "board.png", "board", false, 0},
		{"random rich", apptest.Req("random", "quality", "rich"), []string{"New rich 4x4 board, the richest of ", " rolls of the Boggle 4x4 (1987 on) dice (", " points): `", "It hides "}, "board.png", "board ", false, 0},
		{"random rich 6", apptest.Req("random", "quality", "Rich", "size", "6"), []string{"New rich 6x6 board, the richest of "}, "board.png", "board ", false, 0},
		{"random bad quality", apptest.Req("random", "quality", "gold"), []string{"`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `gold`."}, "", "", true, 0},
		{"random 7", apptest.Req("random", "size", "7"), []string{"`size` must be 4, 5 or 6, not `7`."}, "", "", true, 0},
		{"help", apptest.Req("help"), []string{"`/solve [BOARD]` — Solve", "`/path WORD` —", "`/random [SIZE QUALITY]` —", "`/play [SIZE TIME MODE]`", "`/play stop`", "`/help boards`"}, "", "", true, 0},
		{"help daily", apptest.Req("help", "topic", "daily"), []string{"Examples: `/daily`, `/daily yesterday`\n"}, "", "", true, 0},
		{"help solve", apptest.Req("help", "topic", "solve"), []string{"**`/solve [BOARD]`** — Solve", "• `top:` how many", "Examples: `/solve lqre slus atic nren`"}, "", "", true, 0},
		{"help play", apptest.Req("help", "topic", "/PLAY"), []string{"**`/play [SIZE TIME MODE]`**", "• `mode:` classic", "**`/play stop`**"}, "", "", true, 0},
		{"help boards", apptest.Req("help", "topic", "boards"), []string{"perslatgsineters", "[th]", "Sizes 3x3 to 8x8"}, "", "", true, 0},
		{"help unknown", apptest.Req("help", "topic", "slove"), []string{"There is no help on `slove`. Did you mean `/solve`?"}, "", "", true, 0},
		{"unknown", apptest.Req("frobnicate"), []string{"I don't know the command `/frobnicate`. Type `/help`"}, "", "", true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := apptest.NewEnv(t, app.Config{})
			got := e.Do(t, tt.req)
			for _, w := range tt.want {
				if !strings.Contains(got.Text, w) {
					t.Errorf("text %q\ndoes not contain %q", got.Text, w)
				}
			}
			if got.Ephemeral != tt.ephemeral {
				t.Errorf("Ephemeral = %v, want %v", got.Ephemeral, tt.ephemeral)
			}
			if tt.image == "" {
				if got.Image != nil {
					t.Errorf("unexpected image %s", got.Image.Name)
				}
			} else {
				apptest.CheckPNG(t, got.Image)
				if got.Image.Name != tt.image || got.Image.Alt == "" {
					t.Errorf("image %q alt %q, want name %q", got.Image.Name, got.Image.Alt, tt.image)
				}
				if !strings.Contains(e.R.Last(), tt.render) {
					t.Errorf("renderer call %q, want %q", e.R.Last(), tt.render)
				}
			}
			if len(got.Actions) != tt.actions {
				t.Errorf("%d actions, want %d", len(got.Actions), tt.actions)
			}
			if len(got.Text) > bot.MaxText {
				t.Errorf("text is %d bytes", len(got.Text))
			}
		})
	}
}

func TestParseErrorQuotedExactly(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, text := range []string{"abcde", "lqre slus atic", "ab1d efgh ijkl mnop", ""} {
		_, perr := solver.Parse(text)
		if perr == nil {
			if text == "" {
				continue
			}
			t.Fatalf("Parse(%q) did not fail", text)
		}
		got := e.Do(t, apptest.Req("solve", "board", text+" "))
		if text == "" {
			continue
		}
		if !strings.Contains(got.Text, perr.Error()) || !got.Ephemeral {
			t.Errorf("reply %q does not quote %q ephemerally", got.Text, perr.Error())
		}
	}
}

func TestChannelMemory(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{MemoryTTL: time.Hour, MemorySize: 2})
	// /random makes the board the channel's; /path and /solve use it.
	rolled := e.Do(t, apptest.Req("random"))
	b, _ := solver.DiceForSize(4)
	want := b.Roll(42).String()
	if !strings.Contains(rolled.Text, want) {
		t.Fatalf("random text %q lacks %q", rolled.Text, want)
	}
	if got := e.Do(t, apptest.Req("solve")); !strings.Contains(got.Text, "on `"+want+"`") {
		t.Errorf("solve without a board: %q", got.Text)
	}
	// Another channel has no board.
	other := apptest.Req("solve")
	other.Channel = "c2"
	e.Do(t, other)
	e.Refused.Expect(t, game.CodeNoChannelBoard)
	// Nor the same channel id on another platform.
	other = apptest.Req("solve")
	other.Platform = "slack"
	e.Do(t, other)
	e.Refused.Expect(t, game.CodeNoChannelBoard)
	// /solve with a board replaces the channel's board, with its tier.
	e.Do(t, apptest.Req("solve", "board", apptest.Board, "dict", "large"))
	if got := e.Do(t, apptest.Req("path", "word", "recitals")); !strings.Contains(got.Text, "**recitals**: 11 points on `"+apptest.Board+"`") {
		t.Errorf("path on remembered board: %q", got.Text)
	}
	if got := e.Do(t, apptest.Req("path", "word", "sluta")); !strings.Contains(got.Text, "large dictionary") {
		t.Errorf("path did not keep the remembered tier: %q", got.Text)
	}
	// Expiry.
	e.Clock.Add(59 * time.Minute)
	if got := e.Do(t, apptest.Req("path", "word", "recitals")); got.Ephemeral {
		t.Errorf("board forgotten too early: %q", got.Text)
	}
	e.Clock.Add(2 * time.Minute)
	e.Do(t, apptest.Req("path", "word", "recitals"))
	e.Refused.Expect(t, game.CodeNoChannelBoard)
	// Bounded size: with room for two channels, the least recently used goes.
	for _, ch := range []string{"a", "b", "c"} {
		r := apptest.Req("solve", "board", apptest.Board)
		r.Channel = ch
		e.Do(t, r)
	}
	for ch, remembered := range map[string]bool{"a": false, "b": true, "c": true} {
		r := apptest.Req("path", "word", "recitals")
		r.Channel = ch
		if got := e.Do(t, r); got.Ephemeral == remembered {
			t.Errorf("channel %s remembered = %v, want %v: %q", ch, !got.Ephemeral, remembered, got.Text)
		}
	}
}

// TestAllWordsWholeList: on a board whose word list does not fit a
// message, All N words sends as much as fits and the whole list as a
// text file, every word in it.
func TestAllWordsWholeList(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	const big = "perslatg sinetera brocadel manitoes trumpeds glanderi pointsea ravelers"
	sol := e.Do(t, apptest.Req("solve", "board", big))
	r := apptest.Req("")
	r.Action = &bot.ActionEvent{ID: sol.Actions[0].ID}
	list := e.Do(t, r)
	if len(list.Text) > bot.MaxText || strings.Contains(list.Text, "cut short") || !strings.Contains(list.Text, "the whole list") {
		t.Errorf("word list (%d bytes): %q", len(list.Text), list.Text)
	}
	if list.File == nil {
		t.Fatalf("no file with the whole list")
	}
	b, err := solver.Parse(big)
	if err != nil {
		t.Fatal(err)
	}
	res := solver.Solve(b, dict.Default(), solver.Rules{})
	have := map[string]bool{}
	for _, line := range strings.Split(string(list.File.Data), "\n") {
		_, words, _ := strings.Cut(line, ": ")
		for _, w := range strings.Split(words, ", ") {
			have[w] = true
		}
	}
	for _, w := range res.Words {
		if !have[w.Word] {
			t.Fatalf("the file lacks %s (of %d words):\n%.300s", w.Word, len(res.Words), list.File.Data)
		}
	}
	if strings.Contains(string(list.File.Data), "**") || !strings.HasPrefix(list.File.Name, "words-") || !strings.HasSuffix(list.File.Name, ".txt") {
		t.Errorf("file %s:\n%.200s", list.File.Name, list.File.Data)
	}
}

func TestActions(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	sol := e.Do(t, apptest.Req("solve", "board", apptest.Board))
	if len(sol.Actions) != 2 {
		t.Fatalf("actions = %+v", sol.Actions)
	}
	button, sel := sol.Actions[0], sol.Actions[1]
	if button.Kind != bot.Button || !strings.HasPrefix(button.Label, "All ") || sel.Kind != bot.Select || len(sel.Choices) != 25 {
		t.Fatalf("actions = %+v", sol.Actions)
	}
	for _, a := range sol.Actions {
		if len(a.ID) > 100 {
			t.Errorf("action id %q longer than 100 bytes", a.ID)
		}
	}
	if sel.Choices[0].Value != "recitals" || sel.Choices[0].Label != "recitals (11)" {
		t.Errorf("first choice = %+v", sel.Choices[0])
	}
	// A click from another channel, another day: the ID carries the board.
	click := func(id, value string) bot.Reply {
		r := apptest.Req("")
		r.Channel = "elsewhere"
		r.Action = &bot.ActionEvent{ID: id, Value: value}
		return e.Do(t, r)
	}
	list := click(button.ID, "")
	if !list.Ephemeral || !strings.Contains(list.Text, "**All ") || !strings.Contains(list.Text, "**8 letters** (11 pts each): recitals") {
		t.Errorf("word list = %q", list.Text)
	}
	p := click(sel.ID, "latrine")
	if p.Ephemeral || !strings.Contains(p.Text, "**latrine**: 5 points") {
		t.Errorf("path from select = %q", p.Text)
	}
	apptest.CheckPNG(t, p.Image)
	if got := click(sel.ID, "zzz"); !got.Ephemeral {
		t.Errorf("bad pick answered in public: %q", got.Text)
	}
	e.Refused.Expect(t, game.CodePathNotOn)
	for _, id := range []string{"solve|words|standard|4abc", "solve|nope", "nosuch|x", "solve|words|huge|" + strings.Split(button.ID, "|")[3]} {
		if got := click(id, ""); !got.Ephemeral || got.Image != nil {
			t.Errorf("click %q = %+v", id, got)
		}
	}
	// A big board's IDs still fit.
	big := e.Do(t, apptest.Req("solve", "board", strings.Repeat("[th]", 64)))
	for _, a := range big.Actions {
		if len(a.ID) > 100 {
			t.Errorf("8x8 action id is %d bytes", len(a.ID))
		}
	}
}

func TestComplete(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	ctx := context.Background()
	if got := e.Bot.Complete(ctx, apptest.Req("path"), "word", "re"); got != nil {
		t.Errorf("suggestions without a board: %v", got)
	}
	e.Do(t, apptest.Req("solve", "board", apptest.Board))
	got := e.Bot.Complete(ctx, apptest.Req("path"), "word", "Re")
	if len(got) == 0 || got[0].Value != "recitals" {
		t.Fatalf("Complete = %v", got)
	}
	for _, c := range got {
		if !strings.HasPrefix(c.Value, "re") {
			t.Errorf("suggestion %q lacks the prefix", c.Value)
		}
	}
	if all := e.Bot.Complete(ctx, apptest.Req("path"), "word", ""); len(all) != 25 {
		t.Errorf("%d suggestions for an empty prefix, want 25", len(all))
	}
	// The board option being typed wins over the channel's.
	r := apptest.Req("path", "board", "cat xxx xxx")
	if got := e.Bot.Complete(ctx, r, "word", "c"); len(got) != 1 || got[0].Value != "cat" {
		t.Errorf("Complete with board option = %v", got)
	}
	if got := e.Bot.Complete(ctx, apptest.Req("path"), "board", ""); got != nil {
		t.Errorf("Complete(board) = %v", got)
	}
	if got := e.Bot.Complete(ctx, apptest.Req("solve"), "board", ""); got != nil {
		t.Errorf("Complete(solve) = %v", got)
	}
}

func TestRateLimit(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{RateLimit: bot.RateLimit{Burst: 3, Every: 2 * time.Second}})
	for i := range 3 {
		if got := e.Do(t, apptest.Req("solve", "board", apptest.Board)); got.Ephemeral {
			t.Fatalf("request %d limited: %q", i, got.Text)
		}
	}
	got := e.Do(t, apptest.Req("solve", "board", apptest.Board))
	if !got.Ephemeral || got.Text != "You're sending commands a bit fast. Try again in 2 seconds." {
		t.Errorf("4th request: %+v", got)
	}
	// Other users, and /help, are not affected.
	other := apptest.Req("solve", "board", apptest.Board)
	other.User.ID = "u2"
	if got := e.Do(t, other); got.Ephemeral {
		t.Errorf("other user limited: %q", got.Text)
	}
	if got := e.Do(t, apptest.Req("help")); strings.Contains(got.Text, "fast") {
		t.Errorf("help limited")
	}
	e.Clock.Add(1500 * time.Millisecond)
	if got := e.Do(t, apptest.Req("random")); !strings.Contains(got.Text, "Try again in 1 second.") {
		t.Errorf("after 1.5s: %q", got.Text)
	}
	e.Clock.Add(500 * time.Millisecond)
	if got := e.Do(t, apptest.Req("random")); got.Ephemeral {
		t.Errorf("after 2s still limited: %q", got.Text)
	}
	if !strings.Contains(e.Logs.String(), "outcome=ratelimited") {
		t.Errorf("rate limiting not logged:\n%s", e.Logs)
	}
}

func TestPanicRecovered(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	e.R.SetPanic(true)
	got := e.Do(t, apptest.Req("solve", "board", apptest.Board))
	if got.Text != bot.Apology || !got.Ephemeral || got.Image != nil {
		t.Errorf("reply to a panic = %+v", got)
	}
	logs := e.Logs.String()
	for _, w := range []string{"command panicked", "renderer exploded", "interaction=i1", "command=solve", "outcome=panic", "stack="} {
		if !strings.Contains(logs, w) {
			t.Errorf("log lacks %q:\n%s", w, logs)
		}
	}
	// The bot carries on.
	e.R.SetPanic(false)
	if got := e.Do(t, apptest.Req("solve", "board", apptest.Board)); got.Ephemeral || got.Image == nil {
		t.Errorf("after a panic: %+v", got)
	}
}

func TestCanceled(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got := e.Bot.Handle(ctx, apptest.Req("solve", "board", apptest.Board))
	if !got.Ephemeral || !strings.Contains(got.Text, "took too long") {
		t.Errorf("canceled: %+v", got)
	}
}

func TestConcurrent(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{RateLimit: bot.RateLimit{Burst: 1000}})
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			for j := range 20 {
				r := apptest.Req("solve", "board", apptest.Board)
				r.Channel = fmt.Sprint(j % 3)
				r.User.ID = fmt.Sprint(i)
				if got := e.Do(t, r); got.Ephemeral {
					t.Errorf("%q", got.Text)
				}
				e.Bot.Complete(context.Background(), r, "word", "r")
			}
		})
	}
	wg.Wait()
}

// /help lists every command of the default table whole: never cut short
// by the message limit.
func TestHelpFits(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Do(t, apptest.Req("help")).Text
	if strings.Contains(got, "cut short") || len(got) > bot.MaxText {
		t.Errorf("/help is %d bytes, cut to fit %d: make it shorter", len(got), bot.MaxText)
	}
	for _, c := range app.Commands().All() {
		if !strings.Contains(got, "`/"+c.Name) {
			t.Errorf("/help lacks /%s", c.Name)
		}
		admin := apptest.Req("help", "topic", c.Name)
		admin.IsAdmin = true
		one := e.Do(t, admin)
		if one.Ephemeral != true || !strings.Contains(one.Text, "**`/"+c.Name) || len(one.Text) > bot.MaxText || strings.Contains(one.Text, "cut short") {
			t.Errorf("/help %s: %d bytes: %q", c.Name, len(one.Text), one.Text)
		}
	}
}

func TestCommandTable(t *testing.T) {
	names := map[string]bool{}
	for _, c := range app.Commands().All() {
		names[c.Name] = true
		if c.Description == "" || len(c.Description) > 100 {
			t.Errorf("%s: description %q", c.Name, c.Description)
		}
		for _, o := range c.Options {
			if len(o.Description) > 100 {
				t.Errorf("%s %s: description is %d chars", c.Name, o.Name, len(o.Description))
			}
		}
	}
	for _, n := range []string{"solve", "path", "random", "help", "daily", "daily setup", "guess", "leaderboard", "stats"} {
		if !names[n] {
			t.Errorf("command %s missing", n)
		}
	}
	e := apptest.NewEnv(t, app.Config{})
	if got, want := e.Bot.Mux().Names(), app.Commands().Names(); !slices.Equal(got, want) {
		t.Errorf("a Bot with no table serves %v, want the default %v", got, want)
	}
	spec, ok := e.Bot.Command("path")
	if o, _ := spec.Option("word"); !ok || !o.Autocomplete || !o.Required {
		t.Errorf("path word option = %+v", o)
	}
}

func TestSlowNotice(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, tt := range []struct {
		req  bot.Request
		slow bool
	}{
		{apptest.Req("solve", "board", apptest.Board), true},
		{apptest.Req("random"), true},
		{apptest.Req("solve", "board", "abc"), false},
		{apptest.Req("help"), false},
	} {
		var calls []bool
		ctx := bot.WithSlowNotice(context.Background(), func(eph bool) { calls = append(calls, eph) })
		e.Bot.Handle(ctx, tt.req)
		if (len(calls) == 1) != tt.slow || len(calls) > 1 || (len(calls) == 1 && calls[0]) {
			t.Errorf("%s %v: notices %v, want slow=%v", tt.req.Command, tt.req.Options, calls, tt.slow)
		}
	}
}

// flakyBoards is a database whose writes fail while down is set, and whose
// reads fail while downReads is; it counts the calls that reach it.
type flakyBoards struct {
	*memory.Store
	down, downReads atomic.Bool
	calls           atomic.Int64
}

func (f *flakyBoards) PutChannelBoard(ctx context.Context, platform, guild, channel, board, tier string, expires time.Time) error {
	f.calls.Add(1)
	if f.down.Load() {
		return errors.New("connection refused")
	}
	return f.Store.PutChannelBoard(ctx, platform, guild, channel, board, tier, expires)
}

func (f *flakyBoards) ChannelBoard(ctx context.Context, platform, guild, channel string, now time.Time) (string, string, time.Time, bool, error) {
	f.calls.Add(1)
	if f.downReads.Load() {
		return "", "", time.Time{}, false, errors.New("connection refused")
	}
	return f.Store.ChannelBoard(ctx, platform, guild, channel, now)
}

// TestSharedChannelBoards: two replicas on one database answer a bare /path
// or /solve with the board the channel last used on either of them.
func TestSharedChannelBoards(t *testing.T) {
	db := memory.New()
	a, b := apptest.NewEnv(t, app.Config{Boards: db}), apptest.NewEnv(t, app.Config{Boards: db})
	const other = "abcd efgh ijkl mnop"
	a.Do(t, apptest.Req("solve", "board", apptest.Board))
	if got := b.Do(t, apptest.Req("path", "word", "recitals")); !strings.Contains(got.Text, "**recitals**: 11 points on `"+apptest.Board+"`") {
		t.Errorf("replica b, path after a's solve: %q", got.Text)
	}
	// A minute later b moves the channel on; a, which remembers the old
	// board itself, follows the database.
	b.Clock.Add(time.Minute)
	b.Do(t, apptest.Req("solve", "board", other, "dict", "large"))
	if got := a.Do(t, apptest.Req("solve")); !strings.Contains(got.Text, "on `"+other+"` (large dictionary)") {
		t.Errorf("replica a, solve after b's: %q", got.Text)
	}
	// The database's boards expire as the process's do (24 hours).
	a.Clock.Add(24*time.Hour + time.Minute)
	a.Do(t, apptest.Req("solve"))
	a.Refused.Expect(t, game.CodeNoChannelBoard)

	// A write that fails leaves the database with an older board; the
	// replica that failed knows better, and keeps its own.
	db2 := &flakyBoards{Store: memory.New()}
	c := apptest.NewEnv(t, app.Config{Boards: db2})
	c.Do(t, apptest.Req("solve", "board", apptest.Board))
	c.Clock.Add(time.Minute)
	db2.down.Store(true)
	c.Do(t, apptest.Req("solve", "board", other))
	db2.down.Store(false)
	c.Clock.Add(11 * time.Second) // past the back-off: the database is read again
	if got := c.Do(t, apptest.Req("solve")); !strings.Contains(got.Text, "on `"+other+"`") {
		t.Errorf("after a failed write, the database's older board won: %q", got.Text)
	}

	// With the database down, a replica still remembers its own channels,
	// asks the database once per back-off (10 s), and logs it once.
	db3 := &flakyBoards{Store: memory.New()}
	db3.down.Store(true)
	db3.downReads.Store(true)
	down := apptest.NewEnv(t, app.Config{Boards: db3})
	down.Do(t, apptest.Req("solve", "board", apptest.Board))
	for range 5 {
		if got := down.Do(t, apptest.Req("path", "word", "recitals")); !strings.Contains(got.Text, "**recitals**: 11 points") {
			t.Errorf("database down: %q", got.Text)
		}
	}
	if n := db3.calls.Load(); n != 1 {
		t.Errorf("the database was asked %d times in the back-off, want once", n)
	}
	if n := strings.Count(down.Logs.String(), "level=WARN"); n != 1 || !strings.Contains(down.Logs.String(), "could not remember the channel's board in the database") ||
		!strings.Contains(down.Logs.String(), "connection refused") {
		t.Errorf("%d warnings, want one saying why:\n%s", n, down.Logs)
	}
	down.Clock.Add(11 * time.Second)
	down.Do(t, apptest.Req("path", "word", "recitals"))
	if n := db3.calls.Load(); n != 2 || !strings.Contains(down.Logs.String(), "could not read the channel's board from the database") {
		t.Errorf("after the back-off: %d calls, log:\n%s", n, down.Logs)
	}
}

// TestSharedChannelBoardsOutage: how a replica treats a database that fails.
func TestSharedChannelBoardsOutage(t *testing.T) {
	const other = "abcd efgh ijkl mnop"
	db := &flakyBoards{Store: memory.New()}
	e := apptest.NewEnv(t, app.Config{Boards: db})
	e.Do(t, apptest.Req("solve", "board", apptest.Board))

	// A read that fails starts a back-off: reads skip the database, but new
	// boards are still written, so the other replicas see them; a write
	// that succeeds ends the back-off.
	db.downReads.Store(true)
	e.Do(t, apptest.Req("path", "word", "recitals"))
	db.downReads.Store(false)
	calls := db.calls.Load()
	e.Do(t, apptest.Req("solve", "board", other))
	if got, _, _, ok, _ := db.Store.ChannelBoard(context.Background(), apptest.ConsoleName, "local", "c1", e.Clock.Now()); !ok || got != other {
		t.Errorf("in the back-off, the new board did not reach the database: %q %v", got, ok)
	}
	e.Do(t, apptest.Req("path", "word", "curlier"))
	if n := db.calls.Load() - calls; n != 2 {
		t.Errorf("a write, then a read: %d calls, want 2 (the successful write ends the back-off)", n)
	}

	// A clock set back does not stretch a back-off.
	db.downReads.Store(true)
	e.Do(t, apptest.Req("path", "word", "recitals"))
	db.downReads.Store(false)
	e.Clock.Add(-time.Hour)
	calls = db.calls.Load()
	e.Do(t, apptest.Req("path", "word", "recitals"))
	if n := db.calls.Load() - calls; n != 1 {
		t.Errorf("after the clock went back an hour the database was read %d times, want 1", n)
	}

	// A command cancelled (the bot shutting down) is not the database
	// failing: no back-off, no warning.
	quiet := &flakyBoards{Store: memory.New()}
	q := apptest.NewEnv(t, app.Config{Boards: quiet})
	quiet.downReads.Store(true)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	q.Bot.ChannelBoard(ctx, apptest.Req("path"))
	quiet.downReads.Store(false)
	q.Bot.ChannelBoard(context.Background(), apptest.Req("path"))
	if n := quiet.calls.Load(); n != 2 || strings.Contains(q.Logs.String(), "level=WARN") {
		t.Errorf("a cancelled read: %d calls (want 2: no back-off), log:\n%s", n, q.Logs)
	}
}

// brokenLimits is a database that does not answer.
type brokenLimits struct{ calls atomic.Int64 }

func (l *brokenLimits) TakeRateToken(context.Context, string, int, time.Duration, time.Time) (bool, time.Duration, error) {
	l.calls.Add(1)
	return false, 0, errors.New("connection refused")
}

// TestSharedRateLimit: with the database's rate limits, a user's commands
// count the same whichever replica serves them; without an answer from it,
// each replica counts alone.
func TestSharedRateLimit(t *testing.T) {
	db := memory.New()
	rl := bot.RateLimit{Burst: 3, Every: 2 * time.Second}
	a, b := apptest.NewEnv(t, app.Config{RateLimit: rl, Limits: db}), apptest.NewEnv(t, app.Config{RateLimit: rl, Limits: db})
	for i, e := range []*apptest.Env{a, b, a} {
		if got := e.Do(t, apptest.Req("solve", "board", apptest.Board)); got.Ephemeral {
			t.Fatalf("command %d limited: %q", i+1, got.Text)
		}
	}
	for _, e := range []*apptest.Env{a, b} {
		if got := e.Do(t, apptest.Req("solve", "board", apptest.Board)); got.Text != "You're sending commands a bit fast. Try again in 2 seconds." {
			t.Errorf("4th command across replicas: %q", got.Text)
		}
	}
	b.Clock.Add(2 * time.Second)
	if got := b.Do(t, apptest.Req("solve", "board", apptest.Board)); got.Ephemeral {
		t.Errorf("after 2 s, still limited: %q", got.Text)
	}

	broken := &brokenLimits{}
	c := apptest.NewEnv(t, app.Config{RateLimit: rl, Limits: broken})
	for i := range 4 {
		got := c.Do(t, apptest.Req("solve", "board", apptest.Board))
		if limited := strings.Contains(got.Text, "a bit fast"); limited != (i == 3) {
			t.Errorf("database down, command %d: %q", i+1, got.Text)
		}
	}
	if n := broken.calls.Load(); n != 1 || strings.Count(c.Logs.String(), "could not count the command in the database's rate limits") != 1 {
		t.Errorf("database down: asked %d times (want once per back-off), log:\n%s", n, c.Logs)
	}
}

// gatedRenderer blocks every Solution in the renderer until release is
// closed, counting how many are inside at once.
type gatedRenderer struct {
	bottest.Renderer
	entered chan struct{}
	release chan struct{}
	in, max atomic.Int64
}

func (g *gatedRenderer) Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error {
	n := g.in.Add(1)
	defer g.in.Add(-1)
	for m := g.max.Load(); n > m && !g.max.CompareAndSwap(m, n); m = g.max.Load() {
	}
	g.entered <- struct{}{}
	<-g.release
	return g.Renderer.Solution(w, p, res, top, title)
}

// TestRenderersBound: with Renderers 1, a second /solve tells its adapter
// it is slow (so the player's answer is deferred at once), then waits for
// the renderer instead of drawing alongside the first; a command cancelled
// while it waits gives up with the cancellation reply.
func TestRenderersBound(t *testing.T) {
	g := &gatedRenderer{entered: make(chan struct{}, 3), release: make(chan struct{})}
	e := apptest.NewEnv(t, app.Config{Renderer: g, Renderers: 1})
	replies := make(chan bot.Reply, 2)
	notices := make(chan struct{}, 3)
	wait := func(c <-chan struct{}, what string) {
		t.Helper()
		select {
		case <-c:
		case <-time.After(time.Minute): // a failure bound, not a speed requirement
			t.Fatalf("no %s within a minute", what)
		}
	}
	solve := func(ctx context.Context, user string) {
		r := apptest.Req("solve", "board", apptest.Board)
		r.User.ID = user
		ctx = bot.WithSlowNotice(ctx, func(bool) { notices <- struct{}{} })
		replies <- e.Bot.Handle(ctx, r)
	}
	go solve(context.Background(), "u1")
	wait(g.entered, "first image drawn")
	wait(notices, "slow notice from the first command")
	go solve(context.Background(), "u2")
	wait(notices, "slow notice from the second command while the renderer is busy")
	ctx, cancel := context.WithCancel(context.Background())
	cancelled := make(chan bot.Reply, 1)
	go func() {
		r := apptest.Req("solve", "board", apptest.Board)
		r.User.ID = "u3"
		cancelled <- e.Bot.Handle(bot.WithSlowNotice(ctx, func(bool) { notices <- struct{}{} }), r)
	}()
	wait(notices, "slow notice from the third command, which waits for the renderer too")
	select {
	case <-g.entered:
		t.Fatal("a second image was drawn while the only renderer was busy")
	default:
	}
	cancel()
	if got := <-cancelled; !got.Ephemeral || !strings.Contains(got.Text, "took too long") {
		t.Errorf("a command cancelled while waiting for the renderer: %+v", got)
	}
	close(g.release)
	for range 2 {
		if got := <-replies; got.Image == nil {
			t.Errorf("no image: %+v", got)
		}
	}
	if m := g.max.Load(); m != 1 {
		t.Errorf("%d images drawn at once, want 1", m)
	}
}

// TestRendererPanicFreesRenderer: a renderer that panics is answered with
// the apology and gives its turn back; with one renderer, images are drawn
// again afterwards.
func TestRendererPanicFreesRenderer(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{Renderers: 1, RateLimit: bot.RateLimit{Burst: 100}})
	// Each command runs with a deadline, so that a turn never given back
	// fails the test instead of hanging it.
	solve := func() bot.Reply {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		return e.Bot.Handle(ctx, apptest.Req("solve", "board", apptest.Board))
	}
	e.R.SetPanic(true)
	for range 3 {
		if got := solve(); got.Text != bot.Apology {
			t.Fatalf("a panicking renderer: %+v", got)
		}
	}
	e.R.SetPanic(false)
	if got := solve(); got.Image == nil {
		t.Errorf("no image after the renderer panicked (was its turn given back?): %+v", got)
	}
}
