package bot

import (
	"cmp"
	"errors"
	"strconv"
	"strings"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
	"golang.org/x/text/message"
)

// The words and the people every feature shares: the core's vocabulary
// (clipping and counting, players and servers, days, tiers, judgements),
// so that features reach the core, never each other.

// plural and clip are internal/text's, under the short names the replies
// use (many functions here have a local variable called text). clip is
// text.Quote: what a player typed, clipped and safe to echo (no backtick
// closes the code span it is quoted in, no command or mention inside).
var (
	plural = text.Plural
	clip   = text.Quote
)

// TierChoices are the dictionary tiers, as an option's fixed choices.
func TierChoices() []Choice {
	out := make([]Choice, len(dict.Tiers))
	for i, t := range dict.Tiers {
		out[i] = Choice{Label: t.Name, Value: t.Name}
	}
	return out
}

// TierNamed returns the dictionary tier typed, in any case, or if nothing
// was typed fallback ("" for the bot's default); a name that is no tier
// is refused (game.CodeDictionary) quoting it.
func (b *Bot) TierNamed(typed, fallback string) (string, error) {
	typed = strings.TrimSpace(typed)
	name := strings.ToLower(typed)
	if name == "" {
		name = cmp.Or(fallback, b.tier)
	}
	if !dict.IsTier(name) {
		return "", game.E(game.Invalid, game.CodeDictionary, game.Facts{"typed": cmp.Or(typed, name)})
	}
	return name, nil
}

func IntOption(req Request, name string, def, lo, hi int) (int, error) {
	s := strings.TrimSpace(req.Options[name])
	if s == "" {
		return def, nil
	}
	v := strings.ToLower(s)
	if a, b, ok := strings.Cut(v, "x"); ok && a == b { // size:5x5
		v = a
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, game.E(game.Invalid, game.CodeWholeNumber, game.Facts{"option": name, "min": lo, "max": hi, "typed": s})
	}
	return n, nil
}

func CloneOptions(m map[string]string) map[string]string {
	out := make(map[string]string, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// GuildOf is the challenge guild of a request, and whether it is a direct
// message (a guild of one player).
func GuildOf(req Request) (g game.Guild, dm bool) {
	g.Platform = req.Platform
	switch {
	case req.Guild != "":
		g.ID = req.Guild
	default:
		g.ID, dm = "dm:"+req.User.ID, true
	}
	return g, dm
}

func PlayerOf(req Request) game.Player {
	name := strings.TrimSpace(req.User.Name)
	if name == "" {
		name = req.User.ID
	}
	return game.Player{ID: req.User.ID, Name: name}
}

// ActivityReply opens the board inside the chat app; the Activity picks
// the channel's round, else the daily.
func ActivityReply(p *message.Printer) Reply {
	return Reply{Activity: true, Ephemeral: true, Text: p.Sprintf("Opening the board… If nothing opens, use the Play on the board button.")}
}

// BoardLabel is the label of the buttons that lead to the web board.
const BoardLabel = "Play on the board"

// Rejected wraps err to say that the platform refused a post, so that it
// certainly was not delivered: a Scheduler then releases the post to try it
// again. Posters return it (or any error with a Rejected() bool method that
// returns true) for an answer such as HTTP 4xx; a timeout or a lost
// connection is not a rejection, since the post may have arrived.
func Rejected(err error) error { return rejected{err} }

type rejected struct{ error }

func (e rejected) Unwrap() error { return e.error }

func (e rejected) Rejected() bool { return true }

// Unreachable wraps err to say that the platform will not deliver a
// direct message to the user (DirectMessenger): their direct messages are
// closed, they left, they blocked the bot. Trying again will not help.
func Unreachable(err error) error { return unreachable{err} }

type unreachable struct{ error }

func (e unreachable) Unwrap() error { return e.error }

func (e unreachable) Unreachable() bool { return true }

// IsUnreachable reports whether err, or an error it wraps, is
// Unreachable.
func IsUnreachable(err error) bool {
	var u interface{ Unreachable() bool }
	return errors.As(err, &u) && u.Unreachable()
}

// IsRejected reports whether err, or an error it wraps, says the post was
// Rejected.
func IsRejected(err error) bool {
	var r interface{ Rejected() bool }
	return errors.As(err, &r) && r.Rejected()
}
