package prompts

import "strings"

// WhichOfValues is the problem with a message unsure between several
// values of one slot ("12AB34 or 12AB43, can't remember"): which one, asked,
// never guessed. The result goes to Clarify.
func WhichOfValues(values []string, label string) string {
	return render("which_of_values", map[string]string{"Values": joinLast(values, "or"), "Label": label})
}

// AllRuledOut is the problem with a message that takes back every value it
// gives for a slot ("not 12AB34, and not 12AB43 either"). The result goes
// to Clarify.
func AllRuledOut(values []string, label string) string {
	return render("all_ruled_out", map[string]string{"Values": joinLast(values, "and"), "Label": label})
}

// joinLast is "A, B or C": commas, and the word before the last.
func joinLast(vs []string, word string) string {
	if len(vs) < 2 {
		return strings.Join(vs, "")
	}
	return strings.Join(vs[:len(vs)-1], ", ") + " " + word + " " + vs[len(vs)-1]
}
