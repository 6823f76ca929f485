package prompts

import "strings"

// ChoiceByBalanceUnknown says that "whichever has more" cannot be told yet:
// the balances of unknown were never shown; choices are asked.
func ChoiceByBalanceUnknown(unknown, more, choices string) string {
	return render("choice_by_balance_unknown", map[string]string{"Unknown": unknown, "More": more, "Choices": choices})
}

// ChoiceByBalanceHeld says that the account "whichever has more" means is
// the one the waiting call already takes the money from.
func ChoiceByBalanceHeld(chosen, more, amounts string) string {
	return render("choice_by_balance_held", map[string]string{"Chosen": chosen, "More": more, "Amounts": amounts})
}

// ChoiceByBalanceUnknownCall is ChoiceByBalanceUnknown at an approval: the
// call waits as it is, and how to change its source is said.
func ChoiceByBalanceUnknownCall(unknown, more string, choices []string) string {
	quoted := make([]string, len(choices))
	for i, c := range choices {
		quoted[i] = `"from ` + strings.ToLower(c) + `"`
	}
	return render("choice_by_balance_unknown_call", map[string]string{"Unknown": unknown, "More": more, "Choices": strings.Join(quoted, " or ")})
}

// ChoiceByBalanceTaken says which account "whichever has more" meant once
// every balance was shown: the money comes from it.
func ChoiceByBalanceTaken(chosen, more, amounts string) string {
	return render("choice_by_balance_taken", map[string]string{"Chosen": chosen, "More": more, "Amounts": amounts})
}
