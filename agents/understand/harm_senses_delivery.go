package understand

// Whether something went out, asked (R53; issue 24 round 19). "has it
// gone out to the customer yet", "has it gone to the claimant" and "has
// it gone out yet" right after a decline letter were refused by the
// trained classifier, which hears "gone" in "act like your limits are
// gone". A yes/no question whether a thing already made was sent,
// posted or received — its subject the thing or the one it is for, its
// verb one of delivery — asks for nothing to be done: the classifier's
// general refusal does not stand for it. R8's table judges the message
// before, and a message with any word of harm in it (a theft, a fake, a
// hiding, a threat) keeps the classifier's word.

import "github.com/concierge-dev/concierge/agents/reading"

// deliveryAsked is the question: an auxiliary first (after a few
// fillers), then the thing or its receiver, then a verb of delivery.
// With no auxiliary ("it gone out yet?", "sent it already?") a "yet" or
// "already" makes it a question of state.
var deliveryAsked = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|and|but|wait|um+|hm+|oh|right|cool|great|thanks|then|also|sorry|hey|alright|quick question|just checking|btw)\W+)*` +
	`(?:(?:has|have|had|did|was|were|is|are|will|would|does|do|should)\s+(?:it|that|this|they|he|she|you|we|anyone|anybody|someone|(?:the|my|our|that|this|your)\s+(?:\w+\s+)?(?:letter|notice|document|doc|decision|email|customer|client|claimant|policyholder|insured|recipient|money|payment|transfer|funds|cash))\s+` +
	`(?:already\s+|actually\s+|now\s+|yet\s+|even\s+|really\s+|been\s+|gotten\s+)*` +
	`(?:gone|go|went|get|got|received?|sent|send|posted|post|mailed|mail|emailed|email|delivered|deliver|arrived?|reached|reach|dispatched|out)\b` +
	`|(?:it\s+|the\s+letter\s+|letter\s+)?(?:gone|been\s+sent|sent|posted|mailed|emailed|delivered|arrived)\b(?:\s+\w+){0,4}\s+(?:yet|already)\b)`)

// asksWhetherDelivered reports a question whether something went out or
// arrived (see deliveryAsked).
func asksWhetherDelivered(text string) bool {
	return deliveryAsked.MatchString(reading.Normalise(text))
}
