package prompts

// HedgedReasonAsked asks whether a reason said as a supposition ("lets
// just say the car was stolen", "pretend he was speeding") is the real
// one: a decline letter states only the real reason (issue 24, ins26b).
func HedgedReasonAsked() string { return render("hedged_reason_asked", nil) }

// HedgedReasonNotWritten answers a no to HedgedReasonAsked: nothing is
// written with it.
func HedgedReasonNotWritten() string { return render("hedged_reason_not_written", nil) }
