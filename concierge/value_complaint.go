package concierge

// A complaint about a value the product did not take (issue 24 round 10):
// "I didn't recognise 'found' as the crime topology" (the user quoting the
// product back), "what do you mean you didn't recognise found", "why
// won't you take found?". It was read as help (the whole menu) or tried as
// the value itself. It is answered with what the value can be — its
// hint and choices, nothing guessed — and the question is asked again.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// complainsOfValue is a line that questions a value not taken.
var complainsOfValue = reading.Lazy(`(?i)\b(?:(?:did(?:n'?t| not)|couldn'?t|could not|can'?t|cannot|won'?t|wont|will not|do(?:n'?t| not))\s+(?:you\s+)?(?:recogni[sz]e|take|accept)|not\s+recogni[sz]ed|unrecogni[sz]ed|what\s+do\s+you\s+mean|why\s+(?:not|is(?:n'?t| not)|can'?t|won'?t|didn'?t|wasn'?t)\b)`)

// valueComplaintRead reads, at a slot's question, a complaint about a
// value not taken: what the slot takes is said, and the question asked
// again; ok is false for any other message. It only reads.
func (e *Engine) valueComplaintRead(t *turn, a *agents.Agent, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || !complainsOfValue.MatchString(text) {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || len(s.Choices) == 0 && s.Pattern == nil {
		return turnCmd{}, false // a note's text, a name: these words may be the value
	}
	if e.answersAsked(t, text) {
		return turnCmd{}, false // "no i said motor, why didn't you take it": the answer
	}
	var slots map[string]string
	if w := e.sess.Work[a.Name]; w != nil {
		slots = w.Slots
	}
	c := sayCmd(agents.CmdAsk, "ask — the user questions a "+s.LabelOrName()+" not taken; what it can be, said, and asked again", text,
		join(prompts.AboutSlot(s.LabelOrName(), s.Hint, s.ChoiceValues()), s.QuestionWith(e.namedValues(slots))), false)
	c.Agent = a.Name
	return c, true
}
