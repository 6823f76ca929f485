package scenario

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge"
)

// Reading scenario files with bounds (R46): size, line length, BOM, and
// file text that never reaches the terminal raw.

// endless is a reader that never ends: line, over and over.
type endless struct {
	line string
	at   int
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = e.line[e.at]
		e.at = (e.at + 1) % len(e.line)
	}
	return len(p), nil
}

func wantParseError(t *testing.T, err error, file string, line int, msg string) {
	t.Helper()
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("error %v (%T), want a *ParseError", err, err)
	}
	if pe.File != file || pe.Line != line {
		t.Errorf("ParseError at %s:%d, want %s:%d (%v)", pe.File, pe.Line, file, line, err)
	}
	if !strings.Contains(err.Error(), msg) {
		t.Errorf("Error() = %q, want it to contain %q", err.Error(), msg)
	}
}

func TestLoadScenarioTooLarge(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "huge.scenario")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	// sparse: no disk used, and nothing of it may be read
	if err := f.Truncate(MaxScenarioSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	_, err = LoadScenario(path)
	wantParseError(t, err, path, 0, path+": the file is larger than 10 MB")
}

func TestLoadScenarioAtTheSizeLimit(t *testing.T) {
	t.Parallel()
	line := "# a comment that fills the file up to its limit\n"
	src := strings.Repeat(line, (MaxScenarioSize-100)/len(line)) + "> hi\n"
	src += strings.Repeat("#", MaxScenarioSize-len(src)-1) + "\n"
	path := filepath.Join(t.TempDir(), "full.scenario")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	sc, err := LoadScenario(path)
	if err != nil {
		t.Fatalf("a file of exactly %d bytes: %v", len(src), err)
	}
	if len(sc.Steps) != 1 {
		t.Errorf("steps = %d, want 1", len(sc.Steps))
	}
}

// A stream (a pipe, a device) has no size to check first: it is cut off
// once more than the limit has come, however short its lines.
func TestReadScenarioStreamTooLarge(t *testing.T) {
	t.Parallel()
	_, err := ReadScenario("pipe", &sizeLimit{r: &endless{line: "# still going\n"}, left: MaxScenarioSize})
	wantParseError(t, err, "pipe", 0, "pipe: the file is larger than 10 MB")
}

func TestSizeLimitExactly(t *testing.T) {
	t.Parallel()
	src := "> hi\nexpect speaker none\n"
	if _, err := ReadScenario("x", &sizeLimit{r: strings.NewReader(src), left: int64(len(src))}); err != nil {
		t.Errorf("at the limit: %v", err)
	}
	_, err := ReadScenario("x", &sizeLimit{r: strings.NewReader(src), left: int64(len(src) - 1)})
	wantParseError(t, err, "x", 0, "larger than")
	// a cut file is refused, never parsed as the shorter file it looks like
	b, err := io.ReadAll(&sizeLimit{r: strings.NewReader(src), left: 3})
	if !errors.Is(err, errScenarioTooLarge) || len(b) > 3 {
		t.Errorf("ReadAll = %q, %v; want at most 3 bytes and errScenarioTooLarge", b, err)
	}
}

// A device or a FIFO is refused at once, unopened (R55; before it, a
// FIFO blocked replay until killed, and /dev/zero was read up to the limit).
func TestLoadScenarioNotAFile(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/dev/zero"); err == nil {
		_, err := LoadScenario("/dev/zero")
		wantParseError(t, err, "/dev/zero", 0, "/dev/zero: cannot read the file: it is a device, not a regular file")
	}
	fifo := filepath.Join(t.TempDir(), "talk.scenario")
	if out, err := exec.Command("mkfifo", fifo).CombinedOutput(); err != nil {
		t.Skipf("no FIFOs here: %v %s", err, out)
	}
	done := make(chan error, 1)
	go func() { _, err := LoadScenario(fifo); done <- err }()
	select {
	case err := <-done:
		wantParseError(t, err, fifo, 0, fifo+": cannot read the file: it is a FIFO (named pipe), not a regular file")
	case <-time.After(2 * time.Second):
		t.Fatal("LoadScenario blocked on a FIFO")
	}
}

func TestLoadScenarioUnreadable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.scenario")
	_, err := LoadScenario(missing)
	wantParseError(t, err, missing, 0, missing+": cannot read the file: no such file")
	_, err = LoadScenario(dir)
	wantParseError(t, err, dir, 0, dir+": cannot read the file: it is a directory")
}

func TestParseScenarioLineLimit(t *testing.T) {
	t.Parallel()
	// a message of MaxInput bytes, the most the engine takes, fits on a line
	most := "> " + strings.Repeat("m", concierge.MaxInput) + "\n"
	sc, err := ParseScenario("ok.scenario", []byte("domain bank\n"+most))
	if err != nil {
		t.Fatalf("a line holding a %d-byte message: %v", concierge.MaxInput, err)
	}
	if len(sc.Steps) != 1 || len(sc.Steps[0].Text) != concierge.MaxInput {
		t.Errorf("steps = %d", len(sc.Steps))
	}
	for _, tc := range []struct {
		name string
		src  string
		line int
	}{
		{"just over", "domain bank\n> " + strings.Repeat("z", maxScenarioLine) + "\n", 2},
		{"over and last, no newline", "# c\n\n> " + strings.Repeat("z", concierge.MaxInput+100), 3},
		{"far over", "> hi\n" + strings.Repeat("z", 5*concierge.MaxInput), 2},
		{"trailing spaces count", "> x" + strings.Repeat(" ", maxScenarioLine) + "\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := ParseScenario("long.scenario", []byte(tc.src))
			wantParseError(t, err, "long.scenario", tc.line, "line too long: a line may hold at most one message (32 KB)")
		})
	}
}

func TestParseScenarioBOM(t *testing.T) {
	t.Parallel()
	for name, src := range map[string]string{
		"LF":   "\ufeffdomain insurance\n> hello\n",
		"CRLF": "\ufeffdomain insurance\r\n> hello\r\n",
	} {
		sc, err := ParseScenario("bom.scenario", []byte(src))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if sc.Domain != "insurance" || len(sc.Steps) != 1 || sc.Steps[0].Line != 2 {
			t.Errorf("%s: domain %q, %d steps", name, sc.Domain, len(sc.Steps))
		}
	}
	// only at the start of the file: elsewhere it is text like any other
	_, err := ParseScenario("bom.scenario", []byte("> hi\n\ufeffapprove\n"))
	wantParseError(t, err, "bom.scenario", 2, "unknown directive")
	sc, err := ParseScenario("bom.scenario", []byte("\ufeff"))
	if err != nil || len(sc.Steps) != 0 {
		t.Errorf("a file of just a BOM: %v", err)
	}
}

// Everything in a ParseError came from outside: the file name, and the
// message that quotes the file. None of it reaches a terminal raw.
func TestParseErrorIsSanitised(t *testing.T) {
	t.Parallel()
	const name = "evil\x1b]52;c;aGk=\x07\u202e.scenario"
	for _, src := range []string{
		"expect reply (\x1b[2J\u202e",                       // a regexp error quotes the expression
		"expect reply \x1b]8;;http://x\x07[",                // likewise
		"\x1b]52;c;aGk=\x07frobnicate",                      // a directive
		"expect calls <= \x1b[31m\u009b1m",                  // a count
		"expect \u202eplan",                                 // an expectation kind
		"> " + strings.Repeat("\x1b", concierge.MaxInput*2), // too long
	} {
		_, err := ParseScenario(name, []byte(src))
		if err == nil {
			t.Fatalf("ParseScenario(%q) = nil error", src)
		}
		msg := err.Error()
		if unclean(msg) != "" || msg != concierge.SanitizeLine(msg) {
			t.Errorf("Error() for %q is not sanitised: %q", src, msg)
		}
		if !strings.HasPrefix(msg, "evil.scenario:1: ") {
			t.Errorf("Error() = %q, want the sanitised file name and the line first", msg)
		}
	}
}
