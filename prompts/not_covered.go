package prompts

// NotCovered is the problem with a kind the user names that is none of an
// enum slot's choices and that the domain does not cover ("its a boat" at
// the topology question): it is not covered, and what the task can be
// done for (task: "craft a declined letter"; choices: Home, Motor):
// `"boat" isn't covered: I can only craft a declined letter for Home or
// Motor`. Said before the question, which is asked again; with no
// choices given (the question names them) `… I can't craft a declined
// letter for it`, so the choices are named once.
func NotCovered(said, task string, choices []string) string {
	return render("not_covered", map[string]any{"Said": said, "Task": task, "Choices": joinLast(choices, "or")})
}
