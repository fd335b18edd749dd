package remind_test

import (
	"errors"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
)

func TestParseClockRefusesWhatIsNotATime(t *testing.T) {
	for typed, want := range map[string]string{"18:30": "18:30", "7:05": "07:05", " 00:00 ": "00:00", "23:59": "23:59"} {
		if got, err := remind.ParseClock(typed); got != want || err != nil {
			t.Errorf("ParseClock(%q) = %q, %v; want %q", typed, got, err, want)
		}
	}
	for _, typed := range []string{"", "24:00", "18:60", "1830", "18h30", "6pm", "18:3", "-1:30", "+1:30", "18:30:00", "١٨:٣٠", "tomorrow"} {
		_, err := remind.ParseClock(typed)
		var ge *game.Error
		if !errors.As(err, &ge) || ge.Code != game.CodeRemindTime || ge.Kind != game.Invalid || ge.Facts["typed"] != typed {
			t.Errorf("ParseClock(%q) = %v; want Invalid %s quoting it", typed, err, game.CodeRemindTime)
		}
	}
}

func TestNextIsTheFirstClockAfter(t *testing.T) {
	paris, _ := time.LoadLocation("Europe/Paris")
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	for _, tt := range []struct {
		clock string
		loc   *time.Location
		after time.Time
		want  time.Time
	}{
		{"18:00", time.UTC, time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC), time.Date(2026, 3, 2, 18, 0, 0, 0, time.UTC)},
		{"18:00", time.UTC, time.Date(2026, 3, 2, 18, 0, 0, 0, time.UTC), time.Date(2026, 3, 3, 18, 0, 0, 0, time.UTC)}, // strictly after
		{"18:00", paris, time.Date(2026, 3, 2, 16, 59, 0, 0, time.UTC), time.Date(2026, 3, 2, 17, 0, 0, 0, time.UTC)},
		{"08:00", tokyo, time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC), time.Date(2026, 3, 2, 23, 0, 0, 0, time.UTC)},
		// Europe/Paris springs forward at 02:00 on 2026-03-29: 02:30 does not exist that day.
		{"02:30", paris, time.Date(2026, 3, 28, 23, 0, 0, 0, time.UTC), time.Date(2026, 3, 29, 1, 30, 0, 0, time.UTC)},
	} {
		got := remind.Next(tt.clock, tt.loc, tt.after)
		if !got.Equal(tt.want) || got.Location() != time.UTC {
			t.Errorf("Next(%s, %s, %s) = %s; want %s UTC", tt.clock, tt.loc, tt.after, got, tt.want)
		}
	}
	// Europe/Paris falls back at 03:00 on 2026-10-25: 02:30 comes twice
	// (00:30 and 01:30 UTC; time.Date picks one), the reminder once.
	first := remind.Next("02:30", paris, time.Date(2026, 10, 24, 23, 0, 0, 0, time.UTC))
	if h := first.Format("15:04"); h != "00:30" && h != "01:30" {
		t.Errorf("Next(02:30) on the night Paris falls back = %s UTC; want 00:30 or 01:30", first)
	}
	if next := remind.Next("02:30", paris, first); next.Before(time.Date(2026, 10, 26, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("after %s, Next(02:30) = %s: twice on the night Paris falls back", first, next)
	}
	// Day after day, a clock comes once a day.
	at := time.Date(2026, 10, 20, 0, 0, 0, 0, time.UTC)
	for range 10 {
		next := remind.Next("02:30", paris, at)
		if d := next.Sub(at); at.Hour() == 0 && at.Minute() == 0 && d > 49*time.Hour {
			t.Fatalf("Next skipped a day: %s after %s", next, at)
		}
		if next.In(paris).Format("15:04") != "02:30" && next.In(paris).Format("15:04") != "03:30" {
			t.Errorf("Next = %s in Paris; want 02:30", next.In(paris))
		}
		at = next
	}
}
