//go:build race

package solver_test

// raceDetector says the tests run under the race detector, which makes the
// searches many times slower: the heaviest comparisons run fewer rounds
// then, so that the package stays well inside go test's time limit on a
// busy machine. Without it they run them all.
const raceDetector = true
