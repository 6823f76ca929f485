package concierge

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

// The round-4 bank dialogue kinds (issue 24: side questions at an
// approval, references to earlier values, goodbyes at an open question,
// plurals, other currencies, symbols only, two stocks in one question) as
// whole conversations: every one must pass on the offline engine.
func TestRound4BankDialogueScenarios(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("testdata", "scenarios", "round4", "bank_dialogue_*.scenario"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no round-4 bank dialogue scenarios: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := ParseScenario(file, src)
			if err != nil {
				t.Fatal(err)
			}
			var transcript bytes.Buffer
			rep, err := Replay(context.Background(), sc, ReplayOptions{Sink: (&PlainPrinter{W: &transcript, EchoUser: true}).Print})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range rep.Failures {
				t.Errorf("%s", f)
			}
			if t.Failed() {
				t.Logf("transcript:\n%s", transcript.String())
			}
		})
	}
}
