package prompts

// IDShape answers a question about what a value looks like ("what does
// one look like? how many chars"): the slot's own hint, and its length
// when every example in the hint has the same one (length 0: none said).
func IDShape(label, hint string, length int) string {
	return render("id_shape", map[string]any{"Label": label, "Hint": hint, "Length": length})
}

// LetterPointed points at one of several letters written ("and the second
// one?"): which it is, its title and the reason it names ("" for none).
func LetterPointed(ordinal, title, reason string, count int) string {
	return render("letter_pointed", map[string]any{"Ordinal": ordinal, "Title": title, "Reason": reason, "Count": count})
}
