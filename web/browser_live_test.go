package web_test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/web"
)

// The live round's clock stays within a second of the server's through a
// round with guesses every few seconds, in chat and on the page: every
// progress event carries the server's time, and the page keeps its offset
// from it (it used to go back to the offset it had when it loaded, so a
// word entered in chat put the clock back).
func TestBrowserRoundClock(t *testing.T) {
	r := newRig(t, nil)
	// The longest round: its clock runs in real time besides the test's
	// jumps (two minutes in all), and a busy machine may take minutes.
	rd := r.startRound(t, "10m")
	r.clock.Run()
	words := solved(t, roundBoard)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	checkClock(t, ctx, r, rd)
	for i := range 6 {
		// A few seconds of the round pass (jumped, so the test is quick).
		r.clock.Add(20 * time.Second)
		if i%2 == 0 {
			r.do(chat(bob, "guess", "words", words[i].Word))
		} else {
			run(t, ctx, chromedp.SendKeys(`#typed`, words[i].Word+"\r", chromedp.ByID), found(words[i].Word))
		}
		run(t, ctx, waitText(`#countl`, fmt.Sprintf("words (%d in all)", i+1)))
		checkClock(t, ctx, r, rd)
	}
}

// checkClock reads the page's clock and compares it with the time the
// server says is left (read before and after, so the test's own delay
// does not count). The page shows whole seconds, rounded up, and ticks
// every 250 ms; a busy machine may delay a tick, so a few reads are
// allowed to agree.
func checkClock(t *testing.T, ctx context.Context, r *rig, rd round.Round) {
	t.Helper()
	var shown string
	var lo, hi float64
	for range 5 {
		hi = rd.End.Sub(r.clock.Now()).Seconds()
		run(t, ctx, chromedp.Text(`#clock`, &shown, chromedp.ByID))
		lo = rd.End.Sub(r.clock.Now()).Seconds()
		var m, s int
		if _, err := fmt.Sscanf(shown, "%d:%d", &m, &s); err != nil {
			t.Fatalf("the clock shows %q", shown)
		}
		if secs := float64(m*60 + s); secs >= lo-1 && secs <= hi+1.5 {
			return
		}
	}
	t.Errorf("the page's clock shows %s; the server has %.1f-%.1fs left", shown, lo, hi)
}

// restartable serves a handler on one address, and can go down and come
// back on it (a restart of the bot, as the page sees it).
type restartable struct {
	addr string
	h    http.Handler
	mu   sync.Mutex
	srv  *http.Server
}

func serveOn(t *testing.T, ln net.Listener, h http.Handler) *restartable {
	s := &restartable{addr: ln.Addr().String(), h: h}
	s.serve(ln)
	t.Cleanup(s.stop)
	return s
}

func (s *restartable) serve(ln net.Listener) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.srv = &http.Server{Handler: s.h}
	go s.srv.Serve(ln)
}

// stop closes the listener and every connection, streams included.
func (s *restartable) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.srv.Close()
}

func (s *restartable) start(t *testing.T) {
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		t.Fatalf("listen again on %s: %v", s.addr, err)
	}
	s.serve(ln)
}

// The page recovers from a restart of the bot mid-round: it says it is
// reconnecting, retries with a growing wait, and shows the results that
// came meanwhile (it used to stop for good at the first failed retry and
// show the form long after the end).
func TestBrowserRoundRestart(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	public := "http://" + ln.Addr().String()
	r := newRig(t, func(c *web.Config) { c.PublicURL = public })
	srv := serveOn(t, ln, r.srv.Config.Handler)
	rd := r.startRound(t, "2m")
	words := solved(t, roundBoard)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, words[1].Word+"\r", chromedp.ByID), found(words[1].Word))
	// The page follows the round: bob's word in chat reaches it.
	r.do(chat(bob, "guess", "words", words[0].Word))
	run(t, ctx, waitText(`#rank`, "2"))

	srv.stop()
	run(t, ctx, chromedp.Poll(`document.querySelector("#msg").textContent.includes("reconnecting")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	// The round ends while the bot is down; it comes back.
	r.clock.Add(2 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	// Once more a failed retry, so that the page has had one.
	run(t, ctx, chromedp.Poll(`document.querySelector("#msg").textContent.includes("reconnecting")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	srv.start(t)
	var standings, msg string
	var entry bool
	run(t, ctx, chromedp.WaitVisible(`#results`, chromedp.ByID), chromedp.Text(`#standings`, &standings, chromedp.ByID),
		chromedp.Text(`#msg`, &msg, chromedp.ByID), chromedp.Evaluate(`document.querySelector("#entry").hidden`, &entry))
	if !contains(standings, "ann", "bob") || strings.Contains(msg, "reconnecting") || !entry {
		t.Errorf("after the restart: standings %q, status %q, form hidden %v", standings, msg, entry)
	}
	// Each name is isolated (U+2068 … U+2069), so a right-to-left name
	// (a Persian one) cannot move its own points to its left.
	var isolated bool
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#standings > li > p")].every((li) => /\u2068[^\u2069]+\u2069/.test(li.textContent))`, &isolated))
	if !isolated {
		t.Errorf("standings %q: a name is not isolated", standings)
	}
}

// tab opens another tab of the browser ctx runs in (same cookies).
func tab(t *testing.T, ctx context.Context) context.Context {
	t.Helper()
	c, cancel := chromedp.NewContext(ctx)
	t.Cleanup(cancel)
	run(t, c, emulation.SetFocusEmulationEnabled(true)) // as browser's tabs
	return c
}

// One truth on the page: a word entered with /guess in chat (through the
// bot, on the services the page uses) and a word entered in another tab
// show on every open page of the player at once, with the same counts; a
// hint taken in one tab shows in the other and stays across a reload; a
// fourth tab is refused its live feed and says why. The round's watcher
// polls the store only hourly here, so what arrives came by the live
// stream.
func TestBrowserLiveWords(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.Poll = time.Hour })
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	board := `#board button[data-i="15"]`
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(board, chromedp.ByQuery))
	other := tab(t, ctx)
	run(t, other, chromedp.Navigate(r.srv.URL+"/board"), chromedp.WaitVisible(board, chromedp.ByQuery))
	// Both pages follow the player's game before the word is entered.
	game := fmt.Sprintf("daily:%s:%s:", guild.Platform, guild.ID)
	waitSubscribers(t, r, game, 2)

	start := time.Now()
	r.do(chat(ann, "guess", "words", words[0].Word))
	run(t, ctx, found(words[0].Word))
	run(t, other, found(words[0].Word))
	t.Logf("a word entered in chat showed on two pages in %v (load %s)", time.Since(start).Round(time.Millisecond), load())

	run(t, ctx, page.BringToFront(), drag(words[1].Path, 4), found(words[1].Word))
	run(t, other, found(words[1].Word))
	var a, b [2]string
	run(t, ctx, chromedp.Text(`#count`, &a[0], chromedp.ByID), chromedp.Text(`#points`, &a[1], chromedp.ByID))
	run(t, other, chromedp.Text(`#count`, &b[0], chromedp.ByID), chromedp.Text(`#points`, &b[1], chromedp.ByID))
	if a != b || a[0] != "2" || a[1] != fmt.Sprint(words[0].Points+words[1].Points) {
		t.Errorf("counts: this tab %v, the other %v", a, b)
	}

	// A hint in one tab shows in the other, and stays there on a reload.
	run(t, ctx, page.BringToFront(), takeHint(), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery))
	run(t, other, chromedp.WaitVisible(`#hint table`, chromedp.ByQuery), waitText(`#who`, "Playing as ann · 1 hint"))
	run(t, other, chromedp.Reload(), chromedp.WaitVisible(board, chromedp.ByQuery), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery))

	// A fourth tab gets no live feed, and says why.
	waitSubscribers(t, r, game, 2)
	third := tab(t, ctx)
	run(t, third, chromedp.Navigate(r.srv.URL+"/board"), chromedp.WaitVisible(board, chromedp.ByQuery))
	waitSubscribers(t, r, game, 3)
	fourth := tab(t, ctx)
	run(t, fourth, chromedp.Navigate(r.srv.URL+"/board"), chromedp.WaitVisible(board, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector("#msg").textContent.includes("more than 3 tabs")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
}

// waitSubscribers waits until n pages follow the live games whose key
// starts with prefix.
func waitSubscribers(t testing.TB, r *rig, prefix string, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute) // a bound for a stuck page, not a speed assertion
	for r.live.Following(prefix) != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d pages follow %s, want %d", r.live.Following(prefix), prefix, n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A word entered in chat in a live round shows on the page of its player
// by the live stream (the round's watcher polls only hourly here), and
// the players' count follows.
func TestBrowserLiveRoundWords(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.Poll = time.Hour })
	rd := r.startRound(t, "3m")
	words := solved(t, roundBoard)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	waitSubscribers(t, r, round.Game(rd), 1)
	start := time.Now()
	r.do(chat(ann, "guess", "words", words[0].Word))
	run(t, ctx, found(words[0].Word))
	t.Logf("a round word entered in chat showed on the page in %v (load %s)", time.Since(start).Round(time.Millisecond), load())
	r.do(chat(bob, "guess", "words", words[1].Word))
	run(t, ctx, waitText(`#rank`, "2"), waitText(`#countl`, "words (2 in all)"))
}

// The daily's clock keeps to the server's when a word comes from chat:
// the words event carries the server's time (it used to take its offset
// again from the time of the page's last read, so the countdown jumped
// back by as long as the page had been open). The server's clock jumps
// here, so a clock kept from the load is hours off.
func TestBrowserDailyClockLiveWord(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	waitSubscribers(t, r, fmt.Sprintf("daily:%s:%s:", guild.Platform, guild.ID), 1)
	// Ten minutes before the day ends (midnight UTC).
	r.clock.Add(11*time.Hour + 50*time.Minute)
	r.do(chat(ann, "guess", "words", words[0].Word))
	var shown string
	run(t, ctx, found(words[0].Word), chromedp.Text(`#clock`, &shown, chromedp.ByID))
	var m, s int
	if _, err := fmt.Sscanf(shown, "%d:%d", &m, &s); err != nil || m*60+s > 600 || m*60+s < 540 {
		t.Errorf("the page's clock shows %q after a word from chat; the server has 10:00 left", shown)
	}
}
