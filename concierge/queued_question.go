package concierge

// A question kept with a request for after the sign-in (issue 24 round
// 15): "hi! quick q - are my funds insured? also whats my balance, user
// seldo pass monkey". The sign-in runs first; the rest was then routed
// whole, and its question dropped. A queued request that asks a question
// beside its work is read as a message again, so the question is answered
// (or said not to be known) and the work goes on (side_question.go).

// queuedWithQuestion reports a queued request with a side question in it.
func queuedWithQuestion(request string) bool {
	_, rest, ok := sideQuestion(request)
	return ok && rest != ""
}
