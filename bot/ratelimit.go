package bot

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"
)

// RateLimit is a per-user token bucket: a user may send Burst commands at
// once, and earns one more every Every.
type RateLimit struct {
	Burst int           // 0 means the default (5); negative disables the limit
	Every time.Duration // 0 means the default (3s)
}

// limiter holds one token bucket per user. It is safe for concurrent use and
// bounded: it tracks at most maxBuckets users, and past that forgets the
// one it heard from longest ago. Buckets refill with time since their last
// use, so that user's bucket has had the longest to refill: it is full
// unless the limiter has heard from maxBuckets users within one refill
// time, when forgetting one is the least leniency bounded memory can cost.
// Every call is O(1): no scan of the buckets under the lock.
type limiter struct {
	mu      sync.Mutex
	burst   float64
	every   time.Duration
	now     func() time.Time
	buckets *simplelru.LRU[string, *bucket] // least recently used first out
}

// maxBuckets is how many users' buckets a limiter keeps.
const maxBuckets = 50000

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(rl RateLimit, now func() time.Time) *limiter {
	return newLimiterSize(rl, now, maxBuckets)
}

func newLimiterSize(rl RateLimit, now func() time.Time, size int) *limiter {
	if rl.Burst < 0 {
		return nil
	}
	if rl.Burst == 0 {
		rl.Burst = 5
	}
	if rl.Every <= 0 {
		rl.Every = 3 * time.Second
	}
	buckets, err := simplelru.NewLRU[string, *bucket](size, nil)
	if err != nil {
		panic(fmt.Sprintf("bot: rate limiter of %d buckets: %v", size, err)) // size is a constant > 0
	}
	return &limiter{burst: float64(rl.Burst), every: rl.Every, now: now, buckets: buckets}
}

// allow takes a token from key's bucket. When the bucket is empty it returns
// false and how long until a token is back.
func (l *limiter) allow(key string) (bool, time.Duration) {
	if l == nil {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets.Get(key)
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets.Add(key, b) // forgets the least recently used user when full
	}
	b.refill(now, l.burst, l.every)
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	wait := time.Duration((1 - b.tokens) * float64(l.every))
	return false, wait
}

func (b *bucket) refill(now time.Time, burst float64, every time.Duration) {
	if d := now.Sub(b.last); d > 0 {
		b.tokens = min(burst, b.tokens+float64(d)/float64(every))
		b.last = now
	}
}

// Allow takes a token from the rate limit of the user key names
// ("platform:user", as commands count them): the web board's guesses draw
// on the same bucket as the player's chat commands. It reports false, and
// how long until a token is back, when the bucket is empty.
func (b *Bot) Allow(ctx context.Context, key string) (bool, time.Duration) {
	return b.allow(ctx, key, Request{})
}

// allow takes a token for key: from the shared store.RateLimits when they
// answer, else from this process's own buckets.
func (b *Bot) allow(ctx context.Context, key string, req Request) (bool, time.Duration) {
	if b.limit == nil {
		return true, 0
	}
	if b.cfg.Limits != nil && b.sharedUp() {
		dbCtx, cancel := context.WithTimeout(ctx, sharedTimeout)
		ok, wait, err := b.cfg.Limits.TakeRateToken(dbCtx, key, int(b.limit.burst), b.limit.every, b.now())
		cancel()
		switch {
		case err == nil:
			return ok, wait
		case ctx.Err() == nil:
			b.sharedFailed("could not count the command in the database's rate limits", err, req)
		}
	}
	return b.limit.allow(key)
}
