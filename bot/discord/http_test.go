package discord_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// seed makes the test keys reproducible.
func key(seed byte) ed25519.PrivateKey {
	return ed25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, ed25519.SeedSize))
}

// signed builds a request as Discord sends it, signed with priv at ts.
func signed(t testing.TB, url string, priv ed25519.PrivateKey, ts time.Time, body []byte) *http.Request {
	t.Helper()
	req, err := discordtest.SignedRequest(context.Background(), url, priv, ts, body)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

type httpEnv struct {
	fake *discordtest.Server
	srv  *httptest.Server
	priv ed25519.PrivateKey
	d    *discord.Discord
}

func newHTTPEnv(t testing.TB, cfg discord.Config) *httpEnv {
	fake := discordtest.NewServer()
	priv := key(7)
	if cfg.Bot == nil {
		cfg.Bot = quietBot(nil)
	}
	cfg.Token, cfg.AppID, cfg.APIURL = token, "999", fake.URL
	cfg.PublicKey = priv.Public().(ed25519.PublicKey)
	if cfg.AckWithin == 0 {
		// Whether the first answer is the reply or a deferral then depends
		// on the reply (an image defers at once), not on the machine's speed.
		cfg.AckWithin = patience
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	d, err := discord.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h, err := d.Handler()
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /discord/interactions", h)
	srv := httptest.NewServer(mux)
	t.Cleanup(func() {
		srv.Close()
		d.Wait(context.Background())
		fake.Close()
	})
	return &httpEnv{fake: fake, srv: srv, priv: priv, d: d}
}

// pool gives cfg a runtime of its own with rc's workers and queue. The
// tests send from one user, so the per-user limit is lifted unless rc sets
// one; and a request waits for a worker, and works, as long as it takes on
// a busy machine, unless rc says otherwise.
func pool(cfg discord.Config, rc bot.RuntimeConfig) discord.Config {
	if cfg.Bot == nil {
		cfg.Bot = quietBot(nil)
	}
	if rc.PerUser == 0 {
		rc.PerUser = 1000
	}
	if rc.QueueWait == 0 {
		rc.QueueWait = patience
	}
	if rc.Timeout == 0 {
		rc.Timeout = patience
	}
	cfg.Runtime = bot.NewRuntime(cfg.Bot, rc)
	return cfg
}

func (e *httpEnv) url() string { return e.srv.URL + "/discord/interactions" }

// client bounds each request: a handler that blocks fails the test instead
// of hanging it.
var client = &http.Client{Timeout: patience}

func do(t testing.TB, req *http.Request) (int, []byte) {
	t.Helper()
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, body
}

func TestHTTPSignatures(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	body := discordtest.Interaction("201", 2, discordtest.Command("solve", map[string]any{"board": board}))
	now := time.Now()
	tests := []struct {
		name   string
		req    func() *http.Request
		status int
	}{
		{"valid", func() *http.Request { return signed(t, e.url(), e.priv, now, body) }, 200},
		{"wrong key", func() *http.Request { return signed(t, e.url(), key(8), now, body) }, 401},
		{"missing headers", func() *http.Request {
			r := signed(t, e.url(), e.priv, now, body)
			r.Header.Del("X-Signature-Ed25519")
			r.Header.Del("X-Signature-Timestamp")
			return r
		}, 401},
		{"missing timestamp", func() *http.Request {
			r := signed(t, e.url(), e.priv, now, body)
			r.Header.Del("X-Signature-Timestamp")
			return r
		}, 401},
		{"stale timestamp", func() *http.Request { return signed(t, e.url(), e.priv, now.Add(-6*time.Minute), body) }, 401},
		{"future timestamp", func() *http.Request { return signed(t, e.url(), e.priv, now.Add(6*time.Minute), body) }, 401},
		{"body changed after signing", func() *http.Request {
			r := signed(t, e.url(), e.priv, now, body)
			changed := bytes.Replace(body, []byte(board), []byte("abcd efgh ijkl mnop"), 1)
			r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(changed)), int64(len(changed))
			return r
		}, 401},
		{"malformed signature", func() *http.Request {
			r := signed(t, e.url(), e.priv, now, body)
			r.Header.Set("X-Signature-Ed25519", "zz")
			return r
		}, 401},
		{"malformed JSON", func() *http.Request { return signed(t, e.url(), e.priv, now, []byte(`{"type":2,`)) }, 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, resp := do(t, tt.req())
			if status != tt.status {
				t.Fatalf("status %d (%s), want %d", status, resp, tt.status)
			}
		})
	}
	// Only the valid request was served: exactly one edit reaches the API.
	c := next(t, e.fake)
	expect(t, c, "PATCH", "/webhooks/999/token-201/messages/@original")
	expectPNG(t, c)
	noMoreCalls(t, e.fake, e.d, false)
}

func TestHTTPPing(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	status, body := do(t, signed(t, e.url(), e.priv, time.Now(), []byte(`{"id":"1","application_id":"999","type":1,"token":"t","version":1}`)))
	if status != 200 || strings.TrimSpace(string(body)) != `{"type":1}` {
		t.Errorf("PING answered %d %s", status, body)
	}
	// GET is not an interaction.
	resp, err := http.Get(e.url())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET: %d", resp.StatusCode)
	}
}

// The same conversation as over the gateway, each answer being the HTTP
// response and the images arriving by PATCH.
func TestHTTPConversation(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	conversation(t, e.fake, func(t *testing.T, interaction []byte) sent {
		t.Helper()
		status, body := do(t, signed(t, e.url(), e.priv, time.Now(), interaction))
		if status != 200 {
			t.Fatalf("status %d: %s", status, body)
		}
		var s sent
		if err := json.Unmarshal(body, &s); err != nil {
			t.Fatalf("response %s: %v", body, err)
		}
		return s
	})
	noMoreCalls(t, e.fake, e.d, false)
}

// gatedBot is the core with a renderer that holds every image until the
// gate opens.
func gatedBot(g *bottest.Gate) *bot.Bot {
	return app.New(app.Config{Renderer: g, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}).Bot
}

// solveBody is a /solve interaction with id.
func solveBody(id string) []byte {
	return discordtest.Interaction(id, 2, discordtest.Command("solve", map[string]any{"board": board}))
}

// editedID is the interaction id in a call's webhook path, or "".
func editedID(c discordtest.Call) string {
	if parts := strings.Split(c.Path, "/"); len(parts) > 3 && parts[1] == "webhooks" {
		return strings.TrimPrefix(parts[3], "token-")
	}
	return ""
}

// expectEdit checks that c edits interaction id's deferred answer with an
// image.
func expectEdit(t *testing.T, c discordtest.Call, id string) {
	t.Helper()
	expect(t, c, "PATCH", "/webhooks/999/token-"+id+"/messages/@original")
	if _, ok := c.Files["files[0]"]; !ok {
		t.Errorf("the edit of %s carries no image", id)
	}
}

// A slow command never holds the HTTP answer: with the only worker held in
// the renderer and the rest queued, every interaction is deferred while the
// renderer is still closed, and the images follow once it opens. (A handler
// that waited for the work would never answer: the client's timeout would
// fail the test.)
func TestHTTPAckUnderLoad(t *testing.T) {
	g := bottest.NewGate()
	e := newHTTPEnv(t, pool(discord.Config{AckWithin: 50 * time.Millisecond, Bot: gatedBot(g)}, bot.RuntimeConfig{Workers: 1}))
	const n = 6
	type result struct {
		id     string
		status int
		body   []byte
	}
	results := make(chan result, n)
	for i := range n {
		go func() {
			id := "3" + strconv.Itoa(i)
			status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), solveBody(id)))
			results <- result{id, status, resp}
		}()
	}
	for range n {
		r := <-results
		if r.status != 200 || !strings.Contains(string(r.body), `"type":5`) {
			t.Errorf("%s answered %d %s, want a deferral", r.id, r.status, r.body)
		}
	}
	select {
	case c := <-e.fake.Calls():
		t.Fatalf("%s %s with the renderer closed", c.Method, c.Path)
	default:
	}
	g.Open()
	seen := map[string]bool{}
	for range n {
		c := next(t, e.fake)
		id := editedID(c)
		expectEdit(t, c, id)
		seen[id] = true
	}
	if len(seen) != n {
		t.Errorf("edits of %v, want %d distinct", seen, n)
	}
	noMoreCalls(t, e.fake, e.d, false)
}

// TestHTTPBusy: with one worker held in the renderer and the one place in
// the queue taken, the next interaction is turned away, privately, and
// never runs.
func TestHTTPBusy(t *testing.T) {
	g := bottest.NewGate()
	e := newHTTPEnv(t, pool(discord.Config{AckWithin: 20 * time.Millisecond, Bot: gatedBot(g)}, bot.RuntimeConfig{Workers: 1, Queue: 1}))
	solve := func(id string) string {
		t.Helper()
		status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), solveBody(id)))
		if status != 200 {
			t.Fatalf("%s answered %d %s", id, status, resp)
		}
		return string(resp)
	}
	if r := solve("41"); !strings.Contains(r, `"type":5`) {
		t.Fatalf("the first, on the free worker: %s, want a deferral", r)
	}
	select {
	case <-g.Entered():
	case <-time.After(patience):
		t.Fatal("the first interaction never reached the renderer")
	}
	if r := solve("42"); !strings.Contains(r, `"type":5`) {
		t.Fatalf("the second, queued: %s, want a deferral", r)
	}
	if r := solve("43"); !strings.Contains(r, "very busy") || !strings.Contains(r, `"flags":64`) {
		t.Errorf("the third, with the queue full: %s, want an ephemeral busy answer", r)
	}
	g.Open()
	edited := map[string]bool{}
	for range 2 { // in either order: the worker is free before the first edit is sent
		c := next(t, e.fake)
		id := editedID(c)
		expectEdit(t, c, id)
		edited[id] = true
	}
	if !edited["41"] || !edited["42"] {
		t.Errorf("edits of %v, want 41 and 42", edited)
	}
	noMoreCalls(t, e.fake, e.d, false)
	if n := len(g.Calls()); n != 2 {
		t.Errorf("%d images drawn, want 2 (the busy one never ran): %q", n, g.Calls())
	}
}

// Deliveries reuse their connections to the API: with more of them in flight
// than http.DefaultTransport keeps idle (2 a host), it would close the rest
// after each request and dial again. The fake answers the calls 8 at a time,
// so that 8 are certainly in flight at once, and counts the connections
// closed: none may be while the adapter runs. (How many are dialled depends
// on timing: a delivery that starts just before another's connection is
// back in the pool dials a new one, which is then kept; it is logged.)
func TestHTTPDeliveriesReuseConnections(t *testing.T) {
	const workers, rounds = 8, 4
	e := newHTTPEnv(t, pool(discord.Config{
		Bot: app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}, Renderer: new(bottest.Renderer)}).Bot,
	}, bot.RuntimeConfig{Workers: workers}))
	e.fake.Batch(workers)
	for r := range rounds {
		done := make(chan struct{})
		for i := range workers {
			go func() {
				defer func() { done <- struct{}{} }()
				if status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), solveBody(fmt.Sprintf("7%d%d", r, i)))); status != 200 {
					t.Errorf("answer %d %s", status, resp)
				}
			}()
		}
		for range workers {
			<-done
		}
		for range workers {
			if c := next(t, e.fake); c.Method != "PATCH" || !strings.HasSuffix(c.Path, "/messages/@original") {
				t.Fatalf("call %s %s, want the PATCH of an original response", c.Method, c.Path)
			}
		}
	}
	noMoreCalls(t, e.fake, e.d, false)
	t.Logf("%d deliveries, %d at a time, over %d connections", rounds*workers, workers, e.fake.Connections())
	if n := e.fake.Closed(); n != 0 {
		t.Errorf("%d connections to the API closed after %d deliveries, %d at a time; want them all kept for reuse", n, rounds*workers, workers)
	}
}

// gate is a command whose /hold keeps its worker until released.
func gate(started chan<- struct{}, release <-chan struct{}) bottest.Command {
	return bottest.Command{Spec: bot.CommandSpec{Name: "hold", Description: "holds a worker"},
		Handle: func(ctx context.Context, _ bot.Request) (bot.Reply, error) {
			started <- struct{}{}
			select {
			case <-release:
				return bot.Reply{Text: "released"}, nil
			case <-ctx.Done():
				return bot.Reply{}, ctx.Err()
			}
		}}
}

// With the only worker held, a command that waits too long for it is not
// left on "thinking...": the busy note replaces the deferral.
func TestHTTPBusyAfterWaiting(t *testing.T) {
	started, release := make(chan struct{}, 2), make(chan struct{})
	b := bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}, gate(started, release))
	e := newHTTPEnv(t, pool(discord.Config{Bot: b, AckWithin: 20 * time.Millisecond},
		bot.RuntimeConfig{Workers: 1, QueueWait: 50 * time.Millisecond}))
	defer close(release)
	for i, id := range []string{"801", "802"} {
		body := discordtest.Interaction(id, 2, discordtest.Command("hold", nil))
		status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), body))
		if status != 200 || !strings.Contains(string(resp), `"type":5`) {
			t.Fatalf("interaction %s: %d %s, want a deferral", id, status, resp)
		}
		if i == 0 {
			<-started // the only worker is now held
		}
	}
	for {
		c := next(t, e.fake)
		if strings.Contains(string(c.JSON), "very busy") {
			break
		}
		if c.Method != "DELETE" { // the public deferral makes way for the private note
			t.Fatalf("call %s %s %s before the busy note", c.Method, c.Path, c.JSON)
		}
	}
}

// countingBody is a request body of n bytes that counts those read.
type countingBody struct{ n, read int }

func (b *countingBody) Read(p []byte) (int, error) {
	if b.read >= b.n {
		return 0, io.EOF
	}
	k := min(len(p), b.n-b.read)
	b.read += k
	return k, nil
}

func (b *countingBody) Close() error { return nil }

// TestUnsignedBodyNotRead: a request whose signature is missing,
// malformed or stale is refused before its body is read: anyone may send
// them, and a body each would fill the memory of the server's whole
// connection cap.
func TestUnsignedBodyNotRead(t *testing.T) {
	priv := key(7)
	d, err := discord.New(discord.Config{Bot: quietBot(nil), Token: token, AppID: "999", PublicKey: priv.Public().(ed25519.PublicKey)})
	if err != nil {
		t.Fatal(err)
	}
	h, err := d.Handler()
	if err != nil {
		t.Fatal(err)
	}
	now := strconv.FormatInt(time.Now().Unix(), 10)
	sig := strings.Repeat("00", ed25519.SignatureSize)
	for name, hdr := range map[string]map[string]string{
		"no headers":          {},
		"no signature":        {"X-Signature-Timestamp": now},
		"malformed signature": {"X-Signature-Timestamp": now, "X-Signature-Ed25519": "zz"},
		"malformed timestamp": {"X-Signature-Timestamp": "soon", "X-Signature-Ed25519": sig},
		"stale":               {"X-Signature-Timestamp": strconv.FormatInt(time.Now().Add(-time.Hour).Unix(), 10), "X-Signature-Ed25519": sig},
	} {
		body := &countingBody{n: 1 << 20}
		req := httptest.NewRequest(http.MethodPost, "/discord/interactions", nil)
		req.Body = body
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != http.StatusUnauthorized || body.read > 0 {
			t.Errorf("%s: status %d after reading %d bytes of the body; want 401 before reading any", name, w.Code, body.read)
		}
	}
}
