// Package privacy gives players and admins their data: what bogglebot keeps
// about a player, a copy of it (export), and its erasure (a player's on
// request, a server's when an admin asks or after the app is removed from
// it), plus the ageing out of old entries that a retention setting asks
// for.
//
// The stores (store/memory, store/sqlite, store/postgres) implement Store;
// store/storetest checks them all the same way. A Service is safe for
// concurrent use.
package privacy

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"time"

	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
)

// Data is everything bogglebot keeps about one player on one platform, in
// every server: what an export holds. Times are UTC; a zero time (omitted)
// is one the store does not keep.
type Data struct {
	Platform string    `json:"platform"`
	User     string    `json:"user"`
	Exported time.Time `json:"exported"`
	// Names are the display names kept with the player's scores, per server.
	Names    []Name      `json:"names"`
	Daily    []DayWords  `json:"daily"`
	Hints    []Hint      `json:"daily_hints"`
	Practice []DayWords  `json:"practice"`
	Sessions []Session   `json:"practice_sessions"`
	Rounds   []RoundData `json:"rounds"`
	// Reminders are the player's reminders to play the daily (/remind).
	Reminders []Reminder `json:"reminders"`
}

// Empty reports whether d holds nothing about the player.
func (d Data) Empty() bool {
	return len(d.Names) == 0 && len(d.Daily) == 0 && len(d.Hints) == 0 && len(d.Practice) == 0 &&
		len(d.Sessions) == 0 && len(d.Rounds) == 0 && len(d.Reminders) == 0
}

// A Reminder is a player's reminder to play the daily in one server.
type Reminder struct {
	Server string `json:"server"`
	Time   string `json:"time"` // HH:MM
	// Timezone is the one the player gave; "" is the server's.
	Timezone string    `json:"timezone,omitempty"`
	Enabled  bool      `json:"enabled"`
	LastDay  string    `json:"last_day,omitempty"` // the last day a nudge was due, YYYY-MM-DD
	Next     time.Time `json:"next,omitzero"`
	Note     string    `json:"note,omitempty"` // why the bot turned it off
	Updated  time.Time `json:"updated,omitzero"`
}

// ReminderOf is what an export shows of r.
func ReminderOf(r remind.Reminder) Reminder {
	return Reminder{Server: r.Guild.ID, Time: r.Clock, Timezone: r.Timezone, Enabled: r.Enabled, LastDay: r.LastDay.StoreText(),
		Next: r.Next.UTC(), Note: r.Note, Updated: r.Updated.UTC()}
}

// A Name is the display name kept for a player in a server.
type Name struct {
	Server string `json:"server"`
	Name   string `json:"name"`
}

// DayWords are the words a player found on one day's board in one server.
type DayWords struct {
	Server string `json:"server"`
	Day    string `json:"day"` // YYYY-MM-DD
	Words  []Word `json:"words"`
}

// A Word is one word found, its points and when.
type Word struct {
	Word   string    `json:"word"`
	Points int       `json:"points"`
	Found  time.Time `json:"found,omitzero"`
}

// A Hint is one hint taken on a day's board (Day set) or in a round.
type Hint struct {
	Server string    `json:"server,omitempty"`
	Day    string    `json:"day,omitempty"`
	Seq    int       `json:"number"`
	Rung   int       `json:"rung"`
	Word   string    `json:"word,omitempty"` // the word it showed, for rungs that show one
	Taken  time.Time `json:"taken,omitzero"`
}

// A Session is a player's replay of a past day (practice), open until Until.
type Session struct {
	Server string    `json:"server"`
	Day    string    `json:"day"`
	Until  time.Time `json:"until"`
}

// RoundData is a player's part in one live round.
type RoundData struct {
	ID      string    `json:"id"`
	Server  string    `json:"server"`
	Channel string    `json:"channel"`
	Started time.Time `json:"started"`
	Starter bool      `json:"started_by_you"`
	// Name is the display name kept for the player in the round (as a
	// player, in its standings, or as its starter).
	Name  string `json:"name,omitempty"`
	Words []Word `json:"words"`
	Hints []Hint `json:"hints,omitempty"`
	// Rank and Points are the player's standing once the round finished
	// (Rank 0 while it runs or if they had none).
	Rank   int  `json:"rank,omitempty"`
	Points int  `json:"points,omitempty"`
	Won    bool `json:"won,omitempty"`
}

// A Removal is a scheduled erasure: a server's data (User empty) after the
// app was removed from it, or a user's on every server of the platform
// (Server empty) after they deauthorized the app. It runs at At unless
// cancelled first (the app was added back).
type Removal struct {
	Platform string
	Server   string
	User     string
	At       time.Time
	Reason   string // what asked for it, for logs: "guild_delete", "app_uninstalled", ...
}

// ErrRescore is returned by DeletePlayer when a round the player stands in
// finished after the caller worked out the new standings.
var ErrRescore = errors.New("a round the player stood in finished meanwhile")

// Store keeps what Data reports and erases it. Every method is safe for
// concurrent use, across processes sharing a database, and durable when it
// returns without error.
// ErasureMemory is how long a store remembers when a server's or a user's
// data was erased (Store.Erased): longer than any web board session lives.
const ErasureMemory = 30 * 24 * time.Hour

// Subject is the key an erasure is remembered by: a digest of the server
// (user "") or the user, never the id itself.
func Subject(platform, server, user string) string {
	s := "server:" + platform + ":" + server
	if user != "" {
		s = "user:" + platform + ":" + user
	}
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

type Store interface {
	// Erased returns when the data of the server, or of the user on the
	// platform, was last erased (DeleteServer, DeletePlayer record it by
	// Subject in the same transaction, for ErasureMemory), the later of
	// the two; zero if neither was. A web board session issued before
	// then writes nothing.
	Erased(ctx context.Context, platform, server, user string) (time.Time, error)
	// PlayerData returns what is kept about a user of a platform, on every
	// server, oldest first. A user with nothing kept gets an empty Data (not
	// an error).
	PlayerData(ctx context.Context, platform, user string) (Data, error)
	// DeletePlayer erases a user's data on a platform, on every server: the
	// names kept with scores, daily and practice words, hints, practice
	// sessions, round words, hints and standings, and their name as the
	// starter of a round, and their reminders. In the same transaction it replaces the standings
	// of the finished rounds the user stood in with standings, by round id,
	// worked out without them, so that no round is ever left with a gap.
	// When standings is nil, it only removes the user's own standings. If
	// the user stands in a finished round that standings lacks (a round
	// finished meanwhile), it erases nothing and returns ErrRescore: the
	// caller works them out again. Deleting a user with no data is not an
	// error.
	DeletePlayer(ctx context.Context, platform, user string, standings map[string][]round.Standing) error
	// DeleteServer erases everything kept about one server: settings,
	// players, words, hints, practice, posts, rounds and their entries,
	// reminders, and any removal scheduled for it.
	DeleteServer(ctx context.Context, platform, server string) error
	// ScheduleRemoval records r, replacing one scheduled for the same
	// platform, server and user only if r is due earlier.
	ScheduleRemoval(ctx context.Context, r Removal) error
	// CancelRemoval forgets the removal scheduled for a server (user "") or
	// a user (server ""); none scheduled is not an error.
	CancelRemoval(ctx context.Context, platform, server, user string) error
	// DueRemovals returns the removals due at now, earliest first.
	DueRemovals(ctx context.Context, now time.Time) ([]Removal, error)
	// TakeRemoval forgets r if it is still scheduled and due at now, and
	// reports whether it did: of replicas sweeping at once, exactly one
	// takes each removal, and none takes one called off meanwhile.
	TakeRemoval(ctx context.Context, r Removal, now time.Time) (bool, error)
	// Forget erases daily and practice words, hints and practice sessions
	// from days before day (YYYY-MM-DD), and rounds started before the
	// same moment with everything in them, and reminders turned off before
	// then, for a retention setting (a reminder that is on is a choice
	// the player keeps). It returns how many rows went.
	Forget(ctx context.Context, before time.Time) (int64, error)
}
