package challenge

import "github.com/bogglebot/bogglebot/game"

// Bands exposes the measured word-count bands to the tests.
func Bands(size int) (lo, hi int) { return bands[size].lo, bands[size].hi }

// DailyAttempt returns the attempt that made a day's board (-1: the fallback).
func DailyAttempt(seed string, day game.Day, size int) int {
	_, a, _ := dailyBoard(seed, day, size)
	return a
}

// ZoneNames exposes the generated list of timezone names.
func ZoneNames() []string { return zoneNames }

// CachedZones counts the locations loadLocation keeps.
func CachedZones() int {
	n := 0
	locations.Range(func(any, any) bool { n++; return true })
	return n
}
