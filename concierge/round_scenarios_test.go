package concierge_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// The kinds fresh testers found from round 4 on (issue 24), as whole
// conversations with the outcome a user would expect: every scenario
// under round4/, round5/, round6/ … passes, the notes domain's on the
// in-process fake of its tools (notesKept), no server started. Round 3's
// files are the issue's own phrasings and are replayed by the package test.
func TestRoundScenarios(t *testing.T) {
	t.Parallel()
	rounds, err := filepath.Glob(filepath.Join("testdata", "scenarios", "round[4-9]"))
	if err != nil || len(rounds) < 2 {
		t.Fatalf("round4/ and round5/ scenarios missing: %v", err)
	}
	for _, dir := range rounds {
		round := filepath.Base(dir)
		files, err := filepath.Glob(filepath.Join(dir, "*.scenario"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no %s scenarios: %v", round, err)
		}
		for i, file := range files {
			if !concierge.RaceSample(i) {
				continue // under -race, a sample (race_on_test.go)
			}
			t.Run(round+"/"+strings.TrimSuffix(filepath.Base(file), ".scenario"), func(t *testing.T) {
				t.Parallel()
				replayRoundScenario(t, file)
			})
		}
	}
}

// replayRoundScenario replays file and fails on each expectation missed,
// with the transcript.
func replayRoundScenario(t *testing.T, file string) {
	t.Helper()
	sc, err := scenario.LoadScenario(file)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var transcript bytes.Buffer
	rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{Sink: (&concierge.PlainPrinter{W: &transcript, EchoUser: true}).Print,
		LoadDomain: func(path string) (*agents.Domain, func(), error) {
			spec, err := domainfile.Load(path, domainfile.Options{Pins: filepath.Join(t.TempDir(), "tool-pins.json"), Binary: "concierge"})
			if err != nil {
				return nil, nil, err
			}
			d, _ := spec.Domain(concierge.NotesKeptForTest())
			return d, func() {}, nil
		}})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	for _, f := range rep.Failures {
		t.Errorf("%s:%d: %s", file, f.Line, f.Msg)
	}
	if len(rep.Failures) > 0 {
		t.Logf("%s:\n%s", file, transcript.String())
	}
}
