package concierge

// A value named as wrong at an approval, with the right one beside it
// (R50): "7654321 is wrong, use 4443332", "no not checking, savings", "40
// is the wrong amount, 65". The wrong value is the one the call holds now;
// it is what the correction replaces, never a value to take, so it is cut
// out of the message with the words that deny it before the message is
// read. What is left names only the new value, which the usual correction
// paths apply and summarise again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// heldDeniedAfter are the words after a value that say it is the wrong one:
// "is wrong", "was a typo", "is the wrong account", "isn't right".
var heldDeniedAfter = reading.Lazy(`(?i)^[\s,]*(?:(?:is|was|'s|s|are|isn'?t|wasn'?t)\s+)?(?:(?:just|totally|all|completely)\s+)?(?:the\s+|a\s+)?(?:wrong|incorrect|not\s+right|not\s+correct|typo|mistake|mistaken|not\s+it|off)(?:\s+(?:one|number|account|amount|acct|id|recipient))?\b`)

// heldDeniedBefore are the words before a value that deny it: "not", "no not".
var heldDeniedBefore = reading.Lazy(`(?i)\b(?:not|isn'?t|wasn'?t)\s+(?:the\s+|to\s+|from\s+|my\s+)*$`)

// heldSpan is where the text names a value the pending call holds now.
type heldSpan struct{ from, to int }

// withoutWrongValue returns text with every value the pending call of a
// already holds cut out, with the words that deny it, when the text also
// names a new value of the same kind; otherwise text unchanged. A held
// value said alone ("yes, send the 40") is left for the other readings.
func (e *Engine) withoutWrongValue(a *agents.Agent, text string) string {
	held, fresh := e.heldNumbers(a, text)
	choiceHeld, choiceFresh := e.heldChoices(a, text)
	for _, s := range e.requiredChoiceSlots(a) {
		if v := correctedChoice(&s, text); v != "" && !e.pinsOtherThan(a, s, v) {
			choiceFresh = false // "checking, no sorry savings" from Savings: the held one is the one meant
		}
	}
	var spans []heldSpan
	if fresh {
		spans = append(spans, held...)
	}
	if choiceFresh {
		spans = append(spans, choiceHeld...)
	}
	if len(spans) == 0 {
		return text
	}
	// cut from the last span back, so earlier offsets stay right
	out := text
	for i := len(spans) - 1; i >= 0; i-- {
		s := spans[i]
		if s.from < 0 || s.to > len(out) || s.from > s.to {
			continue
		}
		from, to := s.from, s.to
		if m := heldDeniedAfter.FindStringIndex(out[to:]); m != nil {
			to += m[1]
		}
		if m := heldDeniedBefore.FindStringIndex(out[:from]); m != nil {
			from = m[0]
		}
		out = out[:from] + " " + out[to:]
	}
	out = tidyCut(out)
	if w := reading.Words(out); len(w) > 0 && (w[0] == "no" || w[0] == "nope" || w[0] == "actually") {
		return out
	}
	// what was cut said this is a correction; what is left may be a bare
	// value ("not 40, 65" leaves "65"), which alone is no correction
	return "actually " + out
}

// heldNumbers lists where text names numbers the call holds, and reports
// whether it names any number the call does not hold.
func (e *Engine) heldNumbers(a *agents.Agent, text string) ([]heldSpan, bool) {
	w := e.sess.WorkFor(a.Name)
	facts := e.pinnedFacts(a)
	var held []heldSpan
	fresh := false
	for _, loc := range numberish.FindAllStringIndex(text, -1) {
		for loc[0] < loc[1] && text[loc[0]] == ' ' {
			loc[0]++
		}
		said := strings.TrimRight(strings.TrimSpace(text[loc[0]:loc[1]]), ",") // "not 7654321, 4443332"
		if said == "" || !reading.WordBoundary(text, loc[0]-1) {
			continue
		}
		isHeld := false
		for _, s := range a.Slots {
			if s.Kind == agents.KindSecret || w.Slots[s.Name] == "" {
				continue
			}
			if v, err := s.Normalize(said, facts); err == nil && v == w.Slots[s.Name] {
				isHeld = true
			}
		}
		if isHeld {
			held = append(held, heldSpan{loc[0], loc[0] + len(said)})
		} else {
			fresh = true
		}
	}
	return held, fresh
}

// heldChoices lists where text names the account (or other choice) the
// call holds now, and reports whether it names another choice of it.
func (e *Engine) heldChoices(a *agents.Agent, text string) ([]heldSpan, bool) {
	lower := strings.ToLower(text)
	var held []heldSpan
	fresh := false
	for _, s := range e.requiredChoiceSlots(a) {
		for _, c := range s.Choices {
			spans := choiceSpans(c, lower)
			if len(spans) == 0 {
				continue
			}
			if e.pinsOtherThan(a, s, c.Value) {
				fresh = true
			} else if e.pinnedChoice(a, s) != "it" {
				held = append(held, spans...)
			}
		}
	}
	return held, fresh
}

// choiceSpans is where the choice (or one of its aliases) is a phrase of
// lower.
func choiceSpans(c agents.Choice, lower string) []heldSpan {
	for _, w := range append([]string{c.Value}, c.Aliases...) {
		w = strings.ToLower(w)
		if i := reading.PhraseIndex(lower, w); i >= 0 {
			return []heldSpan{{i, i + len(w)}}
		}
	}
	return nil
}

// cutLeftovers is punctuation left doubled or leading by a cut.
var cutLeftovers = reading.Lazy(`\s*([,.;:])(?:\s*[,.;:])+`)

// tidyCut closes the gaps a cut leaves: doubled spaces and commas, and
// punctuation the message now starts with.
func tidyCut(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = cutLeftovers.ReplaceAllString(s, "$1")
	s = strings.ReplaceAll(s, " ,", ",")
	s = strings.ReplaceAll(s, " .", ".")
	return strings.TrimLeft(s, " ,.;:-")
}
