//go:build race

package docs

// raceEnabled is set when the tests run under the race detector: the README
// test runs other processes, built without it, and is left to the plain pass.
const raceEnabled = true
