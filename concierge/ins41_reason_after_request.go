package concierge

// A reason joined to the request by a comma or a dash (round 34's
// tester, ins41): "got a motor one to decline, 85LK34, insured left the
// keys in the ignition at the servo and it got nicked", "decline 18NZ03
// motor, car is registered in new zealand and the policy only covers
// australian registered vehicles", "decline motor 24HG67 reason - not a
// named driver on the policy" wrote the letter and dropped the reason in
// silence: the clause held no fault word, or the label was cut from its
// words by the dash. A clause of the claim's story said after the
// request's id, with words of substance, is the reason whatever its
// words; a label before a dash labels what follows it. A harmful reason
// is refused before any of this (R53 judges the whole message first).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonLabelDash is a reason's label followed by a dash: "reason -
// not a named driver", "grounds – late notice". The dash is made a colon,
// so the clause after it stays the label's (reasonLabelInside).
var reasonLabelDash = reading.Lazy(`(?i)\b(reasons?|grounds)\s*(?:-+|[—–]+)\s*`)

// labelDashed writes a label's dash as a colon.
func labelDashed(text string) string {
	return reasonLabelDash.ReplaceAllString(text, "$1: ")
}

// storyAfterRequestWords is how many words of substance a story clause
// after the request's id needs to be its reason: "it was the caravan"
// says what the insured thing is, not why the claim is declined.
const storyAfterRequestWords = 3

// reasonAfterRequest is a clause of the claim's story said after the
// request's id, as the reason; "" for a clause that says less, asks,
// talks of the user, or asks for something else.
func reasonAfterRequest(a *agents.Agent, clause string) string {
	if strings.Contains(clause, "?") || declineAsked.MatchString(clause) {
		return ""
	}
	r, content := storyContent(a, clause)
	if content < storyAfterRequestWords {
		return ""
	}
	return r
}
