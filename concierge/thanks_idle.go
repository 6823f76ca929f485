package concierge

// "yes thank you dear" with nothing waiting (R50's small_talk; issue 24
// round 9): the reader takes a leading yes for approve, and with nothing
// to approve the reply was "I'm not sure how to help". A yes that only
// leads thanks, courtesy or an endearment is thanks.

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// thankingWords thank; aroundThanks may stand around them.
var (
	thankingWords = lazyWordSet(`thank thanks thankyou thanx thx ty cheers ta`)
	aroundThanks  = lazyWordSet(`yes yeah yep yup yea ok okay k oh aw aww thank thanks you so much very that's thats is it was all good great lovely perfect brilliant wonderful fab super nice dear love darling sweetheart sweetie mate hun honey pet luv and for your help again indeed kindly no nah worries worry problem probs prob cool sweet fine bud buddy`)
)

// thanksWhileIdle reports a yes that only leads thanks while nothing
// waits. It only reads.
func (e *Engine) thanksWhileIdle(text string) bool {
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
	return thanked
}
