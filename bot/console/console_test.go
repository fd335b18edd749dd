package console_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/console"
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
	b := bot.New(bot.Config{Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1}})
	if err := console.Run(context.Background(), in, &out, console.Options{User: "ann", Channel: "kitchen", ImageDir: dir, Bot: b}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"points** on `lqre slus atic nren` (standard dictionary)\nTop 3: **recitals** 11",
		"[1] All ", "(type /click 1)", "[2] Show the path of a word…  (type /click 2 WORD, e.g. recitals, ",
		"(only you can see this) **All ", "**8 letters** (11 pts each): recitals",
		"**latrine**: 5 points",
		"**recitals**: 11 points on `lqre slus atic nren`.", // the channel's board
		"(only you can see this) **zebra** is not on the board",
		"(only you can see this) I can't read that board: ",
		"New 5x5 board",
		"I don't know the command `/nonsense`",
		"There is nothing to click",
		"**bogglebot** solves Boggle boards.",
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
	b := bot.New(bot.Config{Renderer: &bottest.Renderer{}, RateLimit: bot.RateLimit{Burst: -1}})
	if err := console.Run(context.Background(), in, &out, console.Options{ImageDir: t.TempDir(), Bot: b}); err != nil {
		t.Fatalf("Run: %v", err)
	}
	got := out.String()
	if !strings.Contains(got, "That line is too long: a command is at most 64 KB.") || !strings.Contains(got, "on `abc def ghi`") {
		t.Errorf("output:\n%.500s", got)
	}
}
