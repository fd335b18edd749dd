package ops_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/ops"
)

// bound is how long a test waits for something that should happen: a
// failure bound far beyond any machine's slowness (the race detector on
// two busy cores), not a speed requirement.
const bound = time.Minute

// testServer serves /healthz and POST /echo (which reads its body) with
// ops.NewServer's limits shortened so that the test is quick, on a
// loopback listener capped at maxConns. It returns the address.
func testServer(t *testing.T, maxConns int, shorten func(*http.Server)) string {
	t.Helper()
	mux := http.NewServeMux()
	ops.Mount(mux, nil, &ops.Checks{})
	mux.HandleFunc("POST /echo", func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, "unreadable body", http.StatusBadRequest)
			return
		}
		w.Write(body)
	})
	srv := ops.NewServer(mux, nil)
	if shorten != nil {
		shorten(srv)
	}
	// One client may take every place: these tests are of the cap and the
	// timeouts (listener_test.go tests the per-client cap).
	ln, err := ops.ListenLimits("127.0.0.1:0", ops.Limits{MaxConns: maxConns, PerClient: maxConns})
	if err != nil {
		t.Fatal(err)
	}
	ln.Watch(srv)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// short scales NewServer's timeouts down (2 s -> 200 ms, 30 s idle -> 300
// ms): a limit NewServer leaves unset stays unset.
func short(srv *http.Server) {
	srv.ReadHeaderTimeout /= 10
	srv.ReadTimeout /= 10
	srv.WriteTimeout /= 10
	srv.IdleTimeout /= 100
}

// waitClosed reads from r until the server closes the connection (EOF or a
// reset) and fails the test if it is still open after bound.
func waitClosed(t *testing.T, c net.Conn, r io.Reader, what string) {
	c.SetReadDeadline(time.Now().Add(bound))
	_, err := io.Copy(io.Discard, r)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("%s: the server kept the connection open for %v", what, bound)
	}
}

// fdBudget returns how many connections a test may open, both ends in
// this process, within the file descriptor limit.
func fdBudget(want int) int {
	if lim := ops.FDLimit(); lim > 0 {
		return min(want, (lim-64)/2)
	}
	return want
}

// getHealthz asks for /healthz on a connection of its own.
func getHealthz(ctx context.Context, addr string) error {
	c := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/healthz", nil)
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %s", resp.Status)
	}
	return nil
}

// TestServerClosesSlowAndIdle: connections that send nothing, half a
// header, a body a byte at a time, or nothing more after a request are all
// closed by the server, while /healthz is answered.
func TestServerClosesSlowAndIdle(t *testing.T) {
	addr := testServer(t, 0, short)
	n := fdBudget(40) / 4
	type held struct {
		c    net.Conn
		r    io.Reader
		what string
	}
	var conns []held
	dial := func() net.Conn {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	stop := make(chan struct{})
	defer close(stop)
	for range n {
		c := dial()
		conns = append(conns, held{c, c, "silent"})

		c = dial()
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\n")
		conns = append(conns, held{c, c, "half a header"})

		c = dial()
		fmt.Fprint(c, "POST /echo HTTP/1.1\r\nHost: bot\r\nContent-Length: 1000\r\n\r\n")
		go func(c net.Conn) { // a byte at a time until the server hangs up
			t := time.NewTicker(20 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-stop:
					return
				case <-t.C:
				}
				if _, err := c.Write([]byte{'x'}); err != nil {
					return
				}
			}
		}(c)
		conns = append(conns, held{c, c, "slow body"})

		c = dial()
		br := bufio.NewReader(c)
		fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: bot\r\n\r\n")
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.Close {
			t.Fatal("the server closed a keep-alive connection after its first request")
		}
		conns = append(conns, held{c, br, "idle keep-alive"})
	}
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	if err := getHealthz(ctx, addr); err != nil {
		t.Errorf("/healthz beside %d held connections: %v", len(conns), err)
	}
	var wg sync.WaitGroup
	for _, h := range conns {
		wg.Go(func() { waitClosed(t, h.c, h.r, h.what) })
	}
	wg.Wait()
}

// TestListenCaps: Listen accepts at most maxConns connections at once; the
// next one waits until one of them closes.
func TestListenCaps(t *testing.T) {
	ln, err := ops.ListenLimits("127.0.0.1:0", ops.Limits{MaxConns: 2, PerClient: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	for range 3 {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	var held []net.Conn
	for range 2 {
		c, err := ln.Accept()
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
	}
	var released atomic.Bool
	third := make(chan bool, 1)
	go func() {
		c, err := ln.Accept()
		if err == nil {
			c.Close()
		}
		third <- released.Load()
	}()
	select {
	case <-third:
		t.Fatal("a third connection was accepted while two were held")
	case <-time.After(100 * time.Millisecond): // a broken cap shows at once
	}
	released.Store(true)
	held[0].Close()
	select {
	case ok := <-third:
		if !ok {
			t.Error("a third connection was accepted while two were held")
		}
	case <-time.After(bound):
		t.Fatal("the third connection was not accepted once one closed")
	}
	held[1].Close()
}

// TestFullCapTurnsOver: with every place under the cap taken by silent
// connections (and as many again waiting), a health check is still
// answered, because the header timeout closes them and frees their places.
// The cap alone would hold it back for as long as they stayed.
func TestFullCapTurnsOver(t *testing.T) {
	const maxConns = 8
	addr := testServer(t, maxConns, short)
	var conns []net.Conn
	for range 2 * maxConns {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns = append(conns, c)
	}
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	if err := getHealthz(ctx, addr); err != nil {
		t.Fatalf("/healthz behind %d silent connections and a cap of %d: %v", len(conns), maxConns, err)
	}
	var wg sync.WaitGroup
	for _, c := range conns {
		wg.Go(func() { waitClosed(t, c, c, "silent") })
	}
	wg.Wait()
}

// TestNewServerLimits: every limit is set, and tight enough for the
// platforms' 3-second rule.
func TestNewServerLimits(t *testing.T) {
	s := ops.NewServer(http.NotFoundHandler(), nil)
	if s.ReadHeaderTimeout <= 0 || s.ReadHeaderTimeout > 3*time.Second ||
		s.ReadTimeout <= 0 || s.ReadTimeout > 5*time.Second ||
		s.WriteTimeout <= 0 || s.IdleTimeout <= 0 ||
		s.MaxHeaderBytes <= 0 || s.MaxHeaderBytes > 1<<20 || s.ErrorLog == nil {
		t.Errorf("limits: header %v, read %v, write %v, idle %v, header bytes %d, error log %v",
			s.ReadHeaderTimeout, s.ReadTimeout, s.WriteTimeout, s.IdleTimeout, s.MaxHeaderBytes, s.ErrorLog != nil)
	}
}
