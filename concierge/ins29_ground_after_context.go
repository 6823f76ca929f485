package concierge

// A ground said after context (issue 24, round 29's ins29). After the
// Motor letter for 123ABH, "it's the st mary's church minibus, the driver
// had no valid licence at the time" was answered "I'm not sure how to
// help": the message opens with what the insured thing is, which is no
// reason and no request, and the ground after it was never looked at. A
// message made of context about the insured thing ("it's the company
// van", "the car is a taxi", "this was a holiday rental") and a ground
// is the reason; the context is left out of the letter.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// contextClause says what the insured thing is: "it's the church
// minibus", "the car is a taxi", "this was a holiday rental".
var contextClause = reading.Lazy(`(?i)^(?:(?:so|well|oh|and|ok|okay|right|just\s+fyi|fyi|btw)[,\s]+)*(?:it'?s|it’s|it\s+is|it\s+was|its|this\s+is|this\s+was|that'?s|that\s+is|that\s+was|the\s+[\w'’]+(?:\s+[\w'’]+)?\s+(?:is|was))\s+(?:a|an|the|their|his|her|our|my|one\s+of)\b`)

// groundAfterContext is the ground of a message made of context about the
// insured thing and a ground for the decline; ok is false for any other.
func groundAfterContext(a *agents.Agent, text string) (string, bool) {
	if a == nil || !declines(a) {
		return "", false
	}
	text = reasonConjunction.ReplaceAllString(text, "$1, $2")
	var grounds []string
	context := false
	for _, clause := range reasonClauseSplit.Split(strings.TrimSpace(text), -1) {
		clause = strings.TrimSpace(clause)
		if clause == "" {
			continue
		}
		if r := reasonGiven(a, clause); r != "" && !contextClause.MatchString(clause) {
			grounds = append(grounds, r)
			continue
		}
		if contextClause.MatchString(clause) && !idInClause(clause) {
			context = true
			continue
		}
		return "", false // another thing said: not this kind
	}
	if !context || len(grounds) == 0 {
		return "", false
	}
	return strings.Join(grounds, "; "), true
}
