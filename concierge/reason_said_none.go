package concierge

// "No reason" said as the reason (fresh round 37: ins 03, 10): "NO
// REASON", "no reason needed", "decline 12AB34 motor, no reason
// required", "reason: none needed" mean the letter names no reason. They
// were read as a personal dislike given as the reason ("a personal
// dislike of the claimant isn't one, so I won't put "no reason needed"
// …"), or printed in the letter as its reason ("none needed"). The
// standardised letter has no reason line unless one is given, so such a
// message is no reason: the letter has none, and nothing is said of a
// dislike. A message with anything else in it ("no reason, i just don't
// like him") is not this, and is read as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// noneSaidWords are the words such a message may hold beside its reason
// word and its "no": a need, a giving, fillers.
var noneSaidWords = lazyWordSet(`a an any the is are was be it its one just really at all for this that letter ` +
	`need needs needed required require requires reqd necessary given give giving stated state specified specify ok okay fine thanks ta pls please`)

// reasonSaidNone reports text saying only that no reason is given or
// needed: a "no" (no, none, nil, not, don't, without) with a word for the
// reason (typos allowed) or with a need ("none needed"), and nothing else
// but the words above.
func reasonSaidNone(text string) bool {
	neg, noun, none, need := false, false, false, false
	for _, w := range reading.Words(strings.ToLower(text)) {
		w = strings.NewReplacer("'", "", "’", "").Replace(w)
		switch {
		case w == "no" || w == "not" || w == "dont" || w == "doesnt" || w == "without" || w == "nope":
			neg = true
		case w == "none" || w == "nil" || w == "nothing":
			neg, none = true, true
		case w == "reason" || w == "reasons" || w == "grounds" || w == "explanation" ||
			len(w) >= 4 && len(w) <= 7 && w[0] == 'r' && !reading.EnglishWord(w) && reading.EditDistance(w, "reason", 2) <= 2:
			noun = true // "reason", "resaon", "reson"
		case w == "needed" || w == "required" || w == "necessary" || w == "reqd" ||
			len(w) >= 7 && strings.HasPrefix(w, "ne") && !reading.EnglishWord(w) && reading.EditDistance(w, "necessary", 3) <= 3:
			need = true // "nessecary", "neccessary"
		case !noneSaidWords()[w]:
			return false
		}
	}
	return neg && noun || none && need
}
