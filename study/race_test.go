//go:build race

package study

// raceDetector says the tests run under the race detector, which makes
// searches many times slower: the long search is skipped then.
const raceDetector = true
