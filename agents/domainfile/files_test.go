package domainfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A FIFO or a device given as a domain file is refused at once, unopened
// (R55): before, opening a FIFO blocked check, agents, chat and replay
// until they were killed.
func TestLoadRefusesWhatIsNotAFile(t *testing.T) {
	t.Parallel()
	fifo := filepath.Join(t.TempDir(), "pipe.yaml")
	if out, err := exec.Command("mkfifo", fifo).CombinedOutput(); err != nil {
		t.Skipf("no FIFOs here: %v %s", err, out)
	}
	done := make(chan error, 1)
	go func() { _, err := Load(fifo, Options{}); done <- err }()
	select {
	case err := <-done:
		if err == nil || err.Error() != fifo+": it is a FIFO (named pipe), not a regular file: a domain file is read from a regular file" {
			t.Errorf("FIFO: %v", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Load blocked on a FIFO")
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := Load("/dev/zero", Options{}); err == nil || !strings.Contains(err.Error(), "it is a device") {
			t.Errorf("/dev/zero: %v", err)
		}
	}
	if _, err := Load(t.TempDir(), Options{}); err == nil || !strings.Contains(err.Error(), "it is a directory") {
		t.Errorf("a folder: %v", err)
	}
}
