package concierge

// An acknowledgement after a refusal (R8, R53; issue 24, round 10):
// "fine", "ok then", "whatever", "ugh ok" right after "I can't help with
// that". Read as a go-on ("ok then …" leads an elaboration), it was
// answered "That is the same request as before"; read as small talk, "You're
// welcome!". It is neither: the user accepts the refusal. The reply is
// brief and says what can be done, and what waits, if anything.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// refusalAckWords make up a bare acknowledgement; refusalAckCore are the ones that say
// it on their own ("then", "i" alone say nothing).
var (
	refusalAckWords = lazyWordSet(`fine ok okay k kk okk alright alrighty aight whatever whatevs ugh sigh meh sure understood understand
	i get it got gotcha fair enough noted right oh well ah hmm then so yeah yep yea ya yeh cool no worries np
	shame pity too bad oh well guess see figured thought as much i'd thats that's it lol`)
	refusalAckCore = lazyWordSet(`fine ok okay k kk okk alright alrighty aight whatever whatevs understood understand get gotcha fair
	noted sure meh sigh ugh cool worries np shame pity bad figured thought`)
)

// refusalAckLine reports a line of a few words that only acknowledges.
func refusalAckLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	core := false
	for _, w := range words {
		if !refusalAckWords()[w] {
			return false
		}
		core = core || refusalAckCore()[w]
	}
	return core
}

// ackAfterRefusalRead reports an acknowledgement typed right after a
// refusal (see above); false for any other message. It only reads.
func (e *Engine) ackAfterRefusalRead(text string) bool {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || !refusalAckLine(text) {
		// at an approval or a plan "ok" and "sure" answer it, as ever
		return false
	}
	r, ok := e.lastRefusal()
	return ok && r.after == 1
}

// ackRefusal answers the acknowledgement: what can be done, and what
// waits.
func (e *Engine) ackRefusal(t *turn) {
	var can []string
	signIn, _ := e.signInAgent()
	for _, a := range e.domain.Agents {
		if a != signIn && a.Name != agents.ConciergeName {
			can = append(can, a.TaskPhrase())
		}
	}
	e.speak(t, agents.ConciergeName, prompts.RefusalAck(joinOr(can), e.pendingSummary(t)))
}
