package prompts

// Questions about the app and the conversation itself (R28; issue 24).

// ResetWhere says a secret cannot be reset in the chat, and where it can.
func ResetWhere(label string) string { return render("reset_where", label) }

// ShareSecret answers whether to give the secret to someone who asks for
// it: never.
func ShareSecret(label string) string { return render("share_secret", label) }

// SecretPart refuses any part of a secret (a letter, a hint, its length)
// and says where it can be reset.
func SecretPart(label string) string { return render("secret_part", label) }

// StillHere answers a user calling for attention ("HELLO??? IS ANYONE
// THERE"): the concierge is here, and what it can do.
func StillHere(m Menu) string { return render("still_here", m) }

// LastCancelled says what the user's last cancel dropped: the tasks, and
// the call that was waiting for a yes, if one was.
func LastCancelled(tasks []string, call string) string {
	return render("last_cancelled", map[string]any{"Tasks": tasks, "Call": call})
}

// NothingCancelled says the user has cancelled nothing yet.
func NothingCancelled() string { return render("nothing_cancelled", nil) }

// StillHereShort answers a call for attention once the list has been on
// screen (issue 24, bank26a): what can be done in one sentence, and the
// question; the whole list is not said twice.
func StillHereShort(can []string, closing string) string {
	return render("still_here_short", map[string]any{"Can": joinLast(can, "and"), "Closing": orAsk(closing)})
}
