package config_test

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/config"
)

func envMap(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

const pubKey = "e9a7e9b6a8b8c1f7d4c2e3b5a6978869a1b2c3d4e5f60718293a4b5c6d7e8f90"

func write(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoadFileFormats(t *testing.T) {
	yamlFile := write(t, "bot.yaml", `
discord_mode: http
DISCORD_TOKEN: file-token
DISCORD_APP_ID: 123456789012345678
DISCORD_PUBLIC_KEY: `+pubKey+`
BOGGLEBOT_HTTP_ADDR: ":9090"
DATABASE_URL: postgres://bot:s3cret@db:5432/bogglebot
BOGGLEBOT_LOG_FORMAT: json
BOGGLEBOT_LOG_LEVEL: debug
BOGGLEBOT_DICT: common
`)
	tomlFile := write(t, "bot.toml", `
DISCORD_MODE = "http"
DISCORD_TOKEN = "file-token"
DISCORD_APP_ID = "123456789012345678"
DISCORD_PUBLIC_KEY = "`+pubKey+`"
BOGGLEBOT_HTTP_ADDR = ":9090"
DATABASE_URL = "postgres://bot:s3cret@db:5432/bogglebot"
BOGGLEBOT_LOG_FORMAT = "json"
BOGGLEBOT_LOG_LEVEL = "debug"
BOGGLEBOT_DICT = "common"
`)
	for _, file := range []string{yamlFile, tomlFile} {
		t.Run(filepath.Ext(file), func(t *testing.T) {
			c, err := config.Load(envMap(map[string]string{"DISCORD_TOKEN": "env-token", "BOGGLEBOT_DICT": ""}), file)
			if err != nil {
				t.Fatal(err)
			}
			if c.Discord.Mode != config.HTTP || c.Discord.AppID != "123456789012345678" || c.HTTPAddr != ":9090" ||
				c.LogFormat != "json" || c.LogLevel != slog.LevelDebug || c.Dict != "common" || !c.Database.IsPostgres() {
				t.Errorf("config = %s", c)
			}
			if c.Discord.Token.Reveal() != "env-token" {
				t.Errorf("token = %q: a set environment variable must win over the file", c.Discord.Token.Reveal())
			}
			if c.Database.Reveal() != "postgres://bot:s3cret@db:5432/bogglebot" {
				t.Errorf("database = %q", c.Database.Reveal())
			}
			for _, shown := range []string{c.String(), fmt.Sprintf("%v %+v %#v", c, c, c)} {
				if strings.Contains(shown, "s3cret") || strings.Contains(shown, "env-token") || strings.Contains(shown, "file-token") {
					t.Errorf("a secret shows: %s", shown)
				}
			}
		})
	}
}

func TestFileProblems(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string
	}{
		{"bad.yaml", "DISCORD_TOKN: x\nSLACK_MODE: [a, b]\n", []string{`unknown setting "DISCORD_TOKN"`, "SLACK_MODE must be a single value"}},
		{"admins.toml", "SLACK_ADMINS = [\"U0123ABCD\", \"U0456EFGH\"]\n", []string{`SLACK_ADMINS must be a single value (text, a number or true/false), not a list; write several in one string, like "a,b"`}},
		{"table.yaml", "SLACK_MODE:\n  a: b\n", []string{"SLACK_MODE must be a single value (text, a number or true/false), not a list or a table"}},
		{"bad.yaml", "DISCORD_MODE: [\n", []string{"config file"}},
		{"bad.toml", "DISCORD_MODE = \n", []string{"config file"}},
		// Where, but not the line itself: it may hold a secret.
		{"bad.yaml", "DISCORD_MODE: http\nDISCORD_TOKEN abc\n", []string{"bad.yaml: not valid YAML at line 2 (the line is not shown: it may hold a secret); write one setting a line, as NAME: value"}},
		{"bad.toml", "DISCORD_MODE = \"http\"\nDISCORD_TOKEN = \"abc\n", []string{"bad.toml: not valid TOML at line 2 (the line is not shown: it may hold a secret); write one setting a line, as NAME = \"value\""}},
		{"bad.yaml", "Discord_Tokn: x\nxoxb-12345-abcde: y\n", []string{`unknown setting "Discord_Tokn"`, "unknown setting (its name has 16 characters: letters, digits and '-'; it looks like a Slack bot token, which goes in SLACK_BOT_TOKEN)"}},
		{"bot.json", "{}", []string{"name it .yaml, .yml or .toml"}},
		// A slip of the keyboard gets the setting meant; a name like none
		// gets the rule.
		{"typo.yaml", "DISCORD_APPID: \"1\"\nslack_bot_tokn: x\nFAVOURITE_COLOUR: blue\n", []string{
			`unknown setting "DISCORD_APPID": did you mean DISCORD_APP_ID?`,
			`unknown setting "slack_bot_tokn": did you mean SLACK_BOT_TOKEN?`,
			`unknown setting "FAVOURITE_COLOUR" (settings are named like the environment variables, e.g. DISCORD_MODE)`}},
	}
	for _, tt := range tests {
		_, err := config.Load(envMap(nil), write(t, tt.name, tt.body))
		for _, w := range tt.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s %q: err = %v, want %q", tt.name, tt.body, err, w)
			}
		}
	}
	if _, err := config.Load(envMap(nil), "/no/such/file.yaml"); err == nil {
		t.Error("a missing config file is not an error")
	}
	// An empty file is fine: everything comes from the environment.
	if c, err := config.Load(envMap(nil), write(t, "empty.yaml", "")); err != nil || c.HTTPAddr != config.DefaultHTTPAddr {
		t.Errorf("empty file: %v, %v", c, err)
	}
}

func TestSettingsProblems(t *testing.T) {
	base := map[string]string{"DISCORD_TOKEN": "t", "DISCORD_APP_ID": "1234"}
	tests := []struct {
		set  map[string]string
		want string
	}{
		{map[string]string{"BOGGLEBOT_LOG_FORMAT": "xml"}, `BOGGLEBOT_LOG_FORMAT: is not text or json (you gave "xml")`},
		{map[string]string{"BOGGLEBOT_LOG_LEVEL": "loud"}, `BOGGLEBOT_LOG_LEVEL: is not debug, info, warn or error (you gave "loud")`},
		{map[string]string{"BOGGLEBOT_DICT": "huge"}, `BOGGLEBOT_DICT: is not common, standard or large (you gave "huge")`},
		{map[string]string{"DATABASE_URL": "postgres://"}, "DATABASE_URL: not a valid postgres:// URL"},
		{map[string]string{"DISCORD_SHARD_ID": "2", "DISCORD_SHARD_COUNT": "2"}, "DISCORD_SHARD_ID: must be a whole number from 0 to DISCORD_SHARD_COUNT-1 (you gave \"2\")"},
		{map[string]string{"DISCORD_SHARD_ID": "0"}, "DISCORD_SHARD_ID is set, so DISCORD_SHARD_COUNT must say how many shards there are"},
		{map[string]string{"DISCORD_SHARD_COUNT": "4"}, "DISCORD_SHARD_COUNT is set, so DISCORD_SHARD_ID must say which shard this process runs"},
		{map[string]string{"DISCORD_SHARD_ID": "0", "DISCORD_SHARD_COUNT": "x"}, "DISCORD_SHARD_COUNT: is not a whole number of 1 or more (you gave \"x\")"},
		{map[string]string{"DISCORD_SHARD_ID": "0", "DISCORD_SHARD_COUNT": "2", "DISCORD_MODE": "http", "DISCORD_PUBLIC_KEY": pubKey}, "apply to gateway mode only"},
		{map[string]string{"SLACK_BOT_TOKEN": "xoxp-1"}, "SLACK_BOT_TOKEN: does not start with xoxb-"},
		{map[string]string{"SLACK_BOT_TOKEN": "xoxb-1"}, "SLACK_APP_TOKEN: required"},
		{map[string]string{"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_MODE": "http"}, "SLACK_SIGNING_SECRET: required when SLACK_MODE=http"},
		// Slack's secrets in each other's places: the problem says where each goes.
		{map[string]string{"SLACK_BOT_TOKEN": "xapp-1-A1-2-abc", "SLACK_APP_TOKEN": "xoxb-1-2-abc"},
			"SLACK_BOT_TOKEN: does not start with xoxb- (use the Bot User OAuth Token from OAuth & Permissions; it looks like a Slack app-level token, which goes in SLACK_APP_TOKEN)"},
		{map[string]string{"SLACK_BOT_TOKEN": "xapp-1-A1-2-abc", "SLACK_APP_TOKEN": "xoxb-1-2-abc"},
			"SLACK_APP_TOKEN: does not start with xapp- (use an App-Level Token with connections:write, from Basic Information; it looks like a Slack bot token, which goes in SLACK_BOT_TOKEN)"},
		{map[string]string{"SLACK_BOT_TOKEN": "8f742231b10e8888abcd99eeeddd85a5"}, "it looks like a Slack signing secret, which goes in SLACK_SIGNING_SECRET)"},
		{map[string]string{"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_MODE": "http", "SLACK_SIGNING_SECRET": "xoxb-1-2-abc"},
			"SLACK_SIGNING_SECRET: is not a signing secret (use the Signing Secret from Basic Information, 32 hex digits; it looks like a Slack bot token, which goes in SLACK_BOT_TOKEN)"},
		{map[string]string{"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_MODE": "carrier-pigeon"}, `SLACK_MODE: is not socket or http (you gave "carrier-pigeon")`},
	}
	for _, tt := range tests {
		m := map[string]string{}
		for k, v := range base {
			m[k] = v
		}
		for k, v := range tt.set {
			m[k] = v
		}
		_, err := config.FromEnv(envMap(m))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: err = %v, want %q", tt.set, err, tt.want)
		}
	}
	c, err := config.FromEnv(envMap(map[string]string{"DISCORD_TOKEN": "t", "DISCORD_APP_ID": "1234", "DISCORD_SHARD_ID": "1", "DISCORD_SHARD_COUNT": "4",
		"SLACK_BOT_TOKEN": "xoxb-secret-1", "SLACK_APP_TOKEN": "xapp-secret-2"}))
	if err != nil || c.Discord.ShardID != 1 || c.Discord.ShardCount != 4 || c.Slack.Mode != config.Socket || c.Database != config.DefaultDatabaseURL {
		t.Fatalf("config = %s, %v", c, err)
	}
	if s := c.String(); strings.Contains(s, "secret-1") || strings.Contains(s, "secret-2") || !strings.Contains(s, "shard=1/4") || !strings.Contains(s, "slack{mode=socket") {
		t.Errorf("String() = %s", s)
	}
	// Every problem at once.
	_, err = config.FromEnv(envMap(map[string]string{"BOGGLEBOT_LOG_FORMAT": "xml", "SLACK_MODE": "http", "DISCORD_MODE": "x"}))
	if err == nil || strings.Count(err.Error(), "\n  - ") < 5 {
		t.Errorf("want every problem listed, got %v", err)
	}
}

func TestDatabaseURLRedacted(t *testing.T) {
	tests := []struct {
		in, shown string
		postgres  bool
	}{
		{"bogglebot.db", "bogglebot.db", false},
		{"/data/bogglebot.db", "/data/bogglebot.db", false},
		{"postgres://u:PW1@h/db", "postgres://u:[redacted]@h/db", true},
		{"postgres://u:PW1@h/db?password=PW2&sslmode=disable", "postgres://u:[redacted]@h/db?password=[redacted]&sslmode=disable", true},
		{"postgresql://u@h/db?password=PW2", "postgresql://u@h/db?password=[redacted]", true},
		{"host=h user=u password=PW3 dbname=x", "host=h user=u password=[redacted] dbname=x", true},
		{"postgres://u@h/db?sslpassword=PW6&sslmode=verify-full", "postgres://u@h/db?sslmode=verify-full&sslpassword=[redacted]", true},
		{"host=h sslpassword=PW7 user=u", "host=h sslpassword=[redacted] user=u", true},
		{"host=h password='PW a secret' user=u", "host=h password=[redacted] user=u", true},
		{"host=h password = PW10 user=u", "host=h password=[redacted] user=u", true},
		{`password='PW\'s' host=h`, "password=[redacted] host=h", true},
		{"host=h  dbname='my db' password=PW12", "host=h dbname='my db' password=[redacted]", true},
		{"host=h password", "[redacted]", true},
		{"host=h password='PW11", "[redacted]", true},
		{"postgres://u@h/db?Password=PW8", "postgres://u@h/db?Password=[redacted]", true},
		{"postgres://u:PW4@h:notaport/db", "postgres://[redacted]", true},
	}
	for _, tt := range tests {
		u := config.DatabaseURL(tt.in)
		shown := u.String()
		if shown != tt.shown || u.IsPostgres() != tt.postgres {
			t.Errorf("%q: shown %q (postgres %v), want %q (%v)", tt.in, shown, u.IsPostgres(), tt.shown, tt.postgres)
		}
		if strings.Contains(shown, "PW") || strings.Contains(fmt.Sprint(u), "PW") {
			t.Errorf("%q shows a password: %q", tt.in, shown)
		}
	}
	for in, want := range map[string]string{
		"mysql://u:PW5@h/db": "DATABASE_URL: mysql:// databases are not supported",
		"postgres://":        "DATABASE_URL: not a valid postgres:// URL",
	} {
		_, err := config.FromEnv(envMap(map[string]string{"DATABASE_URL": in}))
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "PW5") {
			t.Errorf("DATABASE_URL=%q: err = %v, want %q", in, err, want)
		}
	}
	if _, err := config.FromEnv(envMap(map[string]string{"BOGGLEBOT_HTTP_ADDR": ":99999"})); err == nil ||
		!strings.Contains(err.Error(), "port from 0 to 65535") {
		t.Errorf(":99999 accepted: %v", err)
	}
}

// TestFileAndEnvironmentProblemsTogether: a typo in the file does not hide
// the problems in the rest of the settings.
func TestFileAndEnvironmentProblemsTogether(t *testing.T) {
	file := write(t, "mixed.yaml", "DISCORD_TOKN: x\nDISCORD_APP_ID: abc\nBOGGLEBOT_LOG_LEVEL: loud\nDISCORD_TOKEN: [a, b]\n")
	_, err := config.Load(envMap(map[string]string{"BOGGLEBOT_HTTP_ADDR": "nope"}), file)
	for _, want := range []string{`unknown setting "DISCORD_TOKN"`, "DISCORD_TOKEN must be a single value (text, a number or true/false), not a list",
		`DISCORD_APP_ID: is not a Discord id`, `BOGGLEBOT_LOG_LEVEL: is not`, `BOGGLEBOT_HTTP_ADDR: is not host:port`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("problems lack %q:\n%v", want, err)
		}
	}
	if err != nil && strings.Contains(err.Error(), "interface") {
		t.Errorf("Go jargon in %v", err)
	}
}

// config.Only keeps a command's own problems: the console and daily-board need
// not fail over a platform setting.
func TestOnly(t *testing.T) {
	_, err := config.FromEnv(env(config.EnvDict, "huge", config.EnvDiscordMode, "carrier pigeon", config.EnvDailySeed, "s"))
	if err == nil {
		t.Fatal("config.FromEnv accepted a bad dictionary and mode")
	}
	mine := config.Only(err, config.EnvDict, config.EnvDailySeed)
	if mine == nil || !strings.Contains(mine.Error(), config.EnvDict) || strings.Contains(mine.Error(), config.EnvDiscordMode) {
		t.Errorf("config.Only(dict, seed) = %v", mine)
	}
	if got := config.Only(err, config.EnvHTTPAddr); got != nil {
		t.Errorf("config.Only(http addr) = %v, want nil", got)
	}
	plain := errors.New("read config file: no such file")
	if got := config.Only(plain, config.EnvDict); got != plain {
		t.Errorf("config.Only(a read error) = %v, want it unchanged", got)
	}
}

// A database named on purpose is marked as such; the default is not.
func TestDatabaseSet(t *testing.T) {
	c, _ := config.FromEnv(env())
	if c.DatabaseSet || c.Database != config.DefaultDatabaseURL {
		t.Errorf("default: %q set=%v", c.Database, c.DatabaseSet)
	}
	c, _ = config.FromEnv(env(config.EnvDatabaseURL, "bogglebot.db"))
	if !c.DatabaseSet {
		t.Error("DATABASE_URL=bogglebot.db given on purpose is not marked set")
	}
}
