package web_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// tap presses and lets go on tile i without moving.
func tap(i int) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var c [2]float64
		js := fmt.Sprintf(`(() => { const r = document.querySelector('#board button[data-i="%d"]').getBoundingClientRect(); return [r.left + r.width/2, r.top + r.height/2]; })()`, i)
		if err := chromedp.Evaluate(js, &c).Do(ctx); err != nil {
			return err
		}
		return chromedp.MouseClickXY(c[0], c[1]).Do(ctx)
	})
}

// pathIs waits until the lit path is tiles.
func pathIs(tiles string) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`[...document.querySelectorAll("#board button.on")].map(b => b.dataset.i).join(",") === %q`, tiles), nil,
		chromedp.WithPollingInterval(20*time.Millisecond))
}

// wordClass waits until the word above the board has class cls.
func wordClass(cls string) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`document.querySelector("#word").classList.contains(%q)`, cls), nil, chromedp.WithPollingInterval(20*time.Millisecond))
}

// Feedback: the word stays above the board with its verdict (found lifts
// with its points, already found nudges, not a word shakes); tapping the
// last tile takes it back; a tap away from the path starts a new word
// there and says so; Escape clears from the word field too; under
// prefers-reduced-motion nothing moves.
func TestBrowserFeedback(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))

	run(t, ctx, tap(0), pathIs("0"), tap(1), pathIs("0,1"), tap(1), pathIs("0"), tap(15), pathIs("15"),
		chromedp.Poll(`document.querySelector("#msg").textContent.startsWith("New word from")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)),
		tap(15), pathIs(""))

	w := words[0]
	var shown string
	run(t, ctx, drag(w.Path, 4), found(w.Word), wordClass("lift"), chromedp.Text(`#word`, &shown, chromedp.ByID))
	if want := fmt.Sprintf("%s +%d", w.Word, w.Points); !strings.EqualFold(shown, want) {
		t.Errorf("after a found word the word shows %q, want %q", shown, want)
	}
	run(t, ctx, drag(w.Path, 4), wordClass("nudge"), chromedp.Text(`#word`, &shown, chromedp.ByID))
	if !strings.EqualFold(shown, w.Word) {
		t.Errorf("after an already found word the word shows %q", shown)
	}
	run(t, ctx, chromedp.SendKeys(`#typed`, "zzzz\r", chromedp.ByID), wordClass("shake"))

	// Escape clears, from the word field too.
	run(t, ctx, chromedp.SendKeys(`#typed`, words[1].Word[:3], chromedp.ByID), chromedp.KeyEvent(kb.Escape),
		chromedp.Poll(`document.querySelector("#typed").value === "" && document.querySelector("#word").textContent.trim() === ""`, nil,
			chromedp.WithPollingInterval(20*time.Millisecond)))

	// Reduced motion: the verdict shows without moving.
	var anim string
	run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}),
		chromedp.SendKeys(`#typed`, "zzzz\r", chromedp.ByID), wordClass("shake"),
		chromedp.Evaluate(`getComputedStyle(document.querySelector("#word")).animationName`, &anim))
	if anim != "none" {
		t.Errorf("under prefers-reduced-motion the word moves: animation %q", anim)
	}
}

// The daily's score ladder and end screen: the level on the page and in
// chat, the share text with a copy button, the countdown to the next
// board; the next day, yesterday's words against the best missed a tap
// away.
func TestBrowserDayScreen(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word),
		chromedp.WaitVisible(`#sharebox`, chromedp.ByID))
	var level, share, next string
	run(t, ctx, chromedp.Text(`#level`, &level, chromedp.ByID), chromedp.Text(`#share`, &share, chromedp.ByID), chromedp.Text(`#nextboard`, &next, chromedp.ByID))
	if !strings.HasPrefix(level, "🐝 ") || !strings.Contains(share, "bogglebot #") || !strings.Contains(share, "🐝") || !strings.HasPrefix(next, "Next board in ") {
		t.Errorf("your day: level %q, share %q, next %q", level, share, next)
	}
	if strings.Contains(strings.ToLower(share), words[0].Word) {
		t.Errorf("the share text spoils a word: %q", share)
	}
	run(t, ctx, chromedp.Click(`#copy`, chromedp.ByID),
		chromedp.Poll(`/copied|Selected/.test(document.querySelector("#msg").textContent)`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	if d := r.do(chat(ann, "daily")); !strings.Contains(d.Text, "🐝 **") {
		t.Errorf("/daily has no level:\n%s", d.Text)
	}

	// The next day: yesterday's words are a tap away.
	r.clock.Add(24 * time.Hour)
	var mine string
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Click(`#yesterday`, chromedp.ByID), chromedp.WaitVisible(`#review`, chromedp.ByID), chromedp.Text(`#revmine`, &mine, chromedp.ByID))
	var missed string
	run(t, ctx, chromedp.Text(`#revmissed`, &missed, chromedp.ByID))
	if !strings.Contains(mine, words[0].Word) || !strings.HasPrefix(missed, "Best you missed: ") {
		t.Errorf("yesterday: %q / %q", mine, missed)
	}
}
