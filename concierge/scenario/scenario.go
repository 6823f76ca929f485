package scenario

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"github.com/concierge-dev/concierge/concierge"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A scenario file (R21) scripts a conversation and what must hold along
// the way, one step a line:
//
//	domain bank
//	> Transfer money
//	expect speaker authenticate
//	expect stack transfer_money
//	approve
//	approve session
//	reject too much
//	expect reply (?i)transfer of \$500
//	expect screen after-transfer
//
// "#" starts a comment; blank lines are ignored. A "size WxH" line before
// the first step sets the size of the scenario's screens (R47).

// StepKind says what a scenario line does.
type StepKind string

const (
	StepSay     StepKind = "say"     // > TEXT
	StepApprove StepKind = "approve" // approve [session]
	StepReject  StepKind = "reject"  // reject [REASON]
	StepExpect  StepKind = "expect"  // expect …
	// StepStart is no line of a file: the moment before the first step,
	// as ReplayOptions.AfterStep sees it.
	StepStart StepKind = "start"
)

// ScopeSession is the scope of "approve session": the tool is allowed for
// the rest of the session (R56), not for this call only.
const ScopeSession = "session"

// Step is one line of a scenario.
type Step struct {
	Line int
	Kind StepKind
	Text string // what the user types, the rejection reason, or an approval's scope (ScopeSession)
	// For StepExpect: what is checked and its argument.
	What  string   // speaker, stack, reply, no-reply, note, artifact, fact, masked, approval, calls, plan, screen
	Arg   string   // for expect screen: the golden's name
	Key   string   // expect fact KEY VALUE
	Re    *Pattern // checked when parsed, compiled (if it is no plain text) when first matched
	Limit int      // expect calls <= N
}

// Scenario is a parsed scenario file.
type Scenario struct {
	Name   string // file name, for FILE:LINE messages
	Domain string
	Steps  []Step
	// Width and Height are the size of its screens (a size line); 0 when
	// the file does not say.
	Width, Height int
	// goldens holds an embedded demo's goldens; nil reads them from the
	// testdata folder beside the file.
	goldens fs.FS
}

// ParseError is a scenario mistake with its line; Line 0 is about the
// file as a whole (it cannot be read, or it is too large).
type ParseError struct {
	File string
	Line int
	Msg  string
}

// Error is printed on a terminal, and both the file name and the message
// (which quotes the file) came from outside: sanitised (R18, R46).
func (e *ParseError) Error() string {
	if e.Line == 0 {
		return concierge.SanitizeLine(e.File) + ": " + concierge.SanitizeLine(e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", concierge.SanitizeLine(e.File), e.Line, concierge.SanitizeLine(e.Msg))
}

// maxScenarioLine is the longest line a scenario may have: a message of
// MaxInput bytes, the most the engine takes, plus room for its directive.
const maxScenarioLine = concierge.MaxInput + 64

// utf8BOM is what some editors put at the start of a UTF-8 file.
const utf8BOM = "\ufeff"

// ParseScenario reads a scenario held in memory. The first error names its line.
func ParseScenario(name string, src []byte) (*Scenario, error) {
	return ReadScenario(name, bytes.NewReader(src))
}

// ReadScenario reads a scenario from r line by line, never holding more
// than one line of it (R46). The first error names its line; a line longer
// than maxScenarioLine is an error, not a reason to read on.
func ReadScenario(name string, r io.Reader) (*Scenario, error) {
	sc := &Scenario{Name: name, Domain: "bank"}
	br := bufio.NewReaderSize(r, maxScenarioLine+2) // the line and its "\r\n"
	n := 0
	for {
		raw, err := br.ReadSlice('\n')
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			return nil, tooLongLine(name, n+1)
		case errors.Is(err, errScenarioTooLarge):
			return nil, &ParseError{File: name, Msg: err.Error()}
		case err != nil && err != io.EOF:
			return nil, &ParseError{File: name, Line: n + 1, Msg: "cannot read the line: " + err.Error()}
		}
		if len(raw) == 0 && err == io.EOF {
			return sc, nil
		}
		n++
		line := strings.TrimRight(string(raw), " \t\r\n")
		if n == 1 {
			line = strings.TrimPrefix(line, utf8BOM)
		}
		if len(line) > maxScenarioLine {
			return nil, tooLongLine(name, n)
		}
		if perr := sc.parseLine(name, n, line); perr != nil {
			return nil, perr
		}
		if err == io.EOF {
			return sc, nil
		}
	}
}

func tooLongLine(name string, n int) error {
	return &ParseError{File: name, Line: n, Msg: fmt.Sprintf("line too long: a line may hold at most one message (%d KB)", concierge.MaxInput/1024)}
}

// parseLine adds the step of line n to sc, if it has one.
func (sc *Scenario) parseLine(name string, n int, line string) error {
	trimmed := strings.TrimSpace(line)
	if trimmed == "" || strings.HasPrefix(trimmed, "#") {
		return nil
	}
	fail := func(format string, args ...any) error {
		return &ParseError{File: name, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	if strings.HasPrefix(trimmed, ">") {
		text := strings.TrimSpace(strings.TrimPrefix(trimmed, ">"))
		if text == "" {
			return fail(`"> " needs the text the user types`)
		}
		sc.Steps = append(sc.Steps, Step{Line: n, Kind: StepSay, Text: text})
		return nil
	}
	word, rest, _ := strings.Cut(trimmed, " ")
	rest = strings.TrimSpace(rest)
	switch word {
	case "domain":
		if len(sc.Steps) > 0 {
			return fail("domain must come before the first step")
		}
		if rest == "" || strings.Contains(rest, " ") {
			return fail("domain needs one name, e.g. \"domain bank\"")
		}
		sc.Domain = rest
	case "size":
		if len(sc.Steps) > 0 {
			return fail("size must come before the first step")
		}
		w, h, err := ParseSize(rest)
		if err != nil {
			return fail("%v", err)
		}
		sc.Width, sc.Height = w, h
	case "approve":
		if rest != "" && rest != ScopeSession {
			return fail("approve takes no argument, or \"session\" to allow the tool for the rest of the session")
		}
		sc.Steps = append(sc.Steps, Step{Line: n, Kind: StepApprove, Text: rest})
	case "reject":
		sc.Steps = append(sc.Steps, Step{Line: n, Kind: StepReject, Text: rest})
	case "expect":
		st, err := parseExpect(rest)
		if err != nil {
			return fail("%v", err)
		}
		st.Line = n
		if st.What == "screen" {
			if at := sc.screenLine(st.Arg); at > 0 {
				return fail("screen %s is already expected on line %d: each screen needs its own name", st.Arg, at)
			}
		}
		sc.Steps = append(sc.Steps, st)
	default:
		return fail("unknown directive %q (want >, approve, reject, expect, domain or size)", reading.Clip(word, 40))
	}
	return nil
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
		re, err := parsePattern(src)
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
	case "screen":
		if !screenName(arg) {
			return st, fmt.Errorf("expect screen needs a name of letters, digits, '-', '_' or '.', e.g. \"expect screen after-login\" (its golden is testdata/NAME.golden)")
		}
		return st, nil
	case "":
		return st, fmt.Errorf("expect needs what to check: speaker, stack, reply, no-reply, note, artifact, fact, masked, approval, calls, plan or screen")
	}
	return st, fmt.Errorf("unknown expectation %q (want speaker, stack, reply, no-reply, note, artifact, fact, masked, approval, calls, plan or screen)", reading.Clip(what, 40))
}

// screenName reports what a golden may be called: a file name in testdata,
// never a path out of it; 1 to 100 letters, digits and _-. (what
// `^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$` matches), not starting with a dot.
// A loop, not that pattern: compiling its repeat cost 0.3 ms of every
// scenario's start (R55).
func screenName(s string) bool {
	if s == "" || len(s) > 100 || s[0] == '.' {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_', c == '-', c == '.':
		default:
			return false
		}
	}
	return true
}

// screenLine is the line of the screen expectation called name, 0 if none.
// Names that differ only in case are one name: on macOS and Windows they
// are one golden file.
func (sc *Scenario) screenLine(name string) int {
	for _, st := range sc.Steps {
		if st.Kind == StepExpect && st.What == "screen" && strings.EqualFold(st.Arg, name) {
			return st.Line
		}
	}
	return 0
}

// Screen sizes: the TUI draws nothing smaller than 20×8; the upper bound
// keeps a typo from drawing a screen of a million cells.
const (
	minScreenW, minScreenH = 20, 8
	maxScreenW, maxScreenH = 500, 200
)

// ParseSize reads a screen size "WxH" (R47), e.g. "100x30".
func ParseSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil {
		return 0, 0, fmt.Errorf("size needs WIDTHxHEIGHT in cells, e.g. \"size 100x30\"")
	}
	if w < minScreenW || h < minScreenH || w > maxScreenW || h > maxScreenH {
		return 0, 0, fmt.Errorf("size %dx%d is out of range: from %dx%d to %dx%d", w, h, minScreenW, minScreenH, maxScreenW, maxScreenH)
	}
	return w, h, nil
}
