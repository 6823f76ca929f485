package tui

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// ctrl+s never writes over anything (R55): a file, or a FIFO, of the
// artifact's name is left as it was, the next free name is taken, and the
// name that was taken is given back to be said.
func TestWriteNewNeverOverwrites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "receipt.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "receipt-2.txt")
	if out, err := exec.Command("mkfifo", fifo).CombinedOutput(); err != nil {
		t.Skipf("no FIFOs here: %v %s", err, out)
	}
	type result struct {
		path, taken string
		err         error
	}
	done := make(chan result, 1)
	go func() {
		path, taken, err := writeNew(dir, "receipt", []byte("the receipt\n"))
		done <- result{path, taken, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("the save blocked on a FIFO")
	}
	if r.err != nil || filepath.Base(r.path) != "receipt-3.txt" || r.taken != "receipt.txt" {
		t.Fatalf("saved to %q (taken %q): %v", r.path, r.taken, r.err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "receipt.txt")); string(b) != "mine" {
		t.Errorf("the existing file holds %q", b)
	}
	if b, _ := os.ReadFile(r.path); string(b) != "the receipt\n" {
		t.Errorf("the saved file holds %q", b)
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("left behind: %v", entries)
	}
}
