package prompts

// MadeNotSent answers "was that sent?" about a document just made: it was
// not, and where it is (where: `"Decline letter: …" is shown under
// Artifacts, and at www.…`).
func MadeNotSent(kind, where string) string {
	return render("made_not_sent", map[string]string{"Kind": kind, "Where": where})
}

// MadeWhere answers "how do i download it?" about a document just made:
// where it is, how the full-screen app saves it, and that the user does
// the rest (verb: "download", "print", "email").
func MadeWhere(where, verb string, stored bool) string {
	return render("made_where", map[string]any{"Where": where, "Verb": verb, "Stored": stored})
}
