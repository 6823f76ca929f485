//go:build race

package understand

// underRace is set under -race (see race_internal_off_test.go).
const underRace = true
