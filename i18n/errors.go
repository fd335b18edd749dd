package i18n

import (
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/solver"
)

// dynamic are keys printed from a fact: what time.Parse says of a date
// that is out of range.
var dynamic = []string{"day out of range", "month out of range", "Play in Discord",
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
	game.CodeRemindTime: func(f facts) string {
		return f.p.Sprintf("I can't set your reminder: `%s` is not a time of day. Write HH:MM on a 24-hour clock, like 19:30.", f.typed())
	},
	game.CodeRemindTimezone: func(f facts) string {
		return f.p.Sprintf("I can't set your reminder: there is no timezone `%s`. Use a name like Europe/Paris, America/New_York or UTC.", f.typed())
	},
	game.CodeRemindOff: func(f facts) string {
		return f.p.Sprintf("Reminders aren't available here: a reminder is a private nudge to play the daily board, set from the daily board's page on a platform where I can message you.")
	},
	game.CodeRolesOff: func(f facts) string {
		return f.p.Sprintf("There are no roles here: a role for the daily post needs Discord or Slack.")
	},
	game.CodeRoleUnknown: func(f facts) string {
		return f.p.Sprintf("I can't find the role `%s`: name one with role:@role (on Slack, a user group: role:@group).", f.typed())
	},
	game.CodeRoleNotMentionable: func(f facts) string {
		return f.p.Sprintf("I can't use %s for the daily post: nobody may mention it. Make it mentionable (Server Settings → Roles), or give me the Mention @everyone, @here and All Roles permission.", f.str("role"))
	},
	game.CodeRoleCannotManage: func(f facts) string {
		return f.p.Sprintf("I can't use %s for the daily post: I could not add players to it. I need %s, and my own role must be above it in Server Settings → Roles.", f.str("role"), f.str("missing"))
	},
	game.CodeRoleManaged: func(f facts) string {
		return f.p.Sprintf("I can't use %s for the daily post: it belongs to an integration, and nobody can be added to it by hand. Choose another role.", f.str("role"))
	},
	game.CodeRoleAbove: func(f facts) string {
		return f.p.Sprintf("I can't use %s for the daily post: it is above my own role, so I cannot add players to it. Move my role above it in Server Settings → Roles.", f.str("role"))
	},
	game.CodeRoleNone: func(f facts) string {
		return f.p.Sprintf("This server's daily post has no role to join any more: an admin sets one with `/daily setup role:`.")
	},
	game.CodeRoleRefused: func(f facts) string {
		return f.p.Sprintf("I couldn't change your place in %s: the platform refused. An admin should check that my role is above it and that I may manage roles.", f.str("role"))
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
		if f.notAdmin != nil { // the platform's words for who may
			return f.notAdmin(f.p.Sprintf("stop a round someone else started"))
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

	// Boards, dice, dictionaries and numbers as typed.
	game.CodeBoard: func(f facts) string { return boardError(f) },
	game.CodeNoDice: func(f facts) string {
		sizes := f.ints("sizes")
		list := make([]string, len(sizes))
		for i, n := range sizes {
			list[i] = strconv.Itoa(n)
		}
		if f.str("code") == "" {
			return f.p.Sprintf("There are no dice for %d x %d boards: real dice exist for sizes %s.", f.num("size"), f.num("size"), orList(f.p, list))
		}
		return f.p.Sprintf("There are no %s dice for %d x %d boards: that language has dice for sizes %s.", f.lang(), f.num("size"), f.num("size"), orList(f.p, list))
	},
	game.CodeBoardRuns: func(f facts) string {
		long, short := text.Quote(f.str("long"), 80), text.Quote(f.str("short"), 80)
		return f.p.Sprintf("In `/%s`, I can't tell where the board ends: `board:%s` (%dx%d) or `board:%s` (%dx%d)? Put the board you mean in quotes: `board:\"%s\"` or `board:\"%s\"`.",
			f.str("command"), long, f.num("longsize"), f.num("longsize"), short, f.num("shortsize"), f.num("shortsize"), long, short)
	},
	game.CodeDictionary: func(f facts) string {
		return f.p.Sprintf("There is no dictionary called `%s`: choose %s.", f.q("typed", 32), tierList(f.p))
	},
	game.CodeWholeNumber: func(f facts) string {
		return f.p.Sprintf("`%s` must be a whole number from %d to %d, not `%s`.", f.str("option"), f.num("min"), f.num("max"), f.q("typed", 20))
	},

	// Commands as typed.
	game.CodeNoCommand: func(f facts) string {
		return f.p.Sprintf("Type a command, for example `/solve lqre slus atic nren`, or `/help`.")
	},
	game.CodeNeedsOption: func(f facts) string {
		ex := ""
		if e := f.str("example"); e != "" {
			ex = f.p.Sprintf(" For example `%s`.", e)
		}
		return f.p.Sprintf("`/%s` needs a %s.%s", f.str("command"), f.str("option"), ex)
	},
	game.CodeUnknownSub: func(f facts) string {
		return f.p.Sprintf("I don't know `/%s`.%s Type `/help %s` to see its options.", f.q("typed", 40), didYouMean(f.p, f.strs("near")), f.str("command"))
	},
	game.CodeNotACommand: func(f facts) string {
		return f.p.Sprintf("I don't know the command `%s`.%s Type `/help` to see them all.", f.q("typed", 32), didYouMean(f.p, f.strs("near")))
	},
	game.CodeNoSlash: func(f facts) string {
		return f.p.Sprintf("Commands start with `/`, for example `/solve lqre slus atic nren`. Type `/help` to see them all.")
	},
	game.CodeUnknownCommand: func(f facts) string {
		return f.p.Sprintf("I don't know the command `/%s`.%s Type `/help` to see what I can do.", f.q("typed", 32), didYouMean(f.p, f.strs("near")))
	},
	game.CodeNoSuchOption: func(f facts) string {
		return f.p.Sprintf("`/%s` has no option `%s`. %s", f.str("command"), f.q("typed", 32), optionHint(f))
	},
	game.CodeOptionTwice: func(f facts) string {
		return f.p.Sprintf("`%s` is given twice in `/%s`.", f.str("option"), f.str("command"))
	},
	game.CodeNoFreeText: func(f facts) string {
		return f.p.Sprintf("`/%s` takes no free text (`%s`). %s", f.str("command"), f.q("typed", 40), optionHint(f))
	},
	game.CodeQuoteOpen: func(f facts) string { return f.p.Sprintf("A quote `\"` is not closed.") },
	game.CodeNoHelp: func(f facts) string {
		return f.p.Sprintf("There is no help on `%s`.%s Type `/help` for the list of commands, or `/help boards` for how to type a board.", f.q("typed", 32), didYouMean(f.p, f.strs("near")))
	},
	game.CodeAdminOnly: func(f facts) string {
		return f.p.Sprintf("Only server admins can use `/%s`.", f.str("command"))
	},
	game.CodeNotAdmin: func(f facts) string {
		action := f.p.Sprintf("set up the daily challenge")
		switch f.str("doing") {
		case "delete_server":
			action = f.p.Sprintf("delete this server's data")
		case "server_stats":
			action = f.p.Sprintf("see this server's stats")
		}
		if f.notAdmin != nil {
			return f.notAdmin(action) // the platform's words: who may, and how
		}
		return f.p.Sprintf("Only admins can %s.", action)
	},
	game.CodeButtonGone: func(f facts) string {
		switch f.str("command") {
		case "solve":
			return f.p.Sprintf("That button is no longer available. Run `/solve` again.")
		case "play":
			return f.p.Sprintf("That button is no longer available. Start a round with `/play`.")
		case "daily":
			return f.p.Sprintf("That button is no longer available. `/daily` shows today's board.")
		}
		return f.p.Sprintf("That button is no longer available. Run the command again.")
	},
	game.CodeButtonOld: func(f facts) string {
		return f.p.Sprintf("That button is from an older version of bogglebot: run `/privacy` again.")
	},

	// /solve, /path, /random, /define, /study.
	game.CodeRoundHidesBoard: func(f facts) string {
		return f.p.Sprintf("A round is being played in this channel: its board's words stay hidden until it ends. Give another board with `board:`.")
	},
	game.CodeNoChannelBoard: func(f facts) string {
		if ex := f.str("example"); ex != "" {
			return f.p.Sprintf("There's no board in this channel yet. Give one, for example `%s`, or roll one with `/random`.", ex)
		}
		return f.p.Sprintf("There's no board in this channel yet. Give one with `board:`, or roll one with `/random`.")
	},
	game.CodeBoardNoDie: func(f facts) string {
		from, to := LanguageName(f.p, f.str("from")), LanguageName(f.p, f.str("to"))
		return f.p.Sprintf("This channel's board `%s` is in %s, and %s has no die with its letters. Give a board with `board:`, or leave out `lang:` to play it in %s.", f.str("board"), from, to, from)
	},
	game.CodeBoardOtherLang: func(f facts) string {
		from, to := LanguageName(f.p, f.str("from")), LanguageName(f.p, f.str("to"))
		return f.p.Sprintf("This channel's board `%s` is in %s, not %s. Give a board with `board:`, or leave out `lang:` to play it in %s.", f.str("board"), from, to, from)
	},
	game.CodeRulesName: func(f facts) string {
		return f.p.Sprintf("There are no rules called `%s`: choose `boggle` or `scramble`.", f.q("typed", 32))
	},
	game.CodeWhichWord: func(f facts) string {
		if f.str("command") == "define" {
			return f.p.Sprintf("Which word? For example `/define sinecure`.")
		}
		return f.p.Sprintf("Which word? For example `/path sinecure perslatgsineters`.")
	},
	game.CodeWordLink: func(f facts) string {
		return f.p.Sprintf("`%s` is a link, not a word: type the word's letters.", f.typed())
	},
	game.CodeWordNotLetter: func(f facts) string {
		return f.p.Sprintf("`%s` is not a word: `%s` is not a letter.", f.typed(), f.str("char"))
	},
	game.CodeWordAZ: func(f facts) string {
		return f.p.Sprintf("A word is letters a-z only, and `%s` is not.", f.typed())
	},
	game.CodeWordOrBoard: func(f facts) string {
		w, b := f.q("word", 40), f.q("board", 80)
		return f.p.Sprintf("`%s` and `%s` could each be the word or the board. Say which is which, for example `/path word:%s board:%s`.", w, b, w, b)
	},
	game.CodePathNoWord: func(f facts) string {
		return f.p.Sprintf("I can't find the word in `%s`: a word is letters a-z only. For example `/path sinecure perslatgsineters`.", f.q("typed", 80))
	},
	game.CodePathNotOn: func(f facts) string {
		notInDict := ""
		if !f.boolean("indict") {
			notInDict = f.p.Sprintf(" It isn't in the %s dictionary either.", f.dict())
		}
		why, _ := f.m["why"].(*solver.NotOnBoardError)
		switch {
		case why != nil && why.Why() != "":
			return f.p.Sprintf("**%s** is not on the board `%s`: %s.%s", f.typed(), f.str("board"), whyNot(f.p, why), notInDict)
		case f.boolean("indict"):
			return f.p.Sprintf("**%s** is not on the board `%s` (it is a word, but its letters don't join up here).", f.typed(), f.str("board"))
		}
		return f.p.Sprintf("**%s** is not on the board `%s` (it isn't in the %s dictionary either).", f.typed(), f.str("board"), f.dict())
	},
	game.CodePathUndecided: func(f facts) string {
		notInDict := ""
		if !f.boolean("indict") {
			notInDict = f.p.Sprintf(" It isn't in the %s dictionary either.", f.dict())
		}
		return f.p.Sprintf("I can't tell whether **%s** is on the board `%s`: the board repeats its letters so often that I stopped searching before I found a path or ruled one out.%s", f.typed(), f.str("board"), notInDict)
	},
	game.CodeRandomWord: func(f facts) string {
		return f.p.Sprintf("I can't read `%s` in `/random %s`: give a size (4, 5 or 6) and a quality (`plain` or `rich`), for example `/random 5 rich`.", f.q("typed", 20), f.q("rules", 40))
	},
	game.CodeRandomSize: func(f facts) string {
		return f.p.Sprintf("`size` must be 4, 5 or 6, not `%s`.", f.q("typed", 20))
	},
	game.CodeRulesTwice: func(f facts) string {
		if f.str("command") == "random" {
			return f.p.Sprintf("`/random` got two %s, `%s` and `%s`: give one.", ruleName(f.p, f.str("rule")), f.q("first", 20), f.q("second", 20))
		}
		return f.p.Sprintf("`/play` got two %s, `%s` and `%s`: give one.", ruleName(f.p, f.str("rule")), f.q("first", 20), f.q("second", 20))
	},
	game.CodeQuality: func(f facts) string {
		return f.p.Sprintf("`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `%s`.", f.q("typed", 20))
	},
	game.CodeNoBestBoards: func(f facts) string {
		return f.p.Sprintf("I have no best %dx%d boards for the %s dictionary.", f.num("size"), f.num("size"), f.dict())
	},
	game.CodeStudySize: func(f facts) string {
		return f.p.Sprintf("`size` must be 4, 5 or 6, not `%s`. %s", f.q("typed", 20), studyUsage(f))
	},
	game.CodeStudyCount: func(f facts) string {
		return f.p.Sprintf("`count` must be a whole number from 1 to %d, not `%s`.", f.num("max"), f.q("typed", 20))
	},
	game.CodeStudyWords: func(f facts) string {
		return f.p.Sprintf("Too many words in `%s`. %s", f.q("typed", 40), studyUsage(f))
	},
	game.CodeStudyDictTwice: func(f facts) string {
		return f.p.Sprintf("The dictionary is given twice (`%s` and `%s`). %s", f.q("first", 20), f.q("second", 20), studyUsage(f))
	},
	game.CodeStudyWord: func(f facts) string {
		return f.p.Sprintf("`%s` is not a size, a dictionary or a count. %s", f.q("typed", 20), studyUsage(f))
	},
	game.CodeStudyCountTwice: func(f facts) string {
		return f.p.Sprintf("The count is given twice (`%s` and `%s`). %s", f.q("first", 20), f.q("second", 20), studyUsage(f))
	},
	game.CodeStudyNumbers: func(f facts) string {
		return f.p.Sprintf("Too many numbers in `%s`. %s", f.q("typed", 40), studyUsage(f))
	},
	game.CodeStudyPreparing: func(f facts) string {
		return f.p.Sprintf("The list of words worth learning on %dx%d boards in %s is being prepared: it is made once, then kept. Try again in a minute.", f.num("size"), f.num("size"), f.lang())
	},
	game.CodeDefineOneWord: func(f facts) string {
		return f.p.Sprintf("One word at a time, please: `%s` is %d words. For example `/define sinecure`.", f.typed(), f.num("n"))
	},
	game.CodeDefineEnglish: func(f facts) string {
		return f.p.Sprintf("Definitions are English only (WordNet): `%s` is not an English word, so I have none for it.", f.typed())
	},
	game.CodeDefineTooLong: func(f facts) string {
		return f.p.Sprintf("`%s` is %d letters long; I define words of at most %d.", f.typed(), f.num("n"), f.num("max"))
	},
	game.CodeDefineBlocked: func(f facts) string {
		return f.p.Sprintf("That word is on bogglebot's blocklist of slurs, so I don't define it.")
	},

	// /play and its buttons; /guess, /hint, /leaderboard.
	game.CodePlayRule: func(f facts) string {
		return f.p.Sprintf("I don't know `%s` as a rule of `/play`: give a size (4, 5 or 6), a time (30s to 10m, like `2m`), a mode (`classic` or `all`), a dictionary (%s) or `hints`. For example `/play 5 2m all`.", f.q("typed", 24), tierList(f.p))
	},
	game.CodeRichAndBoard: func(f facts) string {
		return f.p.Sprintf("`quality:rich` rolls the board, and `board:%s` gives one: choose one of them.", f.typed())
	},
	game.CodeBoardSizeAsked: func(f facts) string {
		return f.p.Sprintf("The board you gave is %dx%d, but the size asked is %d: a round plays the board you give at its own size, so leave the size out.", f.num("size"), f.num("size"), f.num("want"))
	},
	game.CodeRoundJustEnded: func(f facts) string {
		return f.p.Sprintf("The last round in this channel has just ended and its results are on their way: `/play` again once they are posted, in a moment.")
	},
	game.CodeActivityNotHere: func(f facts) string {
		return f.p.Sprintf("The board doesn't open inside this app. Use the Play on the board button.")
	},
	game.CodeWebOff: func(f facts) string {
		return f.p.Sprintf("The web board isn't enabled on this bot. Enter your words with `/guess WORDS`.")
	},
	game.CodeOtherChannel: func(f facts) string {
		switch f.str("what") {
		case "form":
			return f.p.Sprintf("That form belongs to a round in another channel.")
		case "review":
			return f.p.Sprintf("That button belongs to a round in another channel: press My words under the round's results there.")
		}
		return f.p.Sprintf("That button belongs to a round in another channel.")
	},
	game.CodeRoundNotOver: func(f facts) string {
		return f.p.Sprintf("That round isn't over yet: your words show here once its results are posted.")
	},
	game.CodeNoWordsTyped: func(f facts) string {
		read := readNothing(f.p, f.str("input"))
		switch f.str("doing") {
		case "practise":
			return f.p.Sprintf("%sWhich words? For example `/guess words:quilts relic slur`. You're practising %s: `/daily day:%s` shows its board, `/daily` goes back to today's.", read, DayName(f.p, f.day("day")), f.day("day"))
		case "round":
			return f.p.Sprintf("%sWhich words? Type them separated by spaces, for example `/guess quilts relic slur`.", read)
		}
		return f.p.Sprintf("%sWhich words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.", read)
	},
	game.CodeHintPractising: func(f facts) string {
		return f.p.Sprintf("You're practising %s, and hints are for today's board and live rounds only: a hint now would count on today's score. `/daily` goes back to today's board; then `/hint` helps there.", DayName(f.p, f.day("day")))
	},
	game.CodeLeaderboardName: func(f facts) string {
		return f.p.Sprintf("There is no `%s` leaderboard: choose `season`, `today`, `week`, `all`, `rounds`, or a past season written YYYY-MM.", f.q("typed", 20))
	},
	game.CodeSeasonFormat: func(f facts) string {
		return f.p.Sprintf("I can't read the season `%s`: a season is a month, written YYYY-MM, like `2026-11`.", f.q("typed", 20))
	},
	game.CodeSeasonAhead: func(f facts) string {
		return f.p.Sprintf("The season `%s` hasn't happened yet: this season is %s. `/leaderboard season` shows its race.", f.q("typed", 20), SeasonNamed(f.p, f.str("current")))
	},

	// /daily setup, /daily share, /privacy.
	game.CodeSetupDM: func(f facts) string {
		return f.p.Sprintf("Set up the daily challenge in a server channel. In a direct message you play today's board on your own (UTC days), with `/daily` and `/guess`.")
	},
	game.CodeSetupStop: func(f facts) string {
		return f.p.Sprintf("`stop` is `true` or `false`, not `%s`.", f.q("typed", 20))
	},
	game.CodeSetupFreezes: func(f facts) string {
		return f.p.Sprintf("`freezes` is a number of streak freezes from 0 (off) to %d, not `%s`.", f.num("max"), f.q("typed", 20))
	},
	game.CodeSetupSizeTyped: func(f facts) string {
		return f.p.Sprintf("`size` is 4 or 5, not `%s`.", f.q("typed", 20))
	},
	game.CodeShareEnded: func(f facts) string {
		return f.p.Sprintf("That Share button was for %s, and that day has ended: a share is of today's board. `/daily share` shares today's once you have a word; `/daily review %s` looks back at that day.", DayName(f.p, f.day("day")), f.day("day"))
	},
	game.CodePrivacyAction: func(f facts) string {
		if near := f.str("near"); near != "" {
			return f.p.Sprintf("`%s` is not something `/privacy` does: did you mean `/privacy %s`? It does `about`, `export`, `delete` and `delete-server`.", f.typed(), near)
		}
		return f.p.Sprintf("`%s` is not something `/privacy` does: use `about`, `export`, `delete` or `delete-server`. For example `/privacy export`.", f.typed())
	},
	game.CodePrivacyDM: func(f facts) string {
		return f.p.Sprintf("There is no server in a direct message: `/privacy delete` erases your own data.")
	},
	game.CodePrivacyPlayer: func(f facts) string {
		return f.p.Sprintf("That button erases another player's data: only they can press it. Run `/privacy delete` to erase yours.")
	},
	game.CodePrivacyServer: func(f facts) string {
		return f.p.Sprintf("That button erases another server's data: run `/privacy delete-server` in the server you mean.")
	},

	// Channels and admins, as a platform checks them.
	game.CodeChannelInvalid: func(f facts) string {
		return f.p.Sprintf("`%s` is not a channel: pick one from the list Discord offers.", f.typed())
	},
	game.CodeChannelByName: func(f facts) string {
		return f.p.Sprintf("I can't look up Slack channels by name (`%s`). Run `/daily setup` in the channel where the daily posts should go, without `channel:`, or pick the channel with #.", f.typed())
	},
	game.CodeChannelPerms: func(f facts) string {
		return f.p.Sprintf("I can't post boards in %s: I lack these permissions there: %s. Ask a server admin to give bogglebot them in this channel's settings (Permissions), then try again.", f.str("channel"), f.str("missing"))
	},
	game.CodeChannelDM: func(f facts) string {
		return f.p.Sprintf("The daily posts need a channel, not a direct message: run `/daily setup` in the channel where the board should be posted.")
	},
	game.CodeChannelHidden: func(f facts) string {
		return f.p.Sprintf("I can't see %s: if it is private, invite me there with `/invite @bogglebot`, then try again.", f.str("channel"))
	},
	game.CodeChannelUnchecked: func(f facts) string {
		return f.p.Sprintf("I couldn't check with Slack that I can post in %s, so I did nothing. Please try again in a minute.", f.str("channel"))
	},
	game.CodeChannelArchived: func(f facts) string {
		return f.p.Sprintf("%s is archived: choose another channel.", f.str("channel"))
	},
	game.CodeChannelNotMember: func(f facts) string {
		return f.p.Sprintf("I'm not a member of %s, so I can't post boards there. Invite me with `/invite @bogglebot` in that channel, then try again.", f.str("channel"))
	},
	game.CodeBusy: func(f facts) string {
		return f.p.Sprintf("I'm very busy right now. Please try again in a few seconds.")
	},
	game.CodeRestarting: func(f facts) string {
		return f.p.Sprintf("I'm restarting. Please try again in a few seconds.")
	},
	game.CodeUserBusy: func(f facts) string {
		return f.p.Sprintf("You already have %d commands on the way. Wait for them, then try again.", f.num("n"))
	},
	game.CodeAdminUnknown: func(f facts) string {
		return f.p.Sprintf("I couldn't check with Slack whether you administer this workspace, so I didn't change anything. Please try again in a minute.")
	},
}
