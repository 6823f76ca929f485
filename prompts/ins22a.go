package prompts

// ReasonAsked asks for the reason a letter already written should name
// ("redo it with a reason"): said, the letter is redone with it. written
// is the claim it was written for ("claim 123ABH").
func ReasonAsked(written string) string { return render("reason_asked", written) }

// EarlierID says a value the request did not name was taken from earlier
// in the session ("the claim id 123ABH you named before"), and how to
// give another.
func EarlierID(label, value string) string {
	return render("earlier_id", map[string]any{"Label": label, "Value": value})
}

// IDCorrected says which id is meant now that the user said which number
// is which ("that's the policy number, the claim is 99KL00"); nothing is
// started.
func IDCorrected(label, value, was string) string {
	return render("id_corrected", map[string]any{"Label": label, "Value": value, "Was": was})
}
