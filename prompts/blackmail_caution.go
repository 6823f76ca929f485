package prompts

// BlackmailCaution is said in front of a transfer asked for to pay
// someone who threatens the user: what it is, that paying seldom ends
// it, and where to turn.
func BlackmailCaution() string { return render("blackmail_caution", nil) }
