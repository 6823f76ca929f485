//go:build race

package tui

// raceEnabled is set when the tests run under the race detector, where the
// size sweep draws a stride of its sizes (see review_sweep_test.go).
const raceEnabled = true
