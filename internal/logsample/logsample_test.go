package logsample

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestSampler(t *testing.T) {
	var buf bytes.Buffer
	now := time.Unix(0, 0)
	s := &Sampler{Log: slog.New(slog.NewTextHandler(&buf, nil)), Msg: "refused", Every: time.Minute, Now: func() time.Time { return now }}
	for i := range 1000 {
		s.Note([]string{"bad signature", "stale timestamp"}[i%2], "remote", "10.0.0.1:5")
	}
	if got := strings.Count(buf.String(), "\n"); got != 1 {
		t.Fatalf("1000 events in an interval: %d lines, want 1:\n%s", got, buf.String())
	}
	now = now.Add(time.Minute)
	s.Note("bad signature")
	out := buf.String()
	if got := strings.Count(out, "\n"); got != 3 {
		t.Fatalf("the next interval: %d lines, want 3 (the first, the count, the next):\n%s", got, out)
	}
	if !strings.Contains(out, "count=999") || !strings.Contains(out, "by_reason.bad_signature=499") || !strings.Contains(out, "by_reason.stale_timestamp=500") {
		t.Errorf("the count line does not say how many, by reason:\n%s", out)
	}
	s.Note("x")
	s.Flush()
	if got := strings.Count(buf.String(), "\n"); got != 4 {
		t.Errorf("Flush: %d lines, want 4:\n%s", got, buf.String())
	}
}
