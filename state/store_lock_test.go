package state

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// R43: one writer per session. In this process, a second Lock of a session
// fails at once, from the same Store or another one on the data dir; after
// release it succeeds again; other sessions are not affected.
func TestStoreLockInProcess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	other, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()

	release, err := s.Lock("abc123")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		s    *Store
	}{{"same store", s}, {"another store", other}} {
		_, err := tc.s.Lock("abc123")
		if !errors.Is(err, ErrLocked) {
			t.Fatalf("%s: second Lock = %v, want ErrLocked", tc.name, err)
		}
		if !strings.Contains(err.Error(), "abc123") {
			t.Errorf("%s: error %q does not name the session", tc.name, err)
		}
	}
	r2, err := other.Lock("def456")
	if err != nil {
		t.Fatalf("another session: %v", err)
	}
	r2()
	release()
	release() // a second release does nothing
	again, err := other.Lock("abc123")
	if err != nil {
		t.Fatalf("Lock after release: %v", err)
	}
	defer again()
	if fi, err := os.Stat(filepath.Join(dir, "locks")); err != nil || (runtime.GOOS != "windows" && fi.Mode().Perm() != 0o700) {
		t.Errorf("locks dir: %v, %v; want mode 0700", fi.Mode().Perm(), err)
	}
	if fi, err := os.Stat(filepath.Join(dir, "locks", "abc123.lock")); err != nil || (runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600) {
		t.Errorf("lock file: %v, %v; want mode 0600", fi, err)
	}
}

// Released locks leave no files behind.
func TestStoreLockCleansUp(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	for range 3 {
		release, err := s.Lock("cycle")
		if err != nil {
			t.Fatal(err)
		}
		release()
	}
	entries, err := os.ReadDir(filepath.Join(filepath.Dir(s.Path()), "locks"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 0 {
		t.Errorf("files left in locks/: %v", entries)
	}
	if _, err := s.Lock(""); err == nil {
		t.Error("Lock of an empty id succeeded")
	}
}

func TestLockName(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		id       string
		want     string // "" when the name must be a digest
		distinct string // another id that must not get the same name
	}{
		{id: "3f2a9c1b0d4e", want: "3f2a9c1b0d4e.lock"},
		{id: "rt-fresh_session.2", want: "rt-fresh_session.2.lock"},
		{id: "../../etc/passwd", distinct: "..-..-etc-passwd"},
		{id: "a/b", distinct: "a_b"},
		{id: ".hidden"},
		{id: "..", distinct: "."},
		{id: "with space"},
		{id: "ünïcode"},
		{id: strings.Repeat("x", 101), distinct: strings.Repeat("x", 102)},
	} {
		name := lockName(tc.id)
		if tc.want != "" {
			if name != tc.want {
				t.Errorf("lockName(%q) = %q, want %q", tc.id, name, tc.want)
			}
			continue
		}
		if !strings.HasPrefix(name, "~") || !strings.HasSuffix(name, ".lock") || strings.ContainsAny(name, `/\`) || len(name) > 60 {
			t.Errorf("lockName(%q) = %q, want a digest name", tc.id, name)
		}
		if tc.distinct != "" && lockName(tc.distinct) == name {
			t.Errorf("lockName(%q) = lockName(%q)", tc.id, tc.distinct)
		}
	}
}
