package domainfile

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// property is one argument of a tool's input schema.
type property struct {
	name     string
	typ      string // string, number, integer, boolean, object, array or ""
	desc     string
	enum     []string
	pattern  string
	secret   bool // format: password, or writeOnly
	required bool
}

// schema reads a tool's input schema: its properties, and the required
// ones in the order the schema lists them (a JSON object's keys have no
// order of their own once decoded; the required list does).
func schema(s map[string]any) (props map[string]property, required []string) {
	props = map[string]property{}
	raw, _ := s["properties"].(map[string]any)
	for name, v := range raw {
		m, _ := v.(map[string]any)
		p := property{name: name, typ: typeOf(m["type"])}
		p.desc, _ = m["description"].(string)
		p.pattern, _ = m["pattern"].(string)
		if f, _ := m["format"].(string); f == "password" {
			p.secret = true
		}
		if w, _ := m["writeOnly"].(bool); w {
			p.secret = true
		}
		if e, ok := m["enum"].([]any); ok {
			for _, x := range e {
				p.enum = append(p.enum, fmt.Sprint(x))
			}
		}
		props[name] = p
	}
	req, _ := s["required"].([]any)
	for _, r := range req {
		if name, ok := r.(string); ok {
			if p, known := props[name]; known && !p.required {
				p.required = true
				props[name] = p
				required = append(required, name)
			}
		}
	}
	return props, required
}

// typeOf reads "type": a name, or a list of them of which the first that
// is not "null" counts.
func typeOf(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && s != "null" {
				return s
			}
		}
	}
	return ""
}

// params are the tool's arguments for the agent model: the required ones
// in schema order, then the others by name. secret says of each slot
// whether it is secret; other arguments are secret when the schema says
// so (format: password, writeOnly).
func params(props map[string]property, required []string, secret map[string]bool) []agents.Param {
	var out []agents.Param
	add := func(p property) {
		typ := "string"
		if p.typ == "number" || p.typ == "integer" {
			typ = "number"
		}
		hidden, isSlot := secret[p.name]
		if !isSlot {
			hidden = p.secret
		}
		out = append(out, agents.Param{Name: p.name, Type: typ, Description: p.desc, Enum: p.enum,
			Required: p.required, Secret: hidden})
	}
	for _, name := range required {
		add(props[name])
	}
	var rest []string
	for name, p := range props {
		if !p.required {
			rest = append(rest, name)
		}
	}
	sortStrings(rest)
	for _, name := range rest {
		add(props[name])
	}
	return out
}

// slotProblem is a slot the schema cannot give: the agent is disabled.
type slotProblem struct {
	at       Pos
	msg      string // for the author, at its place in the file
	why      string // for the user, when the agent is asked
	needsLLM bool
}

// slots derives an agent's slots from its action tool's schema: the
// slots the file lists, in its order, then each other required property
// in schema order, each with what the file overrides.
//
// A slot with a value is not asked: it is filled when the tool runs. A
// slot the tool lacks is asked only for a value to use (a file's name in
// its path), and is not sent; facts are the facts the domain knows of.
func slots(a *AgentSpec, tool string, props map[string]property, required []string, facts map[string]bool) ([]agents.Slot, []valueSlot, []slotProblem) {
	var out []agents.Slot
	var values []valueSlot
	var probs []slotProblem
	listed := map[string]bool{}
	var names []string
	for name := range props {
		names = append(names, name)
	}
	sortStrings(names)
	used := func(name string) bool {
		for _, sl := range a.Slots {
			if refersTo(sl.Parts, name) {
				return true
			}
		}
		return false
	}
	derive := func(sl SlotSpec, at Pos) {
		p, ok := props[sl.Name]
		switch {
		case !ok && !sl.HasValue && used(sl.Name):
			p = property{name: sl.Name, typ: "string"} // asked for a value, not sent
		case !ok:
			msg := fmt.Sprintf("slot %s: tool %s has no argument %q%s", sl.Name, tool, sl.Name, didYouMean(sl.Name, names))
			probs = append(probs, slotProblem{at: at, msg: msg, why: msg})
			return
		case sl.HasValue && p.secret:
			msg := fmt.Sprintf("slot %s: argument %s of %s is a secret, which a value may not fill", sl.Name, sl.Name, tool)
			probs = append(probs, slotProblem{at: at, msg: msg, why: msg})
			return
		case sl.HasValue:
			values = append(values, valueSlot{name: sl.Name, parts: sl.Parts})
			return
		}
		if p.typ == "object" || p.typ == "array" {
			what := map[string]string{"object": "an object", "array": "a list"}[p.typ]
			why := fmt.Sprintf("argument %s of %s is %s, which the offline engine cannot ask for", p.name, tool, what)
			probs = append(probs, slotProblem{at: at, needsLLM: true, why: why,
				msg: fmt.Sprintf("agent %s needs the LLM engine: %s", a.Name, why)})
			return
		}
		s, err := slotFor(sl, p)
		if err != "" {
			probs = append(probs, slotProblem{at: at, msg: "slot " + sl.Name + ": " + err, why: "slot " + sl.Name + ": " + err})
			return
		}
		out = append(out, s)
	}
	for _, sl := range a.Slots {
		listed[sl.Name] = true
		derive(sl, sl.Pos)
	}
	for _, name := range required {
		if !listed[name] {
			derive(SlotSpec{Name: name}, a.Tool.Pos)
		}
	}
	probs = append(probs, checkRefs(a, out, facts)...)
	loginCues(out)
	for i := range out {
		if used(out[i].Name) {
			out[i].Check = func(v string, _ agents.Facts) error { return checkPathPart(v) }
		}
	}
	return out, values, probs
}

// userCues introduce the name typed with a login ("sign in as ada", "my
// name is ada"), whatever the domain calls it. Not "i'm": "I am already
// signed in" names nobody.
var userCues = []string{"log in as", "login as", "sign in as", "sign me in as", "log me in as", "unlock as",
	"my name is", "name is"}

// loginCues gives the slot asked before a secret (the owner of a PIN,
// the user of a password) the words people introduce their name with, so
// that a name said with the request is taken and not asked again.
func loginCues(out []agents.Slot) {
	for i := 1; i < len(out); i++ {
		if out[i].Kind == agents.KindSecret && out[i-1].Kind == agents.KindText {
			out[i-1].Cues = append(out[i-1].Cues, userCues...)
			out[i-1].SelfNamed = true // "hey open my notes, im ada"
		}
	}
}

// checkRefs checks what the values refer to against the slots the agent
// asks and the facts the domain knows of: each name must be one of them,
// and not a secret.
func checkRefs(a *AgentSpec, asked []agents.Slot, facts map[string]bool) []slotProblem {
	var probs []slotProblem
	known := map[string]agents.SlotKind{}
	var names []string
	for _, s := range asked {
		known[s.Name] = s.Kind
		names = append(names, s.Name)
	}
	for f := range facts {
		names = append(names, f)
	}
	for _, sl := range a.Slots {
		for _, p := range sl.Parts {
			kind, isSlot := known[p.Ref]
			var msg string
			switch {
			case p.Ref == "" || (isSlot && kind != agents.KindSecret):
				continue
			case isSlot:
				msg = fmt.Sprintf("slot %s: a value may not use the secret slot %s", sl.Name, p.Ref)
			case facts[p.Ref]:
				continue
			case a.slot(p.Ref) != nil:
				continue // a slot with a value, or one that failed: said already
			default:
				msg = fmt.Sprintf("slot %s: {{.%s}} is neither a slot of agent %s nor a fact%s", sl.Name, p.Ref, a.Name, didYouMean(p.Ref, names))
			}
			probs = append(probs, slotProblem{at: p.Pos, msg: msg, why: msg})
		}
	}
	return probs
}

// slotFor is one slot: the kind and question from the schema, under what
// the file says.
func slotFor(sl SlotSpec, p property) (agents.Slot, string) {
	s := agents.Slot{Name: sl.Name, Label: sl.Label, Hint: sl.Hint, Description: sl.Description, Fact: sl.Fact, Remember: sl.Remember, Long: sl.Long}
	if s.Description == "" {
		s.Description = strings.TrimSpace(p.desc) // the tool's own words for its argument
	}
	if s.Label == "" {
		s.Label = strings.ReplaceAll(p.name, "_", " ")
	}
	switch {
	case p.secret:
		s.Kind = agents.KindSecret
	case len(p.enum) > 0:
		s.Kind = agents.KindEnum
		for _, v := range p.enum {
			s.Choices = append(s.Choices, agents.Choice{Value: v})
		}
	case p.pattern != "":
		s.Kind = agents.KindPattern
	case p.typ == "number" || p.typ == "integer":
		s.Kind = agents.KindNumber
	case p.typ == "boolean":
		s.Kind = agents.KindEnum
		s.Choices = []agents.Choice{{Value: "true", Aliases: []string{"yes", "y", "yep", "sure"}}, {Value: "false", Aliases: []string{"no", "n", "nope"}}}
	default:
		s.Kind = agents.KindText
	}
	if sl.Kind != "" {
		s.Kind = sl.Kind
	}
	if sl.Secret != nil {
		switch {
		case *sl.Secret:
			s.Kind = agents.KindSecret
		case s.Kind == agents.KindSecret:
			s.Kind = agents.KindText
		}
	}
	if len(sl.Choices) > 0 {
		s.Choices = sl.Choices
	}
	pattern := p.pattern
	if sl.Pattern != "" {
		pattern = sl.Pattern
	}
	if pattern != "" && s.Kind != agents.KindSecret {
		if s.Kind == agents.KindPattern {
			pattern = findable(pattern)
		}
		re, err := regexp.Compile(pattern)
		if err != nil {
			return s, fmt.Sprintf("pattern %q does not compile: %v", pattern, err)
		}
		s.Pattern = re
	}
	switch {
	case s.Kind == agents.KindEnum && len(s.Choices) == 0:
		return s, "an enum slot needs choices: (the schema has no enum)"
	case s.Kind == agents.KindPattern && s.Pattern == nil:
		return s, "a pattern slot needs pattern: (the schema has none)"
	}
	s.Question = sl.Question
	if s.Question == "" {
		s.Question = askFrom(p.desc)
	}
	if s.Question == "" {
		s.Question = "What is the " + s.Label + "?"
		if s.Kind == agents.KindSecret {
			s.Question = "Please enter your " + s.Label + "."
		}
	}
	if s.Hint == "" && s.Kind == agents.KindEnum {
		s.Hint = "Please choose " + orList(s.ChoiceValues()) + "."
	}
	// the words that introduce a value in a longer message ("member id
	// M12345", "pin 4321"), so that a value typed with another is found
	s.Cues = []string{strings.ToLower(s.Label)}
	if n := strings.ToLower(p.name); n != s.Cues[0] {
		s.Cues = append(s.Cues, n)
	}
	return s, ""
}

// argument converts a slot's value to its schema type for the call.
func argument(p property, v string) any {
	switch p.typ {
	case "integer":
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
		if f, err := strconv.ParseFloat(v, 64); err == nil && f == math.Trunc(f) {
			return int64(f)
		}
	case "number":
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f
		}
	case "boolean":
		if b, err := strconv.ParseBool(v); err == nil {
			return b
		}
	case "object", "array":
		var x any
		if json.Unmarshal([]byte(v), &x) == nil {
			return x
		}
	}
	return v
}

// findable makes a schema's pattern one a pattern slot finds in a
// sentence: without the anchors that would stop "my member id is M12345"
// from matching, and without capturing groups (the slot takes a group's
// text when there is one: "^(RX)[0-9]{3}$" must give RX100, not RX).
func findable(pattern string) string {
	pattern = strings.TrimSuffix(strings.TrimPrefix(pattern, "^"), "$")
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return pattern // the compile that follows says what is wrong
	}
	var strip func(r *syntax.Regexp) *syntax.Regexp
	strip = func(r *syntax.Regexp) *syntax.Regexp {
		for r.Op == syntax.OpCapture {
			r = r.Sub[0]
		}
		for i := range r.Sub {
			r.Sub[i] = strip(r.Sub[i])
		}
		return r
	}
	return `(?:` + strip(re).String() + `)`
}

func sortStrings(ss []string) { sort.Strings(ss) }

// askFrom turns a property's description into something to ask: a
// description that is already a question or a request stays as it is;
// a noun phrase ("the note's title") becomes "Please give the note's
// title." — never a bare fragment shown as a question.
func askFrom(desc string) string {
	d := strings.TrimSpace(desc)
	if d == "" {
		return ""
	}
	if strings.HasSuffix(d, "?") {
		return d
	}
	first := strings.ToLower(strings.Fields(d)[0])
	switch first {
	case "what", "which", "who", "when", "where", "how", "please", "enter", "give", "type", "choose", "pick", "tell":
		return strings.ToUpper(d[:1]) + d[1:] + map[bool]string{true: "", false: "."}[strings.HasSuffix(d, ".")]
	}
	return "Please give " + strings.TrimSuffix(strings.ToLower(d[:1])+d[1:], ".") + "."
}
