package state

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"modernc.org/sqlite"
)

// OpenStore opens (creating it if needed) the store in dir: dir/sessions.db.
// The dir is created with mode 0700 and the database with 0600 (R45); a
// database of ours with a broader mode is narrowed to 0600, with its WAL
// files. The schema is migrated to SchemaVersion; a store from a newer
// build, a file that is not a store and an unusable dir are refused with an
// error that says what to do, and the file is left as it was.
func OpenStore(dir string) (*Store, error) {
	if err := prepareDir(dir); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, DBName)
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if err := checkDBFile(path); err != nil {
		return nil, err
	}
	if err := createPrivate(path); err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		return nil, fmt.Errorf("open the session store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, now: time.Now, renew: leaseRenew}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, err
	}
	// Only now that the file is known to be a store of ours: someone
	// else's database is left as it was.
	if err := narrowModes(path); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// dsn is the driver's name for the database at path.
//
// busy_timeout makes a writer wait up to 5 s for another process's write
// to finish instead of failing with "database is locked"; _txlock=immediate
// starts every write transaction with BEGIN IMMEDIATE, which takes the
// write lock up front so that a read-then-write transaction can never fail
// halfway on a stale snapshot. journal_mode=WAL is set once by migrate (it
// is persistent), not here: it would rewrite the header of a file we have
// not yet checked.
//
// synchronous=NORMAL: in WAL mode a commit is then written to the WAL file
// but not synced; the WAL is synced at each checkpoint. A commit that has
// returned survives the process being killed (the kernel has the write),
// which is what R22 and R42 ask; a power cut or a kernel crash may lose the
// last commits, in order and whole — never half of one, and never a later
// one without an earlier one, so an intent record (R42) is never lost while
// the ledger write that followed it survives. FULL (a sync per commit)
// made BenchmarkTurns10k 2.6 times slower and write 16% more (R44).
//
// page_size=1024 applies to a new database only (a store of schema 1 keeps
// its 4 KiB pages): a commit rewrites every page it touches, and a turn
// touches a few pages with 3 KB of new data, so small pages write about
// half the bytes of the default 4 KiB ones (see BenchmarkTurns10k).
//
// secure_delete=FAST zeroes deleted content on the pages a write touches
// anyway, at no extra I/O; Delete turns it fully on for its own work (a
// freed page is zeroed too), and then vacuums (R45). Fully on everywhere
// would write every snapshot twice (its old pages are zeroed, then the new
// ones written).
func dsn(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	return "file:" + esc + fmt.Sprintf("?_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)&_txlock=immediate", busyTimeout.Milliseconds()) +
		"&_pragma=synchronous(1)&_pragma=page_size(1024)&_pragma=secure_delete(fast)"
}

// busyTimeout is how long a writer waits for another process's write.
const busyTimeout = 5 * time.Second

// IsBusy reports whether err is, or wraps, SQLite's "database is locked":
// another process held the store longer than the writer waits. It is worth
// trying again later; other errors are not.
func IsBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && (se.Code()&0xff == 5 || se.Code()&0xff == 6) // SQLITE_BUSY, SQLITE_LOCKED
}

// Close gives up the leases this Store holds, then closes the database.
// Events already appended are on disk.
func (s *Store) Close() error {
	s.closeLeases()
	return s.db.Close()
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// SameFile reports whether the paths name the same existing file (through
// links or different spellings), so that a command writing to a file can
// refuse to write over the store. It is false when either does not exist.
func SameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	if err != nil {
		return false
	}
	return os.SameFile(fa, fb)
}

// createPrivate creates the database file with mode 0600 when there is
// none, so that SQLite (which would create it 0644) finds it there, and
// makes its WAL files with the same mode. An empty file is a new database
// to SQLite.
func createPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return nil // there already, or another process made it just now
	}
	if err != nil {
		return fmt.Errorf("cannot create the session store %s: %v; fix the data dir's permissions, or use --data-dir for a separate store", path, unwrapPath(err))
	}
	return f.Close()
}

// narrowModes gives the database and its WAL files mode 0600 when they are
// ours and broader (made by an older build, or by hand). A file of another
// user is left alone: chmod would fail, and as root it would lock its
// owner out.
func narrowModes(path string) error {
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(p)
		if err != nil || fi.Mode().Perm()&0o077 == 0 || !ownedByMe(fi) {
			continue
		}
		if err := os.Chmod(p, 0o600); err != nil {
			return fmt.Errorf("cannot make the session store %s private: %v; fix its permissions (chmod 600), or use --data-dir for a separate store", p, unwrapPath(err))
		}
	}
	return nil
}
