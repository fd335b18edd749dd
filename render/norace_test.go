//go:build !race

package render

// raceDetector: see race_test.go.
const raceDetector = false
