package ops_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/ops"
)

// TestKitNamesExportedMetrics: every metric the alert rules, their unit
// tests and the Grafana dashboard in deploy/prometheus name is one the bot
// exports (a renamed metric would leave an alert that never fires).
func TestKitNamesExportedMetrics(t *testing.T) {
	m := ops.NewMetrics()
	m.Expect([]string{"discord"}, []string{"solve"}, true)
	m.Command("discord", "solve", "ok", time.Millisecond)
	m.Solve(time.Millisecond)
	m.Render("solution", time.Millisecond)
	m.DailyWord("accepted")
	m.SetConnected("discord", true)
	m.SetReady([]string{"database"}, nil)
	ln, err := ops.Listen("127.0.0.1:0", 0)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	m.WatchListener(ln)
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	exported := map[string]bool{}
	for _, line := range strings.Split(rec.Body.String(), "\n") {
		if f := strings.Fields(line); len(f) >= 3 && f[0] == "#" && f[1] == "TYPE" {
			exported[f[2]] = true
		}
	}
	name := regexp.MustCompile(`\b(bogglebot|process|go)_[a-z_]+`)
	for _, file := range []string{"rules.yaml", "rules.test.yaml", "grafana-dashboard.json"} {
		data, err := os.ReadFile("../deploy/prometheus/" + file)
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		for _, n := range name.FindAllString(string(data), -1) {
			base := n
			for _, suffix := range []string{"_bucket", "_sum", "_count"} {
				if b, ok := strings.CutSuffix(n, suffix); ok && exported[b] {
					base = b
				}
			}
			if !exported[base] {
				t.Errorf("%s names %s, which the bot does not export", file, n)
			}
			seen++
		}
		if seen == 0 {
			t.Errorf("%s names no metric", file)
		}
	}
}
