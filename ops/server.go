package ops

import (
	"log/slog"
	"net/http"
	"time"
)

// The HTTP server's limits. Everything the bot serves on its port is small
// and quick: Discord's and Slack's requests (a few kilobytes, sent from
// their data centres, and answered at once: the work happens afterwards),
// the operations endpoints, and a Prometheus scrape. Both platforms give up
// on a request 3 seconds after sending it, so a request that is still
// arriving after that is of no use to anyone, and a connection that sends
// nothing is only holding a file descriptor. Each limit below bounds how
// long one connection can be held without doing useful work; none of them
// can fire on a request that Discord or Slack would still accept.
const (
	// ReadHeaderTimeout bounds the wait for a request's headers, from the
	// moment the server starts reading the request: a connection opened
	// and left silent (or fed a header a byte at a time) is closed after
	// this.
	ReadHeaderTimeout = 2 * time.Second
	// ReadTimeout bounds reading a whole request, headers and body. A
	// platform's request body arrives within milliseconds; one that is
	// still arriving after 3 s is already too late for Discord's and
	// Slack's 3-second rule, so a body trickled a byte at a time is cut
	// off here, not minutes later.
	ReadTimeout = 3 * time.Second
	// WriteTimeout bounds, from the end of the request's headers, handling
	// the request and writing the answer. The chat handlers answer within
	// 3 s (they acknowledge and work afterwards), /readyz bounds its checks
	// at 2 s, and /metrics is tens of kilobytes: 10 s leaves room for a slow
	// scraper and cuts off a client that stops reading.
	WriteTimeout = 10 * time.Second
	// IdleTimeout closes a keep-alive connection that carries no new request
	// for this long. Discord and Slack send a request when a player acts;
	// a connection idle for half a minute is unlikely to carry another one
	// soon, and closing it frees its place under the connection cap.
	IdleTimeout = 30 * time.Second
	// MaxHeaderBytes bounds a request's headers. Discord's and Slack's are
	// about 1 KiB; 32 KiB, nginx's default, leaves room for a reverse
	// proxy's additions and a browser's cookies.
	MaxHeaderBytes = 32 << 10
)

// NewServer returns an HTTP server for h with the limits above and its
// errors logged to log at warning level (nil: slog's default). Tests may
// shorten the limits on the result before serving.
func NewServer(h http.Handler, log *slog.Logger) *http.Server {
	if log == nil {
		log = slog.Default()
	}
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    MaxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// MaxConns is the default cap on the connections the server holds at once.
//
// The cap protects the process, not a kind of request: every connection
// holds a file descriptor, and a process out of descriptors can neither
// accept a health check nor open the outbound connections the bot lives on
// (Discord's and Slack's APIs, the database). With the cap, connections past
// it wait in the kernel's accept queue, which costs the process nothing,
// and are taken in turn as places free. What keeps health checks and
// signed requests flowing is the short timeouts above (a slow connection
// holds its place for seconds), the per-client cap (one address holds a
// quarter of the places at most), the Listener's closing of idle
// keep-alive connections as the cap nears (an idle connection, which costs
// its client nothing to keep, never holds a place someone needs) and, at
// the cap, its cutting of connections whose headers are still arriving,
// from the client holding the most: a request that arrives whole (as
// Discord's and Slack's do) is read at once, while headers trickled from
// many addresses only hold places that a complete request can take.
//
// 512 is far above what the bot needs (a platform sends a request per
// player action, answered in milliseconds; a busy bot holds a few dozen
// connections) and leaves at least as many descriptors again for the rest
// of the process under the common 1024 limit. Listen lowers it to half the
// process's descriptor limit when that is smaller.
const MaxConns = 512
