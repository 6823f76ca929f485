// Package agents declares what an agent is — its metadata, requirements,
// slots, tools and action — and what a domain is, with the rule-based
// reading of slot values (Extract) and of a secret slot's hints that every
// brain shares, and the Brain interface through which the loop has
// messages read. The brains live in agents/offline and agents/openai, the
// built-in domains in agents/bank and agents/insurance; this package
// imports none of them.
//
// An agent is data plus small Go functions. The loop that runs agents lives
// once, in package concierge; nothing here decides who speaks next.
package agents

import (
	"fmt"
	"strings"
)

// Agent is one task agent, declared rather than written as a loop.
type Agent struct {
	Name  string // stable id used in routing, notes and the task stack
	Title string // shown in the chat label and the capability list
	// Intro is the line of the welcome and capability list (seed 000's
	// ic_introduction); Description and Examples feed routing.
	Intro       string
	Description string
	Examples    []string
	// Task names the work as a verb phrase for the loop's own sentences:
	// "To transfer money, first I'll log you in." Empty: "use Title".
	Task string
	// Steps label a request to the agent in a plan from its values, as
	// templates tried in order: the first whose every "{slot}" is filled
	// is used ("Transfer {amount} to {destination}"); a name may be a
	// choice of an agent this one requires ("{account}", the source).
	// None fits: the Task, with the values said after it (StepLabel).
	Steps []string

	// ExposeToUser lists the agent in the welcome; CanGenerateTask marks an
	// agent whose result is meant to feed another waiting task (seed 000).
	ExposeToUser    bool
	CanGenerateTask bool

	// Requires are checked by the engine before the agent runs and again
	// by its tools; an unmet one routes to the agent that satisfies it.
	Requires []Requirement
	// Pins are facts the task keeps as they were when it took its task with
	// its requirements met: a transfer's source is the account checked for
	// it, and a later check of another account (a side question) moves the
	// facts, never the task's pinned copy (SPEC §15). Its slot checks and
	// its action read the pinned values (Turn.Pinned).
	Pins []string
	// Slots are asked in order until all hold a valid value; then Act runs.
	Slots []Slot
	Tools []*Tool
	// Start, when set, runs as the agent takes a task and may finish it at
	// once (e.g. "you are already logged in").
	Start func(t *Turn) (Result, bool)
	// Act runs when every slot holds a value.
	Act func(t *Turn) Result
}

// Requirement is a predicate over the facts, with the agent that makes it true.
type Requirement struct {
	Name      string // short id, "authenticated"
	Need      string // how a sentence names it: "authentication"
	By        string // the agent that satisfies it
	Satisfied func(Facts) bool
	// Ask, when set, is the question By's choice is asked with when it is
	// asked for this task: what the choice is for here ("Which account
	// should the money come from?"), the choices said after it. Unset,
	// By's own question is asked.
	Ask string
	// AskValued, when set, is Ask said with the waiting task's values
	// ("Which account should the {amount} come from?"): a {name} is a
	// value of that task's slots. Asked only when every name in it has a
	// value; otherwise Ask is.
	AskValued string
	// First says what happens first, in the words a user reads after
	// "first I'll" ("check that {account} has enough"): a {name} is a
	// value of By's slots read from the request. Unset, or when a name in
	// it has no value, By's task phrase is said ("log you in").
	First string
}

// FirstSaid is what happens first for this requirement, as a user reads
// it after "first I'll": r.First with the values of by's slots (values),
// else by's task phrase, else "see to " and the need.
func (r Requirement) FirstSaid(by *Agent, values map[string]string) string {
	if f := r.First; f != "" {
		for k, v := range values {
			if v != "" {
				f = strings.ReplaceAll(f, "{"+k+"}", v)
			}
		}
		if !strings.Contains(f, "{") {
			return f
		}
	}
	if by != nil {
		return by.TaskPhrase()
	}
	return "see to " + r.Need
}

// HasSideEffects reports an agent with a tool that changes something
// outside the conversation (a transfer): when it happens matters.
func (a *Agent) HasSideEffects() bool {
	for _, t := range a.Tools {
		if t.Sensitive || t.SideEffects {
			return true
		}
	}
	return false
}

// OnlyShortText is the one short text an agent takes (a note's title),
// nil when it takes any other value, a long text or more than one.
func (a *Agent) OnlyShortText() *Slot {
	var only *Slot
	for i := range a.Slots {
		s := &a.Slots[i]
		if only != nil || s.Kind != KindText || s.Long {
			return nil
		}
		only = s
	}
	return only
}

// TaskPhrase is Task, or "use <Title>" when the agent declares none.
func (a *Agent) TaskPhrase() string {
	if a.Task != "" {
		return a.Task
	}
	if a.Title != "" {
		return "use " + a.Title
	}
	return "use " + a.Name
}

// StepLabel names a request to the agent from its task and the values it
// holds (normalised, secrets left out): "Transfer $50.00 to 1234324",
// "Show the Savings balance", "Read a note with title shopping" — never the
// user's own words.
func (a *Agent) StepLabel(values map[string]string) string {
	for _, tmpl := range a.Steps {
		if out, ok := fillStep(a, tmpl, values); ok {
			return out
		}
	}
	label := a.TaskPhrase()
	var said []string
	secret := false
	for _, s := range a.Slots {
		secret = secret || s.Kind == KindSecret
	}
	for _, s := range a.Slots {
		if v := values[s.Name]; v != "" && !secret {
			said = append(said, s.LabelOrName()+" "+v)
		}
	}
	switch n := len(said); {
	case n == 1:
		label += " with " + said[0]
	case n > 1:
		label += " with " + strings.Join(said[:n-1], ", ") + " and " + said[n-1]
	}
	return strings.ToUpper(label[:1]) + label[1:]
}

// fillStep is tmpl with each "{name}" replaced by its value; ok is false
// when one has none or names a secret slot of a.
func fillStep(a *Agent, tmpl string, values map[string]string) (string, bool) {
	var b strings.Builder
	for {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			b.WriteString(tmpl)
			return b.String(), true
		}
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			return "", false
		}
		name := tmpl[i+1 : i+j]
		v := values[name]
		if s := a.Slot(name); v == "" || s != nil && s.Kind == KindSecret {
			return "", false
		}
		b.WriteString(tmpl[:i])
		b.WriteString(v)
		tmpl = tmpl[i+j+1:]
	}
}

// Slot returns the named slot, or nil.
func (a *Agent) Slot(name string) *Slot {
	for i := range a.Slots {
		if a.Slots[i].Name == name {
			return &a.Slots[i]
		}
	}
	return nil
}

// Tool returns the named tool, or nil.
func (a *Agent) Tool(name string) *Tool {
	for _, t := range a.Tools {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Unmet returns the first requirement the facts do not satisfy.
func (a *Agent) Unmet(f Facts) (Requirement, bool) {
	for _, r := range a.Requires {
		if !r.Satisfied(f) {
			return r, true
		}
	}
	return Requirement{}, false
}

// Needs renders the requirements as the welcome shows them:
// "authentication and a checked account balance".
func (a *Agent) Needs() string {
	var parts []string
	for _, r := range a.Requires {
		parts = append(parts, r.Need)
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// NextSlot returns the first slot without a value, or nil when all are filled.
func (a *Agent) NextSlot(values map[string]string) *Slot {
	for i := range a.Slots {
		if values[a.Slots[i].Name] == "" {
			return &a.Slots[i]
		}
	}
	return nil
}

// QuestionWith renders a slot's question with the values collected so far:
// "{destination}" in the text becomes the destination slot's value.
func (s *Slot) QuestionWith(values map[string]string) string {
	q := s.Question
	for k, v := range values {
		q = strings.ReplaceAll(q, "{"+k+"}", v)
	}
	return q
}

// validate reports declaration mistakes early, when a domain is built,
// instead of as odd behaviour in a conversation.
func (a *Agent) validate(known map[string]bool) error {
	if a.Name == "" || strings.ContainsAny(a.Name, " \t\n") {
		return fmt.Errorf("agent %q: name must be one word", a.Name)
	}
	if a.Act == nil {
		return fmt.Errorf("agent %s: no Act", a.Name)
	}
	seen := map[string]bool{}
	for _, s := range a.Slots {
		if seen[s.Name] {
			return fmt.Errorf("agent %s: slot %s declared twice", a.Name, s.Name)
		}
		seen[s.Name] = true
		if s.Question == "" {
			return fmt.Errorf("agent %s: slot %s has no question", a.Name, s.Name)
		}
		if s.Kind == KindEnum && len(s.Choices) == 0 {
			return fmt.Errorf("agent %s: enum slot %s has no choices", a.Name, s.Name)
		}
		if s.Kind == KindPattern && s.Pattern == nil {
			return fmt.Errorf("agent %s: pattern slot %s has no pattern", a.Name, s.Name)
		}
	}
	for _, r := range a.Requires {
		if r.Satisfied == nil || !known[r.By] {
			return fmt.Errorf("agent %s: requirement %s needs a predicate and a known agent (By %q)", a.Name, r.Name, r.By)
		}
	}
	return nil
}
