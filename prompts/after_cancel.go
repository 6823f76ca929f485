package prompts

// NothingDoneAfterCancel answers a question about the task just cancelled
// ("did it go through?", "so nothing was sent right?"): nothing of it ran;
// call is the summary of the call that waited for a yes, if one did.
func NothingDoneAfterCancel(tasks []string, call string) string {
	return render("nothing_done_after_cancel", map[string]any{"Tasks": tasks, "Call": call})
}
