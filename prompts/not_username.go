package prompts

// NotUsernameGreeting answers a greeting typed at the username question:
// the question follows it.
func NotUsernameGreeting() string { return render("not_username_greeting", nil) }

// NotUsernameThanks answers thanks typed at the username question.
func NotUsernameThanks() string { return render("not_username_thanks", nil) }

// NotUsernameChoice says a choice (an account) typed at the username
// question is not the username, which comes first.
func NotUsernameChoice() string { return render("not_username_choice", nil) }

// NotUsernameYes says a yes typed at the username question ("yes go"
// after a failed login) is not the username, which comes first.
func NotUsernameYes() string { return render("not_username_yes", nil) }

// NotUsernameRequest says a word of a request typed at the username
// question ("unlock", "list", "login") is not the username.
func NotUsernameRequest() string { return render("not_username_request", nil) }

// NotUsernameLaugh answers laughter or a joke typed at the username
// question ("lol jk"): no name, and the question comes again.
func NotUsernameLaugh() string { return render("not_username_laugh", nil) }

// NotUsernameAnswer says a sentence that answers yes, no or ok typed at
// the username question ("that's right") is not the username.
func NotUsernameAnswer() string { return render("not_username_answer", nil) }

// NotUsernameThing says two words naming a thing ("shopping list", "work
// stuff") typed at the sign-in's name question are no name.
func NotUsernameThing() string { return render("not_username_thing", nil) }

// CanDoThat answers a question whether a task can be done ("can i delete
// notes?"): yes, one at a time when the user asked of several, what it
// needs first, and how to start it.
func CanDoThat(task string, one bool, example string, firsts []string) string {
	return render("can_do_that", map[string]any{"Task": task, "One": one, "Example": example, "Firsts": joinLast(firsts, "and")})
}
