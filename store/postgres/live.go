package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/bogglebot/bogglebot/live"
)

// liveChannel is the NOTIFY channel of live events.
const liveChannel = "bogglebot_live"

// A Stream is a live.Stream across every replica on one database: Publish
// sends the event with NOTIFY, and one connection of each process LISTENs
// and hands what arrives (its own events too) to the process's
// subscribers. Build it with Store.Live. It is safe for concurrent use.
type Stream struct {
	store *Store
	hub   *live.Hub
	log   *slog.Logger
	stop  context.CancelFunc
	done  chan struct{}
	once  sync.Once
}

// Live starts following the database's live events and returns the
// stream; the first LISTEN is in place when it returns, so an event
// published after it is delivered. Close stops it (before the Store's
// Close, which waits for its connection).
func (s *Store) Live(ctx context.Context, log *slog.Logger) (*Stream, error) {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("postgres: live events: %w", err)
	}
	if _, err := conn.Exec(ctx, "LISTEN "+liveChannel); err != nil {
		conn.Release()
		return nil, fmt.Errorf("postgres: live events: listen: %w", err)
	}
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	st := &Stream{store: s, hub: live.NewHub(), log: log, stop: cancel, done: make(chan struct{})}
	go st.listen(ctx, conn)
	return st, nil
}

// Publish sends e to every replica's subscribers of its game.
func (st *Stream) Publish(ctx context.Context, e live.Event) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	// NOTIFY takes up to 8000 bytes: a guess of 50 long words fits; past
	// that the words are left out and pages read them with the state.
	if len(b) > 7900 {
		e.Words = nil
		b, _ = json.Marshal(e)
	}
	if _, err := st.store.pool.Exec(ctx, "SELECT pg_notify($1, $2)", liveChannel, string(b)); err != nil {
		return fmt.Errorf("postgres: publish a live event: %w", err)
	}
	return nil
}

// Subscribe follows game's events, from every replica, until ctx is done.
func (st *Stream) Subscribe(ctx context.Context, game string) (<-chan live.Event, error) {
	return st.hub.Subscribe(ctx, game)
}

// Close stops listening and gives the connection back.
func (st *Stream) Close() error {
	st.once.Do(func() {
		st.stop()
		<-st.done
	})
	return nil
}

// listen hands the notifications of conn to the hub until ctx is done,
// listening again on a new connection when one breaks.
func (st *Stream) listen(ctx context.Context, conn *pgxpool.Conn) {
	defer close(st.done)
	wait := 100 * time.Millisecond
	for {
		for {
			n, err := conn.Conn().WaitForNotification(ctx)
			if err != nil {
				break
			}
			wait = 100 * time.Millisecond
			var e live.Event
			if err := json.Unmarshal([]byte(n.Payload), &e); err != nil {
				st.log.Warn("live events: a notification that is not an event", "err", err)
				continue
			}
			st.hub.Publish(ctx, e)
		}
		// A broken connection must not go back to the pool still listening.
		conn.Conn().Close(context.WithoutCancel(ctx))
		conn.Release()
		if ctx.Err() != nil {
			return
		}
		st.log.Warn("live events: the database connection broke; listening again", "wait", wait)
		for {
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
			wait = min(wait*2, 10*time.Second)
			c, err := st.store.pool.Acquire(ctx)
			if err != nil {
				continue
			}
			if _, err := c.Exec(ctx, "LISTEN "+liveChannel); err != nil {
				c.Release()
				continue
			}
			conn = c
			break
		}
	}
}
