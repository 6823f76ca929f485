package concierge

// The order a message gives its requests (R26; issue 24 round 11): "send
// my sister 400 … but also wanna know how apple is doing before i decide"
// was planned transfer first, stock look-up second — the look-up the user
// wanted to decide by came after the money had moved. A step that says it
// goes first ("before i decide", "but first", "… first") is put ahead of
// the steps said before it; the others keep the order they were said in.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// goesFirst marks a request said to come before the others.
var goesFirst = reading.Lazy(`(?i)\bbefore (?:i|we) (?:decide|do (?:it|that|anything)|send|move|pay|transfer|make|go ahead|commit|choose|pick|buy|sell)\b|\bbefore (?:that|anything else|you do (?:that|it|anything)|doing (?:that|it|anything))\b|\bbut first\b|\bfirst of all\b|\bfirst\s*[.!?]*\s*$`)

// orderedSteps is steps with those said to go first moved to the front,
// each group in the order said.
func orderedSteps(steps []agents.PlanStep) []agents.PlanStep {
	var first, rest []agents.PlanStep
	for i, s := range steps {
		if i > 0 && goesFirst.MatchString(s.Action) {
			first = append(first, s)
		} else {
			rest = append(rest, s)
		}
	}
	if len(first) == 0 {
		return steps
	}
	return append(first, rest...)
}
