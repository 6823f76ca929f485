package state

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// fileModes is the mode of the store's files that exist.
func fileModes(t *testing.T, path string) map[string]os.FileMode {
	t.Helper()
	out := map[string]os.FileMode{}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(p)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(p)] = fi.Mode().Perm()
	}
	return out
}

// R45: the data dir is made 0700 and the database and its WAL files are
// 0600, whether the store is new, the dir was there, or an older build
// left the database readable by others.
func TestStoreFilesArePrivate(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("no Unix modes")
	}
	for _, tc := range []struct {
		name    string
		prepare func(t *testing.T, dir string) // dir does not exist yet
		dirMode os.FileMode                    // 0 when the test does not care
	}{
		{"new dir", func(*testing.T, string) {}, 0o700},
		{"dir already there", func(t *testing.T, dir string) {
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
		}, 0},
		{"database left 0644", func(t *testing.T, dir string) {
			s, err := OpenStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			for _, p := range []string{DBName, DBName + "-wal", DBName + "-shm"} {
				if err := os.Chmod(filepath.Join(dir, p), 0o644); err != nil && !errors.Is(err, os.ErrNotExist) {
					t.Fatal(err)
				}
			}
		}, 0o700},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "data")
			tc.prepare(t, dir)
			s, err := OpenStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			sess := New("private", "bank", t0)
			if err := s.Create(sess); err != nil {
				t.Fatal(err)
			}
			appendN(t, s, "private", 1, 3)
			modes := fileModes(t, s.Path())
			for _, name := range []string{DBName, DBName + "-wal", DBName + "-shm"} {
				if m, ok := modes[name]; !ok || m != 0o600 {
					t.Errorf("%s: mode %v (exists %v), want 0600", name, m, ok)
				}
			}
			if tc.dirMode != 0 {
				if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != tc.dirMode {
					t.Errorf("data dir mode %v, %v; want %v", fi.Mode().Perm(), err, tc.dirMode)
				}
			}
		})
	}
}

// A database that turns out not to be ours is refused without its mode
// being touched.
func TestStoreLeavesForeignModes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, DBName)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE notes (body TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := OpenStore(dir); err == nil {
		s.Close()
		t.Fatal("another program's database was opened")
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, %v; want it left 0644", fi.Mode().Perm(), err)
	}
}

// R45: after Delete, the deleted session's text is in neither the database
// file nor its WAL, while the other session's text still is (so the search
// would have found it).
func TestStoreDeleteLeavesNoTrace(t *testing.T) {
	t.Parallel()
	const gone, kept = "zebra-umbrella-7319", "walrus-teapot-4471"
	for _, tc := range []struct {
		name  string
		large bool // a snapshot long enough to need overflow pages
	}{
		{"small", false},
		{"large snapshot", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openTestStore(t)
			for _, c := range []struct{ id, word string }{{"drop", gone}, {"keep", kept}} {
				sess := New(c.id, "bank", t0)
				text := "my secret word is " + c.word
				if tc.large {
					text += strings.Repeat(" and "+c.word, 400)
				}
				sess.Messages = append(sess.Messages, Message{Role: RoleUser, Text: text, Time: t0})
				if err := s.Create(sess); err != nil {
					t.Fatal(err)
				}
				data, _ := json.Marshal(map[string]string{"text": text})
				if err := s.SaveTurn(c.id, []Record{{Kind: "user", Data: data}}, Listing{Title: text, Messages: 1}); err != nil {
					t.Fatal(err)
				}
				if err := s.Snapshot(c.id, sess, 1); err != nil {
					t.Fatal(err)
				}
			}
			if raw := rawStoreBytes(t, s.Path()); !bytes.Contains(raw, []byte(gone)) {
				t.Fatal("the word is not on disk before Delete: the test proves nothing")
			}
			if err := s.Delete("drop"); err != nil {
				t.Fatal(err)
			}
			raw := rawStoreBytes(t, s.Path())
			if n := bytes.Count(raw, []byte(gone)); n > 0 {
				t.Errorf("the deleted session's word is still on disk %d times", n)
			}
			if !bytes.Contains(raw, []byte(kept)) {
				t.Error("the other session's word is not on disk")
			}
			if fi, err := os.Stat(s.Path() + "-wal"); err == nil && fi.Size() != 0 {
				t.Errorf("the WAL holds %d bytes after Delete", fi.Size())
			}
			if _, recs, err := s.Load("keep"); err != nil || len(recs) != 0 {
				t.Errorf("Load(keep) = %d records, %v", len(recs), err)
			}
		})
	}
}

func TestSameFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	other := filepath.Join(dir, "export.json")
	if err := os.WriteFile(other, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.db")
	hasLink := os.Symlink(s.Path(), link) == nil
	for _, tc := range []struct {
		name string
		a, b string
		want bool
	}{
		{"itself", s.Path(), s.Path(), true},
		{"another spelling", s.Path(), filepath.Join(dir, ".", "x", "..", DBName), true},
		{"a symlink to it", s.Path(), link, hasLink},
		{"another file", s.Path(), other, false},
		{"a missing file", s.Path(), filepath.Join(dir, "nope"), false},
		{"both missing", filepath.Join(dir, "nope"), filepath.Join(dir, "nope"), false},
	} {
		if got := SameFile(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: SameFile = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// R45: with neither HOME nor XDG_DATA_HOME, or with unusable ones, there is
// an error that says what to do, never a panic or a relative dir.
func TestDefaultDataDirWithoutHome(t *testing.T) {
	for _, tc := range []struct {
		name, home, xdg string
		unset           bool // HOME and XDG_DATA_HOME absent, not just empty
	}{
		{"both unset", "", "", true},
		{"both empty", "", "", false},
		{"relative home", "relative/home", "", false},
		{"relative xdg, no home", "", "relative/xdg", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("HOME", tc.home)
			t.Setenv("XDG_DATA_HOME", tc.xdg)
			if tc.unset {
				os.Unsetenv("HOME") // t.Setenv puts it back afterwards
				os.Unsetenv("XDG_DATA_HOME")
			}
			if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
				t.Skip("the home dir comes from elsewhere")
			}
			dir, err := DefaultDataDir()
			if err == nil {
				t.Fatalf("DefaultDataDir = %q, want an error", dir)
			}
			if !strings.Contains(err.Error(), "--data-dir") {
				t.Errorf("error %q does not say what to do", err)
			}
		})
	}
}
