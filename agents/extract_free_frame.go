package agents

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// A long text's closing frame ("… on my to-do list"): where the value
// goes, never part of it.

// frameTail is where v's closing frame begins ("… on my to-do list", "…
// to the list"): a place said with words of the agent's own, which is
// where the value goes, not part of it. len(v) when there is none.
func (x *extraction) frameTail(v string) int {
	lower := " " + reading.ASCIILower(v) // a frame may open v: "on my to-do list" of "put something on my to-do list"
	end := len(v)
	for _, loc := range frameStart.FindAllStringIndex(lower, -1) {
		if x.ownWordsOnly(lower[loc[1]:]) {
			return max(loc[0]-1, 0)
		}
	}
	return end
}

// frameStart opens a closing place: " on my", " to the", " onto our".
var frameStart = reading.Lazy(`\s+(?:on|to|onto|in|into|for)\s+(?:my|the|our|your)\s`)
