package prompts

// SecretNotConfirmed answers a user who asks whether the secret they typed
// is right ("is my password ••••••? just checking"): nothing here can
// compare it; signed in, the one they signed in with worked, and signed
// out, a sign-in with it is the way to try it.
func SecretNotConfirmed(label string, signedIn bool) string {
	return render("secret_not_confirmed", map[string]any{"Label": label, "SignedIn": signedIn})
}
