package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/concierge-dev/concierge/concierge"
)

// writeExportFile writes an export to path without ever clobbering (R45):
// never over the session store (or its journal files), and over another
// existing file only with force. The data goes to a private temporary file
// beside the target first and takes the target's name only once it is
// complete, so a failed export leaves no half-written file behind.
func writeExportFile(path string, write func(io.Writer) error, store string, force bool) error {
	shown := concierge.SanitizeLine(path)
	// a symlink is written through: the file it points at gets the export
	target := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real
	}
	if isStoreFile(target, store) {
		return fmt.Errorf("%s is the session store itself; export to another file", shown)
	}
	if _, err := os.Lstat(path); err == nil && !force {
		return fmt.Errorf("%s already exists; use --force to overwrite it", shown)
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", shown, pathReason(err))
	}
	defer os.Remove(tmp.Name()) // after a rename or a link, there is nothing left to remove
	if err := write(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("cannot write %s: %v", shown, pathReason(err))
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("cannot write %s: %v", shown, pathReason(err))
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %v", shown, pathReason(err))
	}
	if !force {
		// a hard link fails when the name is taken, even by a file that
		// appeared since the check above; a rename would replace it
		err := os.Link(tmp.Name(), target)
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s already exists; use --force to overwrite it", shown)
		}
		if err == nil {
			return nil
		}
		// no hard links on this file system: the check above has to do
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("cannot write %s: %v", shown, pathReason(err))
	}
	return nil
}

// isStoreFile reports whether path is the store's database or one of the
// files SQLite keeps beside it, by identity: another name for the same
// file (a symlink, a hard link, "./") counts.
func isStoreFile(path, store string) bool {
	info, err := os.Stat(path)
	if err != nil {
		return false
	}
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		if s, err := os.Stat(store + suffix); err == nil && os.SameFile(info, s) {
			return true
		}
	}
	return false
}

// pathReason is an *fs.PathError's reason without its path, which is a
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
