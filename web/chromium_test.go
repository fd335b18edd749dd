package web_test

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// chromium is the one headless Chromium the browser tests share: each test
// opens its own tab in a browser context of its own (its own cookies and
// storage, as a separate profile would have), so tests run in parallel
// without paying a browser's start each.
var chromium struct {
	once   sync.Once
	path   string
	ctx    context.Context // the browser's first tab; tests open theirs from it
	cancel context.CancelFunc
	err    error

	mu       sync.Mutex
	parallel map[*testing.T]bool
}

// TestMain closes the shared Chromium after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if chromium.cancel != nil {
		chromium.cancel()
	}
	os.Exit(code)
}

// startChromium starts the shared Chromium once; it reports false when
// there is none on this machine.
func startChromium() (bool, error) {
	chromium.once.Do(func() {
		for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
			if p, err := exec.LookPath(name); err == nil {
				chromium.path = p
				break
			}
		}
		if chromium.path == "" {
			return
		}
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(chromium.path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
			chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true), chromedp.WindowSize(1280, 900),
			// Tabs side by side all run at full speed: none is throttled as
			// a background tab would be.
			chromedp.Flag("disable-background-timer-throttling", true),
			chromedp.Flag("disable-renderer-backgrounding", true),
			chromedp.Flag("disable-backgrounding-occluded-windows", true),
		}
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelTab := chromedp.NewContext(actx)
		chromium.ctx = ctx
		chromium.cancel = func() { cancelTab(); cancelAlloc() }
		chromium.err = chromedp.Run(ctx)
	})
	return chromium.path != "", chromium.err
}

// browser opens a tab of the shared headless Chromium, with a viewport
// width wide, in a browser context of the test's own, and runs a top-level
// test in parallel with the other browser tests; it skips the test when there is
// no Chromium (Debian: apt-get install chromium; .ci/run does). A test may
// open several (two players).
func browser(t *testing.T, width int) context.Context {
	t.Helper()
	ok, err := startChromium()
	if !ok {
		t.Skip("needs Chromium for the browser tests: apt-get install -y chromium")
	}
	if err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	// A test runs in parallel from its first tab on; a subtest does not
	// (its parent may go on after it), and its parent says so itself.
	if !strings.Contains(t.Name(), "/") {
		parallel(t)
	}
	ctx, err := openTab(t)
	if err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	// A bound for a stuck browser, not a speed assertion: every step waits
	// for a DOM condition.
	ctx, cancel2 := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(cancel2)
	// A window cannot be narrower than 500 px: emulate a phone's width.
	if err := chromedp.Run(ctx, chromedp.EmulateViewport(int64(width), 844, chromedp.EmulateScale(1))); err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	return ctx
}

// openTab opens a tab in a new browser context of the shared Chromium (its
// own cookies and storage: the tests' servers all listen on 127.0.0.1,
// and cookies do not tell ports apart), closed with t. (chromedp's
// WithNewBrowserContext opens its tab in no window, which this Chromium
// refuses: "no browser is open".)
func openTab(t *testing.T) (context.Context, error) {
	b := cdp.WithExecutor(chromium.ctx, chromedp.FromContext(chromium.ctx).Browser)
	id, err := target.CreateBrowserContext().Do(b)
	if err != nil {
		return nil, err
	}
	t.Cleanup(func() { _ = target.DisposeBrowserContext(id).Do(b) })
	tid, err := target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(b)
	if err != nil {
		return nil, err
	}
	ctx, cancel := chromedp.NewContext(chromium.ctx, chromedp.WithTargetID(tid))
	t.Cleanup(cancel)
	// The test's other tabs (chromedp.NewContext(ctx)) open in the same
	// browser context, as another tab of the player's would.
	chromedp.FromContext(ctx).BrowserContextID = id
	// Every tab behaves as the focused one (typing goes to the focused
	// field), however many windows the tests have open side by side.
	return ctx, chromedp.Run(ctx, emulation.SetFocusEmulationEnabled(true))
}

// parallel runs browser test t in parallel with the others, once however
// often it is asked (a test with two players opens two tabs). A test whose
// tabs are its subtests' calls it before them.
func parallel(t *testing.T) {
	chromium.mu.Lock()
	done := chromium.parallel[t]
	if chromium.parallel == nil {
		chromium.parallel = map[*testing.T]bool{}
	}
	chromium.parallel[t] = true
	chromium.mu.Unlock()
	if !done {
		t.Parallel()
	}
}
