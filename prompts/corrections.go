package prompts

// Corrections said while a question waits (R27, R50).

// ValueReplaced says that a value given before was replaced by the one
// the user corrected it to ("The amount is now $600.00.").
func ValueReplaced(label, value string) string {
	return render("value_replaced", map[string]string{"Label": label, "Value": value})
}
