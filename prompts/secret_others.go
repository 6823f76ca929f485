package prompts

// OtherSecretsNotUsed says that a line typed at a secret's prompt held
// more than the secret asked (a card number, another PIN) and that the
// rest was not used.
func OtherSecretsNotUsed(label string) string { return render("other_secrets_not_used", label) }
