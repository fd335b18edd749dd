package game_test

import (
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

func loc(t testing.TB, name string) *time.Location {
	t.Helper()
	l, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestDay(t *testing.T) {
	tests := []struct {
		instant string // RFC 3339
		zone    string
		want    string
	}{
		{"2026-03-01T12:00:00Z", "UTC", "2026-03-01"},
		{"2026-03-01T23:30:00Z", "Europe/Paris", "2026-03-02"},
		{"2026-03-02T04:59:00Z", "America/New_York", "2026-03-01"},
		{"2026-03-02T05:00:00Z", "America/New_York", "2026-03-02"},
		{"2026-03-01T10:59:59Z", "Pacific/Auckland", "2026-03-01"},
		{"2026-03-01T11:00:00Z", "Pacific/Auckland", "2026-03-02"},
		{"1969-12-31T23:00:00Z", "UTC", "1969-12-31"},
		{"2024-02-29T00:00:00Z", "UTC", "2024-02-29"},
	}
	for _, tt := range tests {
		at, _ := time.Parse(time.RFC3339, tt.instant)
		d := game.DayOf(at, loc(t, tt.zone))
		if d.String() != tt.want {
			t.Errorf("DayOf(%s, %s) = %s, want %s", tt.instant, tt.zone, d, tt.want)
		}
		p, err := game.ParseDay(tt.want)
		if err != nil || p != d {
			t.Errorf("ParseDay(%s) = %v, %v; want %v", tt.want, p, err, d)
		}
	}
	for bad, want := range map[string]string{
		"":           "",
		"2026-13-01": "month out of range",
		"2026-02-30": "day out of range",
		"01/03/2026": "",
		"2026-3-1":   "",
		"tomorrow":   "",
	} {
		_, err := game.ParseDay(bad)
		code := game.CodeDayFormat
		if want != "" {
			code = game.CodeDayRange
		}
		typed, _ := game.Fact[string](err, "typed")
		rng, _ := game.Fact[string](err, "range")
		if !game.Is(game.Invalid, err) || game.CodeOf(err).Code != code || typed != bad || rng != want {
			t.Errorf("ParseDay(%q) error %v; want Invalid, %s, typed %q, range %q", bad, err, code, bad, want)
		}
	}
}

func TestDayArithmetic(t *testing.T) {
	d := game.Date(2026, time.March, 4) // a Wednesday
	if got := d.WeekStart().String(); got != "2026-03-02" {
		t.Errorf("WeekStart = %s, want 2026-03-02", got)
	}
	if got := game.Date(2026, time.March, 8).WeekStart().String(); got != "2026-03-02" {
		t.Errorf("Sunday's WeekStart = %s, want 2026-03-02", got)
	}
	if got := d.Add(28).String(); got != "2026-04-01" {
		t.Errorf("Add(28) = %s", got)
	}
	if d.Weekday() != time.Wednesday {
		t.Errorf("Weekday = %v", d.Weekday())
	}
	// Days around DST changes still start at local midnight and last 23 or 25 hours.
	ny := loc(t, "America/New_York")
	spring := game.Date(2026, time.March, 8)
	if h := spring.Add(1).Start(ny).Sub(spring.Start(ny)); h != 23*time.Hour {
		t.Errorf("New York's spring-forward day lasts %v, want 23h", h)
	}
	fall := game.Date(2026, time.November, 1)
	if h := fall.Add(1).Start(ny).Sub(fall.Start(ny)); h != 25*time.Hour {
		t.Errorf("New York's fall-back day lasts %v, want 25h", h)
	}
	// In Santiago the clocks skip from 00:00 to 01:00 in September: the day
	// starts at 01:00.
	scl := loc(t, "America/Santiago")
	sept := game.Date(2026, time.September, 6)
	if st := sept.Start(scl); game.DayOf(st, scl) != sept || game.DayOf(st.Add(-time.Second), scl) != sept-1 {
		t.Errorf("Santiago %s starts at %v", sept, st)
	}
}
