package concierge

// A reason takes the ground, not the user's commentary on it (round 34's
// ins 24 and 42): "change it to say suspected fraud, we havent proven it"
// wrote "suspected fraud, we havent proven it" into the letter, and "there
// wasnt a reason given on the first letter, the damage was from termites
// which arent covered" the whole clause. A clause of the reason that
// speaks of the user ("we havent proven it", "i think") or of the letter
// and its reason ("no reason was given on the first letter"), with no
// ground of its own, is dropped when another clause is kept. A personal
// dislike or a harmful clause is never dropped: it is judged as said
// (ins21_reason.go, R53).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// processWords are the words of a clause about the letter or the reason
// itself, not about the claim.
var processWords = lazyWordSet(`letter letters reason reasons wording template email`)

// commentaryDropped is r without its clauses of commentary; r itself when
// it has none, or when nothing else would be left.
func commentaryDropped(r string) string {
	spans := clauseSpans(r)
	if len(spans) < 2 {
		return r
	}
	var kept []string
	dropped := false
	for _, s := range spans {
		clause := strings.TrimSpace(r[s[0]:s[1]])
		if clause == "" {
			continue
		}
		if commentary(clause) {
			dropped = true
			continue
		}
		kept = append(kept, clause)
	}
	if !dropped || len(kept) == 0 {
		return r
	}
	return strings.Join(kept, ", ")
}

// commentary reports a clause that speaks of the user or of the letter
// and holds no ground: "we havent proven it", "there wasnt a reason given
// on the first letter".
func commentary(clause string) bool {
	if personalDislike.MatchString(clause) || understand.HarmRule("decline it, "+clause) != "" || groundShorthand.MatchString(clause) {
		return false
	}
	self, process, ground, fault, neg := selfWords(), processWords(), groundWords(), faultWords(), negations()
	about := false
	for _, w := range reading.Words(strings.ToLower(clause)) {
		if ground[w] || fault[w] && !neg[w] {
			return false
		}
		about = about || self[w] && w != "were" || process[w]
	}
	return about
}
