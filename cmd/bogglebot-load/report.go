package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"
)

// report is everything one invocation measured.
type report struct {
	Started          time.Time     `json:"started"`
	LoadAvgStart     string        `json:"loadavg_start"` // 1, 5, 15 minutes, at the start
	LoadAvgEnd       string        `json:"loadavg_end"`
	NumCPU           int           `json:"num_cpu"`
	Server           string        `json:"server"` // the binary launched, or the target URL
	Ready            []readiness   `json:"ready_runs,omitempty"`
	ReadyMedian      time.Duration `json:"ready_median_ns,omitempty"`
	FirstImageMedian time.Duration `json:"first_image_median_ns,omitempty"`
	ServerReady      *readiness    `json:"server_ready,omitempty"` // of the server the load ran against
	Load             *loadReport   `json:"load,omitempty"`
	Samples          []sample      `json:"samples,omitempty"`
	Trends           []trend       `json:"trends,omitempty"`
}

// loadReport is one load run's figures; latencies count from the moment an
// interaction was scheduled to leave.
type loadReport struct {
	Mode        string        `json:"mode"` // open (rate) or closed (concurrency)
	Rate        float64       `json:"rate,omitempty"`
	Concurrency int           `json:"concurrency,omitempty"`
	Duration    time.Duration `json:"duration_ns"`
	Warmup      time.Duration `json:"warmup_ns"`
	Sent        int           `json:"sent"`      // measured interactions (warm-up excluded)
	Completed   int           `json:"completed"` // image delivered in time
	Errors      int           `json:"errors"`
	Timeouts    int           `json:"timeouts"` // no answer, or no image, within --timeout
	NotSent     int           `json:"not_sent"` // --max-inflight reached
	Throughput  float64       `json:"throughput"`
	Ack         dist          `json:"ack"`
	Image       dist          `json:"image"`
	SendLagP99  time.Duration `json:"send_lag_p99_ns"` // how late the tool itself sent
	ErrorKinds  map[string]int
	ServerCPU   float64 `json:"server_cpu_cores,omitempty"` // average cores used while measuring
	ToolCPU     float64 `json:"tool_cpu_cores"`
	// OtherCPU is what the rest of the machine used meanwhile (busy cores
	// less server and tool, from /proc/stat; with --target and no --pid
	// the server is included).
	OtherCPU   float64 `json:"other_cpu_cores"`
	FakeImages int64   `json:"fake_images"` // files the fake API received, all runs
	Decoded    int64   `json:"decoded"`
	Unmatched  int64   `json:"unmatched"` // webhook calls for no interaction of this run
}

// dist is a latency distribution.
type dist struct {
	N                       int
	P50, P90, P99, Max, Avg time.Duration
}

func newDist(xs []time.Duration) dist {
	if len(xs) == 0 {
		return dist{}
	}
	slices.Sort(xs)
	q := func(p float64) time.Duration { return xs[min(len(xs)-1, int(math.Ceil(p*float64(len(xs))))-1)] }
	var sum time.Duration
	for _, x := range xs {
		sum += x
	}
	return dist{N: len(xs), P50: q(.5), P90: q(.9), P99: q(.99), Max: xs[len(xs)-1], Avg: sum / time.Duration(len(xs))}
}

// trend is how one server metric moved over the run.
type trend struct {
	Metric      string  `json:"metric"`
	First, Last float64 // means over the first and last window
	Window      time.Duration
	SlopePerMin float64 `json:"slope_per_min"` // least squares over all samples
	Min, Max    float64
}

func trends(samples []sample) []trend {
	if len(samples) < 3 {
		return nil
	}
	span := samples[len(samples)-1].At - samples[0].At
	w := min(time.Minute, span/4)
	var out []trend
	for _, m := range []struct {
		name string
		get  func(sample) float64
	}{
		{"heap_inuse_bytes", func(s sample) float64 { return s.HeapInuse }},
		{"goroutines", func(s sample) float64 { return s.Goroutines }},
		{"rss_bytes", func(s sample) float64 { return s.RSS }},
	} {
		t := trend{Metric: m.name, Window: w, Min: math.Inf(1), Max: math.Inf(-1)}
		var nf, nl, n, sx, sy, sxx, sxy float64
		for _, s := range samples {
			v := m.get(s)
			if v == 0 {
				continue
			}
			x := s.At.Minutes()
			n, sx, sy, sxx, sxy = n+1, sx+x, sy+v, sxx+x*x, sxy+x*v
			t.Min, t.Max = min(t.Min, v), max(t.Max, v)
			if s.At <= samples[0].At+w {
				t.First, nf = t.First+v, nf+1
			}
			if s.At >= samples[len(samples)-1].At-w {
				t.Last, nl = t.Last+v, nl+1
			}
		}
		if n < 3 || nf == 0 || nl == 0 {
			continue
		}
		t.First, t.Last = t.First/nf, t.Last/nl
		if den := n*sxx - sx*sx; den != 0 {
			t.SlopePerMin = (n*sxy - sx*sy) / den
		}
		out = append(out, t)
	}
	return out
}

func median(xs []time.Duration) time.Duration {
	slices.Sort(xs)
	if len(xs)%2 == 0 {
		return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
	}
	return xs[len(xs)/2]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d)/1e6) }

func (d dist) String() string {
	if d.N == 0 {
		return "none"
	}
	return fmt.Sprintf("p50 %s  p90 %s  p99 %s  max %s  (n=%d)", ms(d.P50), ms(d.P90), ms(d.P99), ms(d.Max), d.N)
}

func human(metric string, v float64) string {
	if strings.HasSuffix(metric, "bytes") {
		return fmt.Sprintf("%.1f MiB", v/(1<<20))
	}
	return fmt.Sprintf("%.1f", v)
}

func (r *report) print(w io.Writer) {
	fmt.Fprintf(w, "bogglebot-load  %s  server %s  cpus %d  loadavg %s -> %s\n",
		r.Started.Format(time.RFC3339), r.Server, r.NumCPU, r.LoadAvgStart, r.LoadAvgEnd)
	if len(r.Ready) > 0 {
		var parts, firsts []string
		for _, x := range r.Ready {
			parts, firsts = append(parts, ms(x.After)), append(firsts, ms(x.FirstImage))
		}
		fmt.Fprintf(w, "start to ready (exec -> %s 200, %d runs): median %s  [%s]\n", r.Ready[0].Probe, len(r.Ready), ms(r.ReadyMedian), strings.Join(parts, " "))
		fmt.Fprintf(w, "start to first /solve image at the fake API: median %s  [%s]\n", ms(r.FirstImageMedian), strings.Join(firsts, " "))
	}
	if r.ServerReady != nil {
		fmt.Fprintf(w, "server ready after %s (%s)\n", ms(r.ServerReady.After), r.ServerReady.Probe)
	}
	if l := r.Load; l != nil {
		if l.Mode == "open" {
			fmt.Fprintf(w, "offered %.0f/s open loop for %v (+%v warm-up)\n", l.Rate, l.Duration, l.Warmup)
		} else {
			fmt.Fprintf(w, "%d workers closed loop for %v (+%v warm-up)\n", l.Concurrency, l.Duration, l.Warmup)
		}
		fmt.Fprintf(w, "sent %d  completed %d  errors %d  timeouts %d  not sent %d\n", l.Sent, l.Completed, l.Errors, l.Timeouts, l.NotSent)
		fmt.Fprintf(w, "throughput %.1f completed/s\n", l.Throughput)
		fmt.Fprintf(w, "deferred answer  %s\n", l.Ack)
		fmt.Fprintf(w, "image arrived    %s\n", l.Image)
		cpu := "n/a"
		if l.ServerCPU > 0 {
			cpu = fmt.Sprintf("%.2f", l.ServerCPU)
		}
		fmt.Fprintf(w, "cpu cores used: server %s, this tool %.2f, other processes %.2f; tool send lag p99 %s; PNGs decoded %d\n", cpu, l.ToolCPU, l.OtherCPU, ms(l.SendLagP99), l.Decoded)
		keys := make([]string, 0, len(l.ErrorKinds))
		for k := range l.ErrorKinds {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return l.ErrorKinds[keys[i]] > l.ErrorKinds[keys[j]] })
		for _, k := range keys[:min(len(keys), 8)] {
			fmt.Fprintf(w, "  %6d x %s\n", l.ErrorKinds[k], k)
		}
	}
	if len(r.Trends) > 0 {
		fmt.Fprintf(w, "server over %d samples (%s):\n", len(r.Samples), r.Samples[0].Source)
		for _, t := range r.Trends {
			fmt.Fprintf(w, "  %-17s first %v %s  last %s  (min %s, max %s)  slope %s/min\n", t.Metric, t.Window.Round(time.Second),
				human(t.Metric, t.First), human(t.Metric, t.Last), human(t.Metric, t.Min), human(t.Metric, t.Max), human(t.Metric, t.SlopePerMin))
		}
	}
}

func (r *report) writeJSON(path string) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// soak takes a sample every interval for d (not at its start nor at its
// end, which the caller samples), or until ctx is done. A sample that takes
// longer than the interval skips the ticks it overran.
func soak(ctx context.Context, every, d time.Duration, take func() (sample, bool)) []sample {
	var out []sample
	start := time.Now()
	tick := time.NewTicker(every)
	defer tick.Stop()
	end := time.NewTimer(d)
	defer end.Stop()
	for {
		select {
		case <-tick.C:
			if time.Since(start) >= d {
				return out // the end is due at this same moment
			}
			if s, ok := take(); ok {
				out = append(out, s)
			}
		case <-end.C:
			return out
		case <-ctx.Done():
			return out
		}
	}
}

// execute runs what the options ask for and returns the report.
func execute(ctx context.Context, o *options, logw io.Writer) (*report, error) {
	rep := &report{Started: time.Now(), LoadAvgStart: loadAvg(), NumCPU: runtime.NumCPU()}
	defer func() { rep.LoadAvgEnd = loadAvg() }()
	fake, err := startFake(o.apiListen)
	if err != nil {
		return nil, err
	}
	defer fake.Close()
	probeClient := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}

	var dir string
	if o.target == "" {
		rep.Server = o.bin
		if dir, err = os.MkdirTemp("", "bogglebot-load-"); err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
	} else {
		rep.Server = o.target
	}

	// Start to ready, each time a fresh process on the same database.
	if o.readyRuns > 0 {
		key := newKey()
		var times, firsts []time.Duration
		for k := range o.readyRuns {
			s, err := launch(o.bin, dir, key, o.appID, fake.url, o.serverEnv)
			if err != nil {
				return rep, err
			}
			rd, err := waitReady(ctx, probeClient, s.url, key, s.started, s.waited, 30*time.Second)
			if err == nil {
				rd.FirstImage, err = firstImage(ctx, probeClient, s.url, key, fake.Calls(), s.started)
			}
			serr := s.stop()
			if err != nil {
				return rep, fmt.Errorf("start %d: %w; server log:\n%s", k+1, err, s.logTail(20))
			}
			if serr != nil {
				fmt.Fprintf(logw, "start %d: %v\n", k+1, serr)
			}
			rep.Ready = append(rep.Ready, rd)
			times, firsts = append(times, rd.After), append(firsts, rd.FirstImage)
		}
		rep.ReadyMedian, rep.FirstImageMedian = median(times), median(firsts)
	}
	if o.duration == 0 {
		return rep, nil
	}

	key, base, pid := o.key, o.target, o.pid
	var srv *server
	if o.target == "" {
		key = newKey()
		if srv, err = launch(o.bin, dir, key, o.appID, fake.url, o.serverEnv); err != nil {
			return rep, err
		}
		defer func() {
			if err := srv.stop(); err != nil {
				fmt.Fprintln(logw, "bogglebot-load:", err)
			}
			if o.keepLogs {
				data, _ := os.ReadFile(srv.log.Name())
				logw.Write(data)
			}
		}()
		base, pid = srv.url, srv.cmd.Process.Pid
	}
	var died <-chan struct{}
	if srv != nil {
		died = srv.waited
		rd, err := waitReady(ctx, probeClient, base, key, srv.started, died, 30*time.Second)
		if err != nil {
			return rep, fmt.Errorf("%w; server log:\n%s", err, srv.logTail(20))
		}
		rep.ServerReady = &rd
	} else if _, err := waitReady(ctx, probeClient, base, key, time.Now(), nil, 10*time.Second); err != nil {
		return rep, fmt.Errorf("target %s: %w", base, err)
	}
	mu := o.metricsURL
	if mu == "" {
		mu = base + "/metrics"
	}
	smp := &sampler{client: probeClient, metricsURL: mu, pid: pid}

	d := newDriver(o, base, key)
	stopRead, readDone := make(chan struct{}), make(chan struct{})
	go func() { d.read(fake.Calls(), stopRead); close(readDone) }()

	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if died != nil {
		go func() {
			select {
			case <-died:
				cancel()
			case <-lctx.Done():
			}
		}()
	}
	start := time.Now().Add(10 * time.Millisecond)
	mstart := start.Add(o.warmup)

	// Samples: one as the measured window opens and one as it closes (CPU
	// use), and with --soak one every --sample-every.
	var first, last sample
	var toolCPU0, machine0 float64
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		t := time.NewTimer(time.Until(mstart))
		defer t.Stop()
		select {
		case <-t.C:
		case <-lctx.Done():
			return
		}
		var ok bool
		first, ok = smp.take(lctx, mstart)
		toolCPU0, machine0 = selfCPU(), machineCPU()
		if ok {
			rep.Samples = append(rep.Samples, first)
		}
		if o.soak {
			rep.Samples = append(rep.Samples, soak(lctx, o.sampleEvery, o.duration, func() (sample, bool) { return smp.take(lctx, mstart) })...)
		}
	}()

	var wg interface{ Wait() }
	mode := "open"
	if o.concurrency > 0 {
		mode = "closed"
		wg = d.closedLoop(lctx, start)
	} else {
		wg = d.openLoop(lctx, start)
	}
	// The measured window closes when sending stops (open loop) or when the
	// workers stop starting new interactions (closed loop).
	if mode == "closed" {
		t := time.NewTimer(time.Until(start.Add(o.warmup + o.duration)))
		select {
		case <-t.C:
		case <-lctx.Done():
		}
		t.Stop()
	}
	<-sampled
	mend := time.Now()
	last, _ = smp.take(ctx, mstart)
	toolCPU, machine := selfCPU()-toolCPU0, machineCPU()-machine0
	if o.soak && last.Source != "" {
		rep.Samples = append(rep.Samples, last)
	}
	wg.Wait()
	// Deferred interactions still owe their image.
	var owed int64
	for i := range int(d.n.Load()) {
		if d.book.get(i).ackErr == "" {
			owed++
		}
	}
	d.waitImages(lctx, owed, mend)
	close(stopRead)
	<-readDone
	if srv != nil {
		select {
		case <-srv.waited:
			return rep, fmt.Errorf("the server exited during the load: %v; log:\n%s", srv.err, srv.logTail(20))
		default:
		}
	}

	l := &loadReport{Mode: mode, Duration: o.duration, Warmup: o.warmup, ErrorKinds: map[string]int{},
		FakeImages: fake.Images(), Decoded: d.decoded.Load(), Unmatched: d.unknown.Load()}
	if mode == "open" {
		l.Rate = o.rate
	} else {
		l.Concurrency = o.concurrency
	}
	var acks, imgs, lags []time.Duration
	var firstAt, lastAt time.Time
	for i := range int(d.n.Load()) {
		r := d.book.get(i)
		if r.intended.Before(mstart) {
			continue
		}
		l.Sent++
		if firstAt.IsZero() || r.intended.Before(firstAt) {
			firstAt = r.intended
		}
		switch {
		case strings.HasPrefix(r.ackErr, "not sent"):
			l.NotSent++
			l.Sent--
			l.ErrorKinds[r.ackErr]++
			continue
		case r.ackLate:
			l.Timeouts++
			l.ErrorKinds["no deferred answer within --timeout"]++
			continue
		case r.ackErr != "":
			l.Errors++
			l.ErrorKinds[r.ackErr]++
			continue
		}
		acks, lags = append(acks, r.ack), append(lags, r.lag)
		switch {
		case !r.closed:
			l.Timeouts++
			l.ErrorKinds["no image within --timeout"]++
		case r.imageErr != "":
			l.Errors++
			l.ErrorKinds[r.imageErr]++
		case r.image > o.timeout:
			l.Timeouts++
			l.ErrorKinds["image later than --timeout"]++
		default:
			l.Completed++
			imgs = append(imgs, r.image)
			if at := r.intended.Add(r.image); at.After(lastAt) {
				lastAt = at
			}
		}
	}
	l.Ack, l.Image = newDist(acks), newDist(imgs)
	l.SendLagP99 = newDist(lags).P99
	if l.Completed > 0 && lastAt.After(firstAt) {
		l.Throughput = float64(l.Completed) / lastAt.Sub(firstAt).Seconds()
	}
	if el := mend.Sub(mstart).Seconds(); el > 0 {
		if first.CPU > 0 && last.CPU > 0 {
			l.ServerCPU = (last.CPU - first.CPU) / el
		}
		l.ToolCPU = toolCPU / el
		if machine0 > 0 {
			l.OtherCPU = max(0, machine/el-l.ServerCPU-l.ToolCPU)
		}
	}
	rep.Load = l
	if o.soak {
		rep.Trends = trends(rep.Samples)
	}
	return rep, nil
}
