package state

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// One writer per session (R43, R55): a process that writes to a session
// holds its lock, an OS lock on the file locks/<id>.lock in the data dir,
// and its lease in the database (store_lease.go). The kernel lets go of the
// OS lock when the process ends, however it ends, so a crash never leaves
// a session locked (where the OS gives such locks: see store_unix.go and
// store_other.go); the lease of a dead process is stale at once on its own
// machine, and after leaseStale elsewhere.

// ErrLocked is wrapped by Lock's error when the session is open for writing
// in another process, or already in this one.
var ErrLocked = errors.New("session is open in another concierge")

type lockedError struct {
	id, hint string
}

func (e *lockedError) Error() string {
	return fmt.Sprintf("session %s is already open in another concierge%s", e.id, e.hint)
}

func (e *lockedError) Is(target error) bool { return target == ErrLocked }

// Lock takes the session's write lock, at once or not at all: when another
// process (or another Lock in this one) holds it, the error wraps
// ErrLocked. It is two locks: the lock file's flock, the fast path that
// fails at once while another process holds it, and the session's lease in
// the database (store_lease.go), which holds even when a user removes the
// locks dir. release lets go of both; it may be called more than once. A
// session not yet created can be locked.
func (s *Store) Lock(id string) (release func(), err error) {
	if id == "" {
		return nil, errors.New("lock a session: no session id")
	}
	dir := filepath.Join(filepath.Dir(s.path), "locks")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("lock session %s: cannot create %s: %v; fix the data dir's permissions, or use --data-dir for a separate store", id, dir, unwrapPath(err))
	}
	path := filepath.Join(dir, lockName(id))
	unlock, err := lockFile(path)
	var le *lockedError
	if errors.As(err, &le) {
		le.id = id
		return nil, le
	}
	if err != nil {
		return nil, fmt.Errorf("lock session %s with %s: %v", id, path, unwrapPath(err))
	}
	l, err := s.takeLease(id)
	if err != nil {
		unlock()
		if errors.As(err, &le) {
			return nil, le
		}
		return nil, fmt.Errorf("lock session %s: %w", id, err)
	}
	return func() {
		s.releaseOnce(id, l)
		unlock()
	}, nil
}

// lockName is the lock file's name for a session id: the id itself when it
// is a plain file name, else a digest of it (which no plain name starts
// with "~"), so that no id can reach outside the locks dir.
func lockName(id string) string {
	plain := len(id) <= 100 && !strings.HasPrefix(id, ".") && strings.IndexFunc(id, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.')
	}) < 0
	if plain {
		return id + ".lock"
	}
	sum := sha256.Sum256([]byte(id))
	return "~" + hex.EncodeToString(sum[:16]) + ".lock"
}
