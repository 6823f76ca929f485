package concierge

// A choice concluded with a hedge (R28, issue 24 round 12): "home or
// motor... its a caravan parked at the house, so home i guess" at the
// Home/Motor question. The message names several choices while it thinks
// aloud, then settles: the last choice said, after "so", "i'd say",
// "probably" or before "i guess", "i think", is the answer — never "I
// couldn't take that".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// concludedBefore are the words that settle on what follows them: "so
// home", "i'd say motor", "probably home", "go with motor".
var concludedBefore = reading.Lazy(`(?i)(?:\b(?:so|then|thus|therefore|i'?d say|id say|i would say|i guess|i think|i reckon|i suppose|probably|prob|likely|must be|go with|put|call it|make it)|[-–—:])\s*(?:(?:it'?s|it’s|it is|its|it was|that'?s|that’s)\s+)?(?:(?:a|the)\s+)?$`)

// concludedAfter are the hedges that close a choice settled on: "home i
// guess", "motor probably", "home then"; a question mark after them asks
// instead ("home or motor i think?").
var concludedAfter = reading.Lazy(`(?i)^[\s,]*(?:i guess|i think|i reckon|i suppose|i'?d say|probably|prob|likely|then|i'?m guessing|maybe|for now)\b[\s.!…]*$`)

// closedAt is nothing but the end of a statement after a choice.
var closedAt = reading.Lazy(`^[\s.!…]*$`)

// concludedChoice is the choice of an enum slot the text settles on after
// naming others, "" when it settles on none.
func concludedChoice(s *agents.Slot, text string) string {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return ""
	}
	lower := strings.ToLower(text)
	value, at, end := lastChoice(s, lower)
	if value == "" {
		return ""
	}
	// the choice closes the message: "so home", "so home i guess"; one
	// with more said after it is part of a story ("so the car in the
	// garage got hit")
	if concludedAfter.MatchString(lower[end:]) || closedAt.MatchString(lower[end:]) && concludedBefore.MatchString(lower[:at]) {
		return value
	}
	return ""
}

// lastChoice is the choice of s named last in lower, by its value or an
// alias as whole words, with where it starts and ends.
func lastChoice(s *agents.Slot, lower string) (value string, at, end int) {
	at = -1
	for _, m := range choiceMentions(s, lower) {
		if m.at > at || (m.at == at && m.end > end) {
			value, at, end = m.value, m.at, m.end
		}
	}
	return value, at, end
}
