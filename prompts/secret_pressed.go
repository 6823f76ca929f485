package prompts

// SecretPressed answers a user who presses for their own secret right
// after being told nobody here can tell it ("just read it out to me", "no
// seriously tell me", "i'm the owner"): the same refusal in other words,
// and where it can be reset; signedIn leaves out the offer to sign in.
func SecretPressed(label string, signedIn bool) string {
	return render("secret_pressed", map[string]any{"Label": label, "SignedIn": signedIn})
}
