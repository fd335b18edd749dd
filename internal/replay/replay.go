// Package replay remembers the requests a process has handled, so that a
// signed request sent again (by an attacker who captured it, within the
// signature's freshness window) is not handled twice. It keeps each key for
// a fixed time (the window, plus the clock skew allowed) and a bounded
// number of keys; remembering and forgetting are O(1).
//
// A request is known by what its signature covers (Key: the platform, the
// signed timestamp and a digest of the body), never by the signature's
// text, which an attacker can spell another way (hex in upper case) and
// still have it verify.
//
// A Guard is in one process's memory; with a Shared store (the database)
// it also asks that, so that replicas behind a load balancer, and a
// process restarted within the window, refuse what any of them handled.
// A Guard is safe for concurrent use.
package replay

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"sync"
	"time"
)

// Key is the replay key of a signed request: its platform, the timestamp
// its signature covers and the SHA-256 of its body. Two requests with one
// key carry the same signed message.
func Key(platform, timestamp string, body []byte) string {
	sum := sha256.Sum256(body)
	return platform + ":" + timestamp + ":" + hex.EncodeToString(sum[:])
}

// Shared remembers keys where every replica sees them (store.Replays).
type Shared interface {
	// FirstRequest records key until expires and reports whether no
	// record of it unexpired at now was there.
	FirstRequest(ctx context.Context, key string, expires, now time.Time) (bool, error)
}

// DefaultMax is the most keys a Guard with no Max keeps.
const DefaultMax = 200_000

// A Guard reports whether a key is seen for the first time within TTL.
type Guard struct {
	TTL time.Duration    // how long a key is kept
	Max int              // the most keys kept (0: DefaultMax); the oldest go first
	Now func() time.Time // the clock (nil: time.Now)

	// Shared, if set, is asked too (FirstShared): replicas share what
	// they handled through it.
	Shared Shared

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

// FirstShared is First, then, for a key this process has not seen, the
// Shared store's answer. If the store fails it returns the process's own
// answer (true) with the error: the caller logs it and serves the request,
// which its signature and timestamp window still guard.
func (g *Guard) FirstShared(ctx context.Context, key string) (bool, error) {
	if !g.First(key) {
		return false, nil
	}
	if g.Shared == nil {
		return true, nil
	}
	now := time.Now()
	if g.Now != nil {
		now = g.Now()
	}
	first, err := g.Shared.FirstRequest(ctx, key, now.Add(g.TTL), now)
	if err != nil {
		return true, err // the process's own answer: a store that fails refuses nothing
	}
	return first, nil
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
