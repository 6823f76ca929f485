//go:build unix && !aix

package state

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// lockChildEnv tells the test binary, run again as a child process, to
// hold a session's lock in the data dir it names.
const lockChildEnv = "CONCIERGE_STATE_LOCK_CHILD"

// R43, R55: a session locked by another process cannot be locked here,
// even with the locks dir removed; once that process is killed (SIGKILL:
// no chance to clean up), it can, at once.
func TestStoreLockHeldByAnotherProcess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^TestLockChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), lockChildEnv+"="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	killed := false
	defer func() {
		if !killed {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}()
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if line := sc.Text(); strings.HasPrefix(line, "locked") || strings.HasPrefix(line, "error") {
				ready <- line
				return
			}
		}
		ready <- "the child ended without a word"
	}()
	select {
	case line := <-ready:
		if line != "locked" {
			t.Fatalf("child: %s", line)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the child did not take the lock within a minute")
	}

	if _, err := s.Lock("shared"); !errors.Is(err, ErrLocked) {
		t.Fatalf("Lock while the child holds it = %v, want ErrLocked", err)
	}
	// R55: the child's lease keeps the session its own when the lock
	// file goes; its lease (of a dead process) stops doing so at once
	if err := os.RemoveAll(filepath.Join(dir, "locks")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Lock("shared"); !errors.Is(err, ErrLocked) {
		t.Fatalf("Lock while the child holds it, locks/ removed = %v, want ErrLocked", err)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	killed = true
	release, err := s.Lock("shared")
	if err != nil {
		t.Fatalf("Lock after the child was killed: %v", err)
	}
	release()
}

// TestLockChild is the child process of TestStoreLockHeldByAnotherProcess:
// it takes the lock, says so, and waits to be killed.
func TestLockChild(t *testing.T) {
	dir := os.Getenv(lockChildEnv)
	if dir == "" {
		t.Skip("run as a child process by TestStoreLockHeldByAnotherProcess")
	}
	s, err := OpenStore(dir)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	if _, err := s.Lock("shared"); err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println("locked")
	time.Sleep(5 * time.Minute) // the parent kills us long before
}
