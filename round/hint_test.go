package round_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

func TestDefaultHints(t *testing.T) {
	if round.DefaultHints(round.Classic) || !round.DefaultHints(round.All) {
		t.Errorf("DefaultHints: classic %v, all %v; want off, on", round.DefaultHints(round.Classic), round.DefaultHints(round.All))
	}
	for in, want := range map[string]bool{"on": true, "ON": true, "true": true, "yes": true, "off": false, "false": false, "no": false} {
		if got, err := round.ParseHints(in); err != nil || got != want {
			t.Errorf("ParseHints(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := round.ParseHints("maybe"); i18n.Error("en", err) != "`hints` is `on` or `off`, not `maybe`." {
		t.Errorf("ParseHints(maybe) = %v", err)
	}
}

// TestRoundHints plays the ladder in rounds with hints on and off: off
// says so and stores nothing; on, each rung follows the solver's words,
// the hinted word scores nothing, and the results count each player's
// hints.
func TestRoundHints(t *testing.T) {
	ctx := context.Background()
	b, _ := solver.Parse("lqre slus atic nren")
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	words := solver.Solve(b, d, solver.Rules{}).Words
	for _, mode := range []round.Mode{round.Classic, round.All} {
		for _, hints := range []bool{false, true} {
			t.Run(string(mode)+map[bool]string{true: " hints on", false: " hints off"}[hints], func(t *testing.T) {
				clk := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
				st := memory.New()
				svc := round.New(round.Config{Store: st, Now: clk.Now, Owner: "t"})
				k := round.Key{Platform: "chat", Guild: "g", Channel: "c"}
				ann, bob := game.Player{ID: "ann", Name: "Ann"}, game.Player{ID: "bob", Name: "Bob"}
				r, err := svc.Start(ctx, k, ann, round.Rules{Tier: "common", Mode: mode, Hints: hints, Duration: time.Minute}, &b)
				if err != nil {
					t.Fatal(err)
				}
				if got, _ := svc.Round(ctx, r.ID); got.Rules.Hints != hints {
					t.Fatalf("stored round has hints %v, want %v", got.Rules.Hints, hints)
				}
				if !hints {
					if _, err := svc.HintIn(ctx, k, ann); !game.HasCode(err, game.CodeNoHints) {
						t.Errorf("Hint in a round without hints: %v, want round.no_hints", err)
					}
					if n, _ := st.RoundHintCounts(ctx, r.ID); len(n) != 0 {
						t.Errorf("hints stored: %v", n)
					}
					return
				}
				// Ann finds the best word, then climbs the ladder.
				if _, err := svc.Guess(ctx, k, ann, words[0].Word); err != nil {
					t.Fatal(err)
				}
				var target string
				for i, want := range []game.Rung{1, 2, 3, 4} {
					h, err := svc.Hint(ctx, r.ID, ann)
					if err != nil {
						t.Fatal(err)
					}
					c := h.Clue
					if c.Seq != i+1 || c.Rung != want || c.Left != len(words)-1 {
						t.Errorf("hint %d: rung %d, %d words left; want %d, %d", c.Seq, c.Rung, c.Left, want, len(words)-1)
					}
					switch want {
					case game.RungCounts:
						if c.Grid.Total != len(words)-1 {
							t.Errorf("rung 1 counts %d words, want %d", c.Grid.Total, len(words)-1)
						}
					case game.RungHeat:
						if heat, _ := game.Heat(ctx, b, words[1:]); !slices.Equal(c.Heat, heat) {
							t.Errorf("rung 2: %v, want %v", c.Heat, heat)
						}
					case game.RungStart:
						target = c.Target.Word
						if target == words[0].Word || target == "" {
							t.Errorf("rung 3 reveals %q", target)
						}
					case game.RungPath:
						if c.Target.Word != target || len(c.Target.Path) == 0 {
							t.Errorf("rung 4 shows %q (%v), rung 3 gave %q", c.Target.Word, c.Target.Path, target)
						}
					}
				}
				// Bob takes one hint; both enter Ann's revealed word. Cat
				// takes two and enters nothing: her hints show all the same.
				if _, err := svc.Hint(ctx, r.ID, bob); err != nil {
					t.Fatal(err)
				}
				cat := game.Player{ID: "cat", Name: "Cat"}
				for range 2 {
					if _, err := svc.Hint(ctx, r.ID, cat); err != nil {
						t.Fatal(err)
					}
				}
				g, err := svc.Guess(ctx, k, ann, target)
				if err != nil {
					t.Fatal(err)
				}
				if j := g.Judgements[0]; j.Verdict != game.Revealed || j.Points != 0 || g.Added != 1 || g.Gained != 0 {
					t.Errorf("ann's hinted word: %v, %d points, added %d gained %d; want revealed, nothing gained", j.Verdict, j.Points, g.Added, g.Gained)
				}
				gb, err := svc.Guess(ctx, k, bob, target)
				if err != nil {
					t.Fatal(err)
				}
				if j := gb.Judgements[0]; j.Verdict != game.Accepted || j.Points == 0 {
					t.Errorf("bob's word (not hinted to him): %v, %d points; want accepted", j.Verdict, j.Points)
				}
				clk.Add(2 * time.Minute)
				if _, err := svc.Hint(ctx, r.ID, ann); !game.HasCode(err, game.CodeRoundOverHints) {
					t.Errorf("Hint after the end: %v, want round.over_hints", err)
				}
				res, ok, err := svc.Finish(ctx, r)
				if err != nil || !ok {
					t.Fatalf("Finish = %v, %v", ok, err)
				}
				want := map[string][2]int{ // points, hints
					"ann": {words[0].Points, 4},
					"bob": {0, 1},
					"cat": {0, 2},
				}
				if mode == round.All {
					want["bob"] = [2]int{gb.Judgements[0].Points, 1}
				}
				if len(res.Standings) != len(want) {
					t.Errorf("%d standings %+v; want one for each of %v", len(res.Standings), res.Standings, want)
				}
				for _, s := range res.Standings {
					if s.Player.ID == "cat" && (s.Player.Name != "Cat" || s.Found != 0 || s.Won) {
						t.Errorf("cat's standing %+v; want her name, no words, not won", s)
					}
					if w := want[s.Player.ID]; s.Points != w[0] || s.Hints != w[1] {
						t.Errorf("%s: %d points, %d hints; want %d, %d", s.Player.ID, s.Points, s.Hints, w[0], w[1])
					}
				}
				stored, err := st.Standings(ctx, r.ID)
				if err != nil || !slices.Equal(stored, res.Standings) {
					t.Errorf("stored standings %+v, %v; want %+v", stored, err, res.Standings)
				}
				again, err := svc.Results(ctx, r.ID)
				if err != nil || !slices.Equal(again.Standings, res.Standings) {
					t.Errorf("Results standings %+v, %v; want %+v", again.Standings, err, res.Standings)
				}
			})
		}
	}
}
