package solve

import (
	"context"
	"strings"
	"unicode"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// langDict is dictFor for a request in a language other than English: ok
// reports that it answered (the dictionary is the language's list, named
// by the language's English name).
func langDict(ctx context.Context, req bot.Request, fallback string) (*dict.Dict, string, bool, error) {
	l, err := bot.LangOf(req, fallback)
	if err != nil || l == nil {
		return nil, "", err != nil, err
	}
	d, err := l.DictContext(ctx)
	return d, l.Name, true, err
}

// parseBoardFor reads a board typed with a request: in the request's
// language when it names one (its letters, checked), else a-z.
func parseBoardFor(req bot.Request, text string) (solver.Board, error) {
	l, err := bot.LangOf(req, "")
	if err != nil {
		return solver.Board{}, err
	}
	return bot.ParseBoardIn(l, text)
}

// diceFor returns the dice of a request's language for an n x n board.
func diceFor(req bot.Request, n int) (*solver.Dice, error) {
	l, err := bot.LangOf(req, "")
	if err != nil {
		return nil, err
	}
	return bot.DiceIn(l, n)
}

// isLetters reports whether s is letters of any script: a word of
// another language, read by its Normalize.
func isLetters(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
}

// isWord reports whether s is letters a-z, in any case.
func isWord(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') }) < 0
}
