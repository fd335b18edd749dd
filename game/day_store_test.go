package game_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/game"
)

func TestDayStoreText(t *testing.T) {
	d, _ := game.ParseDay("2026-11-22")
	for _, day := range []game.Day{0, d} {
		back, err := game.ParseStoreText(day.StoreText())
		if err != nil || back != day {
			t.Errorf("%v: StoreText %q reads back as %v, %v", day, day.StoreText(), back, err)
		}
	}
	if game.Day(0).StoreText() != "" || d.StoreText() != "2026-11-22" {
		t.Errorf("StoreText = %q, %q", game.Day(0).StoreText(), d.StoreText())
	}
	if _, err := game.ParseStoreText("22/11/2026"); err == nil {
		t.Error("a malformed day read back")
	}
}
