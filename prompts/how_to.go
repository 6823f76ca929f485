package prompts

// HowToTask answers how to do a task here: what to say, what it will ask
// for and what it needs first ("To write a note, say "add a note": I'll
// ask for the title and the text. It needs your notes open first.").
func HowToTask(task, example string, asks, needs []string) string {
	return render("how_to_task", map[string]any{"Task": task, "Example": example, "Asks": joinLast(asks, "and"), "Needs": joinLast(needs, "and")})
}
