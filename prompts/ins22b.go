package prompts

// Vented answers a user who vents about the day or the work ("ugh what a
// day. third fraud case this week."): a short human acknowledgement, and
// what can be done here (can: "craft a declined letter"), or nothing more
// when a question waits and is asked after it. Never a warning, never a
// task.
func Vented(can []string) string {
	return render("vented", joinLast(can, "or"))
}

// KindsCovered answers a question about the kinds a task is done for
// ("what types are there", "do you do travel claims?"): the task, the
// kinds it covers, and the kind asked about when it is none of them.
func KindsCovered(said, task string, choices []string) string {
	return render("kinds_covered", map[string]any{"Said": said, "Task": task, "Choices": joinLast(choices, "or")})
}

// DeclineGrounds answers a question about which reasons a decline may give
// ("what counts as a discriminatory reason?", "can I decline because of
// age?"): the product's rule — no protected trait, ever; lawful grounds
// are findings about the claim. trait is the one asked about, if any.
func DeclineGrounds(trait string) string {
	return render("decline_grounds", map[string]any{"Trait": trait})
}

// OneAtATime answers a question about another piece of the same work said
// while one is under way ("can i do a different claim after this?"): yes,
// one at a time; current names the one in hand ("claim id 12AB34"), if any.
func OneAtATime(task, current string) string {
	return render("one_at_a_time", map[string]any{"Task": task, "Current": current})
}
