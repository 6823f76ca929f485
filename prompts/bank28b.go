package prompts

// OnlyOwnAccountsShown says that an account number the user asked to see (its
// balance) is not one of the user's own, and names the user's own
// ("Checking and Savings"); the question for one of them follows (issue
// 24, bank28b).
func OnlyOwnAccountsShown(number, yours string) string {
	return render("only_own_accounts_shown", struct{ Number, Yours string }{number, yours})
}
