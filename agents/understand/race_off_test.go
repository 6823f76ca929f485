//go:build !race

package understand_test

// raceEnabled reports a test binary built with -race, where the tests that
// only train skip: they run no goroutines, and training there is slow.
const raceEnabled = false
