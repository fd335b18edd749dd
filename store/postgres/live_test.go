package postgres_test

import (
	"log/slog"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/live"
)

// Two replicas on one database: an event published by one reaches the
// subscribers of the other (and its own), through LISTEN/NOTIFY.
func TestLive(t *testing.T) {
	u := freshSchema(t)
	a, b := open(t, u), open(t, u)
	la, err := a.Live(ctx, slog.Default())
	if err != nil {
		t.Fatal(err)
	}
	defer la.Close()
	lb, err := b.Live(ctx, slog.Default())
	if err != nil {
		t.Fatal(err)
	}
	defer lb.Close()
	game := live.DailyGame("discord", "g1", 20415, "u1")
	onB, _ := lb.Subscribe(t.Context(), game)
	onA, _ := la.Subscribe(t.Context(), game)
	other, _ := lb.Subscribe(t.Context(), game+"x")
	e := live.Event{Game: game, Kind: live.Words, Player: "u1", Words: []live.Word{{Word: "slur", Points: 1}}, At: time.Unix(1_800_000_000, 0).UTC()}
	if err := la.Publish(ctx, e); err != nil {
		t.Fatal(err)
	}
	for name, ch := range map[string]<-chan live.Event{"the other replica": onB, "the same replica": onA} {
		select {
		case got := <-ch:
			if got.Kind != live.Words || got.Player != "u1" || len(got.Words) != 1 || got.Words[0] != e.Words[0] || !got.At.Equal(e.At) {
				t.Errorf("%s got %+v", name, got)
			}
		case <-time.After(30 * time.Second): // a bound for a stuck database, not a speed assertion
			t.Fatalf("%s got nothing", name)
		}
	}
	select {
	case got := <-other:
		t.Errorf("another game's subscriber got %+v", got)
	default:
	}
}
