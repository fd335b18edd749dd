// Package game holds the types every game mode shares: the player, the
// server (guild), the day, a judged word and the hint ladder. The daily
// challenge (package challenge) and live rounds (package round) are siblings
// that both build on it; stores, the web board and the bot import it for
// these types. It imports only the solver and the word lists.
//
// Its values are plain data, safe to share once built; its functions keep
// no state and are safe for concurrent use.
package game

import "time"

// A Player is a person playing in a guild: the platform's stable user id and
// a display name for leaderboards.
type Player struct {
	ID   string
	Name string
}

// A Word is an accepted word and its points.
type Word struct {
	Word   string
	Points int
}

// A Guild is a Discord server or a Slack workspace: the platform's name and
// its id there. Each guild plays its own challenge, with its own settings and
// leaderboards.
type Guild struct {
	Platform string // "discord", "slack", "console"
	ID       string
}

func (g Guild) String() string { return g.Platform + ":" + g.ID }

// Epoch is day #1 of the daily's numbering: the day bogglebot's first
// daily board was drawn. Numbers are global, not per guild: every guild
// with the same seed and board size plays the same board under the same
// number, so "bogglebot #12 4x4" means one board to anyone who reads it.
var Epoch = Date(2026, time.November, 22)

// Number is a day's number in shares: 1 on Epoch.
func (d Day) Number() int { return int(d-Epoch) + 1 }
