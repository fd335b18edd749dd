package solve_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

// TestSolveTextAndImageSameWords: /solve's text, its image and the image's
// alt text name the same words, in the same order, and they are the best
// (solver.Result.Best, the words render.Solution draws): on
// perslatgsineters, ten 11-point words.
func TestSolveTextAndImageSameWords(t *testing.T) {
	topRE := regexp.MustCompile(`Top \d+: (.*)`)
	for _, tc := range []struct {
		board string
		top   string
	}{{"perslatgsineters", "10"}, {apptest.Board, "8"}, {apptest.Board, ""}, {"cat ore sin", "10"}} {
		t.Run(tc.board+"/"+tc.top, func(t *testing.T) {
			e := apptest.NewEnv(t, app.Config{})
			r := apptest.Req("solve", "board", tc.board)
			top := 5
			if tc.top != "" {
				r.Options["top"] = tc.top
				top = map[string]int{"10": 10, "8": 8}[tc.top]
			}
			got := e.Do(t, r)
			apptest.CheckPNG(t, got.Image)
			m := topRE.FindStringSubmatch(got.Text)
			if m == nil {
				t.Fatalf("no top words in %q", got.Text)
			}
			var text []string
			for _, part := range strings.Split(m[1], " · ") {
				text = append(text, strings.Trim(strings.Fields(part)[0], "*"))
			}
			drawn := e.R.Last()[strings.Index(e.R.Last(), " drawn=")+len(" drawn="):]
			if drawn != strings.Join(text, ",") {
				t.Errorf("text names %v, the image draws %s", text, drawn)
			}
			b, _ := solver.Parse(tc.board)
			var want []string
			for _, w := range render.SolutionWords(solver.Solve(b, dict.Default(), solver.Rules{}), render.Options{Top: top}) {
				want = append(want, w.Word)
			}
			if strings.Join(want, ",") != strings.Join(text, ",") {
				t.Errorf("text names %v, render.Solution draws %v", text, want)
			}
			at := 0
			for _, w := range text {
				i := strings.Index(got.Image.Alt[at:], w+", ")
				if j := strings.Index(got.Image.Alt[at:], w+" ("); i < 0 || j >= 0 && j < i {
					i = j
				}
				if i < 0 {
					t.Fatalf("alt text %q does not name %s after byte %d", got.Image.Alt, w, at)
				}
				at += i + len(w)
			}
			if len(got.Image.Alt) > 1000 {
				t.Errorf("alt text is %d bytes", len(got.Image.Alt))
			}
		})
	}
}

// TestPathInWords: /path gives the path in words, row and column from the
// top left, in the text and the image's alt text.
func TestPathInWords(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, r := range []bot.Request{
		apptest.Req("path", "word", "sinecure", "board", apptest.Board),
		apptest.Req("path", "word", "slur", "board", apptest.Board, "min", "5"), // too short to score: still traced
	} {
		got := e.Do(t, r)
		apptest.CheckPNG(t, got.Image)
		b, _ := solver.Parse(apptest.Board)
		path, ok := solver.Trace(b, r.Options["word"])
		if !ok {
			t.Fatalf("%s not on the board", r.Options["word"])
		}
		want := b.PathText(path)
		if !strings.Contains(got.Text, "Path (row, column from the top left): "+want) {
			t.Errorf("text %q\nlacks the path %q", got.Text, want)
		}
		if !strings.Contains(got.Image.Alt, want) {
			t.Errorf("alt %q\nlacks the path %q", got.Image.Alt, want)
		}
	}
	got := e.Do(t, apptest.Req("path", "word", "sinecure", "board", apptest.Board))
	if !strings.Contains(got.Text, "S(2,4) → I(3,3) → N(4,4)") {
		t.Errorf("text %q", got.Text)
	}
}
