//go:build race

package concierge

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// raceSlowdown is the race detector's (see race_off_test.go).
const raceSlowdown = 8

// RaceSample reports whether the i-th of many like replays runs under the
// race detector: one in raceSlowdown. The replays of every scenario
// (TestModelBaseline, TestRoundScenarios) are one goroutine's work each,
// run whole by the plain pass; under -race they took most of CI's ten
// minutes, and a sample still runs the loop's concurrent paths.
func RaceSample(i int) bool { return i%raceSlowdown == 0 }

// raceTableEvery is the share of this package's understanding tables the
// race pass runs: one in raceTableEvery, chosen by a hash of the test's
// name so that every run picks the same ones.
const raceTableEvery = 3

// TestMain narrows the race pass, and only it, to the tests that can find
// a data race. This package holds ~940 tests; most are tables of messages
// replayed through one engine, each the same goroutines (a turn, its
// guard, the event stream) doing different reading, which the plain pass
// runs whole. Under -race those tables took ~280 s of CI's 2 cores, half
// the race pass, for no race they could find that a sample cannot. So the
// race pass runs every test of a file that starts goroutines or uses sync
// (locks, stores, streams, cancels, hangs), every test that samples itself
// (RaceSample), and one in raceTableEvery of the rest. A -run given on the
// command line is obeyed as given.
func TestMain(m *testing.M) {
	flag.Parse()
	if run := flag.Lookup("test.run"); run != nil && run.Value.String() == "" {
		if names, all, err := raceTests("."); err == nil && len(names) > 0 {
			_ = run.Value.Set("^(" + strings.Join(names, "|") + ")$")
			if testing.Verbose() {
				fmt.Fprintf(os.Stderr, "race pass: %d of %d tests (the plain pass runs all)\n", len(names), all)
			}
		}
	}
	os.Exit(m.Run())
}

var (
	testFunc = regexp.MustCompile(`(?m)^func (Test\w+)\(\w+ \*testing\.T\)`)
	// concurrent marks a file whose tests reach past one turn's goroutines.
	concurrent = regexp.MustCompile(`\bgo func\b|\bgo \w+\(|\bsync\.|\batomic\.|time\.Sleep|context\.With(Timeout|Cancel|Deadline)|RaceSample|teatest`)
)

// raceTests lists the tests of the package in dir that the race pass runs,
// and how many there are in all.
func raceTests(dir string) (names []string, all int, err error) {
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		return nil, 0, err
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, 0, err
		}
		whole := concurrent.Match(src)
		for _, m := range testFunc.FindAllSubmatch(src, -1) {
			all++
			name := string(m[1])
			if whole || sampled(name) {
				names = append(names, name)
			}
		}
	}
	return names, all, nil
}

func sampled(name string) bool {
	h := fnv.New32a()
	h.Write([]byte(name))
	return h.Sum32()%raceTableEvery == 0
}
