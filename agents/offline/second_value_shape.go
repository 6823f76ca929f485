package offline

// A second value of a patterned slot must look like the first (round
// 35's ins 27, 32): "decline claim 12AB34 home, reason: tenant damage, see
// report ref 2023QX" and "…, the insured was driving drunk, BAC 0.12" each
// wrote a second letter, for claims "2023QX" and "BAC0" that were a
// report's reference and a reading in the story. Two claim ids said
// together have one shape ("11AA22 and 33BB44"); a token of another shape
// is part of the first request's words, unless the slot's own word names
// it ("and claim 2023QX").

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// valueShape is a value's layout: each digit a "9", each letter an "A",
// other signs kept ("12AB34" → "99AA99").
func valueShape(v string) string {
	var b strings.Builder
	for _, r := range strings.TrimSpace(v) {
		switch {
		case unicode.IsDigit(r):
			b.WriteByte('9')
		case unicode.IsLetter(r):
			b.WriteByte('A')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// unlikeSecondValue reports v, read in piece for slot s whose first value
// is first, a token of another shape that no word of the slot names.
func unlikeSecondValue(s *agents.Slot, first, v, piece string) bool {
	if s == nil || s.Kind != agents.KindPattern || valueShape(first) == valueShape(v) {
		return false
	}
	lower := strings.ToLower(piece)
	at := strings.Index(lower, strings.ToLower(v))
	if at < 0 {
		return true // read across a gap ("BAC 0.12"): no token said as one
	}
	before := reading.Words(lower[:at])
	if n := len(before); n > 0 {
		for _, w := range append([]string{s.Name, s.Label}, s.Cues...) {
			for _, cw := range strings.Fields(strings.ToLower(strings.ReplaceAll(w, "_", " "))) {
				if before[n-1] == cw || n > 1 && before[n-2] == cw {
					return false // "and claim 2023QX": named by the slot's word
				}
			}
		}
	}
	return true
}

// secondValue reports a piece that gives another value for a slot the
// request before it already fills, for the same agent.
func (o *Brain) secondValue(prev, piece string, among []*agents.Agent) bool {
	if reading.CorrectsAround(prev, piece) {
		return false // "send 100 to 7654321, no wait, to my savings": one request
	}
	best, ok := o.router.Best(prev, among)
	if !ok {
		return false
	}
	if own, ok := o.router.Best(piece, among); ok && own.Core && own.Agent != best.Agent {
		// "check my savings then send 15 to 7654321 from checking": another
		// agent's request of its own, whose values are its own — never a
		// second value of the request before it ("check my checking")
		return false
	}
	before := agents.Extract(best.Agent, prev, "")
	for name, v := range valuesFor(best.Agent, piece, before) {
		if w, ok := before[name]; ok && !strings.EqualFold(w, v) {
			if unlikeSecondValue(best.Agent.Slot(name), w, v, piece) {
				continue // "…, see report ref 2023QX": no second claim id (second_value_shape.go)
			}
			return true
		}
	}
	return false
}
