package main

import (
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
	for _, secret := range []string{"secret-bot-token", "proxy-pass", "proxyuser"} {
		if strings.Contains(out+errOut, secret) {
			t.Errorf("config check shows %q:\n%s%s", secret, out, errOut)
		}
	}
}
