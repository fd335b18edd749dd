// Package store says what a store keeps: the interfaces every store of
// store/* implements whole (Store), and the optional capabilities a store
// declares (Capabilities) instead of a caller finding them by type
// assertion. cmd/bogglebot checks them once at start; store/storetest
// runs its conformance suite on them.
//
// Its types are interfaces and plain data; implementations must be safe for
// concurrent use.
package store

import (
	"context"
	"log/slog"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
)

// Store is what every store of store/* keeps: the daily's, practice's,
// live rounds', reminders' and players' data, and what else it declares.
type Store interface {
	challenge.Store
	challenge.PracticeStore
	round.Store
	privacy.Store
	remind.Store
	challenge.Roles
	ServerLocales
	// Capabilities declares what the store keeps beyond Store.
	Capabilities() Capabilities
	Close() error
}

// ServerLocales keeps each server's interface language (Discord's
// guild_locale; on Slack and the console, the language of the server's
// last player), so that the posts the bot makes with no request at hand
// (a round's results, the daily's board and results) speak it after a
// restart and on every replica. The bot writes one only when it changes.
type ServerLocales interface {
	// PutServerLocale records g's interface language, replacing any.
	PutServerLocale(ctx context.Context, g game.Guild, locale string) error
	// ServerLocale returns g's interface language and whether one is
	// recorded.
	ServerLocale(ctx context.Context, g game.Guild) (locale string, ok bool, err error)
	// ServerLocales returns at most limit servers' interface languages,
	// the most recently put first.
	ServerLocales(ctx context.Context, limit int) (map[game.Guild]string, error)
}

// Capabilities are what a store may keep beyond Store; a nil field is a
// capability the store does not have, and the app does without it in the
// way Off says.
type Capabilities struct {
	// Boards shares each channel's last board between replicas.
	Boards ChannelBoards
	// Limits counts the users' rate limits across replicas.
	Limits RateLimits
	// Ping checks that the database answers, for /readyz.
	Ping func(context.Context) error
	// Live opens the stream of live events through the database, so that
	// replicas see each other's words (PostgreSQL's LISTEN/NOTIFY); close
	// stops it, before the store closes. Without it, one process's own
	// hub (live.NewHub) carries them.
	Live func(ctx context.Context, log *slog.Logger) (stream live.Stream, close func(), err error)
	// CheckWrite tries a write and rolls it back: it fails (wrapping
	// game.ErrCannotWrite for a lasting reason) when the database cannot
	// take writes. serve runs it at start and in /readyz.
	CheckWrite func(context.Context) error
	// Replays remembers the signed requests handled (their replay.Key) where
	// every replica, and the process after a restart, sees them.
	Replays Replays
}

// Off lists the capabilities c lacks, each with what the app does instead:
// what serve logs at start and `config check` reports.
func (c Capabilities) Off() []string {
	var off []string
	if c.Boards == nil {
		off = append(off, "shared channel boards: off (each replica remembers its own channels' last boards)")
	}
	if c.Limits == nil {
		off = append(off, "shared rate limits: off (each replica counts its users' commands alone)")
	}
	if c.Ping == nil {
		off = append(off, "database readiness check: off (nothing to ping)")
	}
	if c.CheckWrite == nil {
		off = append(off, "database write check: off (a database that refuses writes is found by the first write)")
	}
	if c.Replays == nil {
		off = append(off, "shared replay guard: off (each process remembers the signed requests it handled)")
	}
	if c.Live == nil {
		off = append(off, "live events across replicas: off (this process's own hub carries them)")
	}
	return off
}

// ChannelBoards keeps each channel's last board where every replica of the
// bot sees it (the database), so that a bare /path after a /solve works
// whichever replica serves it. ChannelBoard never returns a board whose
// expiry is not after now; it returns the board's expiry, which tells which
// of two boards was put last (every replica gives boards the same
// lifetime). Implementations must be safe for concurrent use.
// store/postgres and store/memory implement it.
type ChannelBoards interface {
	PutChannelBoard(ctx context.Context, platform, guild, channel, board, tier string, expires time.Time) error
	ChannelBoard(ctx context.Context, platform, guild, channel string, now time.Time) (board, tier string, expires time.Time, ok bool, err error)
}

// RateLimits keeps the users' rate limits where every replica of the bot
// sees them (the database), so that a user's commands count the same
// whichever replica serves them. Take takes one of key's burst commands,
// of which one more is earned every every; when there is none it returns
// false and how long until there is. Implementations must be safe for
// concurrent use. store/postgres and store/memory implement it.
type RateLimits interface {
	TakeRateToken(ctx context.Context, key string, burst int, every time.Duration, now time.Time) (ok bool, wait time.Duration, err error)
}

// Replays remembers the signed requests the bot has handled, by their
// replay.Key (a digest: no personal data), so that one sent again within
// its signature's window is refused whichever replica it reaches.
// FirstRequest records key until expires and reports whether no record of
// it unexpired at now was there; rows past their expiry are deleted from
// time to time. Implementations must be safe for concurrent use.
type Replays interface {
	FirstRequest(ctx context.Context, key string, expires, now time.Time) (bool, error)
}
