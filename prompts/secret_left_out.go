package prompts

// SecretLeftOut says a password typed inside a request was masked and left
// out of what the request took (a note's text), so the cut is no surprise.
func SecretLeftOut() string { return render("secret_left_out", nil) }
