package offline

// A value said with its label at its own question (issue 24, ins28b):
// "claim number 12345" at "Please provide your claim id" was passed to the
// claim-id finder for its words "claim" and "number"; "claim no. X", "ref
// X", "it's #X", "id: X" are the answer too, right or wrong, and the loop
// says what is wrong with it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// idLabelled is a line that is a label of an id and one token with a
// digit: "claim number 12345", "claim no. 45XY98", "ref: 45XY98", "it's
// #45XY98", "the claim no is 77ab12", "id - 12345".
var idLabelled = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|sure|yes|yeah|sorry|oh|um|so|right)[\s,]+)*(?:(?:it'?s|its|it\s+is|my|the|our|this|that'?s|thats)\s+)*` +
	`(?:(?:claim|policy|case|file|reference|ref)\s*(?:number|num|nbr|nr|no\.?|#|id|ref(?:erence)?)?|number|num|no\.?|#|id|ref(?:erence)?)?` +
	`\s*(?:is|=|:|-|#)?\s*#?\s*([a-z0-9][a-z0-9-]*\d[a-z0-9-]*|\d[a-z0-9-]*)\s*(?:please|pls|thanks|thx|ty|cheers)?[\s.!]*$`)

// labelledID is the token of a line that only labels a value of the asked
// pattern slot, "" for any other line.
func labelledID(in agents.InterpretInput) string {
	s := in.Agent.Slot(in.Asked)
	if s == nil || s.Kind != agents.KindPattern {
		return ""
	}
	m := idLabelled.FindStringSubmatch(in.Text)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}
