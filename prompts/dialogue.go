package prompts

// The conversation around the tasks (R50, R53): a correction after a task
// with side effects, harm said again after a refusal, side questions at a
// prompt, and what the product cannot do.

// CannotChangeDone answers a correction of a task with side effects that
// ran: it stays as it ran, and a new one is offered; task is the agent's
// verb phrase ("transfer money").
func CannotChangeDone(task string) string { return render("cannot_change_done", task) }

// RefusedAgain declines a message that goes on with a request refused
// just before; pending restates what waits. It holds Refusal's sentence,
// so that a third try is known as one too.
func RefusedAgain(pending string) string {
	return render("refused_again", map[string]string{"Pending": pending})
}

// CannotDo says plainly what nobody here does (R50's cannot_handle), with
// the closest thing an agent does ("" for none); more says the message
// asked for something else too, which follows.
func CannotDo(what, closest string, more bool) string {
	return render("cannot_do", map[string]any{"What": what, "Closest": closest, "More": more})
}

// CannotDoAdvice says plainly what nobody here does and who can, when it
// is urgent ("call the number on the back of your card"), then what can
// be done here (can, a list of task phrases); more as for CannotDo.
func CannotDoAdvice(what, advice string, can []string, more bool) string {
	list := ""
	for i, c := range can {
		switch {
		case i == 0:
		case i == len(can)-1:
			list += " and "
		default:
			list += ", "
		}
		list += c
	}
	return render("cannot_do_advice", map[string]any{"What": what, "Advice": advice, "Can": list, "More": more})
}

// NotKnown says a side question is not one the product can answer.
func NotKnown() string { return render("not_known", nil) }

// AboutSlot answers a question about the value asked: its label, its
// hint and its choices, whichever it has.
func AboutSlot(label, hint string, choices []string) string {
	return render("about_slot", map[string]any{"Label": label, "Hint": hint, "Choices": choices})
}

// AboutAgent answers a question about what an agent does.
func AboutAgent(title, description string) string {
	return render("about_agent", map[string]string{"Title": title, "Description": description})
}

// AboutCall answers a question about a call waiting for approval with
// what its summary says it does.
func AboutCall(summary string) string { return render("about_call", summary) }

// Impatience acknowledges a user hurrying the assistant along.
func Impatience() string { return render("impatience", nil) }

// NotYet says a call still waits for the user's yes or no.
func NotYet(summary string) string { return render("not_yet", summary) }

// WentThrough says the last call with side effects ran, with what its
// agent said of it.
func WentThrough(said string) string { return render("went_through", said) }

// DidNotRun says the last call with side effects was cancelled or
// rejected, and nothing happened.
func DidNotRun() string { return render("did_not_run", nil) }

// Compared answers which figure just shown is the larger (more) or the
// smaller, against the others ("$189.84 for AAPL (Apple Inc.)").
func Compared(label, amount string, more bool, others []string) string {
	return render("compared", map[string]any{"Label": label, "Amount": amount, "More": more, "Others": others})
}

// DoneAsNew says a finished call cannot be changed or undone, and that
// what the user asked is set up as a new call (what), asked first.
func DoneAsNew(what string) string { return render("done_as_new", what) }
