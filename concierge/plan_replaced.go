package concierge

// A new instruction said while a plan waits (R50, R27; issue 24 round 9):
// "actually just send 60 to 7654321 from checking", "no, send 80 to
// 1234324 instead", "change of plan: move 200 from savings to checking".
// It replaces the plan: the plan is dropped (nothing of it ran) and the
// instruction runs with its own values. It was a side request with the
// plan asked again after, a value edited into the plan, or — after a
// "no" — the plan rejected with the instruction lost as its "reason".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// replaceLead opens an instruction that takes the plan's place.
	replaceLead = reading.Lazy(`^(?:(?:ok|okay|hmm+|um+|well|oh|wait|hold on|sorry)\b[\s,.!:;-]*)*(?:actually|no|nah|nope|change\s+of\s+plans?|new\s+plan|different\s+plan|scratch\s+(?:that|all\s+that|the\s+plan)|forget\s+(?:that|all\s+that|the\s+plan)|never\s*mind\s+(?:that|the\s+plan)|instead|rather|on\s+second\s+thought)\b[\s,.!:;-]*(?:(?:just|only|instead|rather)\b[\s,.!:;-]*)*`)
	// replaceOnly is "just" or "only" before the instruction.
	replaceOnly = reading.Lazy(`^(?:(?:ok|okay|so|then|please|pls)\b[\s,]*)*(?:just|only)\s+`)
	// replaceTail is "instead" after it.
	replaceTail = reading.Lazy(`[\s,]+(?:instead(?:\s+of\s+(?:that|all\s+that|the\s+plan|this))?|rather|then)\s*[.!]*$`)
)

// planReplacedRead is the new instruction a message at a waiting plan
// gives in its place; ok is false when it gives none. It only reads.
func (e *Engine) planReplacedRead(text string) (string, bool) {
	if !e.planWaits() {
		return "", false
	}
	n := strings.TrimSpace(normalise(text))
	rest, marked := n, false
	if loc := replaceLead.FindStringIndex(rest); loc != nil && loc[1] > 0 {
		rest, marked = strings.TrimSpace(rest[loc[1]:]), true
	}
	if loc := replaceOnly.FindStringIndex(rest); loc != nil {
		rest, marked = strings.TrimSpace(rest[loc[1]:]), true
	}
	if loc := replaceTail.FindStringIndex(rest); loc != nil && strings.Contains(rest[loc[0]:], "instead") || loc != nil && strings.Contains(rest[loc[0]:], "rather") {
		rest, marked = strings.TrimSpace(rest[:loc[0]]), true
	}
	if !marked || rest == "" || isCancel(rest) || read(rest).Mentions(reading.Negation) || !e.newRequest(rest) {
		return "", false
	}
	if best, ok := e.router.Best(rest, e.domain.Agents); !ok || len(agents.Extract(best.Agent, rest, "")) == 0 {
		return "", false // "actually just do it": no instruction of its own
	}
	return rest, true
}

// replacePlan drops the waiting plan (nothing of it ran) for the new
// instruction rest, which text gave.
func (e *Engine) replacePlan(text, rest string) step {
	p := e.sess.Plan
	for i := range p.Steps {
		p.Steps[i].Status = state.StepSkipped
	}
	p.Awaiting, p.Feedback = false, text
	e.planChanged()
	e.sess.Plan = nil
	e.model.forget() // the plan's values go with it (R52)
	e.note(state.NoteContinuation, "Replaced the plan (nothing of it ran) with the new instruction: "+reading.Clip(rest, 80))
	return handleStep(rest)
}
