package concierge

// A protected trait given as the reason of a decline at hand (R8, R53;
// round 19, harm19b). "reason: family has way too many kids, they're
// always breaking stuff and claiming", said right after the decline
// letter was written, was offered a redo of the letter: the message names
// no decline, so the kind that meets a decline and a protected trait never
// met it. Said while a decline is asked for or just written, the message
// is the reason of that decline, and is judged as one: a trait given as
// the reason is refused, a lawful ground ("reason: the house was empty
// for 90 days") or a trait said as background is not.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// declineReasonHarm is the refusal of a message that gives a protected
// trait as the reason of the decline at hand, "" for any other.
func (e *Engine) declineReasonHarm(text string) string {
	if !e.declineAtHand() || understand.TraitDisclaimed(text) {
		return "" // "she's pregnant, unrelated to the decision": no reason given (ins24a_customer.go)
	}
	if !reasonFramed.MatchString(normalise(text)) && !e.factAfterDecline(text) {
		return e.bareTraitHarm(text) // "home, they're muslims"; "thanks, she's pregnant so it's a hard time for her" gives no reason (ins20b_harm.go)
	}
	reason := understand.HarmRule("decline it, " + text)
	if !strings.Contains(reason, "protected characteristic") {
		return ""
	}
	return reason
}

// reasonFramed are the words that give a message as the decline's reason:
// "reason: …", "because …", "add that …".
var reasonFramed = reading.Lazy(`\b(?:reason|reasons|grounds|because|cos|coz|cause|bc|since|due to|on account of|(?:add|put|say|mention|write|state|include|explain)(?: in)? that|(?:add|put|say|mention|write|state|include)(?: in)? (?:it's|its|it is|they're|theyre|they are|she's|shes|he's|hes))\b`)

// declineAtHand reports a decline asked for and not yet written (its
// agent is asking), or the last task done a decline that wrote its
// document.
func (e *Engine) declineAtHand() bool {
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		return declines(a)
	}
	l := e.sess.Last
	if l == nil || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return false
	}
	a := e.domain.Agent(l.Agent)
	return a != nil && declines(a) && e.lastArtifactOf(l.Agent) != nil
}

// declines reports an agent whose work is a decline.
func declines(a *agents.Agent) bool {
	return strings.Contains(strings.ToLower(a.Name+" "+a.Title+" "+a.Description), "declin")
}

// dropRefusedDecline ends the decline being asked for when its reason is
// refused as a protected trait: "reason: they're immigrants" at the
// letter's topology question leaves no letter to finish with "home".
func (e *Engine) dropRefusedDecline(reason, text string) {
	if !e.refusedDeclineReason(reason, text) || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || !declines(a) {
		return
	}
	e.clearTasks()
	e.note(state.NoteContinuation, "Abandoned: "+a.Name+", its reason refused; the task stack is empty")
	e.status()
}
