package domainfile

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A slot's `value:` (R56) fills a tool's argument without asking: fixed
// text, or a template of facts and of the agent's other slots,
//
//	path: { value: "{{.notes_dir}}/{{.name}}.txt" }
//
// where name is a slot that is asked (and need not be an argument of the
// tool) and notes_dir a fact. A template holds only {{.name}}
// references: no functions, no pipelines, nothing a file could run. A
// reference to a secret slot is refused (a secret never goes into
// another value), and so is a value from a slot that would move the
// result out of where the author put it: a ".." part, or a start at the
// root or the home folder. The approval shows the final value, since it
// is an argument like any other.

// ValuePart is one piece of a value: literal text, or a reference.
type ValuePart struct {
	Text string // the literal text; "" for a reference
	Ref  string // the name referred to; "" for text
	Pos  Pos    // where the reference is written
}

// refPattern is one {{ .name }}.
var refPattern = reading.Lazy(`^\{\{\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)

// parseValue splits a value into text and references. bad is the text
// of a {{…}} that is not a reference, with what is wrong with it.
func parseValue(v string) (parts []ValuePart, raws []string, bad, why string) {
	rest := v
	for rest != "" {
		i := strings.Index(rest, "{{")
		if i < 0 {
			parts, raws = append(parts, ValuePart{Text: rest}), append(raws, "")
			break
		}
		if i > 0 {
			parts, raws = append(parts, ValuePart{Text: rest[:i]}), append(raws, "")
		}
		rest = rest[i:]
		m := refPattern.FindStringSubmatch(rest)
		if m == nil {
			end := strings.Index(rest, "}}")
			if end < 0 {
				return nil, nil, rest, "unclosed {{: write {{.name}}"
			}
			return nil, nil, rest[:end+2], "a value refers to a fact or a slot as {{.name}}, and holds nothing else between {{ and }}"
		}
		parts, raws = append(parts, ValuePart{Ref: m[1]}), append(raws, m[0])
		rest = rest[len(m[0]):]
	}
	return parts, raws, "", ""
}

// valueSlot is a slot filled by its value, at run time.
type valueSlot struct {
	name  string
	parts []ValuePart
}

// refers reports whether a value refers to name.
func refersTo(parts []ValuePart, name string) bool {
	for _, p := range parts {
		if p.Ref == name {
			return true
		}
	}
	return false
}

// render fills a value from the turn: a slot of the agent first, then a
// fact. A name with no value yet, or a slot's value that would leave the
// place the author meant, is an error said in words.
func (v valueSlot) render(slots map[string]bool, t *agents.Turn) (string, error) {
	var b strings.Builder
	for _, p := range v.parts {
		if p.Ref == "" {
			b.WriteString(p.Text)
			continue
		}
		if slots[p.Ref] && t.Slot(p.Ref) != "" {
			s := t.Slot(p.Ref)
			if err := checkPathPart(s); err != nil {
				return "", err
			}
			b.WriteString(s)
			continue
		}
		f := t.Facts[p.Ref]
		if slots[p.Ref] || f == "" {
			return "", fmt.Errorf("the %s is made with %s, which is not known yet", strings.ReplaceAll(v.name, "_", " "), strings.ReplaceAll(p.Ref, "_", " "))
		}
		b.WriteString(f)
	}
	return b.String(), nil
}

// rooted is a path that starts at the root (/, \, C:\ or C:/) or at a
// home folder (~, ~/…, ~ada/…).
var rooted = reading.Lazy(`^(?:[/\\]|[A-Za-z]:[/\\]|~[A-Za-z0-9_.-]*(?:[/\\]|$))`)

// checkPathPart refuses a slot's value that a value must not take in: one
// that climbs out of a folder ("..") or starts at the root or the home
// folder (/etc, C:\, ~), whatever the value is made into.
func checkPathPart(v string) error {
	for _, part := range strings.FieldsFunc(v, func(r rune) bool { return r == '/' || r == '\\' }) {
		if strings.TrimSpace(part) == ".." {
			return fmt.Errorf("that cannot go into a path: it holds a \"..\" part")
		}
	}
	if rooted.MatchString(strings.TrimSpace(v)) {
		return fmt.Errorf("that cannot go into a path: it starts at the root or the home folder")
	}
	return nil
}
