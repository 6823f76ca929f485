package concierge

// Money that has to move is a request, not a question about the past
// (R1, R27; issue plan17): "I owe my landlord 300 for the rent, it has to
// come out of checking and go to account 1234324" was read as asking
// whether a payment had come out ("has … come out"), and answered "I
// can't see your transaction history". "has to", "needs to", "must",
// "should", "gotta" put the move ahead, as something to do: only the
// past ("has it come out yet?", "did the rent go through?") stays the
// history kind, even with the amount and the account of a transfer in it.

import "github.com/concierge-dev/concierge/agents/reading"

// moveAhead is money said to move from now on: a modal or an obligation,
// then a few words at most, then the verb of the move and its particle.
var moveAhead = reading.Lazy(`(?i)\b(?:(?:has|have|had|needs?|got|ought|is|are|going|wants?|supposed|meant)\s+to|must|should|shall|gotta|gonna|hafta|will|'ll|can|could|would|please)\s+(?:\w+\s+){0,2}?(?:come|go|get|be\s+(?:sent|paid|moved|taken|transferred))\s+(?:in|through|out|over|across)\b`)

// withoutMoveAhead is clause without its moves ahead, for the history
// phrases to read what is left.
func withoutMoveAhead(clause string) string {
	return moveAhead.ReplaceAllString(clause, " ")
}

// askedBack reports a clause of the history kind phrased as a question
// about what happened ("did the 300 to 1234324 go through?", "has my 300
// gone out yet"): its amount and account name a past payment, never a
// transfer to make now.
func askedBack(k *outOfScope, clause string) bool {
	return k == &seeHistory && historyPhrases.MatchString(withoutMoveAhead(clause))
}
