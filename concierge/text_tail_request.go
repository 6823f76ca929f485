package concierge

// A request said after a long text, with the words that put it next
// (round 34, notes 12): "add a note called groceries saying eggs, bread
// and oat milk and then show me everything i've got" wrote the whole tail
// into the note and never listed. A long text slot (a note's text, a
// to-do) takes anything, so only a tail that a marker puts after it ("and
// then", "then", "after that", "afterwards", "and also") and that asks
// another agent's work (or what the user has kept), and writes no text
// itself, is cut off: the text
// keeps what comes before, and the tail waits as the next request. A tail
// of the writer's own words ("then add pasta") stays the text.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// nextMarker is where a text may end and a request said after it begin.
var nextMarker = reading.Lazy(`(?i)(?:\s*[,;.]\s*|\s+)(?:and\s+)?(?:then|after\s+(?:that|this)|afterwards?|also|once\s+(?:that'?s|thats|that\s+is|it'?s|its|you'?re|ur)\s+(?:done|saved|finished))\s*,?\s+`)

// tailRequest splits a long text's value into the text and a request
// said after it for another agent; tail is "" when there is none.
func (e *Engine) tailRequest(a *agents.Agent, s agents.Slot, raw string) (text, tail string) {
	if s.Kind != agents.KindText || !s.Long {
		return raw, ""
	}
	for _, m := range nextMarker.FindAllStringIndex(raw, -1) {
		head, rest := strings.TrimSpace(raw[:m[0]]), strings.TrimSpace(raw[m[1]:])
		if head == "" || rest == "" {
			continue
		}
		if e.asksOtherWork(a, rest) {
			return head, rest
		}
	}
	return raw, ""
}

// asksOtherWork reports words that ask another agent's work: what the
// user has kept ("show me everything i've got"), or a request the router
// is sure of (the reader's guesses took "then pick up sam" for a task).
func (e *Engine) asksOtherWork(a *agents.Agent, rest string) bool {
	if keptAsked.MatchString(strings.Join(reading.Words(strings.ReplaceAll(rest, "'", "")), " ")) {
		if l := e.lister(); l != nil && l != a {
			return true
		}
	}
	if best, ok := e.router.Best(rest, e.domain.Agents); ok && best.Core {
		return best.Agent != a && best.Agent.ExposeToUser && !writesLong(best.Agent)
	}
	return false
}

// writesLong reports an agent that takes a long text: a tail that asks
// one ("then add pasta", "then remind me to drain it") may be the text
// going on, a recipe's next step, and stays the text.
func writesLong(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindText && s.Long {
			return true
		}
	}
	return false
}

// queueTail puts a request cut from a text first among the requests that
// wait, once: a message read twice queues it once.
func (e *Engine) queueTail(tail string) {
	for _, r := range e.sess.Agenda.Requests() {
		if r == tail {
			return
		}
	}
	e.sess.Agenda.RequestFirst(tail)
	e.status()
}
