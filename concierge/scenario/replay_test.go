package scenario

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/concierge"
)

// replaySource parses and replays a scenario on the offline engine.
func replayScenarioText(t *testing.T, name, src string) *ReplayReport {
	t.Helper()
	sc, err := ParseScenario(name, []byte(src))
	if err != nil {
		t.Fatalf("ParseScenario: %v", err)
	}
	rep, err := Replay(context.Background(), sc, ReplayOptions{})
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	return rep
}

func failureLines(fs []Failure) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.String()
	}
	return out
}

// scenarioToApproval brings a bank session to a pending $500 approval (the demo's
// steps); the line after it is line 7.
const scenarioToApproval = `> Transfer money
> seldo
> monkey
> Checking
> To account ID 1234324
> 500
`

func TestReplayDemoBank(t *testing.T) {
	t.Parallel()
	if names := DemoNames(); !slices.Contains(names, "bank") {
		t.Fatalf("DemoNames() = %v, want it to list bank", names)
	}
	sc, err := Demo("bank")
	if err != nil {
		t.Fatal(err)
	}
	if sc.Domain != "bank" || len(sc.Steps) == 0 {
		t.Fatalf("Demo(bank) = domain %q with %d steps", sc.Domain, len(sc.Steps))
	}
	rep, err := Replay(context.Background(), sc, ReplayOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		t.Errorf("%s", f)
	}
	if rep.Scenario != sc || rep.Engine == nil {
		t.Fatal("the report does not carry the scenario and the engine")
	}
	if got := rep.Engine.Fact("account_balance"); got != "500.00" {
		t.Errorf("after the demo account_balance = %q, want 500.00", got)
	}
	if _, ok := rep.Engine.PendingApproval(); ok {
		t.Error("an approval is still pending after the demo")
	}
}

func TestDemoUnknownName(t *testing.T) {
	t.Parallel()
	_, err := Demo("no-such-demo")
	if err == nil || !strings.Contains(err.Error(), "no-such-demo") || !strings.Contains(err.Error(), "bank") {
		t.Errorf("Demo(no-such-demo) error = %v, want one naming the demo and the choices", err)
	}
}

// TestReplayWrongSpeaker: one wrong expectation gives exactly one failure,
// in the FILE:LINE: expected …, got … form, at the expectation's line.
func TestReplayWrongSpeaker(t *testing.T) {
	t.Parallel()
	src := "domain bank\n# the stock agent is the wrong guess\n\n> Transfer money\nexpect speaker stock_lookup\nexpect stack transfer_money\n"
	rep := replayScenarioText(t, "wrong.scenario", src)
	got := failureLines(rep.Failures)
	want := "wrong.scenario:5: expected speaker stock_lookup, got authenticate"
	if len(got) != 1 || got[0] != want {
		t.Fatalf("failures = %q, want exactly [%q]", got, want)
	}
	f := rep.Failures[0]
	if f.File != "wrong.scenario" || f.Line != 5 || f.Msg != "expected speaker stock_lookup, got authenticate" {
		t.Errorf("failure = %+v", f)
	}
}

// TestReplayReplyFailureListsReplies: a failed "expect reply" shows the
// replies that were actually seen since the last step.
func TestReplayReplyFailureListsReplies(t *testing.T) {
	t.Parallel()
	rep := replayScenarioText(t, "reply.scenario", "> Transfer money\nexpect reply (?i)stock price of\n")
	if len(rep.Failures) != 1 {
		t.Fatalf("failures = %q, want one", failureLines(rep.Failures))
	}
	f := rep.Failures[0]
	if f.Line != 2 {
		t.Errorf("failure at line %d, want 2", f.Line)
	}
	for _, want := range []string{
		`expected a reply matching "(?i)stock price of", got `,
		`To transfer money, first I'll log you in. What is your username?`,
	} {
		if !strings.Contains(f.Msg, want) {
			t.Errorf("failure %q does not contain %q", f.Msg, want)
		}
	}
	// the welcome came before the step: it is not listed
	if strings.Contains(f.Msg, "Hi there") {
		t.Errorf("failure %q lists a reply from before the step", f.Msg)
	}

	// a failed "expect no-reply" quotes the reply that matched
	rep = replayScenarioText(t, "no.scenario", scenarioToApproval+"> I want to commit fraud.\nexpect note Refused\nexpect no-reply (?i)can't help\n")
	if got := failureLines(rep.Failures); len(got) != 1 || !strings.HasPrefix(got[0], "no.scenario:9: expected no reply matching \"(?i)can't help\", got \"I can't help with that.") {
		t.Errorf("failures = %q", got)
	}
}

func TestReplayUnknownDomain(t *testing.T) {
	t.Parallel()
	sc, err := ParseScenario("atlantis.scenario", []byte("domain atlantis\n> hello\nexpect speaker none\n"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Replay(context.Background(), sc, ReplayOptions{})
	if err == nil {
		t.Fatalf("Replay of an unknown domain succeeded with %d failures", len(rep.Failures))
	}
	if rep != nil {
		t.Error("Replay returned a report with its error")
	}
	for _, want := range []string{"atlantis.scenario", "atlantis", "bank"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

func TestReplayCancelledContext(t *testing.T) {
	t.Parallel()
	sc, err := ParseScenario("c.scenario", []byte("> Transfer money\n"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Replay(ctx, sc, ReplayOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Replay with a cancelled context: %v, want context.Canceled", err)
	}
}

// TestReplayStepFailure: a step the engine refuses is a failure at its line.
func TestReplayStepFailure(t *testing.T) {
	t.Parallel()
	rep := replayScenarioText(t, "step.scenario", "> Transfer money\napprove\nreject no\nexpect speaker authenticate\n")
	got := failureLines(rep.Failures)
	want := []string{
		"step.scenario:2: the approve step failed: nothing is waiting for approval",
		"step.scenario:3: the reject step failed: nothing is waiting for approval",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("failures:\n got %q\nwant %q", got, want)
	}
}

// TestReplaySinceLastStep pins the window of "expect reply", "expect
// no-reply" and "expect note": what happened since the most recent ">",
// "approve" or "reject" step, or since the start before the first one.
func TestReplaySinceLastStep(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		src  string
		fail []int // lines expected to fail
	}{
		{"welcome seen before the first step", "expect reply (?s)Hi there.*What would you like to do\\?\nexpect speaker none\n", nil},
		{"welcome gone after the first step", "> Transfer money\nexpect reply Hi there\n", []int{2}},
		{"an earlier reply does not satisfy a later step", "> Transfer money\nexpect reply (?i)username\n> seldo\nexpect reply (?i)username\nexpect reply (?i)password\n", []int{4}},
		{"expectations do not move the window", "> Transfer money\nexpect reply (?i)username\nexpect reply (?i)username\nexpect note waits: first I'll log you in\nexpect note waits: first I'll log you in\n", nil},
		{"an earlier note does not satisfy a later step", "> Transfer money\n> seldo\nexpect note transfer_money waits: first I'll log you in\n", []int{3}},
		{"no-reply ignores earlier replies", "> Transfer money\n> seldo\nexpect no-reply (?i)username\n", nil},
		{"no-reply sees this step's replies", "> Transfer money\nexpect no-reply (?i)username\n", []int{2}},
		{"approve starts a new window", scenarioToApproval + "expect reply ^Transfer \\$500\\.00\napprove\nexpect reply ^Transfer \\$500\\.00\nexpect reply \\$500\\.00 sent\nexpect note Approved\n", []int{9}},
		{"reject starts a new window", scenarioToApproval + "reject\nexpect reply ^Transfer \\$500\\.00\nexpect note Rejected\nexpect reply (?i)did not do it\n", []int{8}},
		{"approval notes belong to their step", scenarioToApproval + "expect note Approval requested\napprove\nexpect note Approval requested\n", []int{9}},
		{"calls counted since the step", scenarioToApproval + "expect calls <= 0\napprove\nexpect calls <= 0\n", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep := replayScenarioText(t, "w.scenario", tc.src)
			var lines []int
			for _, f := range rep.Failures {
				lines = append(lines, f.Line)
			}
			if !slices.Equal(lines, tc.fail) {
				t.Errorf("failing lines %v, want %v; failures: %q", lines, tc.fail, failureLines(rep.Failures))
			}
		})
	}
}

// TestReplayExpectationMessages pins the "expected …, got …" message of
// each kind of expectation when it does not hold.
func TestReplayExpectationMessages(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, src, want string
	}{
		{"speaker none", "> Transfer money\nexpect speaker none", "expected speaker none, got authenticate"},
		{"speaker when none", "expect speaker authenticate", "expected speaker authenticate, got none"},
		{"stack", "> Transfer money\nexpect stack account_balance, transfer_money", "expected stack account_balance, transfer_money, got transfer_money"},
		{"stack empty", "> Transfer money\nexpect stack empty", "expected stack empty, got transfer_money"},
		{"stack when empty", "expect stack transfer_money", "expected stack transfer_money, got empty"},
		{"fact", "expect fact authenticated true", `expected fact authenticated = "true", got "false"`},
		{"fact absent", "expect fact username seldo", `expected fact username = "seldo", got ""`},
		{"masked", "> Transfer money\nexpect masked", "expected the next input to be masked, got a plain input"},
		{"approval none", "> Transfer money\nexpect approval Transfer", `expected an approval matching "Transfer", got no pending approval`},
		{"approval other", scenarioToApproval + `expect approval \$600`, `expected an approval matching "\\$600", got "Transfer $500.00 from Checking (1234567890) to 1234324?"`},
		{"note", "> Transfer money\nexpect note ^Refused", `expected a note matching "^Refused", got "Choosing transfer_money due to:`},
		{"artifact", "expect artifact letter", `expected an artifact matching "letter", got no artifact`},
		{"plan", "expect plan planned", `expected a plan matching "planned", got no plan`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep := replayScenarioText(t, "m.scenario", tc.src)
			if len(rep.Failures) != 1 {
				t.Fatalf("failures = %q, want one", failureLines(rep.Failures))
			}
			if got := rep.Failures[0].Msg; !strings.HasPrefix(got, tc.want) {
				t.Errorf("message = %q, want it to start with %q", got, tc.want)
			}
		})
	}
}

// TestReplayStackSeparators: "expect stack" takes commas or the status bar's
// "›" between names.
func TestReplayStackSeparators(t *testing.T) {
	t.Parallel()
	src := "> what's my checking balance?\nexpect stack account_balance\nexpect stack  account_balance \n> seldo\n> monkey\n> send 10 to 1234324\nexpect stack empty\n"
	rep := replayScenarioText(t, "s.scenario", src)
	for _, f := range rep.Failures {
		t.Errorf("%s", f)
	}
	for _, tc := range []struct{ in, want string }{
		{"a, b", "a, b"}, {"a,b", "a, b"}, {"a › b", "a, b"}, {"a b", "a, b"}, {" empty ", "empty"}, {"a,, b ,", "a, b"},
	} {
		if got := normaliseStack(tc.in); got != tc.want {
			t.Errorf("normaliseStack(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestVariationScenarios replays every scenario in testdata/scenarios: free
// variations of the bank demo, each with its own expectations.
func TestVariationScenarios(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "scenarios", "*.scenario"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files in testdata/scenarios")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".scenario"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := ParseScenario(file, src)
			if err != nil {
				t.Fatal(err)
			}
			if len(sc.Steps) == 0 {
				t.Fatal("the scenario has no steps")
			}
			var transcript bytes.Buffer
			p := &concierge.PlainPrinter{W: &transcript, EchoUser: true}
			rep, err := Replay(context.Background(), sc, ReplayOptions{Sink: p.Print})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range rep.Failures {
				t.Errorf("%s", f)
			}
			if t.Failed() {
				t.Logf("transcript:\n%s", transcript.String())
			}
		})
	}
}

// TestReplayFailuresAreSanitised: a failure quotes the scenario (a name, a
// fact value) and the file name; what replay prints of it never carries an
// escape sequence or a bidi override from the file (R46).
func TestReplayFailuresAreSanitised(t *testing.T) {
	t.Parallel()
	const name = "dir/\x1b[2Jevil\u202e.scenario"
	src := "> Transfer money\n" +
		"expect speaker \x1b]52;c;aGk=\x07nobody\u202e\n" +
		"expect stack \x1b[31mtransfer\u009b1m\n" +
		"expect fact authenticated \u202etrue\x1b]8;;http://x\x07\n"
	rep := replayScenarioText(t, name, src)
	if len(rep.Failures) != 3 {
		t.Fatalf("failures = %q, want three", failureLines(rep.Failures))
	}
	for _, line := range failureLines(rep.Failures) {
		if bad := unclean(line); bad != "" {
			t.Errorf("failure line holds %s: %q", bad, line)
		}
		if !strings.HasPrefix(line, "dir/evil.scenario:") {
			t.Errorf("failure line %q does not start with the sanitised file name", line)
		}
	}
	if got, want := failureLines(rep.Failures)[0], "dir/evil.scenario:2: expected speaker nobody, got authenticate"; got != want {
		t.Errorf("failure = %q, want %q", got, want)
	}
}
