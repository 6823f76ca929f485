package prompts

// ValueOfCall answers "is the title right?" at an approval: what the
// waiting call holds for the value asked about, said back unchanged.
func ValueOfCall(label, value string) string {
	return render("value_of_call", map[string]string{"Label": label, "Value": value})
}
