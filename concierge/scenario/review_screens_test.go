package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Review (R47): a golden checked out with CRLF line endings (git's
// autocrlf on Windows, in a user's own repository without a
// .gitattributes) is the same screen: it passes, instead of failing with
// a diff whose every line looks unchanged.
func TestReviewGoldenWithCRLFPasses(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "domain bank\n> hi\nexpect screen after-hi\n")
	if rep := replayFile(t, path, Screens{Draw: drawState, Update: true}); len(rep.Failures) != 0 {
		t.Fatalf("update: %v", rep.Failures)
	}
	golden := GoldenPath(path, "after-hi")
	b, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, golden, strings.ReplaceAll(string(b), "\n", "\r\n"))
	rep := replayFile(t, path, Screens{Draw: drawState})
	for _, f := range append(rep.Failures, rep.Notes...) {
		t.Errorf("a CRLF golden of the same screen: %s\n%s", f.String(), f.Detail)
	}
}

// Review (R47): --update into a golden folder that cannot be written says
// so with the path, as a failure (exit 1), never as "wrote".
func TestReviewUpdateIntoReadOnlyDir(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "domain bank\n> hi\nexpect screen after-hi\n")
	if os.Geteuid() == 0 {
		// root writes into a read-only folder: testdata is a file instead
		writeFile(t, filepath.Join(dir, "testdata"), "")
	} else if err := os.Mkdir(filepath.Join(dir, "testdata"), 0o555); err != nil {
		t.Fatal(err)
	}
	rep := replayFile(t, path, Screens{Draw: drawState, Update: true})
	if len(rep.Failures) != 1 || !strings.Contains(rep.Failures[0].Msg, "cannot write "+GoldenPath(path, "after-hi")) {
		t.Errorf("failures %v", rep.Failures)
	}
}

// Review (R47): a screen's name never leaves testdata.
func TestReviewScreenNameStaysInTestdata(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"../x", "..", ".", "a/b", `a\b`, "/etc/passwd", ".hidden", "x\x00y", "C:x"} {
		if _, err := ParseScenario("s.scenario", []byte("> hi\nexpect screen "+name+"\n")); err == nil {
			t.Errorf("expect screen %q is accepted", name)
		}
	}
}

// Review (R47): two screens whose names differ only in case are one file
// on macOS and Windows (testdata/Welcome.golden is testdata/welcome.golden):
// --update wrote both into it and one of them then failed for ever. The
// parser refuses the second, as it refuses a name said twice.
func TestReviewScreenNamesDifferBeyondCase(t *testing.T) {
	t.Parallel()
	_, err := ParseScenario("s.scenario", []byte("> hi\nexpect screen Welcome\n> ok\nexpect screen welcome\n"))
	if err == nil || !strings.Contains(err.Error(), "already expected on line 2") {
		t.Errorf("err = %v", err)
	}
}
