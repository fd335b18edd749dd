package i18n

// english holds only what the English format strings cannot say alone:
// the forms of a plural. Every other key prints as it is written.
var english = Messages{
	// Dictionary tiers' names inside a sentence (TierName): "the %s dictionary".
	"dictionary tier: common":   "common",
	"dictionary tier: standard": "standard",
	"dictionary tier: large":    "large",

	"%d seconds": Plural{One: "%d second", Other: "%d seconds"},
	"%d minutes": Plural{One: "%d minute", Other: "%d minutes"},

	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Hints have already shown you every word you have left, so there is no new hint (and none is counted). The word: %[2]s. Enter it: it counts as found, for no points.",
		Other: "Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.",
	},

	// Images (package render): headers, legends, labels.
	"%d points":     Plural{One: "%d point", Other: "%d points"},
	"%d pts":        Plural{One: "%d pt", Other: "%d pts"},
	"%d words · %s": Plural{One: "%d word · %s", Other: "%d words · %s"},

	"%d words · %s · %d cancelled": Plural{One: "%d word · %s · %d cancelled", Other: "%d words · %s · %d cancelled"},

	// The daily's share text (challenge.Share.Print) and its score ladder.
	"%d words":                   Plural{One: "%d word", Other: "%d words"},
	"(of %d words on the board)": Plural{One: "(of %d word on the board)", Other: "(of %d words on the board)"},
	"longest %d letters":         Plural{One: "longest %d letter", Other: "longest %d letters"},
	"💡 %d hints":                 Plural{One: "💡 %d hint", Other: "💡 %d hints"},

	// Chat: the runtime's refusals; reviews and practice (bot/review.go).

	"…and %d more words you missed.": Plural{One: "…and %d more word you missed.", Other: "…and %d more words you missed."},

	"You already have %d commands on the way. Wait for them, then try again.": Plural{One: "You already have %d command on the way. Wait for it, then try again.", Other: "You already have %d commands on the way. Wait for them, then try again."},

	// Chat: /daily and /guess (bot/daily.go, bot/shared.go).
	"%d hints":          Plural{One: "%d hint", Other: "%d hints"},
	"%d reminders":      Plural{One: "%d reminder", Other: "%d reminders"},
	" (%d hints taken)": Plural{One: " (%d hint taken)", Other: " (%d hints taken)"},

	"🐝 **%s** · %d more points to %s": Plural{Arg: 2, One: "🐝 **%s** · %d more point to %s", Other: "🐝 **%s** · %d more points to %s"},

	// Chat: /hint (bot/hint.go). "the daily board" follows "on" (German: dative).

	"Hint %d · where your %d words left start": Plural{Arg: 2, One: "Hint %d · where your %d word left starts", Other: "Hint %d · where your %d words left start"},

	// Chat: /leaderboard (the channel's language) and /stats (bot/daily.go).
	"%d days":                    Plural{One: "%d day", Other: "%d days"},
	"%d rounds won of %d played": Plural{One: "%d round won of %d played", Other: "%d rounds won of %d played"},
	"%d rounds":                  Plural{One: "%d round", Other: "%d rounds"},
	"…and %d more players.":      Plural{One: "…and %d more player.", Other: "…and %d more players."},

	// Chat: /privacy (bot/privacy.go).
	"%d daily words":    Plural{One: "%d daily word", Other: "%d daily words"},
	"%d hours":          Plural{One: "%d hour", Other: "%d hours"},
	"%d practice words": Plural{One: "%d practice word", Other: "%d practice words"},
	"%d round words":    Plural{One: "%d round word", Other: "%d round words"},
	"%d servers":        Plural{One: "%d server", Other: "%d servers"},

	// Chat: /solve's buttons (bot/shared.go).
	"All %d words": Plural{One: "All %d word", Other: "All %d words"},

	// A live round's posts, in the round's language.
	"%d players":      Plural{One: "%d player", Other: "%d players"},
	"%d more players": Plural{One: "%d more player", Other: "%d more players"},

	// Why a word is not on a board.
	"the board has %d %s's, and the word needs %d": Plural{One: "the board has one %[2]s, and the word needs %[3]d", Other: "the board has %d %s's, and the word needs %d"},

	// A board that does not parse.
	"the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64.": Plural{One: "the board has %d tile; a square board needs 9, 16, 25, 36, 49 or 64.", Other: "the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64."},

	// Alt texts of the images, dice lines, deals (bot/shared.go, bot/deal.go, bot/review.go, bot/roundkeeper.go, bot/scheduler.go, bot/hint.go).
	"Board %s with the paths of its top %d words":                                       Plural{Arg: 2, Zero: "Board %[1]s", One: "Board %[1]s with the path of its top word", Other: "Board %s with the paths of its top %d words"},
	"The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found": Plural{Arg: 2, One: "The round's board %[1]s with the path of the best of the %[3]d words found", Other: "The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found"},
	"The round's board %s with the paths of the %d words found":                         Plural{Arg: 2, One: "The round's board %[1]s with the path of the one word found", Other: "The round's board %s with the paths of the %d words found"},
	"The round's board %s with the paths of its best %d words, which nobody found":      Plural{Arg: 2, One: "The round's board %[1]s with the path of its best word, which nobody found", Other: "The round's board %s with the paths of its best %d words, which nobody found"},
	"The daily board for %s with the paths of its top %d words":                         Plural{Arg: 2, One: "The daily board for %[1]s with the path of its top word", Other: "The daily board for %s with the paths of its top %d words"},
	"The daily board for %s with the paths of the best %d words nobody found":           Plural{Arg: 2, One: "The daily board for %[1]s with the path of the best word nobody found", Other: "The daily board for %s with the paths of the best %d words nobody found"},
	"your %d best words":           Plural{One: "your best word", Other: "your %d best words"},
	"the %d best words you missed": Plural{One: "the best word you missed", Other: "the %d best words you missed"},
	"Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s": Plural{Arg: 2, One: "Heat map of the board %[1]s: where your last word left can start, tile by tile, row by row: %[3]s", Other: "Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s"},
}
