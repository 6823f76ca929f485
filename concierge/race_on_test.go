//go:build race

package concierge

// raceSlowdown is the race detector's (see race_off_test.go).
const raceSlowdown = 8

// RaceSample reports whether the i-th of many like replays runs under the
// race detector: one in raceSlowdown. The replays of every scenario
// (TestModelBaseline, TestRoundScenarios) are one goroutine's work each,
// run whole by the plain pass; under -race they took most of CI's ten
// minutes, and a sample still runs the loop's concurrent paths.
func RaceSample(i int) bool { return i%raceSlowdown == 0 }
