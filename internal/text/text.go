// Package text holds the small string helpers every package writes the
// same way: cutting a string to a length without splitting a character,
// quoting what was typed, counting with a plural, telling a Discord id.
// Its functions keep no state and are safe for concurrent use.
package text

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

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

// Clip shortens s to at most n bytes, between two characters, marking the
// cut with "…": what a player typed, quoted back without flooding a reply.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return Cut(s, n) + "…"
}

// Quote is what a player typed, made safe to echo inside a code span
// ("You typed `%s`") or next to the bot's own words, then clipped as Clip
// does. Typed text must never become markup: a backtick would close the
// span and let what follows render (a masked link "[free](https://…)"), a
// line break would end it, a slash could be read as one of the bot's
// commands and turned into a clickable command mention (Discord), and
// "<@U123>" or "<!channel>" is a mention Slack's mrkdwn keeps. So a
// backtick becomes ˋ (U+02CB, which looks the same), a line break or tab a
// space, and a word joiner (U+2060, invisible) follows each "<" and comes
// before each "/". Every echo of typed text in a reply goes through it.
//
// The controls that set the direction of the text after them (U+202A to
// U+202E, the isolates U+2066 to U+2069, the right-to-left and Arabic
// letter marks) are dropped (DropBidi): a right-to-left override typed in
// a word would turn the rest of the bot's line around.
func Quote(s string, n int) string {
	s = DropBidi(s)
	if strings.ContainsAny(s, "`\r\n\t</") {
		s = quoter.Replace(s)
		s = commandLike.ReplaceAllString(s, "$1\u2060/$2")
	}
	return Clip(s, n)
}

var (
	quoter = strings.NewReplacer("`", "\u02cb", "\r\n", " ", "\r", " ", "\n", " ", "\t", " ", "<", "<\u2060")
	// commandLike is a slash where a command's name could start: at the
	// start or after a space or an opening bracket or quote, before a
	// letter ("/daily"; not "14/07/2026", "Europe/Paris", "https://").
	commandLike = regexp.MustCompile(`(^|[\s(«“"'\x{02cb}])/([a-zA-Z])`)
)

// Plural is n and its unit, the unit with an s unless n is 1: "1 word",
// "3 words".
func Plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// Coarse is a duration as a countdown says it: "5h 12m", "12m", "under a
// minute".
func Coarse(d time.Duration) string {
	m := int(d.Minutes())
	switch {
	case m < 1:
		return "under a minute"
	case m < 60:
		return strconv.Itoa(m) + "m"
	}
	return fmt.Sprintf("%dh %02dm", m/60, m%60)
}

// Snowflake reports whether s is a Discord id: 1 to 20 digits.
func Snowflake(s string) bool {
	return s != "" && len(s) <= 20 && strings.Trim(s, "0123456789") == ""
}

// DropBidi removes from s the controls of the Unicode bidirectional
// algorithm that change the direction of the text around them: the
// embeddings and overrides (U+202A to U+202E), the isolates (U+2066 to
// U+2069), and the right-to-left and Arabic letter marks (U+200F, U+061C).
// In a player's name or a typed word echoed in the bot's line, a
// right-to-left override reverses what follows ("12 points" shows as
// "stniop 21"). The left-to-right mark, which the bot sets after
// right-to-left words to keep numbers on their right, stays.
func DropBidi(s string) string {
	if strings.IndexFunc(s, bidiControl) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if bidiControl(r) {
			return -1
		}
		return r
	}, s)
}

func bidiControl(r rune) bool {
	return r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069' || r == '\u200f' || r == '\u061c'
}
