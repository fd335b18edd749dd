//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// TestServeSlowClients: a few hundred connections that trickle a request
// body a byte at a time, and idle keep-alive ones, neither keep serve from
// answering a signed Discord PING and /healthz nor stay open: serve closes
// each of them. serve's timeouts are shortened (in proportion) so that the
// test is quick; a limit serve leaves unset stays unset.
func TestServeSlowClients(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	a.srv.ReadHeaderTimeout /= 4 // 500 ms
	a.srv.ReadTimeout /= 3       // 1 s
	a.srv.IdleTimeout /= 30      // 1 s
	runCtx, stopRun := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(runCtx) }()
	defer func() {
		stopRun()
		if err := <-ran; err != nil {
			t.Errorf("Run = %v", err)
		}
		a.Close()
	}()
	addr := a.Addr().String()
	ping := discordtest.Interaction("1", 1, nil)

	// Both ends of every connection are in this process.
	slow, idle := 300, 50
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim) == nil && lim.Cur < uint64(2*(slow+idle)+200) {
		slow = max(int(lim.Cur)/2-100-idle, 10)
		t.Logf("file descriptor limit %d: %d slow connections", lim.Cur, slow)
	}
	type held struct {
		c    net.Conn
		r    io.Reader
		what string
	}
	var conns []held
	stop := make(chan struct{})
	defer close(stop)
	for range slow {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "POST /discord/interactions HTTP/1.1\r\nHost: bot\r\nContent-Type: application/json\r\n"+
			"X-Signature-Ed25519: %064x\r\nX-Signature-Timestamp: %d\r\nContent-Length: 2000\r\n\r\n{", 0, time.Now().Unix())
		go func() { // a byte every 50 ms until serve hangs up
			tick := time.NewTicker(50 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				if _, err := c.Write([]byte{' '}); err != nil {
					return
				}
			}
		}()
		conns = append(conns, held{c, c, "slow body"})
	}
	for range idle {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		br := bufio.NewReader(c)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\n\r\n")
		r, err := http.ReadResponse(br, nil)
		if err != nil {
			continue // closed on arrival: this client holds its share of the cap
		}
		io.Copy(io.Discard, r.Body)
		r.Body.Close()
		conns = append(conns, held{c, br, "idle keep-alive"})
	}
	var closed atomic.Int32
	var wg sync.WaitGroup
	for _, h := range conns {
		wg.Go(func() {
			h.c.SetReadDeadline(time.Now().Add(patience))
			_, err := io.Copy(io.Discard, h.r)
			if errors.Is(err, os.ErrDeadlineExceeded) {
				t.Errorf("%s: serve kept the connection open for %v", h.what, patience)
				return
			}
			closed.Add(1)
		})
	}

	// While they hang, a signed PING and /healthz from another client (the
	// slow one holds its share of the cap) are answered.
	ctx, stopWaiting := context.WithTimeout(context.Background(), patience) // a failure bound
	defer stopWaiting()
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true,
		DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}).DialContext}}
	req, err := discordtest.SignedRequest(ctx, "http://"+addr+"/discord/interactions", priv, time.Now(), ping)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := client.Do(req); err != nil {
		t.Errorf("signed PING beside %d slow connections: %v", len(conns), err)
	} else {
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if r.StatusCode != http.StatusOK || string(body) != `{"type":1}` {
			t.Errorf("signed PING beside %d slow connections: %s %s", len(conns), r.Status, body)
		}
	}
	req, _ = http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/healthz", nil)
	if r, err := client.Do(req); err != nil {
		t.Errorf("/healthz beside %d slow connections: %v", len(conns), err)
	} else {
		r.Body.Close()
		if r.StatusCode != http.StatusOK {
			t.Errorf("/healthz beside %d slow connections: %s", len(conns), r.Status)
		}
	}
	t.Logf("answered while %d of %d slow and idle connections were open", len(conns)-int(closed.Load()), len(conns))
	wg.Wait()
}

// TestServeIdleFlood: one client opens 512 keep-alive connections (a GET
// /healthz each, then silence), as many as serve's whole connection cap,
// and a signed Discord /solve is still answered from that client's
// address and from another. serve's idle timeout is raised to an hour, so
// the answer cannot come from idle connections timing out: only from the
// per-client cap and the closing of idle connections near the cap.
func TestServeIdleFlood(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	a, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	a.srv.IdleTimeout = time.Hour
	runCtx, stopRun := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(runCtx) }()
	defer func() {
		stopRun()
		if err := <-ran; err != nil {
			t.Errorf("Run = %v", err)
		}
		a.Close()
	}()
	addr := a.Addr().String()

	const flood = 512
	var held, cut int
	for range flood {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		c.SetDeadline(time.Now().Add(patience))
		br := bufio.NewReader(c)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\n\r\n")
		r, err := http.ReadResponse(br, nil)
		if err != nil {
			cut++ // closed on arrival: the client held its share
			continue
		}
		io.Copy(io.Discard, r.Body)
		r.Body.Close()
		held++
	}
	t.Logf("%d connections answered and left idle, %d closed on arrival; the listener closed %d idle ones and refused %d",
		held, cut, a.ln.Shed(), a.ln.Refused())

	for i, from := range []string{"127.0.0.1", "127.0.0.2"} {
		tr := &http.Transport{DisableKeepAlives: true, DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}).DialContext}
		ctx, cancel := context.WithTimeout(context.Background(), patience) // a failure bound
		body := discordtest.Interaction(fmt.Sprint(100+i), 2, discordtest.Command("solve", map[string]any{"board": "lqre slus atic nren"}))
		req, err := discordtest.SignedRequest(ctx, "http://"+addr+"/discord/interactions", priv, time.Now(), body)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		r, err := (&http.Client{Transport: tr}).Do(req)
		if err != nil {
			t.Fatalf("signed /solve from %s beside %d idle connections: %v", from, flood, err)
		}
		ack, _ := io.ReadAll(r.Body)
		r.Body.Close()
		cancel()
		if r.StatusCode != http.StatusOK || string(ack) != `{"type":5}` {
			t.Errorf("signed /solve from %s: %s %s", from, r.Status, ack)
		}
		t.Logf("signed /solve from %s answered in %v (busy machine; not asserted)", from, time.Since(start))
	}
}

// TestServeSlowHeaderFlood: ten addresses open 128 connections each (the
// per-client cap; 1280 in all, 2.5 times serve's whole connection cap),
// trickle a header line every 0.3 s and open another connection whenever
// one is closed. A signed Discord PING from another address is answered
// while they hold on. serve's header timeout is raised to an hour, so the
// answer cannot come from the flood's connections timing out: only from
// the listener cutting connections still sending headers to make room.
func TestServeSlowHeaderFlood(t *testing.T) {
	const addrs, per = 10, 128
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim) != nil || lim.Cur < 2*addrs*per+600 {
		t.Skipf("file descriptor limit %d: too low for %d connections", lim.Cur, addrs*per)
	}
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	var logs bottest.Log
	a, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	a.srv.ReadHeaderTimeout = time.Hour
	a.srv.ReadTimeout = time.Hour
	runCtx, stopRun := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(runCtx) }()
	defer func() {
		stopRun()
		if err := <-ran; err != nil {
			t.Errorf("Run = %v", err)
		}
		a.Close()
	}()
	addr := a.Addr().String()

	stop := make(chan struct{})
	var open, opened atomic.Int64 // flood connections open now, and ever
	all := make(chan struct{})    // closed once every flood connection has opened
	var wg sync.WaitGroup
	defer func() { close(stop); wg.Wait() }()
	for i := range addrs {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(2+i))}}
		for range per {
			wg.Go(func() {
				tick := time.NewTicker(300 * time.Millisecond)
				defer tick.Stop()
				for {
					c, err := d.Dial("tcp", addr)
					if err != nil {
						select {
						case <-stop:
							return
						case <-tick.C:
							continue
						}
					}
					open.Add(1)
					if opened.Add(1) == addrs*per {
						close(all)
					}
					_, err = fmt.Fprint(c, "POST /discord/interactions HTTP/1.1\r\n")
					for err == nil {
						select {
						case <-stop:
							c.Close()
							open.Add(-1)
							return
						case <-tick.C:
						}
						_, err = fmt.Fprint(c, "X-Slow: 1\r\n")
					}
					c.Close()
					open.Add(-1)
				}
			})
		}
	}
	select {
	case <-all:
	case <-time.After(patience): // a failure bound
		t.Fatalf("only %d of %d flood connections opened", opened.Load(), addrs*per)
	}

	ctx, cancel := context.WithTimeout(context.Background(), patience) // a failure bound
	defer cancel()
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true,
		DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.1")}}).DialContext}}
	req, err := discordtest.SignedRequest(ctx, "http://"+addr+"/discord/interactions", priv, time.Now(), discordtest.Interaction("1", 1, nil))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	r, err := client.Do(req)
	took := time.Since(start)
	if err != nil {
		t.Fatalf("signed PING beside %d slow-header connections: %v", open.Load(), err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != http.StatusOK || string(body) != `{"type":1}` {
		t.Errorf("signed PING: %s %s", r.Status, body)
	}
	if n := open.Load(); n <= int64(a.ln.Limits().MaxConns) {
		t.Errorf("the flood held only %d connections when the PING was answered (cap %d)", n, a.ln.Limits().MaxConns)
	}
	t.Logf("signed PING answered in %v beside %d open slow-header connections (%d opened; listener cut %d, refused %d; busy machine, not asserted)",
		took, open.Load(), opened.Load(), a.ln.Cut(), a.ln.Refused())
	if !strings.Contains(logs.String(), "headers still arriving at the connection cap") {
		t.Error("the cut connections were not logged")
	}
}

// TestServeRefusalsLogged: 600 simultaneous requests from one address
// (as from an unnamed reverse proxy) pass its share of the connection
// cap; the refused ones are logged, as a line and a count, not in silence.
func TestServeRefusalsLogged(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{5}, 32))
	var logs bottest.Log
	a, err := newApp(context.Background(), testConfig(t, fake, priv), slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stopRun := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- a.Run(runCtx) }()
	defer func() {
		stopRun()
		if err := <-ran; err != nil {
			t.Errorf("Run = %v", err)
		}
		a.Close()
	}()
	addr := a.Addr().String()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.3")}}
	for range 600 {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\n") // the rest of the request still to come
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := logs.Await(ctx, "client at its connection cap"); err != nil {
		t.Fatalf("no log of the refused connections (%d refused): %v", a.ln.Refused(), err)
	}
	if n := strings.Count(logs.String(), "client at its connection cap"); n != 1 {
		t.Errorf("%d log lines for %d refusals, want one (the rest counted)", n, a.ln.Refused())
	}
}
