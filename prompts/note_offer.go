package prompts

// KeepAsNote asks whether a statement said with nothing in hand, in a
// domain that keeps notes, is to be kept as one ("meeting moved to
// friday"): yes writes it down; anything else is read as usual.
func KeepAsNote(said, task string) string {
	return render("keep_as_note", map[string]string{"Said": said, "Task": task})
}

// NoteNotKept answers a no to KeepAsNote.
func NoteNotKept() string { return render("note_not_kept", nil) }
