package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A problem with a setting never shows the setting's value: a token pasted
// into the wrong variable (DISCORD_APP_ID, a URL, a mode) would be printed
// by config check, by serve's error and in any log that keeps them. It says
// what the value should be, and describes the value given by its shape.

// badValue is the problem with the setting env, whose value v is not what
// it should be: "DISCORD_APP_ID: is not a Discord id: use digits only (the
// has 72 characters: letters, digits and '.'; it looks like a Discord bot
// token, which goes in DISCORD_TOKEN)".
func badValue(env, v, want string) string {
	return fmt.Sprintf("%s: %s (%s)", env, want, shape(v))
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
