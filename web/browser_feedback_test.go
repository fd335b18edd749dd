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
