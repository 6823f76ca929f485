package concierge

// A side question at a free-text slot (issue 24 round 14): "hmm whats the
// max length of a note btw" at "What is the note's title?" was taken as
// the title, since any words answer a free-text question. A question word
// first (after a "hmm", "oh", "ok") and a question mark or a "btw" put the
// message aside from the answer: it is answered, or said to be unknown,
// and the slot is asked again. A long text (a note's body, a to-do) is
// taken whole unless the "btw" says it is an aside.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// asideFillers stand before a side question and are none of it.
var asideFillers = lazyWordSet(`hmm hmmm hm um umm uh oh ok okay so and also wait btw quick`)

// sideQuestionAtText reports a question put aside at the free-text slot s.
func sideQuestionAtText(s *agents.Slot, text string) bool {
	if s.Kind != agents.KindText {
		return false
	}
	words := reading.Words(text)
	for len(words) > 1 && asideFillers()[words[0]] {
		words = words[1:]
	}
	if len(words) < 3 || !questionWords()[words[0]] {
		return false
	}
	lower := " " + strings.ToLower(text) + " "
	btw := strings.Contains(lower, " btw ") || strings.Contains(lower, " by the way ") || strings.Contains(lower, " just wondering ")
	return btw || !s.Long && strings.HasSuffix(strings.TrimSpace(text), "?")
}
