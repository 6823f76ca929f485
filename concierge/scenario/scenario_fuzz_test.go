package scenario

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// regexKinds are the expectations whose argument is a regular expression.
var regexKinds = map[string]bool{
	"reply": true, "no-reply": true, "note": true, "artifact": true, "approval": true, "plan": true,
}

// FuzzParseScenario: arbitrary bytes never panic the parser; a failure is a
// *ParseError naming a line; a success is a scenario whose every step has a
// line and whose regex expectations are compiled (R21, R25).
func FuzzParseScenario(f *testing.F) {
	seeds := []string{
		"",
		"domain bank\n> Transfer money\nexpect speaker authenticate\n",
		"> hi\r\nreject too much\r\napprove\r\n",
		"expect reply (?i)username\nexpect no-reply monkey\nexpect note .+\nexpect artifact x\nexpect approval ^T\nexpect plan (?s).*\n",
		"expect fact authenticated true\nexpect masked\nexpect calls <= 3\nexpect stack a, b\nexpect stack empty\n",
		"expect calls < 3", "expect fact onlykey", "> ", "approve extra", "expect", "expect bogus x",
		"expect reply (", "> a\ndomain bank", "domain", "domain a b", "\xff\xfe> \xc0\n", ">\x00\n",
		"# comment\n\n   \t\n", "expect\treply x", "expect reply\tx", "expect calls <= 99999999999999999999",
		"expect fact k \r", "> ›\u2028\u00a0", strings.Repeat("#", 70000),
		"size 100x30\n> hi\nexpect screen after-hi\n", "size 10x3", "size 100x", "size x", "> a\nsize 80x24",
		"expect screen ../x", "expect screen a/b", "expect screen", "expect screen a\nexpect screen a", "size 99999999999999999999x1",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	paths, _ := filepath.Glob(filepath.Join("..", "testdata", "scenarios*", "*.scenario"))
	paths = append(paths, filepath.Join("..", "scenarios", "bank.scenario"))
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		const name = "fuzz.scenario"
		sc, err := ParseScenario(name, src)
		lines := strings.Count(string(src), "\n") + 1
		if err != nil {
			if sc != nil {
				t.Fatalf("ParseScenario returned a scenario with the error %v", err)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is a %T, want *ParseError", err, err)
			}
			if pe.File != name || pe.Line < 1 || pe.Line > lines+1 {
				t.Fatalf("ParseError at %s:%d for a %d-line input", pe.File, pe.Line, lines)
			}
			if prefix := fmt.Sprintf("%s:%d: ", name, pe.Line); !strings.HasPrefix(err.Error(), prefix) || pe.Msg == "" {
				t.Fatalf("Error() = %q, want %q and a message", err.Error(), prefix)
			}
			return
		}
		if sc == nil {
			t.Fatal("ParseScenario returned neither a scenario nor an error")
		}
		if sc.Name != name || sc.Domain == "" || strings.ContainsAny(sc.Domain, " \n") {
			t.Fatalf("Name, Domain = %q, %q", sc.Name, sc.Domain)
		}
		if (sc.Width == 0) != (sc.Height == 0) || sc.Width < 0 || sc.Width > maxScreenW || sc.Height > maxScreenH {
			t.Fatalf("size %dx%d", sc.Width, sc.Height)
		}
		last := 0
		for i, st := range sc.Steps {
			if st.Line <= 0 {
				t.Fatalf("step %d has line %d", i, st.Line)
			}
			if st.Line <= last || st.Line > lines {
				t.Fatalf("step %d at line %d after line %d, in a %d-line input", i, st.Line, last, lines)
			}
			last = st.Line
			switch st.Kind {
			case StepSay:
				if st.Text == "" || strings.TrimSpace(st.Text) != st.Text {
					t.Fatalf("line %d: say text %q is empty or untrimmed", st.Line, st.Text)
				}
			case StepApprove, StepReject:
			case StepExpect:
				if regexKinds[st.What] {
					if st.Re == nil {
						t.Fatalf("line %d: expect %s has no compiled regexp", st.Line, st.What)
					}
					if st.Re.String() != st.Arg {
						t.Fatalf("line %d: expect %s compiled %q from the argument %q", st.Line, st.What, st.Re.String(), st.Arg)
					}
				}
				switch st.What {
				case "speaker", "stack":
					if st.Arg == "" {
						t.Fatalf("line %d: expect %s without an argument", st.Line, st.What)
					}
				case "fact":
					if st.Key == "" || strings.ContainsAny(st.Key, " \n") {
						t.Fatalf("line %d: expect fact with key %q", st.Line, st.Key)
					}
				case "calls":
					if st.Limit < 0 {
						t.Fatalf("line %d: expect calls with limit %d", st.Line, st.Limit)
					}
				case "masked":
				case "screen":
					if !screenName(st.Arg) || strings.ContainsAny(st.Arg, "/\\") {
						t.Fatalf("line %d: expect screen with name %q, which is no file name", st.Line, st.Arg)
					}
				default:
					if !regexKinds[st.What] {
						t.Fatalf("line %d: unknown expectation %q accepted", st.Line, st.What)
					}
				}
			default:
				t.Fatalf("line %d: unknown step kind %q", st.Line, st.Kind)
			}
			for _, s := range []string{st.Text, st.Arg, st.Key} {
				if strings.Contains(s, "\n") || strings.HasSuffix(s, "\r") {
					t.Fatalf("line %d: a line ending survived in %q", st.Line, s)
				}
			}
		}
	})
}
