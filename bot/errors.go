package bot

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// A player's errors take one path. A handler, a step or an adapter returns
// a game.E: a Kind, a game.Code and the facts (what the player typed, what
// is allowed); package i18n's one table words it in the reader's language
// (Wording), on every surface. The solver's typed errors (a board that
// does not parse, a size with no dice) are given their code here (Coded).
// Any other error is the bot's own: logged, and answered with an apology.

// Wording is the one table of the player's words for errors (package
// i18n), with the request's platform writing moments (a live countdown on
// Discord) and saying who may do what only admins may: the page shows the
// same words.
func Wording(req Request) i18n.Text {
	p := req.Printer()
	return i18n.Text{Lang: req.Locale,
		Until:    func(t time.Time) string { return req.Markup().Until(p, t) },
		NotAdmin: func(action string) string { return req.Markup().NotAdmin(p, req.User, action) },
	}
}

// Coded is err with a message code: a *solver.ParseError as a
// game.CodeBoard of the board typed (typed: "" when it was not typed), a
// *solver.DiceError as a game.CodeNoDice; any other error as it is.
func Coded(err error, typed string) error {
	if err == nil || game.CodeOf(err) != nil && !game.HasCode(err, game.CodeBoard) {
		return err
	}
	if pe := (*solver.ParseError)(nil); errors.As(err, &pe) {
		if _, ok := game.Fact[string](err, "typed"); ok {
			return err
		}
		return game.E(game.Invalid, game.CodeBoard, game.Facts{"typed": typed}, err)
	}
	if de := (*solver.DiceError)(nil); errors.As(err, &de) {
		return game.E(game.Invalid, game.CodeNoDice, game.Facts{"size": de.Size, "sizes": de.Sizes, "code": de.Code}, err)
	}
	return err
}

// IsRefusal reports whether err is a player's error: one with a code and a
// kind, which Wording words (after Coded).
func IsRefusal(err error) bool {
	return game.CodeOf(err) != nil && game.KindOf(err) != game.Other
}

// ErrorIn is the player's words for err in the language of locale, where
// no request is at hand (an adapter's command that did not parse): a
// refusal in their words, any other error the apology.
func ErrorIn(err error, locale string) string {
	return i18n.Error(locale, Coded(err, ""))
}

// answer is the reply to a call that ended in err (Call.Err), and the
// call's outcome: a refusal in the player's words, else an apology (and
// the error logged, unless a step that refused the call logged it).
func answer(ctx context.Context, c *Call, err error) (Reply, string) {
	logged := c.Outcome != "ok"
	req := c.Request
	err = Coded(err, req.Options["board"])
	switch {
	case IsRefusal(err):
		return Reply{Text: Wording(req).Error(err), Ephemeral: true}, "user_error"
	case ctx.Err() != nil:
		if !logged {
			c.Log.Warn("command canceled", "err", err)
		}
		return Reply{Text: req.Printer().Sprintf("That took too long and was cancelled. Please try again."), Ephemeral: true}, "canceled"
	}
	if !logged {
		c.Log.Error("command failed", "err", err)
	}
	return Reply{Text: req.Printer().Sprintf(Apology), Ephemeral: true}, "error"
}

// DictCode is the language of play whose word list a dictionary names
// (tier "French": "fr"), or "" for English's tiers and a word list's file:
// the fact "code" beside "dict" in a refusal.
func DictCode(tier string) string {
	for _, l := range lang.All() {
		if strings.EqualFold(l.Name, tier) {
			return l.Code
		}
	}
	return ""
}
