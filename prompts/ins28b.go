package prompts

// LetterAlreadyWritten answers "decline it" or "ok issue it" right after a
// letter was written (issue 24, ins28b): that letter is the one, nothing
// new starts; reason is the one it names, if any.
func LetterAlreadyWritten(title, reason string) string {
	return render("letter_already_written", map[string]any{"Title": title, "Reason": reason})
}

// LetterReasonAllowed answers "is that reason allowed?" about the reason
// of the letter just written: honestly, in short.
func LetterReasonAllowed(reason string) string {
	return render("letter_reason_allowed", map[string]any{"Reason": reason})
}
