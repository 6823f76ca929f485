package prompts

// ValueConfirmed says a value the user confirms is the one the last task
// already used, so nothing needs doing again.
func ValueConfirmed(label, value, task string) string {
	return render("value_confirmed", map[string]string{"Label": label, "Value": value, "Task": task})
}
