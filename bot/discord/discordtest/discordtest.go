// Package discordtest is a fake Discord for tests and load tools: a REST API
// that records every call (interaction callbacks, message edits with their
// multipart files, command registration, channel messages) and refuses a
// message longer than Discord takes, and a gateway websocket that says HELLO
// and READY and then delivers the interactions a test sends.
//
// The REST API keeps the messages it is sent, as Discord does: an
// interaction's original response (a type 4 or 5 callback, or the first
// edit of @original in HTTP mode, where the callback is the HTTP answer),
// follow-ups and channel messages. Sends and edits are answered with the
// message's JSON and its id; an edit that leaves out "attachments" keeps
// the message's files; an edit of a message it does not know is 404
// Unknown Message. An interaction answered twice gets Discord's 400
// "already acknowledged", and one answered with a modal (type 9) has no
// original message to edit. POST /users/@me/channels opens a DM channel
// (the same one for a user every time), whose messages RefuseDMs can make
// fail as a user's closed DMs do; a guild's roles and its members' (for
// the bot, BotID), as SetRoles gave them, answer GET .../roles and
// .../members/{id}. Messages, known to Message, are kept up to a
// bound, the oldest forgotten first, so a load tool can run for long.
//
// A Server is safe for concurrent use.
package discordtest

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/gorilla/websocket"
)

// MaxContent is the longest message content Discord takes, in characters:
// the fake answers a longer one with HTTP 400 (code 50035), as Discord does.
const MaxContent = 2000

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
	closed  atomic.Int64
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
	// failGateway is how many more gateway connections to refuse (503);
	// refuseIdentify, if not 0, is the close code IDENTIFY gets.
	failGateway    atomic.Int64
	refuseIdentify atomic.Int64
	// batch: REST calls are answered batch at a time (Batch).
	batchMu  sync.Mutex
	batched  *sync.Cond
	batch    int
	waiting  int
	releases int

	msgMu     sync.Mutex
	messages  map[string]*Message // by id
	originals map[string]string   // interaction token -> its original message's id, or modal
	acked     map[string]bool     // interaction ids answered
	order     []string            // keys of the three maps above, oldest first, to forget
	msgSeq    atomic.Int64
	nonces    map[string]string // a channel post's nonce (enforce_nonce) -> its message id
	// dms are the DM channels opened, by recipient; dmUser the recipient
	// of each; refuseDM the users whose DMs are closed (50007).
	dms      map[string]string
	dmUser   map[string]string
	refuseDM map[string]bool
	// guildRoles are each guild's roles' positions, memberRoles each
	// member's roles ("guild/user"), for GET .../roles and .../members/{id}.
	guildRoles  map[string]map[string]int
	memberRoles map[string][]string
}

// BotID is the bot's user id (GET /users/@me).
const BotID = "999"

// SetRoles gives guild roles at positions (id -> position; @everyone,
// the guild's id, is 0) and user (the bot is BotID) the roles named.
func (s *Server) SetRoles(guild string, positions map[string]int, user string, roles ...string) {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	s.guildRoles[guild] = positions
	s.memberRoles[guild+"/"+user] = roles
}

// RefuseDMs makes messages to user's DM channel fail as Discord fails them
// for a user whose direct messages are closed: 403, code 50007. Opening
// the channel still works, as on Discord.
func (s *Server) RefuseDMs(user string) {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	s.refuseDM[user] = true
}

// DM returns the id of the DM channel opened with user (POST
// /users/@me/channels), "" if none was.
func (s *Server) DM(user string) string {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	return s.dms[user]
}

// DMMessages returns the messages the bot sent user in their DM channel,
// oldest first.
func (s *Server) DMMessages(user string) []Message {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	var out []Message
	for _, m := range s.messages {
		if ch := s.dms[user]; ch != "" && m.ChannelID == ch {
			out = append(out, *m)
		}
	}
	slices.SortFunc(out, func(a, b Message) int { return cmp.Compare(len(a.ID), len(b.ID))*2 + cmp.Compare(a.ID, b.ID) })
	return out
}

// keepMessages bounds the messages (and answered interactions) the fake
// remembers.
const keepMessages = 8192

// modal marks, in originals, an interaction answered with a modal.
const modal = "modal"

// A Message is a message the fake keeps, as its last edit left it.
type Message struct {
	ID, ChannelID string // ChannelID is "" for interaction responses (the token does not say)
	Content       string
	Flags         int
	Components    json.RawMessage // as last sent
	Attachments   []string        // file names
	Edits         int             // edits after the message was created
}

// Batch makes REST calls wait for one another: from now on each is
// answered only once n calls are waiting, and then the n together, so that
// n calls are certainly in flight at once (n <= 1: each at once). Every
// call is still delivered on Calls as it arrives.
func (s *Server) Batch(n int) {
	s.batchMu.Lock()
	defer s.batchMu.Unlock()
	s.batch = n
	if s.waiting > 0 && s.waiting >= n {
		s.waiting = 0
		s.releases++
		s.batched.Broadcast()
	}
}

// await holds a call until its batch is complete.
func (s *Server) await() {
	s.batchMu.Lock()
	defer s.batchMu.Unlock()
	if s.batch <= 1 {
		return
	}
	s.waiting++
	if s.waiting >= s.batch {
		s.waiting = 0
		s.releases++
		s.batched.Broadcast()
		return
	}
	for r := s.releases; r == s.releases; {
		s.batched.Wait()
	}
}

// FailRegistrations makes the next n command registrations (PUT
// .../commands) fail with HTTP status (they are still delivered on Calls).
func (s *Server) FailRegistrations(n int, status int) {
	s.failStatus.Store(int64(status))
	s.failRegs.Store(int64(n))
}

// FailGateway makes the next n gateway connections fail (HTTP 503 instead
// of the websocket upgrade), as an outage at start does.
func (s *Server) FailGateway(n int) { s.failGateway.Store(int64(n)) }

// RefuseIdentify makes the gateway answer IDENTIFY by closing the
// connection with code (4004: authentication failed, a bad token); 0 stops.
func (s *Server) RefuseIdentify(code int) { s.refuseIdentify.Store(int64(code)) }

// NewServer starts a fake Discord. Calls are delivered on Calls.
func NewServer() *Server {
	s := &Server{calls: make(chan Call, 4096), ready: make(chan struct{}), Identify: make(chan json.RawMessage, 16),
		messages: map[string]*Message{}, originals: map[string]string{}, acked: map[string]bool{},
		dms: map[string]string{}, dmUser: map[string]string{}, refuseDM: map[string]bool{},
		guildRoles: map[string]map[string]int{}, memberRoles: map[string][]string{}}
	s.batched = sync.NewCond(&s.batchMu)
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
		switch st {
		case http.StateNew:
			s.dials.Add(1)
		case http.StateClosed:
			s.closed.Add(1)
		}
	}
	s.Server.Start()
	return s
}

// Connections returns how many connections clients have opened to the fake
// so far: the gateway's and the REST calls'.
func (s *Server) Connections() int64 { return s.dials.Load() }

// Closed returns how many connections to the fake have been closed so far
// (by either side; the fake closes none before Close).
func (s *Server) Closed() int64 { return s.closed.Load() }

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
	s.await()
	var msg struct {
		Content string `json:"content"`
		Data    struct {
			Content string `json:"content"`
		} `json:"data"` // an interaction callback's
	}
	if r.Method != http.MethodPut && json.Unmarshal(c.JSON, &msg) == nil &&
		max(utf8.RuneCountInString(msg.Content), utf8.RuneCountInString(msg.Data.Content)) > MaxContent {
		// Discord refuses the message: nothing is posted.
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprintf(w, `{"code": 50035, "message": "Invalid Form Body", "errors": {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be %d or fewer in length."}]}}}`, MaxContent)
		return
	}
	switch {
	case r.Method == http.MethodPut && strings.HasSuffix(c.Path, "/commands") && s.failRegs.Add(-1) >= 0:
		http.Error(w, `{"message": "failing on purpose"}`, int(s.failStatus.Load()))
	case r.Method == http.MethodPut && strings.HasSuffix(c.Path, "/commands"):
		w.Header().Set("Content-Type", "application/json")
		w.Write(withIDs(c.JSON)) // echo the commands, as Discord does, with ids
	default:
		s.messageCall(w, c)
	}
}

// messageCall answers the calls that make, change or remove messages.
func (s *Server) messageCall(w http.ResponseWriter, c Call) {
	p := strings.Split(strings.Trim(c.Path, "/"), "/")
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	switch {
	case c.Method == http.MethodPost && len(p) == 4 && p[0] == "interactions" && p[3] == "callback":
		id, token := p[1], p[2]
		if s.acked[id] {
			writeError(w, http.StatusBadRequest, 40060, "Interaction has already been acknowledged.")
			return
		}
		s.acked[id] = true
		s.remember(id)
		var cb struct {
			Type int             `json:"type"`
			Data json.RawMessage `json:"data"`
		}
		json.Unmarshal(c.JSON, &cb)
		switch cb.Type {
		case 4, 5: // a message, or "thinking..." that edits of @original fill in
			m := s.newMessage("")
			if len(cb.Data) > 0 {
				m.apply(cb.Data, nil)
			}
			m.Edits = 0
			s.originals[token] = m.ID
			s.remember(token)
		case 9:
			s.originals[token] = modal
			s.remember(token)
		}
		w.WriteHeader(http.StatusNoContent)
	case len(p) == 5 && p[0] == "webhooks" && p[3] == "messages" && p[4] == "@original":
		token := p[2]
		id, ok := s.originals[token]
		m := s.messages[id]
		switch {
		case id == modal:
			writeError(w, http.StatusNotFound, 10008, "Unknown Message") // a modal is no message
		case !ok && c.Method == http.MethodDelete:
			// HTTP mode: the callback was the HTTP answer, unseen here.
			s.originals[token] = ""
			s.remember(token)
			w.WriteHeader(http.StatusNoContent)
		case !ok && c.Method == http.MethodPatch:
			m = s.newMessage("")
			s.originals[token] = m.ID
			s.remember(token)
			m.apply(c.JSON, c.Files)
			m.Edits = 0
			writeJSON(w, m.json())
		case m == nil:
			writeError(w, http.StatusNotFound, 10008, "Unknown Message")
		case c.Method == http.MethodPatch:
			m.apply(c.JSON, c.Files)
			writeJSON(w, m.json())
		case c.Method == http.MethodDelete:
			delete(s.messages, id)
			w.WriteHeader(http.StatusNoContent)
		default:
			writeJSON(w, m.json())
		}
	case c.Method == http.MethodPost && len(p) == 3 && p[0] == "webhooks": // a follow-up
		m := s.newMessage("")
		m.apply(c.JSON, c.Files)
		m.Edits = 0
		writeJSON(w, m.json())
	case c.Method == http.MethodGet && len(p) == 2 && p[0] == "users" && p[1] == "@me":
		writeJSON(w, map[string]any{"id": BotID, "username": "bogglebot", "bot": true})
	case c.Method == http.MethodGet && len(p) == 3 && p[0] == "guilds" && p[2] == "roles":
		roles := []map[string]any{}
		for id, pos := range s.guildRoles[p[1]] {
			roles = append(roles, map[string]any{"id": id, "name": "role " + id, "position": pos, "permissions": "0"})
		}
		writeJSON(w, roles)
	case c.Method == http.MethodGet && len(p) == 4 && p[0] == "guilds" && p[2] == "members":
		roles := s.memberRoles[p[1]+"/"+p[3]]
		if roles == nil {
			roles = []string{}
		}
		writeJSON(w, map[string]any{"user": map[string]any{"id": p[3]}, "roles": roles})
	case c.Method == http.MethodPost && len(p) == 3 && p[0] == "users" && p[1] == "@me" && p[2] == "channels":
		var open struct {
			Recipient string `json:"recipient_id"`
		}
		json.Unmarshal(c.JSON, &open)
		if open.Recipient == "" {
			writeError(w, http.StatusBadRequest, 50035, "Invalid Form Body")
			return
		}
		id, ok := s.dms[open.Recipient]
		if !ok {
			id = fmt.Sprint(s.msgSeq.Add(1) + 1<<60)
			s.dms[open.Recipient], s.dmUser[id] = id, open.Recipient
		}
		writeJSON(w, map[string]any{"id": id, "type": 1, "recipients": []map[string]string{{"id": open.Recipient}}})
	case c.Method == http.MethodPost && len(p) == 3 && p[0] == "channels" && p[2] == "messages" && s.refuseDM[s.dmUser[p[1]]]:
		writeError(w, http.StatusForbidden, 50007, "Cannot send messages to this user")
	case c.Method == http.MethodPost && len(p) == 3 && p[0] == "channels" && p[2] == "messages":
		var n struct {
			Nonce        string `json:"nonce"`
			EnforceNonce bool   `json:"enforce_nonce"`
		}
		json.Unmarshal(c.JSON, &n)
		if n.EnforceNonce && n.Nonce != "" {
			// As Discord: a create with a nonce seen before returns the
			// message it created, and posts nothing.
			if id, ok := s.nonces[n.Nonce]; ok && s.messages[id] != nil {
				writeJSON(w, s.messages[id].json())
				return
			}
		}
		m := s.newMessage(p[1])
		if n.EnforceNonce && n.Nonce != "" {
			if s.nonces == nil {
				s.nonces = map[string]string{}
			}
			s.nonces[n.Nonce] = m.ID
		}
		m.apply(c.JSON, c.Files)
		m.Edits = 0
		writeJSON(w, m.json())
	case len(p) == 4 && p[0] == "channels" && p[2] == "messages":
		m := s.messages[p[3]]
		if m == nil || (m.ChannelID != "" && m.ChannelID != p[1]) {
			writeError(w, http.StatusNotFound, 10008, "Unknown Message")
			return
		}
		switch c.Method {
		case http.MethodPatch:
			m.apply(c.JSON, c.Files)
			writeJSON(w, m.json())
		case http.MethodDelete:
			delete(s.messages, m.ID)
			w.WriteHeader(http.StatusNoContent)
		default:
			writeJSON(w, m.json())
		}
	case c.Method == http.MethodDelete:
		w.WriteHeader(http.StatusNoContent)
	default:
		writeJSON(w, map[string]any{"id": fmt.Sprint(s.msgSeq.Add(1) + 1<<60), "content": ""})
	}
}

// newMessage makes and keeps a message with a new id. Call with msgMu held.
func (s *Server) newMessage(channel string) *Message {
	m := &Message{ID: fmt.Sprint(s.msgSeq.Add(1) + 1<<60), ChannelID: channel, Components: json.RawMessage("[]")}
	if s.keep.Load() {
		s.messages[m.ID] = m
		s.remember(m.ID)
	}
	return m
}

// remember notes a key of the message maps, forgetting the oldest beyond
// the bound. Call with msgMu held.
func (s *Server) remember(key string) {
	s.order = append(s.order, key)
	if len(s.order) > 3*keepMessages {
		for _, k := range s.order[:keepMessages] {
			delete(s.messages, k)
			delete(s.originals, k)
			delete(s.acked, k)
		}
		s.order = append([]string(nil), s.order[keepMessages:]...)
	}
}

// apply makes an edit: the fields the JSON has replace the message's;
// without "attachments" its files stay.
func (m *Message) apply(data json.RawMessage, files map[string]File) {
	var e struct {
		Content     *string         `json:"content"`
		Flags       *int            `json:"flags"`
		Components  json.RawMessage `json:"components"`
		Attachments *[]struct {
			Filename string `json:"filename"`
		} `json:"attachments"`
	}
	json.Unmarshal(data, &e)
	if e.Content != nil {
		m.Content = *e.Content
	}
	if e.Flags != nil {
		m.Flags = *e.Flags
	}
	if len(e.Components) > 0 && string(e.Components) != "null" {
		m.Components = e.Components
	}
	if e.Attachments != nil {
		m.Attachments = nil
		for _, a := range *e.Attachments {
			m.Attachments = append(m.Attachments, a.Filename)
		}
	} else if len(files) > 0 {
		m.Attachments = nil
		for _, f := range files {
			m.Attachments = append(m.Attachments, f.Name)
		}
	}
	m.Edits++
}

// json is the message as Discord answers with it.
func (m *Message) json() map[string]any {
	atts := []map[string]any{}
	for i, name := range m.Attachments {
		atts = append(atts, map[string]any{"id": fmt.Sprint(i + 1<<61), "filename": name})
	}
	return map[string]any{"id": m.ID, "channel_id": m.ChannelID, "content": m.Content, "flags": m.Flags,
		"components": m.Components, "attachments": atts, "type": 0}
}

// Message returns the message with id as its last edit left it.
func (s *Server) Message(id string) (Message, bool) {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	m, ok := s.messages[id]
	if !ok {
		return Message{}, false
	}
	out := *m
	out.Attachments = append([]string(nil), m.Attachments...)
	return out, true
}

func writeError(w http.ResponseWriter, status, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"message": msg, "code": code})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

// gateway speaks just enough of the gateway protocol: HELLO, then READY after
// IDENTIFY, heartbeat ACKs, and dispatches sent with SendInteraction.
func (s *Server) gateway(w http.ResponseWriter, r *http.Request) {
	if s.failGateway.Add(-1) >= 0 {
		http.Error(w, "gateway unavailable", http.StatusServiceUnavailable)
		return
	}
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
			if code := s.refuseIdentify.Load(); code != 0 {
				c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(int(code), "Authentication failed."), time.Now().Add(time.Second))
				c.Close()
				return
			}
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

// Dispatch sends a gateway event (op 0) of type typ ("GUILD_DELETE") with
// data d to every identified gateway client.
func (s *Server) Dispatch(typ string, d any) error {
	s.mu.Lock()
	conns := append([]*conn(nil), s.conns...)
	s.mu.Unlock()
	if len(conns) == 0 {
		return fmt.Errorf("discordtest: no gateway client has identified")
	}
	msg, err := json.Marshal(map[string]any{"op": 0, "t": typ, "s": s.seq.Add(1), "d": d})
	if err != nil {
		return err
	}
	for _, c := range conns {
		c.mu.Lock()
		err := c.c.WriteMessage(websocket.TextMessage, msg)
		c.mu.Unlock()
		if err != nil {
			return fmt.Errorf("discordtest: dispatch %s: %w", typ, err)
		}
	}
	return nil
}

// AppPermissions are the bot's permissions in the channel of the
// interactions Interaction builds (app_permissions): View Channel, Send
// Messages, Embed Links and Attach Files.
const AppPermissions = "52224"

// A User is who sends an interaction: a member of the guild without
// permissions.
type User struct{ ID, Name string }

// Ann is the user Interaction sends as.
var Ann = User{ID: "42", Name: "Ann"}

// Interaction builds the JSON of an interaction as Discord sends it, from
// Ann in channel 777 of guild 555. typ is 2 (command), 3 (component), 4
// (autocomplete) or 5 (modal submit); data is its data object. Its token
// is "token-" + id.
func Interaction(id string, typ int, data any) []byte { return InteractionFrom(Ann, id, typ, data) }

// InteractionFrom is Interaction sent by u.
func InteractionFrom(u User, id string, typ int, data any) []byte {
	b, _ := json.Marshal(map[string]any{
		"id": id, "application_id": "999", "type": typ, "token": "token-" + id, "version": 1,
		"guild_id": "555", "channel_id": "777", "app_permissions": AppPermissions,
		"member": map[string]any{"user": map[string]any{"id": u.ID, "username": strings.ToLower(u.Name), "global_name": u.Name}, "permissions": "0", "nick": ""},
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

// ModalSubmit is the data of a submitted modal (interaction type 5) whose
// one text input, custom_id "text", holds value: what the bot's forms
// send back.
func ModalSubmit(customID, value string) map[string]any {
	return map[string]any{"custom_id": customID, "components": []any{
		map[string]any{"type": 1, "components": []any{
			map[string]any{"type": 4, "custom_id": "text", "value": value},
		}},
	}}
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

// Posted counts the messages the fake holds in channel (posts with a nonce
// seen before, enforced, are not new messages).
func (s *Server) Posted(channel string) int {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	n := 0
	for _, m := range s.messages {
		if m.ChannelID == channel {
			n++
		}
	}
	return n
}

// CommandID is the id the fake gives the i-th command of a bulk overwrite
// (from 0), as Discord answers each with its id.
func CommandID(i int) string { return fmt.Sprintf("%d", 1300000000000000000+i) }

// withIDs is a bulk overwrite's commands with an id and the application's
// id added to each (CommandID); a body that is not a list, as it is.
func withIDs(body []byte) []byte {
	var cmds []map[string]any
	if err := json.Unmarshal(body, &cmds); err != nil {
		return body
	}
	for i, c := range cmds {
		c["id"] = CommandID(i)
		c["version"] = CommandID(i)
	}
	out, err := json.Marshal(cmds)
	if err != nil {
		return body
	}
	return out
}
