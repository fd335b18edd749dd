package challenge_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestDailyBoardIn: a language's daily board is a pure function of the
// seed, the day, the size and the language, made of its letters, and
// holds a word of six or more letters on an ordinary day.
func TestDailyBoardIn(t *testing.T) {
	day := game.Day(20000)
	for _, code := range []string{"pl", "ru"} {
		l, _ := lang.Get(code)
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []int{4, 5} {
			dice, _ := l.Dice(size)
			a, err := challenge.DailyBoardIn("", day, size, code, dice, d)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := challenge.DailyBoardIn(challenge.DefaultSeed, day, size, code, dice, d)
			if a != b || a.Size() != size {
				t.Errorf("%s %dx%d: %s, then %s", code, size, size, a, b)
			}
			if err := l.CheckBoard(a); err != nil {
				t.Errorf("%s board %s: %v", code, a, err)
			}
			long := false
			for _, w := range solver.Solve(a, d, solver.Rules{}).Words {
				long = long || len([]rune(w.Word)) >= 6
			}
			if !long {
				t.Errorf("%s board %s has no word of 6+ letters", code, a)
			}
			if other, _ := challenge.DailyBoardIn("", day+1, size, code, dice, d); other == a {
				t.Errorf("%s: the next day's board is the same", code)
			}
		}
	}
	en, _ := challenge.DailyBoardIn("", day, 4, "en", nil, nil)
	if want, _ := challenge.DailyBoard("", day, 4); en != want {
		t.Errorf("English DailyBoardIn %s, DailyBoard %s", en, want)
	}
}
