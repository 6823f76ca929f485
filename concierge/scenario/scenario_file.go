package scenario

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/concierge-dev/concierge/state"
)

// MaxScenarioSize is the largest scenario file replay reads (R46). The
// longest real scenarios are a few KB; the limit is there so that a wrong
// argument (a log, a disk image, /dev/zero) is refused instead of read.
const MaxScenarioSize = 10 << 20

var errScenarioTooLarge = fmt.Errorf("the file is larger than %d MB, the limit of a scenario file", MaxScenarioSize>>20)

// LoadScenario reads the scenario file at path, streaming it with a size
// limit: a file over MaxScenarioSize, or anything but a regular file (a
// FIFO, a device), is refused before anything is read, and a file that
// grows past the limit while it is read is refused then. Every error is a *ParseError naming the
// file, and its line when it has one.
func LoadScenario(path string) (*Scenario, error) {
	// a FIFO or a device is refused before it is opened (R55): the open
	// of a FIFO waits for a writer, a device may never end
	f, err := state.OpenRegular(path)
	if err != nil {
		return nil, &ParseError{File: path, Msg: "cannot read the file: " + pathErrText(err)}
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, &ParseError{File: path, Msg: "cannot read the file: " + pathErrText(err)}
	}
	if info.Size() > MaxScenarioSize {
		return nil, &ParseError{File: path, Msg: errScenarioTooLarge.Error()}
	}
	return ReadScenario(path, &sizeLimit{r: f, left: MaxScenarioSize})
}

// pathErrText is an *fs.PathError's reason without the path, which the
// ParseError already names.
func pathErrText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// sizeLimit reads from r until more than left bytes have come, then fails
// with errScenarioTooLarge. Unlike io.LimitReader it does not pretend the
// input ended there: a cut file would otherwise parse as a shorter one.
type sizeLimit struct {
	r    io.Reader
	left int64
}

func (l *sizeLimit) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, errScenarioTooLarge
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1] // one byte past the limit tells "exactly the limit" from "more"
	}
	n, err := l.r.Read(p)
	if int64(n) > l.left {
		l.left = -1
		return 0, errScenarioTooLarge
	}
	l.left -= int64(n)
	return n, err
}
