package config

import (
	"strings"
	"testing"
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
