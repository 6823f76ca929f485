package prompts

// SecretLabelTyped says a login label typed alone at a secret prompt
// ("pasword", "PIN:") was not tried as the secret.
func SecretLabelTyped(label string) string { return render("secret_label_typed", label) }

// NotUsernameLabel says a login label typed alone at the username
// question ("usrname", "password") is not the username.
func NotUsernameLabel() string { return render("not_username_label", nil) }
