package config_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/config"
)

// The web board's settings: both or neither of the address and the secret,
// an http(s) address, a secret long enough; the secrets never show, and the
// status line says what is missing.
func TestWebSettings(t *testing.T) {
	const secret = "0123456789abcdef0123456789abcdef-tail-of-the-secret"
	base := map[string]string{"DISCORD_TOKEN": "t0k", "DISCORD_APP_ID": "1234"}
	tests := []struct {
		name    string
		env     map[string]string
		problem string // "" for none
		url     string // Web.PublicURL
		status  string
	}{
		{"off", nil, "", "", "web board off: set BOGGLEBOT_PUBLIC_URL"},
		{"on", map[string]string{config.EnvPublicURL: "https://boggle.example.org/", config.EnvWebSecret: secret},
			"", "https://boggle.example.org", "web board on at https://boggle.example.org (no Discord Activity"},
		{"activity", map[string]string{config.EnvPublicURL: "https://b.example.org/play", config.EnvWebSecret: secret, config.EnvDiscordClientSecret: "cl13nt-s3cr3t-value"},
			"", "https://b.example.org/play", "(with the Discord Activity)"},
		{"no secret", map[string]string{config.EnvPublicURL: "https://b.example.org"}, "BOGGLEBOT_WEB_SECRET: required when BOGGLEBOT_PUBLIC_URL is set", "", ""},
		{"no url", map[string]string{config.EnvWebSecret: secret}, "BOGGLEBOT_PUBLIC_URL: required when BOGGLEBOT_WEB_SECRET is set", "", ""},
		{"short secret", map[string]string{config.EnvPublicURL: "https://b.example.org", config.EnvWebSecret: "hunter2hunter2"}, "too short to sign links safely: it has 14 characters, and needs at least 32", "", ""},
		{"not a url", map[string]string{config.EnvPublicURL: "boggle.example.org", config.EnvWebSecret: secret}, "BOGGLEBOT_PUBLIC_URL: is not an http(s) address", "", ""},
		{"query", map[string]string{config.EnvPublicURL: "https://b.example.org/?token=abc", config.EnvWebSecret: secret}, "without a user name, ?query or #fragment", "", ""},
		{"client secret without app", map[string]string{"DISCORD_APP_ID": "", "DISCORD_TOKEN": "", "SLACK_BOT_TOKEN": "xoxb-1", "SLACK_APP_TOKEN": "xapp-1",
			config.EnvPublicURL: "https://b.example.org", config.EnvWebSecret: secret, config.EnvDiscordClientSecret: "abc"}, "the Discord Activity also needs DISCORD_APP_ID", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{}
			for k, v := range base {
				env[k] = v
			}
			for k, v := range tt.env {
				env[k] = v
			}
			c, err := config.FromEnv(envMap(env))
			if out := shown(c, err) + c.Web.Status(); strings.Contains(out, "tail-of-the-secret") || strings.Contains(out, "s3cr3t") {
				t.Errorf("a secret shows:\n%s", out)
			}
			switch {
			case tt.problem == "" && err != nil:
				t.Fatalf("unexpected problem: %v", err)
			case tt.problem != "" && (err == nil || !strings.Contains(err.Error(), tt.problem)):
				t.Fatalf("problem %v, want one containing %q", err, tt.problem)
			}
			if tt.problem != "" {
				if c.Web.Enabled() {
					t.Errorf("the web board is on despite a problem: %s", c.Web)
				}
				return
			}
			if c.Web.PublicURL != tt.url {
				t.Errorf("PublicURL = %q, want %q", c.Web.PublicURL, tt.url)
			}
			if c.Web.Enabled() != (tt.url != "") {
				t.Errorf("Enabled() = %v", c.Web.Enabled())
			}
			if !strings.Contains(c.Web.Status(), tt.status) {
				t.Errorf("Status() = %q, want it to contain %q", c.Web.Status(), tt.status)
			}
		})
	}
}
