// Package suggest finds the names a mistyped name was most likely meant to
// be: the commands of the bot and of the command line, the settings of a
// config file. It is safe for concurrent use.
package suggest

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Names returns the names closest to typed, a mistyped name: those that
// typed is a prefix of ("solv" for solve), or else those within a small
// edit distance (letters added, dropped, changed or swapped: "slove",
// "sovle", "sollve"), at most 1 for names typed in 4 letters or fewer and
// maxDist for longer ones. Only the closest are returned, sorted; nil when
// none is close enough to be a likely slip. typed is lowercased; names are
// compared as they are.
func Names(typed string, names []string, maxDist int) []string {
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
		if d := runes - utf8.RuneCountInString(n); d > limit || -d > limit {
			continue // farther than limit: skip the table (typed may be long)
		}
		switch d := Distance(typed, n); {
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

// Distance is the optimal string alignment distance between a and b,
// by runes: the fewest insertions, deletions, substitutions and swaps of
// two neighbours that turn one into the other. Names are short; so is this.
func Distance(a, b string) int {
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
