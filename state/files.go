package state

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Files a user names on the command line (R55): a domain file or a
// scenario is read only from a regular file, refused at once otherwise (a
// FIFO would block the open for ever, a device would never end); an output
// (--cast, --screens, export -o, a golden, a saved artifact) is written
// whole or not at all, never over an existing file without force, and
// never into a device, a FIFO or a socket.

// ErrFileExists is WriteFileSafe's error when the file is there and force was
// not given; callers say which flag overwrites it.
var ErrFileExists = errors.New("it already exists")

// NotRegularError says what a path is when it is not a regular file.
type NotRegularError struct {
	What string // "a directory", "a FIFO (named pipe)", "a device" …
}

func (e *NotRegularError) Error() string {
	if e.What == "a directory" {
		return "it is a directory"
	}
	return "it is " + e.What + ", not a regular file"
}

// notRegular is the error for a file of mode m, nil for a regular file.
func notRegular(m fs.FileMode) error {
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		return &NotRegularError{What: "a directory"}
	case m&fs.ModeNamedPipe != 0:
		return &NotRegularError{What: "a FIFO (named pipe)"}
	case m&fs.ModeSocket != 0:
		return &NotRegularError{What: "a socket"}
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return &NotRegularError{What: "a device"}
	}
	return &NotRegularError{What: "a special file"}
}

// OpenRegular opens path for reading only when it is a regular file (a
// symlink to one counts). What it is is asked before the open, and the
// open does not wait (O_NONBLOCK), so a FIFO swapped in between is still
// refused at once instead of blocking until a writer comes.
func OpenRegular(path string) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := notRegular(info.Mode()); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = notRegular(info.Mode())
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// CheckWritable refuses at once what WriteFileSafe would refuse: a path
// that is not a regular file, an existing one without force, a folder
// that does not exist or cannot be written. A command that takes minutes
// before it writes (a recording) asks first.
func CheckWritable(path string, force bool) error {
	if err := checkTarget(path, force); err != nil {
		return err
	}
	probe, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return pathReason(err)
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// checkTarget is CheckWritable without trying the folder.
func checkTarget(path string, force bool) error {
	if info, err := os.Stat(path); err == nil {
		if err := notRegular(info.Mode()); err != nil {
			return err
		}
	}
	if _, err := os.Lstat(path); err == nil && !force {
		return ErrFileExists
	}
	info, err := os.Stat(filepath.Dir(path))
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return fmt.Errorf("%s is not a folder", filepath.Dir(path))
	}
	return nil
}

// writeTemp writes into the temporary file; a test makes it fail as a full
// disk does.
var writeTemp = func(f *os.File, write func(io.Writer) error) error {
	if err := write(f); err != nil {
		return err
	}
	return f.Sync()
}

// WriteFileSafe writes data to path whole or not at all: into a temporary
// file in the same folder, which then takes path's name. A write that
// fails (a full disk) leaves what was at path untouched. Without force an
// existing path is refused (ErrFileExists), even one that appears meanwhile: the
// name is taken with a hard link, which fails on an existing name where a
// rename would replace it. A path that is not a regular file is refused
// even with force. A symlink is written through: the file it points at
// gets the data. Errors name no temporary file.
func WriteFileSafe(path string, data []byte, force bool, perm os.FileMode) error {
	return WriteSafe(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, force, perm)
}

// WriteSafe is WriteFileSafe for an output written as a stream (an export
// of a long session is never held whole in memory).
func WriteSafe(path string, write func(io.Writer) error, force bool, perm os.FileMode) error {
	target := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real
	}
	if err := checkTarget(target, force); err != nil {
		return err
	}
	if _, err := os.Lstat(path); err == nil && !force {
		return ErrFileExists // a dangling symlink is an existing name too
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return pathReason(err)
	}
	defer os.Remove(tmp.Name()) // after a rename or a link, there is nothing left to remove
	if err := writeTemp(tmp, write); err != nil {
		tmp.Close()
		return pathReason(err)
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return pathReason(err)
	}
	if err := tmp.Close(); err != nil {
		return pathReason(err)
	}
	if !force {
		err := os.Link(tmp.Name(), target)
		if errors.Is(err, fs.ErrExist) {
			return ErrFileExists
		}
		if err == nil {
			return nil
		}
		// no hard links on this file system: the check above has to do
	}
	return pathReason(os.Rename(tmp.Name(), target))
}

// pathReason is an error's reason without its path, which may be a
// temporary file's the user never asked for.
func pathReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
