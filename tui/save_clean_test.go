package tui

import (
	"os"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// A saved artifact holds its text without escapes (R55): OSC 52, OSC 0,
// CSI 2J, C1 controls and a right-to-left override are stripped, the
// words and lines around them kept.
func TestSavedArtifactHasNoEscapes(t *testing.T) {
	t.Parallel()
	m := Model{opts: Options{SaveDir: t.TempDir()}}
	body := "line one\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;pwned\x07\n\x1b[2Jline\u009b31m two\u0085\u202eevil"
	msg := m.saveArtifact(state.Artifact{Title: "Report", Body: body})()
	saved, ok := msg.(savedMsg)
	if !ok || saved.err != nil {
		t.Fatalf("save: %#v", msg)
	}
	b, err := os.ReadFile(saved.path)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(b); got != "line one\nline twoevil\n" {
		t.Errorf("the file holds %q", got)
	}
}
