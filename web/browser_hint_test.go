package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Once a hint is taken, its price's "tap again to take it" is said no
// more (it stayed under the buttons, inviting a second, costly tap), and
// the hint's table follows the words found (it kept the count of when it
// was taken).
func TestBrowserHintFollowsWords(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		takeHint(), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery), waitText(`#who`, "Playing as ann · 1 hint"))
	var msg, before string
	run(t, ctx, chromedp.Text(`#msg`, &msg, chromedp.ByID), chromedp.Text(`#hintbody p`, &before, chromedp.ByQuery))
	if strings.Contains(msg, "tap again") {
		t.Errorf("after the hint is taken, the page still says %q", msg)
	}
	var left int
	if _, err := fmt.Sscanf(before, "%d words left", &left); err != nil {
		t.Fatalf("the hint says %q", before)
	}
	run(t, ctx, chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word),
		waitText(`#hintbody p`, fmt.Sprintf("%d words left, by first letter and length:", left-1)))
	axe(t, ctx, axeSource(t), "a hint after a word")
}
