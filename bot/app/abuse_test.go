package app_test

import (
	"context"
	"fmt"
	"log/slog"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// Inputs built to make one command as costly as possible. Each test
// bounds the work a command does, never its time.

// tangledAB is a board of a's and b's on which each of tangledGuess takes
// a whole trace budget (solver.TraceBudget) to give up on.
var (
	tangledAB    = strings.Repeat("abba", 16)
	tangledGuess = []string{
		"aaaaaaaabaabaaabaaaabbbbbbbbbbaaaaab",
		"bababaabababaaabababaaaaaabaabbbaabba",
		"bbbabaaaaababaabaababbabbaababaabaaaa",
		"abbaabaaaaaaaababaabbaaaabbaaaabbaaaa",
		"ababbabbbababbbbbabbbabbbbbabaa",
		"ababaabaaaaaabbbaaaabaaaaaaaabababbbbbb",
	}
)

// stepCounter counts the calls of Err: the solver's searches call it once
// every 1024 steps, so the calls times 1024 bound the steps from below.
type stepCounter struct {
	context.Context
	calls atomic.Int64
}

func (c *stepCounter) Err() error { c.calls.Add(1); return c.Context.Err() }

// TestRoundGuessTangled: a round played on a board the starter chose, and
// a guess (or the Enter words form) of words built to exhaust the trace
// budget one by one: the guess is answered within the budget of one guess,
// not a trace budget per word.
func TestRoundGuessTangled(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := rig.Do(apptest.In("ann", "play", "board", tangledAB, "time", "10m"))
	if !strings.Contains(start.Text, "Live round!") {
		t.Fatalf("start: %q", start.Text)
	}
	words := strings.Join(tangledGuess, " ")
	submit := apptest.In("bob", "")
	submit.Action = &bot.ActionEvent{ID: bot.ActionID("play", "words", strings.Split(start.Actions[0].ID, "|")[2]), Value: strings.ReplaceAll(words, " ", "\n")}
	most := game.GuessBudget + len(tangledGuess)*game.WordBudget
	for name, r := range map[string]bot.Request{"guess": apptest.In("ann", "guess", "words", words), "form": submit} {
		ctx := &stepCounter{Context: context.Background()}
		got := rig.Bot.Handle(ctx, r)
		if !strings.Contains(got.Text, "Not in the common dictionary:") {
			t.Errorf("%s: %q", name, got.Text)
		}
		if steps := int(ctx.calls.Load()) * 1024; steps > most {
			t.Errorf("%s: the guess took %d search steps or more; want at most %d", name, steps, most)
		}
	}
}

// allocated returns the bytes f allocates (with the test's other
// goroutines idle, as they are here).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestParseTextLong: free text is read in time and memory linear in its
// length, whatever its shape: an option that runs over 20,000 words (each
// word once copied the whole value so far: 400 MB for this text, 27 s for
// 400 kB), and a first word of 200,000 letters that names no command (it
// was compared with each command's name letter by letter). The bounds are
// per byte of text: a few small values per word, one copy of a word.
func TestParseTextLong(t *testing.T) {
	tb := app.Commands()
	for name, tt := range map[string]struct {
		text, want string
		perByte    int
	}{
		"words after board:": {"/solve board:a " + strings.Repeat("b ", 20_000), "", 256},
		"long command":       {"/" + strings.Repeat("s", 200_000), "I don't know the command `/ssss", 16},
		"long slip":          {strings.Repeat("s", 200_000), "Commands start with `/`", 16},
	} {
		t.Run(name, func(t *testing.T) {
			var req bot.Request
			var err error
			bytes := allocated(func() { req, err = tb.ParseText(tt.text) })
			if most := uint64(tt.perByte * len(tt.text)); bytes > most {
				t.Errorf("ParseText allocated %d bytes for %d bytes of text; want at most %d", bytes, len(tt.text), most)
			}
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("error %v", err)
			case tt.want == "" && req.Options["board"] != "a"+strings.Repeat(" b", 20_000):
				t.Errorf("board option of %d bytes, want %d", len(req.Options["board"]), 1+2*20_000)
			case tt.want != "" && (err == nil || !strings.Contains(bot.ErrorIn(err, "en"), tt.want)):
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

// TestForgedActions: component ids and values no reply of the bot made
// (wrong part counts, bad boards and rules, ids past Discord's 100 bytes,
// as a forged or mangled request carries them) are answered with "no
// longer available" or a reply about the value, never the apology of a
// panic.
func TestForgedActions(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	board := "8" + strings.Repeat("e", 64)
	long := strings.Repeat("z", 5000)
	for _, tt := range []struct{ id, value, want string }{
		{"play", "", "no longer available"},
		{"play|", "", "no longer available"},
		{"play|enter", "", "no longer available"},
		{"play|enter|" + long, "", "no longer available"},
		{"play|enter|abcdefghijk!", "", "no longer available"},
		{"play|words|" + long, "words", "no longer available"},
		{"play|words|abcdefghijkl", "words", "No round is running"},
		{"play|enter|abcdefghijkl|x", "", "no longer available"},
		{"solve", "", "no longer available"},
		{"solve|path", "", "no longer available"},
		{"solve|path|large|" + board + "|s99", "eee", "no longer available"},
		{"solve|path|large|" + board + "|b", long, "it has 5,000 letters"},
		{"solve|path|large|9" + strings.Repeat("e", 81), "eee", "no longer available"},
		{"solve|path|" + long + "|" + board, "eee", "There is no dictionary called"},
		{"solve|words|large|" + board + "|b|x", "", "no longer available"},
		{"solve|nothing|large|" + board, "", "no longer available"},
		{"nothing|x", "", "no longer available"},
		{"|||", "", "no longer available"},
	} {
		r := apptest.In("ann", "")
		r.Action = &bot.ActionEvent{ID: tt.id, Value: tt.value}
		got := rig.Do(r)
		if got.Text == bot.Apology || !strings.Contains(got.Text, tt.want) {
			t.Errorf("%.40q: %q, want %q", tt.id, got.Text, tt.want)
		}
	}
}

// TestClipKeepsCharacters: a long value quoted in an error is cut between
// characters, never inside one (the platforms would show a broken byte
// as �).
func TestClipKeepsCharacters(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, r := range []bot.Request{
		apptest.Req("path", "word", "a"+strings.Repeat("é", 30), "board", apptest.Board),
		apptest.Req("solve", "board", apptest.Board, "dict", "x"+strings.Repeat("ü", 20)),
		apptest.Req("solve", "board", apptest.Board, "rules", "x"+strings.Repeat("ß", 20)),
	} {
		got := e.Do(t, r)
		if !utf8.ValidString(got.Text) || !strings.Contains(got.Text, "…") {
			t.Errorf("/%s: %q", r.Command, got.Text)
		}
	}
}

// TestCompleteBounded: autocomplete, which runs once per keystroke outside
// the runtime's workers and may solve a board, works out Completers
// answers at once; a keystroke past them gets no suggestions at once
// instead of a core.
func TestCompleteBounded(t *testing.T) {
	entered, release := make(chan struct{}), make(chan struct{})
	var calls atomic.Int64
	spec := bottest.Command{Spec: bot.CommandSpec{Name: "slow", Description: "blocks its first autocomplete",
		Complete: func(context.Context, bot.Request, string, string) []bot.Choice {
			if calls.Add(1) == 1 {
				close(entered)
				<-release
			}
			return []bot.Choice{{Label: "x", Value: "x"}}
		}},
		Handle: func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, nil }}
	b := bottest.New(bot.Config{Completers: 1, Renderer: &bottest.Renderer{}}, spec)
	first := make(chan []bot.Choice)
	go func() { first <- b.Complete(context.Background(), bot.Request{Command: "slow"}, "o", "") }()
	<-entered
	if got := b.Complete(context.Background(), bot.Request{Command: "slow"}, "o", ""); got != nil || calls.Load() != 1 {
		t.Errorf("a second autocomplete while the first works: %v, %d calls; want none, 1 call", got, calls.Load())
	}
	close(release)
	if got := <-first; len(got) != 1 {
		t.Errorf("the first autocomplete: %v", got)
	}
	if got := b.Complete(context.Background(), bot.Request{Command: "slow"}, "o", ""); len(got) != 1 {
		t.Errorf("an autocomplete after the first: %v", got)
	}
}

// TestLongValuesQuotedShort: a value thousands of characters long, in any
// option of any command, is quoted short in the answer, so that what the
// answer says after it (what the option takes) is not cut off with the
// message.
func TestLongValuesQuotedShort(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	for _, spec := range rig.Bot.Mux().All() {
		for _, o := range spec.Options {
			for _, v := range []string{strings.Repeat("x", 3000), strings.Repeat("é", 1500), strings.Repeat("1", 3000)} {
				r := apptest.In("ann", spec.Name, o.Name, v)
				r.IsAdmin = true
				if got := rig.Do(r); len(got.Text) > 500 || got.Text == bot.Apology {
					t.Errorf("/%s %s:%.10s…: %d bytes: %.300q", spec.Name, o.Name, v, len(got.Text), got.Text)
				}
			}
		}
	}
}

// BenchmarkHandleWorst runs, through Handle with the real renderer, the
// costliest input found for each command: the board hill-climbed to
// defeat the solver (stopped at solver.SolveBudget), the longest path
// there is to draw, the word list of that board, a guess of fifty words
// that each exhaust a trace budget on their own, and an autocomplete on
// the climbed board.
func BenchmarkHandleWorst(b *testing.B) {
	const climbed = "eliliiis vnilllis vetiliie reretiss raratese eateness sstenese essessss"
	svc := round.New(round.Config{Store: memory.New(), Owner: "bench"})
	bt := app.New(app.Config{Rounds: svc, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	if r := bt.Handle(context.Background(), apptest.In("ann", "play", "board", tangledAB, "time", "10m")); r.Image == nil {
		b.Fatalf("play: %q", r.Text)
	}
	hints := apptest.In("ann", "play", "board", climbed, "time", "10m", "dict", "large", "hints", "on")
	hints.Channel = "C2"
	if r := bt.Handle(context.Background(), hints); r.Image == nil {
		b.Fatalf("play with hints: %q", r.Text)
	}
	var words []string
	for i := range game.MaxGuessWords {
		words = append(words, tangledGuess[i%len(tangledGuess)]+strings.Repeat("a", i/len(tangledGuess)))
	}
	listAll := apptest.In("ann", "")
	listAll.Action = &bot.ActionEvent{ID: "solve|words|large|8" + strings.ReplaceAll(climbed, " ", "")}
	for _, bc := range []struct {
		name string
		req  bot.Request
	}{
		{"solve-climbed-large-top10", apptest.In("ann", "solve", "board", climbed, "dict", "large", "top", "10")},
		{"path-64-tiles", apptest.In("ann", "path", "word", strings.Repeat("e", 64), "board", strings.Repeat("e", 64))},
		{"all-words-climbed-large", listAll},
		{"round-guess-50-tangled", apptest.In("ann", "guess", "words", strings.Join(words, " "))},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if r := bt.Handle(context.Background(), bc.req); r.Text == bot.Apology || r.Text == "" {
					b.Fatalf("reply %q", r.Text)
				}
			}
		})
	}
	// The hint ladder's first four rungs on the climbed board (each one
	// solves it again, within solver.SolveBudget; rung 2 searches within
	// game.HeatBudget and draws), a new player each time.
	b.Run("hint-ladder-climbed-large", func(b *testing.B) {
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			n++
			for rung := 1; rung <= 4; rung++ {
				r := apptest.In(fmt.Sprintf("p%d", n), "hint")
				r.Channel = "C2"
				if got := bt.Handle(context.Background(), r); !strings.Contains(got.Text, fmt.Sprintf("**Hint %d", rung)) || len(got.Text) > bot.MaxText {
					b.Fatalf("rung %d: %q", rung, got.Text)
				}
			}
		}
	})
	b.Run("complete-climbed-large", func(b *testing.B) {
		b.ReportAllocs()
		r := apptest.In("ann", "path", "board", climbed, "dict", "large")
		for b.Loop() {
			if len(bt.Complete(context.Background(), r, "word", "e")) == 0 {
				b.Fatal("no suggestions")
			}
		}
	})
}

// TestInvisibleCharacters: text copied from a web page or a chat message
// may carry characters that show as nothing (a zero-width space, a
// direction mark, a byte order mark). A command, a board and a word are
// read without them, instead of an error quoting what looks right.
func TestInvisibleCharacters(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/path\u200b recitals\u200f lqre slus atic nren\ufeff")
	if !strings.Contains(got.Text, "**recitals**: 11 points on `lqre slus atic nren`.") {
		t.Errorf("typed: %q", got.Text)
	}
	got = e.Do(t, apptest.Req("path", "word", "\u200erecitals\u200b", "board", "lqre slus atic nren\u200b"))
	if !strings.Contains(got.Text, "**recitals**: 11 points") {
		t.Errorf("options: %q", got.Text)
	}
	r := apptest.Req("", "")
	r.Action = &bot.ActionEvent{ID: "solve|path|standard|4lqreslusaticnren", Value: "recitals\u2060"}
	if got = e.Do(t, r); !strings.Contains(got.Text, "**recitals**: 11 points") {
		t.Errorf("select menu: %q", got.Text)
	}
}

// TestInvisibleInOptions: a slash command's option pasted with a character
// that shows as nothing is read as it looks, like typed text, in every
// command: before, the answer quoted what looked right as wrong ("I can't
// read the day `2026-11-20`", "`hints` is `on` or `off`, not `on`").
func TestInvisibleInOptions(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	for _, tt := range []struct {
		command string
		opts    []string
		want    string
	}{
		{"daily review", []string{"day", "\ufeff2026-11-20\u200b"}, "No daily has been played here before today"},
		{"daily", []string{"day", "yester\u200bday"}, "No daily has been played here before today"},
		{"study", []string{"size", "5\u200b", "dict", "large\u2060", "count", "\u200e3"}, "**Words worth learning on 5x5 boards** (large dictionary)"},
		{"help", []string{"topic", "hint\u200b"}, "**`/hint`**"},
		{"play", []string{"hints", "on\u200b", "size", "\u200b5", "dict", "large\u200d"}, "5x5, 3 minutes, classic"},
	} {
		r := apptest.In("ann", tt.command, tt.opts...)
		got := rig.Do(r)
		apptest.MustContain(t, fmt.Sprintf("/%s %q", tt.command, tt.opts), got.Text, tt.want)
		if tt.command == "study" && (!strings.Contains(got.Text, "\n3. `") || strings.Contains(got.Text, "\n4. `")) {
			t.Errorf("/study count:3 lists %q", got.Text)
		}
		for i := 1; i < len(tt.opts); i += 2 {
			if r.Options[tt.opts[i-1]] != tt.opts[i] {
				t.Errorf("the request's option %s changed to %q", tt.opts[i-1], r.Options[tt.opts[i-1]])
			}
		}
	}
}

// FuzzHandle sends any command, options, component id and value: the
// answer is never the apology of a panic or an unexpected error, never
// empty, and valid text.
func FuzzHandle(f *testing.F) {
	for _, s := range [][5]string{
		{"solve", "board", "lqre slus atic nren", "", ""},
		{"path", "word", "recitals lqre slus atic nren", "", ""},
		{"play", "board", "perslatgsineters", "", ""},
		{"guess", "words", "quilts relic", "", ""},
		{"daily setup", "timezone", "europe/paris", "", ""},
		{"", "", "", "solve|path|standard|4lqreslusaticnren|s5", "recitals"},
		{"", "", "", "play|words|abcdefghijkl", "relic"},
		{"stats", "user", "<@1>", "", ""},
		{"define", "word", "recitals", "", ""},
		{"study", "size", "5 large 20", "", ""},
		{"daily review", "day", "2026-11-20", "", ""},
		{"daily", "day", "yesterday", "", ""},
		{"daily share", "", "", "", ""},
		{"", "", "", "daily|share", ""},
		{"", "", "", "daily|share|2026-11-20", ""},
		{"", "", "", "play|mine|abcdefghijkl", ""},
		{"hint", "", "", "", ""},
		{"play", "hints", "maybe", "", ""},
	} {
		f.Add(s[0], s[1], s[2], s[3], s[4])
	}
	rig := apptest.NewRoundRig(f)
	f.Fuzz(func(t *testing.T, command, option, value, action, actionValue string) {
		r := apptest.In("ann", command, option, value)
		r.IsAdmin = len(value)%2 == 0
		if action != "" {
			r.Action = &bot.ActionEvent{ID: action, Value: actionValue}
		}
		got := rig.Do(r)
		valid := true // each input on its own: "\xc2" and "\x81" are invalid, "\xc2\x81" is not
		for _, s := range []string{command, option, value, action, actionValue} {
			valid = valid && utf8.ValidString(s)
		}
		if got.Text == "" || got.Text == bot.Apology || !utf8.ValidString(got.Text) && valid {
			t.Fatalf("%+v: %q", r, got.Text)
		}
	})
}

// TestGuessWithNoWord: a guess of only punctuation, quotes or invisible
// characters (a zero-width space pasted from a web page) holds no word to
// judge. On the daily, in practice and in a round it gets "Which words?"
// quoting what was typed, instead of a progress line that ignores it.
func TestGuessWithNoWord(t *testing.T) {
	daily := apptest.NewDailyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	daily.Do(apptest.As("chat", "ann", "guess", "words", words[0].Word))
	rounds := apptest.NewRoundRig(t)
	rounds.Do(apptest.In("ann", "play", "board", apptest.Board))
	for _, tt := range []struct{ input, want string }{
		{"\u200b\u200b\u2060", ""}, // read as nothing typed
		{"... !!! ?", "I read no word in `... !!! ?`"},
		{"`` \u201c\u201d", "I read no word in `\u201c\u201d`"},
		{" \t", ""},
	} {
		t.Run(tt.input, func(t *testing.T) {
			check := func(where string, r bot.Reply) {
				t.Helper()
				apptest.MustContain(t, where, r.Text, "Which words?", tt.want)
				if strings.Contains(r.Text, "You have") || strings.Contains(r.Text, "No words yet") {
					t.Errorf("%s: %q reads as a guess", where, r.Text)
				}
			}
			check("daily", daily.Do(apptest.As("chat", "ann", "guess", "words", tt.input)))
			check("round", rounds.Do(apptest.In("ann", "guess", "words", tt.input)))
		})
	}
	daily.Clock.Add(24 * time.Hour)
	apptest.MustContain(t, "practice", daily.Do(apptest.As("chat", "ann", "daily", "day", "yesterday")).Text, "**Practice:")
	apptest.MustContain(t, "a guess in practice", daily.Do(apptest.As("chat", "ann", "guess", "words", "\u200b...")).Text, "Which words?", "I read no word in `...`")
}

// TestBoardWordsBounded: board: in free text tries each run of words up
// to a board's longest text (solver.MaxInput) as a board; a run that is
// no English board was once tried in each other language too, to say
// which reads it (20 parses a run: 7 MB for 600 bytes of "é é é"). The
// runs are tried as boards of the request's language only; the reply
// still says what is wrong with the board.
func TestBoardWordsBounded(t *testing.T) {
	tb := app.Commands()
	for _, text := range []string{
		"/path board:" + strings.Repeat("é ", 200),
		"/path board:" + strings.Repeat("ж ", 200),
		"/path board:" + strings.Repeat("[qu] ", 80),
		"/path lang:hu board:" + strings.Repeat("é ", 200),
	} {
		var err error
		bytes := allocated(func() { _, err = tb.ParseText(text) })
		if most := uint64(2_000_000); bytes > most {
			t.Errorf("%.30s…: ParseText allocated %d bytes for %d bytes of text; want at most %d", text, bytes, len(text), most)
		}
		if err == nil || !strings.Contains(bot.ErrorIn(err, "en"), "needs a word") && !strings.Contains(bot.ErrorIn(err, "en"), "can't tell where the board ends") {
			t.Errorf("%.30s…: error %v", text, err)
		}
	}
	// Handle still names the language that reads the board.
	rig := apptest.NewRoundRig(t)
	got := rig.Do(apptest.In("ann", "solve", "board", "éééé éééé éééé éééé"))
	if !strings.Contains(got.Text, "lang:") {
		t.Errorf("a French board in English: %q", got.Text)
	}
}
