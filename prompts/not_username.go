package prompts

// NotUsernameGreeting answers a greeting typed at the username question:
// the question follows it.
func NotUsernameGreeting() string { return render("not_username_greeting", nil) }

// NotUsernameThanks answers thanks typed at the username question.
func NotUsernameThanks() string { return render("not_username_thanks", nil) }

// NotUsernameChoice says a choice (an account) typed at the username
// question is not the username, which comes first.
func NotUsernameChoice() string { return render("not_username_choice", nil) }
