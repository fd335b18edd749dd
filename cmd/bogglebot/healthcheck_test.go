package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/config"
)

// TestHealthcheckConfigFile: healthcheck finds serve's address in the config
// file serve was given (--config or BOGGLEBOT_CONFIG), the environment
// winning as it does for serve.
func TestHealthcheckConfigFile(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" {
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	file := filepath.Join(t.TempDir(), "bot.yaml")
	// A setting serve would refuse does not stop the healthcheck.
	if err := os.WriteFile(file, []byte("BOGGLEBOT_HTTP_ADDR: \""+addr+"\"\nBOGGLEBOT_LOG_LEVEL: loud\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv(config.EnvHTTPAddr, "")
	t.Setenv(config.EnvConfigFile, "")
	if out, errOut, code := runCLI(t, "", "healthcheck", "--config", file); code != 0 || out != "ok\n" {
		t.Errorf("--config: exit %d %q %q", code, out, errOut)
	}
	t.Setenv(config.EnvConfigFile, file)
	if out, errOut, code := runCLI(t, "", "healthcheck"); code != 0 || out != "ok\n" {
		t.Errorf("BOGGLEBOT_CONFIG: exit %d %q %q", code, out, errOut)
	}
	t.Setenv(config.EnvHTTPAddr, "127.0.0.1:1") // nothing listens there
	if _, errOut, code := runCLI(t, "", "healthcheck"); code == 0 || !strings.Contains(errOut, "127.0.0.1:1") {
		t.Errorf("the environment should win over the file: exit %d %q", code, errOut)
	}
}
