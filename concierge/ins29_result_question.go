package concierge

// A question about the answer is not the task again (R50; issue 24, round
// 29's ins29). After "the id can be found at www.my_id.com", "and is it
// the same as the policy number?" gave the same answer again: "same" read
// as "the same again", and "it" as pointing at the result to look up
// anew. A yes/no question about what was answered ("is it the same as …",
// "does it expire", "is that case sensitive") or a comparison of it with
// something else asks about it; the reader's ask stands and gets what the
// product knows, or an honest "I don't know that here".

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// yesNoAboutIt opens a yes/no question about what was just answered.
var yesNoAboutIt = reading.Lazy(`^(?:(?:and|so|but|ok|okay|oh|ah|hmm+|wait|also|right|cool|thanks|cheers|ta)\s+)*(?:is|isnt|isn't|are|arent|aren't|does|doesnt|doesn't|do|did|was|were|will|would|can|could|should|has|have|must)\s+(?:it|that|this|they|those|these|the\s+(?:id|number|one))\b`)

// comparedTo compares what was answered with something else.
var comparedTo = reading.Lazy(`\bsame\s+(?:thing\s+|one\s+|number\s+|id\s+)?(?:as|like)\b|\b(?:different|differ|differs)\s+(?:from|to|than)\b|\bsimilar\s+to\b`)

// questionAboutResult reports a question about the last answer that the
// reader is sure asks (ask), and that asks for no task again.
func (e *Engine) questionAboutResult(t *turn, text string) bool {
	n := normalise(text)
	if !yesNoAboutIt.MatchString(n) && !comparedTo.MatchString(n) {
		return false
	}
	for _, w := range reading.Words(text) {
		if w == "again" || w == "another" || w == "instead" {
			return false // "can it be for motor instead", "do it again"
		}
	}
	rd := e.reading(t, text)
	return len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdAsk && rd.Sure
}
