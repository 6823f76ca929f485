package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// writeExportFile writes an export to path without ever clobbering (R45,
// R55): never over the session store (or its journal files), over another
// existing file only with force, and never into a FIFO or a device. The
// export is written whole or not at all (state.WriteFileSafe): a failed
// export leaves what was there untouched. The file is private (0600): an
// export holds a whole conversation.
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
	return outputError(path, state.WriteSafe(path, write, force, 0o600))
}

// outputError says why an output file was not written, naming it (R46)
// and the flag that overwrites it; nil for nil.
func outputError(path string, err error) error {
	shown := concierge.SanitizeLine(path)
	var nr *state.NotRegularError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, state.ErrFileExists):
		return fmt.Errorf("%s already exists; use --force to overwrite it", shown)
	case errors.As(err, &nr):
		return fmt.Errorf("cannot write %s: %v; give a file (or - for standard output)", shown, err)
	}
	return fmt.Errorf("cannot write %s: %s", shown, concierge.SanitizeLine(pathReason(err).Error()))
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
