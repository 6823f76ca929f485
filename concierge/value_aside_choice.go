package concierge

// A value for the question open said together with another agent's
// request (R50, R27; issue 24 round 16): "both pls, and whats nvda at" or
// "whats nvda at, and savings" at "Which account: Checking or Savings?".
// Neither half is lost: the value answers the question for the task in
// hand, never asked again, and the request is kept for after that task,
// as a free-text value's aside is (value_aside.go).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// clauseJoin is where one half of such a message ends and the other
// begins: a comma or semicolon, or a joining word between two clauses,
// with the joining words that may follow it.
var clauseJoin = reading.Lazy(`(?i)\s*[,;]+\s*(?:(?:and|also|then|plus|oh|n)\s+)*|[.!?]+\s+(?:(?:and|also|then|plus|oh)\s+)*|\s+(?:and|also|then|plus|&|n)\s+(?:(?:and|also|then|plus|oh)\s+)*`)

// leadingJoin is a joining word left at the start of a half: "and savings".
var leadingJoin = reading.Lazy(`(?i)^(?:(?:and|also|then|plus|oh|so|n|&)[\s,]+)+`)

// maxValueWords is the longest half read as only a value: "both pls",
// "savings one please", "the checking account i think".
const maxValueWords = 6

// choiceValueAside reads a message at a slot's question (not free text,
// not a secret) as a value for it and a request for another agent, in
// either order: the command that queues the request, and the value for
// the loop to read on; ok is false when no split gives both. It only
// reads.
func (e *Engine) choiceValueAside(t *turn, a *agents.Agent, text string) (c turnCmd, rest string, ok bool) {
	if a == nil {
		return turnCmd{}, "", false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
		return turnCmd{}, "", false
	}
	for _, loc := range clauseJoin.FindAllStringIndex(text, -1) {
		left := trimDangling(leadingJoin.ReplaceAllString(strings.TrimSpace(text[:loc[0]]), ""))
		right := trimDangling(leadingJoin.ReplaceAllString(strings.TrimSpace(text[loc[1]:]), ""))
		for _, p := range [][2]string{{left, right}, {right, left}} {
			value, request := p[0], p[1]
			b := e.otherRequest(a, s, request)
			if b == nil || !e.valueOnly(a, s, value) {
				continue
			}
			c := turnCommand(agents.CmdStartTask, execQueueAside, text)
			c.a, c.Value, c.Text = b, request, e.afterThisPromise(b, request)
			c.note = fmt.Sprintf("Queued %q for after %s; %q answers its %s", request, a.Name, reading.Clip(value, 40), s.LabelOrName())
			c.shown = "start_task(" + b.Name + ", after " + a.Name + ")"
			return c, value, true
		}
	}
	return turnCmd{}, "", false
}

// otherRequest is the agent a half asks work of when it is another agent
// than a, the half a request or a question of its own, and it gives a no
// value for the slot s asked; nil otherwise.
func (e *Engine) otherRequest(a *agents.Agent, s *agents.Slot, half string) *agents.Agent {
	if len(reading.Words(half)) < 2 || e.givesValue(a, s, half) {
		return nil
	}
	b := e.routesTo(half)
	if b == nil || b == a || !b.ExposeToUser {
		return nil
	}
	if !e.requestOfItsOwn(half) && !isQuestion(tellMeLead.ReplaceAllString(half, "")) {
		return nil
	}
	return b
}

// valueOnly reports a short half that answers the slot s asked ("both
// pls", "savings") and asks nothing of another agent.
func (e *Engine) valueOnly(a *agents.Agent, s *agents.Slot, half string) bool {
	n := len(reading.Words(half))
	if n == 0 || n > maxValueWords || !e.givesValue(a, s, half) {
		return false
	}
	b := e.routesTo(half)
	return b == nil || b == a || !e.requestOfItsOwn(half)
}

// givesValue reports a half holding a value the slot s takes, or asking
// for every one of its choices ("both", "all of them").
func (e *Engine) givesValue(a *agents.Agent, s *agents.Slot, half string) bool {
	if namesEvery(s, half) {
		return true
	}
	raw, ok := agents.Extract(a, half, s.Name)[s.Name]
	if !ok {
		return false
	}
	_, err := s.Normalize(raw, e.pinnedFacts(a))
	return err == nil
}
