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
	if b.expires.IsZero() {
		b.expires = m.now().Add(m.ttl)
	}
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

// sharedTimeout bounds one call to the shared channel boards: the memory is
// a convenience, and a slow database must not hold a command up for long.
// After a failure, reads leave the database alone for sharedBackoff, so that
// an outage costs neither every command's time nor a log line each; writes
// keep trying, with the shorter backoffWriteTimeout, so that the other
// replicas learn of new boards as soon as the database is back.
const (
	sharedTimeout       = 2 * time.Second
	sharedBackoff       = 10 * time.Second
	backoffWriteTimeout = 250 * time.Millisecond
)

// sharedUp reports whether the shared channel boards are worth reading now:
// not in a back-off. A back-off ending further ahead than sharedBackoff
// means the clock was set back; it ends now.
func (b *Bot) sharedUp() bool {
	until, now := b.sharedDownUntil.Load(), b.now().UnixNano()
	return now >= until || until-now > int64(sharedBackoff)
}

// sharedFailed notes a failure of the shared channel boards, and logs it
// unless one was logged in the current back-off.
func (b *Bot) sharedFailed(what string, err error, req Request) {
	up := b.sharedUp()
	b.sharedDownUntil.Store(b.now().Add(sharedBackoff).UnixNano())
	if up {
		b.log.Warn(what+"; using this process's memory for "+sharedBackoff.String(), "err", err, "interaction", req.ID)
	}
}

// Remember makes board (solved with tier) the channel's board, for later
// /path and /solve without a board. With shared store.ChannelBoards it is written
// there too; if that fails, this process still remembers it.
func (b *Bot) Remember(ctx context.Context, req Request, board solver.Board, tier string) {
	k := keyOf(req)
	cb := channelBoard{Board: board, Tier: tier, expires: b.now().Add(b.mem.ttl)}
	b.mem.put(k, cb)
	if b.cfg.Boards == nil {
		return
	}
	up, timeout := b.sharedUp(), sharedTimeout
	if !up {
		timeout = backoffWriteTimeout
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
	defer cancel()
	switch err := b.cfg.Boards.PutChannelBoard(ctx, k.platform, k.guild, k.channel, board.Notation(), tier, cb.expires); {
	case err != nil:
		b.sharedFailed("could not remember the channel's board in the database", err, req)
	case !up:
		b.sharedDownUntil.Store(0) // it answers again
	}
}

// ChannelBoard returns the channel's remembered board and its tier, if it
// has one that has not expired: the one put last, by this process or (with
// shared store.ChannelBoards) by any replica; this process's own on a tie. So a
// board this process failed to write to the database, newer than the
// database's, wins.
func (b *Bot) ChannelBoard(ctx context.Context, req Request) (solver.Board, string, bool) {
	k := keyOf(req)
	local, ok := b.mem.get(k)
	if b.cfg.Boards != nil && b.sharedUp() {
		dbCtx, cancel := context.WithTimeout(ctx, sharedTimeout)
		text, tier, expires, found, err := b.cfg.Boards.ChannelBoard(dbCtx, k.platform, k.guild, k.channel, b.now())
		cancel()
		switch {
		case err != nil && ctx.Err() != nil:
			// The command was cancelled (shutting down): not the database's fault.
		case err != nil:
			b.sharedFailed("could not read the channel's board from the database", err, req)
		case found && (!ok || expires.After(local.expires)):
			if bd, err := solver.ParseAny(text); err == nil { // any language's board
				return bd, tier, true
			}
			b.log.Warn("the database holds a board that does not parse", "board", text, "interaction", req.ID)
		}
	}
	return local.Board, local.Tier, ok
}
