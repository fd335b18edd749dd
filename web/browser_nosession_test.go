package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserNoSession: /board opened with no session (a bookmark, the
// address typed) says what to do and shows nothing of a board: no tiles,
// no turn button, no input, no stats. WEB_NOSESSION_PNG=DIR writes its
// screenshot.
func TestBrowserNoSession(t *testing.T) {
	r := newRig(t, nil)
	// While it loads, too: the page's own markup shows no turn button.
	if _, page := getLang(t, client(t), r.srv.URL+"/board", ""); !strings.Contains(page, `id="turn" hidden`) {
		t.Errorf("the page's markup shows the turn button before there is a board")
	}
	for _, size := range [][2]int{{390, 844}, {844, 390}} {
		ctx := browserAt(t, size[0], size[1])
		run(t, ctx, chromedp.Navigate(r.srv.URL+"/board"),
			chromedp.Poll(`document.querySelector("#app").getAttribute("aria-busy") === "false"`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
		var shown []string
		run(t, ctx, chromedp.Evaluate(`["#turn", "#board", "#entry", ".stats", "#found", "#typed", "#hintbtn"].filter(s => {
			const e = document.querySelector(s); return e && e.getClientRects().length > 0; })`, &shown))
		var title, msg string
		run(t, ctx, chromedp.Text(`#title`, &title, chromedp.ByID), chromedp.Text(`#msg`, &msg, chromedp.ByID))
		if len(shown) > 0 || title != "Can't show the board" || msg == "" {
			t.Errorf("%dx%d: /board without a session shows %v; title %q, message %q", size[0], size[1], shown, title, msg)
		}
		if out := os.Getenv("WEB_NOSESSION_PNG"); out != "" {
			var png []byte
			run(t, ctx, chromedp.CaptureScreenshot(&png))
			os.WriteFile(filepath.Join(out, fmt.Sprintf("nosession-%dx%d.png", size[0], size[1])), png, 0o644)
		}
	}
}

// TestBrowserNobodyFound: a round nobody found a word in ends with the
// results card saying so in a sentence in line with the card's heading
// and other lines (not indented as a list's item), and no empty list.
func TestBrowserNobodyFound(t *testing.T) {
	r := newRig(t, nil)
	rd := r.startRound(t, "3m")
	link := r.roundLink(t, rd, ann)
	ctx := browserAt(t, 390, 844)
	run(t, ctx, chromedp.Navigate(link), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	r.clock.Add(3 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	run(t, ctx, chromedp.WaitVisible(`#results`, chromedp.ByID), chromedp.Poll(`document.querySelector("#results").innerText.includes("Nobody found a word.")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	var got struct {
		Heading, Nobody, Yours float64
		ListShown              bool
	}
	run(t, ctx, chromedp.Evaluate(`(() => { const left = s => { const e = document.querySelector(s), rg = document.createRange(); rg.selectNodeContents(e); return rg.getBoundingClientRect().left; };
		const nobody = [...document.querySelectorAll("#results *")].find(e => e.children.length === 0 && e.textContent === "Nobody found a word.");
		nobody.id ||= "nobody-found";
		return {heading: left("#resh"), nobody: left("#" + nobody.id), yours: left("#yours"), listShown: document.querySelector("#standings").getClientRects().length > 0 && !document.querySelector("#standings").contains(nobody)}; })()`, &got))
	if d := got.Nobody - got.Heading; d > 1 || d < -1 || got.ListShown {
		t.Errorf("\"Nobody found a word.\" starts %.1f px right of the card's heading (an empty list shown: %v)", d, got.ListShown)
	}
	if out := os.Getenv("WEB_NOSESSION_PNG"); out != "" {
		var png []byte
		run(t, ctx, chromedp.FullScreenshot(&png, 100))
		os.WriteFile(filepath.Join(out, "nobody-390.png"), png, 0o644)
	}
}
