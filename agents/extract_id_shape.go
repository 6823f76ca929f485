package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Ids said with a separator their pattern does not allow (R51, issue 24):
// "claim 4471 - B", "claim 4471/B". Right after the slot's cue, letters
// and digits joined by a dash, a slash or a dot are one id as the user
// typed it: spaces around a dash are dropped when that makes an id the
// pattern takes ("4471-B"); otherwise the whole of it is the value, which
// the slot refuses with what an id looks like — never the letter after
// the separator said back as an unrecognised word.

// idShaped is letters and digits in groups joined by separators.
var idShaped = reading.Lazy(`^[\p{L}\p{N}]+(?:\s?[-/.]\s?[\p{L}\p{N}]+)+`)

// dateShaped is a date in figures ("2024-01-05", "5/1/24"): no id.
var dateShaped = reading.Lazy(`^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?)$`)

// idShapedAt reads an id-shaped token at the start of t for a pattern
// slot: the value and how much of t it took, 0 when there is none.
func idShapedAt(s *Slot, t string) (string, int) {
	m := idShaped.FindString(t)
	if m == "" || !strings.ContainsAny(m, "0123456789") || strings.Count(m, " ") > 2 {
		return "", 0
	}
	if !hasLetter(m) {
		// "claim number 12-345": figures in groups the pattern refuses
		// even joined are the id as typed, refused with what an id looks
		// like; where joined they are the slot's ("1234-567" for an
		// account of digits), they are left to it
		if joined := strings.NewReplacer(" ", "", "-", "", "/", "", ".", "").Replace(m); s.Pattern.MatchString(joined) || dateShaped.MatchString(m) {
			return "", 0
		}
	}
	if joined := strings.NewReplacer(" - ", "-", " -", "-", "- ", "-").Replace(m); joined != m && fullMatch(s.Pattern, joined) {
		return joined, len(m) // "4471 - B" is 4471-B
	}
	return m, len(m)
}

func hasLetter(v string) bool {
	for _, r := range v {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return true
		}
	}
	return false
}

// idShapedIn finds an id-shaped token anywhere in the answer to the
// slot's question, where no value the pattern takes was said.
func (x *extraction) idShapedIn(s *Slot) (string, span, bool) {
	for _, loc := range wordRuns(x.text) {
		if !x.free(loc[0], loc[1]) || x.negated(loc[0]) {
			continue
		}
		if v, n := idShapedAt(s, x.text[loc[0]:]); n > 0 {
			if MeasureShaped(v) && !CuedAt(s, x.text, loc[0]) {
				continue // "the 2-storey house": a measure of the story, no id (extract_id_measure.go)
			}
			if InMoney(x.text, loc[0], loc[0]+n) && !CuedAt(s, x.text, loc[0]) {
				continue // "the excess is $1,250.00": an amount, no id (extract_id_money.go)
			}
			return v, span{loc[0], loc[0] + n}, true
		}
	}
	return "", span{}, false
}
