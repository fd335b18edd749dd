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
	rd := r.startRound(t, "3m")
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
}
