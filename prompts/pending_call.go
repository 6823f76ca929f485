package prompts

// LeftAfterCall answers "how much will I have left after that?" at an
// approval from the balance checked in the session.
func LeftAfterCall(name, balance, amount, left string) string {
	return render("left_after_call", map[string]string{"Name": name, "Balance": balance, "Amount": amount, "Left": left})
}

// MoreThanChecked answers the same question when the amount is more than
// the balance checked.
func MoreThanChecked(name, balance string) string {
	return render("more_than_checked", map[string]string{"Name": name, "Balance": balance})
}

// CallNotUndone answers "can I undo it later?" at an approval: done is
// done here (R42).
func CallNotUndone() string { return render("call_not_undone", nil) }

// SameAsBefore says back the earlier values a reference stood for ("the
// same account": destination account ID 7654321).
func SameAsBefore(values string) string { return render("same_as_before", values) }

// WhatCanIDo answers a message with no words in it (emoji, symbols):
// the question and the list, without a greeting or thanks.
func WhatCanIDo(m Menu) string { return render("what_can_i_do", m) }

// ByeKept says goodbye at an open question: the task is kept, and what
// it still needs is said, not asked.
func ByeKept(task, needs string, saved bool) string {
	return render("bye_kept", map[string]any{"Task": task, "Needs": needs, "Saved": saved})
}

// WaitsOn says what a task asked for again is waiting on ("ok continue
// the transfer" while the balance is asked): its values and its need.
func WaitsOn(task, values, first string) string {
	return render("waits_on", map[string]string{"Task": task, "Values": values, "First": first})
}

// ScamCaution is said in front of a transfer shaped like a common scam.
func ScamCaution() string { return render("scam_caution", nil) }

// WholeBalance answers "is that my whole balance?" at an approval: whether
// the amount is all the balance checked, and what it leaves.
func WholeBalance(name, balance, left string, all bool) string {
	v := map[string]string{"Name": name, "Balance": balance, "Left": left}
	if all {
		v["All"] = "yes"
	}
	return render("whole_balance", v)
}

// TransferWhatIf answers a question about how moving money works ("will
// you ask me first?", "can I undo a transfer after?"): every one shows
// its summary and runs only on a yes; one that ran can't be undone here
// (undo says so first).
func TransferWhatIf(task string, undo bool) string {
	return render("transfer_what_if", map[string]any{"Task": task, "Undo": undo})
}
