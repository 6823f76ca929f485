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
	if reading.ForeignAfter(x.text[found[1]:]) {
		return "", span{}, false // "pay 1234324 40 quid": never dollars
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

// The amount said after the person it goes to (R51): "send my roommate
// 12.50", "pay her 30 for dinner", "wire my landlord 900". Right after a
// verb that moves money, up to three words that name whom (no
// preposition, no word of an account), then a number: the number is the
// amount. An id-shaped number is never taken so.

// recipientAt is up to three words after a money verb, then the number's
// start.
var recipientAt = reading.Lazy(`^((?:\s+[a-z][a-z'.-]*){1,3})\s+[$\d]`)

// notRecipient are words that say the number after them is no amount
// given to someone: "send it on 25", "pay account 1234324".
var notRecipient = map[string]bool{
	"to": true, "into": true, "in": true, "on": true, "at": true, "for": true, "from": true, "of": true, "with": true,
	"by": true, "account": true, "acct": true, "acc": true, "number": true, "id": true, "no": true, "not": true,
	"before": true, "after": true, "until": true, "every": true, "each": true, "per": true, "out": true, "off": true,
}

// amountAfterRecipient finds the one number said after a money verb and
// the words that name whom it goes to.
func (x *extraction) amountAfterRecipient(s *Slot) (string, span, bool) {
	if s.Kind != KindMoney || x.agent == nil {
		return "", span{}, false
	}
	rest := x.rest()
	var found []int
	for _, cue := range s.Cues {
		c := reading.ASCIILower(cue)
		if strings.Contains(c, " ") {
			continue // "amount of", "make it": no verb that names whom
		}
		for from := 0; from < len(x.lower); {
			i := reading.PhraseIndex(x.lower[from:], c)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			pos := i + len(c)
			m := recipientAt.FindStringSubmatchIndex(x.lower[pos:])
			if m == nil || x.negated(i) || !recipientWords(x.lower[pos+m[2]:pos+m[3]]) {
				continue
			}
			at := pos + m[1] - 1
			l := bareNumber.FindStringIndex(rest[at:])
			if l == nil || l[0] != 0 {
				continue
			}
			l = []int{at + l[0], at + l[1]}
			if g := glued(rest, [][]int{l})[0]; g[0] != l[0] || g[1] != l[1] || !x.free(l[0], l[1]) || x.idShaped(x.text[l[0]:l[1]]) {
				continue // "25th", an id: no amount
			}
			if len(x.affirmed([][]int{l})) == 0 || notAmountAfter(x.lower[l[1]:]) {
				continue
			}
			if _, err := reading.ParseMoney(x.text[l[0]:l[1]]); err != nil {
				continue
			}
			if found != nil && (found[0] != l[0] || found[1] != l[1]) {
				return "", span{}, false
			}
			found = l
		}
	}
	if found == nil {
		return "", span{}, false
	}
	return x.text[found[0]:found[1]], span{found[0], found[1]}, true
}

// recipientWords reports words that may name whom money goes to.
func recipientWords(words string) bool {
	for _, w := range strings.Fields(words) {
		if notRecipient[w] || reading.EnglishWord(w) && numberWord(w) {
			return false
		}
	}
	return true
}

// numberWord is a count or tens said in words: "send two 50s" names no one.
func numberWord(w string) bool {
	return wordAmount.MatchString(w) && w != "a" && w != "an"
}

// notAmountAfter reports words after a number that make it no amount:
// "3 times", "2 pm", "5th".
func notAmountAfter(after string) bool {
	f := strings.Fields(after)
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[0], ".,!?") {
	case "times", "x", "pm", "am", "o'clock", "days", "weeks", "months", "years", "%", "percent":
		return true
	}
	return false
}
