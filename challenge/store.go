package challenge

import (
	"context"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// ErrNotFound is returned by a Store when a guild has no settings.
var ErrNotFound = game.E(game.NotFound, game.CodeSettingsNotFound)

// PlayerScore is a player's total over a span of days.
type PlayerScore struct {
	Player game.Player
	Points int
	Words  int
	Days   int // days with at least one accepted word
}

// DayTotal is what a player scored on one day.
type DayTotal struct {
	Day    game.Day
	Points int
	Words  int
}

// A PlayerDay is what one player scored on one day.
type PlayerDay struct {
	Player game.Player
	DayTotal
}

// A FoundWord is a word a player found, on the first day they found it in
// the span asked.
type FoundWord struct {
	Player game.Player
	game.Word
	Day game.Day
}

// History is everything a Store keeps about one player in one guild, for
// Stats: the days played, oldest first, and the longest word ever found
// (ties to the higher score, then alphabetical).
type History struct {
	Player  game.Player
	Days    []DayTotal
	Longest game.Word
}

// PostKind is which of a day's two posts: the opening board or the reveal.
type PostKind string

const (
	// Open is the day-opening post: the board, at the guild's post time.
	Open PostKind = "open"
	// Reveal is the day-end post after local midnight: podium, scores, the
	// solution and the best words nobody found.
	Reveal PostKind = "reveal"
	// SeasonEnd is a season's final standings, its podium and awards, after
	// the local midnight that ends its last day; its key's Day is that
	// last day.
	SeasonEnd PostKind = "season"
)

// PostKey names one daily post: each is sent at most once.
type PostKey struct {
	Guild game.Guild
	Day   game.Day
	Kind  PostKind
}

// Roles keeps the role each server's daily board post mentions (a Discord
// role, a Slack user group), which players join and leave with the post's
// buttons: the platform keeps who is in it. Every store of store/* is one.
type Roles interface {
	// PutDailyRole records g's role, replacing any; "" forgets it.
	PutDailyRole(ctx context.Context, g game.Guild, role string) error
	// DailyRole returns g's role, "" if none.
	DailyRole(ctx context.Context, g game.Guild) (string, error)
}

// A Store keeps the daily challenge's state: settings, accepted words and
// post claims. Implementations live in store/sqlite and store/postgres (and
// store/memory for tests); store/storetest checks them all the same way.
//
// A Store must be safe for concurrent use, including by several processes
// sharing one database where the implementation allows it. Every write must
// be durable when the method returns without error: the caller tells players
// "accepted" and sends posts on the strength of it.
type Store interface {
	// PutSettings creates or replaces a guild's settings. The first Created
	// value written for a guild is kept.
	PutSettings(ctx context.Context, s Settings) error
	// Settings returns a guild's settings, or an error wrapping ErrNotFound.
	Settings(ctx context.Context, g game.Guild) (Settings, error)
	// AllSettings returns every guild's settings, ordered by guild.
	AllSettings(ctx context.Context) ([]Settings, error)
	// DeleteSettings removes a guild's settings (not its scores). Deleting
	// settings that do not exist is not an error.
	DeleteSettings(ctx context.Context, g game.Guild) error

	// AddWords records words a player found on day, at time at, and returns
	// those that were not recorded before, in the order given. It is
	// idempotent per (guild, day, player, word): a word sent twice, even at
	// the same moment from two goroutines or processes, is added once and
	// returned by exactly one call. It also records the player's display
	// name. The words are durable when it returns.
	AddWords(ctx context.Context, g game.Guild, day game.Day, p game.Player, words []game.Word, at time.Time) (added []game.Word, err error)
	// PlayerWords returns the words a player found on day, in the order found.
	PlayerWords(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Word, error)
	// DayWords returns every distinct word anyone in the guild found on day,
	// sorted.
	DayWords(ctx context.Context, g game.Guild, day game.Day) ([]string, error)
	// Scores returns each player's totals over the days from..to inclusive,
	// best first: by points, then words, then player id. Players with no
	// words in the span are left out.
	Scores(ctx context.Context, g game.Guild, from, to game.Day) ([]PlayerScore, error)
	// DayTotals returns each player's total on every day from..to
	// inclusive that they scored, by day, then player id, with their
	// display names.
	DayTotals(ctx context.Context, g game.Guild, from, to game.Day) ([]PlayerDay, error)
	// LongestWords returns at most limit words found from..to inclusive,
	// by playerID alone unless it is "": each player's word once (its
	// highest points, its first day), longest first (in letters, as SQL's
	// length()), then by points, then the earliest day, then the word,
	// then the player id.
	LongestWords(ctx context.Context, g game.Guild, playerID string, from, to game.Day, limit int) ([]FoundWord, error)
	// History returns a player's days and longest word in a guild. A player
	// with no words has an empty History (Player.ID set), not an error.
	History(ctx context.Context, g game.Guild, playerID string) (History, error)

	// AddHint stores a hint a player takes on day, h.Seq being the number
	// of hints they took that day before it, plus one, unless they already
	// have a hint numbered h.Seq: then it stores nothing. It returns the
	// player's hint numbered h.Seq, as stored, and whether this call stored
	// it: of any number of calls with one number, even at once from two
	// processes, exactly one stores its hint and every one returns it, so a
	// hint is counted once. It also records the player's display name. The
	// hint is durable when it returns.
	AddHint(ctx context.Context, g game.Guild, day game.Day, p game.Player, h game.Hint) (stored game.Hint, added bool, err error)
	// Hints returns the hints a player took on day, by number.
	Hints(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Hint, error)
	// HintCounts returns how many hints each player took over the days
	// from..to inclusive, by player id; players who took none are left out.
	HintCounts(ctx context.Context, g game.Guild, from, to game.Day) (map[string]int, error)

	// ClaimPost records that owner is about to send the post key, before it
	// is sent, and reports whether this call made the claim. Exactly one of
	// any number of concurrent callers, across processes, gets true; once a
	// post is claimed it is never claimed again (at-most-once delivery).
	ClaimPost(ctx context.Context, key PostKey, owner string, at time.Time) (bool, error)
	// MarkPosted records that a claimed post was sent.
	MarkPosted(ctx context.Context, key PostKey, at time.Time) error
	// ReleasePost removes the claim on a post not marked posted, so that it
	// may be claimed again: for a send that certainly failed.
	ReleasePost(ctx context.Context, key PostKey) error
	// PostStatus reports whether a post is claimed and whether it was sent.
	PostStatus(ctx context.Context, key PostKey) (claimed, sent bool, err error)

	// Close releases the store's resources.
	Close() error
}
