package challenge

import (
	"strconv"
	"strings"

	"github.com/bogglebot/bogglebot/lang"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// langBands are the word-count bands of daily boards in the languages other
// than English, whose lists have no everyday tier: each language's dice are
// fitted so that a 4x4 board holds about 76 words of its whole list, as an
// English board does of the standard tier (see lang/gen.go), and these are
// the standard tier's median to 95th percentile.
var langBands = map[int]band{
	4: {65, 160},
	5: {130, 330},
}

// DailyBoardIn is DailyBoard for another language: code names it, and dice
// and d are its dice for the size and its word list. Boards differ by
// language: the attempts hash "seed|YYYY-MM-DD|size|code|k". English
// ("en" or "") is DailyBoard.
func DailyBoardIn(seed string, day game.Day, size int, code string, dice *solver.Dice, d *dict.Dict) (solver.Board, error) {
	if code == "" || code == "en" {
		return DailyBoard(seed, day, size)
	}
	if strings.TrimSpace(seed) == "" {
		seed = DefaultSeed
	}
	if _, err := DiceFor(size); err != nil {
		return solver.Board{}, err
	}
	bd := langBands[size]
	mid := (bd.lo + bd.hi) / 2
	var best solver.Board
	bestDist := -1
	prefix := seed + "|" + day.String() + "|" + strconv.Itoa(size) + "|" + code + "|"
	for attempt := range MaxAttempts {
		b := dice.Roll(rollSeed(prefix, attempt))
		n, _ := solver.Score(b, d, solver.Rules{})
		if n >= bd.lo && n <= bd.hi && hasLongWord(b, d) {
			return b, nil
		}
		if dist := abs(n - mid); bestDist < 0 || dist < bestDist {
			best, bestDist = b, dist
		}
	}
	return best, nil
}

// langOfTier returns the language other than English whose list a daily's
// dictionary tier names ("polish"), or nil.
func langOfTier(tier string) *lang.Language {
	if tier == "" {
		return nil
	}
	for _, l := range lang.All()[1:] {
		if strings.EqualFold(l.Name, tier) {
			return l
		}
	}
	return nil
}

// dailyBoardLang is the daily board of language l.
func dailyBoardLang(seed string, day game.Day, size int, l *lang.Language) (solver.Board, error) {
	dice, err := l.Dice(size)
	if err != nil {
		return solver.Board{}, err
	}
	d, err := l.Dict()
	if err != nil {
		return solver.Board{}, err
	}
	return DailyBoardIn(seed, day, size, l.Code, dice, d)
}
