package web_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBrowserReminderAndRole: on a phone and a desktop, light and dark,
// the daily's page shows the player's reminder and the daily post's role
// under "Your day": a time set and saved on the page turns the reminder
// on (the bot's /remind then says it), Turn off turns it off, and the
// role's buttons put the player in the role and take them out; every
// state passes axe with no violation and stays inside the page's width.
// BOGGLEBOT_SHOTS=DIR writes its screenshots.
func TestBrowserReminderAndRole(t *testing.T) {
	src := axeSource(t)
	if src == "" {
		t.Log("no axe-core (npm ci in web/): the accessibility checks are skipped")
	}
	for _, width := range []int{390, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			r := newRig(t, nil)
			d := withDMs(r)
			setup := chat(bob, "daily setup", "role", "@players")
			setup.IsAdmin = true
			r.do(setup)
			ctx := browserAt(t, width, 900)
			run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#remindbox`, chromedp.ByID),
				chromedp.WaitVisible(`#rolebox`, chromedp.ByID))
			out := os.Getenv("BOGGLEBOT_SHOTS")
			look := func(state string) {
				t.Helper()
				for _, scheme := range []string{"light", "dark"} {
					var overflow []string
					run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
						chromedp.Poll(`document.getAnimations().length === 0`, nil, chromedp.WithPollingInterval(20*time.Millisecond)),
						chromedp.Evaluate(`["remindbox", "rolebox", "remindtime", "remindzone", "remindon", "rolejoin", "roleleave"].filter(id => {
							const e = document.getElementById(id), b = e.getBoundingClientRect();
							return !e.hidden && (b.right > innerWidth + 1 || e.scrollWidth > e.clientWidth + 1); })`, &overflow))
					if len(overflow) > 0 {
						t.Errorf("%s, %s: %v run past the page's width", state, scheme, overflow)
					}
					axe(t, ctx, src, fmt.Sprintf("%d %s %s", width, state, scheme))
					if out != "" {
						var png []byte
						run(t, ctx, chromedp.ScrollIntoView(`#remindbox`, chromedp.ByID), chromedp.CaptureScreenshot(&png))
						os.WriteFile(filepath.Join(out, fmt.Sprintf("remind-%s-%d-%s.png", state, width, scheme)), png, 0o644)
					}
				}
			}
			look("off")

			run(t, ctx, chromedp.SetValue(`#remindtime`, "08:30", chromedp.ByID), chromedp.Click(`#remindon`, chromedp.ByID),
				waitText(`#remindsaid`, "Reminder on: a private nudge at 08:30 (UTC) on the days you haven't played by then; the next in 20h 30m."),
				chromedp.WaitVisible(`#remindoff`, chromedp.ByID))
			if rep := r.do(chat(ann, "remind")); !strings.Contains(rep.Text, "08:30") {
				t.Errorf("/remind after the page set 08:30: %q", rep.Text)
			}
			var label string
			run(t, ctx, chromedp.Text(`#remindon`, &label, chromedp.ByID))
			if label != "Save" {
				t.Errorf("the form's button once on: %q; want Save", label)
			}
			run(t, ctx, chromedp.Click(`#rolejoin`, chromedp.ByID), waitText(`#rolemsg`, "You're in: the daily board's post will ping you."))
			if !d.isIn("players", ann.ID) {
				t.Error("Ping me on the page did not put the player in the role")
			}
			look("on")

			run(t, ctx, chromedp.Click(`#roleleave`, chromedp.ByID), waitText(`#rolemsg`, "You're out: no more pings from the daily board's post."),
				chromedp.Click(`#remindoff`, chromedp.ByID), chromedp.WaitNotVisible(`#remindoff`, chromedp.ByID))
			if d.isIn("players", ann.ID) {
				t.Error("Stop the pings on the page left the player in the role")
			}
			if rep := r.do(chat(ann, "remind")); !strings.Contains(rep.Text, "no reminder") {
				t.Errorf("/remind after the page turned it off: %q", rep.Text)
			}
			// A time refused: the reason, quoted, beside the form.
			run(t, ctx, chromedp.SetValue(`#remindtime`, "", chromedp.ByID),
				chromedp.Evaluate(`document.getElementById("remindtime").required = false`, nil),
				chromedp.Click(`#remindon`, chromedp.ByID), chromedp.WaitVisible(`#remindmsg.bad`, chromedp.ByQuery))
			look("refused")
		})
	}
}
