package concierge

// A correction of the last letter with its reason said beside it (R50's
// correct_value; issue 24 round 19): "wait no, make it home, the car was
// in the garage that burned" right after a motor letter started a plan of
// both tasks and asked for the claim id again, since "car" named Motor
// too; "change that letter to motor pls" was read as a new letter. The
// choice a correction gives is the one its words point at ("make it",
// "should be", "change … to", "it was"), not one its reason tells of or
// one it takes back ("not home"); with no such pointer, the one choice
// named other than the one the task ran with. "change that letter to
// …", "switch it to …" say the last task is to change, as "oops" does
// (not of a task that cannot be edited, whose corrected call is worked
// out from the words: correct_after_saved.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// changeOfLast asks for what was just done to change: a verb of
	// change, the thing done, then what it becomes.
	changeOfLast = reading.Lazy(`(?i)\b(?:change|changed|switch|swap|turn|flip|redo|remake|rewrite|redraft|update|fix|edit|convert|make|set|put|do)\s+(?:it|that|this|them|(?:the|that|this|my|your)\s+(?:\w+\s+)?(?:letter|one|topology|type|claim|document|doc))\s+(?:(?:over|back|round|around)\s+)?(?:to|into|as|over to)\s+(?:an?\s+|the\s+)?\w`)
	// pointsAtChoice ends the words just before the choice a correction
	// gives: "make it", "should be", "to", "it was", "meant".
	pointsAtChoice = reading.Lazy(`(?i)\b(?:make it|make that|make the letter|make this|should (?:be|have been|say|read)|supposed to be|to|as|into|meant|mean|it was|it's|its|it is|was|use|go with|pick|choose|do)\s+(?:(?:an?|the|a)\s+)?$`)
	// takesBackChoice ends the words before a choice taken back.
	takesBackChoice = reading.Lazy(`(?i)\b(?:not|instead of|rather than|from|than|isn't|isnt|wasn't|wasnt)\s+(?:(?:an?|the)\s+)?$`)
)

// choiceMention is a choice of an enum slot named in a message, where it
// starts and where it ends.
type choiceMention struct {
	value   string
	at, end int
}

// choiceMentions are the places lower names a choice of s by its value or
// an alias, as whole words: every place, in the order of the slot's
// choices and names. A correction reads the words before each
// (correctionTarget); a hedge the last one (lastChoice).
func choiceMentions(s *agents.Slot, lower string) []choiceMention {
	var out []choiceMention
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			w = strings.ToLower(w)
			for from := 0; from < len(lower); {
				i := reading.PhraseIndex(lower[from:], w)
				if i < 0 {
					break
				}
				i += from
				out = append(out, choiceMention{c.Value, i, i + len(w)})
				from = i + 1
			}
		}
	}
	return out
}

// correctionTarget is the choice of enum slot s that a correction of the
// last task (which ran with old) gives, when the message names more than
// one choice: the one its words point at, else the one named other than
// old and not taken back; "" when it names fewer or cannot tell.
func correctionTarget(s *agents.Slot, text, old string) string {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return ""
	}
	lower := strings.ToLower(text)
	mentions := choiceMentions(s, lower)
	distinct := map[string]bool{}
	for _, m := range mentions {
		distinct[m.value] = true
	}
	if len(distinct) < 2 {
		return ""
	}
	pointed, others := map[string]bool{}, map[string]bool{}
	for _, m := range mentions {
		before := lower[:m.at]
		switch {
		case takesBackChoice.MatchString(before):
		case pointsAtChoice.MatchString(before):
			pointed[m.value] = true
		case m.value != old:
			others[m.value] = true
		}
	}
	if v, ok := onlyOne(pointed); ok {
		return v
	}
	if len(pointed) == 0 {
		if v, ok := onlyOne(others); ok {
			return v
		}
	}
	return ""
}

// onlyOne is the one key of set, if it has exactly one.
func onlyOne(set map[string]bool) (string, bool) {
	if len(set) != 1 {
		return "", false
	}
	for k := range set {
		return k, true
	}
	return "", false
}
