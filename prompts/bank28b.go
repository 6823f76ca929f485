package prompts

// OnlyOwnAccountsShown says that an account number the user asked to see (its
// balance) is not one of the user's own, and names the user's own
// ("Checking and Savings"); the question for one of them follows (issue
// 24, bank28b).
func OnlyOwnAccountsShown(number, yours string) string {
	return render("only_own_accounts_shown", struct{ Number, Yours string }{number, yours})
}

// NoChoiceFor says that a name the user asked about (a company, a
// ticker) is none of the choices the task has ("I can't look up a stock
// price for Lockheed Martin here."), with the hint that names the ones it
// has (issue 24, bank28b).
func NoChoiceFor(task, name, hint string) string {
	return render("no_choice_for", struct{ Task, Name, Hint string }{task, name, hint})
}
