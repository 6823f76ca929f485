package agents

import "github.com/concierge-dev/concierge/agents/reading"

// OnlyValues reports whether text holds values for the agent and nothing
// else but cue words and words without content ("is", "my", "please"):
// "username is seldo", "claim id is 123-ABC". Such a piece of a message
// completes a request for that agent; it is no request of its own (R50).
func OnlyValues(a *Agent, text string) bool {
	out, x := extract(a, InAsInto(numeralToFor(a, text)), "")
	if len(out) == 0 {
		return false
	}
	cues := cueWords(a)
	for _, w := range reading.Words(x.rest()) {
		if len(reading.Terms(w)) > 0 && !cues[w] {
			return false // a word of its own: more than a value
		}
	}
	return true
}
