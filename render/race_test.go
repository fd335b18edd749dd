//go:build race

package render

// raceDetector says the tests run under the race detector, which makes
// drawing about ten times slower: the heaviest tests draw fewer images then,
// so that the package stays well inside go test's 10-minute limit on a busy
// machine. Without it they draw them all.
const raceDetector = true
