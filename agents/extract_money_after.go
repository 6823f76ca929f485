package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The amount said right after the account it goes to, with the verb of
// the task before them (R51): "pay 7654321 40", "send 1234324 12.50
// please". The id-shaped number is the destination; the number right
// after it, short or with decimals, can only be the amount. An id-shaped
// second number ("pay 7654321 12345") is no amount: which is which is not
// said, and it is asked.

// amountAfterDestination finds the one unmarked, not id-shaped number
// that follows the destination the message filled with nothing between,
// when one of s's cues (a verb that moves money) is said before the
// destination.
func (x *extraction) amountAfterDestination(s *Slot, out map[string]string) (string, span, bool) {
	if s.Kind != KindMoney || x.agent == nil {
		return "", span{}, false
	}
	dest, ok := x.destinationSpan(out)
	if !ok || !x.verbBefore(s, dest.from) {
		return "", span{}, false
	}
	rest := x.rest()
	var found []int
	for _, l := range x.affirmed(glued(rest, bareNumber.FindAllStringIndex(rest, -1))) {
		if !x.free(l[0], l[1]) || x.idShaped(x.text[l[0]:l[1]]) {
			continue
		}
		if found != nil {
			return "", span{}, false // two numbers left: which is the amount is not said
		}
		found = l
	}
	if found == nil || found[0] < dest.to || strings.Trim(x.text[dest.to:found[0]], " ,:;-") != "" {
		return "", span{}, false
	}
	return x.text[found[0]:found[1]], span{found[0], found[1]}, true
}

// destinationSpan is the span of the value the message gave a pattern
// slot with the "to" role (the account the money goes to).
func (x *extraction) destinationSpan(out map[string]string) (span, bool) {
	for i := range x.agent.Slots {
		d := &x.agent.Slots[i]
		if d.Kind != KindPattern || d.role() != "to" || out[d.Name] == "" {
			continue
		}
		for _, sp := range x.consumed {
			if sp.to <= len(x.text) && strings.HasSuffix(x.text[sp.from:sp.to], out[d.Name]) { // "acct 7654321": the cue and the value
				return sp, true
			}
		}
	}
	return span{}, false
}

// verbBefore reports one of s's cues said as words before byte at: "pay"
// in "can you pay 7654321 40".
func (x *extraction) verbBefore(s *Slot, at int) bool {
	before := x.lower[:at]
	for _, c := range s.Cues {
		if reading.PhraseIndex(before, reading.ASCIILower(c)) >= 0 {
			return true
		}
	}
	return false
}
