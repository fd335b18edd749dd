package discord_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/solver"
)

// BenchmarkHTTPInteractions drives the HTTP interactions endpoint on
// loopback with validly signed /solve requests (distinct random boards, real
// PNG rendering) from 32 concurrent clients, keeping at most 32 interactions
// in flight end to end (as a busy server sees them), and waits until every
// image has reached the fake Discord REST API. It reports end-to-end interactions/s
// and the p50/p99 time to the deferred answer:
//
//	go test -run XXX -bench HTTPInteractions -benchtime 2000x ./bot/discord/
func BenchmarkHTTPInteractions(b *testing.B) {
	for _, w := range []int{0, 1, 2, 4, 8} {
		name := "workers=" + strconv.Itoa(w)
		if w == 0 {
			name = "workers=default"
		}
		b.Run(name, func(b *testing.B) { benchHTTP(b, w) })
	}
}

func benchHTTP(b *testing.B, workers int) {
	e := newHTTPEnv(b, pool(discord.Config{}, bot.RuntimeConfig{Workers: workers}))
	e.fake.Discard()
	bodies := make([][]byte, b.N)
	for i := range bodies {
		bd := solver.Modern.Roll(uint64(i))
		bodies[i] = discordtest.Interaction("b"+strconv.Itoa(i), 2, discordtest.Command("solve", map[string]any{"board": bd.String()}))
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	lat := make([]time.Duration, b.N)
	var next atomic.Int64
	var wg sync.WaitGroup
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for range 32 {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= b.N {
					return
				}
				for int64(i)-e.fake.Images() >= 32 {
					time.Sleep(100 * time.Microsecond)
				}
				req := signed(b, e.url(), e.priv, time.Now(), bodies[i])
				t0 := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					b.Error(err)
					return
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				lat[i] = time.Since(t0)
				if resp.StatusCode != 200 || !bytes.Contains(body, []byte(`{"type":5`)) {
					b.Fatalf("status %d: %s", resp.StatusCode, body)
				}
			}
		})
	}
	wg.Wait()
	for e.fake.Images() < int64(b.N) {
		if time.Since(start) > time.Minute {
			b.Fatalf("only %d of %d images arrived", e.fake.Images(), b.N)
		}
		time.Sleep(time.Millisecond)
	}
	elapsed := time.Since(start)
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "interactions/s")
	b.ReportMetric(float64(lat[b.N/2].Microseconds())/1000, "p50-ack-ms")
	b.ReportMetric(float64(lat[min(b.N-1, b.N*99/100)].Microseconds())/1000, "p99-ack-ms")
	if testing.Verbose() {
		fmt.Printf("%d interactions in %v\n", b.N, elapsed)
	}
}
