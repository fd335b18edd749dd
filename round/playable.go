package round

import (
	"math/rand/v2"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// playableRolls is how many boards Playable rolls at most: scoring one
// takes microseconds, so the bound is for the worst dice, not the cost.
const playableRolls = 12

// PlayableWords is the fewest words (under Boggle rules, with the round's
// dictionary) a rolled board needs for a round: about one word per tile.
// A plain roll of the dice now and then holds only a handful, which makes
// a dud round.
func PlayableWords(size int) int { return size * size }

// Playable rolls dice for a round: the first of a few rolls, the first
// from seed and the rest from a generator seeded with it, that holds at
// least PlayableWords words in d; if none does, the richest of them.
func Playable(dice *solver.Dice, d *dict.Dict, seed uint64) solver.Board {
	rng := rand.New(rand.NewPCG(seed, seed^0x51ed2701f3a5c9b7))
	var best solver.Board
	most := -1
	for i := range playableRolls {
		s := seed
		if i > 0 {
			s = rng.Uint64()
		}
		b := dice.Roll(s)
		n, _ := solver.Score(b, d, solver.Rules{})
		if n >= PlayableWords(b.Size()) {
			return b
		}
		if n > most {
			best, most = b, n
		}
	}
	return best
}
