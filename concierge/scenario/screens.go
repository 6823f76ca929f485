package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/concierge-dev/concierge/concierge"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// Golden screens (R47): `expect screen NAME` draws the TUI at that point of
// the conversation and compares it with testdata/NAME.golden beside the
// scenario file. This package imports no tui: the command line injects the
// TUI's own drawing as Screens.Draw, so a golden is exactly what a user sees.

// Screens draws and checks the screens of a replay.
type Screens struct {
	// Draw renders what the TUI shows for eng's session at width×height,
	// as plain text (no colours, no clock, no terminal-derived widths).
	// nil: every screen is skipped with a note.
	Draw func(eng *concierge.Engine, width, height int) string
	// Width and Height are the size of a scenario without a size line
	// (--size); 0 is DefaultScreenWidth×DefaultScreenHeight.
	Width, Height int
	// Update writes or rewrites the goldens instead of comparing them.
	Update bool
	// Trouble, when set, says why Draw cannot give a golden's bytes in
	// this process: screens are skipped with it as a note, and none is
	// written.
	Trouble string
}

// The size of a screen when neither the scenario nor --size says.
const (
	DefaultScreenWidth  = 100
	DefaultScreenHeight = 30
)

// maxGoldenSize bounds what is read as a golden: a screen of the largest
// size is well under it.
const maxGoldenSize = 1 << 20

// goldenPrefix starts a golden's first line, which records the engine (as
// the status bar names it) and the size it was made at.
const goldenPrefix = "# concierge screen · engine: "

func goldenHeader(engine string, w, h int) string {
	return fmt.Sprintf("%s%s · size: %dx%d\n", goldenPrefix, engine, w, h)
}

// goldenEngine is the engine a golden was made on, "" when it does not say.
func goldenEngine(golden []byte) string {
	first, _, _ := bytes.Cut(golden, []byte("\n"))
	rest, ok := bytes.CutPrefix(first, []byte(goldenPrefix))
	if !ok {
		return ""
	}
	engine, _, _ := bytes.Cut(rest, []byte(" · size: "))
	return string(engine)
}

// engineLabel names the engine as the status bar does: engine and model.
func engineLabel(e *concierge.Engine) string {
	if m := e.Model(); m != "" {
		return e.EngineName() + " " + concierge.SanitizeLine(m)
	}
	return e.EngineName()
}

// GoldenPath is where the golden of the screen called name lives for the
// scenario file at scenarioPath: testdata/NAME.golden beside it.
func GoldenPath(scenarioPath, name string) string {
	return filepath.Join(filepath.Dir(scenarioPath), "testdata", name+".golden")
}

// ScreenSize is the size of the scenario's screens: its size line wins
// over w×h (--size), which wins over the default; 0 is "not given".
func (sc *Scenario) ScreenSize(w, h int) (int, int) {
	switch {
	case sc.Width > 0:
		return sc.Width, sc.Height
	case w > 0 && h > 0:
		return w, h
	}
	return DefaultScreenWidth, DefaultScreenHeight
}

// screen checks (or, with Update, writes) the golden of an expect screen.
func (r *replayer) screen(st Step) {
	name := st.Arg
	if r.screens.Draw == nil {
		r.say(st.Line, fmt.Sprintf("screen %s skipped: this replay draws no screens", name))
		return
	}
	if t := r.screens.Trouble; t != "" {
		if r.screens.Update {
			r.fail(st.Line, fmt.Sprintf("screen %s not written: %s", name, t))
		} else {
			r.say(st.Line, fmt.Sprintf("screen %s skipped: %s", name, t))
		}
		return
	}
	w, h := r.sc.ScreenSize(r.screens.Width, r.screens.Height)
	engine := engineLabel(r.eng)
	got := goldenHeader(engine, w, h) + r.screens.Draw(r.eng, w, h) + "\n"
	path := GoldenPath(r.sc.Name, name)
	if r.sc.goldens != nil {
		path = "testdata/" + name + ".golden"
	}
	if r.screens.Update {
		r.writeGolden(st.Line, path, []byte(got))
		return
	}
	want, err := r.readGolden(path, name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		r.fail(st.Line, fmt.Sprintf("screen %s has no golden yet (%s): run `concierge replay --update %s` to write it", name, path, r.sc.Name))
		return
	case err != nil:
		r.fail(st.Line, fmt.Sprintf("screen %s: cannot read %s: %v", name, path, err))
		return
	}
	// a golden checked out with CRLF endings (git's autocrlf) is the
	// same screen: a diff of it would show every line "changed" alike
	want = bytes.ReplaceAll(want, []byte("\r\n"), []byte("\n"))
	if made := goldenEngine(want); made != "" && made != engine {
		r.say(st.Line, fmt.Sprintf("screen %s skipped: its golden was made on the %s engine, this replay runs on %s", name, made, engine))
		return
	}
	if string(want) == got {
		return
	}
	r.failures = append(r.failures, Failure{
		File: r.sc.Name, Line: st.Line,
		Msg:    fmt.Sprintf("screen %s differs from %s (- golden, + now); if the change is meant, run `concierge replay --update %s`", name, path, r.sc.Name),
		Detail: UnifiedDiff(path, "screen "+name+" (now)", string(want), got),
	})
}

func (r *replayer) readGolden(path, name string) ([]byte, error) {
	if r.sc.goldens != nil {
		return fs.ReadFile(r.sc.goldens, "testdata/"+name+".golden")
	}
	return readGoldenFile(path)
}

// readGoldenFile reads the file at path, bounded, and only when it is a
// regular file: a FIFO there would block the replay (R55).
func readGoldenFile(path string) ([]byte, error) {
	f, err := state.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxGoldenSize+1))
	if err != nil {
		return nil, errors.New(pathErrText(err))
	}
	if len(b) > maxGoldenSize {
		return nil, fmt.Errorf("it is larger than %d KB, more than any screen", maxGoldenSize>>10)
	}
	return b, nil
}

func (r *replayer) writeGolden(line int, path string, b []byte) {
	if r.sc.goldens != nil {
		r.fail(line, "the embedded demos' goldens are rewritten from a clone of concierge: "+
			"concierge replay --update concierge/scenarios/"+r.sc.Name)
		return
	}
	// --update rewrites only what it owns (R55): a golden, known by its
	// first line, or nothing; a user's file of that name is left alone
	old, err := readGoldenFile(path)
	exists := !errors.Is(err, fs.ErrNotExist)
	switch {
	case err == nil && bytes.Equal(old, b):
		return
	case err == nil && goldenEngine(old) == "":
		r.fail(line, fmt.Sprintf("not written: %s is not a golden screen (its first line is not %q); move it away or rename the screen", path, strings.TrimSpace(goldenPrefix)+" …"))
		return
	case exists && err != nil:
		r.fail(line, fmt.Sprintf("cannot write %s: %s", path, pathErrText(err)))
		return
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		r.fail(line, fmt.Sprintf("cannot write %s: %s", path, pathErrText(err)))
		return
	}
	// whole or not at all: a full disk leaves the old golden as it was
	if err := state.WriteFileSafe(path, b, exists, 0o644); err != nil {
		r.fail(line, fmt.Sprintf("cannot write %s: %s", path, pathErrText(err)))
		return
	}
	r.say(line, "wrote "+path)
}

// say adds a note to the report: not a failure.
func (r *replayer) say(line int, msg string) {
	r.said = append(r.said, Failure{File: r.sc.Name, Line: line, Msg: msg})
}

// diffContext is the number of unchanged lines shown around a change.
const diffContext = 3

// maxDiffLines bounds the lines compared line by line; longer texts (a
// golden that is not a screen) are only said to differ.
const maxDiffLines = 2000

// UnifiedDiff is the unified diff of two texts, line by line, with the
// line numbers of each hunk ("@@ -a,b +c,d @@"); "" when they are equal.
func UnifiedDiff(nameA, nameB, a, b string) string {
	if a == b {
		return ""
	}
	al, bl := diffLines(a), diffLines(b)
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", nameA, nameB)
	if len(al) > maxDiffLines || len(bl) > maxDiffLines {
		fmt.Fprintf(&out, "(%d and %d lines: too long to compare line by line)\n", len(al), len(bl))
		return out.String()
	}
	ops := lineEdits(al, bl)
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		// a hunk: from diffContext lines before this change to
		// diffContext lines after the last change that is close enough
		start := max(0, i-diffContext)
		end := i
		for j := i; j < len(ops); j++ {
			if ops[j].kind != ' ' {
				end = j + 1
			} else if j-end >= 2*diffContext {
				break
			}
		}
		end = min(len(ops), end+diffContext)
		writeHunk(&out, ops[start:end])
		i = end
	}
	return out.String()
}

// diffLines splits a text into its lines; an empty text has none.
func diffLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// edit is one line of an edit script: ' ' kept, '-' only in a, '+' only
// in b; ai and bi are its 0-based line in a and b (where it is, or would go).
type edit struct {
	kind   byte
	ai, bi int
	text   string
}

// lineEdits is the shortest edit script from a to b (longest common
// subsequence; screens are a few dozen lines).
func lineEdits(a, b []string) []edit {
	n, m := len(a), len(b)
	// lcs[i][j] is the LCS length of a[i:] and b[j:]
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var ops []edit
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			ops = append(ops, edit{' ', i, j, a[i]})
			i++
			j++
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, edit{'-', i, j, a[i]}) // what goes, before what comes
			i++
		default:
			ops = append(ops, edit{'+', i, j, b[j]})
			j++
		}
	}
	return ops
}

func writeHunk(out *strings.Builder, ops []edit) {
	var na, nb int
	for _, op := range ops {
		if op.kind != '+' {
			na++
		}
		if op.kind != '-' {
			nb++
		}
	}
	startA, startB := ops[0].ai+1, ops[0].bi+1
	if na == 0 {
		startA-- // an empty range is numbered by the line before it
	}
	if nb == 0 {
		startB--
	}
	fmt.Fprintf(out, "@@ -%d,%d +%d,%d @@\n", startA, na, startB, nb)
	for _, op := range ops {
		out.WriteByte(op.kind)
		out.WriteString(op.text)
		out.WriteByte('\n')
	}
}
