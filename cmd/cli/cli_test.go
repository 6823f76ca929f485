package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/concierge"
)

// cliRun is one in-process run of the command tree.
type cliRun struct {
	out, errOut string
	err         error
}

// all is everything the run wrote, for "never shows X" checks.
func (r cliRun) all() string { return r.out + "\n" + r.errOut + "\n" + errText(r.err) }

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// runCLI executes the cobra tree with buffers for the streams. inFd is -1
// for piped input; a test that wants the interactive REPL passes the
// descriptor of a file that is not a terminal (nothing reads it unless a
// secret is pending).
func runCLI(t *testing.T, stdin string, inFd int, args ...string) cliRun {
	t.Helper()
	var out, errOut bytes.Buffer
	// an empty environment: a developer's OPENAI_API_KEY must not send the
	// tests to the network
	data := t.TempDir()
	env := func(k string) string {
		if k == "XDG_DATA_HOME" {
			return data
		}
		return ""
	}
	cmd := newRootCmd(ioStreams{In: strings.NewReader(stdin), Out: &out, ErrOut: &errOut, InFd: inFd, Getenv: env}, Options{})
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	return cliRun{out: out.String(), errOut: errOut.String(), err: err}
}

// wantExit checks that err is an *exitError with the code and, when msg is
// not empty, a message containing msg.
func wantExit(t *testing.T, err error, code int, msg string) {
	t.Helper()
	var ee *exitError
	if !errors.As(err, &ee) {
		t.Fatalf("error = %v (%T), want *exitError with code %d", err, err, code)
	}
	if ee.code != code {
		t.Errorf("exit code = %d, want %d (message %q)", ee.code, code, ee.msg)
	}
	if msg != "" && !strings.Contains(ee.msg, msg) {
		t.Errorf("exit message = %q, want it to contain %q", ee.msg, msg)
	}
}

// wantInOrder checks that every piece occurs in s, each after the previous.
func wantInOrder(t *testing.T, s string, pieces ...string) {
	t.Helper()
	rest := s
	for _, p := range pieces {
		i := strings.Index(rest, p)
		if i < 0 {
			if strings.Contains(s, p) {
				t.Errorf("%q occurs, but not after the previous pieces; output:\n%s", p, s)
			} else {
				t.Errorf("output lacks %q; output:\n%s", p, s)
			}
			return
		}
		rest = rest[i+len(p):]
	}
}

func hasLine(s, line string) bool {
	for _, l := range strings.Split(s, "\n") {
		if l == line {
			return true
		}
	}
	return false
}

func TestDemoBankPlain(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "demo", "bank", "--plain")
	if r.err != nil {
		t.Fatalf("demo bank --plain: %v\nstderr:\n%s", r.err, r.errOut)
	}
	wantInOrder(t, r.out,
		">> concierge: Hi there!",
		"Transferring money between accounts (requires authentication and a checked account balance first)",
		"> Transfer money\n",
		"[why] Choosing transfer_money due to: ",
		"[why] transfer_money waits: first I'll log you in\n",
		">> authenticate: ",
		"> seldo\n",
		"> ••••••\n",
		"[why] transfer_money waits: first I'll check a balance\n",
		"> Checking\n",
		"$1,000.00",
		"[approval]",
		"> approve\n",
		"[artifact] Transfer receipt: $500.00 to 1234324\n",
		">> transfer_money: Done: $500.00 sent",
		"[why] Continuation: no further task",
	)
	if strings.Contains(r.all(), "monkey") {
		t.Errorf("the password appears in the demo's output:\n%s\n%s", r.out, r.errOut)
	}
	if r.errOut != "" {
		t.Errorf("stderr = %q, want nothing", r.errOut)
	}
}

func TestDemoErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"unknown demo", []string{"demo", "nope", "--plain"}, 2, `no demo called "nope"`},
		{"negative speed", []string{"demo", "bank", "--plain", "--speed", "-1"}, 2, "--speed"},
		{"TUI without a terminal", []string{"demo", "bank"}, 2, "chat --plain"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, tt.args...)
			wantExit(t, r.err, tt.code, tt.msg)
		})
	}
	t.Run("no demo name", func(t *testing.T) {
		t.Parallel()
		if r := runCLI(t, "", -1, "demo", "--plain"); r.err == nil {
			t.Error("demo without a name succeeded, want an argument error")
		}
	})
}

func writeScenario(t *testing.T, name, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReplayEmbeddedDemos(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "replay")
	if r.err != nil {
		t.Fatalf("replay: %v\noutput:\n%s", r.err, r.out)
	}
	if !strings.Contains(r.out, "ok   bank.scenario") {
		t.Errorf("output lacks %q:\n%s", "ok   bank.scenario", r.out)
	}
	if strings.Contains(r.out, "FAIL") {
		t.Errorf("a demo failed:\n%s", r.out)
	}
}

func TestReplayFiles(t *testing.T) {
	t.Parallel()
	good := writeScenario(t, "good.scenario", "domain bank\n> Transfer money\nexpect speaker authenticate\nexpect stack transfer_money\n")
	wrong := writeScenario(t, "wrong.scenario", "domain bank\n# the router must ask for a login first\n> Transfer money\nexpect speaker stock_lookup\n")
	malformed := writeScenario(t, "malformed.scenario", "> hi\nfrobnicate now\n")
	missing := filepath.Join(t.TempDir(), "missing.scenario")

	tests := []struct {
		name      string
		files     []string
		code      int // 0: success
		wantLines []string
		wantParts []string
	}{
		{name: "passing file", files: []string{good},
			wantParts: []string{"ok   " + good + " (3 steps)"}},
		{name: "wrong expectation", files: []string{wrong}, code: 1,
			wantLines: []string{wrong + ":4: expected speaker stock_lookup, got authenticate"},
			wantParts: []string{"FAIL " + wrong}},
		{name: "malformed", files: []string{malformed}, code: 1,
			wantParts: []string{malformed + ":2: unknown directive "}},
		{name: "missing", files: []string{missing}, code: 1,
			wantParts: []string{missing + ": cannot read the file"}},
		{name: "one bad file fails the run, the others still run", files: []string{missing, good}, code: 1,
			wantParts: []string{missing + ": cannot read the file", "ok   " + good}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, append([]string{"replay"}, tt.files...)...)
			if tt.code == 0 {
				if r.err != nil {
					t.Fatalf("replay: %v\noutput:\n%s", r.err, r.out)
				}
			} else {
				wantExit(t, r.err, tt.code, "")
			}
			for _, l := range tt.wantLines {
				if !hasLine(r.out, l) {
					t.Errorf("output lacks the line %q:\n%s", l, r.out)
				}
			}
			for _, p := range tt.wantParts {
				if !strings.Contains(r.out, p) {
					t.Errorf("output lacks %q:\n%s", p, r.out)
				}
			}
		})
	}
}

// transferInput is the bank conversation as a user types it into the REPL.
const transferInput = "Transfer money\nseldo\nmonkey\nChecking\n1234324\n500\nyes\n"

func TestChatPlain(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		stdin   string
		inOrder []string
		never   []string
	}{
		{
			name:  "the bank transfer, to the end of input",
			stdin: transferInput,
			inOrder: []string{
				">> concierge: Hi there!",
				"> Transfer money\n",
				"[why] Choosing transfer_money due to: ",
				"> seldo\n",
				"> ••••••\n",
				">> authenticate: You're logged in as seldo.",
				"> Checking\n",
				"> 1234324\n",
				"> 500\n",
				"[approval]",
				"> yes\n",
				">> transfer_money: Done: $500.00 sent from Checking (1234567890) to 1234324.",
			},
			never: []string{"monkey", "[error]"},
		},
		{
			name:    "no trailing newline",
			stdin:   strings.TrimSuffix(transferInput, "\n"),
			inOrder: []string{"> yes\n", ">> transfer_money: Done: $500.00 sent"},
			never:   []string{"monkey"},
		},
		{
			name:  "blank lines, a 40 KB line and a 1 MB paste do not end the session",
			stdin: "\n   \n\t\n" + strings.Repeat("x", 40*1024) + "\n" + strings.Repeat("y", 1<<20) + "\nTransfer money\n",
			inOrder: []string{
				"[error] that message is longer than 32 KB",
				"[error] that message is longer than 32 KB",
				"> Transfer money\n",
				"[why] Choosing transfer_money due to: ",
			},
			never: []string{"xxxxxxxx", "yyyyyyyy"},
		},
		{
			name:    "/quit ends the session",
			stdin:   "/quit\nTransfer money\n",
			inOrder: []string{">> concierge: Hi there!"},
			never:   []string{"Transfer money\n", "[why]"},
		},
		{
			name:    "/exit ends the session",
			stdin:   "  /exit  \nTransfer money\n",
			inOrder: []string{">> concierge: Hi there!"},
			never:   []string{"[why]"},
		},
		{
			name:    "/approve with nothing pending says so",
			stdin:   "/approve\nTransfer money\n",
			inOrder: []string{"[error] nothing is waiting for approval", "> Transfer money\n"},
		},
		{
			name:  "/reject with a reason",
			stdin: strings.TrimSuffix(transferInput, "yes\n") + "/reject too much\n",
			inOrder: []string{
				"[approval]",
				"> reject too much\n",
				"(too much). Nothing was changed.",
			},
			never: []string{"Done: $500.00 sent", "monkey"},
		},
		{
			name:    "escape sequences and invalid UTF-8 are stripped",
			stdin:   "\x1b]52;c;aGVsbG8=\x07hello \x1b[31mthere\xff\x9b\n",
			inOrder: []string{"> hello"},
			never:   []string{"\x1b", "\x07", "\x9b"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, tt.stdin, -1, "chat", "--plain")
			if r.err != nil {
				t.Fatalf("chat --plain: %v\noutput:\n%s", r.err, r.out)
			}
			wantInOrder(t, r.out, tt.inOrder...)
			for _, n := range tt.never {
				if strings.Contains(r.all(), n) {
					t.Errorf("output contains %q:\n%s", n, r.out)
				}
			}
		})
	}
}

// TestChatPlainInteractive runs the REPL as if stdin were a terminal: a
// prompt, no echo of what was typed, and a hint after a blank line.
func TestChatPlainInteractive(t *testing.T) {
	t.Parallel()
	f, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := runCLI(t, "   \nhello\n", int(f.Fd()), "chat", "--plain")
	if r.err != nil {
		t.Fatalf("chat --plain: %v", r.err)
	}
	wantInOrder(t, r.out, ">> concierge: Hi there!", "> ", "[hint] type a message, or /quit to leave", "> ", ">> concierge: Hello! What would you like") // the list once a session (R56; issue 24, bank20c); the user's first hello is no "again"
	if strings.Contains(r.out, "> hello") {
		t.Errorf("the interactive REPL echoed the user's line:\n%s", r.out)
	}
}

func TestAgentsListing(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "agents")
	if r.err != nil {
		t.Fatalf("agents: %v", r.err)
	}
	for _, want := range []string{
		"stock_lookup — Stock lookup\n",
		"authenticate — Authentication\n",
		"account_balance — Account balance\n",
		"transfer_money — Money transfer\n",
		"  requires: authentication (by authenticate)\n",
		"  requires: authentication (by authenticate), a checked account balance (by account_balance)\n",
		"  slot password (secret): ",
		"  tool login(username, password [secret]): ",
		"  tool search_for_stock_symbol(company): ",
		"  tool get_account_balance(account_id): ",
		"  tool transfer(amount, from_account_id, to_account_id) [sensitive: asks approval]: ",
	} {
		if !strings.Contains(r.out, want) {
			t.Errorf("agents output lacks %q:\n%s", want, r.out)
		}
	}
	if n := strings.Count(r.out, "[sensitive"); n != 1 {
		t.Errorf("%d tools are marked sensitive, want 1 (transfer):\n%s", n, r.out)
	}
}

func TestAgentsJSON(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "agents", "--json")
	if r.err != nil {
		t.Fatalf("agents --json: %v", r.err)
	}
	var infos []agentInfo
	if err := json.Unmarshal([]byte(r.out), &infos); err != nil {
		t.Fatalf("agents --json is not valid JSON: %v\n%s", err, r.out)
	}
	var names []string
	for _, a := range infos {
		names = append(names, a.Name)
	}
	if got, want := strings.Join(names, ","), "stock_lookup,authenticate,account_balance,transfer_money"; got != want {
		t.Errorf("agents = %s, want %s", got, want)
	}
	tool := func(agent, name string) *toolInfo {
		for i := range infos {
			if infos[i].Name != agent {
				continue
			}
			for j := range infos[i].Tools {
				if infos[i].Tools[j].Name == name {
					return &infos[i].Tools[j]
				}
			}
		}
		t.Fatalf("no tool %s.%s in %s", agent, name, r.out)
		return nil
	}
	if tr := tool("transfer_money", "transfer"); !tr.Sensitive {
		t.Error("transfer is not sensitive")
	}
	if lg := tool("authenticate", "login"); strings.Join(lg.SecretArguments, ",") != "password" {
		t.Errorf("login secret_arguments = %v, want [password]", lg.SecretArguments)
	} else if lg.Sensitive {
		t.Error("login is marked sensitive")
	}
	// the raw document carries the field names a reader relies on
	for _, key := range []string{`"sensitive": true`, `"secret_arguments": [`, `"satisfied_by": "authenticate"`} {
		if !strings.Contains(r.out, key) {
			t.Errorf("JSON lacks %s", key)
		}
	}
	for _, a := range infos {
		if a.Requires == nil || a.Slots == nil || a.Tools == nil {
			t.Errorf("agent %s has a null list in JSON", a.Name)
		}
	}
}

func TestUnknownDomain(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"--domain", "nope", "agents"},
		{"--domain", "nope", "chat", "--plain"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, args...)
			wantExit(t, r.err, 2, `"nope"`)
			var ee *exitError
			if errors.As(r.err, &ee) {
				for _, d := range concierge.BuiltinDomains().Names() {
					if !strings.Contains(ee.msg, d) {
						t.Errorf("message %q does not list the domain %q", ee.msg, d)
					}
				}
			}
		})
	}
}

func TestVersion(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "", -1, "version")
	if r.err != nil {
		t.Fatalf("version: %v", r.err)
	}
	if !strings.HasPrefix(r.out, "concierge ") || !strings.HasSuffix(r.out, ")\n") {
		t.Errorf("version output = %q, want \"concierge VERSION (GO)\\n\"", r.out)
	}
}

func TestTUINeedsATerminal(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{},
		{"chat"},
		{"--domain", "bank"},
	} {
		t.Run("concierge "+strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "Transfer money\n", -1, args...)
			wantExit(t, r.err, 2, "chat --plain")
		})
	}
}

func TestEngineFlag(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{name: "openai, chat", args: []string{"--engine", "openai", "chat", "--plain"}, msg: "the openai engine needs OPENAI_API_KEY"},
		{name: "bogus, chat", args: []string{"--engine", "bogus", "chat", "--plain"}, msg: `unknown engine "bogus" (choose offline or openai)`},
		{name: "openai, demo", args: []string{"--engine", "openai", "demo", "bank", "--plain"}, msg: "the openai engine needs OPENAI_API_KEY"},
		{name: "bogus, replay", args: []string{"--engine", "bogus", "replay"}, msg: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, transferInput, -1, tt.args...)
			wantExit(t, r.err, 2, tt.msg)
			if strings.Contains(r.out, "[why]") {
				t.Errorf("a turn ran with a refused engine:\n%s", r.out)
			}
		})
	}
	t.Run("offline by name", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, transferInput, -1, "--engine", " Offline ", "chat", "--plain")
		if r.err != nil {
			t.Fatalf("--engine offline: %v", r.err)
		}
		if !strings.Contains(r.out, "Done: $500.00 sent") {
			t.Errorf("the transfer did not finish:\n%s", r.out)
		}
	})
}

func TestUnknownFlagAndCommand(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--frobnicate"}, "unknown flag"},
		{[]string{"frobnicate"}, "unknown command"},
		{[]string{"version", "extra"}, "unknown command"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, tt.args...)
			if r.err == nil {
				t.Fatal("succeeded, want an error")
			}
			var ee *exitError
			if errors.As(r.err, &ee) {
				t.Fatalf("got *exitError %q; want cobra's own error, which main turns into exit 2", ee.msg)
			}
			if !strings.Contains(r.err.Error(), tt.want) {
				t.Errorf("error = %q, want it to contain %q", r.err, tt.want)
			}
		})
	}
}
