package round_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// Guesses racing the end: every word a player was told is accepted is in
// the standings, whichever of the guess and the finish came first.
func TestFinishCountsEveryAcceptedWord(t *testing.T) {
	b, _ := solver.Parse("perslatgsineters")
	d, err := dict.Embedded("standard")
	if err != nil {
		t.Fatal(err)
	}
	words := solver.Solve(b, d, solver.Rules{}).Words
	ctx := context.Background()
	for trial := range 5 {
		clk := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
		svc := round.New(round.Config{Store: memory.New(), Now: clk.Now, Owner: "t"})
		k := round.Key{Platform: "chat", Guild: "g", Channel: fmt.Sprint("c", trial)}
		r, err := svc.Start(ctx, k, game.Player{ID: "host"}, round.Rules{Tier: "standard", Duration: time.Minute}, &b)
		if err != nil {
			t.Fatal(err)
		}
		var (
			mu       sync.Mutex
			accepted = map[string]int{} // player: words accepted
			wg       sync.WaitGroup
			started  = make(chan struct{})
		)
		for p := range 4 {
			wg.Go(func() {
				player := game.Player{ID: fmt.Sprint("p", p)}
				for i := p; i < len(words); i += 4 {
					if p == 0 && i == 40 {
						close(started)
					}
					g, err := svc.Guess(ctx, k, player, words[i].Word)
					if game.HasCode(err, game.CodeRoundOver) || errors.Is(err, round.ErrNotFound) {
						return // ended, or finished
					} else if err != nil {
						t.Error(err)
						return
					}
					mu.Lock()
					accepted[player.ID] += g.Added
					mu.Unlock()
				}
			})
			if p == 0 {
				<-started
			}
		}
		clk.Add(time.Minute) // the end: guesses from now on are refused
		res, ok, err := svc.Finish(ctx, r)
		if err != nil || !ok {
			t.Fatalf("Finish = %v, %v", ok, err)
		}
		wg.Wait()
		for _, st := range res.Standings {
			if st.Found != accepted[st.Player.ID] {
				t.Errorf("trial %d: %s was told %d words were accepted; the standings count %d", trial, st.Player.ID, accepted[st.Player.ID], st.Found)
			}
		}
		stored, _ := svc.Store().Standings(ctx, r.ID)
		if len(stored) != len(res.Standings) {
			t.Errorf("stored standings %d, results %d", len(stored), len(res.Standings))
		}
	}
}

// The service's rules checks and one round per channel.
func TestStartAndStop(t *testing.T) {
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	svc := round.New(round.Config{Store: memory.New(), Now: clk.Now})
	k := round.Key{Platform: "chat", Guild: "g", Channel: "c"}
	ann, bob := game.Player{ID: "ann"}, game.Player{ID: "bob"}
	for _, rules := range []round.Rules{
		{Tier: "standard", Duration: 10 * time.Second},
		{Tier: "standard", Size: 7},
		{Tier: "huge"},
		{Tier: "common", Mode: "fast"},
	} {
		if _, err := svc.Start(ctx, k, ann, rules, nil); !game.Is(game.Invalid, err) {
			t.Errorf("Start(%+v) = %v, want a RulesError", rules, err)
		}
	}
	r, err := svc.Start(ctx, k, ann, round.Rules{Tier: "common", Size: 5}, nil)
	if err != nil || r.Board.Size() != 5 || r.Rules.Duration != round.DefaultDuration || r.Rules.Mode != round.Classic {
		t.Fatalf("Start = %+v, %v", r, err)
	}
	if _, err := svc.Start(ctx, k, bob, round.Rules{Tier: "common"}, nil); !game.HasCode(err, game.CodeRoundRunning) {
		t.Errorf("a second Start in the channel = %v, want a RunningError", err)
	}
	if _, err := svc.Stop(ctx, k, bob, false); !game.HasCode(err, game.CodeRoundStop) {
		t.Errorf("Stop by bob = %v, want NotAllowedError", err)
	}
	if _, err := svc.Stop(ctx, k, ann, false); err != nil {
		t.Fatalf("Stop by the starter: %v", err)
	}
	if _, err := svc.Guess(ctx, k, bob, "tea"); !game.HasCode(err, game.CodeRoundOver) {
		t.Errorf("a guess after Stop = %v, want OverError", err)
	}
	due, err := svc.Due(ctx)
	if err != nil || len(due) != 1 || due[0].ID != r.ID {
		t.Errorf("Due = %+v, %v; want the stopped round", due, err)
	}
}

// GuessRound enters words in the round it is given or in none: once that
// round has ended they are refused, even with a new round running in its
// channel, which they do not reach.
func TestGuessRound(t *testing.T) {
	b, _ := solver.Parse("lqre slus atic nren")
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	svc := round.New(round.Config{Store: memory.New(), Now: clk.Now, Owner: "t"})
	k := round.Key{Platform: "chat", Guild: "g", Channel: "c"}
	ann, bob := game.Player{ID: "ann"}, game.Player{ID: "bob"}
	rules := round.Rules{Tier: "standard", Duration: time.Minute}
	first, err := svc.Start(ctx, k, ann, rules, &b)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := svc.GuessRound(ctx, first.ID, bob, "recitals"); err != nil || g.Added != 1 || g.Round.ID != first.ID {
		t.Fatalf("GuessRound in the running round = %+v, %v", g, err)
	}
	if _, err := svc.GuessRound(ctx, "no-such-round", bob, "latrine"); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("GuessRound in no round: %v, want ErrNotFound", err)
	}
	clk.Add(time.Minute)
	if _, err := svc.GuessRound(ctx, first.ID, bob, "latrine"); !isOver(err, first.ID) {
		t.Errorf("GuessRound at the end: %v, want an OverError for %s", err, first.ID)
	}
	if _, ok, err := svc.Finish(ctx, first); err != nil || !ok {
		t.Fatalf("Finish = %v, %v", ok, err)
	}
	second, err := svc.Start(ctx, k, ann, rules, &b)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.GuessRound(ctx, first.ID, bob, "latrine"); !isOver(err, first.ID) {
		t.Errorf("GuessRound in the finished round with a new one running: %v, want an OverError for %s", err, first.ID)
	}
	if players, words, err := svc.Progress(ctx, second.ID); err != nil || players != 0 || words != 0 {
		t.Errorf("the new round holds %d players, %d words (%v), want none", players, words, err)
	}
}

func isOver(err error, id string) bool {
	r, ok := round.RoundOf(err)
	return ok && game.HasCode(err, game.CodeRoundOver) && r.ID == id
}
