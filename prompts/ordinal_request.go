package prompts

// OrdinalQueuedChanged says a correction at an approval that named a later
// request of the same message ("make the second one 40") changed that
// request, which waits, and asks again for the call as it stands: the
// call asked now is not the one the user changed.
func OrdinalQueuedChanged(nth, request, summary string) string {
	return render("ordinal_queued_changed", map[string]string{"Nth": nth, "Request": request, "Summary": summary})
}

// OrdinalAlreadyPast says a correction named an earlier request of the
// message, which was dealt with already and cannot be changed here, and
// asks again for the call as it stands.
func OrdinalAlreadyPast(nth, summary string) string {
	return render("ordinal_already_past", map[string]string{"Nth": nth, "Summary": summary})
}

// ApprovalGoOn answers a yes that announces more to say ("ok just one
// thing"): the user is asked to go on, and the call waits unapproved.
func ApprovalGoOn(summary string) string {
	return render("approval_go_on", map[string]string{"Summary": summary})
}
