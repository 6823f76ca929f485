package understand

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// The corpus is data: UTF-8 files corpus/<domain>/<topic>.txt, one
// labelled utterance a line (the format is the contract with the people
// who write it, and is documented in corpus/README.md):
//
//	# a comment
//	== family: cancel-scrap
//	@at approval
//	cancel(all) + start_task(stock_lookup) :: never mind, what's [AAPL](company) at
//
// A family is a group of paraphrases that the split keeps on one side; @at
// is the moment the lines after it are said at.

// Label is one command of an example: its kind and its argument (the agent
// of start_task, the scope of cancel, small_talk and approve, the reason of
// refuse). Kind "ok" marks an innocent line of the harm files.
type Label struct {
	Kind agents.CommandKind
	Arg  string
}

// KindOK is the label of an innocent line in the harm files.
const KindOK agents.CommandKind = "ok"

func (l Label) String() string {
	if l.Arg == "" {
		return string(l.Kind)
	}
	return string(l.Kind) + "(" + l.Arg + ")"
}

// Mark is a value in an utterance, and the slot it fills: its role.
type Mark struct {
	Text, Slot string
	From, To   int // byte span in Example.Text
}

// Example is one labelled utterance.
type Example struct {
	File   string // the corpus file, slash-separated, from the corpus root
	Line   int
	Domain string // the file's folder: generic, bank, insurance, harm, harmtest
	Family string
	At     string // none, slot:NAME, secret:NAME, username, approval, plan
	Labels []Label
	Text   string // the utterance without the marks' brackets
	Marks  []Mark
	// NoHarm: the file says "@harm off", so the line trains the act, task
	// and role heads but not R53's classifier (see corpus/README.md)
	NoHarm bool
	// NoRoles: the file says "@roles off", so the line trains the act and
	// task heads but not the value-role head (see corpus/README.md)
	NoRoles bool
	// ReadAs is the domain a harm file's line is read in ("@read-as
	// bank"); empty, the first domain whose slots or agents it names, else
	// the first
	ReadAs string
	// Copied: the harm file says "@copied": its lines are the task
	// corpus's and the agents' examples as the harm head learned them
	// before it was decoupled from them (corpus/harm/a_base_tasks.txt),
	// trained by the harm head only
	Copied bool
}

// Moments are the values @at may take, without a slot name.
var moments = []string{"none", "slot", "secret", "username", "approval", "plan"}

// LoadCorpus reads every *.txt under the named folders of fsys, in sorted
// path order, so that the examples come in the same order on every
// machine.
func LoadCorpus(fsys fs.FS, dirs ...string) ([]Example, error) {
	var files []string
	for _, dir := range dirs {
		err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(p, ".txt") {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	var out []Example
	for _, f := range files {
		src, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		exs, err := ParseCorpus(f, string(src))
		if err != nil {
			return nil, err
		}
		out = append(out, exs...)
	}
	return out, nil
}

// ParseCorpus reads one corpus file; name is its path, whose first folder
// names the domain.
func ParseCorpus(name, src string) ([]Example, error) {
	domain := path.Base(path.Dir(name))
	family, at := "", "none"
	noHarm, noRoles := false, false
	readAs, copied, noFold := "", false, false
	var out []Example
	for i, line := range strings.Split(src, "\n") {
		n := i + 1
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "=="):
			rest := strings.TrimSpace(strings.TrimPrefix(line, "=="))
			rest = strings.TrimSpace(strings.TrimPrefix(rest, "family:"))
			if rest == "" {
				return nil, fmt.Errorf("%s:%d: a family needs a name", name, n)
			}
			family, at, noFold = rest, "none", false
			continue
		case line == "@harm off":
			noHarm = true
			continue
		case line == "@roles off":
			noRoles = true
			continue
		case line == "@copied":
			copied = true
			continue
		case line == "@fold none":
			// the lines until the next family deal no fold: they always
			// train the harm head, as an agent's examples did
			noFold = true
			continue
		case strings.HasPrefix(line, "@read-as "):
			readAs = strings.TrimSpace(strings.TrimPrefix(line, "@read-as "))
			continue
		case strings.HasPrefix(line, "@at"):
			at = strings.TrimSpace(strings.TrimPrefix(line, "@at"))
			if !validMoment(at) {
				return nil, fmt.Errorf("%s:%d: unknown moment %q", name, n, at)
			}
			continue
		}
		ex, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		ex.File, ex.Line, ex.Domain, ex.At = name, n, domain, at
		ex.Family, ex.NoHarm, ex.NoRoles = family, noHarm, noRoles
		ex.ReadAs, ex.Copied = readAs, copied
		switch {
		case noFold:
			ex.Family = ""
		case family == "":
			ex.Family = fmt.Sprintf("%s:%d", name, n)
		}
		out = append(out, ex)
	}
	return out, nil
}

func validMoment(at string) bool {
	kind, arg, has := strings.Cut(at, ":")
	for _, m := range moments {
		if kind == m {
			return (m == "slot" || m == "secret") == (has && arg != "")
		}
	}
	return false
}

// parseLine reads "LABELS :: UTTERANCE".
func parseLine(line string) (Example, error) {
	left, right, ok := strings.Cut(line, " :: ")
	if !ok {
		return Example{}, fmt.Errorf("no \" :: \" between the commands and the utterance")
	}
	var ex Example
	for _, part := range strings.Split(left, " + ") {
		l, err := parseLabel(strings.TrimSpace(part))
		if err != nil {
			return Example{}, err
		}
		ex.Labels = append(ex.Labels, l)
	}
	text, marks, err := parseMarks(strings.TrimSpace(right))
	if err != nil {
		return Example{}, err
	}
	if strings.TrimSpace(text) == "" {
		return Example{}, fmt.Errorf("an empty utterance")
	}
	ex.Text, ex.Marks = text, marks
	return ex, nil
}

func parseLabel(s string) (Label, error) {
	kind, arg := s, ""
	if i := strings.IndexByte(s, '('); i >= 0 {
		if !strings.HasSuffix(s, ")") {
			return Label{}, fmt.Errorf("%q: no closing parenthesis", s)
		}
		kind, arg = s[:i], strings.TrimSpace(s[i+1:len(s)-1])
	}
	k := agents.CommandKind(kind)
	if k == KindOK {
		return Label{Kind: k}, nil
	}
	for _, known := range agents.CommandKinds {
		if k == known {
			if k == agents.CmdStartTask && arg == "" {
				return Label{}, fmt.Errorf("start_task needs its agent")
			}
			return Label{Kind: k, Arg: arg}, nil
		}
	}
	return Label{}, fmt.Errorf("unknown command %q", kind)
}

// parseMarks removes the marks "[text](slot)" and returns where each was.
func parseMarks(s string) (string, []Mark, error) {
	var b strings.Builder
	var marks []Mark
	for {
		open := strings.IndexByte(s, '[')
		if open < 0 {
			b.WriteString(s)
			return b.String(), marks, nil
		}
		close := strings.Index(s[open:], "](")
		end := -1
		if close >= 0 {
			end = strings.IndexByte(s[open+close:], ')')
		}
		if close < 0 || end < 0 {
			// a bracket that marks nothing is text
			b.WriteString(s[:open+1])
			s = s[open+1:]
			continue
		}
		close += open
		end += close
		b.WriteString(s[:open])
		val, slot := s[open+1:close], s[close+2:end]
		if val == "" || slot == "" || strings.ContainsAny(slot, " [") {
			return "", nil, fmt.Errorf("a mark needs a value and a slot: %q", s[open:end+1])
		}
		from := b.Len()
		b.WriteString(val)
		marks = append(marks, Mark{Text: val, Slot: slot, From: from, To: b.Len()})
		s = s[end+1:]
	}
}
