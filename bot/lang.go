package bot

import (
	"errors"
	"strings"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// LangOpt is the lang option of /solve, /path and /random: the language
// of play (package lang), English when not given.
// It is free text, not choices: an unknown code is answered with the
// codes there are (game.CodeUnknownLanguage).
var LangOpt = OptionSpec{Name: "lang", Description: "language of play: a code such as fr, de, pl, uk (default en; any other code lists them all)"}

// LangOf returns the language a request plays in, nil for English: its
// lang option, else the language whose name a dictionary (tier) names, as
// a channel's remembered board or a button carries it ("Polish"). An
// unknown code is lang.Get's game.E, worded by i18n.
func LangOf(req Request, tier string) (*lang.Language, error) {
	if code := strings.TrimSpace(req.Options["lang"]); code != "" {
		l, err := lang.Get(code)
		if err != nil || l == lang.Default {
			return nil, err
		}
		return l, nil
	}
	return LangNamed(cmpOr(strings.TrimSpace(req.Options["dict"]), tier)), nil
}

// LangNamed returns the language other than English whose English name is
// name ("Polish"), the dictionary name its boards are remembered with.
func LangNamed(name string) *lang.Language {
	if name == "" {
		return nil
	}
	for _, l := range lang.All()[1:] {
		if strings.EqualFold(l.Name, name) || strings.EqualFold(l.Code, name) { // the code: a button's ID
			return l
		}
	}
	return nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// readBoard reads a board of language l (nil: English, a-z), its error as
// the solver or the language words it.
func readBoard(l *lang.Language, text string) (solver.Board, error) {
	if l == nil {
		return solver.Parse(text)
	}
	return l.ParseBoard(text)
}

// ParseBoardIn reads a board of language l (nil: English, a-z); an
// English board of another language's letters says which lang: reads it.
func ParseBoardIn(l *lang.Language, text string) (solver.Board, error) {
	b, err := readBoard(l, text)
	if l == nil {
		var pe *solver.ParseError
		if errors.As(err, &pe) {
			// A board of another language's letters: say which lang: reads it.
			if alt := lang.BoardLanguages(text); len(alt) > 0 {
				codes := make([]string, len(alt))
				for i, a := range alt {
					codes[i] = a.Code
				}
				return b, game.E(game.Invalid, game.CodeBoard, game.Facts{"langs": codes}, err)
			}
		}
	}
	return b, err
}

// DiceIn returns language l's dice (nil: English's) for an n x n board.
func DiceIn(l *lang.Language, n int) (*solver.Dice, error) {
	var d *solver.Dice
	var err error
	if l == nil {
		d, err = solver.DiceForSize(n)
	} else {
		d, err = l.Dice(n)
	}
	if err != nil {
		return nil, Coded(err, "") // a *solver.DiceError, worded for the player
	}
	return d, nil
}
