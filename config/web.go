package config

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"
)

// The web board's variables (issue 17; docs/web.md).
const (
	EnvPublicURL           = "BOGGLEBOT_PUBLIC_URL"
	EnvWebSecret           = "BOGGLEBOT_WEB_SECRET"
	EnvDiscordClientSecret = "DISCORD_CLIENT_SECRET"
)

// MinWebSecret is the fewest characters BOGGLEBOT_WEB_SECRET may have: the
// links are signed with HMAC-SHA256, whose key should hold at least 32 bytes
// of randomness (`openssl rand -hex 32` gives 64 characters).
const MinWebSecret = 32

// Web configures the web board: the page players reach through signed
// links, and the Discord Activity. It is on when both PublicURL and
// Secret are set.
type Web struct {
	// PublicURL (BOGGLEBOT_PUBLIC_URL) is the address players reach serve
	// at, such as https://boggle.example.org; links are built on it. It is
	// not a secret and has no trailing slash.
	PublicURL string
	// Secret (BOGGLEBOT_WEB_SECRET) signs the links and the session
	// cookies; every replica must share it.
	Secret Secret
	// ClientSecret (DISCORD_CLIENT_SECRET, from the Discord application's
	// OAuth2 page) lets the server exchange an Activity's authorization
	// code for the player's identity. Without it there is no Activity.
	ClientSecret Secret
}

// Enabled reports whether the web board is served and its buttons shown.
func (w Web) Enabled() bool { return w.PublicURL != "" && w.Secret != "" }

// Status says, in a line for config check and the start log, whether the
// web board is on and, if not, what is missing. It never shows a secret.
func (w Web) Status() string {
	switch {
	case w.Enabled() && w.ClientSecret != "":
		return "web board on at " + w.PublicURL + " (with the Discord Activity)"
	case w.Enabled():
		return "web board on at " + w.PublicURL + " (no Discord Activity: " + EnvDiscordClientSecret + " is not set)"
	}
	return "web board off: set " + EnvPublicURL + " (the address players reach this server at) and " + EnvWebSecret + " (signs the links) to show the Play on the board button"
}

func (w Web) String() string {
	return fmt.Sprintf("web{public_url=%s secret=%s client_secret=%s}", w.PublicURL, w.Secret, w.ClientSecret)
}

// LogValue logs the web settings, secrets redacted.
func (w Web) LogValue() slog.Value {
	return slog.GroupValue(slog.String("public_url", w.PublicURL), slog.String("secret", w.Secret.String()),
		slog.String("client_secret", w.ClientSecret.String()))
}

// readWeb reads and checks the web board's variables into w, returning a
// problem per missing or malformed one. It never quotes a secret; the
// public URL is quoted only when it parses as an http(s) URL.
func readWeb(get func(string) string, w *Web) Problems {
	var p Problems
	raw := get(EnvPublicURL)
	w.Secret = Secret(get(EnvWebSecret))
	w.ClientSecret = Secret(get(EnvDiscordClientSecret))
	if raw != "" {
		u, err := url.Parse(raw)
		switch {
		case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Opaque != "":
			p = append(p, badValue(EnvPublicURL, raw, "is not an http(s) address such as https://boggle.example.org"))
		case u.User != nil || u.RawQuery != "" || u.Fragment != "":
			p = append(p, EnvPublicURL+": give the address alone, without a user name, ?query or #fragment, such as https://boggle.example.org")
		default:
			w.PublicURL = strings.TrimRight(u.String(), "/")
		}
	}
	s := w.Secret.Reveal()
	switch {
	case raw != "" && s == "":
		p = append(p, EnvWebSecret+": required when "+EnvPublicURL+" is set: it signs the players' links; generate one with `openssl rand -hex 32` and give every replica the same")
	case s != "" && raw == "":
		p = append(p, EnvPublicURL+": required when "+EnvWebSecret+" is set: the address players reach this server at, such as https://boggle.example.org")
	}
	if s != "" && len(s) < MinWebSecret { // named with the missing address too: every problem at once
		p = append(p, fmt.Sprintf("%s: too short to sign links safely: it has %d characters, and needs at least %d; generate one with `openssl rand -hex 32`", EnvWebSecret, len(s), MinWebSecret))
		w.Secret = ""
	}
	if w.ClientSecret != "" && strings.ContainsAny(w.ClientSecret.Reveal(), " \t\r\n") {
		p = append(p, EnvDiscordClientSecret+": contains spaces; paste the client secret alone")
		w.ClientSecret = ""
	}
	if len(p) > 0 {
		w.PublicURL = ""
	}
	return p
}
