// Package ops serves bogglebot's operations endpoints: GET /healthz (the
// process is alive), GET /readyz (every dependency is ready, else 503 with the
// reasons, in fixed words that never name a database's user, name or
// address), GET /metrics (Prometheus) and, on an admin listener only, Go's
// profiler (MountAdmin); and holds the bot's metrics. It
// also builds the HTTP server that serves them beside the chat endpoints:
// NewServer sets its timeouts and Listen caps the connections it holds.
//
// Metrics and Checks are safe for concurrent use.
package ops

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"net/http/pprof"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/internal/logsample"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics are the bot's Prometheus metrics, in a registry of their own.
type Metrics struct {
	reg        *prometheus.Registry
	commands   *prometheus.CounterVec
	cmdSeconds *prometheus.HistogramVec
	solve      prometheus.Histogram
	render     *prometheus.HistogramVec
	connected  *prometheus.GaugeVec
	daily      *prometheus.CounterVec
	posts      *prometheus.CounterVec
	reminders  *prometheus.CounterVec
	results    *prometheus.CounterVec
	ready      prometheus.Gauge
	checkUp    *prometheus.GaugeVec
}

// latency buckets from 100 µs to 10 s.
var buckets = []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// NewMetrics returns the bot's metrics with the Go runtime and process
// collectors registered beside them.
func NewMetrics() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		commands: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "bogglebot_commands_total",
			Help: "Commands handled, by platform, command and outcome (ok, user_error, ratelimited, forbidden, unknown, canceled, error, panic; and, refused by the runtime: busy, user_busy, closing).",
		}, []string{"platform", "command", "outcome"}),
		cmdSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "bogglebot_command_duration_seconds",
			Help:    "Time to build a command's reply, image included.",
			Buckets: buckets,
		}, []string{"command"}),
		solve: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "bogglebot_solve_duration_seconds",
			Help:    "Time to solve one board.",
			Buckets: buckets,
		}),
		render: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "bogglebot_render_duration_seconds",
			Help:    "Time to draw and encode one image, by image (board, solution, word, heat, review).",
			Buckets: buckets,
		}, []string{"image"}),
		connected: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "bogglebot_platform_connected",
			Help: "1 when the platform (discord, slack) is connected or serving, else 0.",
		}, []string{"platform"}),
		daily: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "bogglebot_daily_words_total",
			Help: "Daily-challenge guesses by verdict (accepted, already_found, not_in_dictionary, too_short, not_on_board, not_a_word, undecided, revealed_by_a_hint).",
		}, []string{"verdict"}),
		posts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "bogglebot_daily_posts_total",
			Help: "Daily posts by kind (open, reveal) and outcome (sent, failed).",
		}, []string{"kind", "outcome"}),
	}
	m.results = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "bogglebot_round_results_total",
		Help: "Attempts to post a live round's results, by outcome (posted; failed, tried again after the lease; given_up, the platform kept refusing it).",
	}, []string{"outcome"})
	m.ready = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "bogglebot_ready",
		Help: "1 when every readiness check passes (what /readyz answers 200 to), else 0; refreshed every few seconds.",
	})
	m.checkUp = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "bogglebot_check_up",
		Help: "1 when the readiness check (database, discord, slack) passes, else 0; refreshed every few seconds.",
	}, []string{"check"})
	m.reminders = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "bogglebot_reminders_total",
		Help: "Players' reminders due, by platform and outcome (sent; played or day_over, skipped; refused, turned off; failed, that day's lost; claimed_elsewhere, another replica's; given_back, claimed but unsent at shutdown, due again).",
	}, []string{"platform", "outcome"})
	m.reg.MustRegister(m.results, m.ready, m.checkUp, m.reminders)
	m.reg.MustRegister(m.commands, m.cmdSeconds, m.solve, m.render, m.connected, m.daily, m.posts,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Expect creates, at zero, the series that alerts watch: each command's ok,
// error and busy outcomes on each platform, and, with daily, the daily posts'
// outcomes. A series that appears only at its first event leaves a rate
// or an absence alert with nothing to read until then.
func (m *Metrics) Expect(platforms, commands []string, daily bool) {
	for _, p := range platforms {
		for _, c := range commands {
			for _, o := range []string{"ok", "error", "busy"} {
				m.commands.WithLabelValues(p, c, o)
			}
		}
	}
	for _, o := range []string{"posted", "failed", "given_up"} {
		m.results.WithLabelValues(o)
	}
	if daily {
		for _, p := range platforms {
			for _, o := range []string{"sent", "refused", "failed"} {
				m.reminders.WithLabelValues(p, o)
			}
		}
		for _, k := range []string{"open", "reveal"} {
			for _, o := range []string{"sent", "failed"} {
				m.posts.WithLabelValues(k, o)
			}
		}
	}
}

// Reminder records one reminder's nudge.
func (m *Metrics) Reminder(platform, outcome string) {
	m.reminders.WithLabelValues(platform, outcome).Inc()
}

// RoundResults records one attempt to post a round's results.
func (m *Metrics) RoundResults(outcome string) { m.results.WithLabelValues(outcome).Inc() }

// SetReady records the readiness checks' failures (from Checks.Run) among
// the named checks.
func (m *Metrics) SetReady(checks, failures []string) {
	failed := map[string]bool{}
	for _, f := range failures {
		name, _, _ := strings.Cut(f, ":")
		failed[name] = true
	}
	for _, c := range checks {
		v := 1.0
		if failed[c] {
			v = 0
		}
		m.checkUp.WithLabelValues(c).Set(v)
	}
	v := 1.0
	if len(failures) > 0 {
		v = 0
	}
	m.ready.Set(v)
}

// WatchListener exports l's early closings: call it once per listener.
func (m *Metrics) WatchListener(l *Listener) {
	m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name: "bogglebot_http_connections_refused_total",
		Help: "HTTP connections closed on arrival because their client held its share of the connection cap, none of them idle.",
	}, func() float64 { return float64(l.Refused()) }), prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name: "bogglebot_http_idle_connections_shed_total",
		Help: "Idle keep-alive HTTP connections closed early to make room (near the cap, or for their own client).",
	}, func() float64 { return float64(l.Shed()) }), prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name: "bogglebot_http_slow_connections_cut_total",
		Help: "HTTP connections closed at the connection cap while their request's headers were still arriving, to make room.",
	}, func() float64 { return float64(l.Cut()) }))
}

// Command records one handled command.
func (m *Metrics) Command(platform, command, outcome string, d time.Duration) {
	m.commands.WithLabelValues(platform, command, outcome).Inc()
	m.cmdSeconds.WithLabelValues(command).Observe(d.Seconds())
}

// Solve records one board solved.
func (m *Metrics) Solve(d time.Duration) { m.solve.Observe(d.Seconds()) }

// Render records one image drawn.
func (m *Metrics) Render(image string, d time.Duration) {
	m.render.WithLabelValues(image).Observe(d.Seconds())
}

// DailyWord records one judged daily-challenge guess.
func (m *Metrics) DailyWord(verdict string) { m.daily.WithLabelValues(verdict).Inc() }

// DailyPost records one daily post attempt.
func (m *Metrics) DailyPost(kind, outcome string) { m.posts.WithLabelValues(kind, outcome).Inc() }

// SetConnected records whether a platform is connected.
func (m *Metrics) SetConnected(platform string, up bool) {
	v := 0.0
	if up {
		v = 1
	}
	m.connected.WithLabelValues(platform).Set(v)
}

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// A Check reports whether one dependency is ready: nil, or what is wrong.
// /readyz shows only the Unready part of an error (a fixed sentence such as
// "the database does not answer"); the rest (a driver's error, which may
// name the database's user, database and address) goes to the log.
type Check func(ctx context.Context) error

// Unready is a reason a check fails that /readyz may show: a fixed
// sentence, never a driver's error. Wrap the details with it:
// fmt.Errorf("%w: %w", ops.Unready("the database does not answer"), err).
type Unready string

func (u Unready) Error() string { return string(u) }

// Checks is the set of readiness checks behind /readyz.
type Checks struct {
	// Log receives the details of failing checks, at most one line a
	// minute per check (nil: slog's default).
	Log *slog.Logger

	mu      sync.Mutex
	checks  map[string]Check
	details map[string]*logsample.Sampler
}

// Add registers a named check, replacing any of the same name.
func (c *Checks) Add(name string, check Check) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.checks == nil {
		c.checks = map[string]Check{}
	}
	c.checks[name] = check
}

// Names returns the checks' names, sorted.
func (c *Checks) Names() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Sorted(maps.Keys(c.checks))
}

// Run runs every check concurrently, each bounded by timeout, and returns the
// failures as "name: reason", sorted. A reason is the check's Unready
// sentence, "did not answer within TIMEOUT", or "failed (the reason is in
// the log)"; what else the error says is logged, not returned.
func (c *Checks) Run(ctx context.Context, timeout time.Duration) []string {
	c.mu.Lock()
	checks := make(map[string]Check, len(c.checks))
	for k, v := range c.checks {
		checks[k] = v
	}
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var (
		mu       sync.Mutex
		failures []string
		wg       sync.WaitGroup
	)
	for name, check := range checks {
		wg.Go(func() {
			err := check(ctx)
			if err == nil && ctx.Err() != nil {
				err = ctx.Err()
			}
			if err == nil {
				return
			}
			var reason string
			var u Unready
			switch {
			case errors.As(err, &u):
				reason = string(u)
			case errors.Is(err, context.DeadlineExceeded):
				reason = fmt.Sprintf("did not answer within %v", timeout)
			default:
				reason = "failed (the reason is in the log)"
			}
			if err.Error() != reason {
				c.logDetail(name, err)
			}
			mu.Lock()
			failures = append(failures, name+": "+reason)
			mu.Unlock()
		})
	}
	wg.Wait()
	slices.Sort(failures)
	return failures
}

// logDetail logs why a check failed, sampled per check.
func (c *Checks) logDetail(name string, err error) {
	c.mu.Lock()
	if c.details == nil {
		c.details = map[string]*logsample.Sampler{}
	}
	s, ok := c.details[name]
	if !ok {
		s = &logsample.Sampler{Log: c.Log, Msg: "readiness check failed"}
		c.details[name] = s
	}
	c.mu.Unlock()
	s.Note(name, "check", name, "err", err)
}

// MountHealth adds GET /healthz (the process is alive; it says nothing
// else) to mux: the one operations endpoint the public port keeps when the
// others are on an admin listener.
func MountHealth(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprintln(w, "ok")
	})
}

// Mount adds /healthz, /readyz and /metrics to mux.
func Mount(mux *http.ServeMux, m *Metrics, checks *Checks) {
	MountHealth(mux)
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		if failures := checks.Run(r.Context(), 2*time.Second); len(failures) > 0 {
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "not ready:\n%s\n", strings.Join(failures, "\n"))
			return
		}
		fmt.Fprintln(w, "ready")
	})
	if m != nil {
		mux.Handle("GET /metrics", m.Handler())
	}
}

// MountAdmin adds everything an operator's own network may see to mux:
// /healthz, /readyz, /metrics and Go's profiler under /debug/pprof/. Serve
// it on the admin listener (BOGGLEBOT_ADMIN_ADDR) only: a profile costs
// CPU, and the heap and goroutine dumps show the process's insides.
func MountAdmin(mux *http.ServeMux, m *Metrics, checks *Checks) {
	Mount(mux, m, checks)
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
}
