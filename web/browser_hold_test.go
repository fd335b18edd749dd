package web_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

// Every frame holds, in every language of the page, light and dark: the
// four score boxes stand on one row; at
// 600x400 (the Activity's smallest frame) a long message wraps inside
// its column (before, it stretched the column, the side shrank to 166 px,
// the page scrolled sideways and the clock read "2h5…"), the title wraps
// as a title, not a word per line; the found words are in a compact
// alphabetical bar by the board and the ladder is a dot per rank with
// the current one named, in every frame; the tiles' focus ring stands
// 3:1 against the board.
func TestBrowserEveryFrameHolds(t *testing.T) {
	src := axeSource(t)
	for _, code := range []string{"en", "fr", "de", "es", "pt"} {
		t.Run(code, func(t *testing.T) {
			r := newRig(t, func(c *web.Config) {
				if code != "en" {
					c.PageStrings, c.PageLang = i18n.Page(code)
				}
			})
			ctx := browserAt(t, 600, 400)
			r.clock.Run()
			words := dailyWords(t, r)
			p := ann
			p.ID += code
			run(t, ctx, chromedp.Navigate(r.dailyLink(t, p)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
			pair := []string{words[3].Word, words[0].Word}
			for _, w := range pair {
				run(t, ctx, chromedp.SendKeys(`#typed`, w+"\r", chromedp.ByID), found(w))
			}
			// A word too long for any board: its refusal quotes it whole,
			// the longest message the page shows, in every frame.
			long := strings.Repeat("abcdefghij", 4)
			for _, f := range frames {
				for _, sc := range []string{"light", "dark"} {
					name := fmt.Sprintf("%s %dx%d %s", code, f[0], f[1], sc)
					run(t, ctx, chromedp.EmulateViewport(int64(f[0]), int64(f[1]), chromedp.EmulateScale(1)), scheme(sc),
						chromedp.Reload(), chromedp.WaitVisible(`#foundbar`, chromedp.ByID),
						chromedp.SendKeys(`#typed`, long+"\r", chromedp.ByID), poll(fmt.Sprintf(`document.querySelector("#msg").textContent.includes(%q)`, long)))
					var msg struct {
						In, Seen       bool
						Top, Bottom, E float64
					}
					run(t, ctx, chromedp.Evaluate(`scrollTo({top: 0, left: 0, behavior: "instant"}); (() => { const m = document.querySelector("#msg"), r = m.getBoundingClientRect(), c = document.querySelector(".play").getBoundingClientRect();
						return { in: r.left >= c.left - 1 && r.right <= c.right + 1 && m.scrollWidth <= m.clientWidth + 1, seen: r.bottom <= innerHeight + 1,
							top: r.top, bottom: r.bottom, e: document.querySelector("#entry").getBoundingClientRect().bottom }; })()`, &msg))
					if !msg.In || !msg.Seen {
						t.Errorf("%s: the long message within its column %v, in the window %v (%.0f-%.0f, the input row ends at %.0f)", name, msg.In, msg.Seen, msg.Top, msg.Bottom, msg.E)
					}
					var got struct {
						Scroll, Inner, Side, Title, Line float64
						Clock                            bool
						Bar                              string
						BarIn                            bool
						Dots                             int
						Cur                              string
						Rows, Cut                        int
					}
					run(t, ctx, chromedp.Evaluate(`(() => { const q = (s) => document.querySelector(s), h = q("#title"), c = q("#clock"), b = q("#foundbar").getBoundingClientRect();
						return { scroll: document.documentElement.scrollWidth, inner: innerWidth, side: q(".side").getBoundingClientRect().width,
							title: h.getBoundingClientRect().height, line: parseFloat(getComputedStyle(h).lineHeight),
							clock: c.scrollWidth <= c.clientWidth + 1, bar: q("#foundbar").textContent,
							barIn: b.width > 0 && b.right <= innerWidth + 1 && b.bottom <= innerHeight + 1 && b.top >= 0,
							dots: document.querySelectorAll("#ladder .dot").length, cur: (q("#ladder .dot.cur") || {}).textContent || "",
							rows: new Set([...document.querySelectorAll(".stats > div")].map(d => Math.round(d.getBoundingClientRect().top))).size,
							cut: [...document.querySelectorAll(".stats .n")].filter(e => e.scrollWidth > e.clientWidth + 1).length }; })()`, &got))
					// The four score boxes on one row, none cut (before, German's
					// and French's wrapped the clock to a row of its own at 600x400).
					if got.Rows != 1 || got.Cut != 0 {
						t.Errorf("%s: the score boxes stand in %d rows, %d numbers cut", name, got.Rows, got.Cut)
					}
					if got.Scroll > got.Inner+1 || !got.Clock || got.Title > 3.5*got.Line {
						t.Errorf("%s: the page is %.0f px wide in a %.0f px window, the side %.0f px, the clock fits %v, the title %.0f px high (lines of %.0f)",
							name, got.Scroll, got.Inner, got.Side, got.Clock, got.Title, got.Line)
					}
					sorted := slices.Clone(pair)
					slices.Sort(sorted)
					if !got.BarIn || !strings.Contains(got.Bar, strings.Join(sorted, " · ")) {
						t.Errorf("%s: the found words' bar %q (in the window: %v), want %s in order", name, got.Bar, got.BarIn, strings.Join(sorted, " · "))
					}
					if got.Dots != len(challenge.Ladder) || got.Cur == "" {
						t.Errorf("%s: the ladder has %d dots, the current one named %q", name, got.Dots, got.Cur)
					}
					fits(t, ctx, name, true)
					if code == "en" || f[0] == 600 {
						axe(t, ctx, src, name)
					}
					if f[0] == 600 {
						shot(t, ctx, fmt.Sprintf("web-frame-%s-600x400-%s", code, sc))
					} else if code == "en" {
						shot(t, ctx, fmt.Sprintf("web-%dx%d-%s", f[0], f[1], sc))
					}
				}
			}
			// The tiles' focus ring against the board.
			var ratio float64
			run(t, ctx, chromedp.Focus(`#board button[tabindex="0"]`, chromedp.ByQuery), chromedp.KeyEvent(kb.ArrowRight),
				chromedp.Evaluate(contrastJS+`contrast(getComputedStyle(document.activeElement).outlineColor, getComputedStyle(document.querySelector("#board")).backgroundColor)`, &ratio))
			if ratio < 3 {
				t.Errorf("the tiles' focus ring stands %.2f:1 against the board, want 3:1", ratio)
			}
		})
	}
}

// contrastJS defines contrast(a, b): WCAG's contrast ratio of two CSS
// colours (rgb() or rgba(), as getComputedStyle gives them).
const contrastJS = `const contrast = (a, b) => {
	const lum = (c) => { const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map(Number).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
		return 0.2126 * r + 0.7152 * g + 0.0722 * bl; };
	const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
	return (x + 0.05) / (y + 0.05); };
`

// At 200% zoom on a 390 px phone (a 195 px wide window) the whole board
// and the clock are in view (before, the fourth column and the clock were
// cut); the expired link's page at 600x400 is one column (before, its
// title and its words stood side by side).
func TestBrowserZoomAndNotices(t *testing.T) {
	r := newRig(t, nil)
	ctx := browser(t, 390)
	r.clock.Run()
	link := r.dailyLink(t, ann)
	run(t, ctx, chromedp.EmulateViewport(195, 422, chromedp.EmulateScale(2)), chromedp.Navigate(link), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	var cut []string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#board button, #clock, .stats div, main *")].filter(e => { const r = e.getBoundingClientRect();
		return r.width > 0 && (r.right > innerWidth + 1 || r.left < -1 || e.scrollWidth > e.clientWidth + 1 && e.matches("#board button, #clock, .stats div")); }).map(e => e.id || e.tagName + ":" + e.textContent.slice(0, 20))`, &cut))
	var scroll, inner float64
	run(t, ctx, chromedp.Evaluate(`document.documentElement.scrollWidth`, &scroll), chromedp.Evaluate(`innerWidth`, &inner))
	if len(cut) > 0 || scroll > inner+1 {
		t.Errorf("at 200%% zoom on 390 px: cut %v; the page is %.0f px wide in %.0f", cut, scroll, inner)
	}
	shot(t, ctx, "web-zoom-200-390")
	// The expired link's page.
	r.clock.Add(20 * time.Minute)
	var split bool
	run(t, ctx, chromedp.EmulateViewport(600, 400, chromedp.EmulateScale(1)), chromedp.Navigate(link), chromedp.WaitVisible(`#error`, chromedp.ByID),
		chromedp.Evaluate(`document.querySelector(".error p").getBoundingClientRect().top < document.querySelector("#error").getBoundingClientRect().bottom`, &split))
	if split {
		t.Error("the expired link's page stands in two columns at 600x400")
	}
	shot(t, ctx, "web-expired-600x400")
}

var _ = context.Background

// The Queen Bee moment is celebrated: a player with every point of the
// day's board sees it on the page (before, one line of text).
func TestBrowserQueenBee(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	for i := 0; i < len(words); i += 50 {
		var ws []string
		for _, w := range words[i:min(i+50, len(words))] {
			ws = append(ws, w.Word)
		}
		r.do(chat(ann, "guess", "words", strings.Join(ws, " ")))
	}
	ctx := browser(t, 390)
	var cheer string
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#cheer`, chromedp.ByID), chromedp.Text(`#cheer`, &cheer, chromedp.ByID))
	if !strings.Contains(cheer, "Queen Bee") {
		t.Errorf("the top rank's celebration: %q", cheer)
	}
	run(t, ctx, poll(`document.getAnimations().length === 0`))
	axe(t, ctx, axeSource(t), "Queen Bee")
}
