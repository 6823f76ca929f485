package prompts

// StillOn answers a request said again at its own question ("log in" at
// "What is your username?"): the task goes on; the question follows.
func StillOn(task string) string { return render("still_on", task) }
