package ops_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/internal/clientip"
	"github.com/bogglebot/bogglebot/internal/logsample"
	"github.com/bogglebot/bogglebot/ops"
)

// serveLimits serves /healthz within lim, with an idle timeout far past
// bound: only the listener closes an idle connection early.
func serveLimits(t *testing.T, lim ops.Limits) (*ops.Listener, string) {
	t.Helper()
	mux := http.NewServeMux()
	ops.Mount(mux, nil, &ops.Checks{})
	srv := ops.NewServer(mux, nil)
	srv.IdleTimeout = time.Hour
	srv.ReadHeaderTimeout = time.Hour
	ln, err := ops.ListenLimits("127.0.0.1:0", lim)
	if err != nil {
		t.Fatal(err)
	}
	ln.Watch(srv)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln, ln.Addr().String()
}

// dialFrom connects to addr from the loopback address local (127.0.0.x:
// another client).
func dialFrom(t *testing.T, local, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// idleKeepAlive sends one GET /healthz on c, reads the answer and leaves
// the connection open and silent; it returns the reader to watch it with.
func idleKeepAlive(t *testing.T, c net.Conn) *bufio.Reader {
	t.Helper()
	br := bufio.NewReader(c)
	fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\n\r\n")
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return br
}

// healthzFrom asks for /healthz on a new connection from local.
func healthzFrom(t *testing.T, local, addr string) error {
	t.Helper()
	c := dialFrom(t, local, addr)
	c.SetDeadline(time.Now().Add(bound))
	fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\nConnection: close\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %s", resp.Status)
	}
	return nil
}

// TestPerClientCap: a client holding its share of busy (silent, mid-
// request) connections has its next one closed at once, while another
// client is answered.
func TestPerClientCap(t *testing.T) {
	ln, addr := serveLimits(t, ops.Limits{MaxConns: 16, PerClient: 3})
	for range 3 {
		c := dialFrom(t, "127.0.0.1", addr)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\n") // half a header: busy, not idle
	}
	fourth := dialFrom(t, "127.0.0.1", addr)
	waitClosed(t, fourth, fourth, "a connection past the client's cap")
	if ln.Refused() == 0 {
		t.Error("Refused() = 0 after a connection past the client's cap")
	}
	if err := healthzFrom(t, "127.0.0.2", addr); err != nil {
		t.Errorf("another client's /healthz: %v", err)
	}
}

// TestTrustedProxyUncapped: a trusted reverse proxy carries many
// clients: its busy connections past PerClient are held (under MaxConns),
// while an untrusted client's are capped as before.
func TestTrustedProxyUncapped(t *testing.T) {
	proxies, err := clientip.Parse("127.0.0.5, 10.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	ln, addr := serveLimits(t, ops.Limits{MaxConns: 16, PerClient: 2, Proxies: proxies})
	for range 4 {
		c := dialFrom(t, "127.0.0.5", addr)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\n") // busy
	}
	if err := healthzFrom(t, "127.0.0.5", addr); err != nil {
		t.Errorf("the proxy's 6th connection: %v", err)
	}
	for range 2 {
		c := dialFrom(t, "127.0.0.6", addr)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\n")
	}
	third := dialFrom(t, "127.0.0.6", addr)
	waitClosed(t, third, third, "an untrusted client's connection past its cap")
	if ln.Refused() != 1 {
		t.Errorf("Refused() = %d, want 1 (the untrusted client's)", ln.Refused())
	}
}

// TestPerClientIdleGivesWay: a client at its cap with idle keep-alive
// connections gets its new connection: an idle one is closed instead.
func TestPerClientIdleGivesWay(t *testing.T) {
	ln, addr := serveLimits(t, ops.Limits{MaxConns: 64, PerClient: 4})
	for range 4 {
		idleKeepAlive(t, dialFrom(t, "127.0.0.1", addr))
	}
	if err := healthzFrom(t, "127.0.0.1", addr); err != nil {
		t.Fatalf("/healthz from a client whose 4 connections are idle: %v", err)
	}
	if ln.Shed() == 0 || ln.Refused() != 0 {
		t.Errorf("Shed() = %d, Refused() = %d; want an idle one closed and none refused", ln.Shed(), ln.Refused())
	}
}

// TestIdleShedNearCap: idle keep-alive connections from many clients fill
// the cap; a new client is answered at once (not after the idle timeout,
// an hour here), because nearing the cap closes the idle ones.
func TestIdleShedNearCap(t *testing.T) {
	const maxConns = 12
	ln, addr := serveLimits(t, ops.Limits{MaxConns: maxConns, PerClient: 2})
	for i := range maxConns {
		idleKeepAlive(t, dialFrom(t, fmt.Sprintf("127.0.0.%d", 10+i/2), addr))
	}
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- healthzFrom(t, "127.0.0.3", addr) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("/healthz beside %d idle connections: %v", maxConns, err)
		}
	case <-ctx.Done():
		t.Fatalf("/healthz beside %d idle connections was not answered within %v", maxConns, bound)
	}
	if ln.Shed() == 0 {
		t.Error("Shed() = 0")
	}
}

// TestSlowHeadersGiveWay: clients on many addresses fill the whole cap
// with connections whose headers never finish (the header timeout is an
// hour here), and more of theirs wait to be accepted; a complete request
// from another client is still answered, because at the cap a connection
// still sending its headers is cut, from the client holding the most.
// The cut is logged.
func TestSlowHeadersGiveWay(t *testing.T) {
	var logs syncBuffer
	sampler := &logsample.Sampler{Log: slog.New(slog.NewTextHandler(&logs, nil)), Msg: "connection closed"}
	const maxConns, per, clients = 16, 4, 6 // 24 wanted, 16 places
	ln, addr := serveLimits(t, ops.Limits{MaxConns: maxConns, PerClient: per, Log: sampler})
	var slow []net.Conn
	for i := range clients * per {
		c := dialFrom(t, fmt.Sprintf("127.0.0.%d", 10+i/per), addr)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\n") // half a header
		slow = append(slow, c)
	}
	if err := healthzFrom(t, "127.0.0.3", addr); err != nil {
		t.Fatalf("/healthz beside %d connections sending headers: %v", len(slow), err)
	}
	if ln.Cut() == 0 {
		t.Error("Cut() = 0")
	}
	if !strings.Contains(logs.String(), "headers still arriving at the connection cap") {
		t.Errorf("no log of the cut connection; log:\n%s", logs.String())
	}
}

// TestCompleteRequestNotCut: at the cap, connections whose request is
// being handled are not cut for newcomers: the newcomer waits.
func TestCompleteRequestNotCut(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 4)
	srv := ops.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		started <- struct{}{}
		<-release
		w.Write([]byte("ok"))
	}), nil)
	ln, err := ops.ListenLimits("127.0.0.1:0", ops.Limits{MaxConns: 2, PerClient: 2})
	if err != nil {
		t.Fatal(err)
	}
	ln.Watch(srv)
	go srv.Serve(ln)
	defer srv.Close()
	addr := ln.Addr().String()
	var busy []*bufio.Reader
	for range 2 {
		c := dialFrom(t, "127.0.0.1", addr)
		fmt.Fprint(c, "GET / HTTP/1.1\r\nHost: bot\r\n\r\n")
		busy = append(busy, bufio.NewReader(c))
		<-started
	}
	newcomer := dialFrom(t, "127.0.0.2", addr)
	fmt.Fprint(newcomer, "GET / HTTP/1.1\r\nHost: bot\r\n\r\n")
	close(release)
	for i, br := range busy {
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("busy request %d: %v (cut for a newcomer)", i, err)
		}
		resp.Body.Close()
	}
	resp, err := http.ReadResponse(bufio.NewReader(newcomer), nil)
	if err != nil {
		t.Fatalf("newcomer, once a place freed: %v", err)
	}
	resp.Body.Close()
	if ln.Cut() != 0 {
		t.Errorf("Cut() = %d, want 0", ln.Cut())
	}
}

// TestRefusalLogged: connections refused at the per-client cap are
// logged, as one line and a count, not one line each.
func TestRefusalLogged(t *testing.T) {
	var logs syncBuffer
	sampler := &logsample.Sampler{Log: slog.New(slog.NewTextHandler(&logs, nil)), Msg: "connection closed"}
	ln, addr := serveLimits(t, ops.Limits{MaxConns: 64, PerClient: 2, Log: sampler})
	for range 2 {
		c := dialFrom(t, "127.0.0.1", addr)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\n")
	}
	for range 5 {
		c := dialFrom(t, "127.0.0.1", addr)
		waitClosed(t, c, c, "a connection past the client's cap")
	}
	sampler.Flush()
	out := logs.String()
	if ln.Refused() != 5 || strings.Count(out, "reason=\"client at its connection cap\"") != 1 ||
		!strings.Contains(out, "count=4") {
		t.Errorf("Refused() = %d; log:\n%s", ln.Refused(), out)
	}
}

// syncBuffer is a bytes.Buffer safe for concurrent use.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestSlowBodiesGiveWay: at the cap, connections whose request headers
// came whole but whose bodies trickle in are cut for a newcomer, as slow
// headers are, and a request whose body came whole is answered; the server
// waits on no read timeout for it (an hour here).
func TestSlowBodiesGiveWay(t *testing.T) {
	var logs syncBuffer
	sampler := &logsample.Sampler{Log: slog.New(slog.NewTextHandler(&logs, nil)), Msg: "connection closed"}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /echo", func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		w.Write(b)
	})
	srv := ops.NewServer(mux, nil)
	srv.ReadTimeout, srv.ReadHeaderTimeout, srv.IdleTimeout = time.Hour, time.Hour, time.Hour
	const maxConns, per, clients = 16, 4, 6 // 24 wanted, 16 places
	ln, err := ops.ListenLimits("127.0.0.1:0", ops.Limits{MaxConns: maxConns, PerClient: per, Log: sampler})
	if err != nil {
		t.Fatal(err)
	}
	ln.Watch(srv)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	addr := ln.Addr().String()
	for i := range clients * per {
		c := dialFrom(t, fmt.Sprintf("127.0.0.%d", 10+i/per), addr)
		fmt.Fprint(c, "POST /echo HTTP/1.1\r\nHost: bot\r\nContent-Length: 1000\r\n\r\nab") // headers whole, 2 bytes of the body
	}
	c := dialFrom(t, "127.0.0.3", addr)
	c.SetDeadline(time.Now().Add(bound))
	fmt.Fprint(c, "POST /echo HTTP/1.1\r\nHost: bot\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("a whole request beside %d bodies trickling in: %v", clients*per, err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "hello" {
		t.Errorf("answered %q", body)
	}
	if !strings.Contains(logs.String(), "a request's body still arriving at the connection cap") {
		t.Errorf("no log of the cut connection; log:\n%s", logs.String())
	}
}
