package ops

import (
	"context"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/internal/clientip"
	"github.com/bogglebot/bogglebot/internal/logsample"
)

// Limits bound the connections a Listener holds.
type Limits struct {
	// MaxConns caps the connections held at once (0: MaxConns, lowered to
	// half the process's file descriptor limit when that is smaller).
	// Connections past it wait in the kernel's accept queue.
	MaxConns int
	// PerClient caps the connections one client holds at once (0: a
	// quarter of MaxConns; at least 1). A client is a remote IPv4 address,
	// or an IPv6 /64 (one host's usual share). A connection past it is
	// closed at once, unless one of the client's own connections is idle:
	// then the idle one is closed instead. Behind a reverse proxy every
	// connection comes from the proxy, whose idle keep-alives give way the
	// same way; raise it to MaxConns if the proxy holds more busy
	// connections than a quarter of the cap.
	PerClient int
	// Proxies are the reverse proxies the admin trusts
	// (BOGGLEBOT_TRUSTED_PROXIES): each carries many clients, so its
	// connections are held under MaxConns only, not PerClient (the
	// clients behind it are told apart by their X-Forwarded-For, which
	// the listener cannot read). None by default.
	Proxies clientip.Trusted
	// Log, if set, is told of every connection the listener closes against
	// its client's will: refused on arrival (its client held PerClient) or
	// cut before its request's headers were complete to make room at the
	// cap. A flood is logged as a count (logsample).
	Log *logsample.Sampler
}

// A Listener is a TCP listener that caps the connections it holds, in all
// and per client, and closes idle keep-alive connections early when the
// server nears its cap: above three quarters of MaxConns, a connection that
// finishes a request is closed rather than kept, and every idle one is
// closed when a new connection arrives. An idle keep-alive connection costs
// its client nothing to hold, so without this one client holding a few
// hundred of them would keep every other request waiting for the idle
// timeout.
//
// At the cap, with no idle connection left, a new connection does not wait
// for a place: the Listener cuts a connection whose request's headers are
// still arriving (a slow or silent one), taken from the client holding the
// most connections, oldest first. A request whose headers are complete is
// never cut; nor is a connection of a client holding fewer connections
// than another. So clients that trickle headers on many connections, from
// many addresses, cannot keep a place from anyone else: a complete request
// (Discord's and Slack's arrive whole, in one packet) is read as soon as it
// is accepted, and accepting it costs one of the flood's places.
//
// The server must report its connections' states: call Watch on it before
// serving. A Listener is safe for concurrent use.
type Listener struct {
	net.Listener
	max, perClient int
	high           int // near the cap: idle connections are closed from here
	proxies        clientip.Trusted
	slots          chan struct{}
	done           chan struct{}
	closeOnce      sync.Once

	mu       sync.Mutex
	byClient map[string]int
	idle     map[*conn]struct{}

	log     *logsample.Sampler
	reading map[*conn]struct{}  // whose request's headers are still arriving (or not begun)
	bodies  map[*conn]time.Time // whose request's body is still arriving, since its headers came

	refused atomic.Int64 // connections closed at once: their client held PerClient
	shed    atomic.Int64 // idle keep-alive connections closed early
	cut     atomic.Int64 // connections cut mid-headers to make room at the cap
	watched atomic.Bool  // a server reports its connections' states (Watch)
}

// Listen listens on the TCP address addr and accepts at most maxConns
// connections at once (see Limits.MaxConns), a quarter of them per client.
func Listen(addr string, maxConns int) (*Listener, error) {
	return ListenLimits(addr, Limits{MaxConns: maxConns})
}

// ListenLimits listens on the TCP address addr within lim.
func ListenLimits(addr string, lim Limits) (*Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return NewListener(ln, lim), nil
}

// NewListener wraps ln within lim.
func NewListener(ln net.Listener, lim Limits) *Listener {
	maxConns := lim.MaxConns
	if maxConns <= 0 {
		maxConns = MaxConns
		if fd := fdLimit(); fd > 0 && fd/2 < maxConns {
			maxConns = max(fd/2, 1)
		}
	}
	per := lim.PerClient
	if per <= 0 {
		per = max(maxConns/4, 1)
	}
	return &Listener{
		Listener: ln, max: maxConns, perClient: min(per, maxConns), high: maxConns - maxConns/4, proxies: lim.Proxies,
		slots: make(chan struct{}, maxConns), done: make(chan struct{}),
		byClient: map[string]int{}, idle: map[*conn]struct{}{}, reading: map[*conn]struct{}{}, bodies: map[*conn]time.Time{},
		log: lim.Log,
	}
}

// Limits returns the caps in force, defaults filled in.
func (l *Listener) Limits() Limits {
	return Limits{MaxConns: l.max, PerClient: l.perClient, Proxies: l.proxies, Log: l.log}
}

// Refused counts the connections closed on arrival because their client
// held PerClient connections, none of them idle.
func (l *Listener) Refused() int64 { return l.refused.Load() }

// Shed counts the idle keep-alive connections closed early to make room.
func (l *Listener) Shed() int64 { return l.shed.Load() }

// Cut counts the connections closed at the cap while their request's
// headers were still arriving, to make room for a new connection.
func (l *Listener) Cut() int64 { return l.cut.Load() }

// Watch has srv report its connections' states to l (chaining any
// ConnState hook srv has), so that l knows which are idle and which have
// not yet sent a request's headers (net/http reports a connection active
// once it has read a request's headers); and wraps srv's Handler so that l
// knows which requests' bodies are still arriving: a body read to its end
// (or a request with none) makes its connection one being served, which is
// never cut; one still trickling in can be, as slow headers can.
func (l *Listener) Watch(srv *http.Server) {
	l.watched.Store(true)
	prev := srv.ConnState
	srv.ConnState = func(c net.Conn, s http.ConnState) {
		l.connState(c, s)
		if prev != nil {
			prev(c, s)
		}
	}
	prevCtx := srv.ConnContext
	srv.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		if prevCtx != nil {
			ctx = prevCtx(ctx, c)
		}
		if lc, ok := c.(*conn); ok {
			ctx = context.WithValue(ctx, connKey{}, lc)
		}
		return ctx
	}
	h := srv.Handler
	if h == nil {
		h = http.DefaultServeMux
	}
	srv.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, ok := r.Context().Value(connKey{}).(*conn); ok {
			if r.Body == nil || r.Body == http.NoBody {
				l.bodyRead(c)
			} else {
				r.Body = &trackedBody{ReadCloser: r.Body, left: r.ContentLength, read: func() { l.bodyRead(c) }}
			}
		}
		h.ServeHTTP(w, r)
	})
}

// connKey keys a request's accepted connection in its context.
type connKey struct{}

// trackedBody calls read once its body has been read to its end: its
// declared length read (a JSON decoder stops at the value's end, before
// EOF), or EOF.
type trackedBody struct {
	io.ReadCloser
	left int64 // bytes of a declared length still to read; -1: unknown
	read func()
	once sync.Once
}

func (b *trackedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if b.left > 0 {
		b.left -= int64(n)
	}
	if err == io.EOF || b.left == 0 {
		b.once.Do(b.read)
	}
	return n, err
}

// bodyRead notes that c's request body has arrived whole (or that it has
// none): c is being served, and is not cut.
func (l *Listener) bodyRead(c *conn) {
	l.mu.Lock()
	delete(l.bodies, c)
	l.mu.Unlock()
}

// Accept waits for a place under the cap, then for a connection whose
// client is under its own cap.
func (l *Listener) Accept() (net.Conn, error) {
	for {
		if err := l.place(); err != nil {
			return nil, err
		}
		c, err := l.Listener.Accept()
		if err != nil {
			<-l.slots
			return nil, err
		}
		client := clientOf(c.RemoteAddr())
		if l.proxies.TrustsPeer(c.RemoteAddr().String()) {
			l.count(client) // a trusted proxy: many clients, under MaxConns only
		} else if !l.admit(client) {
			l.shedIdle(client)
			if !l.admit(client) {
				l.refused.Add(1)
				l.note("client at its connection cap", client)
				c.Close()
				<-l.slots
				continue
			}
		}
		if len(l.slots) >= l.high {
			l.shedIdle("")
		}
		cn := &conn{Conn: c, l: l, client: client, since: time.Now()}
		l.mu.Lock()
		l.reading[cn] = struct{}{}
		l.mu.Unlock()
		return cn, nil
	}
}

// place waits for a place under the cap. When there is none, idle
// keep-alive connections make room, else a connection still sending its
// headers after CutAfter.
func (l *Listener) place() error {
	for {
		select {
		case l.slots <- struct{}{}:
			return nil
		default:
		}
		var wait <-chan time.Time
		if l.shedIdle("") == 0 && l.watched.Load() {
			if cut, next := l.cutReading(); !cut && next > 0 {
				t := time.NewTimer(next)
				wait = t.C
				defer t.Stop()
			}
		}
		select {
		case l.slots <- struct{}{}:
			return nil
		case <-l.done:
			return net.ErrClosed
		case <-wait: // a connection may be cut now
		}
	}
}

// note logs a connection closed against its client's will.
func (l *Listener) note(reason, client string) {
	if l.log != nil {
		l.log.Note(reason, "client", client, "max_conns", l.max, "per_client", l.perClient)
	}
}

// CutAfter is how long a connection may take to send its request's
// headers before it can be cut to make room at the cap. A request that
// arrives whole is read within milliseconds of being accepted; this only
// keeps a just-accepted connection from being cut before the server has
// read what it sent.
const CutAfter = 100 * time.Millisecond

// cutReading closes one connection whose request's headers, or body, have
// been arriving for CutAfter or more: of the client holding the most
// connections, its oldest. If it closes none, next is how long until one
// could be cut (0: none is sending a request).
func (l *Listener) cutReading() (cut bool, next time.Duration) {
	var victim *conn
	var victimSince time.Time
	body := false
	now := time.Now()
	consider := func(c *conn, since time.Time, isBody bool) {
		if age := now.Sub(since); age < CutAfter {
			if next == 0 || CutAfter-age < next {
				next = CutAfter - age
			}
			return
		}
		if victim != nil {
			n, m := l.byClient[c.client], l.byClient[victim.client]
			if n < m || n == m && !since.Before(victimSince) {
				return
			}
		}
		victim, victimSince, body = c, since, isBody
	}
	l.mu.Lock()
	for c := range l.reading {
		consider(c, c.since, false)
	}
	for c, since := range l.bodies {
		consider(c, since, true)
	}
	if victim != nil {
		delete(l.reading, victim)
		delete(l.bodies, victim)
	}
	l.mu.Unlock()
	if victim == nil {
		return false, next
	}
	l.cut.Add(1)
	if body {
		l.note("a request's body still arriving at the connection cap", victim.client)
	} else {
		l.note("headers still arriving at the connection cap", victim.client)
	}
	victim.Close()
	return true, 0
}

// admit counts a new connection of client, unless it holds PerClient.
func (l *Listener) admit(client string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byClient[client] >= l.perClient {
		return false
	}
	l.byClient[client]++
	return true
}

// count counts a new connection of client, whatever it holds.
func (l *Listener) count(client string) {
	l.mu.Lock()
	l.byClient[client]++
	l.mu.Unlock()
}

// shedIdle closes the idle connections of client, or every idle
// connection when client is "", and returns how many it closed.
func (l *Listener) shedIdle(client string) int {
	var victims []*conn
	l.mu.Lock()
	for c := range l.idle {
		if client == "" || c.client == client {
			victims = append(victims, c)
			delete(l.idle, c)
		}
	}
	l.mu.Unlock()
	for _, c := range victims {
		l.shed.Add(1)
		c.Close()
	}
	return len(victims)
}

func (l *Listener) connState(nc net.Conn, s http.ConnState) {
	c, ok := nc.(*conn)
	if !ok {
		return
	}
	switch s {
	case http.StateIdle:
		if len(l.slots) >= l.high {
			l.shed.Add(1)
			c.Close() // near the cap: no keep-alive
			return
		}
		l.mu.Lock()
		if !c.closed {
			l.idle[c] = struct{}{}
		}
		delete(l.reading, c)
		delete(l.bodies, c)
		l.mu.Unlock()
	case http.StateActive, http.StateHijacked:
		// Active: net/http has read a request's headers (a keep-alive
		// connection's next request is read while it is idle, and idle
		// connections give way first).
		// Its body may still be arriving, until the handler reads it
		// to its end (Watch's wrapper says so, at once for none).
		l.mu.Lock()
		delete(l.idle, c)
		delete(l.reading, c)
		if s == http.StateActive && !c.closed {
			l.bodies[c] = time.Now()
		}
		l.mu.Unlock()
	}
}

// Close stops accepting; connections already accepted stay open.
func (l *Listener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// clientOf is the client a remote address belongs to: the IPv4 address,
// or the IPv6 address's /64.
func clientOf(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return a.String()
	}
	if ip4 := tcp.IP.To4(); ip4 != nil {
		return ip4.String()
	}
	return tcp.IP.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// conn is an accepted connection; closing it frees its places.
type conn struct {
	net.Conn
	l      *Listener
	client string
	once   sync.Once
	closed bool      // under l.mu
	since  time.Time // accepted
}

func (c *conn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		l := c.l
		l.mu.Lock()
		c.closed = true
		delete(l.idle, c)
		delete(l.reading, c)
		delete(l.bodies, c)
		if l.byClient[c.client]--; l.byClient[c.client] <= 0 {
			delete(l.byClient, c.client)
		}
		l.mu.Unlock()
		<-l.slots
	})
	return err
}
