package bot

import (
	isuggest "github.com/bogglebot/bogglebot/internal/suggest"
)

// Suggest returns the names closest to typed, a mistyped name: those that
// typed is a prefix of ("solv" for solve), or else those within a small
// edit distance (letters added, dropped, changed or swapped: "slove",
// "sovle", "sollve"), at most 1 for names typed in 4 letters or fewer and 2
// for longer ones. Only the closest are returned, sorted; nil when none is
// close enough to be a likely slip. Case is ignored.
func Suggest(typed string, names []string) []string {
	return suggest(typed, names, 2)
}

// suggest is Suggest with at most maxDist edits for names longer than 4.
func suggest(typed string, names []string, maxDist int) []string {
	return isuggest.Names(typed, names, maxDist)
}
