package prompts

// ClosingYes answers a yes to "Is there anything else I can help you
// with?": what they want, with what can be done in one sentence (can, a
// list of task phrases) — the menu, short.
func ClosingYes(can []string) string {
	return render("closing_yes", joinLast(can, "or"))
}

// ClosingNo answers a no to "Is there anything else I can help you
// with?": a goodbye, thanking back when thanked; saved as for Goodbye.
func ClosingNo(thanked, saved bool) string {
	return render("closing_no", map[string]bool{"Thanked": thanked, "Saved": saved})
}
