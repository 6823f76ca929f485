package concierge

// An answer at a plan that only picks or drops its steps is no request to
// do harm (R53; issue 24 round 16): "cut the money one, the others look
// good" and "leave off the transfer, the others look good" were refused
// by the trained classifier, which hears "cut", "money" and "transfer"
// without the plan they answer. A pick runs nothing the user has not
// already been shown, so the classifier's general refusal does not stand
// for it; R8's table still judges it whole, so a pick that names a harm
// kind is refused as before. An edit (a step's new action) is new work
// and stays judged.

import "github.com/concierge-dev/concierge/agents/understand"

// pickOnlyAtPlan reports a message at a waiting plan that only keeps,
// skips, restores or approves its steps, or rejects the plan.
func (e *Engine) pickOnlyAtPlan(text string) bool {
	if !e.planWaits() || understand.HarmRule(text) != "" {
		return false
	}
	if _, ok := e.planPickRead(text); ok {
		return true
	}
	switch e.readPlanAnswer(text).how {
	case planSkip, planApproved, planRejected, planPutOff:
		return true
	}
	return false
}
