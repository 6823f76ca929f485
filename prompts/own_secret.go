package prompts

// SecretNotKnownReset answers a user who asks for their own secret
// ("what's my password", "the password of seldo" said by seldo): nobody
// here can tell it, and where it can be reset; signedIn leaves out the
// offer to sign in, which a signed-in user has no use for.
func SecretNotKnownReset(label string, signedIn bool) string {
	return render("secret_not_known_reset", map[string]any{"Label": label, "SignedIn": signedIn})
}

// SecretChange answers a request to change the secret ("change my
// password to …", "update my pw pls", "can i set a new PIN"): nothing
// here can, and where it is done; dropped says a new one typed was
// masked and not kept.
func SecretChange(label string, dropped bool) string {
	return render("secret_change", map[string]any{"Label": label, "Dropped": dropped})
}

// CardPINChange answers how to change or reset a bank card's PIN, which
// is not the sign-in secret this chat asks for.
func CardPINChange() string {
	return render("card_pin_change", nil)
}
