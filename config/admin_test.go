package config

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestAdminAddr(t *testing.T) {
	env := func(kv ...string) func(string) (string, bool) {
		m := map[string]string{EnvDiscordToken: "t", EnvDiscordAppID: "1"}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	c, err := FromEnv(env())
	if err != nil || c.AdminAddr != "" || !strings.Contains(c.OpsStatus(), "on the public port") || !strings.Contains(c.OpsStatus(), EnvAdminAddr) {
		t.Errorf("unset: %q, %v: %s", c.AdminAddr, err, c.OpsStatus())
	}
	c, err = FromEnv(env(EnvAdminAddr, "127.0.0.1:9090"))
	if err != nil || c.AdminAddr != "127.0.0.1:9090" || !strings.Contains(c.OpsStatus(), "keeps only /healthz") || !strings.Contains(c.String(), "admin_addr=127.0.0.1:9090") {
		t.Errorf("set: %q, %v: %s", c.AdminAddr, err, c.OpsStatus())
	}
	for _, bad := range []string{"9090", "host:99999", ":8080"} {
		if _, err := FromEnv(env(EnvAdminAddr, bad)); err == nil || !strings.Contains(err.Error(), EnvAdminAddr) {
			t.Errorf("%s=%q: %v, want a problem naming it", EnvAdminAddr, bad, err)
		}
	}
}

// TestUnknownEnv: a mistyped variable gets the "did you mean" a config
// file's key gets; its value is never shown; the tests' own variables,
// empty ones and others' are left alone.
func TestUnknownEnv(t *testing.T) {
	got := Unknown([]string{
		"BOGGLEBOT_HTTP_ADR=:9000", "SLACK_BOT_TOKN=xoxb-1234-secret", "DISCORD_WEBHOOK_URL=https://x/secret-hook",
		"BOGGLEBOT_TEST_POSTGRES=postgres://x", "DISCORD_TOKN=", "PATH=/bin", "DISCORD_TOKEN=t", "BOGGLEBOT_CONFIG=/etc/b.yaml",
	})
	want := []string{
		"environment variable BOGGLEBOT_HTTP_ADR is not a setting and is ignored: did you mean BOGGLEBOT_HTTP_ADDR?",
		"environment variable DISCORD_WEBHOOK_URL is not a setting and is ignored (bogglebot's settings are listed in the README)",
		"environment variable SLACK_BOT_TOKN is not a setting and is ignored: did you mean SLACK_BOT_TOKEN?",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Unknown =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, w := range got {
		if strings.Contains(w, "secret") || strings.Contains(w, "9000") {
			t.Errorf("a value shows: %s", w)
		}
	}
}

// TestTrustedProxies: BOGGLEBOT_TRUSTED_PROXIES is read as a list of
// addresses and CIDR ranges, shown by config check's line and the
// settings' text; a bad entry is a problem quoting it; unset, nobody is
// trusted and the line says how to set it.
func TestTrustedProxies(t *testing.T) {
	env := func(kv ...string) func(string) (string, bool) {
		m := map[string]string{EnvDiscordToken: "t", EnvDiscordAppID: "1"}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	c, err := FromEnv(env())
	if err != nil || len(c.Runtime.Proxies) != 0 || !strings.Contains(c.Runtime.ProxyStatus(), "set "+EnvTrustedProxies) {
		t.Errorf("unset: %v %v %q", c.Runtime.Proxies, err, c.Runtime.ProxyStatus())
	}
	c, err = FromEnv(env(EnvTrustedProxies, "10.0.0.0/8, 192.0.2.7"))
	if err != nil || c.Runtime.Proxies.String() != "10.0.0.0/8,192.0.2.7/32" ||
		!strings.Contains(c.String(), "trusted_proxies=10.0.0.0/8,192.0.2.7/32") || !strings.Contains(c.Runtime.ProxyStatus(), "(10.0.0.0/8,192.0.2.7/32)") {
		t.Errorf("set: %v %v %s %q", c.Runtime.Proxies, err, c, c.Runtime.ProxyStatus())
	}
	if _, err := FromEnv(env(EnvTrustedProxies, "10.0.0.0/8, the-proxy")); err == nil || !strings.Contains(err.Error(), EnvTrustedProxies) ||
		!strings.Contains(err.Error(), `"the-proxy"`) {
		t.Errorf("a bad entry: %v", err)
	}
}

// TestRuntimeSettings: the runtime limits are read, 0 queue means none,
// and a bad value is a problem naming its variable.
func TestRuntimeSettings(t *testing.T) {
	env := func(kv ...string) func(string) (string, bool) {
		m := map[string]string{EnvDiscordToken: "t", EnvDiscordAppID: "1"}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	c, err := FromEnv(env())
	if err != nil || !reflect.DeepEqual(c.Runtime, Runtime{}) || !strings.Contains(c.String(), "runtime=defaults") {
		t.Errorf("unset: %+v %v %s", c.Runtime, err, c)
	}
	c, err = FromEnv(env(EnvWorkers, "16", EnvQueue, "0", EnvPerUser, "2", EnvQueueWait, "4s", EnvConnsPerClient, "512"))
	want := Runtime{Workers: 16, Queue: -1, PerUser: 2, QueueWait: 4 * time.Second, ConnsPerClient: 512}
	if err != nil || !reflect.DeepEqual(c.Runtime, want) || !strings.Contains(c.String(), "runtime{workers=16 queue=0 per_user=2 queue_wait=4s conns_per_client=512}") {
		t.Errorf("set: %+v %v %s", c.Runtime, err, c)
	}
	for _, kv := range [][2]string{{EnvWorkers, "0"}, {EnvWorkers, "many"}, {EnvQueue, "-1"}, {EnvPerUser, "0"}, {EnvQueueWait, "10"}, {EnvQueueWait, "1h"}, {EnvConnsPerClient, "x"}} {
		if _, err := FromEnv(env(kv[0], kv[1])); err == nil || !strings.Contains(err.Error(), kv[0]) {
			t.Errorf("%s=%q: %v, want a problem naming it", kv[0], kv[1], err)
		}
	}
}
