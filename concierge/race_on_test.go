//go:build race

package concierge

// raceSlowdown is the race detector's (see race_off_test.go).
const raceSlowdown = 8
