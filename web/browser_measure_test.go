package web_test

import (
	"flag"
	"testing"

	"github.com/chromedp/chromedp"
)

var measure = flag.Bool("measure", false, "measure the page: time from a key press or a tap to the visible verdict, bytes of a first load and a reload (logged, on a quiet machine)")

// TestBrowserMeasure logs what a player waits for and downloads: from
// Enter (a typed word) and from the release of a drag to the verdict
// shown above the board, and the bytes of the first load and of a reload
// (the Performance API's transfer sizes: compressed bodies and headers).
// Run it with -measure on a quiet machine; it asserts nothing of speed.
func TestBrowserMeasure(t *testing.T) {
	if !*measure {
		t.Skip("run with -measure")
	}
	r := newRig(t, nil)
	ctx := browser(t, 390)
	r.clock.Run()
	words := dailyWords(t, r)
	const bytesJS = `(() => { const n = performance.getEntriesByType("navigation")[0]; return n.transferSize + performance.getEntriesByType("resource").reduce((s, e) => s + e.transferSize, 0); })()`
	var first, reload float64
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		poll(`performance.getEntriesByType("resource").some(e => e.name.includes("api/state") && e.responseEnd > 0)`), chromedp.Evaluate(bytesJS, &first),
		chromedp.Reload(), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		poll(`performance.getEntriesByType("resource").some(e => e.name.includes("api/state") && e.responseEnd > 0)`), chromedp.Evaluate(bytesJS, &reload))
	t.Logf("bytes: first load %.0f, reload %.0f", first, reload)
	// The verdict's time: from the key or the release to the word's class.
	const watch = `window.verdictAt = 0; new MutationObserver(() => { const c = document.querySelector("#word").className;
		if (/\b(ok|dup|bad)\b/.test(c) && !window.verdictAt) window.verdictAt = performance.now(); }).observe(document.querySelector("#word"), {attributes: true});
		addEventListener("keydown", (e) => { if (e.key === "Enter") { window.pressAt = performance.now(); window.verdictAt = 0; } }, true);
		addEventListener("pointerup", () => { window.pressAt = performance.now(); window.verdictAt = 0; }, true); 0`
	run(t, ctx, chromedp.Evaluate(watch, nil))
	var ms []float64
	for i, w := range words[:10] {
		var d float64
		if i%2 == 0 {
			run(t, ctx, chromedp.SendKeys(`#typed`, w.Word+"\r", chromedp.ByID))
		} else {
			run(t, ctx, drag(w.Path, 4))
		}
		run(t, ctx, poll(`window.verdictAt > 0`), chromedp.Evaluate(`window.verdictAt - window.pressAt`, &d))
		ms = append(ms, d)
	}
	t.Logf("key press (even) or release of a drag (odd) to the visible verdict, ms: %.0f", ms)
}
