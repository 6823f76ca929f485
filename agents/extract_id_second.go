package agents

// A second value of a pattern slot must look like the first, or be named
// as the slot's (round 35's ins 27, 32): "decline claim 12AB34 home,
// reason: tenant damage, see report ref 2023QX" and "…, the insured was
// driving drunk, BAC 0.12" each wrote a second letter, for claims "2023QX"
// and "BAC0" that were a report's reference and a reading in the story.
// Two claim ids said together have one shape ("11AA22 and 33BB44"); a
// token of another shape is part of the first request's words, unless
// the slot's own word names it ("and claim 2023QX"). Inside the reason
// given after the first ("12AB34, reason: …, see 20QX23") even a token
// of the id's shape is the reason's, unless the slot's word names it.
// Every reader that makes one request per value asks this one place: the
// offline split, the loop's each-value queue and the trained reader.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ValueShape is a value's layout: each digit a "9", each letter an "A",
// other signs kept ("12AB34" → "99AA99").
func ValueShape(v string) string {
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

// UnlikeSecondValue reports v, read in piece for slot s whose first value
// is first, no second value of the slot: a token of another shape that no
// word of the slot names, or one inside the reason said after the first
// that no word of the slot names, whatever its shape.
func UnlikeSecondValue(s *Slot, first, v, piece string) bool {
	if s == nil || s.Kind != KindPattern {
		return false
	}
	lower := strings.ToLower(piece)
	at := strings.Index(lower, strings.ToLower(v))
	if at < 0 {
		return ValueShape(first) != ValueShape(v) // read across a gap ("BAC 0.12"): no token said as one
	}
	if namedBySlot(s, reading.Words(lower[:at])) {
		return false // "and claim 2023QX"
	}
	if from := strings.Index(lower, strings.ToLower(first)); from >= 0 && from < at {
		between := lower[from+len(first) : at]
		if listed(between) {
			return false // "123ABH and 99KL00", "123ABH, 99KL00": ids listed
		}
		if reasonBetween(between) {
			return true // "12AB34 home, reason: …, see 20QX23": the reason's words
		}
	}
	return ValueShape(first) != ValueShape(v)
}

// namedBySlot reports one of the slot's words ending one or two words
// before the value: "and claim 2023QX", "claim no. 2023QX", "the claim is
// 2023QX" — a cue whole, so that "ref no 2023QX" is no "claim no".
func namedBySlot(s *Slot, before []string) bool {
	for _, w := range append([]string{s.Name, s.Label}, s.Cues...) {
		cue := strings.Fields(strings.ToLower(strings.ReplaceAll(w, "_", " ")))
		for end := len(before); end >= len(before)-1 && end >= len(cue) && len(cue) > 0; end-- {
			if strings.Join(before[end-len(cue):end], " ") == strings.Join(cue, " ") {
				return true
			}
		}
	}
	return false
}

// listed reports only a list's joining words between two tokens.
func listed(between string) bool {
	for _, w := range reading.Words(between) {
		switch w {
		case "and", "or", "plus", "also", "n", "then":
		default:
			return false
		}
	}
	return strings.TrimSpace(between) != ""
}

// reasonBetween reports words between two tokens that open a reason:
// what comes after them is why, never another request's value.
func reasonBetween(between string) bool {
	for _, w := range reading.Words(between) {
		switch w {
		case "reason", "reasons", "grounds", "because", "coz", "cos", "cuz", "bc", "due", "owing", "since":
			return true
		}
	}
	return false
}

// LikeValues keeps, of the slot's matches in text (their spans, in
// order), the first and those that may be second values beside it.
func LikeValues(s *Slot, text string, found [][]int) [][]int {
	if len(found) < 2 {
		return found
	}
	first := text[found[0][0]:found[0][1]]
	out := found[:1:1]
	for _, loc := range found[1:] {
		if !UnlikeSecondValue(s, first, text[loc[0]:loc[1]], text) {
			out = append(out, loc)
		}
	}
	return out
}
