package concierge

// A cancel with its reason at an approval is no request to do harm (R53;
// issue 24 round 15): "she sorted it out herself so forget the transfer"
// and "he wants cash so scrap it" were refused by the trained classifier
// (a story about another person and money, then a cancel), so the call
// stayed waiting. A cancel runs nothing, so the classifier's general
// refusal does not stand for a message that only calls the call off; R8's
// table still judges it whole, so a cancel that names a harm kind is
// refused as before.

import "github.com/concierge-dev/concierge/agents/understand"

// cancelOnlyAtApproval reports a message at an approval that only calls
// the call off, its other clauses no more than the reason why.
func (e *Engine) cancelOnlyAtApproval(text string) bool {
	ap := e.sess.Pending.Approval
	if ap == nil || understand.HarmRule(text) != "" {
		return false
	}
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return false
	}
	_, ok := e.cancelInsideRead(a, text)
	return ok
}
