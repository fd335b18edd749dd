// Package replicatest checks the scale-out story end to end: several
// `bogglebot serve` processes in Discord HTTP-interactions mode sharing one
// PostgreSQL database, killed (SIGKILL) and restarted in turn while players
// stream daily-challenge guesses, or a live round's, at them. See
// docs/scaling.md and docs/rounds.md.
//
// The package holds no code of its own besides its tests, which need
// BOGGLEBOT_TEST_POSTGRES (a PostgreSQL URL) and are skipped under -short.
package replicatest
