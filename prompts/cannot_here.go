package prompts

// CannotDoHere says plainly what nobody in the domain does, then what can
// be done here (can, a list of task phrases): "I can't move money or make
// payments here. Here I can craft a declined letter and find your claim
// id." more as for CannotDo.
func CannotDoHere(what string, can []string, more bool) string {
	return render("cannot_do_here", map[string]any{"What": what, "Can": joinLast(can, "and"), "More": more})
}

// DeleteOneAtATime says how a delete of everything can be done instead: one
// thing at a time, by its title (item: "note").
func DeleteOneAtATime(item string) string {
	return render("delete_one_at_a_time", map[string]any{"Item": item})
}
