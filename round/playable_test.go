package round_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// TestPlayable: a round never plays a dud roll when a few more rolls find
// a board with a word per tile; the choice is the same for the same seed.
func TestPlayable(t *testing.T) {
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	dice, err := solver.DiceForSize(4)
	if err != nil {
		t.Fatal(err)
	}
	// The first seeds whose plain roll is a dud (a tester's round rolled
	// one with 2 words).
	duds := 0
	for seed := uint64(1); seed < 5000 && duds < 5; seed++ {
		if n, _ := solver.Score(dice.Roll(seed), d, solver.Rules{}); n >= round.PlayableWords(4) {
			continue
		}
		duds++
		b := round.Playable(dice, d, seed)
		if n, _ := solver.Score(b, d, solver.Rules{}); n < round.PlayableWords(4) {
			t.Errorf("seed %d: Playable dealt %s with %d words, want at least %d", seed, b, n, round.PlayableWords(4))
		}
		if again := round.Playable(dice, d, seed); again.String() != b.String() {
			t.Errorf("seed %d: Playable dealt %s, then %s", seed, b, again)
		}
	}
	if duds == 0 {
		t.Fatal("no dud roll among 5,000 seeds: the test shows nothing")
	}
	// A good first roll is kept as it is.
	for seed := uint64(1); seed < 100; seed++ {
		if n, _ := solver.Score(dice.Roll(seed), d, solver.Rules{}); n >= round.PlayableWords(4) {
			if got := round.Playable(dice, d, seed); got.String() != dice.Roll(seed).String() {
				t.Errorf("seed %d: a playable first roll was replaced", seed)
			}
			break
		}
	}
}
