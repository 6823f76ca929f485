//go:build !race

package concierge

// raceSlowdown scales the bounds that tell a hang from a slow turn: the
// race detector makes the same work several times slower, and a loaded
// CI machine slower again.
const raceSlowdown = 1

// RaceSample reports whether the i-th of many like replays runs: all of
// them without the race detector (race_on_test.go samples them).
func RaceSample(int) bool { return true }
