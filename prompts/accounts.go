package prompts

// Answers about the user's accounts as a whole (issue 24 round 10): the
// list of them, and what they hold together.

// AccountsNamed lists the accounts by name for a user not signed in:
// their numbers and balances wait for the sign-in.
func AccountsNamed(names []string) string {
	return render("accounts_named", map[string]any{"Names": names})
}

// AccountsTotal says what the accounts just shown hold together.
func AccountsTotal(names []string, total string) string {
	return render("accounts_total", map[string]any{"Names": names, "Total": total})
}

// FiguresNotShown says that "the one with more in it" cannot be told
// before the balances were shown (more: the larger was asked for).
func FiguresNotShown(more bool) string { return render("figures_not_shown", more) }

// AccountsAtQuestion lists the accounts by name, said before the question
// that waits is asked again ("which accounts do i have?" at "Which account
// should the money come from?").
func AccountsAtQuestion(names []string) string {
	return render("accounts_at_question", map[string]any{"Names": names})
}
