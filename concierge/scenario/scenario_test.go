package scenario

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// scenarioStepView is a Step without its compiled regexp, so steps compare with
// reflect.DeepEqual; Re is checked through its source.
type scenarioStepView struct {
	Line  int
	Kind  StepKind
	Text  string
	What  string
	Arg   string
	Key   string
	Re    string
	Limit int
}

func scenarioStepViewOf(s Step) scenarioStepView {
	v := scenarioStepView{Line: s.Line, Kind: s.Kind, Text: s.Text, What: s.What, Arg: s.Arg, Key: s.Key, Limit: s.Limit}
	if s.Re != nil {
		v.Re = s.Re.String()
	}
	return v
}

func scenarioStepViews(steps []Step) []scenarioStepView {
	out := make([]scenarioStepView, len(steps))
	for i, s := range steps {
		out[i] = scenarioStepViewOf(s)
	}
	return out
}

// TestParseScenarioDirectives checks that every directive of R21 becomes
// the right Step.
func TestParseScenarioDirectives(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		src  string
		want scenarioStepView
	}{
		{"say", "> Transfer money", scenarioStepView{Kind: StepSay, Text: "Transfer money"}},
		{"say trims spaces", ">    send 200 to 1234324   ", scenarioStepView{Kind: StepSay, Text: "send 200 to 1234324"}},
		{"say without space after >", ">seldo", scenarioStepView{Kind: StepSay, Text: "seldo"}},
		{"say keeps inner punctuation", "> I want to commit fraud.", scenarioStepView{Kind: StepSay, Text: "I want to commit fraud."}},
		{"say keeps a later >", "> a > b", scenarioStepView{Kind: StepSay, Text: "a > b"}},
		{"indented say", "   > hi", scenarioStepView{Kind: StepSay, Text: "hi"}},
		{"approve", "approve", scenarioStepView{Kind: StepApprove}},
		{"reject without reason", "reject", scenarioStepView{Kind: StepReject}},
		{"reject with reason", "reject too much", scenarioStepView{Kind: StepReject, Text: "too much"}},
		{"reject reason trimmed", "reject    make it 300  ", scenarioStepView{Kind: StepReject, Text: "make it 300"}},
		{"expect speaker", "expect speaker authenticate", scenarioStepView{Kind: StepExpect, What: "speaker", Arg: "authenticate"}},
		{"expect speaker none", "expect speaker none", scenarioStepView{Kind: StepExpect, What: "speaker", Arg: "none"}},
		{"expect stack", "expect stack transfer_money, account_balance", scenarioStepView{Kind: StepExpect, What: "stack", Arg: "transfer_money, account_balance"}},
		{"expect stack empty", "expect stack empty", scenarioStepView{Kind: StepExpect, What: "stack", Arg: "empty"}},
		{"expect reply", "expect reply (?i)username", scenarioStepView{Kind: StepExpect, What: "reply", Arg: "(?i)username", Re: "(?i)username"}},
		{"expect reply extra spaces", "expect reply    \\$500\\.00", scenarioStepView{Kind: StepExpect, What: "reply", Arg: `\$500\.00`, Re: `\$500\.00`}},
		{"expect reply keeps inner spaces", "expect reply How much would you like", scenarioStepView{Kind: StepExpect, What: "reply", Arg: "How much would you like", Re: "How much would you like"}},
		{"expect no-reply", "expect no-reply monkey", scenarioStepView{Kind: StepExpect, What: "no-reply", Arg: "monkey", Re: "monkey"}},
		{"expect note", "expect note Choosing transfer_money due to: .+", scenarioStepView{Kind: StepExpect, What: "note", Arg: "Choosing transfer_money due to: .+", Re: "Choosing transfer_money due to: .+"}},
		{"expect artifact", "expect artifact (?i)decline letter", scenarioStepView{Kind: StepExpect, What: "artifact", Arg: "(?i)decline letter", Re: "(?i)decline letter"}},
		{"expect fact", "expect fact authenticated true", scenarioStepView{Kind: StepExpect, What: "fact", Key: "authenticated", Arg: "true"}},
		{"expect fact value with spaces", "expect fact account_name  My Checking ", scenarioStepView{Kind: StepExpect, What: "fact", Key: "account_name", Arg: "My Checking"}},
		{"expect masked", "expect masked", scenarioStepView{Kind: StepExpect, What: "masked"}},
		{"expect approval", `expect approval ^Transfer \$500\.00`, scenarioStepView{Kind: StepExpect, What: "approval", Arg: `^Transfer \$500\.00`, Re: `^Transfer \$500\.00`}},
		{"expect calls", "expect calls <= 3", scenarioStepView{Kind: StepExpect, What: "calls", Arg: "<= 3", Limit: 3}},
		{"expect calls zero", "expect calls <= 0", scenarioStepView{Kind: StepExpect, What: "calls", Arg: "<= 0"}},
		{"expect calls spaced", "expect calls   <=   12", scenarioStepView{Kind: StepExpect, What: "calls", Arg: "<=   12", Limit: 12}},
		{"expect plan", "expect plan (?s)planned.*completed", scenarioStepView{Kind: StepExpect, What: "plan", Arg: "(?s)planned.*completed", Re: "(?s)planned.*completed"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			sc, err := ParseScenario("t.scenario", []byte(tc.src))
			if err != nil {
				t.Fatalf("ParseScenario(%q): %v", tc.src, err)
			}
			if sc.Name != "t.scenario" || sc.Domain != "bank" {
				t.Errorf("Name, Domain = %q, %q; want t.scenario, bank", sc.Name, sc.Domain)
			}
			if len(sc.Steps) != 1 {
				t.Fatalf("ParseScenario(%q) gave %d steps, want 1: %+v", tc.src, len(sc.Steps), scenarioStepViews(sc.Steps))
			}
			want := tc.want
			want.Line = 1
			if got := scenarioStepViewOf(sc.Steps[0]); got != want {
				t.Errorf("ParseScenario(%q)\n got %+v\nwant %+v", tc.src, got, want)
			}
		})
	}
}

// TestParseScenarioRegexKindsCompile checks that the regex kinds compile
// their argument and that it matches what it should.
func TestParseScenarioRegexKindsCompile(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"reply", "no-reply", "note", "artifact", "approval", "plan"} {
		sc, err := ParseScenario("t.scenario", []byte("expect "+kind+" (?i)^transfer \\$500\\.00$"))
		if err != nil {
			t.Fatalf("expect %s: %v", kind, err)
		}
		re := sc.Steps[0].Re
		if re == nil {
			t.Fatalf("expect %s: Re is nil", kind)
		}
		if !re.MatchString("Transfer $500.00") || re.MatchString("Transfer $500100") {
			t.Errorf("expect %s: Re %q does not match as Go RE2 should", kind, re)
		}
	}
	// case-sensitive unless (?i)
	sc, err := ParseScenario("t.scenario", []byte("expect reply username"))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Steps[0].Re.MatchString("USERNAME") {
		t.Error("expect reply username matched USERNAME: regexes must be case-sensitive unless (?i)")
	}
}

// TestParseScenarioFile checks a whole file: domain, comments, blank lines
// and line numbers that count every line.
func TestParseScenarioFile(t *testing.T) {
	t.Parallel()
	src := `# a comment before the domain
   # an indented comment

domain insurance
> I need a decline letter
	
expect speaker DeclineLetterAssistance
# a comment between steps
expect reply (?i)claim id

approve
reject
reject no thanks
expect fact claim_id 123ABH
expect calls <= 2
`
	sc, err := ParseScenario("letter.scenario", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Name != "letter.scenario" {
		t.Errorf("Name = %q, want letter.scenario", sc.Name)
	}
	if sc.Domain != "insurance" {
		t.Errorf("Domain = %q, want insurance", sc.Domain)
	}
	want := []scenarioStepView{
		{Line: 5, Kind: StepSay, Text: "I need a decline letter"},
		{Line: 7, Kind: StepExpect, What: "speaker", Arg: "DeclineLetterAssistance"},
		{Line: 9, Kind: StepExpect, What: "reply", Arg: "(?i)claim id", Re: "(?i)claim id"},
		{Line: 11, Kind: StepApprove},
		{Line: 12, Kind: StepReject},
		{Line: 13, Kind: StepReject, Text: "no thanks"},
		{Line: 14, Kind: StepExpect, What: "fact", Key: "claim_id", Arg: "123ABH"},
		{Line: 15, Kind: StepExpect, What: "calls", Arg: "<= 2", Limit: 2},
	}
	if got := scenarioStepViews(sc.Steps); !reflect.DeepEqual(got, want) {
		t.Errorf("steps:\n got %+v\nwant %+v", got, want)
	}
}

func TestParseScenarioEmptyAndCommentOnly(t *testing.T) {
	t.Parallel()
	for _, src := range []string{"", "\n\n", "# only a comment\n\n   \n# another\n", "\r\n\r\n"} {
		sc, err := ParseScenario("e.scenario", []byte(src))
		if err != nil {
			t.Errorf("ParseScenario(%q): %v", src, err)
			continue
		}
		if len(sc.Steps) != 0 || sc.Domain != "bank" {
			t.Errorf("ParseScenario(%q) = domain %q, %d steps; want bank, 0 steps", src, sc.Domain, len(sc.Steps))
		}
	}
}

// TestParseScenarioErrors checks that each mistake is a *ParseError whose
// message starts with "NAME:LINE: " and names the problem.
func TestParseScenarioErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		src  string
		line int
		want string // a piece of the message that names the problem
	}{
		{"domain after a say", "> hi\ndomain bank", 2, "domain must come before the first step"},
		{"domain after an expect", "# c\nexpect speaker none\n\ndomain bank", 4, "domain must come before the first step"},
		{"domain after approve", "approve\ndomain bank", 2, "domain must come before the first step"},
		{"domain without name", "domain", 1, "domain needs one name"},
		{"domain with two names", "domain bank insurance", 1, "domain needs one name"},
		{"unknown directive", "# fine\n\nfrobnicate now", 3, `unknown directive "frobnicate"`},
		{"directive is case-sensitive", "Expect speaker none", 1, `unknown directive "Expect"`},
		{"say without >", "Transfer money", 1, `unknown directive "Transfer"`},
		{"expect with no kind", "expect", 1, "expect needs what to check"},
		{"expect with only spaces", "> hi\nexpect    ", 2, "expect needs what to check"},
		{"unknown expectation kind", "expect speakr none", 1, `unknown expectation "speakr"`},
		{"unknown expectation lists kinds", "expect colour red", 1, "want speaker, stack, reply"},
		{"bad regex reply", "expect reply (unclosed", 1, "expect reply: bad regular expression"},
		{"bad regex note", "> x\nexpect note [a-", 2, "expect note: bad regular expression"},
		{"bad regex approval", "expect approval *", 1, "expect approval: bad regular expression"},
		{"bad regex no-reply", "expect no-reply a{2,1}", 1, "expect no-reply: bad regular expression"},
		{"perl lookahead is not RE2", "expect reply (?=x)", 1, "bad regular expression"},
		{"calls with <", "expect calls < 3", 1, `expect calls needs "<= N"`},
		{"calls with ==", "expect calls == 3", 1, `expect calls needs "<= N"`},
		{"calls without number", "expect calls <=", 1, `expect calls needs "<= N"`},
		{"calls glued", "expect calls <=3", 1, `expect calls needs "<= N"`},
		{"calls not a number", "expect calls <= many", 1, `"many" is not a count`},
		{"calls negative", "expect calls <= -1", 1, `"-1" is not a count`},
		{"fact with only a key", "expect fact onlykey", 1, "expect fact needs a key and a value"},
		{"fact with nothing", "expect fact", 1, "expect fact needs a key and a value"},
		{"say with nothing after", "> ", 1, `"> " needs the text the user types`},
		{"bare >", "\n>", 2, `"> " needs the text the user types`},
		{"say with only spaces", ">     \t", 1, `"> " needs the text the user types`},
		{"approve with extra", "approve extra", 1, "approve takes no argument"},
		{"masked with extra", "expect masked now", 1, "expect masked takes no argument"},
		{"speaker without name", "expect speaker", 1, "expect speaker needs an argument"},
		{"stack without names", "expect stack", 1, "expect stack needs an argument"},
		{"reply without regex", "expect reply   ", 1, "expect reply needs an argument"},
		{"plan without regex", "expect plan", 1, "expect plan needs an argument"},
		{"first error wins", "bogus\nexpect", 1, `unknown directive "bogus"`},
		{"error after CRLF lines", "> hi\r\n# c\r\napprove now\r\n", 3, "approve takes no argument"},
		{"line too long", "> " + strings.Repeat("x", 128*1024), 1, "line too long"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			const file = "bad.scenario"
			sc, err := ParseScenario(file, []byte(tc.src))
			if err == nil {
				t.Fatalf("ParseScenario(%q) = %d steps, want an error", reading.Clip(tc.src, 80), len(sc.Steps))
			}
			if sc != nil {
				t.Errorf("ParseScenario returned a scenario with the error %v", err)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is a %T, want *ParseError", err, err)
			}
			if pe.File != file || pe.Line != tc.line {
				t.Errorf("ParseError at %s:%d, want %s:%d (%v)", pe.File, pe.Line, file, tc.line, err)
			}
			msg := err.Error()
			if prefix := fmt.Sprintf("%s:%d: ", file, tc.line); !strings.HasPrefix(msg, prefix) {
				t.Errorf("Error() = %q, want it to start with %q", msg, prefix)
			}
			if !strings.Contains(msg, tc.want) {
				t.Errorf("Error() = %q, want it to name the problem: %q", msg, tc.want)
			}
		})
	}
}

// TestParseScenarioCRLF checks that a file saved with Windows line endings
// parses exactly like the same file with Unix ones.
func TestParseScenarioCRLF(t *testing.T) {
	t.Parallel()
	lf, err := os.ReadFile("../scenarios/bank.scenario")
	if err != nil {
		t.Fatal(err)
	}
	lf = []byte(strings.ReplaceAll(string(lf), "\r\n", "\n"))
	crlf := []byte(strings.ReplaceAll(string(lf), "\n", "\r\n"))
	a, err := ParseScenario("bank.scenario", lf)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseScenario("bank.scenario", crlf)
	if err != nil {
		t.Fatalf("CRLF file: %v", err)
	}
	if len(a.Steps) == 0 {
		t.Fatal("the bank demo has no steps")
	}
	if a.Domain != b.Domain || !reflect.DeepEqual(scenarioStepViews(a.Steps), scenarioStepViews(b.Steps)) {
		t.Errorf("CRLF parse differs from LF parse:\n LF %+v\nCRLF %+v", scenarioStepViews(a.Steps), scenarioStepViews(b.Steps))
	}
	for _, s := range b.Steps {
		for _, f := range []string{s.Text, s.Arg, s.Key} {
			if strings.ContainsAny(f, "\r\n") {
				t.Errorf("line %d: a CR or LF survived in %q", s.Line, f)
			}
		}
	}

	// the edge cases in one small file
	src := "domain bank\r\n\r\n# c\r\n> seldo\r\nreject too much\r\nexpect fact authenticated true\r\nexpect masked\r\napprove\r\nexpect reply ^done$\r\n"
	sc, err := ParseScenario("crlf.scenario", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []scenarioStepView{
		{Line: 4, Kind: StepSay, Text: "seldo"},
		{Line: 5, Kind: StepReject, Text: "too much"},
		{Line: 6, Kind: StepExpect, What: "fact", Key: "authenticated", Arg: "true"},
		{Line: 7, Kind: StepExpect, What: "masked"},
		{Line: 8, Kind: StepApprove},
		{Line: 9, Kind: StepExpect, What: "reply", Arg: "^done$", Re: "^done$"},
	}
	if got := scenarioStepViews(sc.Steps); !reflect.DeepEqual(got, want) {
		t.Errorf("CRLF steps:\n got %+v\nwant %+v", got, want)
	}
	if !sc.Steps[5].Re.MatchString("done") {
		t.Error(`expect reply ^done$ from a CRLF line does not match "done"`)
	}
}

// TestParseErrorFormat pins the FILE:LINE: MESSAGE shape of ParseError.
func TestParseErrorFormat(t *testing.T) {
	t.Parallel()
	e := &ParseError{File: "dir/x.scenario", Line: 12, Msg: "unknown directive \"x\""}
	if got, want := e.Error(), `dir/x.scenario:12: unknown directive "x"`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
