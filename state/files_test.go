package state

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mkfifo makes a FIFO in a fresh folder, or skips where there are none.
func mkfifo(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "pipe")
	if out, err := exec.Command("mkfifo", path).CombinedOutput(); err != nil {
		t.Skipf("no FIFOs here: %v %s", err, out)
	}
	return path
}

// within fails the test when f does not return within a second: a FIFO
// opened for reading or writing blocks until the other end comes.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("blocked: a FIFO was opened instead of refused")
	}
}

func TestOpenRegularRefusesWhatIsNotAFile(t *testing.T) {
	t.Parallel()
	fifo := mkfifo(t)
	within(t, func() {
		f, err := OpenRegular(fifo)
		var nr *NotRegularError
		if !errors.As(err, &nr) || !strings.Contains(err.Error(), "FIFO") {
			t.Errorf("FIFO: %v", err)
		}
		if f != nil {
			f.Close()
		}
	})
	if _, err := OpenRegular(t.TempDir()); err == nil || err.Error() != "it is a directory" {
		t.Errorf("folder: %v", err)
	}
	if _, err := os.Stat("/dev/null"); err == nil {
		if _, err := OpenRegular("/dev/null"); err == nil || !strings.Contains(err.Error(), "a device") {
			t.Errorf("/dev/null: %v", err)
		}
	}
	path := filepath.Join(t.TempDir(), "f.yaml")
	if err := os.WriteFile(path, []byte("name: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(t.TempDir(), "link.yaml")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	f, err := OpenRegular(link)
	if err != nil {
		t.Fatalf("a symlink to a file: %v", err)
	}
	f.Close()
}

func TestWriteFileSafeNeverClobbers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "out.cast")
	if err := WriteFileSafe(path, []byte("one"), false, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileSafe(path, []byte("two"), false, 0o644); !errors.Is(err, ErrFileExists) {
		t.Errorf("over an existing file without force: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "one" {
		t.Errorf("the existing file holds %q", b)
	}
	if err := WriteFileSafe(path, []byte("two"), true, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "two" {
		t.Errorf("with force the file holds %q", b)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o644 {
		t.Errorf("mode %v", info.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

func TestWriteFileSafeRefusesSpecialFiles(t *testing.T) {
	t.Parallel()
	fifo := mkfifo(t)
	within(t, func() {
		for _, force := range []bool{false, true} {
			var nr *NotRegularError
			if err := WriteFileSafe(fifo, []byte("x"), force, 0o644); !errors.As(err, &nr) {
				t.Errorf("FIFO, force %v: %v", force, err)
			}
			if err := CheckWritable(fifo, force); !errors.As(err, &nr) {
				t.Errorf("CheckWritable FIFO, force %v: %v", force, err)
			}
		}
	})
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO is gone or replaced: %v %v", info, err)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		if err := WriteFileSafe("/dev/full", []byte("x"), true, 0o644); err == nil || !strings.Contains(err.Error(), "a device") {
			t.Errorf("/dev/full: %v", err)
		}
		if _, err := os.Stat("/dev/full"); err != nil {
			t.Fatalf("/dev/full is gone: %v", err)
		}
	}
}

// A write that fails (a full disk) leaves what was there as it was, and
// no temporary file. Not parallel: it swaps the write for a failing one.
func TestWriteFileSafeFailureKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bank.cast")
	if err := os.WriteFile(path, []byte("the old recording"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := writeTemp
	defer func() { writeTemp = old }()
	writeTemp = func(f *os.File, write func(io.Writer) error) error {
		f.Write([]byte("a new rec")) // half of it, then the disk is full
		return syscall.ENOSPC
	}
	err := WriteFileSafe(path, []byte("a new recording"), true, 0o644)
	if !errors.Is(err, syscall.ENOSPC) || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("error %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "the old recording" {
		t.Errorf("the file holds %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

func TestCheckWritable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := CheckWritable(filepath.Join(dir, "new.cast"), false); err != nil {
		t.Errorf("a new file: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the check left %v", entries)
	}
	if err := CheckWritable(filepath.Join(dir, "no", "such.cast"), false); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing folder: %v", err)
	}
	if err := CheckWritable(dir, true); err == nil || err.Error() != "it is a directory" {
		t.Errorf("a folder: %v", err)
	}
}
