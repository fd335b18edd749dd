package web_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/web"
)

// The page's own budget of words, not chat's (5 at once, then one every
// 3 s, which held a player typing a word a second): a word a second for
// two minutes is never held, nor a queue of 50 sent at once; a script
// sending hundreds of words at once is held; and one client address's
// accounts together are held too, whatever each one's own budget.
func TestGuessBudgetHumanPace(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.Words = nil })
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	for i := range 120 {
		if _, resp, body := guess(t, c, r.srv.URL, fmt.Sprintf("w%03d", i)); resp.StatusCode != http.StatusOK {
			t.Fatalf("word %d at one a second: %d %s", i, resp.StatusCode, body)
		}
		r.clock.Add(time.Second)
	}
	if _, resp, body := guess(t, c, r.srv.URL, distinct(game.MaxGuessWords)); resp.StatusCode != http.StatusOK {
		t.Fatalf("a queue of %d words: %d %s", game.MaxGuessWords, resp.StatusCode, body)
	}
	_, resp, body := guess(t, c, r.srv.URL, distinct(game.MaxGuessWords))
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("a script's second 50 words at once: %d %s", resp.StatusCode, body)
	}
	// Many accounts from one address: each has its budget, the address
	// one for them all (200 words at once).
	r.clock.Add(time.Minute)
	refused := 0
	for i := range 6 {
		pc := client(t)
		open(t, pc, r.dailyLink(t, game.Player{ID: fmt.Sprintf("u-%d", i), Name: "p"}))
		if _, resp, _ := guess(t, pc, r.srv.URL, distinct(game.MaxGuessWords)); resp.StatusCode == http.StatusTooManyRequests {
			refused++
		}
	}
	if refused != 2 {
		t.Errorf("six accounts on one address sending 50 words each at once: %d refused, want 2", refused)
	}
}
