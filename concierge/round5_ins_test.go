package concierge

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
)

// The insurance and notes kinds found by round 5's testers (issue 24), as
// whole conversations: every round5/ins5_*.scenario must pass.
func TestRound5InsuranceScenarios(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("testdata", "scenarios", "round5", "ins5_*.scenario"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no round-5 insurance scenarios: %v", err)
	}
	for _, file := range files {
		sc, err := LoadScenario(file)
		if err != nil {
			t.Fatal(err)
		}
		var transcript bytes.Buffer
		rep, err := Replay(context.Background(), sc, ReplayOptions{Sink: (&PlainPrinter{W: &transcript, EchoUser: true}).Print})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, f := range rep.Failures {
			t.Errorf("%s: %s", filepath.Base(file), f)
		}
		if len(rep.Failures) > 0 {
			t.Logf("transcript:\n%s", transcript.String())
		}
	}
}
