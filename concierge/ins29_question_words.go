package concierge

// Words of a question are no answer (R27, R53; issue 24, round 29's
// ins29). "where would I find the claim ID for a customer's file?" started
// the claim-id task and said `I didn't recognise "file" as the
// relationship with Suncorp`; "where do claim ids live" said the same of
// "live". The user asked a question and answered no slot: a word of the
// question is noted as unused, never offered back as a wrong choice, and
// the slot's question is asked as it stands. A word that stands beside
// the slot's own words ("what's in my first account?") is about the slot
// and is still said back with the choices.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// questionWordsOnly reports unused words of a question that say nothing
// of the slot with choices asked next.
func (e *Engine) questionWordsOnly(next *agents.Slot, text string, words []string) bool {
	if next == nil || next.Kind != agents.KindEnum || !isQuestion(withoutLeadIn(text)) {
		return false
	}
	naming := map[string]bool{"one": true, "ones": true} // "the joint one": about the slot
	for _, w := range reading.Words(next.Name + " " + next.LabelOrName()) {
		if len(w) >= 3 {
			naming[w] = true
			naming[strings.TrimSuffix(w, "s")] = true
		}
	}
	said := reading.Words(text)
	for _, w := range words {
		lw := strings.ToLower(w)
		if w != lw || !reading.EnglishWord(lw) {
			return false // "SpaceX", "Blorptech": a name tried as the value, said back
		}
		for i, s := range said {
			if s != lw {
				continue
			}
			for _, j := range []int{i - 1, i + 1} {
				if j >= 0 && j < len(said) && (naming[said[j]] || naming[strings.TrimSuffix(said[j], "s")]) {
					return false // "my first account": about the slot
				}
			}
		}
	}
	return true
}
