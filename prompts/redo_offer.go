package prompts

// RedoOffer asks whether to run the last task again with another choice,
// after a what-if about it ("and if i was partner?"): a yes runs it.
func RedoOffer(task, label, value string) string {
	return render("redo_offer", map[string]string{"Task": task, "Label": label, "Value": value})
}
