package web_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

// sseEvent is one server-sent event.
type sseEvent struct {
	name string
	data string
}

// follow reads c's event stream into a channel until it closes.
func follow(t testing.TB, c *http.Client, base string) (<-chan sseEvent, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/events", nil)
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	ch := make(chan sseEvent, 64)
	go func() {
		defer close(ch)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				ev.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data += line[6:]
			case line == "" && ev.name != "":
				ch <- ev
				ev = sseEvent{}
			}
		}
	}()
	return ch, cancel
}

// await reads events until one named name satisfies ok.
func await(t testing.TB, ch <-chan sseEvent, name string, ok func(string) bool) string {
	t.Helper()
	for ev := range ch {
		if ev.name == name && ok(ev.data) {
			return ev.data
		}
	}
	t.Fatalf("the stream closed before a %s event", name)
	return ""
}

// A live round with 50 players on the page at once: each follows the
// round's events and enters a word; every page sees the 50 players, then
// the results, with its own scoring words. A word entered in chat by a
// player not on the page shows too. Figures are logged: events delivered
// per second and the heap the 50 streams hold.
func TestRoundFiftyPages(t *testing.T) {
	const n = 50
	r := newRig(t, nil)
	rd := r.startRound(t, "3m")
	var words []string // ten of the board's words, each for five pages; an eleventh for bob in chat
	for _, w := range solved(t, roundBoard) {
		words = append(words, w.Word)
	}
	words, bobs := words[:10], words[10]
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	type page struct {
		c      *http.Client
		events <-chan sseEvent
		stop   func()
		name   string
	}
	pages := make([]page, n)
	for i := range pages {
		p := game.Player{ID: fmt.Sprint("u", i), Name: fmt.Sprint("player", i)}
		c := client(t)
		if resp, body := open(t, c, r.roundLink(t, rd, p)); resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("link: %d %s", resp.StatusCode, body)
		}
		ev, stop := follow(t, c, r.srv.URL)
		defer stop()
		pages[i] = page{c, ev, stop, p.Name}
	}
	for _, p := range pages {
		await(t, p.events, "progress", func(string) bool { return true })
	}
	var mid runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&mid)
	start := time.Now()
	var wg sync.WaitGroup
	for i, p := range pages {
		wg.Go(func() {
			g, resp, body := guess(t, p.c, r.srv.URL, words[i%len(words)])
			if resp.StatusCode != 200 || g.Judgements[0].Verdict != "accepted" {
				t.Errorf("%s: %d %s", p.name, resp.StatusCode, body)
			}
		})
	}
	wg.Wait()
	r.do(chat(bob, "guess", "words", bobs)) // a chat player, in the same round
	delivered := 0
	for _, p := range pages {
		await(t, p.events, "progress", func(d string) bool {
			delivered++
			var pr web.Progress
			json.Unmarshal([]byte(d), &pr)
			return pr.Players == n+1
		})
	}
	elapsed := time.Since(start)
	r.clock.Add(3 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	for i, p := range pages {
		data := await(t, p.events, "results", func(string) bool { return true })
		var res web.Results
		if err := json.Unmarshal([]byte(data), &res); err != nil {
			t.Fatal(err)
		}
		if len(res.Standings) != n+1 {
			t.Fatalf("%s: %d standings, want %d", p.name, len(res.Standings), n+1)
		}
		// Classic mode: each word was found by five pages, so it cancels;
		// bob's word alone scores.
		if i == 0 && (len(res.Cancelled) != len(words) || res.Standings[0].Name != "bob" || !res.Standings[0].Won) {
			t.Errorf("results: cancelled %v, first %+v", res.Cancelled, res.Standings[0])
		}
	}
	t.Logf("%d pages: %d progress events delivered in %v (%.0f/s, while the guesses ran); heap %+.1f KiB for the streams (%.1f KiB each)",
		n, delivered, elapsed.Round(time.Millisecond), float64(delivered)/elapsed.Seconds(),
		float64(int64(mid.HeapAlloc)-int64(before.HeapAlloc))/1024, float64(int64(mid.HeapAlloc)-int64(before.HeapAlloc))/1024/n)
}

// Events are for a valid session: a round's, or the daily's when there
// is a live stream; past MaxStreams a page is told to come back.
func TestEventsRefused(t *testing.T) {
	daily := newRig(t, nil)
	cd := client(t)
	open(t, cd, daily.dailyLink(t, ann))
	ev, stop := follow(t, cd, daily.srv.URL)
	waitSubscribers(t, daily, "daily:", 1)
	daily.do(chat(ann, "guess", "words", dailyWords(t, daily)[0].Word))
	await(t, ev, "words", func(string) bool { return true })
	stop()
	nolive := newRig(t, func(c *web.Config) { c.Live = nil })
	c0 := client(t)
	open(t, c0, nolive.dailyLink(t, ann))
	if resp, err := c0.Get(nolive.srv.URL + "/api/events"); err != nil || resp.StatusCode != 404 {
		t.Errorf("daily events without a live stream: %v %v", resp.StatusCode, err)
	}
	r := newRig(t, func(c *web.Config) { c.MaxStreams = 1 })
	c := client(t)
	rd := r.startRound(t, "1m")
	open(t, c, r.roundLink(t, rd, ann))
	_, stop = follow(t, c, r.srv.URL)
	defer stop()
	c2 := client(t)
	open(t, c2, r.roundLink(t, rd, bob))
	resp, err := c2.Get(r.srv.URL + "/api/events")
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("past the cap: %v %v", resp.StatusCode, err)
	}
	if resp, _ := http.Get(r.srv.URL + "/api/events"); resp.StatusCode != 401 {
		t.Errorf("no session: %d", resp.StatusCode)
	}
}

// One player holds at most MaxUserStreams streams; closing one frees its
// place.
func TestEventsPerUser(t *testing.T) {
	r := newRig(t, nil)
	rd := r.startRound(t, "1m")
	c := client(t)
	open(t, c, r.roundLink(t, rd, ann))
	var stops []func()
	for range web.MaxUserStreams {
		ev, stop := follow(t, c, r.srv.URL)
		await(t, ev, "progress", func(string) bool { return true })
		stops = append(stops, stop)
	}
	resp, err := c.Get(r.srv.URL + "/api/events")
	if err != nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("one stream too many: %v %v", resp.StatusCode, err)
	}
	// Why, in the i18n table's words (game.CodeLiveTabs), and when to retry.
	var why struct{ Error string }
	json.NewDecoder(resp.Body).Decode(&why)
	resp.Body.Close()
	want := i18n.Error("en", game.E(game.Limit, game.CodeLiveTabs, game.Facts{"max": web.MaxUserStreams}))
	if why.Error != want || resp.Header.Get("Retry-After") != "5" {
		t.Errorf("the 4th tab is told %q (Retry-After %q), want %q", why.Error, resp.Header.Get("Retry-After"), want)
	}
	for _, stop := range stops {
		stop()
	}
}

// Opening an event stream makes the round's watcher read the store: it
// takes from the player's read budget, as /api/state does, so opening and
// closing streams in a loop cannot keep the store busy.
func TestEventsReadBudget(t *testing.T) {
	r := newRig(t, nil)
	rd := r.startRound(t, "1m")
	c := client(t)
	open(t, c, r.roundLink(t, rd, ann))
	ev, stop := follow(t, c, r.srv.URL)
	await(t, ev, "progress", func(string) bool { return true })
	stop()
	for n := 0; ; n++ {
		if _, code := state(t, c, r.srv.URL); code == http.StatusTooManyRequests {
			break
		} else if n == 1000 {
			t.Fatal("1000 reads in a row passed")
		}
	}
	resp, err := c.Get(r.srv.URL + "/api/events")
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode == http.StatusOK {
		resp.Body.Close() // a stream: do not read it to the end
		t.Fatal("a stream opened past the read budget")
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || !strings.Contains(string(b), "a bit fast") {
		t.Errorf("a stream past the budget: %d %q %s", resp.StatusCode, resp.Header.Get("Retry-After"), b)
	}
	r.clock.Add(time.Minute)
	ev, stop = follow(t, c, r.srv.URL)
	defer stop()
	await(t, ev, "progress", func(string) bool { return true })
}

// TestEventsPerServer: one server's players share a part of the stream
// places (here 3 of 12): a fourth player of that server is refused while
// a player of another server is served.
func TestEventsPerServer(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.MaxStreams, c.MaxServerStreams = 12, 3 })
	var stops []func()
	defer func() {
		for _, stop := range stops {
			stop()
		}
	}()
	for i := range 3 {
		p := game.Player{ID: fmt.Sprintf("u-%d", i), Name: fmt.Sprintf("p%d", i)}
		c := client(t)
		open(t, c, r.dailyLink(t, p))
		_, stop := follow(t, c, r.srv.URL)
		stops = append(stops, stop)
	}
	fourth := client(t)
	open(t, fourth, r.dailyLink(t, game.Player{ID: "u-4", Name: "p4"}))
	resp, err := fourth.Get(r.srv.URL + "/api/events")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a fourth player of the server: %d, want 503 (the server's places, live_busy)", resp.StatusCode)
	}
	other := client(t)
	req := guildReq("chat", "g2", "daily")
	reply := r.do(req)
	var link string
	for _, a := range reply.Actions {
		if a.URL != "" {
			link = a.URL
		}
	}
	open(t, other, link)
	_, stop := follow(t, other, r.srv.URL)
	stop()
}

// TestEventsLifetime: a stream ends after StreamLife, however long the
// session lasts, so that no page holds a place for days (the page's
// EventSource reconnects).
func TestEventsLifetime(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.StreamLife = 50 * time.Millisecond })
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	ev, stop := follow(t, c, r.srv.URL)
	defer stop()
	for range ev { // until the server ends the stream
	}
}
