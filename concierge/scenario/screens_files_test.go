package scenario

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// replay --update rewrites only the goldens it owns (R55): a file of a
// golden's name that is not one (no golden header) is left as it was and
// said; a FIFO there is refused at once, for reading and for writing.
func TestUpdateRewritesOnlyItsOwnGoldens(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "domain bank\n> Transfer money\nexpect screen notes\nexpect screen mine\n")
	notes := filepath.Join(dir, "testdata", "notes.golden")
	writeFile(t, notes, "my own notes, not a screen\n")
	mine := filepath.Join(dir, "testdata", "mine.golden")
	writeFile(t, mine, "# concierge screen · engine: offline · size: 100x30\nan older screen\n")

	rep := replayFile(t, path, Screens{Draw: drawState, Update: true})
	if len(rep.Failures) != 1 || rep.Failures[0].Line != 3 ||
		!strings.Contains(rep.Failures[0].Msg, "not written: "+notes+" is not a golden screen") {
		t.Fatalf("failures %v", rep.Failures)
	}
	if b, _ := os.ReadFile(notes); string(b) != "my own notes, not a screen\n" {
		t.Errorf("the user's file was rewritten: %q", b)
	}
	if b, _ := os.ReadFile(mine); !strings.Contains(string(b), "speaker authenticate") {
		t.Errorf("its own golden was not rewritten: %q", b)
	}
	if len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0].Msg, "wrote "+mine) {
		t.Errorf("notes %v", rep.Notes)
	}
}

func TestGoldenFIFOIsRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "expect screen pipe\n")
	fifo := filepath.Join(dir, "testdata", "pipe.golden")
	if err := os.MkdirAll(filepath.Dir(fifo), 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mkfifo", fifo).CombinedOutput(); err != nil {
		t.Skipf("no FIFOs here: %v %s", err, out)
	}
	for _, update := range []bool{false, true} {
		done := make(chan *ReplayReport, 1)
		go func() { done <- replayFile(t, path, Screens{Draw: drawState, Update: update}) }()
		select {
		case rep := <-done:
			if len(rep.Failures) != 1 || !strings.Contains(rep.Failures[0].Msg, "it is a FIFO (named pipe), not a regular file") {
				t.Errorf("update %v: failures %v", update, rep.Failures)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("update %v: the replay blocked on a FIFO golden", update)
		}
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", info, err)
	}
}
