package i18n

import (
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
)

// dynamic are keys printed from a fact: what time.Parse says of a date
// that is out of range.
var dynamic = []string{"day out of range", "month out of range",
	// The features off on a bot (bot.Off, made in cmd/bogglebot), and
	// how /help says them.
	"the daily challenge, live rounds, hints and /privacy",
	"no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE",
	"the web board", "the server sets %s and %s to turn it on",
	// The daily's score ladder (challenge.Ladder; its test checks they match).
	"Beginner", "Good Start", "Moving Up", "Good", "Solid", "Nice", "Great", "Amazing", "Genius", "Queen Bee",
	// A board of another language's letters typed without lang: (package
	// bot's hint on a ParseError's Key, at a tile and not).
	"%s; for a board in another language, add %s", "%s; for a board in another language, add %s.",
	// A board that does not parse (solver.ParseError's Key, with a full stop).
	"the board is empty; type its letters row by row, for example: lqre slus atic nren.",
	"the board has %d tiles; the largest board is 8 x 8 (64 tiles).",
	"the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64.",
	"a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8.",
	"'[' is never closed; write two-letter faces like [th]",
	"'[%s]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th",
	"'%c' is not a letter; boards use letters, [th]-style faces and # for a blank",
	"'%c' is not a letter; boards use letters a-z, [th]-style faces and # for a blank",
	"that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles.",
	"the board has characters that are not text; type letters a-z.",
	"row %d has %d tiles but row 1 has %d; every row needs the same number.",
	"the board has %d rows of %d tiles; a square board needs %d rows.",
	"the board has %d rows of %d tiles; a board is square, from 3 rows of 3 to 8 rows of 8."}

const freshLink = "Ask the bot for a fresh link with /daily or the Play on the board button."

// table is the one table of refusals: a code to its words in f.p's language.
var table = map[game.Code]func(facts) string{
	game.CodeTooManyWords: func(f facts) string {
		return f.p.Sprintf("That's %d words; enter at most %d at a time.", f.num("n"), f.num("max"))
	},
	game.CodeDayFormat: func(f facts) string {
		return f.p.Sprintf("I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.", text.Quote(f.str("typed"), 24), f.day("example"))
	},
	game.CodeDayRange: func(f facts) string {
		return f.p.Sprintf("There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.", text.Quote(f.str("typed"), 24), f.p.Sprintf(f.str("range")), f.day("example"))
	},

	game.CodeNoWordsLeft: func(f facts) string {
		return f.p.Sprintf("You've found every word on this board (`%s`): there is nothing left to hint. Well played!", f.str("board"))
	},
	game.CodeNoWordsOnBoard: func(f facts) string {
		return f.p.Sprintf("This board (`%s`) has no word in its dictionary, so there is nothing to hint.", f.str("board"))
	},
	game.CodeAllRevealed: func(f facts) string {
		left, _ := f.m["left"].([]string)
		shown, _ := f.m["shown"].([]string) // in capitals by the board's rules
		if len(shown) != len(left) {
			shown = make([]string, len(left))
			for i, w := range left {
				shown[i] = strings.ToUpper(w)
			}
		}
		words := shown[:min(len(shown), 10)]
		list := strings.Join(words, ", ")
		if n := len(left) - len(words); n > 0 {
			list = f.p.Sprintf("%s and %d more", list, n)
		}
		return f.p.Sprintf("Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.", len(left), list)
	},
	game.CodeNoHints: func(f facts) string {
		return f.p.Sprintf("This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.", f.when("end"))
	},

	game.CodeDailyOff: func(f facts) string {
		return f.p.Sprintf("The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.")
	},
	game.CodeSettingsNotFound: func(f facts) string {
		return f.p.Sprintf("This server has no daily settings yet: an admin sets them with `/daily setup`.")
	},
	game.CodeSettingsPlatform: func(f facts) string { return f.p.Sprintf("I can't set that up: the server is not named.") },
	game.CodeSettingsTime: func(f facts) string {
		return f.p.Sprintf("I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.", f.typed())
	},
	game.CodeSettingsTimezone: func(f facts) string {
		return f.p.Sprintf("I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.", f.typed())
	},
	game.CodeSettingsSize: func(f facts) string {
		return f.p.Sprintf("I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.", f.num("size"))
	},
	game.CodeSettingsDict: func(f facts) string {
		return f.p.Sprintf("I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.", f.typed())
	},
	game.CodeNotPlayed: func(f facts) string {
		return f.p.Sprintf("Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.")
	},
	game.CodePracticeOff: func(f facts) string {
		return f.p.Sprintf("Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.")
	},
	game.CodeDayFuture: func(f facts) string {
		day, today := f.day("day"), DayName(f.p, f.day("today"))
		switch f.str("doing") {
		case "review":
			return f.p.Sprintf("%s hasn't come yet: today is %s here. You can review days that have ended.", day, today)
		case "practise":
			return f.p.Sprintf("%s hasn't come yet: today is %s here. You can practise days that have ended.", day, today)
		}
		return f.p.Sprintf("%s hasn't come yet: today is %s here. You can look back on days that have ended.", day, today)
	},
	game.CodeDayToday: func(f facts) string {
		opens := f.p.Sprintf("at midnight")
		if left, ok := f.m["left"].(time.Duration); ok {
			opens = f.p.Sprintf("at midnight, in %s", Coarse(f.p, left))
		}
		past := f.day("first") != 0 && f.day("first") < f.day("today") // a day that has ended to point to
		switch review := f.str("doing") == "review"; {
		case review && past:
			return f.p.Sprintf("Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.", opens)
		case review:
			return f.p.Sprintf("Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.", opens)
		case past:
			return f.p.Sprintf("Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.", f.day("today")-1)
		}
		return f.p.Sprintf("Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.", opens)
	},

	game.CodeDayRulesForgotten: func(f facts) string {
		return f.p.Sprintf("The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.", DayName(f.p, f.day("first")), f.day("first"))
	},
	game.CodeDayBeforeStart: func(f facts) string {
		return f.p.Sprintf("The daily began here on %s (%s): there is no board here for %s.", DayName(f.p, f.day("first")), f.day("first"), f.day("day"))
	},
	game.CodeDayNoneYet: func(f facts) string {
		switch f.str("doing") {
		case "review":
			return f.p.Sprintf("No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!")
		case "practise":
			return f.p.Sprintf("No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!")
		}
		return f.p.Sprintf("No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!")
	},
	game.CodeDayEnded: func(f facts) string { return f.p.Sprintf("This day's board has ended. Ask /daily for today's.") },

	game.CodeRoundsOff: func(f facts) string {
		return f.p.Sprintf("Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.")
	},
	game.CodeRoundNotFound: func(f facts) string {
		return f.p.Sprintf("No round is running in this channel. Start one with `/play`.")
	},
	game.CodeRoundGone: func(f facts) string {
		return f.p.Sprintf("That round is gone: its results were posted in the channel.")
	},
	game.CodeRoundRunning: func(f facts) string {
		return f.p.Sprintf("A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.", f.when("end"))
	},
	game.CodeRoundOver: func(f facts) string {
		return f.p.Sprintf("The round ended %s: no more words count. The results are posted in the channel (or on their way).", f.when("end"))
	},
	game.CodeRoundOverHints: func(f facts) string {
		return f.p.Sprintf("This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.")
	},
	game.CodeRoundFinished: func(f facts) string {
		return f.p.Sprintf("The round has ended: no more words count. The results are posted in the channel (or on their way).")
	},
	game.CodeRoundStale: func(f facts) string { return f.p.Sprintf(Apology) },
	game.CodeRoundStop: func(f facts) string {
		if a := f.str("admins"); a != "" {
			return a // the platform's words for who may: already in the reader's language
		}
		return f.p.Sprintf("Only the player who started the round, or an admin, can stop it.")
	},
	game.CodeRulesHints: func(f facts) string {
		return f.p.Sprintf("`hints` is `on` or `off`, not `%s`.", text.Quote(f.str("typed"), 24))
	},
	game.CodeRulesTime: func(f facts) string {
		return f.p.Sprintf("`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.", text.Quote(f.str("typed"), 24))
	},
	game.CodeRulesTimeRange: func(f facts) string {
		if t := f.str("typed"); t != "" {
			return f.p.Sprintf("A round lasts from 30 seconds to 10 minutes, not %s (`%s`).", f.str("duration"), text.Quote(t, 24))
		}
		return f.p.Sprintf("A round lasts from 30 seconds to 10 minutes, not %s.", f.str("duration"))
	},
	game.CodeRulesMode: func(f facts) string {
		return f.p.Sprintf("There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).", text.Quote(f.str("typed"), 24))
	},
	game.CodeRulesSize: func(f facts) string {
		return f.p.Sprintf("A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.", text.Quote(f.str("typed"), 24))
	},
	game.CodeRulesDictionary: func(f facts) string {
		return f.p.Sprintf("There is no dictionary called `%s`: choose common, standard or large.", text.Quote(f.str("typed"), 24))
	},
	game.CodeUnknownLanguage: func(f facts) string {
		codes, _ := f.m["codes"].([]string)
		return f.p.Sprintf("There is no language `%s` to play in: choose one of %s.", text.Quote(f.str("lang"), 24), strings.Join(codes, ", "))
	},
	game.CodeNotInAlphabet: func(f facts) string {
		return f.p.Sprintf("`%s` can't be played here: the letter `%s` is on no die of this language (%s).", f.typed(), f.str("letter"), f.lang())
	},
	game.CodeBareQ: func(f facts) string {
		return f.p.Sprintf("`%s` can't be played here: the letter q is only on the Qu tile, so every q must be followed by u.", f.typed())
	},
	game.CodeNoLetters: func(f facts) string {
		if strings.TrimSpace(f.str("typed")) != "" { // only what the language folds away: ' in Ukrainian
			return f.p.Sprintf("`%s` has no letters: type a word's letters (%s).", f.typed(), f.lang())
		}
		return f.p.Sprintf("That word is empty: type its letters (%s).", f.lang())
	},
	game.CodeWordTooLong: func(f facts) string {
		return f.p.Sprintf("`%s` is too long: a word has at most %d letters.", f.typed(), f.num("max"))
	},

	game.CodeNotOnBoard: func(f facts) string {
		return f.p.Sprintf("`%s` is not on the board: no path of touching tiles spells it.", f.typed())
	},
	game.CodeNotInDictionary: func(f facts) string {
		name := TierName(f.p, f.str("dict"))
		if code := f.str("code"); code != "" {
			name = LanguageName(f.p, code)
		}
		return f.p.Sprintf("`%s` is not in the %s dictionary.", f.typed(), name)
	},
	game.CodeTooShort: func(f facts) string {
		return f.p.Sprintf("`%s` is too short: a word here has at least %d letters.", f.typed(), f.num("min"))
	},
	game.CodeNotLetters: func(f facts) string {
		return f.p.Sprintf("`%s` is not a word: letters a-z only.", f.typed())
	},
	game.CodeAlreadyFound: func(f facts) string {
		return f.p.Sprintf("You already found `%s`.", f.typed())
	},
	game.CodeRevealed: func(f facts) string {
		return f.p.Sprintf("`%s` was revealed by a hint: found, no points.", f.typed())
	},
	game.CodeUndecided: func(f facts) string {
		return f.p.Sprintf("`%s` is too tangled to check: the board repeats its letters too often.", f.typed())
	},

	game.CodeRateCommands: func(f facts) string {
		return f.p.Sprintf("You're sending commands a bit fast. Try again in %s.", f.wait())
	},
	game.CodeRateWords: func(f facts) string {
		return f.p.Sprintf("You're sending words a bit fast: they are kept and sent in %s.", f.wait())
	},
	game.CodeRateHints: func(f facts) string {
		return f.p.Sprintf("You're asking a bit fast. Try again in %s.", f.wait())
	},
	game.CodeRateReload: func(f facts) string {
		return f.p.Sprintf("The board is reloading a bit fast. Try again in %s.", f.wait())
	},

	game.CodeNoSession: func(f facts) string {
		return f.p.Sprintf("Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.")
	},
	game.CodeSessionEnded: func(f facts) string {
		return f.p.Sprintf("Your session on this board has ended. %s", f.p.Sprintf(freshLink))
	},
	game.CodeSessionInvalid: func(f facts) string {
		return f.p.Sprintf("Your session is not valid. %s", f.p.Sprintf(freshLink))
	},
	game.CodeOtherOrigin: func(f facts) string {
		return f.p.Sprintf("The board only takes words from its own page: open it from chat.")
	},
	game.CodeNotJSON: func(f facts) string { return f.p.Sprintf("Send JSON.") },
	game.CodeBadBody: func(f facts) string { return f.p.Sprintf(`Send {"words": "..."}.`) },
	game.CodeTooLarge: func(f facts) string {
		return f.p.Sprintf("That's more than %d bytes of words; enter at most %d words at a time.", f.num("bytes"), f.num("max"))
	},
	game.CodeLiveNone: func(f facts) string {
		return f.p.Sprintf("This board has no live updates: reload the page to see the latest.")
	},
	game.CodeLiveBusy: func(f facts) string {
		return f.p.Sprintf("Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.")
	},
	game.CodeLiveTabs: func(f facts) string {
		return f.p.Sprintf("This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.", f.num("max"))
	},
	game.CodeNoWord:   func(f facts) string { return f.p.Sprintf("Which word? Drag across the tiles or type one.") },
	game.CodeInternal: func(f facts) string { return f.p.Sprintf(Apology) },
	game.CodeNotSaved: func(f facts) string {
		return f.p.Sprintf("Your words were NOT saved: the bot cannot write to its database right now. This is not something trying again can fix; the bot's admins have been told.")
	},
	game.CodeNotSavedRetry: func(f facts) string {
		return f.p.Sprintf("Your words were NOT saved: the database did not answer in time. Send them again in a moment.")
	},

	// The Discord Activity's sign-in.
	game.CodeActivityOff: func(f facts) string {
		return f.p.Sprintf("The Discord Activity isn't set up on this bot (DISCORD_CLIENT_SECRET).")
	},
	game.CodeActivityCode: func(f facts) string { return f.p.Sprintf("Send {\"code\": ...} from the SDK's authorize.") },
	game.CodeActivityIDs:  func(f facts) string { return f.p.Sprintf("The guild and channel must be Discord ids.") },
	game.CodeActivityDevice: func(f facts) string {
		return f.p.Sprintf("This device is signing in very often. Wait a few seconds, then close the Activity and open it again.")
	},
	game.CodeActivityBusy: func(f facts) string {
		return f.p.Sprintf("Many players are opening the board at once. Close the Activity and open it again in a few seconds.")
	},
	game.CodeActivitySlow: func(f facts) string {
		return f.p.Sprintf("Discord is slow to answer. Close the Activity and open it again in a moment.")
	},
	game.CodeActivityRefused: func(f facts) string {
		return f.p.Sprintf("Discord did not accept the sign-in. Close the Activity and open it again.")
	},
	game.CodeActivityWho: func(f facts) string {
		return f.p.Sprintf("Discord did not say who you are. Close the Activity and open it again.")
	},
	game.CodeActivityInstance: func(f facts) string {
		return f.p.Sprintf("The Activity's instance id is not one Discord gives. Close the Activity and open it again.")
	},
	game.CodeActivityGone: func(f facts) string {
		return f.p.Sprintf("Discord does not know this Activity any more. Close it and open it again from the channel.")
	},
	game.CodeActivityNotListed: func(f facts) string {
		return f.p.Sprintf("Discord does not list you in this Activity. Close it and open it again from the channel.")
	},
	game.CodeActivityElsewhere: func(f facts) string {
		return f.p.Sprintf("This Activity runs somewhere else than the page says. Close it and open it again from the channel.")
	},
	game.CodeActivityGuilds: func(f facts) string {
		return f.p.Sprintf("Discord did not list your servers. Close the Activity and open it again.")
	},
	game.CodeActivityNotMember: func(f facts) string { return f.p.Sprintf("You are not a member of the server this Activity runs in.") },
	game.CodeActivityNothing: func(f facts) string {
		return f.p.Sprintf("No round is running in this channel, and the daily challenge isn't enabled.")
	},
}
