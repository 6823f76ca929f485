package prompts

// Frustrated answers annoyance ("ugh", "this is useless", "😡"): an
// apology, then what can be done (can, a list of task phrases) when
// nothing waits; the caller says what waits after it otherwise.
func Frustrated(can []string) string {
	return render("frustrated", joinLast(can, "or"))
}
