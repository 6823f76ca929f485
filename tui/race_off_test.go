//go:build !race

package tui

// raceEnabled is set when the tests run under the race detector.
const raceEnabled = false
