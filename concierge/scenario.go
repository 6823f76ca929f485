package concierge

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// A scenario file (R21) scripts a conversation and what must hold along
// the way, one step a line:
//
//	domain bank
//	> Transfer money
//	expect speaker authenticate
//	expect stack transfer_money
//	approve
//	reject too much
//	expect reply (?i)transfer of \$500
//
// "#" starts a comment; blank lines are ignored.

// StepKind says what a scenario line does.
type StepKind string

const (
	StepSay     StepKind = "say"     // > TEXT
	StepApprove StepKind = "approve" // approve
	StepReject  StepKind = "reject"  // reject [REASON]
	StepExpect  StepKind = "expect"  // expect …
)

// Step is one line of a scenario.
type Step struct {
	Line int
	Kind StepKind
	Text string // what the user types, or the rejection reason
	// For StepExpect: what is checked and its argument.
	What  string // speaker, stack, reply, no-reply, note, artifact, fact, masked, approval, calls, plan
	Arg   string
	Key   string // expect fact KEY VALUE
	Re    *regexp.Regexp
	Limit int // expect calls <= N
}

// Scenario is a parsed scenario file.
type Scenario struct {
	Name   string // file name, for FILE:LINE messages
	Domain string
	Steps  []Step
}

// ParseError is a scenario mistake with its line.
type ParseError struct {
	File string
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// ParseScenario reads a scenario. The first error names its line.
func ParseScenario(name string, src []byte) (*Scenario, error) {
	sc := &Scenario{Name: name, Domain: "bank"}
	s := bufio.NewScanner(bytes.NewReader(src))
	s.Buffer(make([]byte, 0, 4096), MaxInput+1024)
	n := 0
	for s.Scan() {
		n++
		line := strings.TrimRight(s.Text(), " \t\r")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		fail := func(format string, args ...any) error {
			return &ParseError{File: name, Line: n, Msg: fmt.Sprintf(format, args...)}
		}
		if strings.HasPrefix(trimmed, ">") {
			text := strings.TrimSpace(strings.TrimPrefix(trimmed, ">"))
			if text == "" {
				return nil, fail(`"> " needs the text the user types`)
			}
			sc.Steps = append(sc.Steps, Step{Line: n, Kind: StepSay, Text: text})
			continue
		}
		word, rest, _ := strings.Cut(trimmed, " ")
		rest = strings.TrimSpace(rest)
		switch word {
		case "domain":
			if len(sc.Steps) > 0 {
				return nil, fail("domain must come before the first step")
			}
			if rest == "" || strings.Contains(rest, " ") {
				return nil, fail("domain needs one name, e.g. \"domain bank\"")
			}
			sc.Domain = rest
		case "approve":
			if rest != "" {
				return nil, fail("approve takes no argument")
			}
			sc.Steps = append(sc.Steps, Step{Line: n, Kind: StepApprove})
		case "reject":
			sc.Steps = append(sc.Steps, Step{Line: n, Kind: StepReject, Text: rest})
		case "expect":
			st, err := parseExpect(rest)
			if err != nil {
				return nil, fail("%v", err)
			}
			st.Line = n
			sc.Steps = append(sc.Steps, st)
		default:
			return nil, fail("unknown directive %q (want >, approve, reject, expect or domain)", agents.Clip(word, 40))
		}
	}
	if err := s.Err(); err != nil {
		return nil, &ParseError{File: name, Line: n + 1, Msg: "line too long or unreadable: " + err.Error()}
	}
	return sc, nil
}

func parseExpect(rest string) (Step, error) {
	what, arg, _ := strings.Cut(rest, " ")
	arg = strings.TrimSpace(arg)
	st := Step{Kind: StepExpect, What: what, Arg: arg}
	needArg := func() error {
		if arg == "" {
			return fmt.Errorf("expect %s needs an argument", what)
		}
		return nil
	}
	compile := func(src string) error {
		re, err := regexp.Compile(src)
		if err != nil {
			return fmt.Errorf("expect %s: bad regular expression: %v", what, err)
		}
		st.Re = re
		return nil
	}
	switch what {
	case "speaker", "stack":
		return st, needArg()
	case "reply", "no-reply", "note", "artifact", "approval", "plan":
		if err := needArg(); err != nil {
			return st, err
		}
		return st, compile(arg)
	case "fact":
		key, val, ok := strings.Cut(arg, " ")
		if !ok || key == "" {
			return st, fmt.Errorf("expect fact needs a key and a value, e.g. \"expect fact authenticated true\"")
		}
		st.Key, st.Arg = key, strings.TrimSpace(val)
		return st, nil
	case "masked":
		if arg != "" {
			return st, fmt.Errorf("expect masked takes no argument")
		}
		return st, nil
	case "calls":
		f := strings.Fields(arg)
		if len(f) != 2 || f[0] != "<=" {
			return st, fmt.Errorf("expect calls needs \"<= N\"")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 {
			return st, fmt.Errorf("expect calls: %q is not a count", f[1])
		}
		st.Limit = n
		return st, nil
	case "":
		return st, fmt.Errorf("expect needs what to check: speaker, stack, reply, no-reply, note, artifact, fact, masked, approval, calls or plan")
	}
	return st, fmt.Errorf("unknown expectation %q (want speaker, stack, reply, no-reply, note, artifact, fact, masked, approval, calls or plan)", agents.Clip(what, 40))
}
