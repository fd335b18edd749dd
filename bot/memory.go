package bot

import (
	"container/list"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/solver"
)

// channelKey names a channel across platforms and servers.
type channelKey struct{ platform, guild, channel string }

func keyOf(req Request) channelKey { return channelKey{req.Platform, req.Guild, req.Channel} }

// A channelBoard is the board a channel last solved or rolled.
type channelBoard struct {
	Board   solver.Board
	Tier    string
	expires time.Time
}

// memory remembers each channel's last board for a while: an LRU cache with
// a time-to-live, bounded in size. It is safe for concurrent use.
type memory struct {
	mu    sync.Mutex
	ttl   time.Duration
	max   int
	now   func() time.Time
	order *list.List // of *memEntry, most recent first
	byKey map[channelKey]*list.Element
}

type memEntry struct {
	key channelKey
	val channelBoard
}

func newMemory(ttl time.Duration, max int, now func() time.Time) *memory {
	return &memory{ttl: ttl, max: max, now: now, order: list.New(), byKey: make(map[channelKey]*list.Element)}
}

// put remembers b as k's board, evicting the least recently used channel
// when the memory is full.
func (m *memory) put(k channelKey, b channelBoard) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b.expires = m.now().Add(m.ttl)
	if e, ok := m.byKey[k]; ok {
		e.Value.(*memEntry).val = b
		m.order.MoveToFront(e)
		return
	}
	m.byKey[k] = m.order.PushFront(&memEntry{k, b})
	for m.order.Len() > m.max {
		last := m.order.Back()
		m.order.Remove(last)
		delete(m.byKey, last.Value.(*memEntry).key)
	}
}

// get returns k's board if it has one that has not expired.
func (m *memory) get(k channelKey) (channelBoard, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.byKey[k]
	if !ok {
		return channelBoard{}, false
	}
	v := e.Value.(*memEntry).val
	if !m.now().Before(v.expires) {
		m.order.Remove(e)
		delete(m.byKey, k)
		return channelBoard{}, false
	}
	return v, true
}

func (m *memory) len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.order.Len()
}
