package slack

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/bot"
)

// Transports.
const (
	ModeSocket = "socket" // Socket Mode: an outbound websocket, no public URL (the default)
	ModeHTTP   = "http"   // HTTP: Slack POSTs to CommandsPath and InteractivityPath
)

// The environment variables the settings come from, named in validation
// errors so that an operator knows what to fix.
const (
	EnvBotToken      = "SLACK_BOT_TOKEN"
	EnvAppToken      = "SLACK_APP_TOKEN"
	EnvSigningSecret = "SLACK_SIGNING_SECRET"
	EnvMode          = "SLACK_MODE"
	EnvAPIURL        = "SLACK_API_URL"
)

// DefaultAPIURL is Slack's Web API.
const DefaultAPIURL = "https://slack.com/api/"

// Config configures a Slack adapter. Tokens and the signing secret are
// plain strings here; Config's String, GoString and LogValue redact them, so
// a Config may be printed or logged as it is.
type Config struct {
	Bot           *bot.Bot
	Mode          string // ModeSocket ("" means it) or ModeHTTP: SLACK_MODE
	BotToken      string // xoxb-…: SLACK_BOT_TOKEN, always required
	AppToken      string // xapp-…: SLACK_APP_TOKEN, required in Socket Mode
	SigningSecret string // SLACK_SIGNING_SECRET, required in HTTP mode
	APIURL        string // SLACK_API_URL; "" means DefaultAPIURL
	// Admins are the member IDs (SLACK_ADMINS) who may run admin commands
	// (/daily setup). Slack does not say whether a slash command's sender
	// is a workspace admin, so with no list everyone may.
	Admins []string

	// Workers bounds the requests worked on at once (default 4 x
	// GOMAXPROCS) and Queue the requests waiting for a worker (default 64 x
	// Workers); beyond that, requests are acknowledged with a "busy" note
	// instead of queueing without bound.
	Workers, Queue int
	// Timeout bounds one request's work and delivery, queueing included
	// (default 30s).
	Timeout time.Duration
	// MaxBody bounds an HTTP request body (default 1 MiB).
	MaxBody int64

	// HTTPClient talks to the Web API and to response URLs; nil means a
	// client with a 20-second timeout.
	HTTPClient *http.Client
	// Logger receives the adapter's logs; nil means the bot's logger.
	Logger *slog.Logger
}

// Validate reports every problem with c at once, each naming its
// environment variable. It never quotes a token or the secret.
func (c Config) Validate() error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	mode := c.mode()
	switch mode {
	case ModeSocket, ModeHTTP:
	default:
		bad("%s: %q is not %s or %s", EnvMode, c.Mode, ModeSocket, ModeHTTP)
	}
	checkToken := func(env, value, prefix, what string) {
		switch {
		case value == "":
			bad("%s: required (%s, starting %s)", env, what, prefix)
		case !strings.HasPrefix(value, prefix):
			bad("%s: does not start with %s (use %s)", env, prefix, what)
		case strings.ContainsAny(value, " \t\r\n"):
			bad("%s: contains spaces; paste the token alone", env)
		}
	}
	checkToken(EnvBotToken, c.BotToken, "xoxb-", "the Bot User OAuth Token from OAuth & Permissions")
	if mode == ModeSocket {
		checkToken(EnvAppToken, c.AppToken, "xapp-", "an App-Level Token with the connections:write scope, from Basic Information")
	}
	if mode == ModeHTTP {
		switch {
		case c.SigningSecret == "":
			bad("%s: required when %s=http (the Signing Secret from Basic Information)", EnvSigningSecret, EnvMode)
		case strings.ContainsAny(c.SigningSecret, " \t\r\n"):
			bad("%s: contains spaces; paste the secret alone", EnvSigningSecret)
		}
	}
	if c.APIURL != "" {
		u, err := url.Parse(c.APIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			bad("%s: %q is not an http(s) URL such as %s", EnvAPIURL, c.APIURL, DefaultAPIURL)
		}
	}
	return errors.Join(errs...)
}

func (c Config) mode() string {
	if c.Mode == "" {
		return ModeSocket
	}
	return strings.ToLower(c.Mode)
}

// withDefaults fills in the zero settings.
func (c Config) withDefaults() Config {
	c.Mode = c.mode()
	if c.APIURL == "" {
		c.APIURL = DefaultAPIURL
	}
	if !strings.HasSuffix(c.APIURL, "/") {
		c.APIURL += "/"
	}
	if c.Workers <= 0 {
		c.Workers = 4 * runtime.GOMAXPROCS(0)
	}
	if c.Queue <= 0 {
		c.Queue = 64 * c.Workers
	}
	if c.Timeout <= 0 {
		c.Timeout = 30 * time.Second
	}
	if c.MaxBody <= 0 {
		c.MaxBody = 1 << 20
	}
	if c.HTTPClient == nil {
		c.HTTPClient = &http.Client{Timeout: 20 * time.Second}
	}
	return c
}

func redact(s string) string {
	if s == "" {
		return ""
	}
	return "[redacted]"
}

// String describes c with its secrets redacted.
func (c Config) String() string {
	return fmt.Sprintf("slack{mode=%s bot_token=%s app_token=%s signing_secret=%s api_url=%s}",
		c.mode(), redact(c.BotToken), redact(c.AppToken), redact(c.SigningSecret), c.APIURL)
}

// GoString redacts %#v too.
func (c Config) GoString() string { return c.String() }

// LogValue logs c as a group with its secrets redacted.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(slog.String("mode", c.mode()), slog.String("bot_token", redact(c.BotToken)),
		slog.String("app_token", redact(c.AppToken)), slog.String("signing_secret", redact(c.SigningSecret)),
		slog.String("api_url", c.APIURL))
}
