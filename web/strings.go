package web

import (
	"maps"
	"strings"
)

// Strings are every word the page shows that the server does not send
// with an answer (those are i18n's, the same as chat's): the HTML's
// labels and the script's messages, in English, by key. It is the one
// table a translation of the page replaces: Config.PageStrings gives a
// language's, key by key (a key it lacks stays English).
//
// A value marks what the page fills in with {name}. A key the page
// counts with has variants "key.one", "key.other" (and "key.few",
// "key.many", ... as a language needs): the page picks one by its
// language's CLDR plural rule (the browser's Intl.PluralRules), so a
// language with more plural forms than English only adds keys.
//
// The page reads the table from a <script type="application/json"
// id="strings"> element in it (data, not script: the CSP allows no
// inline script); the HTML template takes its labels from it too.
var Strings = map[string]string{
	"page.loading":      "Loading the board…",
	"fail.title":        "Can't show the board",
	"load.fail":         "Can't reach the bot. Reload the page to try again.",
	"net.unreachable":   "Can't reach the bot. Try again.",
	"net.retrying":      "Can't reach the bot; trying again…",
	"net.unreadable":    "The bot sent an answer the page cannot read.",
	"net.lost":          "Lost the connection to the bot: reconnecting…",
	"net.reconnecting":  "Can't reach the bot: reconnecting…",
	"net.back":          "Reconnected.",
	"net.back.over":     "Reconnected: the round is over.",
	"stats.label":       "Score",
	"stat.points.one":   "point",
	"stat.points.other": "points",
	// A time left of an hour or more: {h} hours, {m} minutes (two digits).
	"clock.hm": "{h}h{m}",
	// A live round's mode, in its title.
	"mode.classic":       "classic",
	"mode.all":           "every word scores",
	"stat.words":         "words",
	"stat.of":            "of {n}",
	"stat.all":           "words ({n} in all)",
	"stat.rank":          "rank",
	"stat.players.one":   "player",
	"stat.players.other": "players",
	"stat.left":          "left",
	"stat.time":          "time",
	"stat.practice":      "practice",
	"clock.over":         "over",
	"clock.ended":        "ended",
	"clock.none":         "–",
	"who":                "Playing as {name}",
	"who.hints.one":      "Playing as {name} · {n} hint",
	"who.hints.other":    "Playing as {name} · {n} hints",
	"board.label":        "Board: drag across the tiles, tap them one by one, or type. With the keyboard: arrow keys move, Space takes a tile, Backspace takes it back, Enter sends the word",
	"tile.label":         "{letter}, row {row}, column {col}",
	"tile.blank":         "blank",
	"tile.heat.one":      "{n} word starts here",
	"tile.heat.other":    "{n} words start here",
	"tile.step":          "step {n} of the hint",
	"word.label":         "Type a word",
	"word.placeholder":   "Word",
	"btn.enter":          "Enter",
	"btn.clear":          "Clear",
	"btn.clear.label":    "Clear the word",
	"btn.hint":           "Hint",
	"btn.hint.label":     "Get a hint",
	"btn.turn":           "↻",
	"btn.turn.label":     "Turn the board a quarter turn (the words stay the same)",
	"turned":             "Board turned a quarter: the words are the same.",
	"help":               "Words need {n}+ letters, through touching tiles (diagonals too), each tile once.",
	"help.cancel":        "Words two players find cancel at the end.",
	"new.word":           "New word from {letter}: that tile is not next to the last one.",
	"verdict":            "{word}: {verdict}",
	"verdict.accepted":   "{word} +{n}",
	// The server's verdicts, by name (game.Verdict's String).
	"v.already found":         "already found",
	"v.not in the dictionary": "not in the dictionary",
	"v.too short":             "too short",
	"v.not on the board":      "not on the board",
	"v.not a word":            "not a word",
	"v.undecided":             "undecided",
	"v.revealed by a hint":    "revealed by a hint",
	"found.title":             "Your words",
	"found.none":              "None yet: drag across the tiles to find one.",
	"found.over":              "No words.",
	"hint.title":              "Hint",
	"hint.done":               "You've found every word: there is nothing left to hint.",
	"hint.table.one":          "{n} word left, by first letter and length:",
	"hint.table.other":        "{n} words left, by first letter and length:",
	"hint.heat.one":           "{n} word left. The numbers on the tiles: how many can start there.",
	"hint.heat.other":         "{n} words left. The numbers on the tiles: how many can start there.",
	"hint.word":               "A word of {n} letters starting with {prefix}. It scores nothing now.",
	"hint.path":               "A word of {n} letters starting with {prefix}. Its tiles are ringed and numbered on the board, in order. It scores nothing now.",
	"results.title":           "Results",
	"btn.feel.label":          "Sound and vibration",
	"btn.feel.on":             "🔊",
	"btn.feel.off":            "🔇",
	"btn.hint.confirm":        "Take a hint?",
	"hint.ask":                "A hint shows on the leaderboard beside your score: tap again to take it.",
	"end.kept":                "words kept",
	"end.day":                 "The day is over · {day}",
	"end.round":               "The round is over",
	"end.missed":              "Best words you missed: tap one to see it on the board",
	"end.round.share.one":     "{n} point · rank {rank} of {players}",
	"end.round.share.other":   "{n} points · rank {rank} of {players}",
	"share.share":             "Share",
	"share.failed":            "Can't copy here: select the text and copy it.",
	"results.cancelled.title": "Cancelled (found by two or more): tap one to see it",
	"results.missed.title":    "Best words nobody found ({n} on the board): tap one to see it",
	"results.words":           "Words of {name}",
	"results.winner":          "🏆 {name} won the round!",
	"results.youwin":          "🏆 You won the round!",
	"results.yours.n.one":     "You: {n} point, rank {rank} of {players}",
	"results.yours.n.other":   "You: {n} points, rank {rank} of {players}",
	"cheer.queen":             "👑 Queen Bee: every point on the board!",
	"toast.rank":              "🐝 {level}!",
	"bar.found.one":           "{n} word: {words}",
	"bar.found.other":         "{n} words: {words}",
	"results.nobody":          "Nobody found a word.",
	"results.yours.none":      "Your scoring words: none",
	"standing.one":            "{name}: {n} point",
	"standing.other":          "{name}: {n} points",
	"standing.hints.one":      " · {n} hint",
	"standing.hints.other":    " · {n} hints",
	"standing.nowords.one":    "{name}: took {n} hint, no words",
	"standing.nowords.other":  "{name}: took {n} hints, no words",
	"standing.winner":         "winner",
	"word.cancelled":          " cancelled",
	"word.cancelled.title":    "cancelled: found by two or more",
	"round.timeup":            "Time's up! Waiting for the results…",
	"round.over":              "The round is over.",
	"round.you.one":           "The round is over. You scored {n} point.",
	"round.you.other":         "The round is over. You scored {n} points.",
	"round.won.one":           "The round is over. You scored {n} point and won.",
	"round.won.other":         "The round is over. You scored {n} points and won.",
	"day.title":               "Your day",
	"level.next.one":          "🐝 {level} · {n} more point to {next}",
	"level.next.other":        "🐝 {level} · {n} more points to {next}",
	"level.top":               "🐝 {level}: every point on the board!",
	"level.value":             "{n} of {max} points: {level}",
	"next.board":              "Next board in {time}.",
	"next.today":              "Today's board is on {daily}.",
	"share.copy":              "Copy share text",
	"share.copied":            "Share text copied: paste it anywhere.",
	"share.select":            "Selected: copy it with your device's copy.",
	"btn.yesterday":           "Yesterday's words",
	"review.day":              "Your words on {day}",
	"review.yesterday":        "Yesterday, {day}",
	"review.mine.one":         "You found {n} of {possible} ({points} points)",
	"review.mine.other":       "You found {n} of {possible} ({points} points)",
	"review.none":             "You found none of its {possible} words.",
	"review.missed":           "Best you missed: tap one to see it on the board",
	"review.nomiss":           "You missed nothing.",
	"review.board":            "The board of {day}",
	"review.traced":           "{word}, traced on the board of {day}",
	"toast.place":             "You're now #{rank} of {players}",
	"btn.practise":            "Practise this board",
	"btn.practise.yesterday":  "Practise yesterday's board",
	"btn.today":               "Back to the day's board",
	"practice.note":           "Practice: your words here never count on the leaderboard.",
	"act.outside.title":       "This board opens inside Discord",
	"act.signin.title":        "Can't sign you in",
	"act.outside":             "It is a Discord Activity: open it with the Play in Discord button under {daily} or a round. Or play in chat: ",
	"act.signin":              "Discord did not let the board sign you in. Close the Activity and open it again, or play in chat: ",
	"act.daily":               " shows today's board and ",
	"act.guess":               " takes your words. ",
	"act.open":                "Open Discord",
	// The daily page's reminder (as /remind sets it) and the daily post's
	// role (as its buttons join it).
	"remind.title":       "Reminder to play",
	"remind.time":        "Time",
	"remind.zone":        "Timezone",
	"remind.zone.server": "{zone} (the server's)",
	"remind.zone.yours":  "{zone} (this device's)",
	"remind.on":          "Remind me",
	"remind.save":        "Save",
	"remind.off":         "Turn off",
	"remind.saving":      "Saving…",
	"role.title":         "Pings",
	"role.text":          "The daily board's post pings a role: join it to be pinged each morning.",
	"role.join":          "Ping me for the daily board",
	"role.leave":         "Stop the pings",
}

// pageStrings is Strings with a translation's keys over it (a key
// Strings lacks is dropped, unless it is a plural form of a counted key:
// "key.few" where Strings has "key.other"; an empty value stays English).
func pageStrings(tr map[string]string) map[string]string {
	out := maps.Clone(Strings)
	for k, v := range tr {
		if _, ok := Strings[k]; (ok || PluralForm(k)) && strings.TrimSpace(v) != "" {
			out[k] = v
		}
	}
	// The commands the page names, by their English names: the Activity
	// (page) and a Discord player's State put the names their language's
	// Discord shows over them.
	for _, name := range pageCommands {
		out["cmd."+name] = "/" + name
	}
	return out
}

// pluralForms are CLDR's plural categories English has no key for.
var pluralForms = []string{".zero", ".two", ".few", ".many"}

// PluralForm reports whether key is a plural form English does not use
// ("hint.table.few", "standing.many") of a key the page counts with
// (Strings has "hint.table.other"): Russian and Polish add few and many.
func PluralForm(key string) bool {
	for _, f := range pluralForms {
		if base, ok := strings.CutSuffix(key, f); ok {
			_, counted := Strings[base+".other"]
			return counted
		}
	}
	return false
}
