//go:build unix

package mcp

import (
	"context"
	"errors"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// spawnGrandchild starts a stdio server that starts a sleeping child, and
// returns the set, the server's process group and the grandchild's pid.
func spawnGrandchild(t *testing.T) (*Set, int, int) {
	t.Helper()
	set := startSet(t, []ServerSpec{stdioSpec("fs", "serve")}, Options{})
	r, err := set.Call(context.Background(), "fs", "spawn", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(r.Text)
	if err != nil {
		t.Fatalf("spawn: %q", r.Text)
	}
	set.servers["fs"].mu.Lock()
	pgid := set.servers["fs"].cur.proc.pgid
	set.servers["fs"].mu.Unlock()
	if got, err := syscall.Getpgid(pid); err != nil || got != pgid {
		t.Fatalf("the grandchild is in group %d (%v), the server's is %d", got, err, pgid)
	}
	return set, pgid, pid
}

// groupGone waits for no process of the group to be left.
func groupGone(t *testing.T, pgid int) {
	t.Helper()
	eventually(t, "the process group is gone (kill -0 gives ESRCH)", func() bool {
		return errors.Is(syscall.Kill(-pgid, 0), syscall.ESRCH)
	})
}

// Close stops the whole process group: no orphan is left.
func TestCloseLeavesNoOrphans(t *testing.T) {
	t.Parallel()
	set, pgid, _ := spawnGrandchild(t)
	began := time.Now()
	set.Close()
	t.Logf("Close took %v", time.Since(began))
	groupGone(t, pgid)
	set.Close() // twice is harmless
}

// CloseAll, what the command calls on SIGTERM and on a panic, does too.
// Not parallel: it closes every set of the process.
func TestCloseAllLeavesNoOrphans(t *testing.T) {
	_, pgid, _ := spawnGrandchild(t)
	CloseAll()
	groupGone(t, pgid)
}

// A server that dies takes its group with it before the restart.
func TestDeathTakesTheGroup(t *testing.T) {
	t.Parallel()
	set, pgid, _ := spawnGrandchild(t)
	if _, err := set.Call(context.Background(), "fs", "crash", nil, nil); !errors.Is(err, ErrOutcomeUnknown) {
		t.Fatalf("crash: %v", err)
	}
	groupGone(t, pgid)
}
