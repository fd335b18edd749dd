// Package config reads and validates bogglebot's settings from the
// environment and an optional YAML or TOML file, and keeps secrets out of logs: a Secret prints, formats,
// marshals and logs as "[redacted]". Only cmd/bogglebot imports it; the
// other packages take plain values.
//
// A Config is a plain value, safe to share between goroutines once built.
package config

import (
	"errors"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"

	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/bogglebot/bogglebot/internal/text"
)

// The environment variables FromEnv reads.
const (
	EnvDiscordToken     = "DISCORD_TOKEN"
	EnvDiscordAppID     = "DISCORD_APP_ID"
	EnvDiscordPublicKey = "DISCORD_PUBLIC_KEY"
	EnvDiscordGuildID   = "DISCORD_GUILD_ID"
	EnvDiscordMode      = "DISCORD_MODE"
	EnvDiscordAPIURL    = "DISCORD_API_URL"
	EnvHTTPAddr         = "BOGGLEBOT_HTTP_ADDR"
	EnvAdminAddr        = "BOGGLEBOT_ADMIN_ADDR"

	EnvDiscordShardID    = "DISCORD_SHARD_ID"
	EnvDiscordShardCount = "DISCORD_SHARD_COUNT"

	EnvConfigFile  = "BOGGLEBOT_CONFIG"
	EnvDatabaseURL = "DATABASE_URL"
	EnvLogFormat   = "BOGGLEBOT_LOG_FORMAT"
	EnvLogLevel    = "BOGGLEBOT_LOG_LEVEL"
	EnvDict        = "BOGGLEBOT_DICT"
	EnvDailySeed   = "BOGGLEBOT_DAILY_SEED"
	// EnvLanguages lists the languages of play players may choose
	// ("en,fr,de", or all, the default); EnvPreloadLanguages (true/false)
	// builds their word lists at start rather than on first use.
	EnvLanguages        = "BOGGLEBOT_LANGUAGES"
	EnvPreloadLanguages = "BOGGLEBOT_PRELOAD_LANGUAGES"

	EnvRetention    = "BOGGLEBOT_RETENTION"
	EnvRemovalGrace = "BOGGLEBOT_REMOVAL_GRACE"
)

// DefaultRemovalGrace is how long a server's data is kept after the app is
// removed from it.
const DefaultRemovalGrace = 30 * 24 * time.Hour

// DefaultDatabaseURL is the SQLite file used when DATABASE_URL is not set.
const DefaultDatabaseURL = "bogglebot.db"

// Discord modes.
const (
	Gateway = "gateway"
	HTTP    = "http"
)

// DefaultHTTPAddr is where the HTTP server listens unless told otherwise.
const DefaultHTTPAddr = ":8080"

// Config is every setting of a running bot.
type Config struct {
	HTTPAddr string // BOGGLEBOT_HTTP_ADDR, host:port
	// AdminAddr (BOGGLEBOT_ADMIN_ADDR, host:port) is where /metrics,
	// /readyz and Go's profiler are served, off the public port, which then
	// keeps only /healthz. Unset, /metrics and /readyz stay on the public
	// port and the profiler is not served at all.
	AdminAddr string
	Database  DatabaseURL // DATABASE_URL: a SQLite file (default bogglebot.db) or postgres:// URL
	// DatabaseSet says DATABASE_URL was given: a database named on
	// purpose must open, where the default file may be unwritable.
	DatabaseSet bool
	LogFormat   string     // BOGGLEBOT_LOG_FORMAT: text (default) or json
	LogLevel    slog.Level // BOGGLEBOT_LOG_LEVEL: debug, info (default), warn or error
	Dict        string     // BOGGLEBOT_DICT: the default dictionary tier (common, standard, large)
	DailySeed   string     // BOGGLEBOT_DAILY_SEED: changes every daily board (default: the built-in seed)
	// Languages (BOGGLEBOT_LANGUAGES) are the codes of the languages of
	// play players may choose, English always among them; nil is all of
	// them (the default). Each costs memory once played: docs/languages.md.
	Languages []string
	// PreloadLanguages (BOGGLEBOT_PRELOAD_LANGUAGES) builds the enabled
	// languages' word lists at start, one after another.
	PreloadLanguages bool
	// Retention (BOGGLEBOT_RETENTION, like 400d) ages out days and finished
	// rounds older than it; 0 (the default) keeps them.
	Retention time.Duration
	// RemovalGrace (BOGGLEBOT_REMOVAL_GRACE, default 30d) is how long a
	// server's data is kept after the app is removed from it.
	RemovalGrace time.Duration
	Discord      Discord
	Slack        Slack
	Web          Web
	Runtime      Runtime // BOGGLEBOT_WORKERS, _QUEUE, _PER_USER, _QUEUE_WAIT, _CONNS_PER_CLIENT, _TRUSTED_PROXIES
}

// A DatabaseURL names the daily challenge's database. It prints with any
// password hidden.
type DatabaseURL string

// IsPostgres reports whether the URL names PostgreSQL: a postgres:// or
// postgresql:// URL, or a libpq key=value string ("host=db user=bot ...").
func (u DatabaseURL) IsPostgres() bool {
	s := string(u)
	if hasPrefixFold(s, "postgres://") || hasPrefixFold(s, "postgresql://") {
		return true
	}
	for _, f := range strings.Fields(s) {
		k, _, ok := strings.Cut(f, "=")
		if ok && (k == "host" || k == "dbname" || k == "user" || k == "password" || k == "port" || k == "sslmode") {
			return true
		}
	}
	return false
}

// Reveal returns the URL with its password, to open the database.
func (u DatabaseURL) Reveal() string { return string(u) }

// String returns the URL with every password redacted: in the user info, a
// password= query parameter or a password= key of a key=value string. A URL
// that cannot be parsed is redacted whole unless it is a plain file path.
func (u DatabaseURL) String() string {
	s := string(u)
	if !strings.Contains(s, "://") {
		if !strings.Contains(strings.ToLower(s), "password") {
			return s // a SQLite path
		}
		return redactKeywords(s)
	}
	p, err := url.Parse(s)
	if err != nil {
		scheme, _, _ := strings.Cut(s, "://")
		return scheme + "://" + redacted
	}
	if _, has := p.User.Password(); has {
		p.User = url.UserPassword(p.User.Username(), redacted)
	}
	q, hidden := p.Query(), false
	for k := range q {
		if secretParam(k) {
			q.Set(k, redacted)
			hidden = true
		}
	}
	if hidden {
		p.RawQuery = q.Encode()
	}
	return strings.Replace(p.String(), url.QueryEscape(redacted), redacted, -1)
}

// redactKeywords hides the secrets of a libpq keyword/value string
// ("host=h password='a b' user=u"): spaces may surround "=", and a value
// may be single-quoted with backslash escapes. A string it cannot read is
// hidden whole.
func redactKeywords(s string) string {
	var out []string
	i := 0
	space := func() {
		for i < len(s) && unicode.IsSpace(rune(s[i])) {
			i++
		}
	}
	for space(); i < len(s); space() {
		start := i
		for i < len(s) && s[i] != '=' && !unicode.IsSpace(rune(s[i])) {
			i++
		}
		key := s[start:i]
		space()
		if key == "" || i == len(s) || s[i] != '=' {
			return redacted
		}
		i++
		space()
		start = i
		if i < len(s) && s[i] == '\'' {
			for i++; i < len(s) && s[i] != '\''; i++ {
				if s[i] == '\\' {
					i++
				}
			}
			if i >= len(s) {
				return redacted // an unclosed quote
			}
			i++
		} else {
			for ; i < len(s) && !unicode.IsSpace(rune(s[i])); i++ {
				if s[i] == '\\' {
					i++
				}
			}
		}
		value := s[start:min(i, len(s))]
		if secretParam(key) {
			value = redacted
		}
		out = append(out, key+"="+value)
	}
	return strings.Join(out, " ")
}

// secretParam reports whether a connection parameter holds a secret:
// password, sslpassword (a client key's passphrase) and the like.
func secretParam(k string) bool { return strings.Contains(strings.ToLower(k), "password") }

// Endpoint is an API base URL (DISCORD_API_URL, SLACK_API_URL), which may
// carry a proxy's user and password. It prints redacted; Reveal gives it
// whole.
type Endpoint string

// Reveal returns the URL whole, to send requests to.
func (e Endpoint) Reveal() string { return string(e) }

// String returns the URL with its user info and any query parameter named
// like a secret redacted; a URL that cannot be parsed is redacted whole.
func (e Endpoint) String() string { return redactAPIURL(string(e)) }

// GoString redacts too, for %#v.
func (e Endpoint) GoString() string { return fmt.Sprintf("%q", e.String()) }

// LogValue redacts in slog output.
func (e Endpoint) LogValue() slog.Value { return slog.StringValue(e.String()) }

// MarshalText redacts in JSON and the like.
func (e Endpoint) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

func redactAPIURL(s string) string {
	if s == "" {
		return s
	}
	p, err := url.Parse(s)
	if err != nil || p.Opaque != "" || (p.User == nil && strings.Contains(s, "@")) {
		return redacted // not a URL we can read, or user info we did not find
	}
	if p.User != nil {
		p.User = url.User(redacted)
	}
	if p.Fragment != "" {
		p.Fragment, p.RawFragment = redacted, ""
	}
	out := p.String()
	if p.RawQuery != "" {
		// Split the query by hand: url's parser drops pairs with ";".
		pairs := strings.FieldsFunc(p.RawQuery, func(r rune) bool { return r == '&' || r == ';' })
		for i, kv := range pairs {
			k, _, _ := strings.Cut(kv, "=")
			if l := strings.ToLower(k); secretParam(l) || strings.Contains(l, "token") || strings.Contains(l, "secret") || strings.Contains(l, "key") || strings.Contains(l, "auth") {
				pairs[i] = k + "=" + redacted
			}
		}
		out = strings.Replace(out, "?"+p.RawQuery, "?"+strings.Join(pairs, "&"), 1)
	}
	for _, esc := range []string{url.PathEscape(redacted), "%5Bredacted%5D"} {
		out = strings.ReplaceAll(out, esc, redacted)
	}
	return out
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

func validPort(port string) bool {
	n, err := strconv.Atoi(port)
	return err == nil && n >= 0 && n <= 65535
}

// LogValue logs the URL with its password hidden.
func (u DatabaseURL) LogValue() slog.Value { return slog.StringValue(u.String()) }

// Discord configures the Discord adapter. It is enabled when any of its
// variables is set.
type Discord struct {
	Token     Secret            // DISCORD_TOKEN, the bot token (without "Bot ")
	AppID     string            // DISCORD_APP_ID
	PublicKey ed25519.PublicKey // DISCORD_PUBLIC_KEY, for HTTP interactions
	GuildID   string            // DISCORD_GUILD_ID: register commands in this guild only
	Mode      string            // DISCORD_MODE: Gateway (default) or HTTP
	APIURL    Endpoint          // DISCORD_API_URL: replaces https://discord.com
	// ShardID and ShardCount (DISCORD_SHARD_ID, DISCORD_SHARD_COUNT) split a
	// gateway bot across processes; ShardCount 0 means one unsharded session.
	ShardID, ShardCount int
}

// Enabled reports whether Discord is configured.
func (d Discord) Enabled() bool { return d.Token != "" || d.AppID != "" || len(d.PublicKey) > 0 }

// A Secret is a credential. It never shows itself in formatted output, JSON
// or logs; Reveal returns it for the one place that needs it.
type Secret string

const redacted = "[redacted]"

// Reveal returns the secret's value.
func (s Secret) Reveal() string { return string(s) }

func (s Secret) String() string {
	if s == "" {
		return ""
	}
	return redacted
}

// GoString redacts %#v too.
func (s Secret) GoString() string { return fmt.Sprintf("%q", s.String()) }

// LogValue redacts the secret in slog output.
func (s Secret) LogValue() slog.Value { return slog.StringValue(s.String()) }

// MarshalText redacts the secret in JSON, YAML and the like.
func (s Secret) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Problems is every reason a configuration is invalid, each naming its
// variable. None shows a setting's value: a secret may have been pasted
// into the wrong one.
type Problems []string

func (p Problems) Error() string {
	return "invalid configuration (secrets are described, never shown):\n  - " + strings.Join(p, "\n  - ")
}

// FromEnv reads the configuration through lookup (os.LookupEnv in main) and
// validates it, reporting every problem at once as Problems. The Config
// returned beside Problems holds no setting that is wrong: a problem's
// value is shown nowhere, in case it is a secret.
func FromEnv(lookup func(string) (string, bool)) (Config, error) {
	get := func(k string) string {
		v, _ := lookup(k)
		return strings.TrimSpace(v)
	}
	var c Config
	var p Problems
	p = append(p, readAddrs(get, &c)...)
	p = append(p, readDatabase(get, &c)...)
	p = append(p, readGame(get, &c)...)
	p = append(p, readDiscord(get, &c.Discord)...)
	p = append(p, readRuntime(get, &c.Runtime)...)
	p = append(p, readShards(get, &c.Discord)...)
	p = append(p, readSlack(get, &c.Slack)...)
	p = append(p, readWeb(get, &c.Web)...)
	if c.Web.ClientSecret != "" && c.Discord.AppID == "" {
		p = append(p, EnvDiscordClientSecret+": the Discord Activity also needs "+EnvDiscordAppID+" (its client id)")
		c.Web = Web{}
	}
	if d := &c.Discord; d.APIURL != "" {
		u, err := url.Parse(d.APIURL.Reveal())
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			p = append(p, badValue(EnvDiscordAPIURL, d.APIURL.Reveal(), "is not an http(s) URL such as https://discord.com"))
			d.APIURL = ""
		}
	}
	if len(p) > 0 {
		return c, p
	}
	return c, nil
}

// readAddrs reads the listeners' addresses: BOGGLEBOT_HTTP_ADDR and
// BOGGLEBOT_ADMIN_ADDR.
func readAddrs(get func(string) string, c *Config) Problems {
	var p Problems
	c.HTTPAddr = get(EnvHTTPAddr)
	if c.HTTPAddr == "" {
		c.HTTPAddr = DefaultHTTPAddr
	} else if _, port, err := net.SplitHostPort(c.HTTPAddr); err != nil || !validPort(port) {
		p = append(p, badValue(EnvHTTPAddr, c.HTTPAddr, "is not host:port with a port from 0 to 65535, such as :8080 or 127.0.0.1:8080"))
		c.HTTPAddr = "" // nor shown in the Config returned with the problems
	}

	if c.AdminAddr = get(EnvAdminAddr); c.AdminAddr != "" {
		if _, port, err := net.SplitHostPort(c.AdminAddr); err != nil || !validPort(port) {
			p = append(p, badValue(EnvAdminAddr, c.AdminAddr, "is not host:port with a port from 0 to 65535, such as 127.0.0.1:9090 or :9090"))
			c.AdminAddr = ""
		} else if c.AdminAddr == c.HTTPAddr && port != "0" {
			p = append(p, EnvAdminAddr+": is the same address as "+EnvHTTPAddr+"; give the admin listener a port of its own (such as :9090), or leave it unset")
			c.AdminAddr = ""
		}
	}
	return p
}

// readDatabase reads DATABASE_URL: a SQLite path (the default file when
// unset) or a postgres:// URL.
func readDatabase(get func(string) string, c *Config) Problems {
	var p Problems
	c.Database = DatabaseURL(get(EnvDatabaseURL))
	c.DatabaseSet = c.Database != ""
	switch db := c.Database.Reveal(); {
	case db == "":
		c.Database = DefaultDatabaseURL
	case strings.Contains(db, "://") && !c.Database.IsPostgres() && !hasPrefixFold(db, "sqlite://") && !hasPrefixFold(db, "file:"):
		if scheme, _, _ := strings.Cut(db, "://"); urlScheme(scheme) {
			p = append(p, fmt.Sprintf("%s: %s:// databases are not supported; use a SQLite file path or a postgres:// URL", EnvDatabaseURL, scheme))
		} else {
			p = append(p, badValue(EnvDatabaseURL, db, "is not a SQLite file path or a postgres:// URL"))
		}
		c.Database = ""
	case !strings.Contains(db, "://") && !c.Database.IsPostgres():
		// A SQLite path, shown by config check and logged by serve: not a
		// token pasted into the wrong variable.
		if kind, _ := secretKind(db); kind != "" {
			p = append(p, badValue(EnvDatabaseURL, db, "is not a SQLite file path or a postgres:// URL"))
			c.Database = ""
		}
	case c.Database.IsPostgres() && strings.Contains(db, "://"):
		if u, err := url.Parse(db); err != nil || u.Host == "" {
			p = append(p, EnvDatabaseURL+": not a valid postgres:// URL (postgres://user:password@host:5432/dbname)")
		}
	}
	return p
}

// readGame reads the logs' format and level, the default dictionary, the
// daily's seed and how long data is kept.
func readGame(get func(string) string, c *Config) Problems {
	var p Problems
	switch c.LogFormat = strings.ToLower(get(EnvLogFormat)); c.LogFormat {
	case "":
		c.LogFormat = "text"
	case "text", "json":
	default:
		p = append(p, badChoice(EnvLogFormat, get(EnvLogFormat), "text", "json"))
		c.LogFormat = ""
	}
	if lv := get(EnvLogLevel); lv != "" {
		if err := c.LogLevel.UnmarshalText([]byte(lv)); err != nil {
			p = append(p, badChoice(EnvLogLevel, lv, "debug", "info", "warn", "error"))
		}
	}
	c.Dict = strings.ToLower(get(EnvDict))
	switch c.Dict {
	case "":
		c.Dict = "standard"
	case "common", "standard", "large":
	default:
		p = append(p, badChoice(EnvDict, get(EnvDict), "common", "standard", "large"))
		c.Dict = ""
	}
	c.DailySeed = get(EnvDailySeed)
	if ls, err := lang.ParseList(get(EnvLanguages)); err != nil {
		bad := get(EnvLanguages)
		var ge *game.Error
		if errors.As(err, &ge) {
			bad, _ = ge.Facts["lang"].(string)
		}
		codes := []string{}
		for _, l := range lang.All() {
			codes = append(codes, l.Code)
		}
		what := "names a language there is none of"
		if shown, ok := showable(EnvLanguages, bad); ok {
			what = shown + " is no language of play"
		}
		p = append(p, badValue(EnvLanguages, get(EnvLanguages), fmt.Sprintf("%s; use codes from %s, or all", what, strings.Join(codes, ","))))
	} else if ls != nil {
		for _, l := range ls {
			c.Languages = append(c.Languages, l.Code)
		}
	}
	switch v := strings.ToLower(get(EnvPreloadLanguages)); v {
	case "", "0", "false", "no", "off":
	case "1", "true", "yes", "on":
		c.PreloadLanguages = true
	default:
		p = append(p, badChoice(EnvPreloadLanguages, get(EnvPreloadLanguages), "true", "false"))
	}
	c.Retention = days(get(EnvRetention), EnvRetention, 0, &p)
	if c.Retention > 0 && c.Retention < 2*24*time.Hour {
		p = append(p, fmt.Sprintf("%s: %q is less than 2 days: today's and yesterday's boards would lose their words in time zones behind UTC (off, the default, keeps everything)", EnvRetention, get(EnvRetention)))
		c.Retention = 0
	}
	c.RemovalGrace = days(get(EnvRemovalGrace), EnvRemovalGrace, DefaultRemovalGrace, &p)
	if c.RemovalGrace < 24*time.Hour {
		p = append(p, fmt.Sprintf("%s: %q is less than a day: a server that removes the app by mistake and adds it back would lose everything (the default is 30d)", EnvRemovalGrace, get(EnvRemovalGrace)))
		c.RemovalGrace = DefaultRemovalGrace
	}
	return p
}

// readDiscord reads the Discord bot's variables; none set is no Discord.
func readDiscord(get func(string) string, d *Discord) Problems {
	var p Problems
	d.Token = Secret(strings.TrimPrefix(get(EnvDiscordToken), "Bot "))
	d.AppID = get(EnvDiscordAppID)
	d.GuildID = get(EnvDiscordGuildID)
	d.Mode = strings.ToLower(get(EnvDiscordMode))
	d.APIURL = Endpoint(strings.TrimRight(get(EnvDiscordAPIURL), "/"))
	if key := get(EnvDiscordPublicKey); key != "" {
		b, err := hex.DecodeString(key)
		switch {
		case err != nil:
			p = append(p, badValue(EnvDiscordPublicKey, key, "is not a Discord public key, which is 64 hexadecimal characters (0-9, a-f): copy the Public Key from the application's General Information page"))
		case len(b) != ed25519.PublicKeySize:
			p = append(p, badValue(EnvDiscordPublicKey, key, fmt.Sprintf("is %d hexadecimal characters; a Discord public key has %d: copy the Public Key from the application's General Information page", len(key), 2*ed25519.PublicKeySize)))
		default:
			d.PublicKey = ed25519.PublicKey(b)
		}
	}
	discordSet := d.Token != "" || d.AppID != "" || get(EnvDiscordPublicKey) != "" || d.Mode != "" || d.GuildID != ""
	if discordSet {
		switch d.Mode {
		case "":
			d.Mode = Gateway
		case Gateway, HTTP:
		default:
			p = append(p, badChoice(EnvDiscordMode, get(EnvDiscordMode), "gateway", "http"))
			d.Mode = ""
		}
		if d.Token == "" {
			p = append(p, EnvDiscordToken+": required to run the Discord bot (the bot token from the Bot page)")
		} else if strings.ContainsAny(d.Token.Reveal(), " \t\r\n") {
			p = append(p, EnvDiscordToken+": contains spaces; paste the token alone")
		}
		if d.AppID == "" {
			p = append(p, EnvDiscordAppID+": required (the Application ID from General Information)")
		} else if !text.Snowflake(d.AppID) {
			p = append(p, badValue(EnvDiscordAppID, d.AppID, "is not a Discord id: it is digits only, the Application ID from General Information"))
			d.AppID = ""
		}
		if d.Mode == HTTP && get(EnvDiscordPublicKey) == "" {
			p = append(p, EnvDiscordPublicKey+": required when DISCORD_MODE=http (the Public Key from General Information)")
		}
		if d.GuildID != "" && !text.Snowflake(d.GuildID) {
			p = append(p, badValue(EnvDiscordGuildID, d.GuildID, "is not a Discord id: it is digits only (a server's Copy Server ID)"))
			d.GuildID = ""
		}
	}
	return p
}

// readShards reads DISCORD_SHARD_ID and DISCORD_SHARD_COUNT: both or neither,
// 0 <= id < count, gateway mode only.
func readShards(get func(string) string, d *Discord) Problems {
	id, count := get(EnvDiscordShardID), get(EnvDiscordShardCount)
	if id == "" && count == "" {
		return nil
	}
	var p Problems
	n, err := strconv.Atoi(count)
	switch {
	case count == "":
		p = append(p, fmt.Sprintf("%s is set, so %s must say how many shards there are (a whole number of 1 or more)", EnvDiscordShardID, EnvDiscordShardCount))
	case err != nil || n < 1:
		p = append(p, badValue(EnvDiscordShardCount, count, "is not a whole number of 1 or more"))
	}
	i, err := strconv.Atoi(id)
	switch {
	case id == "":
		p = append(p, fmt.Sprintf("%s is set, so %s must say which shard this process runs (a whole number from 0 to %s-1)", EnvDiscordShardCount, EnvDiscordShardID, EnvDiscordShardCount))
	case err != nil || i < 0 || (n >= 1 && i >= n):
		p = append(p, badValue(EnvDiscordShardID, id, "must be a whole number from 0 to "+EnvDiscordShardCount+"-1"))
	}
	if d.Mode == HTTP {
		p = append(p, "DISCORD_SHARD_ID and DISCORD_SHARD_COUNT apply to gateway mode only; HTTP interactions need no shards")
	}
	if len(p) == 0 {
		d.ShardID, d.ShardCount = i, n
	}
	return p
}

// urlScheme reports whether s has the syntax of a URL scheme (RFC 3986),
// which is safe to show: "mysql", "redis+tls".
func urlScheme(s string) bool {
	if s == "" || len(s) > 16 || !unicode.IsLetter(rune(s[0])) {
		return false
	}
	return strings.Trim(strings.ToLower(s), "abcdefghijklmnopqrstuvwxyz0123456789+-.") == ""
}

// days reads a span of time given in days ("30d"), as a Go duration
// ("720h"), or "off" (or 0) for none, as String prints it; "" is def.
func days(v, env string, def time.Duration, p *Problems) time.Duration {
	if v == "" {
		return def
	}
	if n, ok := strings.CutSuffix(strings.ToLower(v), "d"); ok {
		if k, err := strconv.Atoi(n); err == nil && k >= 0 && k <= 100*365 {
			return time.Duration(k) * 24 * time.Hour
		}
	} else if v == "0" || strings.EqualFold(v, "off") {
		return 0
	} else if d, err := time.ParseDuration(v); err == nil && d >= 0 {
		return d
	}
	*p = append(*p, badValue(env, v, "is not a number of days such as 30d, a duration such as 720h, or off"))
	return def
}

// LanguagesText is the enabled languages as config check shows them:
// "all", or "en,fr,de", with "(preloaded)" when built at start.
func (c Config) LanguagesText() string {
	s := "all"
	if c.Languages != nil {
		s = strings.Join(c.Languages, ",")
	}
	if c.PreloadLanguages {
		s += "(preloaded)"
	}
	return s
}

// String summarises the configuration with secrets redacted.
func (c Config) String() string {
	var s strings.Builder
	if c.AdminAddr != "" {
		fmt.Fprintf(&s, "admin_addr=%s ", c.AdminAddr)
	}
	fmt.Fprintf(&s, "http_addr=%s database=%s log=%s/%s dict=%s retention=%s removal_grace=%s", c.HTTPAddr, c.Database, c.LogFormat, c.LogLevel, c.Dict, dayText(c.Retention), dayText(c.RemovalGrace))
	if c.DailySeed != "" {
		fmt.Fprintf(&s, " daily_seed=%s", redacted) // it tells the boards to come
	}
	fmt.Fprintf(&s, " languages=%s", c.LanguagesText())
	if d := c.Discord; d.Enabled() {
		fmt.Fprintf(&s, " discord{mode=%s app_id=%s guild_id=%s token=%s public_key=%s api_url=%s",
			d.Mode, d.AppID, d.GuildID, d.Token, hex.EncodeToString(d.PublicKey), d.APIURL)
		if d.ShardCount > 0 {
			fmt.Fprintf(&s, " shard=%d/%d", d.ShardID, d.ShardCount)
		}
		s.WriteString("}")
	} else {
		s.WriteString(" discord=off")
	}
	s.WriteString(" " + c.Runtime.String())
	s.WriteString(" " + c.Slack.String())
	s.WriteString(" " + c.Web.String())
	return s.String()
}

// dayText writes a span of days: "30d", "off" for 0, a duration otherwise.
func dayText(d time.Duration) string {
	switch {
	case d == 0:
		return "off"
	case d%(24*time.Hour) == 0:
		return strconv.Itoa(int(d/(24*time.Hour))) + "d"
	}
	return d.String()
}

// GoString redacts %#v.
func (c Config) GoString() string { return "config.Config{" + c.String() + "}" }

// LogValue logs the configuration as a group, secrets redacted.
func (c Config) LogValue() slog.Value {
	d := c.Discord
	discord := slog.GroupValue(slog.Bool("enabled", false))
	if d.Enabled() {
		discord = slog.GroupValue(
			slog.String("mode", d.Mode), slog.String("app_id", d.AppID), slog.String("guild_id", d.GuildID),
			slog.String("token", d.Token.String()), slog.String("public_key", hex.EncodeToString(d.PublicKey)),
			slog.String("api_url", d.APIURL.String()), slog.Int("shard_id", d.ShardID), slog.Int("shard_count", d.ShardCount))
	}
	return slog.GroupValue(slog.String("http_addr", c.HTTPAddr), slog.String("admin_addr", c.AdminAddr), slog.Any("database", c.Database),
		slog.String("log_format", c.LogFormat), slog.String("log_level", c.LogLevel.String()),
		slog.String("dict", c.Dict), slog.String("daily_seed", Secret(c.DailySeed).String()), slog.String("languages", c.LanguagesText()),
		slog.String("retention", dayText(c.Retention)), slog.String("removal_grace", dayText(c.RemovalGrace)),
		slog.Any("discord", discord), slog.Any("slack", c.Slack), slog.Any("runtime", c.Runtime), slog.Any("web", c.Web))
}

// OpsStatus says, in a line for config check and the start log, where the
// operations endpoints are served.
func (c Config) OpsStatus() string {
	if c.AdminAddr != "" {
		return "operations: /metrics, /readyz and /debug/pprof/ on " + c.AdminAddr + " (" + EnvAdminAddr + "); the public port " + c.HTTPAddr + " keeps only /healthz"
	}
	return "operations: /healthz, /readyz and /metrics on the public port " + c.HTTPAddr + ", no profiler; set " + EnvAdminAddr + " (such as 127.0.0.1:9090) to move them off it and add /debug/pprof/"
}

// Warnings are settings that work but are likely a mistake: config check
// prints them, serve logs them at start.
func (c Config) Warnings() []string {
	var out []string
	if c.Discord.Enabled() && c.Discord.ShardCount > 1 && !c.Database.IsPostgres() {
		out = append(out, fmt.Sprintf("%s=%d with a SQLite database (%s): SQLite serves one unsharded process; give every shard the same %s=postgres://... (docs/scaling.md)",
			EnvDiscordShardCount, c.Discord.ShardCount, c.Database, EnvDatabaseURL))
	}
	return out
}
