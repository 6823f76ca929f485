package prompts

// OwnerNotKnown answers "is 7654321 my brother's account?" at an
// approval: a number says nothing of who holds it, so the user checks it
// before the yes (R41: money moves only after a deliberate yes).
// notOwn says the number is none of the signed-in user's accounts.
func OwnerNotKnown(number string, notOwn bool) string {
	return render("owner_not_known", map[string]any{"Number": number, "NotOwn": notOwn})
}

// OwnAccountNamed answers the same question when the number is one of
// the user's own accounts.
func OwnAccountNamed(number, name string) string {
	return render("own_account_named", map[string]string{"Number": number, "Name": name})
}

// BalanceNotChecked answers "will that leave me anything?" when the
// session has no balance of the account the call takes from.
func BalanceNotChecked() string { return render("balance_not_checked", nil) }

// NotOwnAccount answers "is 7654321 mine?" when the number is none of the
// user's accounts, which it lists.
func NotOwnAccount(number, accounts string) string {
	return render("not_own_account", map[string]string{"Number": number, "Accounts": accounts})
}

// NotThatAccount answers "is 7654321 my savings?" when the number is not
// that account (nor any of the user's), with the account's own number.
func NotThatAccount(number, name, id string) string {
	return render("not_that_account", map[string]string{"Number": number, "Name": name, "ID": id})
}

// OtherOwnAccount answers "is 1234567890 my savings?" when the number is
// another of the user's accounts.
func OtherOwnAccount(number, other, name, id string) string {
	return render("other_own_account", map[string]string{"Number": number, "Other": other, "Name": name, "ID": id})
}

// SourceNotDestination answers "that's my checking right?" when the
// account named is the one the call takes from, not where it goes.
func SourceNotDestination(name, id, dest string, destOwn bool) string {
	return render("source_not_destination", map[string]any{"Name": name, "ID": id, "Dest": dest, "DestOwn": destOwn})
}
