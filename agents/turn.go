package agents

import (
	"fmt"
	"time"
)

// CallFunc runs a tool on behalf of an agent. The loop supplies it, so that
// requirement checks, approvals and budgets apply to every call.
type CallFunc func(tool *Tool, args Args) (string, error)

// Turn is what an agent's Start and Act see: its slots, its scratch memory,
// the facts, and a way to call its tools.
type Turn struct {
	Agent  *Agent
	Slots  map[string]string
	Memory map[string]string
	Facts  Facts
	// Said holds the user's own words that gave each slot its value; a
	// slot filled from a remembered fact has none.
	Said map[string]string
	// Now is the loop's clock, injected so dates in artifacts are testable.
	Now func() time.Time
	// Request is the user's message that started the task: a list asked
	// for with a narrowing word ("my work notes") shows the items it names.
	Request string

	secrets map[string]string
	call    CallFunc
}

// NewTurn builds a turn. secrets holds secret slot values for this turn only.
func NewTurn(a *Agent, slots, memory map[string]string, facts Facts, secrets map[string]string, call CallFunc) *Turn {
	return &Turn{Agent: a, Slots: slots, Memory: memory, Facts: facts, secrets: secrets, call: call,
		Said: map[string]string{}, Now: time.Now}
}

// PinPrefix marks a pinned fact in a task's memory.
const PinPrefix = "pin."

// ReasonMemory keeps, in a task's memory, the reason the user gave for
// it ("the damage was gradual wear"): a decline letter names it.
const ReasonMemory = "ins20b.reason"

// ForSomeoneElseMemory marks, in a task's memory, a question asked for
// another person ("my colleague at the partner garage keeps asking …"):
// the slot about the user is theirs, said as theirs and never kept as the
// user's own (issue 24, ins31).
const ForSomeoneElseMemory = "ins31.for_someone_else"

// RedoneMemory marks, in a task's memory, a document written again with
// the reason the user gave after it (issue 24, ins22a): the reply says it
// was redone, never a plain "generated" that reads as the same letter.
const RedoneMemory = "ins22a.redone"

// Pinned is a fact as the task pinned it (Agent.Pins), else as it is now.
func (t *Turn) Pinned(fact string) string {
	if v, ok := t.Memory[PinPrefix+fact]; ok {
		return v
	}
	return t.Facts[fact]
}

// Slot returns a slot's value; a secret slot's value comes from the
// turn-only secrets, never from stored slots.
func (t *Turn) Slot(name string) string {
	if s := t.Agent.Slot(name); s != nil && s.Kind == KindSecret {
		return t.secrets[name]
	}
	return t.Slots[name]
}

// Call runs one of the agent's tools through the loop.
func (t *Turn) Call(name string, args Args) (string, error) {
	tool := t.Agent.Tool(name)
	if tool == nil {
		return "", fmt.Errorf("%s has no tool %q", t.Agent.Name, name)
	}
	if t.call == nil {
		return "", fmt.Errorf("tool %s: no tool runner", name)
	}
	return t.call(tool, args)
}
