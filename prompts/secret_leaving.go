package prompts

// SecretLeaving answers a goodbye typed at a secret prompt ("thx bye" at
// the PIN): the sign-in stops, no try is spent, and the app stays open.
func SecretLeaving() string { return render("secret_leaving", nil) }
