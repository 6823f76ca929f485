package prompts

// LetterWordingFixed answers a change of a written letter's tone or wording
// ("make it more sympathetic"): the letter is standardised, so its wording
// is not changed, and the letter (for claim id, naming reason) is kept.
func LetterWordingFixed(id, reason string) string {
	return render("letter_wording_fixed", map[string]any{"ID": id, "Reason": reason})
}
