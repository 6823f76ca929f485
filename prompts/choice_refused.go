package prompts

import "strings"

// ChoiceRefused says in one sentence that a word is none of a short list of
// choices and which the choices are, then asks again (issue 24 round 13:
// "crime topology" answered with three sentences that named Home and
// Motor twice). problem is "I couldn't take "boat" as the crime topology".
func ChoiceRefused(problem string, choices []string) string {
	said := orList(choices)
	if strings.Contains(problem, " is not one of ") {
		said = "" // the problem names them already
	}
	return render("choice_refused", map[string]string{"Problem": upperFirst(problem), "Choices": said})
}

// ChoiceIs says which choices a slot has, when the answer only named the
// slot ("crime topology" at the topology question), and asks again.
func ChoiceIs(label string, choices []string) string {
	return render("choice_is", map[string]string{"Label": label, "Choices": orList(choices)})
}

// orList is "Home or Motor", "A, B or C".
func orList(choices []string) string {
	if n := len(choices); n > 1 {
		return strings.Join(choices[:n-1], ", ") + " or " + choices[n-1]
	}
	return strings.Join(choices, "")
}

// ChoiceAgain is a refused choice's problem (if any), the domain's hint
// that names the choices, and the question asked again in a few words.
func ChoiceAgain(problem, hint string) string {
	return render("choice_again", map[string]string{"Problem": upperFirst(problem), "Hint": hint})
}
