package prompts

// The concierge's talk once the capability list has been said in the
// session (R56: the list once, later a short line; issue 24, bank20c).

// GreetAgain answers a greeting once the list has been said: the question
// (closing), and how to see the list again; "Hello again!" when the user
// had said something before (again), else "Hello!".
func GreetAgain(closing string, again bool) string {
	return render("greet_again", map[string]any{"Closing": orAsk(closing), "Again": again})
}

// WhoAmI answers "who are you?" or "is this the bank?": who this is
// (who, "the bank's concierge"), with yes when the message asked whether
// it is, what can be done (can, task phrases) and the question.
func WhoAmI(who string, yes bool, can []string, closing string) string {
	return render("who_am_i", map[string]any{"Who": who, "Yes": yes, "Can": joinLast(can, "and"), "Closing": orAsk(closing)})
}

// UnknownShort is Unknown once the list has been said: what can be done in
// one sentence, and how to see the list.
func UnknownShort(can []string) string {
	return render("unknown_short", map[string]any{"Can": joinLast(can, "and")})
}

// CannotHandleShort is CannotHandle once the list has been said.
func CannotHandleShort(can []string) string {
	return render("cannot_handle_short", map[string]any{"Can": joinLast(can, "and")})
}

// AckIdle answers "ok", "lol ok" with nothing waiting: no thanks to
// answer, only the question (closing).
func AckIdle(closing string) string { return render("ack_idle", orAsk(closing)) }

// AckWaiting answers "hmm", "lol", "cool" while a question or a task
// waits: nothing was given to thank for; what waits is said after it.
func AckWaiting() string { return render("ack_waiting", nil) }

// orAsk is the domain's closing question, or a plain one.
func orAsk(closing string) string {
	if closing == "" {
		return "What can I do for you?"
	}
	return closing
}

// NotAChoice says back a word that no choice of the slot took, and names
// the choices ("I didn't recognise "first" as the account: the choices are
// Checking and Savings.").
func NotAChoice(word, label string, choices []string) string {
	return render("not_a_choice", map[string]string{"Word": word, "Label": label, "Choices": joinLast(choices, "and")})
}

// FrustratedRequest is said before a request said in annoyance is served
// ("WHY IS THIS SO HARD I JUST WANT MY BALANCE").
func FrustratedRequest() string { return render("frustrated_request", nil) }

// NotRunYet answers "did it go through?" while the call still waits for
// its yes: nothing has run; the approval is asked after it.
func NotRunYet() string { return render("not_run_yet", nil) }
