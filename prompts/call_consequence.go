package prompts

// OwnerNotKnown answers "is 7654321 my brother's account?" at an
// approval: a number says nothing of who holds it, so the user checks it
// before the yes (R41: money moves only after a deliberate yes).
func OwnerNotKnown(number string) string { return render("owner_not_known", number) }

// OwnAccountNamed answers the same question when the number is one of
// the user's own accounts.
func OwnAccountNamed(number, name string) string {
	return render("own_account_named", map[string]string{"Number": number, "Name": name})
}

// BalanceNotChecked answers "will that leave me anything?" when the
// session has no balance of the account the call takes from.
func BalanceNotChecked() string { return render("balance_not_checked", nil) }
