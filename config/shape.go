package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/internal/suggest"
)

// A problem with a setting shows the value given when it is no secret (a
// mode, an address, a file name: DISCORD_MODE=htp is shown, "htp"), and
// describes a secret's value by its shape without showing it: a token,
// a password in DATABASE_URL, or a token pasted into the wrong variable
// (DISCORD_APP_ID, a URL, a mode), which config check, serve's error and
// any log would otherwise keep.

// badValue is the problem with the setting env, whose value v is not what
// it should be: `DISCORD_MODE: is not gateway or http (you gave "htp")`,
// or for a secret "DISCORD_APP_ID: is not a Discord id: use digits only
// (it has 72 characters: letters, digits and '.'; it looks like a Discord
// bot token, which goes in DISCORD_TOKEN)".
func badValue(env, v, want string) string {
	if shown, ok := showable(env, v); ok {
		return fmt.Sprintf("%s: %s (you gave %s)", env, want, shown)
	}
	return fmt.Sprintf("%s: %s (%s)", env, want, shape(v))
}

// badChoice is badValue for a setting that takes one of choices, with the
// one meant when the value is a slip of it: `DISCORD_MODE: is not gateway
// or http (you gave "htp"; did you mean http?)`.
func badChoice(env, v string, choices ...string) string {
	want := "is not " + orList(choices)
	shown, ok := showable(env, v)
	if !ok {
		return fmt.Sprintf("%s: %s (%s)", env, want, shape(v))
	}
	if near := suggest.Names(strings.ToLower(strings.TrimSpace(v)), choices, 2); len(near) > 0 {
		return fmt.Sprintf("%s: %s (you gave %s; did you mean %s?)", env, want, shown, orList(near))
	}
	return fmt.Sprintf("%s: %s (you gave %s)", env, want, shown)
}

// showable quotes v, the value of env, if it may be shown: env is no
// secret's setting, and v looks like no secret, holds no password (a
// URL's user:password@) and is short enough to read.
func showable(env, v string) (string, bool) {
	for _, s := range []string{"TOKEN", "SECRET", "PASSWORD", "DATABASE_URL", "KEY", "API_URL"} {
		if strings.Contains(env, s) {
			return "", false
		}
	}
	if kind, _ := secretKind(v); kind != "" || strings.Contains(v, "@") || utf8.RuneCountInString(v) > 100 {
		return "", false
	}
	// A long run with no separator an address, a path or a sentence has
	// may be a token of a kind secretKind does not know.
	if utf8.RuneCountInString(v) >= 20 && !strings.ContainsAny(v, ":/ ") {
		return "", false
	}
	return strconv.Quote(v), true
}

// shape describes v without showing it: its length, the kinds of character
// in it, and what kind of secret it looks like, if any.
func shape(v string) string { return shapeOf("it", v) }

// shapeOf is shape for a value called what: "the name has 3 characters".
func shapeOf(what, v string) string {
	var letters, digits, spaces bool
	var others []string
	for _, r := range v {
		switch {
		case unicode.IsLetter(r):
			letters = true
		case unicode.IsDigit(r):
			digits = true
		case unicode.IsSpace(r):
			spaces = true
		default:
			q := strconv.QuoteRune(r)
			if len(others) <= 4 && !slices.Contains(others, q) {
				others = append(others, q)
			}
		}
	}
	var kinds []string
	if letters {
		kinds = append(kinds, "letters")
	}
	if digits {
		kinds = append(kinds, "digits")
	}
	if spaces {
		kinds = append(kinds, "spaces")
	}
	if len(others) > 4 {
		others = append(others[:4], "other symbols")
	}
	kinds = append(kinds, others...)
	n := utf8.RuneCountInString(v)
	s := fmt.Sprintf("%s has %d characters", what, n)
	if n == 1 {
		s = what + " has 1 character"
	}
	if len(kinds) > 0 {
		s += ": " + andList(kinds)
	}
	if kind, home := secretKind(v); kind != "" {
		s += fmt.Sprintf("; it looks like %s, which goes in %s", kind, home)
	}
	return s
}

// secretKind says what kind of secret v looks like, and the setting it
// belongs in; "" if none.
func secretKind(v string) (kind, home string) {
	switch {
	case strings.HasPrefix(v, "xoxb-"):
		return "a Slack bot token", EnvSlackBotToken
	case strings.HasPrefix(v, "xapp-"):
		return "a Slack app-level token", EnvSlackAppToken
	case strings.HasPrefix(v, "xox"):
		return "a Slack token", EnvSlackBotToken
	case discordToken(v):
		return "a Discord bot token", EnvDiscordToken
	case len(v) == 32 && strings.Trim(v, "0123456789abcdef") == "":
		return "a Slack signing secret", EnvSlackSigningSecret
	}
	return "", ""
}

// discordToken reports whether v has the shape of a Discord bot token:
// three parts of base64url separated by dots, the first one the encoded
// bot id.
func discordToken(v string) bool {
	parts := strings.Split(strings.TrimPrefix(v, "Bot "), ".")
	if len(parts) != 3 || len(parts[0]) < 16 || len(parts[1]) < 4 || len(parts[2]) < 20 {
		return false
	}
	for _, p := range parts {
		for _, r := range p {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
				return false
			}
		}
	}
	return true
}

// andList joins items as "a", "a and b", "a, b and c".
func andList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
