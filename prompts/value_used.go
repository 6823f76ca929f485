package prompts

// ValueUsed answers a doubt about the value the last task ran with
// ("wait is that the right id?", "which id did you use?"): the value, the
// others beside it, and how to put it right.
func ValueUsed(label, value, with string) string {
	return render("value_used", map[string]any{"Label": label, "Value": value, "With": with})
}
