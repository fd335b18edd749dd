// Package replay remembers the requests a process has handled, so that a
// signed request sent again (by an attacker who captured it, within the
// signature's freshness window) is not handled twice. It keeps each key for
// a fixed time (the window, plus the clock skew allowed) and a bounded
// number of keys; remembering and forgetting are O(1).
//
// A Guard is in one process's memory: replicas behind a load balancer each
// keep their own. A Guard is safe for concurrent use.
package replay

import (
	"sync"
	"time"
)

// DefaultMax is the most keys a Guard with no Max keeps.
const DefaultMax = 200_000

// A Guard reports whether a key is seen for the first time within TTL.
type Guard struct {
	TTL time.Duration    // how long a key is kept
	Max int              // the most keys kept (0: DefaultMax); the oldest go first
	Now func() time.Time // the clock (nil: time.Now)

	mu    sync.Mutex
	seen  map[string]time.Time
	order []entry // keys in the order first seen, from head
	head  int
}

type entry struct {
	key string
	at  time.Time
}

// First records key and reports whether it was not seen within TTL.
func (g *Guard) First(key string) bool {
	now := time.Now()
	if g.Now != nil {
		now = g.Now()
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.seen == nil {
		g.seen = map[string]time.Time{}
	}
	g.expire(now)
	if at, ok := g.seen[key]; ok && now.Sub(at) < g.TTL {
		return false
	}
	max := g.Max
	if max <= 0 {
		max = DefaultMax
	}
	for len(g.seen) >= max && g.head < len(g.order) {
		g.pop()
	}
	g.seen[key] = now
	g.order = append(g.order, entry{key, now})
	return true
}

// expire forgets the keys older than TTL, oldest first.
func (g *Guard) expire(now time.Time) {
	for g.head < len(g.order) && now.Sub(g.order[g.head].at) >= g.TTL {
		g.pop()
	}
	if g.head > 1024 && g.head*2 > len(g.order) { // compact the consumed front
		g.order = append(g.order[:0:0], g.order[g.head:]...)
		g.head = 0
	}
}

func (g *Guard) pop() {
	e := g.order[g.head]
	g.order[g.head] = entry{}
	g.head++
	if at, ok := g.seen[e.key]; ok && at.Equal(e.at) {
		delete(g.seen, e.key)
	}
}
