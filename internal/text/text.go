// Package text holds the small string helpers every package writes the
// same way: cutting a string to a length without splitting a character.
// Its functions keep no state and are safe for concurrent use.
package text

import "unicode/utf8"

// Cut shortens s to at most n bytes without splitting a character.
func Cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
