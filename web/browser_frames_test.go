package web_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

// browserAt is browser at a window of width x height.
func browserAt(t *testing.T, width, height int) context.Context {
	t.Helper()
	ctx := browser(t, width)
	run(t, ctx, chromedp.EmulateViewport(int64(width), int64(height), chromedp.EmulateScale(1)))
	return ctx
}

// axeSource is axe-core's script (npm ci in web/ installs it), or "".
func axeSource(t *testing.T) string {
	b, err := os.ReadFile(filepath.Join("node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		return ""
	}
	return string(b)
}

// axe runs axe-core on the page and fails the test for every violation.
func axe(t *testing.T, ctx context.Context, src, state string) int {
	t.Helper()
	if src == "" {
		return -1
	}
	var violations []struct {
		ID    string `json:"id"`
		Help  string `json:"help"`
		Nodes []struct {
			Target []string `json:"target"`
		} `json:"nodes"`
	}
	// On a settled page: no animation or transition running (a colour
	// on its way from one to another is no state a player reads) and no
	// verdict's flash or points still on the board.
	run(t, ctx, poll(settled))
	run(t, ctx, chromedp.Evaluate(src, nil), chromedp.Evaluate(`axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations)`, &violations,
		func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
	for _, v := range violations {
		var where []string
		for _, n := range v.Nodes {
			where = append(where, strings.Join(n.Target, " "))
		}
		t.Errorf("%s: axe %s: %s at %v", state, v.ID, v.Help, where)
	}
	return len(violations)
}

// settled holds when the page has no animation or transition running
// and no verdict's flash or rising points on the board.
const settled = `document.getAnimations().every(a => a.playState !== "running") && !document.querySelector(".rise, #board .sent, #board .f-ok, #board .f-dup, #board .f-bad")`

// fits checks that the board and the input row are inside the window
// at the top of the page (where a reload may have left it scrolled, as
// the browser restores a page's place), and the page is not busy.
func fits(t *testing.T, ctx context.Context, state string, withEntry bool) {
	t.Helper()
	var bad []string
	sels := []string{"#boardwrap"}
	if withEntry {
		sels = append(sels, "#entry")
	}
	run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`scrollTo({top: 0, left: 0, behavior: "instant"}); %q.split(",").filter(s => { const r = document.querySelector(s).getBoundingClientRect();
		return r.width === 0 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1 || r.left < -1 || r.top < -1; })`, strings.Join(sels, ",")), &bad))
	if len(bad) > 0 {
		t.Errorf("%s: outside the window: %v", state, bad)
	}
	var busy string
	run(t, ctx, chromedp.AttributeValue(`#app`, "aria-busy", &busy, nil, chromedp.ByID))
	if busy != "false" {
		t.Errorf("%s: aria-busy %q", state, busy)
	}
}

// Every frame the page meets, light and dark: a phone upright and on its
// side (390x844, 844x390), the Activity's smallest frame (600x400) and a
// desktop (1280x800). In each, the board and its input row fit the
// window, and axe-core finds nothing, on the daily with a hint, a live
// round, the Activity's failure screen (outside Discord: it explains and
// offers chat, with no empty board), the daily's end screen and a
// practice of its board turned a quarter; and on a round's results.
// With -screenshots it writes docs/web-WxH-SCHEME.png (the daily) and
// docs/web-practice-WxH-SCHEME.png.
func TestBrowserFrames(t *testing.T) {
	parallel(t)
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("needs Chromium")
	}
	src := axeSource(t)
	if src == "" {
		t.Log("axe-core is not installed (npm ci in web/): the frames are checked without it")
	}
	r := newRig(t, nil)
	// The clock runs: a player's reads of the board are budgeted (20,
	// then 2 a second), and a frame reads it some 12 times. (With the
	// clock standing and one player for every frame, the budget never
	// refilled and the third frame's page was refused its board: the
	// "hang" at 600x400.)
	r.clock.Run()
	words := dailyWords(t, r)
	rd := r.startRound(t, "3m")
	rwords := solved(t, roundBoard)
	r.do(chat(bob, "guess", "words", rwords[1].Word))
	runs := 0
	for _, size := range [][2]int{{390, 844}, {844, 390}, {600, 400}, {1280, 800}} {
		// A browser per frame, closed at its end.
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := browserAt(t, size[0], size[1])
			// A player per frame: each player's board reads are budgeted
			// (20, then 2 a second), and a frame reads the board some 12
			// times; ann plays the first, and the end screen below.
			p := ann
			if size[0] != 390 {
				p = game.Player{ID: fmt.Sprintf("u-%dx%d", size[0], size[1]), Name: fmt.Sprintf("player %dx%d", size[0], size[1])}
			}
			dlink, rlink := r.dailyLink(t, p), r.roundLink(t, rd, p)
			for _, scheme := range []string{"light", "dark"} {
				name := fmt.Sprintf("%dx%d %s", size[0], size[1], scheme)
				t.Logf("frame %s", name)
				run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}))
				run(t, ctx, chromedp.Navigate(dlink), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
				if scheme == "light" {
					run(t, ctx, chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word))
					run(t, ctx, takeHint(), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery))
					run(t, ctx, takeHint(), chromedp.WaitVisible(`#board button[data-heat]`, chromedp.ByQuery))
				}
				run(t, ctx, chromedp.WaitVisible(`#board button[data-heat]`, chromedp.ByQuery), chromedp.SendKeys(`#typed`, words[1].Word[:3], chromedp.ByID))
				fits(t, ctx, name+" daily", true)
				axe(t, ctx, src, name+" daily")
				runs++
				if *screenshots {
					var png []byte
					run(t, ctx, chromedp.CaptureScreenshot(&png))
					os.WriteFile(filepath.Join("..", "docs", fmt.Sprintf("web-%dx%d-%s.png", size[0], size[1], scheme)), png, 0o644)
				}
				run(t, ctx, chromedp.Navigate(rlink), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
				fits(t, ctx, name+" round", true)
				axe(t, ctx, src, name+" round")
				runs++
				run(t, ctx, chromedp.Navigate(r.srv.URL+"/activity"))
				pollAcrossReload(t, ctx, `document.querySelector("#title").textContent === "This board opens inside Discord"`)
				var shown bool
				run(t, ctx, chromedp.Evaluate(`!document.querySelector("#boardwrap").hidden || !document.querySelector("#entry").hidden || document.querySelector("#turn").offsetParent !== null`, &shown))
				if shown {
					t.Errorf("%s: the Activity's failure screen shows a board", name)
				}
				axe(t, ctx, src, name+" activity failure")
				runs++
			}
		})
	}
	// The round's results, last (they end the round for every frame).
	last := r.roundLink(t, rd, ann)
	r.clock.Add(3 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	ctx := browserAt(t, 390, 844)
	for _, scheme := range []string{"light", "dark"} {
		run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
			chromedp.Navigate(last), chromedp.WaitVisible(`#results`, chromedp.ByID))
		axe(t, ctx, src, "390x844 "+scheme+" results")
		runs++
	}
	// The daily's end screen and its practice, in every frame: the day
	// ends with the page open (the session outlives it).
	end := browserAt(t, 390, 844)
	run(t, end, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	r.clock.Add(12 * time.Hour)
	for _, size := range [][2]int{{390, 844}, {844, 390}, {600, 400}, {1280, 800}} {
		for _, scheme := range []string{"light", "dark"} {
			name := fmt.Sprintf("%dx%d %s", size[0], size[1], scheme)
			run(t, end, chromedp.EmulateViewport(int64(size[0]), int64(size[1]), chromedp.EmulateScale(1)),
				emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
				chromedp.Reload(), chromedp.WaitVisible(`#end`, chromedp.ByID), chromedp.WaitVisible(`#practise`, chromedp.ByID))
			fits(t, end, name+" end screen", false)
			axe(t, end, src, name+" end screen")
			run(t, end, chromedp.Click(`#practise`, chromedp.ByID), waitText(`#clockl`, "practice"), chromedp.Click(`#turn`, chromedp.ByID),
				chromedp.Poll(`document.getAnimations().length === 0`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
			fits(t, end, name+" practice", true)
			axe(t, end, src, name+" practice, turned")
			runs += 2
			if *screenshots && size[0] != 390 {
				var png []byte
				run(t, end, chromedp.CaptureScreenshot(&png))
				os.WriteFile(filepath.Join("..", "docs", fmt.Sprintf("web-practice-%dx%d-%s.png", size[0], size[1], scheme)), png, 0o644)
			}
		}
	}
	t.Logf("axe-core: %d page states checked, %s", runs, map[bool]string{true: "zero violations", false: "violations above"}[!t.Failed()])
}

// TestBrowserFramesTranslated: the daily in every language of the page
// (French's and German's buttons' labels are longer than English's:
// Valider, Effacer, Indice; Senden, Löschen, Tipp), in every frame, light and dark: the
// board and the input row fit the window and the word field keeps at
// least minTyped pixels, with every button of the row shown.
// WEB_FRAMES_PNG=dir writes each frame's screenshot there to look at.
func TestBrowserFramesTranslated(t *testing.T) {
	parallel(t)
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("needs Chromium")
	}
	const minTyped = 120
	dir := os.Getenv("WEB_FRAMES_PNG")
	for _, code := range []string{"fr", "de", "es", "pt", "en"} {
		t.Run(code, func(t *testing.T) {
			r := newRig(t, func(c *web.Config) {
				if code != "en" {
					c.PageStrings, c.PageLang = i18n.Page(code)
				}
			})
			r.clock.Run()
			var one string // a word of 1 point
			for _, w := range dailyWords(t, r) {
				if w.Points == 1 {
					one = w.Word
					break
				}
			}
			// The hours left as the language writes them (German 11:59,
			// not 11h59), and 1 point in the singular.
			hours := map[string]string{"de": `^\d{1,2}:\d\d$`, "es": `^\d{1,2}:\d\d$`}[code]
			if hours == "" {
				hours = `^\d{1,2}h\d\d$`
			}
			point := map[string]string{"fr": "point", "de": "Punkt", "es": "punto", "pt": "ponto", "en": "point"}[code]
			daily := "/daily"
			if n, ok := i18n.CommandName(code, "daily"); ok {
				daily = "/" + n
			}
			for _, size := range [][2]int{{390, 844}, {844, 390}, {600, 400}, {1280, 800}} {
				ctx := browserAt(t, size[0], size[1])
				p := game.Player{ID: fmt.Sprintf("u-%s-%d", code, size[0]), Name: "ann"}
				link := r.dailyLink(t, p)
				for _, scheme := range []string{"light", "dark"} {
					name := fmt.Sprintf("%s %dx%d %s", code, size[0], size[1], scheme)
					run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
						chromedp.Navigate(link), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery), chromedp.WaitVisible(`#hintbtn`, chromedp.ByID))
					fits(t, ctx, name, true)
					var w struct {
						Typed   float64  `json:"typed"`
						Outside []string `json:"outside"`
					}
					run(t, ctx, chromedp.Evaluate(`(() => { const f = document.querySelector("#entry").getBoundingClientRect();
						return { typed: document.querySelector("#typed").getBoundingClientRect().width,
							outside: ["#send", "#clear", "#hintbtn"].filter(s => { const r = document.querySelector(s).getBoundingClientRect();
								return r.width === 0 || r.right > f.right + 1 || r.left < f.left - 1 || r.bottom > innerHeight + 1; }) }; })()`, &w))
					if w.Typed < minTyped {
						t.Errorf("%s: the word field is %.0f px wide, want at least %d", name, w.Typed, minTyped)
					}
					if len(w.Outside) > 0 {
						t.Errorf("%s: buttons outside the input row or the window: %v", name, w.Outside)
					}
					var clock string
					run(t, ctx, chromedp.Evaluate(`document.querySelector("#clock").textContent`, &clock))
					if !regexp.MustCompile(hours).MatchString(clock) {
						t.Errorf("%s: the time left reads %q, want it to match %s", name, clock, hours)
					}
					if scheme == "light" {
						run(t, ctx, chromedp.SendKeys(`#typed`, one+"\r", chromedp.ByID), found(one), waitText(`#pointsl`, point))
					}
					if dir != "" {
						var png []byte
						run(t, ctx, chromedp.CaptureScreenshot(&png))
						os.WriteFile(filepath.Join(dir, fmt.Sprintf("frame-%s-%dx%d-%s.png", code, size[0], size[1], scheme)), png, 0o644)
					}
					if size[0] == 390 {
						// The Activity outside Discord names the commands as
						// Discord shows them in the language.
						var cmd string
						run(t, ctx, chromedp.Navigate(r.srv.URL+"/activity"), chromedp.WaitVisible(`#msg code`, chromedp.ByQuery),
							chromedp.Evaluate(`document.querySelector("#msg code").textContent + " " + document.querySelector("#msg").textContent`, &cmd))
						if !strings.HasPrefix(cmd, daily+" ") || strings.Count(cmd, daily) < 3 {
							t.Errorf("%s: the Activity's failure screen names the daily %q, want %s", name, cmd, daily)
						}
						if dir != "" {
							var png []byte
							run(t, ctx, chromedp.CaptureScreenshot(&png))
							os.WriteFile(filepath.Join(dir, fmt.Sprintf("activity-%s-%s.png", code, scheme)), png, 0o644)
						}
					}
				}
			}
		})
	}
}
