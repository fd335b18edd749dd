package bot

import (
	"strconv"
	"testing"
	"time"
)

// A full limiter forgets the user it heard from longest ago, keeps the
// others' spent buckets, and never lets a user it still tracks through.
func TestLimiterForgetsLeastRecent(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	l := newLimiterSize(RateLimit{Burst: 1, Every: time.Hour}, func() time.Time { return now }, 3)
	for _, k := range []string{"a", "b", "c"} {
		if ok, _ := l.allow(k); !ok {
			t.Fatalf("%s's first command refused", k)
		}
	}
	if ok, _ := l.allow("a"); ok { // a is now the most recent, and spent
		t.Fatal("a's second command allowed within the hour")
	}
	if ok, _ := l.allow("d"); !ok { // forgets b, the least recent
		t.Fatal("a new user refused")
	}
	for _, k := range []string{"a", "c", "d"} {
		if ok, wait := l.allow(k); ok || wait <= 0 {
			t.Errorf("%s, tracked and spent, allowed (wait %v)", k, wait)
		}
	}
	if l.buckets.Len() != 3 {
		t.Errorf("the limiter tracks %d users, want at most 3", l.buckets.Len())
	}
}

// BenchmarkLimiterFull: a flood of distinct users against a full limiter
// costs the same per request as one user (no scan of the buckets).
func BenchmarkLimiterFull(b *testing.B) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	l := newLimiter(RateLimit{}, func() time.Time { return now })
	keys := make([]string, 2*maxBuckets)
	for i := range keys {
		keys[i] = "discord:" + strconv.Itoa(i)
	}
	for _, k := range keys[:maxBuckets] {
		l.allow(k)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		l.allow(keys[i%len(keys)])
	}
}
