package cli

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// Bad input through the real entry points (issue 8, SPEC R18, R22, R25):
// each gets a clear message, nothing crashes, nothing is lost. The cases
// already in cli_test.go (blank lines, a 1 MB paste, OSC 52 with CSI and
// stray bytes, unknown flags, a malformed scenario) are not repeated here.

// controls are what must never reach the user's terminal from untrusted
// text: ESC, BEL and the 8-bit CSI (U+009B as UTF-8).
var controls = []string{"\x1b", "\x07", "\u009b"}

func wantNoControls(t *testing.T, where, s string) {
	t.Helper()
	for _, c := range controls {
		if strings.Contains(s, c) {
			t.Errorf("%s contains %q:\n%q", where, c, s)
		}
	}
	if !utf8.ValidString(s) {
		t.Errorf("%s is not valid UTF-8:\n%q", where, s)
	}
}

func TestChatPlainEscapesThenGoesOn(t *testing.T) {
	t.Parallel()
	stdin := strings.Join([]string{
		// OSC 52 (clipboard write), OSC 8 (hidden link), CSI, 8-bit CSI and a
		// trailing lone ESC around a request
		"\x1b]52;c;aGk=\x07look up \x1b]8;;http://evil.example\x1b\\MSFT\x1b]8;;\x1b\\ \x1b[2J\u009b31m\x1b",
		"\x1b[2J",          // nothing but an escape: an empty message
		"\x1b",             // a lone ESC
		"\u009b31m",        // nothing but an 8-bit CSI
		"\xff\xfe\xc3\x28", // invalid UTF-8 only
		"look up AAPL \xff",
		"",
	}, "\n")
	r := runCLI(t, stdin, -1, "chat", "--plain")
	if r.err != nil {
		t.Fatalf("chat --plain: %v\nstderr:\n%s", r.err, r.errOut)
	}
	wantNoControls(t, "stdout", r.out)
	wantNoControls(t, "stderr", r.errOut)
	wantInOrder(t, r.out,
		"> look up MSFT\n",
		">> stock_lookup: MSFT (Microsoft Corporation) is trading at $415.50.",
		"> look up AAPL \uFFFD\n",
		">> stock_lookup: AAPL (Apple Inc.) is trading at $189.84.",
	)
	if strings.Contains(r.out, "evil.example") {
		t.Errorf("the OSC 8 link target reached the output:\n%s", r.out)
	}
}

// A data dir that cannot be used costs the saving, not the conversation.
func TestChatPlainUnusableDataDir(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	readOnly := filepath.Join(t.TempDir(), "ro")
	if err := os.Mkdir(readOnly, 0o500); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, dir string
		root      bool // the case means nothing to root, who writes anywhere
	}{
		{"a regular file", file, false},
		{"a path under a regular file", filepath.Join(file, "sub", "dir"), false},
		{"a read-only directory", readOnly, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if tt.root && os.Geteuid() == 0 {
				t.Skip("running as root: permissions do not stop writes")
			}
			r := runCLI(t, "look up MSFT\n", -1, "chat", "--plain", "--data-dir", tt.dir)
			if r.err != nil {
				t.Fatalf("chat --plain --data-dir %s: %v\nstderr:\n%s", tt.dir, r.err, r.errOut)
			}
			if !strings.Contains(r.errOut, "concierge: sessions will not be saved: ") {
				t.Errorf("stderr lacks a clear warning:\n%s", r.errOut)
			}
			if !strings.Contains(r.out, "MSFT (Microsoft Corporation) is trading at $415.50.") {
				t.Errorf("the chat did not answer:\n%s", r.out)
			}
			if b, err := os.ReadFile(file); err != nil || string(b) != "hello" {
				t.Errorf("the file in the way was changed: %q, %v", b, err)
			}
		})
	}
	t.Run("a missing directory is created", func(t *testing.T) {
		t.Parallel()
		dir := filepath.Join(t.TempDir(), "new", "data")
		r := runCLI(t, "look up MSFT\n", -1, "chat", "--plain", "--data-dir", dir)
		// stderr holds no warning, only the farewell (R56)
		if r.err != nil || !savedLine.MatchString(r.errOut) || strings.Count(r.errOut, "\n") != 1 {
			t.Fatalf("chat: %v\nstderr:\n%s", r.err, r.errOut)
		}
		l := runCLI(t, "", -1, "sessions", "list", "--data-dir", dir)
		if l.err != nil || !strings.Contains(l.out, "look up MSFT") {
			t.Errorf("sessions list: %v\n%s", l.err, l.out)
		}
	})
}

func TestResumeWithNothingStored(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"chat", "--plain", "--resume"},
		{"chat", "--plain", "--resume=latest"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "look up MSFT\n", -1, args...)
			wantExit(t, r.err, 1, "there is no stored session to resume yet")
			if strings.Contains(r.out, "[why]") {
				t.Errorf("a turn ran:\n%s", r.out)
			}
		})
	}
	t.Run("an unknown id", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "look up MSFT\n", -1, "chat", "--plain", "--resume=nope")
		wantExit(t, r.err, 1, "nope")
		if strings.Contains(r.out, "[why]") {
			t.Errorf("a turn ran:\n%s", r.out)
		}
	})
	t.Run("an unknown id after a space", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "look up MSFT\n", -1, "chat", "--plain", "--resume", "nope")
		if strings.Contains(r.out, "[why]") {
			t.Errorf("a turn ran:\n%s", r.out)
		}
		var ee *exitError
		if !errors.As(r.err, &ee) {
			t.Errorf("\"--resume ID\" (SPEC R20 writes --resume [ID]) fails as %q: --resume has NoOptDefVal \"latest\", "+
				"so pflag takes the id as a positional argument; only --resume=ID works. Fix: document --resume=ID in the "+
				"flag's usage, or give chat/root cobra.MaximumNArgs(1) and treat a lone argument after a bare --resume as the id", errText(r.err))
		}
		wantExit(t, r.err, 1, "nope")
	})
	t.Run("no HOME and no XDG_DATA_HOME", func(t *testing.T) {
		t.Parallel()
		// R45: said plainly, never a panic
		var out, errOut strings.Builder
		cmd := newRootCmd(ioStreams{In: strings.NewReader("hi\n"), Out: &out, ErrOut: &errOut, InFd: -1, Getenv: func(string) string { return "" }}, Options{})
		cmd.SetArgs([]string{"chat", "--plain", "--resume"})
		err := cmd.Execute()
		wantExit(t, err, 1, "HOME is not set")
		if strings.Contains(out.String(), "[why]") {
			t.Errorf("a turn ran:\n%s", out.String())
		}
	})
	t.Run("--resume with --no-store", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "", -1, "chat", "--plain", "--no-store", "--resume")
		wantExit(t, r.err, 2, "--no-store")
	})
}

func TestSessionsOnAnEmptyStore(t *testing.T) {
	t.Parallel()
	t.Run("list", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "", -1, "sessions", "list")
		if r.err != nil {
			t.Fatalf("sessions list: %v", r.err)
		}
		if r.out != "no stored sessions yet\n" {
			t.Errorf("sessions list = %q", r.out)
		}
	})
	for _, args := range [][]string{
		{"sessions", "show", "nope"},
		{"sessions", "show", "nope", "--trace"},
		{"sessions", "export", "nope"},
		{"sessions", "delete", "nope"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, args...)
			wantExit(t, r.err, 1, `"nope"`)
			if r.out != "" {
				t.Errorf("stdout = %q, want nothing", r.out)
			}
		})
	}
	t.Run("a prefix too short", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "", -1, "sessions", "show", "a")
		wantExit(t, r.err, 1, "too short")
	})
	t.Run("export format xml", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "", -1, "sessions", "export", "nope", "--format", "xml")
		wantExit(t, r.err, 2, `unknown format "xml" (choose md or json)`)
	})
	t.Run("sessions on a data dir that is a file", func(t *testing.T) {
		t.Parallel()
		file := filepath.Join(t.TempDir(), "f")
		if err := os.WriteFile(file, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		r := runCLI(t, "", -1, "sessions", "list", "--data-dir", file)
		wantExit(t, r.err, 1, file)
	})
}

// A bank session typed in the plain REPL, exported both ways: the
// password is in neither export, and the markdown shows it masked (R10,
// R22).
func TestExportHoldsNoSecret(t *testing.T) {
	t.Parallel()
	// R29: whatever form the password was typed in, and wherever it comes
	// back (a reject reason, a later line), it is in no file and no output
	for name, input := range map[string]string{
		"at the masked prompt": transferInput,
		"with the username":    "Transfer money\nseldo monkey\nChecking\n1234324\n500\nyes\n",
		"user … pass …":        "send 500 to 1234324\nuser seldo pass monkey\nChecking\nyes\n",
		"in a reject reason":   "Transfer money\nseldo\nmonkey\nChecking\n1234324\n500\n/reject my password is monkey\n500\nyes\n",
		"back in a later line": "Transfer money\nseldo:monkey\nChecking\n1234324\n500\nyes\noops monkey was my password\n",
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			exportHoldsNoSecret(t, input)
		})
	}
}

func exportHoldsNoSecret(t *testing.T, input string) {
	dir := t.TempDir()
	chat := runCLI(t, input, -1, "chat", "--plain", "--data-dir", dir)
	if chat.err != nil {
		t.Fatalf("chat: %v\n%s", chat.err, chat.errOut)
	}
	if !strings.Contains(chat.out, "Done: $500.00 sent") {
		t.Fatalf("the transfer did not finish:\n%s", chat.out)
	}
	list := runCLI(t, "", -1, "sessions", "list", "--data-dir", dir)
	if list.err != nil {
		t.Fatalf("sessions list: %v", list.err)
	}
	lines := strings.Split(strings.TrimSpace(list.out), "\n")
	if len(lines) != 2 {
		t.Fatalf("sessions list = %q, want a header and one session", list.out)
	}
	id := strings.Fields(lines[1])[0]

	md := runCLI(t, "", -1, "sessions", "export", id, "--format", "md", "--data-dir", dir)
	if md.err != nil {
		t.Fatalf("export md: %v", md.err)
	}
	js := runCLI(t, "", -1, "sessions", "export", id, "--format", "json", "--data-dir", dir)
	if js.err != nil {
		t.Fatalf("export json: %v", js.err)
	}
	show := runCLI(t, "", -1, "sessions", "show", id, "--data-dir", dir)
	trace := runCLI(t, "", -1, "sessions", "show", id, "--trace", "--data-dir", dir)
	for what, r := range map[string]cliRun{"md export": md, "json export": js, "show": show, "show --trace": trace, "chat": chat, "list": list} {
		if strings.Contains(r.all(), "monkey") {
			t.Errorf("the password is in the %s:\n%s", what, r.out)
		}
	}
	if !strings.Contains(md.out, "••••••") {
		t.Errorf("the markdown export does not show the masked password:\n%s", md.out)
	}
	if !json.Valid([]byte(js.out)) {
		t.Errorf("the JSON export is not valid JSON:\n%s", js.out)
	}
	// and the database files themselves (the WAL too, if one is left)
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in the data dir: %v", err)
	}
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil && fi.IsDir() {
			continue // the session locks
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "monkey") {
			t.Errorf("the password is in %s", filepath.Base(f))
		}
	}
	t.Run("export to a file under a file", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), "f")
		if err := os.WriteFile(file, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		r := runCLI(t, "", -1, "sessions", "export", id, "--data-dir", dir, "-o", filepath.Join(file, "out.md"))
		wantExit(t, r.err, 1, "out.md")
	})
}

// Malformed scenario files fail with FILE:LINE and never panic.
func TestReplayHostileFiles(t *testing.T) {
	t.Parallel()
	nul := writeScenario(t, "nul.scenario", "domain bank\n> hello\nexp\x00ect speaker none\n")
	long := writeScenario(t, "long.scenario", "domain bank\n> hello\n> "+strings.Repeat("z", 100*1024)+"\nexpect speaker none\n")
	binary := writeScenario(t, "binary.scenario", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x1b[2J\xff\xfe\x00")
	escapes := writeScenario(t, "escapes.scenario", "\x1b]52;c;aGk=\x07\n")
	tests := []struct {
		name, file, want string
	}{
		{"a NUL byte", nul, nul + ":3: unknown directive "},
		{"a 100 KB line", long, long + ":3: line too long"},
		{"a binary file", binary, binary + ":1: unknown directive "},
		{"an escape sequence as a directive", escapes, escapes + ":1: unknown directive "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, "replay", tt.file)
			wantExit(t, r.err, 1, "")
			if !strings.Contains(r.out, tt.want) {
				t.Errorf("output lacks %q:\n%q", tt.want, r.out)
			}
			wantNoControls(t, "output", r.out)
			if strings.ContainsRune(r.out, 0) {
				t.Errorf("a NUL byte reached the output: %q", r.out)
			}
			if len(r.out) > 4096 {
				t.Errorf("the message is %d bytes long: the whole line was echoed", len(r.out))
			}
		})
	}
}
