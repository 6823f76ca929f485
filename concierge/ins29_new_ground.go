package concierge

// A lawful ground after a refused one (R8, R53; issue 24, round 29's
// ins29). "can i decline because the claimant is gay" is refused; "fine.
// reason is non-disclosure of prior claims, claim 99KL00, motor" right
// after it was refused again as "the same request" because "fine" leads
// an elaboration, while the same line without "fine." was served. A
// decline refused for its reason (a protected trait) is not refused for
// being a decline: a message that gives a ground of its own, lawful and
// not the refused one, is a request of its own whatever acknowledgement
// leads it ("ok then", "whatever", "alright alright", "ugh"). The refused
// request said again ("fine, just decline it then") gives no ground and
// stays refused; a trait said again is refused by the harm check before
// this is read.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/understand"
)

// givesOwnGround reports a message, right after a decline refused for its
// reason, that gives a lawful reason of its own for a decline.
func (e *Engine) givesOwnGround(text string) bool {
	if !strings.Contains(e.firstRefusalReason(), "protected characteristic") {
		return false
	}
	r, ok := e.lastRefusal()
	if !ok {
		return false
	}
	a := e.declineAgent()
	if a == nil {
		return false
	}
	reason := reasonGiven(a, text)
	if reason == "" || strings.Contains(understand.HarmRule("decline it, "+reason), "protected characteristic") {
		return false
	}
	// the ground is new: a word of it the refused message did not say
	theirs := specificWords(e.refusedTexts(r))
	for w := range specificWords(reason) {
		if !theirs[w] && !storyFiller()[w] && !answerFiller()[w] {
			return true
		}
	}
	return false
}
