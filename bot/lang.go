package bot

import (
	"errors"
	"strings"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
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

// LocaleLang returns the language of play a player's or a server's
// locale asks for (BCP 47 or POSIX: fr, de-AT, es-419, pt-BR, uk_UA.UTF-8):
// nil for English (any region), for a locale of a language the bot does
// not play, and for one not enabled.
func LocaleLang(locale string) *lang.Language {
	c := strings.ToLower(strings.TrimSpace(locale))
	if c == "" || c == "en" || strings.HasPrefix(c, "en-") || strings.HasPrefix(c, "en_") || c == "c" || strings.HasPrefix(c, "c.") || c == "posix" {
		return nil
	}
	l, err := lang.Get(locale)
	if err != nil || l == lang.Default || strings.HasPrefix(l.Code, "en") {
		return nil
	}
	return l
}

// LocaleOf returns the language a game follows where none was chosen and
// whose it is: the server's locale where it is not English, else the
// player's; nil where both are English (or languages the bot does not
// play).
func LocaleOf(req Request) (*lang.Language, Whose) {
	if l := LocaleLang(req.ServerLocale); l != nil {
		return l, ServersLanguage
	}
	return LocaleLang(req.Locale), PlayersLanguage
}

// FollowPlayer returns req playing in the player's language where it chose
// none: with the lang option of LocaleLang(req.Locale) when the request
// has neither lang nor dict, and that language; req as it is and nil
// otherwise (a language or a dictionary chosen, or an English locale).
// A reply to a request it changed says how to switch (SwitchNote).
func FollowPlayer(req Request) (Request, *lang.Language) {
	if strings.TrimSpace(req.Options["lang"]) != "" || strings.TrimSpace(req.Options["dict"]) != "" {
		return req, nil
	}
	l := LocaleLang(req.Locale)
	if l == nil {
		return req, nil
	}
	opts := make(map[string]string, len(req.Options)+1)
	for k, v := range req.Options {
		opts[k] = v
	}
	opts["lang"] = l.Code
	req.Options = opts
	return req, l
}

// SwitchNote is the line a reply in a language its player did not choose
// (FollowPlayer: their own, or their server's) ends with, in pt's words:
// which language, and how to play in another.
func SwitchNote(pt *message.Printer, l *lang.Language, whose Whose) string {
	name := i18n.LanguageName(pt, l.Code)
	if whose == ServersLanguage {
		return pt.Sprintf("In %s, this server's language: add `lang:en` for English, or another language's code.", name)
	}
	return pt.Sprintf("In %s, your language: add `lang:en` for English, or another language's code.", name)
}

// Whose is whose language a game follows where none was chosen.
type Whose int

const (
	PlayersLanguage Whose = iota // the player's locale
	ServersLanguage              // the server's setting or locale
)

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
