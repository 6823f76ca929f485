package concierge

// A value the user asks to have looked up (R56's cannot(kind) with what
// is possible; issue 24 round 13): "decline 44FF21, not sure if home or
// motor tbh, can you look it up?" was asked the topology as if nothing had
// been said. Nothing here reads a claim's records: that is said plainly,
// and the value asked for, in the request or at the question.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// lookUpWords ask the product to find a value itself: "can you look it
// up", "check the system", "you should have it on file", "can't you see
// it", "figure it out from the claim".
var lookUpWords = reading.Lazy(`(?i)\b(?:look\s+(?:it|that|this|them)\s+up|look\s+up\s+(?:the|which|whether|if|what)|look\s+into\s+it|` +
	`check\s+(?:for\s+me|the\s+(?:system|records?|file|claim|database|policy|details)|it\s+(?:for\s+me|up|in\s+the\s+system)|yourself|whether|if)|` +
	`find\s+(?:it\s+|that\s+)?out|figure\s+(?:it\s+|that\s+)?out|work\s+(?:it\s+|that\s+)?out|pull\s+(?:it\s+|that\s+)?(?:up|from)|search\s+(?:for\s+)?(?:it|the)|` +
	`(?:you|u)\s+(?:should|must|would|probably)\s+(?:have|know|see)\s+(?:it|that|this|the\s+\w+)|on\s+file\b|(?:don'?t|dont|can'?t|cant)\s+(?:you|u)\s+(?:see|check|tell|know|find|look)|` +
	`(?:it'?s|its|it\s+is|that'?s)\s+(?:all\s+)?(?:in|on)\s+(?:the|your)\s+(?:system|records?|file|claim|database)|` +
	`\b(?:in|on)\s+your\s+(?:system|records?|files?|database)|check\s+(?:my|the|their|his|her|our)\s+(?:\w+\s+)?(?:record|records|file|details|profile|account))`)

// unsureSaid says the user does not know a value: "not sure if home or
// motor", "dunno the topology", "no idea", "could be home or motor".
var unsureSaid = reading.Lazy(`(?i)\b(?:not\s+(?:sure|certain)|unsure|dunno|idk|don'?t\s+know|dont\s+know|no\s+idea|can'?t\s+remember|cant\s+remember|forgot|not\s+100|could\s+be|either|\w+\s+or\s+\w+)\b`)

// expectsUsToKnow says the value should be known here already: "you
// should have the topology on file", "it's in your system".
var expectsUsToKnow = reading.Lazy(`(?i)\b(?:(?:you|u)\s+(?:should|must|would|probably)\s+(?:have|know|see)|on\s+file|in\s+your\s+(?:system|records?|files?|database)|(?:in|on)\s+the\s+(?:system|records?|database))\b`)

// unsureSlot is the slot a message leaves the user unsure of: one whose
// choices it names with "or", else the first the message gives no value
// for.
func unsureSlot(a *agents.Agent, text string, filled map[string]bool) *agents.Slot {
	for i := range a.Slots {
		if unsureBetween(&a.Slots[i], text) {
			return &a.Slots[i]
		}
	}
	vals := agents.Extract(a, text, "")
	for i := range a.Slots {
		s := &a.Slots[i]
		if _, given := vals[s.Name]; !given && !filled[s.Name] && s.Kind != agents.KindSecret {
			return s
		}
	}
	return nil
}

// lookUpAskedRead reads a request to look a value up: at the question
// open, cannot_handle said and the question asked again; in a new
// request, cannot_handle said in front of the question the request will
// be asked, and the rest of the request read again without the words that
// asked for the look-up. ok is false for any other message. It only reads.
func (e *Engine) lookUpAskedRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() || !lookUpWords.MatchString(text) {
		return turnCmd{}, false
	}
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if len(a.Tools) > 0 {
			return turnCmd{}, false // an agent with tools may read what is asked ("look up my balance")
		}
		s := a.NextSlot(e.filled(t, a))
		if s == nil || s.Kind == agents.KindSecret || len(agents.Extract(a, withoutLookUp(text), "")) > 0 && !unsureBetween(s, text) {
			return turnCmd{}, false // "it's motor, you should have it on file": the value said
		}
		c := sayCmd(agents.CmdCannotHandle, "cannot_handle", text, prompts.CannotLookUp(s.LabelOrName()), true)
		c.Agent, c.why = a.Name, "asked to look up the "+s.LabelOrName()+", which nothing here can read"
		return c, true
	}
	if !e.idle() {
		return turnCmd{}, false
	}
	if !unsureSaid.MatchString(text) && !expectsUsToKnow.MatchString(text) {
		return turnCmd{}, false // "look up the balance for me" is a request, not a value unknown
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Core || len(best.Agent.Tools) > 0 {
		return turnCmd{}, false
	}
	s := unsureSlot(best.Agent, text, nil)
	if s == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdCannotHandle, execLookUpThenRequest, text)
	c.Text, c.Value = prompts.CannotLookUp(s.LabelOrName()), withoutLookUp(text)
	c.shown = "cannot_handle(look_up: " + s.Name + ")"
	if c.Value != "" {
		c.shown += "; then: " + c.Value
	}
	c.why = "asked to look up the " + s.LabelOrName() + ": nothing here can read it, so it is asked for"
	return c, true
}

// withoutLookUp is a message without its clauses that ask for a look-up:
// "check my employee record" holds no answer of its own.
func withoutLookUp(text string) string {
	var rest []string
	for _, clause := range read(text).TypedClauses() {
		if !lookUpWords.MatchString(clause) {
			rest = append(rest, clause)
		}
	}
	return strings.Join(rest, ", ")
}
