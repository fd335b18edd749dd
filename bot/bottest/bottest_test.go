package bottest_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/solver"
)

// Await returns once another goroutine has logged the line, and with the
// context's error when it never is.
func TestLogAwait(t *testing.T) {
	var l bottest.Log
	log := slog.New(slog.NewTextHandler(&l, nil))
	go func() {
		for i := range 50 {
			log.Info("noise", "i", i)
		}
		log.Info("the event")
	}()
	if err := l.Await(context.Background(), "msg=\"the event\""); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := l.Await(ctx, "never said"); !errors.Is(err, context.Canceled) {
		t.Errorf("Await of a line never written = %v, want context.Canceled", err)
	}
}

// A Gate holds every drawing until it is opened.
func TestGate(t *testing.T) {
	g := bottest.NewGate()
	b, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 2)
	for range 2 {
		go func() { done <- g.Board(io.Discard, nil, b, "held") }()
	}
	<-g.Entered()
	select {
	case err := <-done:
		t.Fatalf("a drawing went through a closed gate: %v", err)
	default:
	}
	g.Open()
	for range 2 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	if n := len(g.Calls()); n != 2 {
		t.Errorf("%d drawings recorded, want 2: %q", n, g.Calls())
	}
}
