package concierge

// A value given for an id that is no id is said so (issue 24, round 21's
// ins21): "decline letter motor claim number 1234567890" asked for the
// claim id again with no word on why, and "1234567890" at its question
// got only "I couldn't take …". A value given for an id of letters and
// digits that is not one — all digits, no digits, too short, too long,
// other characters — is answered with what was wrong and what an id looks
// like (the slot's hint), every time, never a silent re-ask.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// idMaxLen is the longest id of letters and digits taken as one.
const idMaxLen = 12

// mixedID reports a pattern slot whose ids have letters and digits both:
// the pattern takes "12AB34" and neither "123456" nor "ABCDEF".
func mixedID(s *agents.Slot) bool {
	return s != nil && s.Kind == agents.KindPattern && s.Pattern != nil && s.Pattern.MatchString("12AB34") &&
		!s.Pattern.MatchString("123456") && !s.Pattern.MatchString("ABCDEF")
}

// idCandidate is a word given as an id: letters, digits and hyphens with
// at least one digit, or standing right after the slot's cue ("claim
// number ABCDEFG"); never an amount, an ordinal or a time.
var idCandidate = reading.Lazy(`^[A-Za-z0-9][A-Za-z0-9#/_.-]*$`)

// idShapeProblem says what is wrong with w as the value of s, "" when
// nothing is (or when w is no try at an id).
func idShapeProblem(s *agents.Slot, w string, given bool) string {
	w = strings.TrimLeft(strings.Trim(w, ".,;:!?()\"'"), "#") // "it's #12345": the mark is no part of it (ins28b)
	if w == "" || !idCandidate.MatchString(w) || ordinalWord(w) {
		return ""
	}
	letters, digits, other := 0, 0, 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			letters++
		case r != '-':
			other++
		}
	}
	label := s.LabelOrName()
	var what string
	switch {
	case other > 0:
		what = "it has characters a " + label + " doesn't have"
	case len(w) > idMaxLen:
		what = fmt.Sprintf("it is too long (%d characters)", len(w))
	case letters == 0:
		what = "it is only digits"
	case digits == 0 && given && len(w) >= 4 && strings.ToUpper(w) == w:
		what = "it has no digits" // "claim id is ABCDEFGH"
	case digits == 0:
		return "" // a word, not a try at an id
	case len(w) < 4:
		what = "it is too short"
	default:
		return ""
	}
	return fmt.Sprintf("%q isn't a %s: %s", reading.Clip(w, 30), label, what)
}

// ordinalWord is "2nd", "21st".
func ordinalWord(w string) bool {
	l := strings.ToLower(w)
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if n, ok := strings.CutSuffix(l, suf); ok && n != "" && strings.Trim(n, "0123456789") == "" {
			return true
		}
	}
	return false
}

// malformedID is the problem with the id a message gives for a's mixed-id
// slot when no value was taken for it: a word after the slot's cue ("claim
// number 1234567890"), a word of digits alone ("decline 1234567890
// motor"), or the whole answer at its question. "" when there is none.
func malformedID(a *agents.Agent, text, asked string) (slot string, problem string) {
	for i := range a.Slots {
		s := &a.Slots[i]
		if !mixedID(s) {
			continue
		}
		words := strings.Fields(text)
		for j, w := range words {
			after := j > 0 && cueBefore(s, words[:j])
			alone := asked == s.Name && len(words) <= 3
			if !after && !alone && strings.Trim(w, "0123456789") != "" {
				continue // a word with letters, not after the cue: no try at an id
			}
			if strings.HasPrefix(w, "$") || strings.Trim(w, "0123456789") == "" && len(w) < 5 && !after && !alone {
				continue // "20", "$50": an amount or a count
			}
			if p := idShapeProblem(s, w, after || alone); p != "" {
				return s.Name, p
			}
		}
	}
	return "", ""
}

// cueBefore reports words that end with one of s's cues ("claim number",
// "id", "claim no", "claim #", "ref"), a "is" or ":" allowed after it.
func cueBefore(s *agents.Slot, words []string) bool {
	n := len(words)
	for n > 0 {
		last := strings.ToLower(strings.Trim(words[n-1], ":#.,"))
		if last == "is" || last == "" || last == "=" || last == "number" && n > 1 && strings.ToLower(words[n-2]) != "claim" {
			n--
			continue
		}
		break
	}
	tail := " " + strings.ToLower(strings.Trim(strings.Join(words[:n], " "), ":#., ")) + " "
	for _, c := range append(s.Cues, s.LabelOrName(), "ref", "reference", "number", "no", "#") {
		if strings.HasSuffix(tail, " "+strings.ToLower(c)+" ") {
			return true
		}
	}
	return false
}

// explainMalformedID puts the problem of a malformed id in problems, for
// the slot nothing was taken for; the slot's question, asked next, says
// it with the hint of what an id looks like.
func (e *Engine) explainMalformedID(t *turn, a *agents.Agent, text, asked string, problems map[string]error) map[string]error {
	slot, p := malformedID(a, text, asked)
	if slot == "" || e.filled(t, a)[slot] != "" {
		return problems
	}
	if problems == nil {
		problems = map[string]error{}
	}
	if old := problems[slot]; old == nil || strings.HasPrefix(old.Error(), "I couldn't take") || strings.HasSuffix(old.Error(), "is not a "+a.Slot(slot).LabelOrName()) ||
		strings.HasSuffix(old.Error(), "is not a valid "+a.Slot(slot).LabelOrName()) && labelledOnly(text) { // "claim no. 12345" (ins28b)
		problems[slot] = errors.New(p)
	}
	return problems
}
