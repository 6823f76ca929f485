package prompts

// HowToTask answers how to do a task here: what to say, what it will ask
// for and what happens first ("To write a note, say "add a note": I'll
// ask for the title and the text. Before that, I'll open your notes.").
func HowToTask(task, example string, asks, firsts []string) string {
	return render("how_to_task", map[string]any{"Task": task, "Example": example, "Asks": joinLast(asks, "and"), "Firsts": joinLast(firsts, "and")})
}
