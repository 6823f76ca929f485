package concierge

// Urging words at a confirmation (issue 24, ins28b): "just do it", "go on
// then", "do it already", "get on with it" at an approval, a plan or an
// offer to write a letter again go ahead; at a question of values they
// urge it on and the question is asked again (waits_on.go); they never
// cancel. They are yes-phrases of R27's lexicon (lexicon/loop.txt), so
// R50's gate holds as before: a real cancel ("just leave it", "forget
// it") still cancels.

// urgesConfirmation reports a yes said to a confirmation that waits: an
// approval, a plan, or the offer the last reply made (redo_offer.go).
func (e *Engine) urgesConfirmation(text string) bool {
	if !isYes(text) || hasCancel(text) {
		return false
	}
	if e.sess.Pending.Approval != nil || e.planWaits() {
		return true
	}
	if l := e.sess.Last; l != nil {
		if a := e.domain.Agent(l.Agent); a != nil {
			_, ok := e.redoOfferTaken(l, a, text)
			return ok
		}
	}
	return false
}
