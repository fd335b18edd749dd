package web_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/game"
)

// badgeOverlap measures, on every tile with a number (the heat map's
// count or a path's step), how much of the letter's ink the number's
// badge covers (px² of the intersection of their boxes; 0 is none), the
// letter's and the badge's font sizes, and the badge's distance to the
// tile's corner. The ink is the glyphs' box (canvas measureText) placed
// on the text's baseline in the tile (its line box's top plus the font's
// ascent: the tile's line height is normal).
const badgeOverlap = `(() => { const cx = document.createElement("canvas").getContext("2d");
return [...document.querySelectorAll("#board button[data-heat], #board button[data-step]")].map(b => {
  const t = b.getBoundingClientRect(), rg = document.createRange(), st = getComputedStyle(b);
  rg.selectNodeContents(b);
  const l = rg.getBoundingClientRect(), a = getComputedStyle(b, "::after"), px = v => parseFloat(v) || 0;
  cx.font = st.fontWeight + " " + st.fontSize + " " + st.fontFamily;
  const m = cx.measureText(b.textContent), base = l.top + m.fontBoundingBoxAscent * l.height / (m.fontBoundingBoxAscent + m.fontBoundingBoxDescent);
  const ink = {left: l.left - m.actualBoundingBoxLeft, right: l.left + m.actualBoundingBoxRight, top: base - m.actualBoundingBoxAscent, bottom: base + m.actualBoundingBoxDescent};
  // The badge: absolutely placed by its top and right in the tile.
  const w = px(a.width) + px(a.paddingLeft) + px(a.paddingRight), h = px(a.height) + px(a.paddingTop) + px(a.paddingBottom);
  const right = t.right - px(a.right), top = t.top + px(a.top), left = right - w, bottom = top + h;
  const ix = Math.max(0, Math.min(right, ink.right) - Math.max(left, ink.left)), iy = Math.max(0, Math.min(bottom, ink.bottom) - Math.max(top, ink.top));
  return {tile: b.dataset.i, letter: b.textContent, overlap: Math.round(ix * iy), letterPx: px(st.fontSize), badgePx: px(a.fontSize),
    corner: Math.round(Math.max(t.right - right, top - t.top)), tileW: Math.round(t.width), badgeW: Math.round(w), badgeH: Math.round(h)};
}); })()`

type badge struct {
	Tile, Letter              string
	Overlap                   float64
	LetterPx, BadgePx, Corner float64
	TileW, BadgeW, BadgeH     float64
}

// TestBrowserHeatBadges: after the heat-map hint, and on the path hint's
// numbered tiles, every tile's number sits small in its corner and leaves
// the letter clear, in every frame (390x844, 844x390, 600x400, 1280x800),
// light and dark. WEB_BADGES_PNG=DIR writes a screenshot of each to look at.
func TestBrowserHeatBadges(t *testing.T) {
	parallel(t)
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("needs Chromium")
	}
	r := newRig(t, nil)
	r.clock.Run() // the board reads' budget refills
	out := os.Getenv("WEB_BADGES_PNG")
	for _, size := range [][2]int{{390, 844}, {844, 390}, {600, 400}, {1280, 800}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			p := game.Player{ID: fmt.Sprintf("u-b%d", size[0]), Name: "badges"}
			ctx := browserAt(t, size[0], size[1])
			run(t, ctx, chromedp.Navigate(r.dailyLink(t, p)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
				takeHint(), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery),
				takeHint(), chromedp.WaitVisible(`#board button[data-heat]`, chromedp.ByQuery))
			check := func(state string) {
				var bs []badge
				run(t, ctx, chromedp.Evaluate(badgeOverlap, &bs))
				if len(bs) == 0 {
					t.Fatalf("%s: no numbered tile", state)
				}
				for _, b := range bs {
					if b.Overlap > 0 || b.BadgePx > 0.6*b.LetterPx || b.BadgePx < 9 || b.Corner > 0.12*b.TileW {
						t.Errorf("%s: tile %s (%q, %.0fpx letter in a %.0fpx tile): its badge (%.0fpx text, %.0fx%.0f, %.0fpx from the corner) covers %.0f px² of the letter",
							state, b.Tile, b.Letter, b.LetterPx, b.TileW, b.BadgePx, b.BadgeW, b.BadgeH, b.Corner, b.Overlap)
					}
				}
			}
			for _, scheme := range []string{"light", "dark"} {
				run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
					chromedp.Poll(`document.getAnimations().length === 0`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
				check(scheme + " heat map")
				if out != "" {
					var png []byte
					run(t, ctx, chromedp.CaptureScreenshot(&png))
					os.WriteFile(filepath.Join(out, fmt.Sprintf("badges-%dx%d-%s.png", size[0], size[1], scheme)), png, 0o644)
				}
			}
			// The path hint numbers its tiles the same way.
			run(t, ctx, takeHint(), takeHint(),
				chromedp.WaitVisible(`#board button[data-step]`, chromedp.ByQuery))
			check("path hint")
		})
	}
}
