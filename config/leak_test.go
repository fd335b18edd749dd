package config_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/config"
)

// Realistic secrets, each with a tail that nothing but the secret holds.
var pastedSecrets = []string{
	"MTA4NzY1NDMyMTA5ODc2NTQzMg.GhJkLm.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab",                          // Discord bot token
	"xoxb-1234567890123-1234567890123-QwErTyUiOpAsDfGhJkLzXcVb",                                         // Slack bot token
	"xapp-1-A0123456789-1234567890123-9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0", // Slack app token
	"8f742231b10e8888abcd99eeeddd85a5",                                                                  // Slack signing secret
}

// The settings that are not secrets, and so are printed or quoted.
func nonSecretSettings() []string {
	var out []string
	for _, k := range config.Known {
		switch k {
		case config.EnvDiscordToken, config.EnvSlackBotToken, config.EnvSlackAppToken, config.EnvSlackSigningSecret,
			config.EnvWebSecret, config.EnvDiscordClientSecret:
			continue
		}
		out = append(out, k)
	}
	return out
}

// shown is everything a configuration shows of itself: its problems, its
// summary (config check) and its log record.
func shown(c config.Config, err error) string {
	var log bytes.Buffer
	slog.New(slog.NewTextHandler(&log, nil)).Info("config", "config", c)
	return fmt.Sprintf("%v\n%s\n%#v\n%+v\n%s", err, c, c, c, log.String())
}

// A secret pasted into any setting that is not a secret's, from the
// environment or a config file, never shows: not in a problem, not in the
// summary, not in the logs. The problem says what kind of secret it looks
// like.
func TestPastedSecretNeverShown(t *testing.T) {
	base := map[string]string{"DISCORD_TOKEN": "t0k", "DISCORD_APP_ID": "1234"}
	for _, setting := range nonSecretSettings() {
		for _, secret := range pastedSecrets {
			tail := secret[len(secret)-12:]
			env := map[string]string{setting: secret}
			for k, v := range base {
				if _, set := env[k]; !set {
					env[k] = v
				}
			}
			c, err := config.FromEnv(envMap(env))
			if out := shown(c, err); strings.Contains(out, tail) {
				t.Errorf("%s set to a secret shows it:\n%s", setting, out)
			}
			if err != nil && !strings.Contains(err.Error(), "it looks like a") && setting != config.EnvDiscordShardID {
				t.Errorf("%s set to a secret: the problem does not say it looks like one:\n%v", setting, err)
			}
			// The same from a config file, and as a setting's name.
			for _, body := range []string{
				fmt.Sprintf("%s: %q\nDISCORD_TOKEN: t0k\nDISCORD_APP_ID: \"1234\"\n", setting, secret),
				fmt.Sprintf("%s: x\n", secret),
				fmt.Sprintf("%s %s\n", setting, secret),
				fmt.Sprintf("%s: \"%s\n", setting, secret),
			} {
				for _, ext := range []string{".yaml", ".toml"} {
					if ext == ".toml" {
						body = strings.NewReplacer(": ", " = ").Replace(body)
					}
					c, err := config.Load(envMap(nil), write(t, "c"+ext, body))
					if out := shown(c, err); strings.Contains(out, tail) {
						t.Errorf("%s file %q shows the secret:\n%s", ext, body, out)
					}
				}
			}
		}
	}
	// A secret given as the config file's name.
	for _, secret := range pastedSecrets {
		if _, err := config.Load(envMap(nil), secret); err == nil || strings.Contains(err.Error(), secret[len(secret)-12:]) {
			t.Errorf("config file named by a secret: %v", err)
		}
	}
}

// Problems say what is wrong with a value by its shape.
func TestProblemShape(t *testing.T) {
	_, err := config.FromEnv(envMap(map[string]string{"DISCORD_TOKEN": "t0k", "DISCORD_APP_ID": pastedSecrets[0]}))
	want := "DISCORD_APP_ID: is not a Discord id: it is digits only, the Application ID from General Information " +
		"(it has 72 characters: letters, digits and '.'; it looks like a Discord bot token, which goes in DISCORD_TOKEN)"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant %s", err, want)
	}
	_, err = config.FromEnv(envMap(map[string]string{"DISCORD_TOKEN": "t0k", "DISCORD_APP_ID": "1234", "DATABASE_URL": pastedSecrets[1]}))
	if err == nil || !strings.Contains(err.Error(), "DATABASE_URL: is not a SQLite file path or a postgres:// URL (it has 57 characters: letters, digits and '-'; it looks like a Slack bot token, which goes in SLACK_BOT_TOKEN)") {
		t.Errorf("a token as DATABASE_URL: %v", err)
	}
	// A plain SQLite path and a seed are fine; the seed is not shown.
	c, err := config.FromEnv(envMap(map[string]string{"DATABASE_URL": "/var/lib/bogglebot/b.db", "BOGGLEBOT_DAILY_SEED": "our-club"}))
	if err != nil || strings.Contains(shown(c, err), "our-club") || !strings.Contains(c.String(), "daily_seed=[redacted]") {
		t.Errorf("%v: %s", err, c)
	}
	if !slices.Contains(nonSecretSettings(), config.EnvDiscordAppID) {
		t.Fatal("DISCORD_APP_ID is not checked")
	}
}
