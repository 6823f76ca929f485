//go:build !race

package understand

// underRace reports a test binary built with -race: the tests that only
// compare two single-goroutine computations over the whole corpus skip
// there, as the training tests do (race_off_test.go); they run in the
// plain pass.
const underRace = false
