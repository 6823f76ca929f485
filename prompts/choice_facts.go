package prompts

// ChoiceFacts answers "which one should i pick?" at a choice question:
// no advice, but the facts the session holds of each choice (facts:
// "Checking has $1,000.00"), or, when it holds none, what the choices are
// (about, the slot's own words). The caller asks the question again.
func ChoiceFacts(facts []string, about string) string {
	return render("choice_facts", map[string]any{"Facts": joinLast(facts, "and"), "About": about})
}
