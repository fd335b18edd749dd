package live_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/live"
)

func TestHub(t *testing.T) {
	h := live.NewHub()
	ctx, cancel := context.WithCancel(context.Background())
	a, _ := h.Subscribe(ctx, "g1")
	b, _ := h.Subscribe(context.Background(), "g2")
	e := live.Event{Game: "g1", Kind: live.Words, Player: "u1", Words: []live.Word{{Word: "slur", Points: 1}}, At: time.Unix(1, 0)}
	h.Publish(ctx, e)
	if got := <-a; got.Words[0].Word != "slur" || got.Player != "u1" {
		t.Errorf("got %+v", got)
	}
	select {
	case got := <-b:
		t.Errorf("another game's subscriber got %+v", got)
	default:
	}
	// A slow subscriber keeps the newest events; the publisher never waits.
	for i := range live.Buffer + 5 {
		h.Publish(ctx, live.Event{Game: "g1", Kind: live.Hint, Hints: i + 1})
	}
	var last live.Event
	for range live.Buffer {
		last = <-a
	}
	if last.Hints != live.Buffer+5 {
		t.Errorf("last event %+v, want hints %d", last, live.Buffer+5)
	}
	cancel()
	if _, ok := <-a; ok {
		t.Error("the channel is open after its context ended")
	}
	if n := h.Following("g1"); n != 0 {
		t.Errorf("%d subscribers left", n)
	}
}

func ExampleDailyGame() {
	fmt.Println(live.DailyGame("discord", "123", 20415, "456"))
	fmt.Println(live.RoundGame("slack", "T1", "C1", "r1"))
	// Output:
	// daily:discord:123:20415:456
	// round:slack:T1:C1:r1
}
