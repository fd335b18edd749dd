package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/solver"
)

// fakeAPI is the fake Discord REST API the server sends its images to.
type fakeAPI struct {
	*discordtest.Server
	url   string       // what the server's DISCORD_API_URL is
	extra *http.Server // serves the fake on --api-listen
}

// startFake starts the fake; with addr it also serves it there (the fake's
// own httptest listener has a random port).
func startFake(addr string) (*fakeAPI, error) {
	f := &fakeAPI{Server: discordtest.NewServer()}
	f.url = f.Server.URL
	if addr != "" {
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			f.Server.Close()
			return nil, fmt.Errorf("fake Discord API: %w", err)
		}
		f.extra = &http.Server{Handler: f.Server.Config.Handler, ReadHeaderTimeout: 5 * time.Second}
		go f.extra.Serve(ln)
		f.url = "http://" + ln.Addr().String()
	}
	return f, nil
}

func (f *fakeAPI) Close() {
	if f.extra != nil {
		f.extra.Close()
	}
	f.Server.Close()
}

// server is a launched bogglebot serve.
type server struct {
	cmd     *exec.Cmd
	started time.Time // just before exec
	url     string    // http://127.0.0.1:port
	dir     string    // temp dir with the database and the log
	log     *os.File
	waited  chan struct{}
	err     error // from Wait, valid once waited is closed
}

// freeAddr returns a loopback address nobody listens on (now).
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// newKey generates the Ed25519 key the launched server verifies with.
func newKey() ed25519.PrivateKey {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return priv
}

// launch starts bin serve in Discord HTTP mode against apiURL, with a SQLite
// database in dir (created if empty). It returns at once; see waitReady.
func launch(bin, dir string, key ed25519.PrivateKey, appID, apiURL string, extraEnv []string) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	logf, err := os.CreateTemp(dir, "serve-*.log")
	if err != nil {
		return nil, err
	}
	var env []string
	for _, kv := range os.Environ() { // nothing of the caller's own bot configuration
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "DISCORD_") || strings.HasPrefix(k, "SLACK_") || strings.HasPrefix(k, "BOGGLEBOT_") || k == "DATABASE_URL" {
			continue
		}
		env = append(env, kv)
	}
	env = append(env,
		"DISCORD_MODE=http",
		"DISCORD_TOKEN=load-test-token",
		"DISCORD_APP_ID="+appID,
		"DISCORD_PUBLIC_KEY="+hex.EncodeToString(key.Public().(ed25519.PublicKey)),
		"DISCORD_API_URL="+apiURL,
		"BOGGLEBOT_HTTP_ADDR="+addr,
		"DATABASE_URL="+filepath.Join(dir, "bogglebot.db"),
	)
	env = append(env, extraEnv...)
	cmd := exec.Command(bin, "serve")
	cmd.Env, cmd.Stdout, cmd.Stderr = env, logf, logf
	cmd.SysProcAttr = sysProcAttr()
	started := time.Now()
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("start %s serve: %w", bin, err)
	}
	s := &server{cmd: cmd, started: started, url: "http://" + addr, dir: dir, log: logf, waited: make(chan struct{})}
	go func() { s.err = cmd.Wait(); close(s.waited) }()
	return s, nil
}

// stop asks the server to shut down (SIGTERM) and waits up to 20 s before
// killing it.
func (s *server) stop() error {
	defer s.log.Close()
	select {
	case <-s.waited:
		return fmt.Errorf("server had exited: %v", s.err)
	default:
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.waited:
	case <-time.After(20 * time.Second):
		s.cmd.Process.Kill()
		<-s.waited
		return errors.New("server did not stop within 20s of SIGTERM; killed")
	}
	if s.err != nil {
		return fmt.Errorf("server exited: %v", s.err)
	}
	return nil
}

// logTail returns the end of the server's log.
func (s *server) logTail(n int) string {
	data, _ := os.ReadFile(s.log.Name())
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// readiness is how the server was found ready.
type readiness struct {
	Probe      string        `json:"probe"` // readyz, healthz or ping
	After      time.Duration `json:"after_ns"`
	FirstImage time.Duration `json:"first_image_ns,omitempty"` // exec -> first /solve image at the fake
}

// waitReady polls base every 2 ms until GET /readyz answers 200 (or, on a
// server without it, /healthz, then a signed PING interaction answered with
// PONG); it measures from start. died, if closed, ends the wait.
func waitReady(ctx context.Context, client *http.Client, base string, key ed25519.PrivateKey, start time.Time, died <-chan struct{}, limit time.Duration) (readiness, error) {
	probes := []string{"readyz", "healthz", "ping"}
	p := 0
	deadline := time.After(limit)
	for {
		select {
		case <-ctx.Done():
			return readiness{}, ctx.Err()
		case <-died:
			return readiness{}, errors.New("server exited before it was ready")
		case <-deadline:
			return readiness{}, fmt.Errorf("server not ready after %v", limit)
		default:
		}
		status, err := probe(ctx, client, base, probes[p], key)
		switch {
		case err == nil && status == http.StatusOK:
			return readiness{Probe: probes[p], After: time.Since(start)}, nil
		case err == nil && (status == http.StatusNotFound || status == http.StatusMethodNotAllowed) && p < len(probes)-1:
			p++ // the server does not have this endpoint
			continue
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// probe sends one readiness probe and returns its HTTP status.
func probe(ctx context.Context, client *http.Client, base, which string, key ed25519.PrivateKey) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	var req *http.Request
	if which == "ping" {
		body := []byte(`{"id":"ready-ping","application_id":"999","type":1,"token":"ping","version":1}`)
		req = signedRequest(ctx, base+"/discord/interactions", key, time.Now(), body)
	} else {
		req, _ = http.NewRequestWithContext(ctx, http.MethodGet, base+"/"+which, nil)
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	if which == "ping" && resp.StatusCode == http.StatusOK && !bytes.Contains(body, []byte(`"type":1`)) {
		return 0, fmt.Errorf("PING answered %s", body)
	}
	return resp.StatusCode, nil
}

// A sample is the server's state at one moment.
type sample struct {
	At         time.Duration `json:"at_ns"` // since the load began
	HeapInuse  float64       `json:"heap_inuse_bytes,omitempty"`
	Goroutines float64       `json:"goroutines,omitempty"`
	RSS        float64       `json:"rss_bytes,omitempty"`
	CPU        float64       `json:"cpu_seconds,omitempty"` // server CPU time so far
	Source     string        `json:"source"`                // metrics or proc
}

// sampler reads the server's state from its /metrics (Go collector names)
// or, failing that, from /proc/PID.
type sampler struct {
	client     *http.Client
	metricsURL string
	pid        int
	noMetrics  bool
	mu         sync.Mutex
}

func (s *sampler) take(ctx context.Context, since time.Time) (sample, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := sample{At: time.Since(since)}
	if !s.noMetrics && s.metricsURL != "" {
		if m, status, err := scrape(ctx, s.client, s.metricsURL); err == nil && status == http.StatusOK && m["go_goroutines"] > 0 {
			out.HeapInuse, out.Goroutines = m["go_memstats_heap_inuse_bytes"], m["go_goroutines"]
			out.RSS, out.CPU, out.Source = m["process_resident_memory_bytes"], m["process_cpu_seconds_total"], "metrics"
			if s.pid > 0 && out.CPU == 0 {
				_, out.CPU, _ = procStat(s.pid)
			}
			return out, true
		} else if err == nil {
			s.noMetrics = true // 404 or not Prometheus: do not ask again
		}
	}
	if s.pid > 0 {
		rss, threads, err := procStatus(s.pid)
		if err == nil {
			out.RSS, out.Source = rss, "proc"
			_ = threads
			_, out.CPU, _ = procStat(s.pid)
			return out, true
		}
	}
	return out, false
}

// scrape reads the unlabelled samples of a Prometheus text exposition.
func scrape(ctx context.Context, client *http.Client, u string) (map[string]float64, int, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	resp, err := client.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
		return nil, resp.StatusCode, nil
	}
	m := map[string]float64{}
	sc := bufio.NewScanner(io.LimitReader(resp.Body, 8<<20))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' || strings.Contains(line, "{") {
			continue
		}
		name, val, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		val, _, _ = strings.Cut(val, " ") // a timestamp may follow
		if f, err := strconv.ParseFloat(val, 64); err == nil {
			m[name] = f
		}
	}
	return m, resp.StatusCode, sc.Err()
}

// firstImage sends one /solve as soon as the server is ready and returns
// the time from start until its image reaches the fake API: what a
// dictionary loaded lazily, or a cold renderer, adds to readiness.
func firstImage(ctx context.Context, client *http.Client, base string, key ed25519.PrivateKey, calls <-chan discordtest.Call, start time.Time) (time.Duration, error) {
	id := "ready-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	body := solveInteraction(id, solver.Modern.Roll(uint64(time.Now().UnixNano())).String(), 0, 0)
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	resp, err := client.Do(signedRequest(ctx, base+"/discord/interactions", key, time.Now(), body))
	if err != nil {
		return 0, fmt.Errorf("first /solve: %w", err)
	}
	ans, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("first /solve: HTTP %d: %s", resp.StatusCode, ans)
	}
	for {
		select {
		case c := <-calls:
			if c.Method == http.MethodPatch && strings.Contains(c.Path, "/token-"+id+"/") {
				if !looksPNG(c.Files["files[0]"].Data) {
					return 0, fmt.Errorf("first /solve: reply without image: %.200s", c.JSON)
				}
				return c.At.Sub(start), nil
			}
		case <-ctx.Done():
			return 0, fmt.Errorf("first /solve: no image: %w", ctx.Err())
		}
	}
}
