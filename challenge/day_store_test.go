package challenge_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
)

func TestDayStoreText(t *testing.T) {
	d, _ := challenge.ParseDay("2026-11-22")
	for _, day := range []challenge.Day{0, d} {
		back, err := challenge.ParseStoreText(day.StoreText())
		if err != nil || back != day {
			t.Errorf("%v: StoreText %q reads back as %v, %v", day, day.StoreText(), back, err)
		}
	}
	if challenge.Day(0).StoreText() != "" || d.StoreText() != "2026-11-22" {
		t.Errorf("StoreText = %q, %q", challenge.Day(0).StoreText(), d.StoreText())
	}
	if _, err := challenge.ParseStoreText("22/11/2026"); err == nil {
		t.Error("a malformed day read back")
	}
}
