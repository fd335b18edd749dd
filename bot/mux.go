package bot

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// A Handler runs a command or a component action and returns the reply.
// Errors the player can fix (a game.E; a *solver.ParseError or DiceError)
// are worded for them by the errors step; any other error is logged and
// answered with an apology.
type Handler func(ctx context.Context, req Request) (Reply, error)

// A Completer suggests values for option as the player types prefix.
type Completer func(ctx context.Context, req Request, option, prefix string) []Choice

// An Event is something a platform tells the bot outside any command.
type Event int

const (
	// AppRemoved: the app was removed from a server (Server set), or a
	// player deauthorized it (User set); Reason says which, for the log.
	AppRemoved Event = iota + 1
	// AppReturned: the app was added back to a server, or a player
	// authorized it again, within the grace before its data goes.
	AppReturned
)

// EventInfo is what a platform says of an Event.
type EventInfo struct {
	Platform string // the adapter's Platform.Name
	Server   string // the server (guild, workspace), or ""
	User     string // the user, or ""
	Reason   string // for the log: "guild_delete", "app_uninstalled", ...
}

// An EventHandler acts on an Event.
type EventHandler func(ctx context.Context, e EventInfo) error

// A Mux routes what players and platforms send to the features that
// registered for it, as net/http's ServeMux routes paths: commands by
// name, component actions by the start of their ids, platform events by
// kind, and every request through the steps features add. It knows no
// feature: each registers itself (package app wires them all). Register
// everything before the Bot serves its first request; a Mux is then read
// only, and safe for concurrent use.
type Mux struct {
	mu       sync.RWMutex
	frozen   bool
	byName   map[string]int
	specs    []CommandSpec
	handlers map[string]Handler
	actions  map[string]Handler // by prefix: "play", "daily|share"
	events   map[Event][]EventHandler
	steps    []Step
}

// NewMux returns an empty Mux.
func NewMux() *Mux {
	return &Mux{byName: map[string]int{}, handlers: map[string]Handler{}, actions: map[string]Handler{}, events: map[Event][]EventHandler{}}
}

func (m *Mux) lock() {
	m.mu.Lock()
	if m.frozen {
		m.mu.Unlock()
		panic("bot: a Mux takes no registration once its Bot serves")
	}
}

// Command registers the command spec describes, run by h. It panics on a
// spec that is malformed or a name taken already: programming errors.
func (m *Mux) Command(spec CommandSpec, h Handler) {
	if h == nil {
		panic(fmt.Sprintf("bot: command %q has no handler", spec.Name))
	}
	if err := checkSpec(spec); err != nil {
		panic("bot: " + err.Error())
	}
	m.lock()
	defer m.mu.Unlock()
	if _, dup := m.byName[spec.Name]; dup {
		panic(fmt.Sprintf("bot: command %q registered twice", spec.Name))
	}
	m.specs = append(m.specs, spec)
	slices.SortFunc(m.specs, func(a, b CommandSpec) int { return cmp.Compare(a.Name, b.Name) })
	for i, s := range m.specs {
		m.byName[s.Name] = i
	}
	m.handlers[spec.Name] = h
}

// Action registers h for the components whose id (made by ActionID)
// starts with prefix: a command's name ("play"), or a name and leading
// parts ("daily|share"). The longest registered prefix wins. Ids live in
// players' old messages for as long as Discord and Slack keep them: a
// prefix, once written, stays routed.
func (m *Mux) Action(prefix string, h Handler) {
	if prefix == "" || h == nil {
		panic("bot: an action needs a prefix and a handler")
	}
	m.lock()
	defer m.mu.Unlock()
	if _, dup := m.actions[prefix]; dup {
		panic(fmt.Sprintf("bot: action %q registered twice", prefix))
	}
	m.actions[prefix] = h
}

// On registers h for platform events of kind e; every handler registered
// runs, in the order registered. It panics on a nil handler or an unknown
// kind: programming errors.
func (m *Mux) On(e Event, h EventHandler) {
	if h == nil || e < AppRemoved || e > AppReturned {
		panic(fmt.Sprintf("bot: On(%d) needs a known event and a handler", e))
	}
	m.lock()
	defer m.mu.Unlock()
	m.events[e] = append(m.events[e], h)
}

// Use adds a step to every request's chain: the steps used run in the
// order added, after the core's outer steps (measure, log, recover, clip)
// and before the request is routed.
func (m *Mux) Use(s Step) {
	if s.Name == "" || s.Wrap == nil {
		panic("bot: a step needs a name and a Wrap")
	}
	m.lock()
	defer m.mu.Unlock()
	m.steps = append(m.steps, s)
}

// freeze ends registration: the Bot serves.
func (m *Mux) freeze() {
	m.mu.Lock()
	m.frozen = true
	m.mu.Unlock()
}

// Lookup returns the spec of the command called name.
func (m *Mux) Lookup(name string) (CommandSpec, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	i, ok := m.byName[name]
	if !ok {
		return CommandSpec{}, false
	}
	return m.specs[i], true
}

// All returns every command, sorted by name. The slice is the caller's; the
// specs share their option slices with the Mux and must not be modified.
func (m *Mux) All() []CommandSpec {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return slices.Clone(m.specs)
}

// Names returns every command's name, sorted.
func (m *Mux) Names() []string {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]string, len(m.specs))
	for i, s := range m.specs {
		out[i] = s.Name
	}
	return out
}

// handler is the handler of the command called name.
func (m *Mux) handler(name string) (Handler, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	h, ok := m.handlers[name]
	return h, ok
}

// ActionRoute is the prefix registered for a component's id, the one
// whose handler a click on it runs: the longest that starts id on a part
// boundary. ok is false when no prefix routes id.
func (m *Mux) ActionRoute(id string) (prefix string, ok bool) {
	_, prefix, ok = m.action(id)
	return prefix, ok
}

func (m *Mux) action(id string) (Handler, string, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	for p := id; ; {
		if h, ok := m.actions[p]; ok {
			return h, p, true
		}
		i := strings.LastIndexByte(p, '|')
		if i < 0 {
			return nil, "", false
		}
		p = p[:i]
	}
}

// dispatch runs every handler of e; their errors, joined.
func (m *Mux) dispatch(ctx context.Context, e Event, info EventInfo) error {
	m.mu.RLock()
	hs := slices.Clone(m.events[e])
	m.mu.RUnlock()
	var errs []error
	for _, h := range hs {
		errs = append(errs, h(ctx, info))
	}
	return errors.Join(errs...)
}

// usedSteps are the steps features added.
func (m *Mux) usedSteps() []Step {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return slices.Clone(m.steps)
}
