package challenge

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// DefaultSeed is the seed of the public daily boards: every bogglebot with
// the default seed plays the same board on the same date.
const DefaultSeed = "bogglebot"

// SelectionTier is the dictionary that decides whether a board is good
// enough to be a daily board. It is fixed, whatever tier a guild judges
// guesses with, so that every guild gets the same board on the same date.
const SelectionTier = "common"

// A band is the healthy range of word counts for a daily board.
type band struct{ lo, hi int }

// Healthy word-count bands, by board size, for the SelectionTier dictionary
// with the default Boggle rules (3+ letters on 4x4, 4+ on 5x5).
//
// Measured by rolling 2,000 random boards per size (solver.Modern and
// solver.Big, seeds from a PCG stream) and counting their words with
// solver.Score: the band runs from the median to the 95th percentile. The
// figures were (common tier, words per board):
//
//	4x4 modern: p5 19, p25 36, median 52, p75 72, p90 94, p95 112, max 186
//	5x5 big:    p5 38, p25 65, median 92, p75 123, p90 157, p95 180, max 353
//
// So a daily board is at least as rich as half of all boards, but not a
// freak. TestBandsMatchMeasurement re-measures on a smaller sample.
var bands = map[int]band{
	4: {52, 112},
	5: {92, 180},
}

// minLongWord is the length of the long word every daily board must hold.
const minLongWord = 6

// MaxAttempts caps the rerolls of a day's board. About a third of all rolls
// pass (half are in the band and most of those hold a 6-letter word), so
// running out is vanishingly rare; if it happens, the attempt whose word count
// came closest to the band's middle is taken, which is still deterministic.
const MaxAttempts = 200

// DiceFor returns the dice the daily board of a size is rolled from: the
// modern 4x4 set or Big Boggle's 5x5.
func DiceFor(size int) (*solver.Dice, error) {
	switch size {
	case 4:
		return solver.Modern, nil
	case 5:
		return solver.Big, nil
	}
	return nil, fmt.Errorf("the daily board is 4x4 or 5x5, not %dx%d", size, size)
}

// DailyBoard returns the board of the day for a seed, a date and a size (4
// or 5). It is the same for everyone, everywhere, on that date: it depends on
// nothing else. It is safe for concurrent use.
//
// Attempt k rolls the dice with the first eight bytes (big-endian) of
// SHA-256("seed|YYYY-MM-DD|size|k"), k = 0, 1, ...; the first roll whose
// word count in the common tier lies within the size's band and that holds a
// word of 6+ letters is the board.
//
// An empty seed (or one of spaces) is DefaultSeed, as in Config.Seed, so that
// every caller given "no seed" prints and plays the same board.
func DailyBoard(seed string, day game.Day, size int) (solver.Board, error) {
	if strings.TrimSpace(seed) == "" {
		seed = DefaultSeed
	}
	b, _, err := dailyBoard(seed, day, size)
	return b, err
}

// dailyBoard also returns the attempt that was chosen (-1 for the fallback).
func dailyBoard(seed string, day game.Day, size int) (solver.Board, int, error) {
	dice, err := DiceFor(size)
	if err != nil {
		return solver.Board{}, 0, err
	}
	d, err := dict.Embedded(SelectionTier)
	if err != nil {
		return solver.Board{}, 0, fmt.Errorf("daily board: %w", err)
	}
	bd := bands[size]
	mid := (bd.lo + bd.hi) / 2
	var best solver.Board
	bestDist := -1
	prefix := seed + "|" + day.String() + "|" + strconv.Itoa(size) + "|"
	for attempt := range MaxAttempts {
		b := dice.Roll(rollSeed(prefix, attempt))
		n, _ := solver.Score(b, d, solver.Rules{})
		if n >= bd.lo && n <= bd.hi && hasLongWord(b, d) {
			return b, attempt, nil
		}
		if dist := abs(n - mid); bestDist < 0 || dist < bestDist {
			best, bestDist = b, dist
		}
	}
	return best, -1, nil
}

func rollSeed(prefix string, attempt int) uint64 {
	sum := sha256.Sum256([]byte(prefix + strconv.Itoa(attempt)))
	return binary.BigEndian.Uint64(sum[:8])
}

func hasLongWord(b solver.Board, d *dict.Dict) bool {
	for _, w := range solver.Solve(b, d, solver.Rules{}).Words {
		if solver.Length(d.Alphabet(), w.Word) >= minLongWord {
			return true
		}
	}
	return false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
