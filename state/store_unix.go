//go:build unix && !aix

package state

import (
	"errors"
	"io/fs"
	"os"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"
)

// lockFile takes an exclusive flock(2) on the file at path, creating it
// (0600) if needed, without waiting. flock belongs to the open file, not
// the process, so a second lock from this process fails as one from
// another does; the kernel drops it when the process dies, kill -9
// included; the descriptor is close-on-exec, so a child process does not
// inherit it.
//
// release removes the file while still holding the lock, so lock files do
// not pile up. A process that opened the file before that, and locks it
// after, holds a lock on a file no longer in the dir: it sees that (the
// path names another file, or none) and starts again.
func lockFile(path string) (release func(), err error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, err
		}
		for {
			err = unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
			if !errors.Is(err, unix.EINTR) {
				break
			}
		}
		if errors.Is(err, unix.EWOULDBLOCK) {
			f.Close()
			return nil, &lockedError{}
		}
		if err != nil {
			f.Close()
			return nil, &os.PathError{Op: "flock", Path: path, Err: err}
		}
		held, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, err
		}
		now, err := os.Stat(path)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			f.Close()
			return nil, err
		}
		if err != nil || !os.SameFile(held, now) {
			f.Close() // a released lock's file: try the path's new one
			continue
		}
		var once sync.Once
		return func() {
			once.Do(func() {
				os.Remove(path)
				f.Close()
			})
		}, nil
	}
}

// processAlive reports whether a process with this id runs on this
// machine (one of another user counts: it may still hold a lease).
func processAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := unix.Kill(pid, 0)
	return err == nil || errors.Is(err, unix.EPERM)
}

// ownedByMe reports whether the file belongs to this process's user.
func ownedByMe(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}
