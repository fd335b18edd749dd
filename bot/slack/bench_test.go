package slack

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
)

// BenchmarkHTTPAck measures the time to acknowledge a signed /solve slash
// command over loopback HTTP while earlier commands are solved, drawn (with
// the cheap test renderer) and uploaded to a fake Slack in the background.
// It reports the ack latency's p50 and p99 and the share of requests the
// adapter refused as busy (acked with a note instead of queued).
//
//   - paced-200rps: an open loop at 200 commands a second, a load the
//     workers keep up with.
//   - saturated: 8 clients post as fast as they are answered, more than the
//     workers can solve; the queue fills and the excess is refused.
func BenchmarkHTTPAck(b *testing.B) {
	b.Run("paced-200rps", func(b *testing.B) { benchAck(b, 5*time.Millisecond) })
	b.Run("saturated", func(b *testing.B) { benchAck(b, 0) })
}

func benchAck(b *testing.B, every time.Duration) {
	f := newFakeSlack(b)
	go func() {
		for range f.posts { // Slack takes the uploads
		}
	}()
	a, err := New(Config{Bot: newTestBot(&bottest.Renderer{}, slog.New(slog.DiscardHandler)),
		Mode: ModeHTTP, BotToken: testBotToken, SigningSecret: testSecret, APIURL: f.apiURL(),
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	h, err := a.Handler()
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	body := slashForm("/solve", "lqre slus atic nren top:3", "C1", f.responseURL())

	var mu sync.Mutex
	var lat []time.Duration
	busy := 0
	post := func() {
		ts := time.Now().Unix()
		body := body + fmt.Sprintf("&test_request=%d", unique.Add(1)) // not a replay
		req, _ := http.NewRequest(http.MethodPost, srv.URL+CommandsPath, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-Slack-Request-Timestamp", strconv.FormatInt(ts, 10))
		req.Header.Set("X-Slack-Signature", sign(testSecret, ts, body))
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			b.Error(err)
			return
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		d := time.Since(start)
		if resp.StatusCode != 200 {
			b.Errorf("status %d", resp.StatusCode)
		}
		mu.Lock()
		lat = append(lat, d)
		if n > 0 {
			busy++
		}
		mu.Unlock()
	}
	b.ReportAllocs()
	b.ResetTimer()
	if every > 0 {
		var wg sync.WaitGroup
		tick := time.NewTicker(every)
		for range b.N {
			<-tick.C
			wg.Go(post)
		}
		tick.Stop()
		wg.Wait()
	} else {
		b.SetParallelism(4)
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				post()
			}
		})
	}
	b.StopTimer()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := a.Wait(ctx); err != nil {
		b.Fatal(err)
	}
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	pct := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds())
	}
	b.ReportMetric(pct(0.50), "p50-µs")
	b.ReportMetric(pct(0.99), "p99-µs")
	b.ReportMetric(100*float64(busy)/float64(len(lat)), "%busy")
}
