package slack

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/internal/replay"
)

// Transports.
const (
	ModeSocket = "socket" // Socket Mode: an outbound websocket, no public URL (the default)
	ModeHTTP   = "http"   // HTTP: Slack POSTs to CommandsPath and InteractivityPath
)

// DefaultAPIURL is Slack's Web API.
const DefaultAPIURL = "https://slack.com/api/"

// Config configures a Slack adapter. The settings come validated (package
// config reads and checks them); New refuses only what it cannot work
// without. Tokens and the signing secret are plain strings here; Config's
// String, GoString and LogValue redact them, so a Config may be printed or
// logged as it is.
type Config struct {
	Bot *bot.Bot
	// Runtime runs the requests; nil means a runtime of Bot's own with the
	// default settings. Several adapters may share one.
	Runtime       *bot.Runtime
	Mode          string // ModeSocket ("" means it) or ModeHTTP
	BotToken      string // xoxb-…, always required
	AppToken      string // xapp-…, required in Socket Mode
	SigningSecret string // required in HTTP mode
	APIURL        string // "" means DefaultAPIURL
	// Admins are the member IDs (SLACK_ADMINS) who may run admin commands
	// (/daily setup) besides the workspace's admins and owners, whom the
	// adapter asks users.info about (admins.go).
	Admins []string

	// MaxBody bounds an HTTP request body (default 256 KiB, as Discord's).
	// Slack's requests are a few kilobytes: a click carries the blocks of
	// its message, a form submission its view. Anyone can send a body
	// with signature headers made up, which is read before it can be
	// checked, so MaxBody times the server's connection cap is memory an
	// attacker can have the server hold.
	MaxBody int64

	// HTTPClient talks to the Web API and to response URLs; nil means a
	// client with a 20-second timeout.
	HTTPClient *http.Client
	// Logger receives the adapter's logs; nil means the bot's logger.
	Logger *slog.Logger
	// Replays, if set, shares the signed requests handled between
	// replicas (the database's store.Replays); each process remembers
	// its own besides.
	Replays replay.Shared
}

// check reports what the adapter cannot work without. The rules a person
// sees (token prefixes, which mode needs which secret) are package config's.
func (c Config) check() error {
	var errs []error
	switch c.mode() {
	case ModeSocket:
		if c.AppToken == "" {
			errs = append(errs, errors.New("Socket Mode needs an app-level token"))
		}
	case ModeHTTP:
		if c.SigningSecret == "" {
			errs = append(errs, errors.New("HTTP mode needs the signing secret"))
		}
	default:
		errs = append(errs, fmt.Errorf("the mode is not %s or %s (not shown: it may be a secret)", ModeSocket, ModeHTTP))
	}
	if c.BotToken == "" {
		errs = append(errs, errors.New("no bot token"))
	}
	if c.APIURL != "" {
		if u, err := url.Parse(c.APIURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, errors.New("the API URL is not an http(s) URL"))
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
	if c.MaxBody <= 0 {
		c.MaxBody = 256 << 10
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
