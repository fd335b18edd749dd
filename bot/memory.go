package bot

import (
	"container/list"
	"context"
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

// ChannelBoards keeps each channel's last board where every replica of the
// bot sees it (the database), so that a bare /path after a /solve works
// whichever replica serves it. Expired boards are never returned.
// store/postgres and store/memory implement it.
type ChannelBoards interface {
	PutChannelBoard(ctx context.Context, platform, guild, channel, board, tier string, expires time.Time) error
	ChannelBoard(ctx context.Context, platform, guild, channel string, now time.Time) (board, tier string, ok bool, err error)
}

// sharedTimeout bounds one call to the shared channel boards: the memory is
// a convenience, and a slow database must not hold a command up for long.
const sharedTimeout = 2 * time.Second

// Remember makes board (solved with tier) the channel's board, for later
// /path and /solve without a board. With shared ChannelBoards it is written
// there too; a failure to is logged, and this process still remembers.
func (b *Bot) Remember(ctx context.Context, req Request, board solver.Board, tier string) {
	k := keyOf(req)
	cb := channelBoard{Board: board, Tier: tier}
	b.mem.put(k, cb)
	if b.cfg.Boards == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sharedTimeout)
	defer cancel()
	if err := b.cfg.Boards.PutChannelBoard(ctx, k.platform, k.guild, k.channel, board.String(), tier, b.now().Add(b.mem.ttl)); err != nil {
		b.log.Warn("remember the channel's board in the database", "err", err, "interaction", req.ID)
	}
}

// ChannelBoard returns the channel's remembered board and its tier, if it
// has one that has not expired. Shared ChannelBoards come first, since
// another replica may have served the channel since; this process's memory
// answers when they have no board for it or fail.
func (b *Bot) ChannelBoard(ctx context.Context, req Request) (solver.Board, string, bool) {
	k := keyOf(req)
	if b.cfg.Boards != nil {
		ctx, cancel := context.WithTimeout(ctx, sharedTimeout)
		text, tier, ok, err := b.cfg.Boards.ChannelBoard(ctx, k.platform, k.guild, k.channel, b.now())
		cancel()
		switch {
		case err != nil:
			b.log.Warn("read the channel's board from the database", "err", err, "interaction", req.ID)
		case ok:
			if bd, err := solver.Parse(text); err == nil {
				return bd, tier, true
			}
			b.log.Warn("the database holds a board that does not parse", "board", text, "interaction", req.ID)
		}
	}
	cb, ok := b.mem.get(k)
	return cb.Board, cb.Tier, ok
}
