package game

import (
	"testing"
	"time"
)

// A late word is judged when it was entered, within the grace: no
// earlier than the grace before now, never in the future.
func TestEnteredAtStaysWithinTheGrace(t *testing.T) {
	now := time.Date(2026, 11, 29, 0, 0, 1, 0, time.UTC)
	grace := 3 * time.Second
	for _, tt := range []struct {
		name           string
		entered, judge time.Time
	}{
		{"within the grace", now.Add(-2 * time.Second), now.Add(-2 * time.Second)},
		{"at the grace's start", now.Add(-grace), now.Add(-grace)},
		{"older than the grace", now.Add(-time.Hour), now.Add(-grace)},
		{"in the future", now.Add(time.Minute), now},
		{"now", now, now},
	} {
		if got := EnteredAt(tt.entered, now, grace); !got.Equal(tt.judge) {
			t.Errorf("%s: judged at %v, want %v", tt.name, got, tt.judge)
		}
	}
	if got := EnteredAt(now.Add(-time.Second), now, 0); !got.Equal(now) {
		t.Errorf("no grace: judged at %v, want now", got)
	}
}
