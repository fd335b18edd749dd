package web_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/web"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"golang.org/x/time/rate"
)

// eventually waits for cond (the server's side of an event the page
// causes), checking every 20 ms, for 20 s at most.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Words still queued when the tab closes are sent (fetch keepalive):
// before, a word held back by the rate limit was lost with the page.
func TestBrowserQueuedWordsSentOnClose(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)[:3]
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	r.limit.Store(true)
	for _, w := range words {
		run(t, ctx, chromedp.SendKeys(`#typed`, w.Word+"\r", chromedp.ByID))
	}
	run(t, ctx, poll(`document.querySelector("#msg").textContent.includes("a bit fast")`))
	r.limit.Store(false)
	run(t, ctx, chromedp.Navigate("about:blank")) // the tab goes before the page sends them again
	eventually(t, "the queued words stored", func() bool {
		_, p, err := r.daily.Today(context.Background(), guild, ann.ID)
		return err == nil && len(p.Found) == len(words)
	})
}

// A word entered before the buzzer counts though it reaches the server
// after it (held back, here by the limit; else by the network): the page
// says when it was entered and the round judges by that, within its
// grace. Before, it was refused ("The round ended").
func TestBrowserWordAtTheBuzzer(t *testing.T) {
	var hold atomic.Bool // held back, told to try again in half a second
	r := newRig(t, func(c *web.Config) {
		c.Words = func(context.Context, string, int) (bool, time.Duration) {
			if hold.Load() {
				return false, 500 * time.Millisecond
			}
			return true, 0
		}
	})
	rd := r.startRound(t, "1m")
	words := solved(t, roundBoard)
	ctx := browser(t, 390)
	r.clock.Add(time.Minute - 5*time.Second) // five seconds left, the clock standing
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	hold.Store(true)
	run(t, ctx, chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID),
		poll(`document.querySelector("#msg").textContent.includes("a bit fast")`))
	r.clock.Run()                           // the word entered and held, the buzzer comes
	run(t, ctx, waitText(`#clock`, "over")) // the word is still held
	hold.Store(false)
	tctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if err := chromedp.Run(tctx, found(words[0].Word)); err != nil {
		var msg string
		chromedp.Run(ctx, chromedp.Text(`#msg`, &msg, chromedp.ByID))
		t.Fatalf("the word entered before the buzzer is not found: %v; the page says %q", err, msg)
	}
	r.clock.Add(round3s)
	res, ok, err := r.rounds.Finish(context.Background(), rd)
	if err != nil || !ok || len(res.Standings) != 1 || res.Standings[0].Points != words[0].Points {
		t.Errorf("results: %+v %v %v", res.Standings, ok, err)
	}
}

// round3s is past a round's grace.
const round3s = 3 * time.Second

// tapAt presses and lets go on tile i at (fx, fy) of its size from its
// centre (0.35: 85% of the way across).
func tapAt(i int, fx, fy float64) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var c [2]float64
		js := fmt.Sprintf(`(() => { const r = document.querySelector('#board button[data-i="%d"]').getBoundingClientRect(); return [r.left + r.width*(0.5+%g), r.top + r.height*(0.5+%g)]; })()`, i, fx, fy)
		if err := chromedp.Evaluate(js, &c).Do(ctx); err != nil {
			return err
		}
		return chromedp.MouseClickXY(c[0], c[1]).Do(ctx)
	})
}

// Forgiving input: a tap anywhere on a tile takes it (before, only
// within 0.4 tile widths of its centre); a Qu word types without a false
// red (q lights the Qu tile); a hint asks before it is spent, and rapid
// taps spend one; the hint table's Qu row says Qu.
func TestBrowserForgivingInput(t *testing.T) {
	r := newRig(t, nil)
	ctx := browser(t, 390)
	r.clock.Run()
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	run(t, ctx, tapAt(5, 0.35, 0.35), pathIs("5"), tapAt(6, -0.36, 0.34), pathIs("5,6"), tapAt(6, 0, 0), pathIs("5"), tapAt(5, 0, 0), pathIs(""))
	var qu int
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#board button")].findIndex(b => b.textContent === "Qu")`, &qu))
	if qu < 0 {
		t.Fatal("the day's board has no Qu tile")
	}
	var bad bool
	run(t, ctx, chromedp.SendKeys(`#typed`, "q", chromedp.ByID), pathIs(fmt.Sprint(qu)),
		chromedp.Evaluate(`document.querySelector("#word").classList.contains("bad")`, &bad))
	if bad {
		t.Error("typing q of a Qu word shows red")
	}
	run(t, ctx, chromedp.SendKeys(`#typed`, "u", chromedp.ByID), pathIs(fmt.Sprint(qu)))
	hints := func() int {
		_, p, err := r.daily.Today(context.Background(), guild, ann.ID)
		if err != nil {
			t.Fatal(err)
		}
		return p.Hints
	}
	// One tap asks; nothing is spent.
	run(t, ctx, chromedp.Click(`#hintbtn`, chromedp.ByID), poll(`document.querySelector("#hintbtn").classList.contains("ask")`))
	if n := hints(); n != 0 {
		t.Fatalf("one tap spent %d hints", n)
	}
	// Four rapid taps after it: one hint.
	run(t, ctx, chromedp.Evaluate(`for (let i = 0; i < 4; i++) document.querySelector("#hintbtn").click(); 0`, nil),
		chromedp.WaitVisible(`#hint table`, chromedp.ByQuery), waitText(`#who`, "Playing as ann · 1 hint"),
		poll(`!document.querySelector("#hintbtn").classList.contains("ask")`))
	if n := hints(); n != 1 {
		t.Errorf("a confirm and rapid taps spent %d hints, want 1", n)
	}
	var rows []string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#hint tr th:first-child")].map(th => th.textContent)`, &rows))
	if strings.Contains(","+strings.Join(rows, ",")+",", ",Q,") {
		t.Errorf("the hint table's rows %v: the Qu row says Q", rows)
	}
}

// Feedback at the thumb: the word's tiles stay lit until its verdict,
// which flashes on them (found, already found, not a word); the points
// rise from its last tile; a toast says when the rank goes up; sound and
// vibration are one setting, off by default, kept across reloads; under
// reduced motion nothing rises.
func TestBrowserFeedbackAtTheThumb(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	r.clock.Run()
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.buzzed = 0; navigator.vibrate = () => { window.buzzed++; return true; }; 0`, nil))
	w := words[0]
	tiles := func(p []int) string {
		var s []string
		for _, i := range p {
			s = append(s, fmt.Sprint(i))
		}
		return strings.Join(s, ",")
	}
	var path []int
	for _, p := range w.Path {
		path = append(path, p.Row*4+p.Col)
	}
	flashed := func(kind string) chromedp.Action {
		return poll(fmt.Sprintf(`[...document.querySelectorAll("#board button.f-%s")].map(b => b.dataset.i).sort((a, b) => a - b).join(",") === %q`,
			kind, tiles(sortedInts(path))))
	}
	var rise, toast string
	run(t, ctx, drag(w.Path, 4), flashed("ok"), chromedp.Evaluate(`document.querySelector(".rise") ? document.querySelector(".rise").textContent : ""`, &rise),
		chromedp.WaitVisible(`#toast`, chromedp.ByID), chromedp.Text(`#toast`, &toast, chromedp.ByID))
	if rise != fmt.Sprintf("+%d", w.Points) {
		t.Errorf("the points rising from the last tile: %q, want +%d", rise, w.Points)
	}
	if !strings.Contains(toast, "Good Start") && !strings.Contains(toast, "Moving Up") && !strings.Contains(toast, "Good") {
		t.Errorf("the rank's toast: %q", toast)
	}
	run(t, ctx, drag(w.Path, 4), flashed("dup"))
	var buzzed int
	var sound string
	run(t, ctx, chromedp.Evaluate(`window.buzzed`, &buzzed), chromedp.Evaluate(`window.bogglebotSound || ""`, &sound))
	if buzzed != 0 || sound != "" {
		t.Errorf("sound and vibration are off by default, yet: %d vibrations, sound %q", buzzed, sound)
	}
	var pressed string
	run(t, ctx, chromedp.Click(`#feel`, chromedp.ByID), chromedp.AttributeValue(`#feel`, "aria-pressed", &pressed, nil, chromedp.ByID))
	if pressed != "true" {
		t.Errorf("the sound setting: aria-pressed %q", pressed)
	}
	run(t, ctx, chromedp.Evaluate(`window.bogglebotSound = ""; window.buzzed = 0; 0`, nil), drag(w.Path, 4), flashed("dup"),
		poll(`window.bogglebotSound === "dup" && window.buzzed > 0`))
	run(t, ctx, chromedp.Reload(), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.AttributeValue(`#feel`, "aria-pressed", &pressed, nil, chromedp.ByID))
	if pressed != "true" {
		t.Errorf("the sound setting after a reload: aria-pressed %q", pressed)
	}
	// Not a word: three tiles in a row that spell none.
	bad := nonWordPath(t, ctx, words)
	var anim string
	run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}),
		drag(bad, 4), poll(`document.querySelectorAll("#board button.f-bad").length === 3`),
		// Read in the poll that finds it: the points leave within a second,
		// which a busy machine can spend between two calls.
		drag(words[1].Path, 4), chromedp.Poll(`(() => { const e = document.querySelector(".rise"); return e ? getComputedStyle(e).animationName : false; })()`,
			&anim, chromedp.WithPollingInterval(20*time.Millisecond)))
	if anim != "none" {
		t.Errorf("under reduced motion the points rise: %q", anim)
	}
}

func sortedInts(s []int) []int {
	out := slices.Clone(s)
	slices.Sort(out)
	return out
}

// nonWordPath is three tiles in a row of the board that spell no word.
func nonWordPath(t *testing.T, ctx context.Context, words []solver.Word) []solver.Pos {
	t.Helper()
	var tiles []string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#board button")].map(b => b.textContent.toLowerCase())`, &tiles))
	known := map[string]bool{}
	for _, w := range words {
		known[w.Word] = true
	}
	for row := range 4 {
		for col := range 2 {
			w := tiles[row*4+col] + tiles[row*4+col+1] + tiles[row*4+col+2]
			if !known[w] && !strings.Contains(w, "#") {
				return []solver.Pos{{Row: row, Col: col}, {Row: row, Col: col + 1}, {Row: row, Col: col + 2}}
			}
		}
	}
	t.Fatal("every row spells words")
	return nil
}

// A player typing as fast as people type is never held: fifteen words
// in a row, each sent as soon as the last one's verdict shows, under the
// page's own budget, with chat's rate limit (5 at once, then one every
// 3 s) in force for commands. Before, the page spent chat's limit on
// words: from the sixth word on each waited seconds, grey, with "You're
// sending words a bit fast".
func TestBrowserHumanPace(t *testing.T) {
	chatLimit := rate.NewLimiter(rate.Every(3*time.Second), 5)
	r := newRig(t, func(c *web.Config) {
		c.Allow = func(context.Context, string) (bool, time.Duration) {
			if chatLimit.Allow() {
				return true, 0
			}
			return false, 3 * time.Second
		}
		c.Words = nil // the page's own budget, as serve has it
	})
	r.clock.Run()
	words := dailyWords(t, r)[:15]
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.held = 0; new MutationObserver(() => { if (document.querySelector("#msg").textContent.includes("a bit fast")) window.held++; })
			.observe(document.querySelector("#msg"), {childList: true, characterData: true, subtree: true}); 0`, nil))
	for _, w := range words {
		run(t, ctx, chromedp.SendKeys(`#typed`, w.Word+"\r", chromedp.ByID), found(w.Word))
	}
	var held int
	run(t, ctx, chromedp.Evaluate(`window.held`, &held))
	if held != 0 {
		t.Errorf("a player at a human's pace was held %d times", held)
	}
}

// The board stays where it is when the first word is found, on a phone:
// the found words' bar keeps its place from the start (it used to appear
// above the board and push it 32 px down, so the next tap took the tile
// above the one aimed at). The page has no axe violations before.
func TestBrowserBoardStaysOnFirstWord(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	top := `document.querySelector("#board").getBoundingClientRect().top + scrollY`
	var before, after float64
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Evaluate(top, &before))
	axe(t, ctx, axeSource(t), "the board before any word")
	run(t, ctx, chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word),
		chromedp.WaitVisible(`#foundbar`, chromedp.ByID), chromedp.Evaluate(top, &after))
	if before != after {
		t.Errorf("the board's top moved from %.1f to %.1f px when the first word was found", before, after)
	}
}
