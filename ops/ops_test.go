package ops_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/ops"
)

func get(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	body, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, string(body)
}

func TestEndpoints(t *testing.T) {
	m := ops.NewMetrics()
	var checks ops.Checks
	mux := http.NewServeMux()
	ops.Mount(mux, m, &checks)

	if code, body := get(t, mux, "/healthz"); code != 200 || body != "ok\n" {
		t.Errorf("/healthz = %d %q", code, body)
	}
	if code, body := get(t, mux, "/readyz"); code != 200 || body != "ready\n" {
		t.Errorf("/readyz with no checks = %d %q", code, body)
	}
	up := true
	checks.Add("database", func(ctx context.Context) error { return nil })
	checks.Add("discord", func(ctx context.Context) error {
		if !up {
			return ops.Unready("gateway not connected")
		}
		return nil
	})
	checks.Add("slow", func(ctx context.Context) error { <-ctx.Done(); return nil })
	code, body := get(t, mux, "/readyz")
	if code != 503 || !strings.Contains(body, "slow: did not answer within 2s") || strings.Contains(body, "discord") {
		t.Errorf("/readyz with a hung check = %d %q", code, body)
	}
	checks.Add("slow", func(ctx context.Context) error { return nil })
	up = false
	if code, body := get(t, mux, "/readyz"); code != 503 || body != "not ready:\ndiscord: gateway not connected\n" {
		t.Errorf("/readyz = %d %q", code, body)
	}
	up = true
	if code, _ := get(t, mux, "/readyz"); code != 200 {
		t.Errorf("/readyz after recovery = %d", code)
	}

	m.Command("discord", "solve", "ok", 12*time.Millisecond)
	m.Command("discord", "solve", "ok", 30*time.Millisecond)
	m.Command("slack", "path", "user_error", time.Millisecond)
	m.Solve(40 * time.Microsecond)
	m.Render("solution", 7*time.Millisecond)
	m.SetConnected("discord", true)
	m.SetConnected("slack", false)
	m.DailyWord("accepted")
	m.DailyPost("reveal", "sent")
	code, body = get(t, mux, "/metrics")
	if code != 200 {
		t.Fatalf("/metrics = %d", code)
	}
	for _, want := range []string{
		`bogglebot_commands_total{command="solve",outcome="ok",platform="discord"} 2`,
		`bogglebot_commands_total{command="path",outcome="user_error",platform="slack"} 1`,
		`bogglebot_command_duration_seconds_count{command="solve"} 2`,
		`bogglebot_command_duration_seconds_bucket{command="solve",le="0.025"} 1`,
		`bogglebot_solve_duration_seconds_count 1`,
		`bogglebot_render_duration_seconds_count{image="solution"} 1`,
		`bogglebot_platform_connected{platform="discord"} 1`,
		`bogglebot_platform_connected{platform="slack"} 0`,
		`bogglebot_daily_words_total{verdict="accepted"} 1`,
		`bogglebot_daily_posts_total{kind="reveal",outcome="sent"} 1`,
		`go_goroutines `,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/healthz", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /healthz = %d", rec.Code)
	}
}

// TestExpect: the series alerts watch exist at zero before any event.
func TestExpect(t *testing.T) {
	m := ops.NewMetrics()
	mux := http.NewServeMux()
	ops.Mount(mux, m, &ops.Checks{})
	m.Expect([]string{"discord", "slack"}, []string{"solve", "guess"}, true)
	_, body := get(t, mux, "/metrics")
	for _, want := range []string{
		`bogglebot_commands_total{command="solve",outcome="ok",platform="discord"} 0`,
		`bogglebot_commands_total{command="guess",outcome="error",platform="slack"} 0`,
		`bogglebot_daily_posts_total{kind="reveal",outcome="failed"} 0`,
		`bogglebot_daily_posts_total{kind="open",outcome="sent"} 0`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

// TestReadyzHidesConnectionDetails: a database check failing with the
// driver's error (which names the user, the database and the address)
// says only that the database does not answer; the details go to the log.
func TestReadyzHidesConnectionDetails(t *testing.T) {
	var logs strings.Builder
	checks := &ops.Checks{Log: slog.New(slog.NewTextHandler(&logs, nil))}
	driver := errors.New("failed to connect to `user=bogglebot database=boggle`: 10.1.2.3:5432 (db.internal): dial error: connection refused")
	checks.Add("database", func(context.Context) error {
		return fmt.Errorf("%w: %w", ops.Unready("the database does not answer"), driver)
	})
	checks.Add("other", func(context.Context) error { return driver })
	mux := http.NewServeMux()
	ops.Mount(mux, nil, checks)
	for range 3 {
		code, body := get(t, mux, "/readyz")
		if code != 503 || body != "not ready:\ndatabase: the database does not answer\nother: failed (the reason is in the log)\n" {
			t.Errorf("/readyz = %d %q", code, body)
		}
		for _, secret := range []string{"bogglebot", "boggle", "10.1.2.3", "5432", "db.internal"} {
			if strings.Contains(body, secret) {
				t.Errorf("/readyz shows %q: %q", secret, body)
			}
		}
	}
	if !strings.Contains(logs.String(), "10.1.2.3:5432") || strings.Count(logs.String(), "\n") != 2 {
		t.Errorf("the log should hold each check's details once:\n%s", logs.String())
	}
}

// TestMountAdmin: the admin mux has the profiler; the public one has not.
func TestMountAdmin(t *testing.T) {
	admin, public := http.NewServeMux(), http.NewServeMux()
	ops.MountAdmin(admin, ops.NewMetrics(), &ops.Checks{})
	ops.MountHealth(public)
	if code, body := get(t, admin, "/debug/pprof/"); code != 200 || !strings.Contains(body, "goroutine") {
		t.Errorf("admin /debug/pprof/ = %d", code)
	}
	for _, path := range []string{"/readyz", "/metrics", "/debug/pprof/"} {
		if code, _ := get(t, public, path); code != 404 {
			t.Errorf("public %s = %d, want 404", path, code)
		}
	}
	if code, _ := get(t, public, "/healthz"); code != 200 {
		t.Errorf("public /healthz = %d", code)
	}
}
