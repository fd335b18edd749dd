// Package round runs live Boggle rounds: a timed board in a channel where
// every player hunts words at once, each guess judged at once, and at the
// end the words two players both found cancel out (classic Boggle) or
// every valid word scores (mode all).
//
// Timers are data: a round stores when it ends, and whoever asks Due (the
// bot's scheduler, on any replica, after any restart) finishes it. Finish
// computes the standings once and claims the results post, so a round ends
// exactly once across replicas. The Store interface is declared here and
// implemented in store/memory, store/sqlite and store/postgres; the
// conformance suite in store/storetest checks them all.
//
// A Service is safe for concurrent use.
package round

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// A Key names where a round runs: one channel of one server (or workspace)
// of one platform. A channel runs one round at a time.
type Key struct {
	Platform string
	Guild    string // "" in a direct message
	Channel  string
}

func (k Key) String() string { return k.Platform + ":" + k.Guild + ":" + k.Channel }

// Mode is how a round scores.
type Mode string

const (
	// Classic: a word found by two or more players scores for nobody.
	Classic Mode = "classic"
	// All: every valid word scores for each player who found it.
	All Mode = "all"
)

// Limits and defaults of a round's rules.
const (
	MinDuration     = 30 * time.Second
	MaxDuration     = 10 * time.Minute
	DefaultDuration = 3 * time.Minute
	DefaultSize     = 4
)

// Sizes are the board sizes a round may have: the dice sets there are.
var Sizes = []int{4, 5, 6}

// Rules are what a round is played by.
type Rules struct {
	Size     int           // 4, 5 or 6
	Duration time.Duration // MinDuration..MaxDuration
	Mode     Mode
	Tier     string // the dictionary tier that judges words
	// Hints lets players ask /hint during the round (DefaultHints says
	// what a round has when its starter does not choose).
	Hints bool
}

// DefaultHints is whether a round of mode allows hints when its starter
// does not say: not in Classic, a contest where a hinted word would still
// cancel another player's; yes in All, the friendlier game where every
// word scores for whoever finds it.
func DefaultHints(m Mode) bool { return m == All }

// Describe is the rules in one line: "4x4, 3 minutes, classic (words two
// players find cancel), common dictionary".
func (r Rules) Describe() string {
	mode := "classic: words two players both find score for nobody"
	if r.Mode == All {
		mode = "every word scores for whoever finds it"
	}
	hints := ""
	if r.Hints {
		hints = ", hints allowed (`/hint`)"
	}
	return fmt.Sprintf("%dx%d, %s, %s, %s dictionary%s", r.Size, r.Size, Duration(r.Duration), mode, r.Tier, hints)
}

// ParseHints reads whether a round allows hints: on or off (true or false,
// yes or no), in any case.
func ParseHints(s string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "on", "true", "yes", "1":
		return true, nil
	case "off", "false", "no", "0":
		return false, nil
	}
	return false, rulesErr(game.CodeRulesHints, s)
}

// Duration writes a round's length as players write it: "3 minutes",
// "90 seconds", "2 minutes 30 seconds".
func Duration(d time.Duration) string {
	m, s := int(d/time.Minute), int(d%time.Minute/time.Second)
	unit := func(n int, w string) string {
		if n == 1 {
			return "1 " + w
		}
		return strconv.Itoa(n) + " " + w + "s"
	}
	switch {
	case m == 0:
		return unit(s, "second")
	case s == 0:
		return unit(m, "minute")
	}
	return unit(m, "minute") + " " + unit(s, "second")
}

// rulesErr is the error for a rule a player gave that cannot be played:
// game.Invalid, with a rules.* code and what they typed.
func rulesErr(code game.Code, typed string, facts ...any) error {
	f := game.Facts{"typed": strings.TrimSpace(typed)}
	for i := 0; i+1 < len(facts); i += 2 {
		f[facts[i].(string)] = facts[i+1]
	}
	return game.E(game.Op("round.Rules"), game.Invalid, code, f)
}

// ParseDuration reads a round's length as players type it: "30s", "90s",
// "2m", "3m", "1m30s", "2 min", or a bare number of minutes ("3"). It must
// be from MinDuration to MaxDuration.
func ParseDuration(s string) (time.Duration, error) {
	in := strings.ToLower(strings.Join(strings.Fields(s), ""))
	bad := func() error {
		return rulesErr(game.CodeRulesTime, s)
	}
	if in == "" {
		return 0, bad()
	}
	for _, r := range []struct{ long, short string }{{"minutes", "m"}, {"minute", "m"}, {"mins", "m"}, {"min", "m"},
		{"seconds", "s"}, {"second", "s"}, {"secs", "s"}, {"sec", "s"}} {
		in = strings.ReplaceAll(in, r.long, r.short)
	}
	if n, err := strconv.Atoi(in); err == nil {
		in = strconv.Itoa(n) + "m"
	}
	d, err := time.ParseDuration(in)
	if err != nil || strings.ContainsAny(in, "hµun") {
		return 0, bad()
	}
	if d < MinDuration || d > MaxDuration {
		return 0, rulesErr(game.CodeRulesTimeRange, s, "duration", Duration(d))
	}
	return d, nil
}

// ParseMode reads a mode: classic or all, in any case.
func ParseMode(s string) (Mode, error) {
	switch Mode(strings.ToLower(strings.TrimSpace(s))) {
	case Classic:
		return Classic, nil
	case All:
		return All, nil
	}
	return "", rulesErr(game.CodeRulesMode, s)
}

// ParseSize reads a board size: 4, 5 or 6 ("5x5" too).
func ParseSize(s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if a, b, ok := strings.Cut(t, "x"); ok && a == b {
		t = a
	}
	n, err := strconv.Atoi(t)
	if err == nil {
		for _, ok := range Sizes {
			if n == ok {
				return n, nil
			}
		}
	}
	return 0, rulesErr(game.CodeRulesSize, s)
}

// A Round is one live round.
type Round struct {
	ID      string // unique, short, safe in a button's id
	Key     Key
	Board   solver.Board
	Rules   Rules
	Starter game.Player
	Start   time.Time
	End     time.Time // when guesses stop; earlier if stopped
	// Message is the platform's reference to the start message (a message
	// id, or Slack's channel timestamp), once it is posted: the bot keeps it
	// up to date with how many players and words there are.
	Message string
	// Finished is when the round's results were computed; zero while it
	// runs or waits to be finished.
	Finished time.Time
	// Locale is the interface language of the round's posts (its start
	// message, kept up to date, and its results), fixed when it starts:
	// the server's language as the request that started it reported it
	// ("en" for English), on whichever replica posts them and after a
	// restart; "" for a round stored before rounds kept one.
	Locale string
}

// Over reports whether guesses are closed at now.
func (r Round) Over(now time.Time) bool { return !now.Before(r.End) || !r.Finished.IsZero() }

// An Entry is a word a player found in a round, judged valid when found.
type Entry struct {
	Player game.Player
	Word   string
	Points int // by the Boggle table; what it scores in the end depends on the mode
	At     time.Time
}

// A Standing is one player's result in a finished round.
type Standing struct {
	Player game.Player
	Rank   int // 1 for the best; players with equal points share a rank
	Points int
	Words  int // words that scored
	Found  int // words found, cancelled ones included
	Won    bool
	Hints  int // hints taken (/hint)
}

// Stats are a player's rounds in a guild.
type Stats struct {
	Played int // rounds finished with at least one word or hint of theirs
	Won    int // of those, rounds they ranked first in (ties win too)
}

// A Winner is a player's round wins, for the leaderboard.
type Winner struct {
	Player game.Player
	Won    int
	Played int
}

// ErrNotFound is returned when there is no such round.
var ErrNotFound = game.E(game.NotFound, game.CodeRoundNotFound)

// ErrFinished is returned by Store.AddEntries once a round's results are
// being computed: the word came too late to count.
var ErrFinished = game.E(game.Over, game.CodeRoundFinished)

// ErrStale is returned by Store.FinishRound when the standings it is
// given were computed from fewer entries than the round holds: a word was
// added after they were read. Nothing is stored; compute them again.
var ErrStale = game.E(game.Conflict, game.CodeRoundStale)

// Running is the error for a channel that already runs round r:
// game.Conflict, round.running, with the facts round and end.
func Running(r Round) error {
	return game.E(game.Op("round.Start"), game.Conflict, game.CodeRoundRunning, game.Facts{"round": r, "end": r.End})
}

// Over is the error for a word or hint that came after round r's end:
// game.Over, round.over, with the facts round and end.
func Over(r Round) error {
	return game.E(game.Op("round"), game.Over, game.CodeRoundOver, game.Facts{"round": r, "end": r.End})
}

// RoundOf returns the round an error of this package names (Running,
// Over, NoHints, StopNotAllowed), and whether it names one.
func RoundOf(err error) (Round, bool) { return game.Fact[Round](err, "round") }
