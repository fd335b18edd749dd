package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/web"
)

// frames are the windows the page meets: a phone upright and on its
// side, the Activity's smallest frame, a desktop.
var frames = [][2]int{{390, 844}, {844, 390}, {600, 400}, {1280, 800}}

// scheme emulates a colour scheme.
func scheme(name string) chromedp.Action {
	return emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: name}})
}

// poll waits for the page's expression to hold.
func poll(expr string) chromedp.Action {
	return chromedp.Poll(expr, nil, chromedp.WithPollingInterval(20*time.Millisecond))
}

// shot writes docs/NAME.png with -screenshots (the window, not the
// whole page: what a player sees first).
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if !*screenshots {
		return
	}
	var png []byte
	run(t, ctx, chromedp.CaptureScreenshot(&png))
	if err := os.WriteFile(filepath.Join("..", "docs", name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// The day ends while the page is open: the page moves to the day's end
// card by itself and loses nothing (before, /api/state of an ended day
// had no words, 0 points, no rank and no share text, and the page showed
// a red error): the score, rank and words kept, the ladder's rank, Copy
// and the system's share sheet with a link back, the best missed words
// that trace their paths on the board, the countdown to the next board.
// In every frame, light and dark, axe finds nothing.
func TestBrowserEndCardDay(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	r.clock.Add(11*time.Hour + 59*time.Minute + 57*time.Second) // 23:59:57 UTC, the guild's midnight is UTC
	ctx := browserAt(t, 390, 844)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		// The system's share sheet and clipboard, as a phone has them.
		chromedp.Evaluate(`navigator.share = (d) => { window.shared = d.text; return Promise.resolve(); };
			navigator.clipboard.writeText = (s) => { window.copied = s; return Promise.resolve(); }; 0`, nil),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word))
	r.clock.Run() // midnight comes in about three seconds
	var got struct {
		Points, Rank, Words, Dot, Msg, Next string
		Dots                                int
		Found                               []string
		Bad                                 bool
		Entry                               bool
	}
	run(t, ctx, chromedp.WaitVisible(`#end`, chromedp.ByID), waitText(`#clock`, "ended"),
		chromedp.Evaluate(`(() => { const q = (s) => document.querySelector(s); return {
			points: q("#endpoints").textContent, rank: q("#endrank").textContent, words: q("#endwords").textContent,
			dot: q("#enddots .dot.cur").textContent, dots: document.querySelectorAll("#enddots .dot").length,
			found: [...document.querySelectorAll("#found li")].map(li => li.dataset.word), msg: q("#msg").textContent,
			bad: q("#msg").classList.contains("bad"), next: q("#endnext").textContent, entry: q("#entry").hidden }; })()`, &got))
	if got.Points != fmt.Sprint(words[0].Points) || got.Rank != "1/1" || got.Words != "1" || len(got.Found) != 1 || got.Found[0] != words[0].Word {
		t.Errorf("the end card lost the day: %+v", got)
	}
	if got.Dots != 10 || got.Dot == "" || got.Bad || !got.Entry || !strings.Contains(got.Next, "Next board in ") {
		t.Errorf("the end card: %d dots, current %q; message %q (red: %v); entry hidden %v; next %q", got.Dots, got.Dot, got.Msg, got.Bad, got.Entry, got.Next)
	}
	var shared, copied string
	run(t, ctx, chromedp.Click(`#endshare`, chromedp.ByID), poll(`!!window.shared`), chromedp.Evaluate(`window.shared`, &shared),
		chromedp.Click(`#endcopy`, chromedp.ByID), poll(`!!window.copied`), chromedp.Evaluate(`window.copied`, &copied))
	if !strings.Contains(shared, "bogglebot #") || !strings.HasSuffix(shared, "\n"+r.srv.URL+"/board") || copied != shared {
		t.Errorf("shared %q, copied %q", shared, copied)
	}
	// A missed word traces its path on the board.
	var missed string
	run(t, ctx, chromedp.Evaluate(`document.querySelector("#endmissed button").dataset.word`, &missed))
	var want []string
	for _, w := range words {
		if w.Word == missed {
			for _, p := range w.Path {
				want = append(want, fmt.Sprint(p.Row*4+p.Col))
			}
			break
		}
	}
	if want == nil {
		t.Fatalf("the missed word %q is not on the board", missed)
	}
	run(t, ctx, chromedp.Click(`#endmissed button`, chromedp.ByQuery),
		poll(`document.querySelector("#endmissed button").getAttribute("aria-pressed") === "true"`),
		poll(fmt.Sprintf(`[...document.querySelectorAll("#board button.on")].length === %d`, len(want))))
	var lit, shown string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#board button.on")].map(b => b.dataset.i).sort((a, b) => a - b).join(",")`, &lit),
		chromedp.Text(`#word`, &shown, chromedp.ByID))
	if !strings.EqualFold(shown, missed) || len(strings.Split(lit, ",")) != len(want) {
		t.Errorf("tapping %q lit tiles %s and shows %q", missed, lit, shown)
	}
	src := axeSource(t)
	for _, f := range frames {
		for _, sc := range []string{"light", "dark"} {
			name := fmt.Sprintf("%dx%d %s", f[0], f[1], sc)
			run(t, ctx, chromedp.EmulateViewport(int64(f[0]), int64(f[1]), chromedp.EmulateScale(1)), scheme(sc), chromedp.Reload(),
				chromedp.WaitVisible(`#end`, chromedp.ByID), chromedp.WaitVisible(`#endmissed button`, chromedp.ByQuery))
			fits(t, ctx, name+" end card", false)
			axe(t, ctx, src, name+" end card")
			shot(t, ctx, fmt.Sprintf("web-end-%dx%d-%s", f[0], f[1], sc))
		}
	}
}

// A round's end: the end card (points, rank, words kept, a share text
// with a link back), the winner celebrated, every player's words and the
// cancelled and missed ones as chips that trace their paths on the
// board, and no ↻ left to turn a board that is over. axe finds nothing in
// every frame, light and dark.
func TestBrowserEndCardRound(t *testing.T) {
	r := newRig(t, nil)
	ctx := browserAt(t, 390, 844) // first: a parallel test waits here for its turn
	r.clock.Run()
	rd := r.startRound(t, "3m")
	words := solved(t, roundBoard)
	last := words[len(words)-1]
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Evaluate(`navigator.share = (d) => { window.shared = d.text; return Promise.resolve(); }; 0`, nil),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word),
		chromedp.SendKeys(`#typed`, last.Word+"\r", chromedp.ByID), found(last.Word))
	r.do(chat(bob, "guess", "words", words[0].Word+" "+words[1].Word))
	r.clock.Add(3 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	var got struct {
		Title, Points, Rank, Words, Winner string
		Chips                              [][]string
		Cancelled                          []string
		Missed                             int
		Turn                               bool
	}
	run(t, ctx, chromedp.WaitVisible(`#end`, chromedp.ByID), chromedp.WaitVisible(`#winner`, chromedp.ByID),
		chromedp.Evaluate(`(() => { const q = (s) => document.querySelector(s); return {
			title: q("#endh").textContent, points: q("#endpoints").textContent, rank: q("#endrank").textContent, words: q("#endwords").textContent,
			winner: q("#winner").textContent,
			chips: [...document.querySelectorAll("#standings > li")].map(li => [...li.querySelectorAll(".chips button")].map(b => b.dataset.word)),
			cancelled: [...document.querySelectorAll("#cancelled button")].map(b => b.dataset.word),
			missed: document.querySelectorAll("#missed button").length, turn: q("#turn").offsetParent !== null }; })()`, &got))
	if got.Title != "The round is over" || got.Points != fmt.Sprint(last.Points) || got.Rank != "2/2" || got.Words != "1" {
		t.Errorf("ann's end card: %+v", got)
	}
	if !strings.Contains(got.Winner, "bob") || len(got.Chips) != 2 || len(got.Chips[0]) != 1 || got.Chips[0][0] != words[1].Word ||
		len(got.Chips[1]) != 1 || got.Chips[1][0] != last.Word || len(got.Cancelled) != 1 || got.Cancelled[0] != words[0].Word || got.Missed == 0 || got.Turn {
		t.Errorf("results: %+v", got)
	}
	var shared string
	run(t, ctx, chromedp.Click(`#endshare`, chromedp.ByID), poll(`!!window.shared`), chromedp.Evaluate(`window.shared`, &shared))
	if !strings.HasPrefix(shared, "Live round") || !strings.Contains(shared, "rank 2 of 2") || !strings.HasSuffix(shared, "\n"+r.srv.URL+"/board") {
		t.Errorf("shared %q", shared)
	}
	// The cancelled word traces its path.
	run(t, ctx, chromedp.Click(`#cancelled button`, chromedp.ByQuery),
		poll(fmt.Sprintf(`[...document.querySelectorAll("#board button.on")].length === %d`, len(words[0].Path))))
	src := axeSource(t)
	for _, f := range frames {
		for _, sc := range []string{"light", "dark"} {
			name := fmt.Sprintf("%dx%d %s", f[0], f[1], sc)
			run(t, ctx, chromedp.EmulateViewport(int64(f[0]), int64(f[1]), chromedp.EmulateScale(1)), scheme(sc), chromedp.Reload(),
				chromedp.WaitVisible(`#end`, chromedp.ByID), chromedp.WaitVisible(`#winner`, chromedp.ByID))
			run(t, ctx, poll(`document.getAnimations().length === 0`))
			fits(t, ctx, name+" round's end", false)
			axe(t, ctx, src, name+" round's end")
			shot(t, ctx, fmt.Sprintf("web-results-%dx%d-%s", f[0], f[1], sc))
		}
	}
}

// takeHint asks for a hint and confirms it (the page asks before a hint
// is spent), once the button takes taps again.
func takeHint() chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		// Both taps at once: the question times out after a few seconds,
		// which a busy machine could take between two clicks.
		// (A button still asking is the last hint's, on its way.)
		return poll(`(() => { const b = document.querySelector("#hintbtn"); if (b.classList.contains("ask")) return false;
			b.click(); if (!b.classList.contains("ask")) return false; b.click(); return true; })()`).Do(ctx)
	})
}

// A word entered on the daily's page before midnight counts on its day
// though it reaches the server after it (held back, here by the page's
// budget; else by the network), within the daily's grace; the page moves
// to the day's end card with it, nothing lost and no red line. Before,
// it was refused ("That day has ended") and the word was gone.
func TestBrowserWordAtMidnight(t *testing.T) {
	var hold atomic.Bool // held back, told to try again in half a second
	r := newRig(t, func(c *web.Config) {
		c.Words = func(context.Context, string, int) (bool, time.Duration) {
			if hold.Load() {
				return false, 500 * time.Millisecond
			}
			return true, 0
		}
	})
	words := dailyWords(t, r)
	// 23:59:50 UTC, the guild's midnight is UTC; the clock stands until
	// the word is entered, then jumps past midnight into the grace.
	r.clock.Add(11*time.Hour + 59*time.Minute + 50*time.Second)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word))
	hold.Store(true)
	run(t, ctx, chromedp.SendKeys(`#typed`, words[1].Word+"\r", chromedp.ByID),
		poll(`document.querySelector("#msg").textContent.includes("a bit fast")`))
	r.clock.Add(12 * time.Second) // 00:00:02: the word was entered before midnight, within the grace of it
	hold.Store(false)
	var got struct {
		Points, Words, Msg string
		Bad                bool
		Found              []string
	}
	// Its verdict, either way: found, or refused with the day's end.
	var msg string
	run(t, ctx, poll(fmt.Sprintf(`!!document.querySelector('#found li[data-word="%s"]') || /ended/.test(document.querySelector("#msg").textContent)`, words[1].Word)),
		chromedp.Text(`#msg`, &msg, chromedp.ByID))
	var kept bool
	run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`!!document.querySelector('#found li[data-word="%s"]')`, words[1].Word), &kept))
	if !kept {
		t.Fatalf("the word entered before midnight is lost; the page says %q", msg)
	}
	run(t, ctx, chromedp.WaitVisible(`#end`, chromedp.ByID),
		waitText(`#endpoints`, fmt.Sprint(words[0].Points+words[1].Points)),
		chromedp.Evaluate(`(() => { const q = (s) => document.querySelector(s); return {
			points: q("#endpoints").textContent, words: q("#endwords").textContent, msg: q("#msg").textContent,
			bad: q("#msg").classList.contains("bad"), found: [...document.querySelectorAll("#found li")].map(li => li.dataset.word) }; })()`, &got))
	if got.Words != "2" || len(got.Found) != 2 || got.Bad {
		t.Errorf("the end card after midnight: %+v", got)
	}
	day := game.DayOf(r.clock.Now().Add(-time.Hour), time.UTC)
	_, p, err := r.daily.DayProgress(context.Background(), guild, ann.ID, day)
	if err != nil || len(p.Found) != 2 || p.Found[1].Word != words[1].Word {
		t.Errorf("stored on the day that ended: %+v %v", p.Found, err)
	}
	axe(t, ctx, axeSource(t), "the end card after midnight")
}
