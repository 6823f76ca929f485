package prompts

// StillOn answers a request said again at its own question ("log in" at
// "What is your username?"): the task goes on; the question follows.
func StillOn(task string) string { return render("still_on", task) }

// SignInOffer answers a username the domain names typed alone where it
// is no answer (the sign-in was dropped): how to sign in with it.
func SignInOffer(task, user, ask string) string {
	return render("sign_in_offer", map[string]string{"Task": task, "User": user, "Ask": ask})
}
