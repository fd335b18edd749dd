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

// didYouMean is " Did you mean `/solve`?" (or "`/solve` or `/stats`") for a
// mistyped command name, or "" when none of the names is within maxDist
// edits (see Suggest).
func didYouMean(typed string, names []string, maxDist int) Phrase {
	near := suggest(typed, names, maxDist)
	for i, n := range near {
		near[i] = "`/" + n + "`"
	}
	switch len(near) {
	case 1:
		return Phrasef(" Did you mean %s?", near[0])
	case 2:
		return Phrasef(" Did you mean %s or %s?", near[0], near[1])
	case 3:
		return Phrasef(" Did you mean %s, %s or %s?", near[0], near[1], near[2])
	}
	return Phrase{}
}

// unknownCommand is the reply to a command that is none of names, with a
// suggestion when one is close.
func unknownCommand(name string, names []string) Phrase {
	return Phrasef("I don't know the command `/%s`.%s Type `/help` to see what I can do.", clip(name, 32), didYouMean(name, names, 2))
}
