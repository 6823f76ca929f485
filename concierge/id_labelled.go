package concierge

// An id said with its label at its question (issue 24, ins28b): "claim
// no. 12345" was told '"no. 12345" is not a valid claim id', "it's
// #12345" was not taken at all; what is wrong is said of the id itself.

import "github.com/concierge-dev/concierge/agents/reading"

// idLabelledLine is a line that is an id's label and one token with a
// digit: "claim no. 12345", "ref: 12345", "it's #12345".
var idLabelledLine = reading.Lazy(`(?i)^\s*(?:(?:it'?s|its|it\s+is|my|the|our|this)\s+)*(?:claim|policy|case|ref(?:erence)?|id|number|num|no\.?|#)[\s\w.#:=-]{0,16}?\d[\w-]*[\s.!]*$`)

// labelledOnly reports a line that only labels an id.
func labelledOnly(text string) bool { return idLabelledLine.MatchString(text) }
