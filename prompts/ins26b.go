package prompts

// HedgedReasonAsked asks whether a reason said as a supposition ("lets
// just say the car was stolen", "pretend he was speeding") is the real
// one: a decline letter states only the real reason (issue 24, ins26b).
func HedgedReasonAsked() string { return render("hedged_reason_asked", nil) }

// HedgedReasonNotWritten answers a no to HedgedReasonAsked: nothing is
// written with it.
func HedgedReasonNotWritten() string { return render("hedged_reason_not_written", nil) }

// OffTopicAtQuestion answers a question outside the domain asked at an
// agent's question ("what's the weather like" at the claim id question):
// what can be done instead; the question is asked again after it.
func OffTopicAtQuestion(can string) string { return render("off_topic_at_question", can) }
