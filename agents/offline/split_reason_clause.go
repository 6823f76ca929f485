package offline

// A reason said for a request is part of that request, never a request of
// its own (round 39's insurance tester, 18): "pls decline 71VB30 motor,
// reason: claim lodged outside the required timeframe" was cut at the
// comma, and the reason — holding "claim" and "outside" — went to the
// claim-id lookup while the letter was written without it. A clause a
// label or a connective opens ("reason:", "the grounds are", "because",
// "as", "due to", "since") after a request's words explains that request,
// whatever words it holds; a break inside it is no break unless what
// follows is said as a request of its own (inFreeText's test).

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonClauseOpen is a clause that gives the reason for what was asked
// before it: a label ("reason:", "grounds are") or a connective
// ("because", "as", "due to"). "as well", "as for" and "as soon as" join
// or turn to something else, never a reason.
var reasonClauseOpen = reading.Lazy(`(?i)^\s*(?:(?:and|but|oh|also|btw|fyi)\s+)*(?:` +
	`(?:the\s+|my\s+|our\s+|decline\s+)?(?:reasons?|grounds?|resons?|reaosn|rsn|basis)\b(?:\s+(?:for\s+(?:it|this|that|the\s+(?:decline|declin\w*|rejection|refusal)))?(?:\s+(?:is|are|was|were|being|would\s+be|should\s+be|will\s+be))?(?:\s+that)?)?\s*[:=\-–—]?\s+` +
	`|(?:because|becuase|becasue|bcause|bcos|cos|coz|cuz|cause|'cause|bc|b/c|since|due\s+to|owing\s+to|on\s+(?:the\s+)?grounds?\s+(?:of|that))\b` +
	`|as\s+(?:the|their|his|her|they|he|she|it|its|it's|there|this|that|no|we|our|a|an)\b)`)

// reasonClauseStart is where a reason clause begins at a break of text
// (the break's end), -1 when none: the clause opens right after a break
// and a request some agent claims comes before it.
func (o *Brain) reasonClauseStart(text string, breaks [][]int, among []*agents.Agent) int {
	for _, l := range breaks {
		if l[0] == 0 || !reasonClauseOpen.MatchString(text[l[1]:]) {
			continue
		}
		if best, ok := o.router.Best(text[:l[0]], among); ok && best.Core {
			return l[1]
		}
	}
	return -1
}

// inReasonClause reports a break at loc that opens the reason clause at
// from, or falls inside it with no request of its own after it.
func (o *Brain) inReasonClause(text string, from int, loc []int, among []*agents.Agent) bool {
	if from < 0 || loc[1] < from {
		return false
	}
	return loc[1] == from || o.inFreeText(text, from, loc, among)
}
