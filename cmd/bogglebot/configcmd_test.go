package main

import (
	"os"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/config"
)

// TestConfigCheck: config check fails as serve would when no chat platform
// is configured, passes a good one, and shows secrets redacted.
func TestConfigCheck(t *testing.T) {
	for _, k := range []string{"DISCORD_TOKEN", "DISCORD_APP_ID", "DISCORD_PUBLIC_KEY", "DISCORD_MODE", "DISCORD_GUILD_ID",
		"DISCORD_API_URL", "DISCORD_SHARD_ID", "DISCORD_SHARD_COUNT", "SLACK_BOT_TOKEN", "SLACK_APP_TOKEN", "SLACK_SIGNING_SECRET",
		"SLACK_MODE", "SLACK_API_URL", "SLACK_ADMINS", config.EnvDatabaseURL, config.EnvDailySeed, config.EnvDict, "BOGGLEBOT_CONFIG"} {
		t.Setenv(k, "")
	}
	out, errOut, code := runCLI(t, "", "config", "check")
	if code != 1 || !strings.Contains(errOut, "no chat platform is configured") || strings.Contains(out, "OK") {
		t.Errorf("no platform: exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
	}

	t.Setenv("DISCORD_TOKEN", "secret-bot-token")
	t.Setenv("DISCORD_APP_ID", "123456789012345678")
	t.Setenv("DISCORD_API_URL", "http://proxyuser:proxy-pass@127.0.0.1:7001")
	out, errOut, code = runCLI(t, "", "config", "check")
	if code != 0 || !strings.Contains(out, "configuration OK") {
		t.Errorf("a Discord gateway configuration: exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
	}
	// Every feature is said on or off, and why: the default SQLite file
	// keeps the games but not what replicas share.
	for _, want := range []string{"daily challenge, live rounds, hints, /privacy: on (SQLite database bogglebot.db)",
		"web board off: set BOGGLEBOT_PUBLIC_URL", "shared rate limits: off (each replica counts its users' commands alone)",
		"live events across replicas: off"} {
		if !strings.Contains(out, want) {
			t.Errorf("config check does not say %q:\n%s", want, out)
		}
	}
	// A PostgreSQL server that does not answer fails the check, as serve
	// would fail, naming the variable and not the password.
	t.Setenv(config.EnvDatabaseURL, "postgres://bot:db-pass@127.0.0.1:1/boggle?connect_timeout=2")
	if out, errOut, code = runCLI(t, "", "config", "check"); code == 0 || !strings.Contains(out+errOut, config.EnvDatabaseURL) {
		t.Errorf("config check with a PostgreSQL server that does not answer: exit %d\n%s%s", code, out, errOut)
	}
	if url := os.Getenv("BOGGLEBOT_TEST_POSTGRES"); url != "" {
		t.Setenv(config.EnvDatabaseURL, url)
		if out, _, _ := runCLI(t, "", "config", "check"); !strings.Contains(out, "on (PostgreSQL database") || strings.Contains(out, "shared rate limits: off") {
			t.Errorf("config check with PostgreSQL:\n%s", out)
		}
	}
	for _, secret := range []string{"secret-bot-token", "proxy-pass", "proxyuser", "db-pass"} {
		if strings.Contains(out+errOut, secret) {
			t.Errorf("config check shows %q:\n%s%s", secret, out, errOut)
		}
	}
}

// TestConfigCheckNeverShowsAPastedToken: a token pasted into any setting
// that is not a secret's (an id, a mode, a URL, the config file's name...)
// never shows in config check's output, whether the check fails or passes.
func TestConfigCheckNeverShowsAPastedToken(t *testing.T) {
	const token = "MTA4NzY1NDMyMTA5ODc2NTQzMg.GhJkLm.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab"
	secrets := map[string]bool{"DISCORD_TOKEN": true, "SLACK_BOT_TOKEN": true, "SLACK_APP_TOKEN": true, "SLACK_SIGNING_SECRET": true}
	settings := append([]string{config.EnvConfigFile}, config.Known...)
	for _, k := range settings {
		t.Setenv(k, "")
	}
	for _, k := range settings {
		if secrets[k] {
			continue
		}
		t.Run(k, func(t *testing.T) {
			t.Setenv("DISCORD_TOKEN", "a-real-token-goes-here")
			t.Setenv("DISCORD_APP_ID", "123456789012345678")
			t.Setenv(k, token)
			out, errOut, code := runCLI(t, "", "config", "check")
			if strings.Contains(out+errOut, token[len(token)-16:]) {
				t.Errorf("exit %d, the token shows:\n%s%s", code, out, errOut)
			}
			if k == "DISCORD_APP_ID" && (code != 1 || !strings.Contains(errOut, "DISCORD_APP_ID: is not a Discord id") ||
				!strings.Contains(errOut, "it looks like a Discord bot token, which goes in DISCORD_TOKEN")) {
				t.Errorf("exit %d, stderr %s", code, errOut)
			}
		})
	}
}

// The console plays on without the daily challenge when DATABASE_URL is
// wrong, and says so without showing it.
func TestConsoleBadDatabaseURL(t *testing.T) {
	const token = "xoxb-1234567890123-1234567890123-QwErTyUiOpAsDfGhJkLzXcVb"
	t.Setenv(config.EnvDatabaseURL, token)
	out, errOut, code := runCLI(t, "/solve abc def ghi\n", "console", "--user", "ann", "--images", t.TempDir())
	if code != 0 || !strings.Contains(errOut, "no daily challenge") || !strings.Contains(errOut, "DATABASE_URL: is not a SQLite file path") ||
		strings.Contains(out+errOut, "QwErTy") || !strings.Contains(out, "on abc def ghi") {
		t.Errorf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
}

// A PostgreSQL DATABASE_URL the console cannot reach: the dial error is
// said once, and /daily tells the person at the console what to do, not
// to ask whoever runs the bot.
func TestConsoleUnreachableDatabase(t *testing.T) {
	t.Setenv(config.EnvDatabaseURL, "postgres://u:pw@127.0.0.1:1/db")
	out, errOut, code := runCLI(t, "/daily\n", "console", "--user", "ann", "--images", t.TempDir())
	if code != 0 || strings.Count(errOut, "dial error") != 1 || strings.Contains(errOut, "pw@") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "Start the console with --db FILE") || strings.Contains(out, "whoever runs the bot") {
		t.Errorf("/daily without a database: %q", out)
	}
}

// TestConfigCheckNamesEveryProblem: a short web secret with no public
// address and no chat platform: config check names all three in one
// message, the secret never shown.
func TestConfigCheckNamesEveryProblem(t *testing.T) {
	for _, k := range append([]string{config.EnvConfigFile}, config.Known...) {
		t.Setenv(k, "")
	}
	t.Setenv(config.EnvWebSecret, "s3cr7")
	out, errOut, code := runCLI(t, "", "config", "check")
	for _, want := range []string{"BOGGLEBOT_PUBLIC_URL: required when", "BOGGLEBOT_WEB_SECRET: too short", "no chat platform is configured"} {
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("config check does not name %q: exit %d\n%s%s", want, code, out, errOut)
		}
	}
	if strings.Contains(out+errOut, "s3cr7") {
		t.Errorf("config check shows the secret:\n%s%s", out, errOut)
	}
}

// TestBoardRefusalQuotesOnce: a board refused for a letter its language's
// dice lack is quoted once, not after "can't read the board '…':" too.
func TestBoardRefusalQuotesOnce(t *testing.T) {
	const board = "c’h o a r / x x x x / x x x x / x x x q"
	_, errOut, code := runCLI(t, "", "solve", "--lang", "br", board)
	if code != 1 || !strings.Contains(errOut, "can't be played here: the letter x is on no die") || strings.Contains(errOut, "can't read the board") {
		t.Errorf("solve --lang br %q: exit %d: %s", board, code, errOut)
	}
	_, errOut, _ = runCLI(t, board+"\n", "solve", "--lang", "br", "-")
	if !strings.Contains(errOut, "line 1: c’h o a r") || strings.Contains(errOut, "can't read the board") {
		t.Errorf("solve --lang br - %q: %s", board, errOut)
	}
}
