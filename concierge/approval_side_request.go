package concierge

// A side request at an approval (R50, R28; issue 24 round 5): "hang on,
// can you also list my todos after?" while add_note waits is neither a yes
// nor a no. It is queued for after the call, said so ("After this I'll
// list your notes."), and the approval is asked again; the yes then runs
// the call and the queued request after it.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// afterThis marks a request meant for after what waits, or beside it.
var afterThis = reading.Lazy(`(?i)\b(?:after|afterwards|after that|after this|after it|once (?:that'?s|it'?s|you'?re|thats|its|youre) done|when (?:that'?s|it'?s|you'?re|thats|its|youre) done|then|next|later|too|as well|also|plus|and then)\b`)

// sideLead is what leads such a request: a pause, a politeness, a joiner.
var sideLead = reading.Lazy(`(?i)^(?:(?:hang on|hold on|wait|oh|and|also|plus|btw|by the way|can you|could you|can u|could u|would you|will you|please|pls|ok|okay|one more thing|oh and|and also|i'?d like you to|i want you to)[ ,.!-]*)+`)

// sideTail is what ends it: when it is for, and the question mark.
var sideTail = reading.Lazy(`(?i)(?:[ ,]+(?:after|afterwards|after that|after this|after it|too|as well|then|later|next|when (?:you'?re|that'?s|it'?s) done|once (?:you'?re|that'?s|it'?s) done|please|pls))*[ ?.!]*$`)

// sideRequestAtApproval reads a request of another agent's said beside
// the waiting approval: the agent and the request's own words. It only
// reads: the request is queued by the start_task(beside) command.
func (e *Engine) sideRequestAtApproval(a *agents.Agent, text string) (*agents.Agent, string, bool) {
	if !afterThis.MatchString(text) || isCancel(text) || hasCancel(text) {
		return nil, "", false
	}
	if _, no := rejection(text); no {
		return nil, "", false
	}
	if _, yes := leadingYes(text); yes {
		return nil, "", false // "yes, and also …": the yes path queues it
	}
	core := strings.TrimSpace(sideTail.ReplaceAllString(sideLead.ReplaceAllString(strings.TrimSpace(text), ""), ""))
	if core == "" || !e.requestOfItsOwn(core) {
		return nil, "", false
	}
	b := e.routesTo(core)
	if b == nil || b == a && !another(text) || !b.ExposeToUser {
		return nil, "", false
	}
	return b, core, true
}

// queueBeside queues the request core for b after the call that waits,
// and asks the approval again.
func (e *Engine) queueBeside(t *turn, b *agents.Agent, core string) {
	ap := e.sess.Pending.Approval
	e.sess.Agenda.Request(core)
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("Queued %q for after the call that waits", core))
	e.speak(t, agents.ConciergeName, join(e.afterThisPromise(b, core), prompts.ApprovalReminder(ap.Summary)))
}
