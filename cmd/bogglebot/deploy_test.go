package main

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/bogglebot/bogglebot/config"
)

// readEnvExample returns deploy/env.example's settings in order.
func readEnvExample(t *testing.T) [][2]string {
	t.Helper()
	f, err := os.Open("../../deploy/env.example")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][2]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("env.example: %q is not NAME=value", line)
		}
		out = append(out, [2]string{k, v})
	}
	return out
}

// TestDeployFilesNameKnownSettings: every setting the deploy files give the bot is one
// the bot knows, so a typo there cannot go unnoticed.
func TestDeployFilesNameKnownSettings(t *testing.T) {
	known := func(k string) bool { return slices.Contains(config.Known, k) || k == "POSTGRES_PASSWORD" }
	for _, kv := range readEnvExample(t) {
		if !known(kv[0]) {
			t.Errorf("deploy/env.example sets %s, which bogglebot does not read", kv[0])
		}
	}
	var secret struct {
		StringData map[string]string `yaml:"stringData"`
	}
	data, err := os.ReadFile("../../deploy/k8s/secret.example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, &secret); err != nil || len(secret.StringData) == 0 {
		t.Fatalf("secret.example.yaml: %v", err)
	}
	for k := range secret.StringData {
		if !known(k) {
			t.Errorf("deploy/k8s/secret.example.yaml sets %s, which bogglebot does not read", k)
		}
	}
}

// TestEnvExampleOnePlatform: following deploy/env.example for one platform
// (its block filled in, the other's deleted) gives a configuration serve
// accepts, with compose.yaml's own environment on top (it wins over the env
// file); with both platforms filled in, too.
func TestEnvExampleOnePlatform(t *testing.T) {
	var compose struct {
		Bot struct {
			Environment map[string]string `yaml:"environment"`
		} `yaml:"x-bot"`
	}
	data, err := os.ReadFile("../../deploy/compose.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, &compose); err != nil || len(compose.Bot.Environment) == 0 {
		t.Fatalf("compose.yaml: no x-bot environment (%v)", err)
	}
	fill := map[string]string{
		"DISCORD_APP_ID": "123456789012345678", "DISCORD_TOKEN": "t",
		"DISCORD_PUBLIC_KEY": strings.Repeat("ab", 32),
		"SLACK_BOT_TOKEN":    "xoxb-1", "SLACK_SIGNING_SECRET": "s",
	}
	for _, keep := range []string{"DISCORD_", "SLACK_", ""} {
		env := map[string]string{"DATABASE_URL": "bogglebot.db"}
		for _, kv := range readEnvExample(t) {
			k, v := kv[0], kv[1]
			other := (keep == "DISCORD_" && strings.HasPrefix(k, "SLACK_")) || (keep == "SLACK_" && strings.HasPrefix(k, "DISCORD_"))
			if other {
				continue
			}
			if f, ok := fill[k]; ok {
				v = f
			}
			env[k] = v
		}
		for k, v := range compose.Bot.Environment {
			if k == "DATABASE_URL" {
				v = "postgres://bogglebot:pw@postgres:5432/bogglebot?sslmode=disable" // ${...} filled in
			}
			env[k] = v
		}
		c, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok }, "")
		switch {
		case err != nil:
			t.Errorf("env.example with %q kept: %v", keep, err)
		case (keep != "SLACK_") != c.Discord.Enabled() || (keep != "DISCORD_") != c.Slack.Enabled():
			t.Errorf("env.example with %q kept: Discord %v, Slack %v", keep, c.Discord.Enabled(), c.Slack.Enabled())
		}
	}
}
