package concierge

// A request said in frustration (issue 24, bank20c): "WHY IS THIS SO HARD
// I JUST WANT MY BALANCE", "ffs just show me my checking". The reader
// serves the request (shouting is not a different meaning); the reply
// first owns the trouble in a few words, once, then gets on with it.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// exasperation is a clause of annoyance around a request: "why is this so
// hard", "how hard can it be", "this is ridiculous", "for god's sake".
var exasperation = reading.Lazy(`(?i)\b(?:why\s+(?:is|does|must|has)\s+(?:this|it|everything)\s+(?:\w+\s+)?(?:so+|this|that|such\s+a)\s+(?:hard|difficult|complicated|confusing|slow|long|painful|much\s+work)` +
	`|why\s+(?:can'?t|cant|wont|won'?t|isn'?t)\s+(?:this|it)\s+(?:just\s+)?(?:be\s+)?(?:simple|easy|work)` +
	`|how\s+hard\s+(?:can|could|is)\s+it|(?:this|it)\s+is\s+(?:so\s+|really\s+|just\s+)?(?:ridiculous|frustrating|annoying|useless|infuriating)|so\s+(?:frustrating|annoying)` +
	`|for\s+(?:god'?s?|fuck'?s?|pete'?s?|heaven'?s?|crying\s+out\s+loud)\s*(?:sake)?|ffs|wtf|i'?m\s+(?:so\s+)?(?:fed\s+up|frustrated|losing\s+my\s+mind))\b`)

// saidInAnnoyance reports a message with a clause of annoyance in it, or
// shouted (three or more words, nearly all capitals) with words that say
// something went wrong.
func saidInAnnoyance(text string) bool {
	return exasperation.MatchString(text) || shoutedLine(text) && troubleSaid(text) // shoutedLine: frustration_vented.go; capitals alone are no annoyance (bank26a_care.go)
}

// ownTheTrouble says a few words before a request said in annoyance is
// served, with nothing in hand; a message already told sorry says nothing.
func (e *Engine) ownTheTrouble(t *turn, text string) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || t.cared || !t.vented && !saidInAnnoyance(text) {
		return
	}
	t.say(prompts.FrustratedRequest())
}
