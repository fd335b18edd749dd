package bot

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
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
	typed = strings.ToLower(strings.TrimSpace(typed))
	if typed == "" {
		return nil
	}
	var prefixed []string
	for _, n := range names {
		if len(typed) >= 2 && strings.HasPrefix(n, typed) && n != typed {
			prefixed = append(prefixed, n)
		}
	}
	if len(prefixed) > 0 {
		slices.Sort(prefixed)
		return slices.Compact(prefixed)
	}
	limit := 1
	runes := utf8.RuneCountInString(typed)
	if runes > 4 {
		limit = maxDist
	}
	var best []string
	for _, n := range names {
		if abs(runes-utf8.RuneCountInString(n)) > limit {
			continue // farther than limit: skip the table (typed may be long)
		}
		switch d := editDistance(typed, n); {
		case d > limit || d == 0:
		case d < limit:
			limit, best = d, []string{n}
		default:
			best = append(best, n)
		}
	}
	slices.Sort(best)
	return slices.Compact(best)
}

// didYouMean is " Did you mean `/solve`?" (or "`/solve` or `/stats`") for a
// mistyped command name, or "" when none of the names is within maxDist
// edits (see Suggest).
func didYouMean(typed string, names []string, maxDist int) string {
	near := suggest(typed, names, maxDist)
	if len(near) == 0 || len(near) > 3 {
		return ""
	}
	for i, n := range near {
		near[i] = "`/" + n + "`"
	}
	return fmt.Sprintf(" Did you mean %s?", orList(near))
}

// unknownCommand is the reply to a command that is none of names, with a
// suggestion when one is close.
func unknownCommand(name string, names []string) string {
	return fmt.Sprintf("I don't know the command `/%s`.%s Type `/help` to see what I can do.", clip(name, 32), didYouMean(name, names, 2))
}

// orList joins items as "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// editDistance is the optimal string alignment distance between a and b,
// by runes: the fewest insertions, deletions, substitutions and swaps of
// two neighbours that turn one into the other. Names are short; so is this.
func editDistance(a, b string) int {
	s, t := []rune(a), []rune(b)
	// Three rows of the table: two back (for swaps), one back, this one.
	prev2, prev, cur := make([]int, len(t)+1), make([]int, len(t)+1), make([]int, len(t)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(s); i++ {
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			cost := 1
			if s[i-1] == t[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && s[i-1] == t[j-2] && s[i-2] == t[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(t)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
