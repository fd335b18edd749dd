package round_test

import (
	"context"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// A word entered before the buzzer counts when it arrives within the
// grace after it (GuessRoundAt), and the round is due only once the
// grace has passed; a word entered after the end, or claimed to be from
// before it but arriving later than the grace, is over.
func TestGuessRoundAtGrace(t *testing.T) {
	b, _ := solver.Parse("perslatgsineters")
	d, err := dict.Embedded("standard")
	if err != nil {
		t.Fatal(err)
	}
	words := solver.Solve(b, d, solver.Rules{}).Words
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	const grace = 3 * time.Second
	svc := round.New(round.Config{Store: memory.New(), Now: clk.Now, Owner: "t", Grace: grace})
	k := round.Key{Platform: "chat", Guild: "g", Channel: "c"}
	r, err := svc.Start(ctx, k, game.Player{ID: "host"}, round.Rules{Tier: "standard", Duration: time.Minute}, &b)
	if err != nil {
		t.Fatal(err)
	}
	ann := game.Player{ID: "ann"}
	clk.Add(time.Minute + 2*time.Second) // 2 s after the buzzer
	if due, err := svc.Due(ctx); err != nil || len(due) != 0 {
		t.Fatalf("due within the grace: %v %v", due, err)
	}
	if g, err := svc.GuessRoundAt(ctx, r.ID, ann, words[0].Word, r.End.Add(-time.Second)); err != nil || g.Added != 1 {
		t.Errorf("a word entered a second before the end, 2 s after it: %+v %v", g, err)
	}
	if _, err := svc.GuessRoundAt(ctx, r.ID, ann, words[1].Word, r.End.Add(time.Second)); !game.HasCode(err, game.CodeRoundOver) {
		t.Errorf("a word entered after the end: %v", err)
	}
	if _, err := svc.GuessRound(ctx, r.ID, ann, words[1].Word); !game.HasCode(err, game.CodeRoundOver) {
		t.Errorf("a word entered now, after the end: %v", err)
	}
	clk.Add(2 * time.Second) // 4 s after: past the grace
	if _, err := svc.GuessRoundAt(ctx, r.ID, ann, words[1].Word, r.End.Add(-10*time.Second)); !game.HasCode(err, game.CodeRoundOver) {
		t.Errorf("a word claimed from before the end, arriving after the grace: %v", err)
	}
	due, err := svc.Due(ctx)
	if err != nil || len(due) != 1 {
		t.Fatalf("due after the grace: %v %v", due, err)
	}
	res, _, err := svc.Finish(ctx, due[0])
	if err != nil || len(res.Standings) != 1 || res.Standings[0].Points != words[0].Points {
		t.Errorf("results: %+v %v", res.Standings, err)
	}
}
