// Package i18n turns the bot's errors into a player's words: one table, by
// message code (game.Code), used by chat (package bot) and by the web page
// (package web), so that a refusal reads the same wherever it is met. Only
// English is written today; a language is a table of the same codes.
//
// Its functions keep no state and are safe for concurrent use.
package i18n

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
)

// Apology is what a player is told when the bot itself failed: the error
// has no message code (it is logged; its text is never shown).
const Apology = "Sorry, something went wrong on my side. It has been logged; please try again in a moment."

// Text words errors for one surface. Until writes a moment ("ends
// <t:1750000000:R>" on Discord); nil writes it as a UTC time, as the page
// does. The words around it are the same everywhere.
type Text struct {
	Lang  string
	Until func(time.Time) string
}

// Error is the player's words for err in lang, on a surface with no
// markup: what the page shows.
func Error(lang string, err error) string { return Text{Lang: lang}.Error(err) }

// Error is the player's words for err: its code's text with its facts (the
// facts of every coded error in the chain, the outermost first, so that a
// surface can add one by wrapping). An error with no code, or a code
// with no text, is the Apology: never a stack trace or an empty answer.
func (t Text) Error(err error) string {
	e := game.CodeOf(err)
	if e == nil {
		return Apology
	}
	f := facts{m: map[string]any{}, until: t.Until}
	for x := err; x != nil; x = errors.Unwrap(x) {
		if ge, ok := x.(*game.Error); ok {
			for k, v := range ge.Facts {
				if _, set := f.m[k]; !set {
					f.m[k] = v
				}
			}
		}
	}
	w, ok := english[e.Code]
	if !ok {
		return Apology
	}
	return w(f)
}

// Has reports whether code has words in the table.
func Has(code game.Code) bool { _, ok := english[code]; return ok }

// Codes lists every code the table words, for tests that walk them all.
func Codes() []game.Code {
	out := make([]game.Code, 0, len(english))
	for c := range english {
		out = append(out, c)
	}
	return out
}

// facts reads an error's facts by name, each with its type; a missing one
// reads as the zero value.
type facts struct {
	m     map[string]any
	until func(time.Time) string
}

func (f facts) str(k string) string { s, _ := f.m[k].(string); return s }
func (f facts) num(k string) int    { n, _ := f.m[k].(int); return n }
func (f facts) day(k string) game.Day {
	d, _ := f.m[k].(game.Day)
	return d
}
func (f facts) typed() string { return text.Clip(f.str("typed"), 40) }

// when writes the moment k: "<t:…:R>" through the surface's Until, or
// "at 18:45 UTC".
func (f facts) when(k string) string {
	t, _ := f.m[k].(time.Time)
	if f.until != nil {
		return f.until(t)
	}
	return "at " + t.UTC().Format("15:04:05") + " UTC"
}

// wait is a rate limit's wait: "3 seconds".
func (f facts) wait() string {
	d, _ := f.m["wait"].(time.Duration)
	s := int(math.Ceil(d.Seconds()))
	return text.Plural(max(s, 1), "second")
}

// DayName is a day as players say it: "Tuesday 14 July".
func DayName(d game.Day) string { return d.Start(time.UTC).Format("Monday 2 January") }

// doing is what a player tried on a past day: "review" or "practise".
func (f facts) doing() string {
	if d := f.str("doing"); d != "" {
		return d
	}
	return "look back on"
}

const freshLink = "Ask the bot for a fresh link with /daily or the Play on the board button."

var english = map[game.Code]func(facts) string{
	game.CodeTooManyWords: func(f facts) string {
		return fmt.Sprintf("That's %d words; enter at most %d at a time.", f.num("n"), f.num("max"))
	},
	game.CodeDayFormat: func(f facts) string {
		return fmt.Sprintf("I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.", text.Clip(f.str("typed"), 24), f.day("example"))
	},
	game.CodeDayRange: func(f facts) string {
		return fmt.Sprintf("There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.", text.Clip(f.str("typed"), 24), f.str("range"), f.day("example"))
	},

	game.CodeNoWordsLeft: func(f facts) string {
		return fmt.Sprintf("You've found every word on this board (`%s`): there is nothing left to hint. Well played!", f.str("board"))
	},
	game.CodeNoWordsOnBoard: func(f facts) string {
		return fmt.Sprintf("This board (`%s`) has no word in its dictionary, so there is nothing to hint.", f.str("board"))
	},
	game.CodeAllRevealed: func(f facts) string {
		left, _ := f.m["left"].([]string)
		words := make([]string, 0, 10)
		for _, w := range left[:min(len(left), 10)] {
			words = append(words, strings.ToUpper(w))
		}
		list := strings.Join(words, ", ")
		if n := len(left) - len(words); n > 0 {
			list += fmt.Sprintf(" and %d more", n)
		}
		return fmt.Sprintf("Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %s: %s. Enter them: they count as found, for no points.", text.Plural(len(left), "word"), list)
	},
	game.CodeNoHints: func(f facts) string {
		return fmt.Sprintf("This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.", f.when("end"))
	},

	game.CodeDailyOff: func(facts) string {
		return "The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual."
	},
	game.CodeSettingsNotFound: func(facts) string {
		return "This server has no daily settings yet: an admin sets them with `/daily setup`."
	},
	game.CodeSettingsPlatform: func(facts) string { return "I can't set that up: the server is not named." },
	game.CodeSettingsTime: func(f facts) string {
		return fmt.Sprintf("I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.", f.typed())
	},
	game.CodeSettingsTimezone: func(f facts) string {
		return fmt.Sprintf("I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.", f.typed())
	},
	game.CodeSettingsSize: func(f facts) string {
		return fmt.Sprintf("I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.", f.num("size"))
	},
	game.CodeSettingsDict: func(f facts) string {
		return fmt.Sprintf("I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.", f.typed())
	},
	game.CodeNotPlayed: func(facts) string {
		return "Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers."
	},
	game.CodePracticeOff: func(facts) string {
		return "Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot."
	},
	game.CodeDayFuture: func(f facts) string {
		return fmt.Sprintf("%s hasn't come yet: today is %s here. You can %s days that have ended.", f.day("day"), DayName(f.day("today")), f.doing())
	},
	game.CodeDayToday: func(f facts) string {
		opens := "at midnight"
		if left, ok := f.m["left"].(time.Duration); ok {
			opens = "at midnight, in " + text.Coarse(left)
		}
		past := f.day("first") != 0 && f.day("first") < f.day("today") // a day that has ended to point to
		switch review := f.str("doing") == "review"; {
		case review && past:
			return fmt.Sprintf("Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.", opens)
		case review:
			return fmt.Sprintf("Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.", opens)
		case past:
			return fmt.Sprintf("Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.", f.day("today")-1)
		}
		return fmt.Sprintf("Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.", opens)
	},

	game.CodeDayRulesForgotten: func(f facts) string {
		return fmt.Sprintf("The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.", DayName(f.day("first")), f.day("first"))
	},
	game.CodeDayBeforeStart: func(f facts) string {
		return fmt.Sprintf("The daily began here on %s (%s): there is no board here for %s.", DayName(f.day("first")), f.day("first"), f.day("day"))
	},
	game.CodeDayNoneYet: func(f facts) string {
		return fmt.Sprintf("No daily has been played here before today, so there's no past day to %s yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!", f.doing())
	},
	game.CodeDayEnded: func(facts) string { return "This day's board has ended. Ask /daily for today's." },

	game.CodeRoundsOff: func(facts) string {
		return "Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`."
	},
	game.CodeRoundNotFound: func(facts) string { return "No round is running in this channel. Start one with `/play`." },
	game.CodeRoundGone:     func(facts) string { return "That round is gone: its results were posted in the channel." },
	game.CodeRoundRunning: func(f facts) string {
		return fmt.Sprintf("A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.", f.when("end"))
	},
	game.CodeRoundOver: func(f facts) string {
		return fmt.Sprintf("The round ended %s: no more words count. The results are posted in the channel (or on their way).", f.when("end"))
	},
	game.CodeRoundOverHints: func(facts) string {
		return "This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board."
	},
	game.CodeRoundFinished: func(facts) string {
		return "The round has ended: no more words count. The results are posted in the channel (or on their way)."
	},
	game.CodeRoundStale: func(facts) string { return Apology },
	game.CodeRoundStop: func(f facts) string {
		if a := f.str("admins"); a != "" {
			return a
		}
		return "Only the player who started the round, or an admin, can stop it."
	},
	game.CodeRulesHints: func(f facts) string {
		return fmt.Sprintf("`hints` is `on` or `off`, not `%s`.", text.Clip(f.str("typed"), 24))
	},
	game.CodeRulesTime: func(f facts) string {
		return fmt.Sprintf("`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.", text.Clip(f.str("typed"), 24))
	},
	game.CodeRulesTimeRange: func(f facts) string {
		if t := f.str("typed"); t != "" {
			return fmt.Sprintf("A round lasts from 30 seconds to 10 minutes, not %s (`%s`).", f.str("duration"), text.Clip(t, 24))
		}
		return fmt.Sprintf("A round lasts from 30 seconds to 10 minutes, not %s.", f.str("duration"))
	},
	game.CodeRulesMode: func(f facts) string {
		return fmt.Sprintf("There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).", text.Clip(f.str("typed"), 24))
	},
	game.CodeRulesSize: func(f facts) string {
		return fmt.Sprintf("A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.", text.Clip(f.str("typed"), 24))
	},
	game.CodeRulesDictionary: func(f facts) string {
		return fmt.Sprintf("There is no dictionary called `%s`: choose common, standard or large.", text.Clip(f.str("typed"), 24))
	},

	game.CodeRateCommands: func(f facts) string {
		return fmt.Sprintf("You're sending commands a bit fast. Try again in %s.", f.wait())
	},
	game.CodeRateWords: func(f facts) string {
		return fmt.Sprintf("You're sending words a bit fast: they are kept and sent in %s.", f.wait())
	},
	game.CodeRateHints: func(f facts) string { return fmt.Sprintf("You're asking a bit fast. Try again in %s.", f.wait()) },
	game.CodeRateReload: func(f facts) string {
		return fmt.Sprintf("The board is reloading a bit fast. Try again in %s.", f.wait())
	},

	game.CodeNoSession: func(facts) string {
		return "Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link."
	},
	game.CodeSessionEnded:   func(facts) string { return "Your session on this board has ended. " + freshLink },
	game.CodeSessionInvalid: func(facts) string { return "Your session is not valid. " + freshLink },
	game.CodeOtherOrigin:    func(facts) string { return "The board only takes words from its own page: open it from chat." },
	game.CodeNotJSON:        func(facts) string { return "Send JSON." },
	game.CodeBadBody:        func(facts) string { return `Send {"words": "..."}.` },
	game.CodeTooLarge: func(f facts) string {
		return fmt.Sprintf("That's more than %d bytes of words; enter at most %d words at a time.", f.num("bytes"), f.num("max"))
	},
	game.CodeNoWord:   func(facts) string { return "Which word? Drag across the tiles or type one." },
	game.CodeLiveNone: func(facts) string { return "This board has no live updates: reload the page to see the latest." },
	game.CodeLiveBusy: func(facts) string {
		return "Too many pages are following games right now: live updates pause, and the page tries again in a few seconds."
	},
	game.CodeLiveTabs: func(f facts) string {
		return fmt.Sprintf("This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.", f.num("max"))
	},
	game.CodeInternal: func(facts) string { return Apology },
}
