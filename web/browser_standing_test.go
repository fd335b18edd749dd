package web_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/game"
)

// TestBrowserStanding: on a phone, light and dark, the daily's page shows
// the player's streak, freezes and season rank under the score ladder,
// inside the page's width. BOGGLEBOT_SHOTS=DIR writes its screenshots.
func TestBrowserStanding(t *testing.T) {
	r := newRig(t, nil)
	setup := chat(ann, "daily setup", "freezes", "2")
	setup.IsAdmin = true
	r.do(setup)
	today := game.Date(2026, 11, 23)
	for d := range 9 {
		if _, err := r.mem.AddWords(context.Background(), guild, today.Add(d-9), ann, []game.Word{{Word: "tea", Points: 3}}, r.clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	ctx := browser(t, 390)
	want := "🔥 Streak: 9 days · ❄️ Streak freezes: 0 of 2 · 🏆 Season of November 2026: #1 of 1"
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#standing`, chromedp.ByID), waitText(`#standing`, want))
	out := os.Getenv("BOGGLEBOT_SHOTS")
	for _, scheme := range []string{"light", "dark"} {
		var overflow bool
		run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
			chromedp.Poll(`document.getAnimations().length === 0`, nil, chromedp.WithPollingInterval(20*time.Millisecond)),
			chromedp.Evaluate(`(() => { const e = document.getElementById("standing"); return e.scrollWidth > e.clientWidth || e.getBoundingClientRect().right > innerWidth; })()`, &overflow))
		if overflow {
			t.Errorf("%s: the standing runs past the page's width", scheme)
		}
		if out != "" {
			var png []byte
			run(t, ctx, chromedp.ScrollIntoView(`#day`, chromedp.ByID), chromedp.CaptureScreenshot(&png))
			os.WriteFile(filepath.Join(out, "standing-390-"+scheme+".png"), png, 0o644)
		}
	}
}
