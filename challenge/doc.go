// Package challenge holds the rules of the daily board challenge, with no
// I/O of its own: the board of the day (the same everywhere on a date),
// judging guesses, guild settings and their timezones, leaderboards, stats
// and streaks, and which daily posts are due. The types it shares with live
// rounds (player, guild, day, judged words, the hint ladder) are in package
// game; challenge and round are siblings that both build on it.
//
// Storage is the Store interface, implemented in store/sqlite and
// store/postgres; the chat commands that use a Service live in package bot,
// which formats everything for people. The clock is injected (Config.Now) so
// that whole months can be played in tests.
//
// Functions are safe for concurrent use; so is a Service, given a Store that
// is (every Store must be).
package challenge
