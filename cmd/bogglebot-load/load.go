package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/solver"
)

// signedRequest builds a POST of body signed as Discord signs interactions.
func signedRequest(ctx context.Context, url string, key ed25519.PrivateKey, ts time.Time, body []byte) *http.Request {
	req, err := discordtest.SignedRequest(ctx, url, key, ts, body)
	if err != nil {
		panic("bogglebot-load: bad interaction URL " + url + ": " + err.Error()) // URLs are built from checked loopback addresses
	}
	return req
}

// A rec is one interaction. The sender writes the ack fields, the call
// reader the image fields; both are read once both have finished.
type rec struct {
	intended time.Time     // when it was scheduled to leave
	lag      time.Duration // how late it actually left
	ack      time.Duration // intended -> deferred answer read
	ackErr   string
	ackLate  bool // no answer within --timeout
	image    time.Duration
	imageOK  bool
	imageErr string
	done     chan struct{} // closed by the reader (closed loop only)
	closed   bool          // reader's own
}

// book holds the records in chunks, so a long closed-loop run does not
// allocate --max-requests records up front.
type book struct {
	mu     sync.RWMutex
	chunks []*[4096]rec
}

// add initialises record i under the lock, so that the reader, which gets
// it under the lock, sees intended and done.
func (b *book) add(i int, intended time.Time, done chan struct{}) *rec {
	b.mu.Lock()
	defer b.mu.Unlock()
	for len(b.chunks) <= i/4096 {
		b.chunks = append(b.chunks, new([4096]rec))
	}
	r := &b.chunks[i/4096][i%4096]
	r.intended, r.done = intended, done
	return r
}

func (b *book) get(i int) *rec {
	b.mu.RLock()
	defer b.mu.RUnlock()
	if i < 0 || i/4096 >= len(b.chunks) {
		return nil
	}
	return &b.chunks[i/4096][i%4096]
}

// driver runs one load.
type driver struct {
	o       *options
	url     string // the interactions endpoint
	key     ed25519.PrivateKey
	prefix  string // of interaction ids, unique per run
	client  *http.Client
	book    book
	n       atomic.Int64  // records added
	closed  bool          // closed loop: records have done channels
	arrived atomic.Int64  // images (or image-less replies) matched
	matched chan struct{} // signalled (one pending at most) as arrived grows
	unknown atomic.Int64  // REST calls that matched no interaction
	decoded atomic.Int64
}

func newDriver(o *options, base string, key ed25519.PrivateKey) *driver {
	return &driver{
		o: o, url: base + "/discord/interactions", key: key,
		prefix: strconv.FormatInt(time.Now().UnixNano()%1e9, 36),
		client: &http.Client{Transport: &http.Transport{
			MaxIdleConnsPerHost: 1024, IdleConnTimeout: 90 * time.Second, DisableCompression: true,
		}},
		closed:  o.concurrency > 0,
		matched: make(chan struct{}, 1),
	}
}

func (d *driver) body(i int) []byte {
	board := solver.Modern.Roll(d.o.seed + uint64(i)).String()
	return solveInteraction(d.prefix+"-"+strconv.Itoa(i), board, i%d.o.users, i%d.o.channels)
}

// solveInteraction is the JSON of a /solve command as Discord sends it (the
// shape of discordtest.Interaction) from one of many users in one of many
// channels: the bot rate-limits each user (5 at once, one more every 3 s)
// and remembers each channel's last board, as it would for a real crowd.
// Its token is "token-" + id.
func solveInteraction(id, board string, user, channel int) []byte {
	b := make([]byte, 0, 512)
	b = append(b, `{"id":"`...)
	b = append(b, id...)
	b = append(b, `","application_id":"999","type":2,"token":"token-`...)
	b = append(b, id...)
	b = append(b, `","version":1,"guild_id":"`...)
	b = strconv.AppendInt(b, int64(100000+channel%100), 10)
	b = append(b, `","channel_id":"`...)
	b = strconv.AppendInt(b, int64(200000+channel), 10)
	b = append(b, `","member":{"user":{"id":"`...)
	b = strconv.AppendInt(b, int64(300000+user), 10)
	b = append(b, `","username":"player`...)
	b = strconv.AppendInt(b, int64(user), 10)
	b = append(b, `"},"permissions":"0","nick":""},"data":{"id":"cmd-solve","name":"solve","type":1,"options":[{"name":"board","type":3,"value":`...)
	b = strconv.AppendQuote(b, board)
	return append(b, `}]}}`...)
}

// send sends interaction i and records its deferred answer.
func (d *driver) send(ctx context.Context, i int, r *rec) {
	body := d.body(i)
	ctx, cancel := context.WithDeadline(ctx, r.intended.Add(d.o.timeout))
	defer cancel()
	now := time.Now()
	r.lag = now.Sub(r.intended)
	resp, err := d.client.Do(signedRequest(ctx, d.url, d.key, now, body))
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			r.ackLate = true
		}
		r.ackErr = "send: " + err.Error()
		return
	}
	ans, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	r.ack = time.Since(r.intended)
	switch {
	case err != nil:
		r.ackErr = "read answer: " + err.Error()
	case resp.StatusCode != http.StatusOK:
		r.ackErr = fmt.Sprintf("HTTP %d: %.120s", resp.StatusCode, ans)
	case !bytes.HasPrefix(ans, []byte(`{"type":5`)):
		r.ackErr = fmt.Sprintf("answered without deferring: %.160s", ans)
	}
}

// read matches the fake API's calls to interactions until stop is closed,
// then takes what is already queued.
func (d *driver) read(calls <-chan discordtest.Call, stop <-chan struct{}) {
	for {
		select {
		case c := <-calls:
			d.match(c)
		case <-stop:
			for {
				select {
				case c := <-calls:
					d.match(c)
				default:
					return
				}
			}
		}
	}
}

func (d *driver) match(c discordtest.Call) {
	// /webhooks/{app}/{token}/messages/@original (PATCH, DELETE) or
	// /webhooks/{app}/{token} (POST, a follow-up).
	parts := strings.Split(c.Path, "/")
	if len(parts) < 4 || parts[1] != "webhooks" || c.Method == http.MethodDelete || c.Method == http.MethodGet {
		return
	}
	tok, ok := strings.CutPrefix(parts[3], "token-"+d.prefix+"-")
	i, err := strconv.Atoi(tok)
	r := d.book.get(i)
	if !ok || err != nil || i >= int(d.n.Load()) || r == nil {
		d.unknown.Add(1)
		return
	}
	if r.closed {
		return // a second reply: the first counts
	}
	r.image = c.At.Sub(r.intended)
	f, ok := c.Files["files[0]"]
	switch {
	case !ok:
		var m struct {
			Content string `json:"content"`
		}
		json.Unmarshal(c.JSON, &m)
		r.imageErr = fmt.Sprintf("reply without image: %.120q", m.Content)
	case !looksPNG(f.Data):
		r.imageErr = "image is not a PNG"
	case i%d.o.decodeEvery == 0:
		d.decoded.Add(1)
		if _, err := png.Decode(bytes.NewReader(f.Data)); err != nil {
			r.imageErr = "image does not decode: " + err.Error()
			break
		}
		r.imageOK = true
	default:
		r.imageOK = true
	}
	r.closed = true
	if r.done != nil {
		close(r.done)
	}
	d.arrived.Add(1)
	select {
	case d.matched <- struct{}{}:
	default: // a signal is pending already
	}
}

// looksPNG checks the signature, a leading IHDR and a final IEND chunk.
func looksPNG(b []byte) bool {
	return len(b) > 8+25+12 && string(b[:8]) == "\x89PNG\r\n\x1a\n" && string(b[12:16]) == "IHDR" &&
		string(b[len(b)-8:len(b)-4]) == "IEND"
}

// openLoop sends at a fixed rate for warmup+duration. It returns when the
// last one has been sent.
func (d *driver) openLoop(ctx context.Context, start time.Time) *sync.WaitGroup {
	total := min(d.o.maxRequests, int(d.o.rate*(d.o.warmup+d.o.duration).Seconds()))
	interval := time.Duration(float64(time.Second) / d.o.rate)
	var wg sync.WaitGroup
	var inflight atomic.Int64
	timer := time.NewTimer(0)
	defer timer.Stop()
	for i := 0; i < total; i++ {
		next := start.Add(time.Duration(i) * interval)
		if wait := time.Until(next); wait > 0 {
			timer.Reset(wait)
			select {
			case <-timer.C:
			case <-ctx.Done():
				return &wg
			}
		} else if ctx.Err() != nil {
			return &wg
		}
		r := d.book.add(i, next, nil)
		d.n.Store(int64(i + 1))
		if inflight.Load() >= int64(d.o.maxInflight) {
			r.ackErr = "not sent: --max-inflight requests unanswered"
			continue
		}
		inflight.Add(1)
		wg.Go(func() {
			defer inflight.Add(-1)
			d.send(ctx, i, r)
		})
	}
	return &wg
}

// closedLoop runs --concurrency workers until warmup+duration is over; each
// sends, waits for its image (or the timeout), and repeats.
func (d *driver) closedLoop(ctx context.Context, start time.Time) *sync.WaitGroup {
	end := start.Add(d.o.warmup + d.o.duration)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range d.o.concurrency {
		wg.Go(func() {
			for ctx.Err() == nil && time.Now().Before(end) {
				i := int(next.Add(1)) - 1
				if i >= d.o.maxRequests {
					return
				}
				r := d.book.add(i, time.Now(), make(chan struct{}))
				d.bump(i + 1)
				d.send(ctx, i, r)
				if r.ackErr != "" {
					continue
				}
				t := time.NewTimer(time.Until(r.intended.Add(d.o.timeout)))
				select {
				case <-r.done:
				case <-t.C:
				case <-ctx.Done():
				}
				t.Stop()
			}
		})
	}
	return &wg
}

// bump raises the count of records to at least n.
func (d *driver) bump(n int) {
	for {
		cur := d.n.Load()
		if int64(n) <= cur || d.n.CompareAndSwap(cur, int64(n)) {
			return
		}
	}
}

// waitImages waits until every sent interaction that was deferred has its
// reply, or until the last one's timeout has passed. It wakes on each
// reply matched.
func (d *driver) waitImages(ctx context.Context, want int64, last time.Time) {
	deadline := time.NewTimer(time.Until(last.Add(d.o.timeout)))
	defer deadline.Stop()
	for d.arrived.Load() < want {
		select {
		case <-d.matched:
		case <-deadline.C:
			return
		case <-ctx.Done():
			return
		}
	}
}
