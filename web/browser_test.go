package web_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

var screenshots = flag.Bool("screenshots", false, "write the page's screenshots to docs/ (web-390.png, web-1280.png, web-results-390.png, web-hint-390.png)")

func run(t *testing.T, ctx context.Context, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// pollAcrossReload waits for the page's expression to hold, as
// chromedp.Poll does, and polls again when the page's JavaScript context
// was replaced under it (a page that reloads or moves itself while the
// poll starts: CDP's "Cannot find context with specified id"), at most a
// few times.
func pollAcrossReload(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	var err error
	for range 5 {
		if err = chromedp.Run(ctx, chromedp.Poll(expr, nil, chromedp.WithPollingInterval(20*time.Millisecond))); err == nil ||
			!strings.Contains(err.Error(), "Cannot find context with specified id") {
			break
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// drag presses the mouse on the first tile of path, moves through the
// centre of each next one (with points in between, as a finger does),
// and lets go.
func drag(path []solver.Pos, size int) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var centres [][2]float64
		for _, p := range path {
			var c [2]float64
			js := fmt.Sprintf(`(() => { const r = document.querySelector('#board button[data-i="%d"]').getBoundingClientRect(); return [r.left + r.width/2, r.top + r.height/2]; })()`, p.Row*size+p.Col)
			if err := chromedp.Evaluate(js, &c).Do(ctx); err != nil {
				return err
			}
			centres = append(centres, c)
		}
		if err := input.DispatchMouseEvent(input.MousePressed, centres[0][0], centres[0][1]).WithButton(input.Left).WithButtons(1).WithClickCount(1).Do(ctx); err != nil {
			return err
		}
		for i := 1; i < len(centres); i++ {
			a, b := centres[i-1], centres[i]
			for _, f := range []float64{0.25, 0.5, 0.75, 1} {
				x, y := a[0]+(b[0]-a[0])*f, a[1]+(b[1]-a[1])*f
				if err := input.DispatchMouseEvent(input.MouseMoved, x, y).WithButton(input.Left).WithButtons(1).Do(ctx); err != nil {
					return err
				}
			}
		}
		last := centres[len(centres)-1]
		return input.DispatchMouseEvent(input.MouseReleased, last[0], last[1]).WithButton(input.Left).WithButtons(0).WithClickCount(1).Do(ctx)
	})
}

// found waits for a word in the page's list of found words.
func found(word string) chromedp.Action {
	return chromedp.WaitVisible(fmt.Sprintf(`#found li[data-word="%s"]`, word), chromedp.ByQuery)
}

// The daily in a browser: the board shows, a word dragged across the
// tiles and a word typed on the keyboard are found, stored and on the
// bot's /leaderboard; every control has a name.
func TestBrowserDaily(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	link := r.dailyLink(t, ann)
	start := time.Now()
	run(t, ctx, chromedp.Navigate(link), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	t.Logf("time to first board on loopback: %v (load %s)", time.Since(start).Round(time.Millisecond), load())

	dragged, typed := words[0], words[1]
	var title string
	run(t, ctx, drag(dragged.Path, 4), found(dragged.Word),
		chromedp.SendKeys(`#typed`, typed.Word+"\r", chromedp.ByID), found(typed.Word),
		chromedp.Text(`#title`, &title, chromedp.ByID))
	if !strings.HasPrefix(title, "Daily board") {
		t.Errorf("title %q", title)
	}
	_, p, err := r.daily.Today(context.Background(), guild, ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Found) != 2 || p.Found[0].Word != dragged.Word || p.Found[1].Word != typed.Word || p.Points != dragged.Points+typed.Points {
		t.Errorf("stored %+v, want %s then %s", p, dragged.Word, typed.Word)
	}
	if lb := r.do(chat(bob, "leaderboard")); !contains(lb.Text, "ann", fmt.Sprint(dragged.Points+typed.Points)) {
		t.Errorf("/leaderboard:\n%s", lb.Text)
	}
	// Every button and field has an accessible name.
	var unnamed []string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("button, input")].filter(e =>
		!(e.getAttribute("aria-label") || e.textContent.trim() || (e.id && document.querySelector('label[for="' + e.id + '"]')))).map(e => e.outerHTML)`, &unnamed))
	if len(unnamed) > 0 {
		t.Errorf("controls without a name: %v", unnamed)
	}
	// Keyboard only: the grid is one Tab stop; arrow keys move between
	// tiles, Space takes one, Backspace takes it back, Enter sends.
	third := words[2]
	var tabStops int
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#board button")].filter(b => b.tabIndex === 0).length`, &tabStops))
	if tabStops != 1 {
		t.Errorf("the grid has %d Tab stops, want 1", tabStops)
	}
	acts := []chromedp.Action{chromedp.Focus(`#board button[tabindex="0"]`, chromedp.ByQuery)}
	var at int
	run(t, ctx, chromedp.Evaluate(`+document.querySelector('#board button[tabindex="0"]').dataset.i`, &at))
	for k, pos := range third.Path {
		to := pos.Row*4 + pos.Col
		for at%4 < to%4 {
			acts, at = append(acts, chromedp.KeyEvent(kb.ArrowRight)), at+1
		}
		for at%4 > to%4 {
			acts, at = append(acts, chromedp.KeyEvent(kb.ArrowLeft)), at-1
		}
		for at/4 < to/4 {
			acts, at = append(acts, chromedp.KeyEvent(kb.ArrowDown)), at+4
		}
		for at/4 > to/4 {
			acts, at = append(acts, chromedp.KeyEvent(kb.ArrowUp)), at-4
		}
		acts = append(acts, chromedp.KeyEvent(" "))
		if k == 1 { // a slip, taken back
			acts = append(acts, chromedp.KeyEvent(kb.Backspace), chromedp.KeyEvent(" "))
		}
	}
	var shown string
	acts = append(acts, chromedp.Text(`#word`, &shown, chromedp.ByID), chromedp.KeyEvent(kb.Enter), found(third.Word))
	run(t, ctx, acts...)
	if !strings.EqualFold(shown, third.Word) {
		t.Errorf("keyboard path showed %q, want %q", shown, third.Word)
	}
	// Hints: the counts table, then the heat map's numbers on the tiles.
	var heat int
	run(t, ctx, takeHint(), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery),
		takeHint(), chromedp.WaitVisible(`#board button[data-heat]`, chromedp.ByQuery),
		waitText(`#who`, "Playing as ann · 2 hints"),
		chromedp.Evaluate(`document.querySelectorAll("#board button[data-heat]").length`, &heat))
	if heat == 0 {
		t.Errorf("no heat on the tiles")
	}
	if *screenshots {
		var png []byte
		run(t, ctx, chromedp.FullScreenshot(&png, 100))
		if err := os.WriteFile(filepath.Join("..", "docs", "web-hint-390.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A live round in a browser, with a second player in chat: the page sees
// them join, and shows the results when the round ends.
func TestBrowserRound(t *testing.T) {
	r := newRig(t, nil)
	rd := r.startRound(t, "2m")
	words := solved(t, roundBoard)
	ctx := browser(t, 1280)
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		drag(words[0].Path, 4), found(words[0].Word))
	r.do(chat(bob, "guess", "words", words[0].Word+" "+words[1].Word))
	run(t, ctx, waitText(`#rank`, "2"))
	r.clock.Add(2 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	var standings, cancelled string
	run(t, ctx, chromedp.WaitVisible(`#results`, chromedp.ByID), chromedp.Text(`#standings`, &standings, chromedp.ByID),
		chromedp.Text(`#cancelled`, &cancelled, chromedp.ByID))
	// Classic: both found words[0], so it cancels; bob's words[1] wins.
	if !contains(standings, "bob", "ann") || !strings.Contains(cancelled, words[0].Word) || !strings.HasPrefix(strings.TrimSpace(standings), "\u2068bob\u2069") {
		t.Errorf("results: standings %q, cancelled %q", standings, cancelled)
	}
	// ann's only word cancelled: the score shown is the final 0, the word
	// is struck in Your words, and the status line says so.
	var points, struck, status string
	run(t, ctx, waitText(`#points`, "0"),
		chromedp.Evaluate(`[...document.querySelectorAll("#found li.cancelled")].map(li => li.dataset.word).join(" ")`, &struck),
		chromedp.Text(`#points`, &points, chromedp.ByID), chromedp.Text(`#msg`, &status, chromedp.ByID))
	if struck != words[0].Word || !strings.Contains(status, "You scored 0 points") {
		t.Errorf("after the results: points %q, struck %q, status %q", points, struck, status)
	}
	if *screenshots {
		shoot(t, r, 1280)
		shoot(t, r, 390)
	}
}

// waitText waits until the element's text is want.
func waitText(sel, want string) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`document.querySelector(%q).textContent.trim() === %q`, sel, want), nil, chromedp.WithPollingInterval(20*time.Millisecond))
}

// Links that were changed or have expired are refused with a page that
// says so.
func TestBrowserRefusedLinks(t *testing.T) {
	r := newRig(t, nil)
	ctx := browser(t, 390)
	link := r.dailyLink(t, ann)
	var msg string
	run(t, ctx, chromedp.Navigate(link[:len(link)-4]+"AAAA"), chromedp.Text(`#error`, &msg, chromedp.ByID))
	if msg != "This link doesn't work" {
		t.Errorf("tampered link: %q", msg)
	}
	r.clock.Add(15 * time.Minute)
	run(t, ctx, chromedp.Navigate(link), chromedp.Text(`#error`, &msg, chromedp.ByID))
	if msg != "This link has expired" {
		t.Errorf("expired link: %q", msg)
	}
	// And no session came of them.
	run(t, ctx, chromedp.Navigate(r.srv.URL+"/board"), waitText(`#msg`, "Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link."))
}

// shoot writes docs/web-WIDTH.png: a live round mid-play, as a player
// sees it (a word being dragged, some found).
func shoot(t *testing.T, _ *rig, width int) {
	r := newRig(t, nil)
	rd := r.startRound(t, "3m")
	words := solved(t, roundBoard)
	r.do(chat(bob, "guess", "words", words[5].Word))
	ctx := browser(t, width)
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	for _, w := range words[1:5] {
		run(t, ctx, chromedp.SendKeys(`#typed`, w.Word+"\r", chromedp.ByID), found(w.Word))
	}
	r.clock.Add(47 * time.Second)
	// Half a drag: the path lit and the word shown.
	p := words[0].Path
	run(t, ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		return drag(p, 4).Do(ctx)
	}), found(words[0].Word), chromedp.SendKeys(`#typed`, words[6].Word[:4], chromedp.ByID))
	var png []byte
	run(t, ctx, poll(settled), chromedp.FullScreenshot(&png, 100))
	out := filepath.Join("..", "docs", fmt.Sprintf("web-%d.png", width))
	if err := os.WriteFile(out, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", out)
	if width > 500 {
		return
	}
	// And the results, on a phone.
	r.clock.Add(3 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	run(t, ctx, chromedp.WaitVisible(`#results`, chromedp.ByID), poll(settled), chromedp.FullScreenshot(&png, 100))
	out = filepath.Join("..", "docs", fmt.Sprintf("web-results-%d.png", width))
	if err := os.WriteFile(out, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", out)
}

func load() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}

var _ = game.Day(0)

// Words typed while the rate limit holds the page back are all played
// once it lets go, in requests of at most 50 words (before, the page sent
// the whole queue at once, the server refused more than 50, and every
// queued word was lost).
func TestBrowserQueuedWords(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	if len(words) < 55 {
		t.Fatalf("today's board has %d words, the test needs 55", len(words))
	}
	words = words[:55]
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	r.limit.Store(true)
	var acts []chromedp.Action
	for _, w := range words {
		acts = append(acts, chromedp.SendKeys(`#typed`, w.Word+"\r", chromedp.ByID))
	}
	run(t, ctx, append(acts, chromedp.Poll(`document.querySelector("#msg").textContent.includes("a bit fast")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))...)
	r.limit.Store(false)
	// Wait for the last word on the page, or the refusal of the queue.
	var msg string
	run(t, ctx, chromedp.Poll(fmt.Sprintf(`!!document.querySelector('#found li[data-word="%s"]') || document.querySelector("#msg").textContent.includes("at most")`,
		words[len(words)-1].Word), nil, chromedp.WithPollingInterval(20*time.Millisecond)), chromedp.Text(`#msg`, &msg, chromedp.ByID))
	_, p, err := r.daily.Today(context.Background(), guild, ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Found) != len(words) {
		t.Errorf("stored %d words, want %d; the page says %q", len(p.Found), len(words), msg)
	}
}
