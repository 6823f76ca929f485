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
