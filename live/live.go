// Package live carries what happens in a game to everyone watching it:
// one stream per game (a player's daily, a channel's live round). A word
// entered in chat, on the web page or in another tab is published once and
// every open page of that game sees it; a round's end is published too.
//
// A Stream is the interface; Hub is the in-process one (a single process:
// the memory and SQLite stores), and store/postgres has one that follows
// PostgreSQL's LISTEN/NOTIFY so that replicas see each other's events.
// Delivery is best effort: a subscriber that falls behind loses its oldest
// events (a page then reads the whole state again), and a publisher never
// waits for a slow subscriber.
//
// Hub is safe for concurrent use.
package live

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
)

// Kind says what an Event is about.
type Kind string

const (
	Words    Kind = "words"    // a player entered words (Event.Words: the ones accepted)
	Hint     Kind = "hint"     // a player took a hint (Event.Hints: how many so far)
	Progress Kind = "progress" // a round's players or words changed
	Over     Kind = "over"     // a round ended (its results are ready)
)

// A Word is a word a player entered and what it scored.
type Word struct {
	Word   string `json:"w"`
	Points int    `json:"p"`
	// Folded is the word as the game plays it (eleve), when Word shows
	// it otherwise (élevé): the page matches found words by it.
	Folded string `json:"f,omitempty"`
}

// An Event is one thing that happened in a game.
type Event struct {
	Game   string    `json:"game"`
	Kind   Kind      `json:"kind"`
	Player string    `json:"player,omitempty"` // the player's id
	Words  []Word    `json:"words,omitempty"`
	Hints  int       `json:"hints,omitempty"`
	At     time.Time `json:"at"`
}

// A Stream publishes events and delivers them to subscribers of their
// game. Subscribe's channel is closed when ctx is done (or the stream
// stops).
type Stream interface {
	Publish(ctx context.Context, e Event) error
	Subscribe(ctx context.Context, game string) (<-chan Event, error)
}

// DailyGame is the key of a player's game on a server's board of a day.
func DailyGame(platform, guild string, day int32, player string) string {
	return fmt.Sprintf("daily:%s:%s:%d:%s", platform, guild, day, player)
}

// RoundGame is the key of a channel's live round.
func RoundGame(platform, guild, channel, id string) string {
	return strings.Join([]string{"round", platform, guild, channel, id}, ":")
}

// Buffer is how many events a subscriber may fall behind before it loses
// the oldest.
const Buffer = 16

// A Hub is an in-process Stream. The zero value is ready to use.
type Hub struct {
	mu   sync.Mutex
	subs map[string]map[chan Event]struct{}
}

// NewHub returns an empty Hub.
func NewHub() *Hub { return &Hub{} }

// Publish delivers e to every subscriber of e.Game now; it never blocks.
func (h *Hub) Publish(_ context.Context, e Event) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs[e.Game] {
		select {
		case ch <- e:
		default:
			select { // full: drop the oldest, keep the newest
			case <-ch:
			default:
			}
			select {
			case ch <- e:
			default:
			}
		}
	}
	return nil
}

// Subscribe follows game until ctx is done.
func (h *Hub) Subscribe(ctx context.Context, game string) (<-chan Event, error) {
	ch := make(chan Event, Buffer)
	h.mu.Lock()
	if h.subs == nil {
		h.subs = map[string]map[chan Event]struct{}{}
	}
	if h.subs[game] == nil {
		h.subs[game] = map[chan Event]struct{}{}
	}
	h.subs[game][ch] = struct{}{}
	h.mu.Unlock()
	context.AfterFunc(ctx, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		delete(h.subs[game], ch)
		if len(h.subs[game]) == 0 {
			delete(h.subs, game)
		}
		close(ch)
	})
	return ch, nil
}

// Following is how many subscriptions the games whose key starts with
// prefix have (for tests and metrics).
func (h *Hub) Following(prefix string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for g, subs := range h.subs {
		if strings.HasPrefix(g, prefix) {
			n += len(subs)
		}
	}
	return n
}
