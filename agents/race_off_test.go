//go:build !race

package agents

// raceEnabled reports a test binary built with -race. Checks that walk
// every Unicode code point compare two pure functions: they start no
// goroutines, so the plain pass runs them in full and the race pass
// samples them.
const raceEnabled = false
