package config_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/config"
)

const (
	token = "MTIzNDU2Nzg5.secret-token-value"
	key   = "1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020100"
)

func env(kv ...string) func(string) (string, bool) {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestFromEnv(t *testing.T) {
	tests := []struct {
		name     string
		env      []string
		problems []string // each must appear; nil means valid
		check    func(t *testing.T, c config.Config)
	}{
		{name: "empty", check: func(t *testing.T, c config.Config) {
			if c.HTTPAddr != ":8080" || c.Discord.Enabled() {
				t.Errorf("%v", c)
			}
		}},
		{name: "gateway", env: []string{"DISCORD_TOKEN", "Bot " + token, "DISCORD_APP_ID", "123", "DISCORD_GUILD_ID", "456"},
			check: func(t *testing.T, c config.Config) {
				d := c.Discord
				if d.Mode != "gateway" || d.Token.Reveal() != token || d.AppID != "123" || d.GuildID != "456" || !d.Enabled() {
					t.Errorf("%+v", d)
				}
			}},
		{name: "http", env: []string{"DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_MODE", "HTTP", "DISCORD_PUBLIC_KEY", key,
			"DISCORD_API_URL", "http://127.0.0.1:9/", "BOGGLEBOT_HTTP_ADDR", "127.0.0.1:0"},
			check: func(t *testing.T, c config.Config) {
				d := c.Discord
				if d.Mode != "http" || len(d.PublicKey) != 32 || d.PublicKey[0] != 0x1f || d.APIURL.Reveal() != "http://127.0.0.1:9" || c.HTTPAddr != "127.0.0.1:0" {
					t.Errorf("%v", c)
				}
			}},
		{name: "everything wrong", env: []string{"DISCORD_MODE", "websocket", "DISCORD_PUBLIC_KEY", "xyz", "DISCORD_GUILD_ID", "my-guild",
			"DISCORD_API_URL", "discord.local", "BOGGLEBOT_HTTP_ADDR", "8080"},
			problems: []string{
				`DISCORD_MODE: is not gateway or http (you gave "websocket")`,
				"DISCORD_TOKEN: required",
				"DISCORD_APP_ID: required",
				"DISCORD_PUBLIC_KEY: is not a Discord public key, which is 64 hexadecimal characters",
				`DISCORD_GUILD_ID: is not a Discord id: it is digits only (a server's Copy Server ID) (you gave "my-guild")`,
				`DISCORD_API_URL: is not an http(s) URL such as https://discord.com (it has 13 characters: letters and '.')`,
				`BOGGLEBOT_HTTP_ADDR: is not host:port with a port from 0 to 65535, such as :8080 or 127.0.0.1:8080 (you gave "8080")`,
			}},
		{name: "http without key", env: []string{"DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_MODE", "http"},
			problems: []string{"DISCORD_PUBLIC_KEY: required when DISCORD_MODE=http"}},
		{name: "short key", env: []string{"DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_PUBLIC_KEY", "abcd"},
			problems: []string{"DISCORD_PUBLIC_KEY: is 4 hexadecimal characters; a Discord public key has 64"}},
		{name: "bad app id", env: []string{"DISCORD_TOKEN", token, "DISCORD_APP_ID", "my-app"},
			problems: []string{`DISCORD_APP_ID: is not a Discord id: it is digits only, the Application ID from General Information (you gave "my-app")`}},
		{name: "slack admins", env: []string{"SLACK_BOT_TOKEN", "xoxb-1", "SLACK_APP_TOKEN", "xapp-1", "SLACK_ADMINS", " U0123ABCD, W42XYZ\t<@U09ABCDEF|bob> "},
			check: func(t *testing.T, c config.Config) {
				if got := strings.Join(c.Slack.Admins, " "); got != "U0123ABCD W42XYZ U09ABCDEF" {
					t.Errorf("admins %q", got)
				}
				if !strings.Contains(c.Slack.String(), "admins=U0123ABCD,W42XYZ,U09ABCDEF") {
					t.Errorf("summary %s", c.Slack)
				}
			}},
		{name: "slack admins by name", env: []string{"SLACK_BOT_TOKEN", "xoxb-1", "SLACK_APP_TOKEN", "xapp-1", "SLACK_ADMINS", "@ann,U0123ABCD,u0123abcd"},
			problems: []string{"SLACK_ADMINS: entry 1 of 3 is not a Slack member ID like U0123ABCD: it is a name with @; copy the member ID instead",
				"SLACK_ADMINS: entry 3 of 3 is not a Slack member ID like U0123ABCD: it has small letters, and member IDs are in capitals"}},
		// A slip of a choice gets the one meant; a secret in a setting
		// that is no secret is still only described.
		{name: "mode slip", env: []string{"DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_MODE", "htp"},
			problems: []string{`DISCORD_MODE: is not gateway or http (you gave "htp"; did you mean http?)`}},
		{name: "token as mode", env: []string{"DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_MODE", token},
			problems: []string{"DISCORD_MODE: is not gateway or http (it has "}},
		{name: "slack admins alone", env: []string{"SLACK_ADMINS", "U0123ABCD"},
			problems: []string{"SLACK_BOT_TOKEN: required", "SLACK_APP_TOKEN: required"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := config.FromEnv(env(tt.env...))
			if tt.problems == nil {
				if err != nil {
					t.Fatal(err)
				}
				tt.check(t, c)
				return
			}
			var p config.Problems
			if !errors.As(err, &p) {
				t.Fatalf("error %v is not Problems", err)
			}
			if len(p) != len(tt.problems) {
				t.Errorf("%d problems, want %d:\n%v", len(p), len(tt.problems), err)
			}
			for _, w := range tt.problems {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestRedaction(t *testing.T) {
	c, err := config.FromEnv(env("DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_MODE", "http", "DISCORD_PUBLIC_KEY", key))
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	slog.New(slog.NewJSONHandler(&logs, nil)).Info("start", "config", c, "token", c.Discord.Token, "discord", c.Discord)
	slog.New(slog.NewTextHandler(&logs, nil)).Info("start", "config", c, "discord", c.Discord)
	js, _ := json.Marshal(c)
	outputs := map[string]string{
		"String": c.String(), "%v": fmt.Sprintf("%v", c), "%+v": fmt.Sprintf("%+v", c), "%#v": fmt.Sprintf("%#v", c),
		"discord %+v": fmt.Sprintf("%+v", c.Discord), "discord %#v": fmt.Sprintf("%#v", c.Discord),
		"token %s": fmt.Sprintf("%s", c.Discord.Token), "json": string(js), "slog": logs.String(),
	}
	for name, out := range outputs {
		if strings.Contains(out, token) || strings.Contains(out, "secret-token") {
			t.Errorf("%s leaks the token: %s", name, out)
		}
	}
	for _, name := range []string{"String", "%+v", "slog", "json"} {
		if !strings.Contains(outputs[name], "[redacted]") {
			t.Errorf("%s does not say the token is redacted: %s", name, outputs[name])
		}
	}
	if !strings.Contains(c.String(), "mode=http") || !strings.Contains(c.String(), "app_id=123") {
		t.Errorf("String() = %s", c)
	}
}

// TestAPIURLRedaction: a proxy's user and password in DISCORD_API_URL or
// SLACK_API_URL, or a secret-named query parameter, never print, in any
// form the configuration is shown; the adapters get the URL whole.
func TestAPIURLRedaction(t *testing.T) {
	const pw = "PROXYPW"
	c, err := config.FromEnv(env("DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_MODE", "http", "DISCORD_PUBLIC_KEY", key,
		"DISCORD_API_URL", "http://admin:"+pw+"@127.0.0.1:7001",
		"SLACK_BOT_TOKEN", "xoxb-1", "SLACK_SIGNING_SECRET", "s", "SLACK_MODE", "http",
		"SLACK_API_URL", "http://proxy.local/api/?token="+pw+"&x=1"))
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	slog.New(slog.NewJSONHandler(&logs, nil)).Info("start", "config", c, "discord", c.Discord, "slack", c.Slack)
	js, _ := json.Marshal(c)
	for name, out := range map[string]string{
		"String": c.String(), "%+v": fmt.Sprintf("%+v", c), "%#v": fmt.Sprintf("%#v", c),
		"discord %+v": fmt.Sprintf("%+v", c.Discord), "discord %#v": fmt.Sprintf("%#v", c.Discord),
		"slack %+v": fmt.Sprintf("%+v", c.Slack), "json": string(js), "slog": logs.String(),
	} {
		if strings.Contains(out, pw) || strings.Contains(out, "admin:") {
			t.Errorf("%s shows the proxy's credentials: %s", name, out)
		}
	}
	if s := c.String(); !strings.Contains(s, "http://[redacted]@127.0.0.1:7001") || !strings.Contains(s, "token=[redacted]") || !strings.Contains(s, "x=1") {
		t.Errorf("String() = %s, want the hosts kept and the secrets redacted", s)
	}
	if c.Discord.APIURL.Reveal() != "http://admin:"+pw+"@127.0.0.1:7001" {
		t.Errorf("Reveal() = %q", c.Discord.APIURL.Reveal())
	}
	for _, bad := range []string{"ftp://admin:" + pw + "@h", "http:admin:" + pw + "@host"} {
		_, err = config.FromEnv(env("DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_API_URL", bad))
		if err == nil || strings.Contains(err.Error(), pw) || !strings.Contains(err.Error(), "DISCORD_API_URL") {
			t.Errorf("a bad API URL with a password, %s: %v", bad, err)
		}
	}
	for _, u := range []string{
		"http://h/api/?x=1;token=" + pw,
		"http://h/api/?a=1&Authorization=" + pw,
		"http://h/api/#" + pw,
		"http://" + pw + "@h/",
	} {
		c, err := config.FromEnv(env("DISCORD_TOKEN", token, "DISCORD_APP_ID", "123", "DISCORD_API_URL", u))
		if err != nil {
			t.Errorf("%s: %v", u, err)
			continue
		}
		if s := c.String(); strings.Contains(s, pw) || !strings.Contains(s, "api_url=http://") {
			t.Errorf("%s prints as %s", u, s)
		}
	}
}

func TestRetentionAndGrace(t *testing.T) {
	day := 24 * time.Hour
	for _, tt := range []struct {
		retention, grace string
		wantR, wantG     time.Duration
		bad              string // the setting named in the problem, if any
	}{
		{"", "", 0, 30 * day, ""},
		{"400d", "7d", 400 * day, 7 * day, ""},
		{"0", "", 0, 30 * day, ""},
		{"off", "", 0, 30 * day, ""},
		{"1d", "", 0, 30 * day, config.EnvRetention},
		{"", "0", 0, 30 * day, config.EnvRemovalGrace},
		{"720h", "36h", 30 * day, 36 * time.Hour, ""},
		{"", "12h", 0, 30 * day, config.EnvRemovalGrace},
		{"forever", "", 0, 30 * day, config.EnvRetention},
		{"", "-3d", 0, 30 * day, config.EnvRemovalGrace},
	} {
		c, err := config.FromEnv(env(config.EnvDiscordToken, "t", config.EnvDiscordAppID, "1", config.EnvRetention, tt.retention, config.EnvRemovalGrace, tt.grace))
		if tt.bad != "" {
			if err == nil || !strings.Contains(err.Error(), tt.bad+": ") {
				t.Errorf("retention %q, grace %q: err = %v; want a problem with %s", tt.retention, tt.grace, err, tt.bad)
			}
			continue
		}
		if err != nil || c.Retention != tt.wantR || c.RemovalGrace != tt.wantG {
			t.Errorf("retention %q, grace %q = %v, %v, %v; want %v, %v", tt.retention, tt.grace, c.Retention, c.RemovalGrace, err, tt.wantR, tt.wantG)
		}
	}
}

// Shards on SQLite work but are likely a mistake: a warning says so.
func TestWarnShardsOnSQLite(t *testing.T) {
	c, err := config.FromEnv(env(config.EnvDiscordToken, "t", config.EnvDiscordAppID, "1", config.EnvDiscordShardID, "0", config.EnvDiscordShardCount, "2"))
	if err != nil {
		t.Fatal(err)
	}
	if w := c.Warnings(); len(w) != 1 || !strings.Contains(w[0], "DISCORD_SHARD_COUNT=2 with a SQLite database") {
		t.Errorf("warnings = %q; want one about shards on SQLite", w)
	}
	c, err = config.FromEnv(env(config.EnvDiscordToken, "t", config.EnvDiscordAppID, "1", config.EnvDiscordShardID, "0", config.EnvDiscordShardCount, "2",
		config.EnvDatabaseURL, "postgres://bot@db/bot"))
	if err != nil || len(c.Warnings()) != 0 {
		t.Errorf("shards on PostgreSQL: warnings %q, %v; want none", c.Warnings(), err)
	}
}

// TestLanguages: BOGGLEBOT_LANGUAGES chooses the languages of play (codes
// in any form, English always), shown plainly; a bad code is named.
func TestLanguages(t *testing.T) {
	env := func(m map[string]string) func(string) (string, bool) {
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	c, err := config.Load(env(map[string]string{config.EnvLanguages: "fr_FR, de pl", config.EnvPreloadLanguages: "true"}), "")
	if err != nil && !strings.Contains(err.Error(), "DISCORD") && !strings.Contains(err.Error(), "platform") {
		t.Logf("load: %v", err)
	}
	if got := strings.Join(c.Languages, ","); got != "en,de,fr,pl" || !c.PreloadLanguages {
		t.Fatalf("languages %q preload %v (%v)", got, c.PreloadLanguages, err)
	}
	if !strings.Contains(c.String(), " languages=en,de,fr,pl(preloaded)") {
		t.Errorf("String: %s", c)
	}
	c, _ = config.Load(env(map[string]string{}), "")
	if c.Languages != nil || !strings.Contains(c.String(), " languages=all") {
		t.Errorf("default: %v %s", c.Languages, c)
	}
	_, err = config.Load(env(map[string]string{config.EnvLanguages: "fr,klingon"}), "")
	if err == nil || !strings.Contains(err.Error(), `BOGGLEBOT_LANGUAGES: "klingon" is no language of play`) {
		t.Errorf("klingon: %v", err)
	}
}
