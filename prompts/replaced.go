package prompts

// Replaced says that a request replaces the one in hand, and what it is
// ("OK, not that one: I'll transfer $30.00 to 7654321 instead."); step is
// the new request's label with its first letter in lower case.
func Replaced(step string) string { return render("replaced", step) }
