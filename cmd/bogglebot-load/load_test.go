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
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/ops"
)

// The tool, run in-process for 1 second at 10/s against an in-process
// server (the real bot, renderer and Discord adapter), reports every
// interaction deferred and every image delivered as a valid PNG. It checks
// what the report says happened, never how fast: on a busy machine with the
// race detector, rendering 10 images may take many seconds, and the
// timeouts are set far beyond that, as failure bounds only. Speed is
// measured by benchmarks and in docs/load.md.
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
	b := app.New(app.Config{Logger: quiet}).Bot
	// However slow the machine, a queued interaction is not answered
	// "busy", nor a slow one cut off: those limits are failure bounds here.
	rt := bot.NewRuntime(b, bot.RuntimeConfig{QueueWait: 5 * time.Minute, Timeout: 5 * time.Minute})
	d, err := discord.New(discord.Config{Bot: b, Runtime: rt, Token: "t", AppID: "999",
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

	const rate, sent = 10, 10 // for 1 s
	out := filepath.Join(t.TempDir(), "report.json")
	args := []string{
		"--target", srv.URL, "--key", hex.EncodeToString(seed), "--api-listen", apiAddr,
		"--rate", strconv.Itoa(rate), "--duration", "1s", "--warmup", "0", "--timeout", "5m",
		"--decode-every", "1", "--soak", "--sample-every", "250ms", "--pid", "0",
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
	case l.Sent != sent:
		t.Errorf("sent %d interactions in 1 s at %d/s, want %d", l.Sent, rate, sent)
	case l.Completed != l.Sent || l.Errors != 0 || l.Timeouts != 0 || l.NotSent != 0:
		t.Errorf("completed %d of %d, errors %d, timeouts %d, not sent %d: %v", l.Completed, l.Sent, l.Errors, l.Timeouts, l.NotSent, l.ErrorKinds)
	case l.Decoded != int64(l.Completed) || l.FakeImages != int64(l.Completed):
		t.Errorf("%d PNGs decoded, %d files at the fake, for %d completed", l.Decoded, l.FakeImages, l.Completed)
	case l.Ack.N != l.Sent || l.Image.N != l.Completed:
		t.Errorf("latency counts ack %d image %d", l.Ack.N, l.Image.N)
	case l.Ack.P50 <= 0 || l.Ack.P50 > l.Ack.P99 || l.Ack.P99 > l.Ack.Max:
		t.Errorf("ack distribution out of order: %+v", l.Ack)
	case l.Image.P50 <= 0 || l.Image.P50 > l.Image.P99 || l.Image.P99 > l.Image.Max:
		t.Errorf("image distribution out of order: %+v", l.Image)
	// The last image cannot arrive before its interaction was due, (sent-1)
	// intervals after the first: that bounds the throughput from above,
	// whatever the machine. There is no bound from below.
	case l.Throughput <= 0 || l.Throughput > float64(l.Completed)*rate/float64(l.Sent-1)*(1+1e-9):
		t.Errorf("throughput %.2f/s for %d images sent over %d intervals of 1/%d s", l.Throughput, l.Completed, l.Sent-1, rate)
	}
	// With --soak, the samples at the window's start and end at least (how
	// many ticks fall between depends on the machine; TestSoak counts them).
	if n := len(rep.Samples); n < 2 || rep.Samples[0].Source != "metrics" || rep.Samples[n-1].Source != "metrics" || rep.Samples[0].Goroutines <= 0 {
		t.Errorf("soak samples %+v", rep.Samples)
	}
	if len(rep.Samples) >= 3 && (len(rep.Trends) < 2 || rep.Trends[1].Metric != "goroutines" || rep.Trends[1].First <= 0) {
		t.Errorf("trends %+v of %d samples", rep.Trends, len(rep.Samples))
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

// soak samples once every interval between the window's start and end, on
// a fake clock: 2 s at 500 ms is 3 samples (the start and the end are the
// caller's), and a cancelled context ends it.
func TestSoak(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		start := time.Now()
		take := func() (sample, bool) { return sample{At: time.Since(start), Goroutines: 1}, true }
		got := soak(context.Background(), 500*time.Millisecond, 2*time.Second, take)
		var at []time.Duration
		for _, s := range got {
			at = append(at, s.At)
		}
		if want := []time.Duration{500 * time.Millisecond, time.Second, 1500 * time.Millisecond}; !slices.Equal(at, want) {
			t.Errorf("samples at %v, want %v", at, want)
		}
		if d := time.Since(start); d != 2*time.Second {
			t.Errorf("soak returned after %v, want 2s", d)
		}

		ctx, cancel := context.WithCancel(context.Background())
		n := 0
		got = soak(ctx, time.Second, time.Hour, func() (sample, bool) {
			if n++; n == 3 {
				cancel()
			}
			return sample{Goroutines: 1}, n != 2 // the second scrape failed
		})
		if len(got) != 2 || time.Since(start) != 5*time.Second {
			t.Errorf("cancelled after the 3rd tick: %d samples after %v, want 2 after 5s", len(got), time.Since(start))
		}
	})
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
