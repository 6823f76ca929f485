package concierge

// "yes thank you dear" with nothing waiting (R50's small_talk; issue 24
// round 9): the reader takes a leading yes for approve, and with nothing
// to approve the reply was "I'm not sure how to help". A yes that only
// leads thanks, courtesy or an endearment is thanks.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// thankingWords thank; aroundThanks may stand around them.
var (
	thankingWords = lazyWordSet(`thank thanks thankyou thanx thx ty cheers ta`)
	aroundThanks  = lazyWordSet(`yes yeah yep yup yea ok okay k oh aw aww thank thanks you so much very that's thats is it was all good great lovely perfect brilliant wonderful fab super nice dear love darling sweetheart sweetie mate hun honey pet luv and for your help again indeed kindly`)
)

// thanksWhileIdle answers a yes that only leads thanks while nothing
// waits; false for any other message.
func (e *Engine) thanksWhileIdle(t *turn, text string) bool {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return false
	}
	thanked := false
	courtesy, thanks := aroundThanks(), thankingWords()
	for _, w := range reading.Words(text) {
		if !courtesy[w] && !thanks[w] {
			return false
		}
		thanked = thanked || thanks[w]
	}
	if !thanked {
		return false
	}
	e.note(state.NoteRoute, "Read as: small_talk(thanks) — nothing waits for a yes")
	e.speak(t, agents.ConciergeName, e.smallTalk(agents.Command{Kind: agents.CmdSmallTalk, Scope: "thanks"}))
	return true
}
