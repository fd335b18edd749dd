package web_test

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/web"
)

// Back from practice to the day's board, nothing of practice stays on
// the page: not its last verdict above the board (before, "WORD +3" in
// green stayed there), not its tiles' flash, not the rising points, not
// its note; and a practice word still held back when the player goes
// back is played in practice, not on the day's board (the page's queue
// keeps each word's board).
func TestBrowserBackFromPractice(t *testing.T) {
	var hold atomic.Bool
	r := newRig(t, func(c *web.Config) {
		c.Words = func(context.Context, string, int) (bool, time.Duration) {
			if hold.Load() {
				return false, 300 * time.Millisecond
			}
			return true, 0
		}
	})
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word))
	r.clock.Add(12 * time.Hour) // the day has ended: its end card, and practice of its board
	run(t, ctx, chromedp.Reload(), chromedp.WaitVisible(`#practise`, chromedp.ByID),
		chromedp.Click(`#practise`, chromedp.ByID), waitText(`#clockl`, "practice"),
		drag(words[1].Path, 4), found(words[1].Word), poll(`document.querySelector("#word").classList.contains("ok")`))
	hold.Store(true)
	run(t, ctx, chromedp.SendKeys(`#typed`, words[2].Word+"\r", chromedp.ByID), poll(`document.querySelector("#msg").textContent.includes("a bit fast")`),
		chromedp.Click(`#today`, chromedp.ByID), chromedp.WaitVisible(`#practise`, chromedp.ByID))
	var got struct {
		Word, Msg, Class string
		Flashed, Rising  int
	}
	run(t, ctx, chromedp.Evaluate(`(() => { const q = (s) => document.querySelector(s); return {
		word: q("#word").textContent.trim(), class: q("#word").className, msg: q("#msg").textContent,
		flashed: document.querySelectorAll("#board .f-ok, #board .f-dup, #board .f-bad, #board .sent").length,
		rising: document.querySelectorAll(".rise").length }; })()`, &got))
	// The message line says what the day's board says (its end), no
	// practice's verdict or note.
	if got.Word != "" || got.Class != "" || strings.Contains(strings.ToLower(got.Msg), "practi") || strings.Contains(got.Msg, words[1].Word) ||
		got.Flashed != 0 || got.Rising != 0 {
		t.Errorf("back on the day's board, practice's verdict stays: %+v", got)
	}
	hold.Store(false)
	day := r.daily
	eventually(t, "the held practice word played in practice", func() bool {
		p, err := day.PracticeWords(context.Background(), guild, ann.ID, dayOf(t, r))
		return err == nil && len(p.Found) == 2
	})
	var shown []string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#found li")].map(li => li.dataset.word)`, &shown))
	if len(shown) != 1 || shown[0] != words[0].Word {
		t.Errorf("the day's words after practice's verdict came: %v", shown)
	}
	if _, p, err := r.daily.DayProgress(context.Background(), guild, ann.ID, dayOf(t, r)); err != nil || len(p.Found) != 1 {
		t.Errorf("the day kept %+v %v, want its one word", p.Found, err)
	}
	axe(t, ctx, axeSource(t), "back from practice")
}

// dayOf is the rig's first day (its clock's start, at noon UTC).
func dayOf(t *testing.T, _ *rig) game.Day {
	t.Helper()
	return game.DayOf(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC), time.UTC)
}

// Yesterday's review is worth looking at: the player's words and the best
// they missed as chips in two groups, each tracing its path on that day's
// board, drawn small beside them (before, two run-on paragraphs: "You
// found 1 of 74 (3 points): gates" and "Best you missed: ease 1 · east
// 1 · ..."); axe finds nothing, light and dark.
func TestBrowserYesterdayReview(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word))
	r.clock.Add(24 * time.Hour)
	var got struct {
		Mine, Missed []string
		Tiles        int
		Sum          string
	}
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Click(`#yesterday`, chromedp.ByID), chromedp.WaitVisible(`#revmissed button`, chromedp.ByQuery),
		chromedp.Evaluate(`(() => ({ mine: [...document.querySelectorAll("#revmine button")].map(b => b.dataset.word),
			missed: [...document.querySelectorAll("#revmissed button")].map(b => b.dataset.word),
			tiles: document.querySelectorAll("#revboard span").length, sum: document.querySelector("#revsum").textContent }))()`, &got))
	if len(got.Mine) != 1 || got.Mine[0] != words[0].Word || len(got.Missed) != 12 || got.Tiles != 16 || strings.Contains(got.Sum, words[0].Word) {
		t.Fatalf("yesterday's review: %+v", got)
	}
	// A missed word traces its path on yesterday's board, numbered.
	var want []int
	for _, w := range words {
		if w.Word == got.Missed[0] {
			for _, p := range w.Path {
				want = append(want, p.Row*4+p.Col)
			}
		}
	}
	var lit []int
	var label string
	run(t, ctx, chromedp.Click(`#revmissed button`, chromedp.ByQuery),
		poll(`document.querySelector("#revmissed button").getAttribute("aria-pressed") === "true"`),
		chromedp.Evaluate(`[...document.querySelectorAll("#revboard span.on")].map(e => [...e.parentNode.children].indexOf(e)).sort((a, b) => +document.querySelectorAll("#revboard span")[a].dataset.step - +document.querySelectorAll("#revboard span")[b].dataset.step)`, &lit),
		chromedp.AttributeValue(`#revboard`, "aria-label", &label, nil, chromedp.ByID))
	if fmt.Sprint(lit) != fmt.Sprint(want) || !strings.HasPrefix(label, got.Missed[0]+", traced on the board of ") {
		t.Errorf("tapping %q lights %v (want %v), the board reads %q", got.Missed[0], lit, want, label)
	}
	// The player's own word too; the other chip lets go.
	run(t, ctx, chromedp.Click(`#revmine button`, chromedp.ByQuery),
		poll(`document.querySelector("#revmine button").getAttribute("aria-pressed") === "true" && document.querySelector("#revmissed button").getAttribute("aria-pressed") === "false"`),
		poll(fmt.Sprintf(`document.querySelectorAll("#revboard span.on").length === %d`, len(words[0].Path))))
	src := axeSource(t)
	for _, sc := range []string{"light", "dark"} {
		run(t, ctx, scheme(sc), chromedp.Evaluate(`document.querySelector("#review").scrollIntoView({block: "center", behavior: "instant"}); 0`, nil))
		axe(t, ctx, src, "yesterday's review "+sc)
		shot(t, ctx, "web-review-390x844-"+sc)
	}
}

// A place gained among the day's players is said by the board, as a
// rank on the ladder is (before, the rank box changed silently).
func TestBrowserPlaceToast(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	var one string // a word of 1 point
	for _, w := range words {
		if w.Points == 1 {
			one = w.Word
		}
	}
	if words[2].Points < 2 || one == "" {
		t.Fatalf("the day's board: %+v", words[:3])
	}
	r.do(chat(bob, "guess", "words", words[2].Word))
	ctx := browser(t, 390)
	r.clock.Run()
	var toast string
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, one+"\r", chromedp.ByID), found(one), waitText(`#rank`, "2/2"),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word), waitText(`#rank`, "1/2"),
		poll(`document.querySelector("#toast").textContent.includes("#1")`), chromedp.Text(`#toast`, &toast, chromedp.ByID))
	if !strings.Contains(toast, "You're now #1 of 2") {
		t.Errorf("the toast: %q", toast)
	}
}
