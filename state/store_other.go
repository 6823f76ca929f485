//go:build !unix || aix

package state

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"
)

// lockFile, where flock(2) is not available, creates the lock file with
// O_EXCL: a second lock, from this process or another, finds it there. The
// file is removed by release, but not by a crash: a lock left by a process
// that died must then be removed by hand, and the error says where it is.
func lockFile(path string) (release func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil, &lockedError{hint: fmt.Sprintf(" (if no concierge has it open, one that stopped abruptly left %s: remove it)", path)}
	}
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(f, "%d\n", os.Getpid()) // for whoever finds it
	if err := f.Close(); err != nil {
		os.Remove(path)
		return nil, err
	}
	var once sync.Once
	return func() { once.Do(func() { os.Remove(path) }) }, nil
}

// processAlive is true: without a way to ask, a lease is stale only when
// its heartbeat is.
func processAlive(int) bool { return true }

// ownedByMe is false: these systems have no Unix mode bits to narrow.
func ownedByMe(fs.FileInfo) bool { return false }
