package prompts

// Questions about the domain or the app (R50's ask).

// AnswerNotKnown says a question about the domain is not one the product
// can answer, with the nearest thing an agent does ("" for none).
func AnswerNotKnown(closest string) string { return render("answer_not_known", closest) }

// NeedsNothing answers what a task needs first when it needs nothing;
// task is the agent's verb phrase ("look up a stock price").
func NeedsNothing(task string) string { return render("needs_nothing", task) }

// BareNumber answers a message that is only a number, with nothing in
// hand: what it is for is not said, so nothing starts; the way to say it
// for the one task that takes it is shown (issue 24).
func BareNumber(value, label, task, example string) string {
	return render("bare_number", map[string]string{"Value": value, "Label": label, "Task": task, "Example": example})
}

// BareValueKept asks what a value typed alone is for and says it is kept
// for the task that takes it ("$500.00 — what should I do with it?").
func BareValueKept(value, label, task, example string) string {
	return render("bare_value_kept", map[string]string{"Value": value, "Label": label, "Task": task, "Example": example})
}
