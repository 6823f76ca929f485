package concierge

// Any refused reason withdraws the decline it was given for (R8, R53;
// issue 24, round 25's ins25). A protected trait said plainly after the
// letter ("he is muslim, decline it") withdrew it (letter_withdrawn.go),
// but the same trait mixed with a slur on honesty ("reason is hes muslim
// and those guys always fake accidents", "woman living alone, probably
// exaggerated the burglary, decline it") was refused by another check
// (faking evidence, doing harm) and the letter stood. Whichever check
// refuses it, a message that gives or adds to the reason of the decline
// at hand ends that decline: the letter written is withdrawn, the one
// being asked for is dropped.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// declineMotiveCue are the words that put a refused message on the
// decline's reason: a decline itself, or the claimant's honesty.
var declineMotiveCue = reading.Lazy(`\b(?:declin\w*|den(?:y|ied|ying)|reject\w*|turn (?:it |this |them |him |her )?down|fak\w*|exaggerat\w*|lie|lies|lying|lied|liars?|made up|make up|makes up|making up|fraud\w*|scam\w*|dodgy|dishonest|can't be trusted|cant be trusted|not to be trusted|untrustworthy)\b`)

// refusedDeclineReason reports a refusal (reason) of a message (text)
// that gives the reason of the decline at hand: a protected trait, or a
// message framed as the reason, naming a decline, or speaking of a
// person's honesty, while a decline is asked for or just written.
func (e *Engine) refusedDeclineReason(reason, text string) bool {
	if strings.Contains(reason, "protected characteristic") {
		return true
	}
	if !e.declineAtHand() {
		return false
	}
	lower := strings.ToLower(normalise(text))
	if strings.Contains(understand.HarmRule("decline it, "+text), "protected characteristic") || reasonFramed.MatchString(lower) {
		return true
	}
	if !declineMotiveCue.MatchString(lower) {
		return false
	}
	person := personSaid()
	for _, w := range reading.Words(lower) {
		if person[w] || w == "those" || w == "them" || w == "his" || w == "her" || w == "their" {
			return true
		}
	}
	return strings.Contains(lower, "declin")
}
