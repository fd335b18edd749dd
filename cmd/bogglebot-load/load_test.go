package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"flag"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/ops"
)

// The tool, run in-process for 2 seconds at a low rate against an in-process
// server (the real bot, renderer and Discord adapter), reports every
// interaction deferred and every image delivered as a valid PNG.
func TestLoadInProcess(t *testing.T) {
	seed := bytes.Repeat([]byte{9}, ed25519.SeedSize)
	priv := ed25519.NewKeyFromSeed(seed)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	apiAddr := ln.Addr().String()
	ln.Close()

	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	d, err := discord.New(discord.Config{Bot: bot.New(bot.Config{Logger: quiet}), Token: "t", AppID: "999",
		PublicKey: priv.Public().(ed25519.PublicKey), APIURL: "http://" + apiAddr, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	h, err := d.Handler()
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /discord/interactions", h)
	mux.Handle("GET /metrics", ops.NewMetrics().Handler())
	srv := httptest.NewServer(mux)
	defer srv.Close()
	defer d.Wait(context.Background())

	out := filepath.Join(t.TempDir(), "report.json")
	args := []string{
		"--target", srv.URL, "--key", hex.EncodeToString(seed), "--api-listen", apiAddr,
		"--rate", "10", "--duration", "2s", "--warmup", "0", "--timeout", "30s",
		"--decode-every", "1", "--soak", "--sample-every", "500ms", "--pid", "0",
		"--json", out, "--fail-on-error",
	}
	// A process has one CPU profile: when go test -cpuprofile takes it, the
	// tool's flag is not tested.
	prof := ""
	if f := flag.Lookup("test.cpuprofile"); f == nil || f.Value.String() == "" {
		prof = filepath.Join(t.TempDir(), "cpu.pprof")
		args = append(args, "--cpuprofile", prof)
	}
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, &stdout, &stderr)
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, &stdout, &stderr)
	}
	t.Logf("report:\n%s", &stdout)
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var rep report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	l := rep.Load
	switch {
	case l == nil:
		t.Fatal("no load in the report")
	case l.Sent < 18 || l.Sent > 21:
		t.Errorf("sent %d interactions in 2 s at 10/s", l.Sent)
	case l.Completed != l.Sent || l.Errors != 0 || l.Timeouts != 0 || l.NotSent != 0:
		t.Errorf("completed %d of %d, errors %d, timeouts %d, not sent %d: %v", l.Completed, l.Sent, l.Errors, l.Timeouts, l.NotSent, l.ErrorKinds)
	case l.Decoded != int64(l.Completed) || l.FakeImages != int64(l.Completed):
		t.Errorf("%d PNGs decoded, %d files at the fake, for %d completed", l.Decoded, l.FakeImages, l.Completed)
	case l.Ack.N != l.Sent || l.Image.N != l.Completed:
		t.Errorf("latency counts ack %d image %d", l.Ack.N, l.Image.N)
	case l.Ack.P50 <= 0 || l.Ack.P50 > l.Ack.P99 || l.Ack.P99 > l.Ack.Max:
		t.Errorf("ack distribution out of order: %+v", l.Ack)
	case l.Image.P50 < l.Ack.P50 || l.Image.P50 > l.Image.P99:
		t.Errorf("image distribution %+v against ack %+v", l.Image, l.Ack)
	case l.Throughput < 2 || l.Throughput > 15: // the race detector slows rendering a lot
		t.Errorf("throughput %.1f/s at 10/s offered", l.Throughput)
	}
	if len(rep.Samples) < 4 || rep.Samples[0].Source != "metrics" || len(rep.Trends) < 2 || rep.Trends[1].Metric != "goroutines" || rep.Trends[1].First <= 0 {
		t.Errorf("soak samples %+v, trends %+v", rep.Samples, rep.Trends)
	}
	if !strings.Contains(stdout.String(), "throughput") {
		t.Errorf("report without throughput:\n%s", &stdout)
	}
	// A CPU profile is gzipped protocol buffers.
	if prof != "" {
		if p, err := os.ReadFile(prof); err != nil || len(p) < 100 || p[0] != 0x1f || p[1] != 0x8b {
			t.Errorf("--cpuprofile wrote %d bytes (%v), not a profile", len(p), err)
		}
	}
}

func TestOptions(t *testing.T) {
	key := strings.Repeat("ab", 32)
	for _, tc := range []struct {
		args []string
		want string // in the error; "" for none
	}{
		{[]string{"--bin", "x"}, ""},
		{[]string{"--target", "http://127.0.0.1:1", "--key", key, "--api-listen", "127.0.0.1:2"}, ""},
		{[]string{"--target", "http://10.0.0.1:1", "--key", key, "--api-listen", "127.0.0.1:2"}, "loopback"},
		{[]string{"--target", "http://127.0.0.1:1", "--key", key, "--api-listen", "0.0.0.0:2"}, "loopback"},
		{[]string{"--target", "http://127.0.0.1:1", "--api-listen", "127.0.0.1:2"}, "needs --key"},
		{[]string{"--target", "http://127.0.0.1:1", "--key", "abc", "--api-listen", "127.0.0.1:2"}, "hex"},
		{[]string{"--rate", "0"}, "positive --rate"},
		{[]string{"--duration", "0"}, "nothing to do"},
		{[]string{"stray"}, "unexpected"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			_, err := parseOptions(tc.args, io.Discard)
			if (err == nil) != (tc.want == "") || (err != nil && !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

func TestTrends(t *testing.T) {
	var s []sample
	for i := range 13 { // 2 minutes, every 10 s: heap grows 1 MiB a minute, goroutines flat
		s = append(s, sample{At: time.Duration(i) * 10 * time.Second, HeapInuse: float64(10<<20 + i*(1<<20)/6), Goroutines: 12})
	}
	tr := trends(s)
	if len(tr) != 2 || tr[0].Metric != "heap_inuse_bytes" || tr[1].Metric != "goroutines" {
		t.Fatalf("trends %+v", tr)
	}
	if d := tr[0].SlopePerMin - (1 << 20); d > 1 || d < -1 {
		t.Errorf("heap slope %.0f B/min, want 1 MiB/min", tr[0].SlopePerMin)
	}
	if tr[1].SlopePerMin != 0 || tr[1].First != 12 || tr[1].Last != 12 {
		t.Errorf("goroutines %+v, want flat at 12", tr[1])
	}
}
