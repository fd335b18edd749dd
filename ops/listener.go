package ops

import (
	"net"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/bogglebot/bogglebot/internal/clientip"
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

	refused atomic.Int64 // connections closed at once: their client held PerClient
	shed    atomic.Int64 // idle keep-alive connections closed early
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
		byClient: map[string]int{}, idle: map[*conn]struct{}{},
	}
}

// Limits returns the caps in force, defaults filled in.
func (l *Listener) Limits() Limits {
	return Limits{MaxConns: l.max, PerClient: l.perClient, Proxies: l.proxies}
}

// Refused counts the connections closed on arrival because their client
// held PerClient connections, none of them idle.
func (l *Listener) Refused() int64 { return l.refused.Load() }

// Shed counts the idle keep-alive connections closed early to make room.
func (l *Listener) Shed() int64 { return l.shed.Load() }

// Watch has srv report its connections' states to l (chaining any
// ConnState hook srv has), so that l knows which are idle.
func (l *Listener) Watch(srv *http.Server) {
	prev := srv.ConnState
	srv.ConnState = func(c net.Conn, s http.ConnState) {
		l.connState(c, s)
		if prev != nil {
			prev(c, s)
		}
	}
}

// Accept waits for a place under the cap, then for a connection whose
// client is under its own cap.
func (l *Listener) Accept() (net.Conn, error) {
	for {
		select {
		case l.slots <- struct{}{}:
		default:
			l.shedIdle("") // full: idle keep-alives make room
			select {
			case l.slots <- struct{}{}:
			case <-l.done:
				return nil, net.ErrClosed
			}
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
				c.Close()
				<-l.slots
				continue
			}
		}
		if len(l.slots) >= l.high {
			l.shedIdle("")
		}
		return &conn{Conn: c, l: l, client: client}, nil
	}
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
// connection when client is "".
func (l *Listener) shedIdle(client string) {
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
		l.mu.Unlock()
	default:
		l.mu.Lock()
		delete(l.idle, c)
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
	closed bool // under l.mu
}

func (c *conn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		l := c.l
		l.mu.Lock()
		c.closed = true
		delete(l.idle, c)
		if l.byClient[c.client]--; l.byClient[c.client] <= 0 {
			delete(l.byClient, c.client)
		}
		l.mu.Unlock()
		<-l.slots
	})
	return err
}
