package round

import (
	"context"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// Hinted is how many hints a player took in a round.
type Hinted struct {
	Player game.Player
	Hints  int
}

// A Store keeps live rounds: the rounds, the words found in them, the
// standings once finished, and who posts the results. Implementations live
// in store/memory, store/sqlite and store/postgres; store/storetest checks
// them all the same way.
//
// A Store must be safe for concurrent use, including by several processes
// sharing one database where the implementation allows it. Every write is
// durable when the method returns without error: the bot tells players a
// word is accepted, and posts results, on the strength of it.
type Store interface {
	// CreateRound stores r (its ID new) as the running round of r.Key. If
	// the key already has a round that is not finished, it stores nothing
	// and returns a Running holding that round: one round per
	// channel, even when two replicas start one at the same moment.
	CreateRound(ctx context.Context, r Round) error
	// RunningRound returns the round of k that is not finished (it may be
	// past its end, waiting to be finished), or an error wrapping
	// ErrNotFound.
	RunningRound(ctx context.Context, k Key) (Round, error)
	// LastRound returns the round of k started last, finished or not
	// (the latest start, then the greatest id), or an error wrapping
	// ErrNotFound when k has had none: a guess that arrives just after a
	// round was finished finds it here.
	LastRound(ctx context.Context, k Key) (Round, error)
	// Round returns a round by id, finished or not, or an error wrapping
	// ErrNotFound.
	Round(ctx context.Context, id string) (Round, error)
	// SetMessage records the platform's reference to a round's start message.
	SetMessage(ctx context.Context, id, message string) error
	// EndEarly moves a round's end to at, if at is earlier than its end and
	// the round is not finished (a /play stop).
	EndEarly(ctx context.Context, id string, at time.Time) error

	// AddEntries records words a player found and returns those not
	// recorded before, in the order given. It is idempotent per (round,
	// player, word): a word sent twice, even at once from two processes, is
	// added once and returned by exactly one call. Once FinishRound has
	// succeeded for the round it adds nothing and returns ErrFinished, so
	// that every word the bot accepted is in the standings.
	AddEntries(ctx context.Context, id string, p game.Player, entries []Entry) (added []Entry, err error)
	// Entries returns every word found in a round, by every player, in the
	// order found.
	Entries(ctx context.Context, id string) ([]Entry, error)
	// PlayerEntries returns one player's words in a round, in the order found.
	PlayerEntries(ctx context.Context, id, playerID string) ([]Entry, error)
	// Progress counts a round's players and words (for the start message).
	Progress(ctx context.Context, id string) (players, words int, err error)

	// DueRounds returns the rounds that need finishing at now: those not
	// finished whose end is at or before now, and those finished whose
	// results were claimed before now-lease and never marked posted (the
	// replica posting them died). Oldest end first.
	DueRounds(ctx context.Context, now time.Time, lease time.Duration) ([]Round, error)
	// AddRoundHint stores a hint a player takes in a round, h.Seq being
	// the number of hints they took in it before, plus one, unless they
	// already have a hint numbered h.Seq: then it stores nothing. It
	// returns the player's hint numbered h.Seq, as stored, and whether this
	// call stored it: of any number of calls with one number, even at once
	// from two processes, exactly one stores its hint and every one
	// returns it. Once FinishRound has succeeded it adds nothing and
	// returns ErrFinished, as AddEntries does; an error wrapping
	// ErrNotFound if there is no such round. (Not AddHint: a store is a
	// challenge.Store too.)
	AddRoundHint(ctx context.Context, id string, p game.Player, h game.Hint) (stored game.Hint, added bool, err error)
	// RoundHints returns the hints one player took in a round, by number.
	RoundHints(ctx context.Context, id, playerID string) ([]game.Hint, error)
	// RoundHintCounts returns how many hints each player took in a round,
	// each with the name they last played it under (a hint or a word),
	// ordered by player id; players who took none are left out.
	RoundHintCounts(ctx context.Context, id string) ([]Hinted, error)

	// FinishRound finishes a round for owner at now and reports whether
	// this call did. The first call checks, atomically with finishing,
	// that the standings were computed from every stored entry and hint
	// (counted, the number of entries and hints they were computed from,
	// equals the number stored). When a word or hint arrived after they were read it closes
	// the round to new entries (AddEntries and AddRoundHint return
	// ErrFinished from then on,
	// and the round is due) but stores nothing and returns ErrStale: the
	// caller reads the entries and hints again, now final. Else it stores the
	// standings, marks the round
	// finished (AddEntries refuses from then on) and claims its results
	// post; exactly one of any number of concurrent callers, across
	// processes, gets true. Later calls get false, unless the claim is
	// older than lease and the results were never marked posted: then the
	// claim passes to owner (standings unchanged) and the call gets true.
	FinishRound(ctx context.Context, id string, standings []Standing, counted int, owner string, now time.Time, lease time.Duration) (bool, error)
	// Standings returns a finished round's standings, best first.
	Standings(ctx context.Context, id string) ([]Standing, error)
	// MarkResultsPosted records that a round's results were posted. (Not
	// MarkPosted: a store is a challenge.Store too, whose MarkPosted takes
	// a challenge.PostKey.)
	MarkResultsPosted(ctx context.Context, id string, at time.Time) error

	// PlayerStats counts a player's finished rounds and wins in a guild
	// (platform and guild id of the rounds' keys).
	PlayerStats(ctx context.Context, platform, guild, playerID string) (Stats, error)
	// Winners ranks a guild's players by rounds won, then played, then id;
	// at most limit of them.
	Winners(ctx context.Context, platform, guild string, limit int) ([]Winner, error)
}
