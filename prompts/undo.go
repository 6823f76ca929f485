package prompts

// CannotUndoRan says that work with side effects that ran cannot be taken
// back here, names what ran (the summary the user approved, without its
// question mark) and what the user can do instead.
func CannotUndoRan(task, ran string) string {
	return render("cannot_undo_ran", map[string]string{"Task": task, "Ran": ran})
}
