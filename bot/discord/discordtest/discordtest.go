// Package discordtest is a fake Discord for tests and load tools: a REST API
// that records every call (interaction callbacks, message edits with their
// multipart files, command registration, channel messages) and a gateway
// websocket that says HELLO and READY and then delivers the interactions a
// test sends.
//
// A Server is safe for concurrent use.
package discordtest

import (
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gorilla/websocket"
)

// A Call is one REST request the fake received.
type Call struct {
	Method, Path string
	Auth         string          // the Authorization header
	JSON         json.RawMessage // the JSON body, or the multipart payload_json
	Files        map[string]File // multipart files by part name ("files[0]")
	At           time.Time
}

// A File is one uploaded file.
type File struct {
	Name, ContentType string
	Data              []byte
}

// Server is the fake. Start it with NewServer; point the adapter's API URL at
// Server.URL.
type Server struct {
	*httptest.Server
	calls   chan Call
	keep    atomic.Bool
	images  atomic.Int64
	dials   atomic.Int64
	mu      sync.Mutex
	conns   []*conn
	seq     atomic.Int64
	ready   chan struct{}
	readyMu sync.Once
	// Identify receives each IDENTIFY payload the gateway gets.
	Identify chan json.RawMessage
	// failRegs is how many more command registrations to answer with
	// failStatus.
	failRegs   atomic.Int64
	failStatus atomic.Int64
}

// FailRegistrations makes the next n command registrations (PUT
// .../commands) fail with HTTP status (they are still delivered on Calls).
func (s *Server) FailRegistrations(n int, status int) {
	s.failStatus.Store(int64(status))
	s.failRegs.Store(int64(n))
}

// NewServer starts a fake Discord. Calls are delivered on Calls.
func NewServer() *Server {
	s := &Server{calls: make(chan Call, 4096), ready: make(chan struct{}), Identify: make(chan json.RawMessage, 16)}
	s.keep.Store(true)
	mux := http.NewServeMux()
	gw := func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, map[string]string{"url": "ws" + strings.TrimPrefix(s.URL, "http") + "/gateway"})
	}
	mux.HandleFunc("GET /api/v9/gateway", gw)
	mux.HandleFunc("GET /api/v10/gateway", gw)
	mux.HandleFunc("GET /gateway/", s.gateway)
	mux.HandleFunc("GET /gateway", s.gateway)
	mux.HandleFunc("/api/v10/", s.rest)
	mux.HandleFunc("/api/v9/", s.rest)
	s.Server = httptest.NewUnstartedServer(mux)
	s.Server.Config.ConnState = func(_ net.Conn, st http.ConnState) {
		if st == http.StateNew {
			s.dials.Add(1)
		}
	}
	s.Server.Start()
	return s
}

// Connections returns how many connections clients have opened to the fake
// so far: the gateway's and the REST calls'.
func (s *Server) Connections() int64 { return s.dials.Load() }

// Calls delivers every REST call as it arrives (the gateway lookup aside).
// The channel holds 4096 calls; a load tool that does not read it should
// call Discard.
func (s *Server) Calls() <-chan Call { return s.calls }

// Images returns how many REST calls so far carried files.
func (s *Server) Images() int64 { return s.images.Load() }

// Discard stops queueing calls on Calls (they are still counted).
func (s *Server) Discard() { s.keep.Store(false) }

func (s *Server) rest(w http.ResponseWriter, r *http.Request) {
	c := Call{Method: r.Method, Path: strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/api/v10"), "/api/v9"), Auth: r.Header.Get("Authorization"), At: time.Now()}
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch {
	case mt == "multipart/form-data":
		mr := multipart.NewReader(r.Body, params["boundary"])
		c.Files = map[string]File{}
		for {
			p, err := mr.NextPart()
			if err != nil {
				break
			}
			data, _ := io.ReadAll(p)
			if p.FormName() == "payload_json" {
				c.JSON = data
			} else {
				c.Files[p.FormName()] = File{Name: p.FileName(), ContentType: p.Header.Get("Content-Type"), Data: data}
			}
		}
	default:
		c.JSON, _ = io.ReadAll(r.Body)
	}
	if len(c.Files) > 0 {
		s.images.Add(1)
	}
	if s.keep.Load() {
		select {
		case s.calls <- c:
		default:
		}
	}
	switch {
	case r.Method == http.MethodPut && strings.HasSuffix(c.Path, "/commands") && s.failRegs.Add(-1) >= 0:
		http.Error(w, `{"message": "failing on purpose"}`, int(s.failStatus.Load()))
	case r.Method == http.MethodPut && strings.HasSuffix(c.Path, "/commands"):
		w.Header().Set("Content-Type", "application/json")
		w.Write(c.JSON) // echo the commands, as Discord does (with ids)
	case r.Method == http.MethodPost && strings.HasSuffix(c.Path, "/callback"),
		r.Method == http.MethodDelete:
		w.WriteHeader(http.StatusNoContent)
	default:
		writeJSON(w, map[string]any{"id": fmt.Sprint(time.Now().UnixNano()), "content": ""})
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

// gateway speaks just enough of the gateway protocol: HELLO, then READY after
// IDENTIFY, heartbeat ACKs, and dispatches sent with SendInteraction.
func (s *Server) gateway(w http.ResponseWriter, r *http.Request) {
	c, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	cc := &conn{c: c}
	send := func(v any) error {
		cc.mu.Lock()
		defer cc.mu.Unlock()
		return c.WriteJSON(v)
	}
	if send(map[string]any{"op": 10, "d": map[string]any{"heartbeat_interval": 45000}}) != nil {
		c.Close()
		return
	}
	for {
		var msg struct {
			Op int             `json:"op"`
			D  json.RawMessage `json:"d"`
		}
		if err := c.ReadJSON(&msg); err != nil {
			c.Close()
			return
		}
		switch msg.Op {
		case 1: // heartbeat
			send(map[string]any{"op": 11})
		case 2: // identify
			select {
			case s.Identify <- msg.D:
			default:
			}
			send(map[string]any{"op": 0, "t": "READY", "s": s.seq.Add(1), "d": map[string]any{
				"v": 10, "session_id": "fake-session", "user": map[string]any{"id": "999", "username": "bogglebot", "bot": true},
				"guilds": []any{}, "application": map[string]any{"id": "999"},
			}})
			s.mu.Lock()
			s.conns = append(s.conns, cc)
			s.mu.Unlock()
			s.readyMu.Do(func() { close(s.ready) })
		}
	}
}

// conn is a gateway client connection; mu serialises writes.
type conn struct {
	c  *websocket.Conn
	mu sync.Mutex
}

// Ready is closed once a client has identified and been sent READY.
func (s *Server) Ready() <-chan struct{} { return s.ready }

// SendInteraction dispatches an INTERACTION_CREATE with the given interaction
// JSON to every identified gateway client.
func (s *Server) SendInteraction(interaction []byte) error {
	s.mu.Lock()
	conns := append([]*conn(nil), s.conns...)
	s.mu.Unlock()
	if len(conns) == 0 {
		return fmt.Errorf("discordtest: no gateway client has identified")
	}
	msg, _ := json.Marshal(map[string]any{"op": 0, "t": "INTERACTION_CREATE", "s": s.seq.Add(1), "d": json.RawMessage(interaction)})
	for _, c := range conns {
		c.mu.Lock()
		err := c.c.WriteMessage(websocket.TextMessage, msg)
		c.mu.Unlock()
		if err != nil {
			return fmt.Errorf("discordtest: send interaction: %w", err)
		}
	}
	return nil
}

// Interaction builds the JSON of an interaction as Discord sends it. typ is
// 2 (command), 3 (component) or 4 (autocomplete); data is its data object.
func Interaction(id string, typ int, data any) []byte {
	b, _ := json.Marshal(map[string]any{
		"id": id, "application_id": "999", "type": typ, "token": "token-" + id, "version": 1,
		"guild_id": "555", "channel_id": "777",
		"member": map[string]any{"user": map[string]any{"id": "42", "username": "ann", "global_name": "Ann"}, "permissions": "0", "nick": ""},
		"data":   data,
	})
	return b
}

// Command is the data of a slash command with string-valued options (an
// integer option may be given as an int).
func Command(name string, opts map[string]any) map[string]any {
	var o []map[string]any
	for k, v := range opts {
		typ := 3
		if _, ok := v.(int); ok {
			typ = 4
		}
		o = append(o, map[string]any{"name": k, "type": typ, "value": v})
	}
	return map[string]any{"id": "cmd-" + name, "name": name, "type": 1, "options": o}
}

// Component is the data of a click on a button (no values) or a pick in a
// select menu.
func Component(customID string, values ...string) map[string]any {
	d := map[string]any{"custom_id": customID, "component_type": 2}
	if len(values) > 0 {
		d["component_type"], d["values"] = 3, values
	}
	return d
}

// Close shuts the fake down, gateway connections included.
func (s *Server) Close() {
	s.mu.Lock()
	for _, c := range s.conns {
		c.c.Close()
	}
	s.mu.Unlock()
	s.Server.CloseClientConnections()
	s.Server.Close()
}
