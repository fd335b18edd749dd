//go:build !race

package study

const raceDetector = false
