package agents

import (
	"strings"

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
	for _, loc := range putThatTail.FindAllStringIndex(lower, -1) {
		if rest := lower[loc[1]:]; strings.TrimSpace(rest) == "" || x.ownWordsOnly(rest) {
			return max(loc[0]-1, 0)
		}
	}
	return end
}

// putThatTail is the text's own words pointed back at, to say where they
// go (round 37): "i need to remember that X so put that in a note called
// Y", "X, save it as a note", "X and stick this in my notes", "X so
// make a note called Y". What
// follows it is the agent's own words (or the title, taken already).
var putThatTail = reading.Lazy(`\s*[,;.!]?\s+(?:(?:so|and|then|now|pls|plz|please|just|can you|could you|can u|could u|u)\s+)*(?:put|save|keep|store|stick|pop|add|write|jot|file|make|turn|create)\s+(?:(?:that|it|this|them|those|these|dat|tht)\s+(?:down\s+)?(?:in|into|as|on|to|under|in to)\b|(?:a|an|my|the|new)\s+(?:note|memo)\b)`)

// frameStart opens a closing place: " on my", " to the", " onto our".
var frameStart = reading.Lazy(`\s+(?:on|to|onto|in|into|for)\s+(?:my|the|our|your)\s`)
