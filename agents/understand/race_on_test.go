//go:build race

package understand_test

// raceEnabled is set under -race (see race_off_test.go).
const raceEnabled = true
