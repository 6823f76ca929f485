package prompts

import "strings"

// LetterInstruction answers an instruction about the letter itself — its
// language, wording, format or delivery ("write it in spanish", "large
// print", "cc my team leader") — said with a decline: none of it can be
// done here, and none of it is the letter's reason. kinds holds "language",
// "wording", "format" and "delivery", in that order.
func LetterInstruction(kinds []string) string {
	var out []string
	for _, k := range kinds {
		out = append(out, render("letter_instruction_"+k, nil))
	}
	return strings.Join(out, " ")
}

// LetterKept says the letter just written (for claim id, naming reason)
// is unchanged.
func LetterKept(id, reason string) string {
	return render("letter_instruction_kept", map[string]any{"ID": id, "Reason": reason})
}
