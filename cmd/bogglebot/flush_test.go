package main

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bogglebot/bogglebot/internal/logsample"
)

// TestRefusalCountsWritten: the count of refusals not logged one by one is
// written a minute on, and at shutdown, though no later refusal comes.
func TestRefusalCountsWritten(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var log strings.Builder
		s := &logsample.Sampler{Log: slog.New(slog.NewTextHandler(&log, nil)), Msg: "refused"}
		for range 5 {
			s.Note("client at its connection cap")
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { defer close(done); flushEvery(ctx, time.Minute, s) }()
		time.Sleep(time.Minute + time.Second)
		synctest.Wait()
		if !strings.Contains(log.String(), "client_at_its_connection_cap=4") {
			t.Errorf("a minute on, no count of the 4 refusals not logged:\n%s", log.String())
		}
		s.Note("client at its connection cap") // logged whole: a new interval
		s.Note("client at its connection cap") // counted
		cancel()
		<-done
		if n := strings.Count(log.String(), "client_at_its_connection_cap=1"); n != 1 {
			t.Errorf("at shutdown, the count of the refusal not logged written %d times:\n%s", n, log.String())
		}
	})
}
