package cli

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge/scenario"
)

// Files in and out of the command line (R55): outputs never replace what
// is there without --force, a failed write keeps it, a FIFO or a device
// is refused at once for reading and writing, and no file is named by
// what the user typed.

// mkfifo makes a FIFO called name in a fresh folder, or skips.
func mkfifo(t *testing.T, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if out, err := exec.Command("mkfifo", path).CombinedOutput(); err != nil {
		t.Skipf("no FIFOs here: %v %s", err, out)
	}
	return path
}

// runCLIWithin runs the command and fails the test when it has not
// finished within a few seconds: a FIFO that is opened blocks it.
func runCLIWithin(t *testing.T, args ...string) cliRun {
	t.Helper()
	done := make(chan cliRun, 1)
	go func() { done <- runCLI(t, "", -1, args...) }()
	select {
	case r := <-done:
		return r
	case <-time.After(10 * time.Second):
		t.Fatalf("%v blocked", args)
	}
	return cliRun{}
}

// wantFIFO checks that path is still the FIFO it was.
func wantFIFO(t *testing.T, path string) {
	t.Helper()
	if info, err := os.Lstat(path); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("%s is no longer a FIFO: %v %v", path, info, err)
	}
}

// screenFile is every name --screens may give a file.
var screenFile = regexp.MustCompile(`^\d{2}-(start|user|approve|reject|screen-[A-Za-z0-9._-]+)\.txt$`)

// A user's words, an escape sequence and a password never name a file.
func TestScreensAreNamedByStepAndDirective(t *testing.T) {
	t.Parallel()
	src := writeScenario(t, "words.scenario", "domain bank\n"+
		"> Transfer money\n> seldo \x1b[31mmonkey \x1b[0m\n> ../../etc/passwd\nexpect screen after-it\n"+
		"> Checking\n> To account ID 1234324\n> 500\napprove\n")
	dir := filepath.Join(t.TempDir(), "shots")
	r := runCLI(t, "", -1, "replay", "--screens", dir, src)
	if !strings.Contains(r.out, "wrote 8 screens") {
		t.Fatalf("replay --screens: %v\n%s", r.err, r.out)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
		if !screenFile.MatchString(e.Name()) {
			t.Errorf("%q is not named by its step and directive", e.Name())
		}
	}
	want := "00-start.txt 01-user.txt 02-user.txt 03-screen-after-it.txt 04-user.txt 05-user.txt 06-user.txt 07-approve.txt"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("files %s, want %s", got, want)
	}
}

func TestScreensNeedAnEmptyFolderOrForce(t *testing.T) {
	t.Parallel()
	src := writeScenario(t, "hi.scenario", "> hello\n")
	dir := t.TempDir()
	mine := filepath.Join(dir, "01-user.txt")
	if err := os.WriteFile(mine, []byte("my notes"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", -1, "replay", "--screens", dir, src)
	wantExit(t, r.err, 1, "--screens "+dir+" is not empty; give a new or empty folder, or use --force")
	if b, _ := os.ReadFile(mine); string(b) != "my notes" || r.out != "" {
		t.Errorf("the folder changed (%q) or the scenario ran: %q", b, r.out)
	}
	if r = runCLI(t, "", -1, "replay", "--screens", dir, "--force", src); r.err != nil {
		t.Fatalf("--force: %v\n%s", r.err, r.out)
	}
	if b, _ := os.ReadFile(mine); !strings.Contains(string(b), "hello") {
		t.Errorf("with --force the screen is not written: %q", b)
	}
	r = runCLI(t, "", -1, "demo", "bank", "--screens", mine)
	wantExit(t, r.err, 1, "it is not a folder")
}

// --cast never replaces a file without --force, and says so before the
// recording plays; before R55 it truncated the file at once.
func TestCastNeverReplacesAFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "bank.cast")
	if err := os.WriteFile(path, []byte("the old recording"), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	r := runCLI(t, "", -1, "demo", "bank", "--cast", path)
	wantExit(t, r.err, 1, path+" already exists; use --force to overwrite it")
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("refused after %v: the recording played first", took)
	}
	if b, _ := os.ReadFile(path); string(b) != "the old recording" {
		t.Errorf("the file holds %q", b)
	}
}

// A recording that fails leaves the file that was there; before R55 it
// removed it (even a device node, for a full disk). Not parallel: a
// recording draws in colour (see TestDemoCast).
func TestFailedCastKeepsTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bank.cast")
	if err := os.WriteFile(path, []byte("the old recording"), 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := scenario.Demo("bank")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the recording stops before it is done
	var out strings.Builder
	ios := ioStreams{In: strings.NewReader(""), Out: &out, ErrOut: &out, InFd: -1, Getenv: func(string) string { return "" }}
	opts := &engineOptions{domains: Options{}.domains()}
	err = recordCast(ctx, ios, opts, sc, path, true, 0, 100, 30)
	if err == nil {
		t.Fatal("a cancelled recording succeeded")
	}
	if b, _ := os.ReadFile(path); string(b) != "the old recording" {
		t.Errorf("the file holds %q after %v", b, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

// A FIFO or a device is refused at once as --cast, even with --force; "-"
// is standard output, and holds the recording alone. Not parallel: a
// recording draws in colour (see TestDemoCast).
func TestCastToSpecialFiles(t *testing.T) {
	fifo := mkfifo(t, "x.cast")
	src := writeScenario(t, "hi.scenario", "> hello\n")
	for _, force := range []string{"--force=false", "--force"} {
		r := runCLIWithin(t, "replay", "--cast", fifo, force, src)
		wantExit(t, r.err, 1, "cannot write "+fifo+": it is a FIFO (named pipe), not a regular file")
	}
	wantFIFO(t, fifo)
	if _, err := os.Stat("/dev/full"); err == nil {
		r := runCLIWithin(t, "replay", "--cast", "/dev/full", "--force", src)
		wantExit(t, r.err, 1, "cannot write /dev/full: it is a device")
		if _, err := os.Stat("/dev/full"); err != nil {
			t.Fatalf("/dev/full is gone: %v", err)
		}
	}
	r := runCLI(t, "", -1, "replay", "--cast", "-", "--speed", "0", src)
	if r.err != nil {
		t.Fatalf("--cast -: %v\n%s", r.err, r.errOut)
	}
	if !strings.HasPrefix(r.out, `{"version":2,`) || strings.Contains(r.out, "ok   ") || !strings.Contains(r.errOut, "ok   ") {
		t.Errorf("stdout %.80q…, stderr %q", r.out, r.errOut)
	}
}

func TestExportRefusesAFIFO(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plainSession(t, dir, "s-fifo")
	fifo := mkfifo(t, "out.md")
	r := runCLIWithin(t, "sessions", "export", "s-fifo", "--data-dir", dir, "-o", fifo, "--force")
	wantExit(t, r.err, 1, "cannot write "+fifo+": it is a FIFO (named pipe), not a regular file")
	wantFIFO(t, fifo)
}

// A FIFO as a domain file or a scenario is refused at once by every
// command that reads one; before R55 each blocked until killed.
func TestFIFOInputsAreRefused(t *testing.T) {
	t.Parallel()
	domain := mkfifo(t, "d.yaml")
	scenario := mkfifo(t, "s.scenario")
	for _, args := range [][]string{
		{"check", domain},
		{"agents", "--domain", domain},
		{"chat", "--plain", "--domain", domain},
		{"replay", scenario},
	} {
		r := runCLIWithin(t, args...)
		if r.err == nil || !strings.Contains(r.out+r.errOut+r.err.Error(), "it is a FIFO (named pipe), not a regular file") {
			t.Errorf("%v: %v\n%s%s", args, r.err, r.out, r.errOut)
		}
	}
	wantFIFO(t, domain)
	wantFIFO(t, scenario)
}
