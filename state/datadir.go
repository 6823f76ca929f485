package state

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// DefaultDataDir returns where sessions are kept when --data-dir is not
// given: $XDG_DATA_HOME/concierge, else ~/.local/share/concierge. A relative
// XDG_DATA_HOME is ignored, as the XDG base directory spec asks. The
// directory is not created here; OpenStore does that.
func DefaultDataDir() (string, error) {
	if x := os.Getenv("XDG_DATA_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "concierge"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("cannot find a data dir (%v); give one with --data-dir, or use --no-store", err)
	}
	if !filepath.IsAbs(home) {
		// A relative HOME would put the sessions wherever the command
		// happens to run.
		return "", fmt.Errorf("cannot find a data dir (the home dir %q is not an absolute path); give one with --data-dir, or use --no-store", home)
	}
	return filepath.Join(home, ".local", "share", "concierge"), nil
}

// prepareDir creates dir (0700: sessions are private) and checks that a file
// can be created in it, so that an unwritable dir is reported up front in
// plain words instead of as SQLite's "unable to open database file".
func prepareDir(dir string) error {
	if dir == "" {
		return errors.New("no data dir given; use --data-dir, or --no-store")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("cannot create the data dir %s: %v; use --data-dir to choose another, or --no-store", dir, unwrapPath(err))
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("cannot use the data dir %s: %v; use --data-dir to choose another, or --no-store", dir, unwrapPath(err))
	}
	if !fi.IsDir() {
		return fmt.Errorf("the data dir %s is not a directory; use --data-dir to choose another, or --no-store", dir)
	}
	f, err := os.CreateTemp(dir, ".write-test-*")
	if err != nil {
		return fmt.Errorf("the data dir %s is not writable: %v; fix its permissions, use --data-dir to choose another, or --no-store", dir, unwrapPath(err))
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	return nil
}

// sqliteHeader opens every SQLite database file.
const sqliteHeader = "SQLite format 3\x00"

// checkDBFile looks at the database file before SQLite does: it must be
// absent, empty, or start with the SQLite header, and be writable. Reading
// 16 bytes never changes the file.
func checkDBFile(path string) error {
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cannot read the session store %s: %v; use --data-dir for a separate store, or --no-store", path, unwrapPath(err))
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("the session store %s is not a regular file; move it aside, or use --data-dir for a separate store", path)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return fmt.Errorf("the session store %s cannot be opened for writing: %v; fix its permissions, or use --data-dir for a separate store", path, unwrapPath(err))
	}
	defer f.Close()
	if fi.Size() == 0 {
		return nil // SQLite treats an empty file as a new database
	}
	head := make([]byte, len(sqliteHeader))
	if _, err := io.ReadFull(f, head); err != nil || string(head) != sqliteHeader {
		return notADatabase(path)
	}
	return nil
}

func notADatabase(path string) error {
	return fmt.Errorf("%s is not a concierge session store (not an SQLite database, or damaged); move it aside, or use --data-dir for a separate store", path)
}

// unwrapPath drops the *PathError wrapper, whose text repeats the path the
// message already names.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
