//go:build race

package agents

// raceEnabled is set under -race (see race_off_test.go).
const raceEnabled = true
