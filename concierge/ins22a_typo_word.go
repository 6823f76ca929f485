package concierge

// A misspelt common word beside a request for an id of letters and
// digits (issue 24, round 22's ins22a): "i ned a declien leter for a
// moter claim" was told "I didn't recognise "ned" as the claim id". An id
// has digits: a word without one is never quoted as the id, and a word
// one letter away from a common English word ("ned", "pls hlep") is that
// word misspelt, not something the user tried as a value — it is not
// said back at all.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// typoOfCommon reports a word of three to eight letters, itself no
// English word, one edit (a letter left out, added, changed, or two
// swapped) from a common English word.
func typoOfCommon(w string) bool {
	w = strings.ToLower(w)
	if len(w) < 3 || len(w) > 8 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 || reading.EnglishWord(w) {
		return false
	}
	english := func(c string) bool { return len(c) >= 2 && reading.EnglishWord(c) }
	for i := 0; i <= len(w); i++ {
		if i < len(w) && english(w[:i]+w[i+1:]) {
			return true // "needd"
		}
		if i+1 < len(w) && english(w[:i]+string(w[i+1])+string(w[i])+w[i+2:]) {
			return true // "hlep"
		}
		for c := byte('a'); c <= 'z'; c++ {
			if i < len(w) && c != w[i] && english(w[:i]+string(c)+w[i+1:]) {
				return true // "moter" → "meter"
			}
			if english(w[:i] + string(c) + w[i:]) {
				return true // "ned" → "need"
			}
		}
	}
	return false
}

// typoAtID reports a word beside a request whose next question is an id
// of letters and digits that is a common word misspelt: not said back.
func typoAtID(s *agents.Slot, w string) bool {
	return mixedID(s) && !strings.ContainsAny(w, "0123456789") && typoOfCommon(w)
}
