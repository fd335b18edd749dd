package console_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

func TestPipedSession(t *testing.T) {
	dir := t.TempDir()
	in := strings.NewReader(`# a comment, then a blank line

/solve lqre slus atic nren top:3
/click 1
/click 2 latrine
/path recitals
/path zebra
/solve abcde
/random 5
/nonsense
/click 9
/help
/quit
/solve never reached
`)
	var out bytes.Buffer
	b := app.New(app.Config{Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1}}).Bot
	if err := console.Run(context.Background(), in, &out, console.Options{User: "ann", Channel: "kitchen", ImageDir: dir, Bot: b}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"points on lqre slus atic nren (standard dictionary)\nTop 3: recitals 11",
		"[1] All ", "(type /click 1)", "[2] Show the path of a word…  (type /click 2 WORD, e.g. recitals, ",
		"(only you can see this) All ", "8 letters (11 pts each): recitals",
		"latrine: 5 points",
		"recitals: 11 points on lqre slus atic nren.", // the channel's board
		"(only you can see this) zebra is not on the board",
		"(only you can see this) I can't read that board: ",
		"New 5x5 board",
		"I don't know the command /nonsense",
		`There is no button "9": type /click 1 to /click 2.`, // the solution's buttons, still in reach
		"bogglebot solves Boggle boards and runs games.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(got, "never reached") || strings.Count(got, "New 5x5") != 1 {
		t.Error("read past /quit")
	}
	paths := regexp.MustCompile(`image: (\S+)`).FindAllStringSubmatch(got, -1)
	if len(paths) != 4 { // solve, latrine, recitals, random
		t.Fatalf("%d images, want 4:\n%s", len(paths), got)
	}
	for _, p := range paths {
		if !strings.HasPrefix(p[1], dir) {
			t.Errorf("image %s is outside %s", p[1], dir)
		}
		f, err := os.Open(p[1])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := png.Decode(f); err != nil {
			t.Errorf("%s: %v", p[1], err)
		}
		f.Close()
	}
}

func TestCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, w, _ := os.Pipe() // never written: Run must not wait for it
	defer r.Close()
	defer w.Close()
	if err := console.Run(ctx, r, new(bytes.Buffer), console.Options{ImageDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
}

// TestLongLine: an over-long line is refused with a message, and the
// session carries on with the next command.
func TestLongLine(t *testing.T) {
	in := strings.NewReader("/solve " + strings.Repeat("a", 200_000) + "\n/solve abc def ghi\n")
	var out bytes.Buffer
	b := app.New(app.Config{Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1}}).Bot
	if err := console.Run(context.Background(), in, &out, console.Options{ImageDir: t.TempDir(), Bot: b}); err != nil {
		t.Fatalf("Run: %v", err)
	}
	got := out.String()
	if !strings.Contains(got, "That line is too long: a command is at most 64 KB.") || !strings.Contains(got, "on abc def ghi") {
		t.Errorf("output:\n%.500s", got)
	}
}

// formBot serves bottest.FormCommands and /ping, whose button takes no
// words.
func formBot() *bot.Bot {
	ping := bottest.Command{Spec: bot.CommandSpec{Name: "ping", Description: "a button"},
		Handle: func(context.Context, bot.Request) (bot.Reply, error) {
			return bot.Reply{Text: "ping", Actions: []bot.Action{{Kind: bot.Button, ID: "ping|pong", Label: "Pong"}}}, nil
		},
		Action: func(context.Context, bot.Request) (bot.Reply, error) {
			return bot.Reply{Text: "pong", Ephemeral: true}, nil
		},
	}
	return bottest.New(bot.Config{RateLimit: bot.RateLimit{Burst: -1}}, append(bottest.FormCommands(nil), ping)...)
}

// TestForm: a button whose reply is a form says how to fill it in, and
// /click N WORDS sends the form with WORDS at once, as often as wanted.
func TestForm(t *testing.T) {
	in := strings.NewReader("/form\n/click 1\n/click 1 quilts  Relic\n/click 1 more words\n/ping\n/click 1 stray words\n")
	var out bytes.Buffer
	if err := console.Run(context.Background(), in, &out, console.Options{ImageDir: t.TempDir(), Bot: formBot()}); err != nil {
		t.Fatal(err)
	}
	want := `Press the button.
  [1] Enter words  (type /click 1)
(only you can see this) Enter words: type your words after /click 1, for example /click 1 WORD WORD ...
(only you can see this) You entered: quilts  Relic (in console)
(only you can see this) You entered: more words (in console)
ping
  [1] Pong  (type /click 1)
(only you can see this) pong
(The button takes no words: I left out "stray words".)
`
	if got := out.String(); got != want {
		t.Errorf("output:\n%s\nwant:\n%s", got, want)
	}
}

// signalWriter is a buffer that says when it is written to.
type signalWriter struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	wrote chan struct{}
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n, err := w.buf.Write(p)
	select {
	case w.wrote <- struct{}{}:
	default:
	}
	return n, err
}

func (w *signalWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// waitFor waits until the output ends with suffix.
func (w *signalWriter) waitFor(t *testing.T, suffix string) {
	t.Helper()
	deadline := time.After(time.Minute) // a failure bound, not a speed requirement
	for !strings.HasSuffix(w.String(), suffix) {
		select {
		case <-w.wrote:
		case <-deadline:
			t.Fatalf("the output never ended with %q:\n%s", suffix, w.String())
		}
	}
}

// TestPost: what the bot posts to the channel is printed marked as a post,
// with its image written and its buttons ready for /click; a post that
// arrives while the prompt waits goes on lines of its own and the prompt
// follows it again.
func TestPost(t *testing.T) {
	dir := t.TempDir()
	out := &signalWriter{wrote: make(chan struct{}, 1)}
	c, err := console.New(out, console.Options{Channel: "kitchen", ImageDir: dir, Prompt: "> ", Bot: formBot()})
	if err != nil {
		t.Fatal(err)
	}
	var _ bot.Poster = c
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- c.Run(context.Background(), r) }()
	out.waitFor(t, "> ")

	results := bot.Reply{Text: "**Round over!** 1. ann 16 points", Image: &bot.Image{Name: "results.png", PNG: []byte("png")},
		Actions: []bot.Action{{Kind: bot.Button, ID: "ping|pong", Label: "All words"}}}
	if err := c.Post(context.Background(), "kitchen", results); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "post-001-results.png")
	want := "> \n[bogglebot posted in #kitchen] Round over! 1. ann 16 points\nimage: " + path + "\n  [1] All words  (type /click 1)\n> "
	if got := out.String(); got != want {
		t.Errorf("output:\n%q\nwant:\n%q", got, want)
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "png" {
		t.Errorf("image: %q, %v", data, err)
	}
	io.WriteString(w, "/click 1\n") // the post's button
	out.waitFor(t, "(only you can see this) pong\n> ")
	w.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestPostsDoNotInterleave: posts from other goroutines while commands run
// never cut into a reply's lines, nor replies into a post's.
func TestPostsDoNotInterleave(t *testing.T) {
	const posts, commands = 50, 50
	out := &signalWriter{wrote: make(chan struct{}, 1)}
	c, err := console.New(out, console.Options{ImageDir: t.TempDir(), Bot: formBot()})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range posts {
		wg.Go(func() {
			c.Post(context.Background(), "console", bot.Reply{Text: fmt.Sprintf("post %d\nsecond line of post %d", i, i)})
		})
	}
	if err := c.Run(context.Background(), strings.NewReader(strings.Repeat("/form\n", commands))); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	replies, got := 0, 0
	for i := 0; i < len(lines); i++ {
		switch l := lines[i]; {
		case l == "Press the button.":
			if i+1 >= len(lines) || lines[i+1] != "  [1] Enter words  (type /click 1)" {
				t.Fatalf("line %d: a reply cut short: %q", i+1, lines[i:min(i+2, len(lines))])
			}
			i++
			replies++
		case strings.HasPrefix(l, "[bogglebot posted in #console] post "):
			n := strings.TrimPrefix(l, "[bogglebot posted in #console] post ")
			if i+1 >= len(lines) || lines[i+1] != "second line of post "+n {
				t.Fatalf("line %d: a post cut short: %q", i+1, lines[i:min(i+2, len(lines))])
			}
			i++
			got++
		default:
			t.Fatalf("line %d: %q is no whole line of a reply or a post", i+1, l)
		}
	}
	if replies != commands || got != posts {
		t.Errorf("%d replies and %d posts, want %d and %d", replies, got, commands, posts)
	}
}

// TestLinkButton: a link button prints its address, and clicking it says
// to open it rather than running anything.
func TestLinkButton(t *testing.T) {
	link := bottest.Command{Spec: bot.CommandSpec{Name: "link", Description: "a link"},
		Handle: func(context.Context, bot.Request) (bot.Reply, error) {
			return bot.Reply{Text: "Here.", Ephemeral: true, Actions: []bot.Action{bot.LinkButton("Play on the board", "https://b.example/play/tok")}}, nil
		}}
	b := bottest.New(bot.Config{RateLimit: bot.RateLimit{Burst: -1}}, link)
	var out bytes.Buffer
	if err := console.Run(context.Background(), strings.NewReader("/link\n/click 1\n"), &out, console.Options{ImageDir: t.TempDir(), Bot: b}); err != nil {
		t.Fatal(err)
	}
	want := `(only you can see this) Here.
  [1] Play on the board: https://b.example/play/tok
That button is a link: open https://b.example/play/tok in a browser.
`
	if got := out.String(); got != want {
		t.Errorf("output:\n%s\nwant:\n%s", got, want)
	}
}

// /click without a button's number, or with one that is not there, says
// which numbers there are, quoting what was typed.
func TestClickErrors(t *testing.T) {
	for _, tt := range []struct{ click, want string }{
		{"/click", "Which one? Type /click 1 to /click 2."},
		{"/click 9", `There is no button "9": type /click 1 to /click 2.`},
		{"/click x", `There is no button "x": type /click 1 to /click 2.`},
		{"/click 0", `There is no button "0": type /click 1 to /click 2.`},
		// A round's start message has one button, Enter words.
		{"/play board:lqre slus atic nren\n/click 2", `There is no button "2": type /click 1 (the only button).`},
		{"/play board:lqre slus atic nren\n/click", "Which one? Type /click 1 (the only button)."},
	} {
		var out bytes.Buffer
		rounds := round.New(round.Config{Store: memory.New()})
		b := app.New(app.Config{Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1}, Rounds: rounds}).Bot
		in := strings.NewReader("/solve lqre slus atic nren\n" + tt.click + "\n")
		if err := console.Run(context.Background(), in, &out, console.Options{User: "ann", ImageDir: t.TempDir(), Bot: b}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), tt.want) {
			t.Errorf("%s: output lacks %q:\n%s", tt.click, tt.want, out.String())
		}
	}
}

// TestClickAfterBadClick: a mistaken click (a word not on the board)
// leaves the solution's buttons in reach, and so does a path posted since,
// after which /click says which message's button it presses.
func TestClickAfterBadClick(t *testing.T) {
	b := app.New(app.Config{RateLimit: bot.RateLimit{Burst: -1}}).Bot
	var out bytes.Buffer
	in := "/solve lqre slus atic nren\n/click 2 zzz\n/click 2 recitals\n/click 1\n"
	if err := console.Run(context.Background(), strings.NewReader(in), &out, console.Options{ImageDir: t.TempDir(), Bot: b}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"zzz is not on the board", `(Pressing "All 252 words" under message 001, the last one with buttons.)`, "All 252 words on lqre slus atic nren"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// TestSelectShowsWordsAsSpelled: the example words of a select menu are
// its choices' labels, with their accents (alternées, not the folded
// value alternees), and /click takes a label as typed.
func TestSelectShowsWordsAsSpelled(t *testing.T) {
	b := app.New(app.Config{RateLimit: bot.RateLimit{Burst: -1}}).Bot
	var out bytes.Buffer
	in := "/solve alte eenr sxxx xxxx lang:fr\n/click 2\n/click 2 alternées\n"
	if err := console.Run(context.Background(), strings.NewReader(in), &out, console.Options{ImageDir: t.TempDir(), Bot: b}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"e.g. alternées, alternée,", "for example /click 2 alternées.", "alternées: 11 points"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "alternees") {
		t.Errorf("a folded word is shown:\n%s", got)
	}
}
