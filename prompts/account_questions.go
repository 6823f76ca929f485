package prompts

// AboutOtherAccount answers a question about an account number that is
// not one of the user's (who to contact, whether it is valid): nothing
// here can say, and the bank can.
func AboutOtherAccount(number string) string { return render("about_other_account", number) }
