package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/state"
	"github.com/concierge-dev/concierge/tui"
)

// The files --cast and --screens write (R48), as R55 has them: nothing is
// replaced without --force, nothing is written into a FIFO or a device,
// and no file is named by what the user typed.

// checkOutputs refuses at once, before any scenario plays, a --cast or
// --screens that could not be written.
func (f *screenFlags) checkOutputs() error {
	if f.Cast != "" {
		if err := checkCast(f.Cast, f.Force); err != nil {
			return err
		}
	}
	if f.Screens != "" {
		return checkScreensDir(f.Screens, f.Force)
	}
	return nil
}

// checkCast refuses a --cast path that is not a regular file, exists
// without force, or lies in a folder that cannot be written; "-" is
// standard output.
func checkCast(path string, force bool) error {
	if path == "-" {
		return nil
	}
	if err := outputError(path, state.CheckWritable(path, force)); err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	return nil
}

// checkScreensDir accepts a --screens folder that is absent or empty, or
// any folder with force.
func checkScreensDir(dir string, force bool) error {
	shown := concierge.SanitizeLine(dir)
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return &exitError{code: 1, msg: fmt.Sprintf("cannot write the screens to %s: %s", shown, concierge.SanitizeLine(pathReason(err).Error()))}
	case !info.IsDir():
		return &exitError{code: 1, msg: fmt.Sprintf("--screens %s: it is not a folder; give a folder for the screens", shown)}
	case force:
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("cannot write the screens to %s: %s", shown, concierge.SanitizeLine(pathReason(err).Error()))}
	}
	defer d.Close()
	if _, err := d.Readdirnames(1); !errors.Is(err, io.EOF) {
		return &exitError{code: 1, msg: fmt.Sprintf("--screens %s is not empty; give a new or empty folder, or use --force to write over its screens", shown)}
	}
	return nil
}

// screenFiles writes each step's screen of a replay into dir (--screens):
// 00-start.txt, then one file a step, named by its number and its
// directive only, never its words (R55): NN-user.txt for a user's line,
// NN-approve.txt, NN-reject.txt, and NN-screen-NAME.txt when an
// `expect screen NAME` follows the step.
type screenFiles struct {
	dir   string
	w, h  int
	force bool
	names map[int]string // the screen named after the step at each line
	n     int
	err   error
	wrote int
}

func newScreenFiles(sc *scenario.Scenario, dir string, w, h int, force bool) *screenFiles {
	return &screenFiles{dir: dir, w: w, h: h, force: force, names: screenNames(sc)}
}

// screenNames maps a step's line (0: the start) to the name of the first
// `expect screen` that follows it before the next step.
func screenNames(sc *scenario.Scenario) map[int]string {
	names := map[int]string{}
	at := 0
	for _, st := range sc.Steps {
		if st.Kind != scenario.StepExpect {
			at = st.Line
			continue
		}
		if _, named := names[at]; st.What == "screen" && !named {
			names[at] = st.Arg
		}
	}
	return names
}

func (s *screenFiles) after(st scenario.Step, eng *concierge.Engine) {
	if s.err != nil {
		return
	}
	name := fmt.Sprintf("%02d-%s.txt", s.n, s.stepName(st))
	s.n++
	if s.err = os.MkdirAll(s.dir, 0o755); s.err != nil {
		return
	}
	path := filepath.Join(s.dir, name)
	if err := state.WriteFileSafe(path, []byte(tui.Screen(eng, s.w, s.h)+"\n"), s.force, 0o644); err != nil {
		s.err = outputError(path, err)
		return
	}
	s.wrote++
}

// stepName names a step in a file name by its directive.
func (s *screenFiles) stepName(st scenario.Step) string {
	line := st.Line
	if st.Kind == scenario.StepStart {
		line = 0
	}
	if name, ok := s.names[line]; ok {
		return "screen-" + name
	}
	switch st.Kind {
	case scenario.StepStart:
		return "start"
	case scenario.StepApprove:
		return "approve"
	case scenario.StepReject:
		return "reject"
	}
	return "user"
}
