package replay

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestGuard(t *testing.T) {
	now := time.Unix(1000, 0)
	g := &Guard{TTL: 10 * time.Minute, Max: 3, Now: func() time.Time { return now }}
	if !g.First("a") || g.First("a") {
		t.Fatal("a key is not first the second time")
	}
	now = now.Add(9 * time.Minute)
	if g.First("a") {
		t.Error("a key within its TTL was taken as new")
	}
	now = now.Add(2 * time.Minute)
	if !g.First("a") {
		t.Error("a key past its TTL was not forgotten")
	}
	g.First("b")
	g.First("c")
	g.First("d") // past Max: the oldest (a) goes
	if !g.First("a") {
		t.Error("the oldest key was kept past Max")
	}
	if len(g.seen) > 3 {
		t.Errorf("%d keys kept, Max 3", len(g.seen))
	}
}

func BenchmarkGuardFull(b *testing.B) {
	g := &Guard{TTL: time.Hour, Max: 50_000}
	for i := range 50_000 {
		g.First(fmt.Sprint(i))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		g.First(fmt.Sprint("k", i))
	}
}

// failing is a Shared store that fails every call.
type failing struct{}

func (failing) FirstRequest(context.Context, string, time.Time, time.Time) (bool, error) {
	return false, errors.New("the database refuses writes")
}

// TestFailingStoreRefusesNothing: when the shared store fails, a key this
// process has not seen is let through (with the error, to log): a database
// that cannot be written must not turn every signed request away as a
// replay. A key seen before is still refused.
func TestFailingStoreRefusesNothing(t *testing.T) {
	g := &Guard{TTL: time.Minute, Shared: failing{}}
	first, err := g.FirstShared(context.Background(), "k1")
	if !first || err == nil {
		t.Errorf("FirstShared on a failing store = %v, %v; want true and the error", first, err)
	}
	if again, _ := g.FirstShared(context.Background(), "k1"); again {
		t.Error("a key this process saw was let through again")
	}
}
