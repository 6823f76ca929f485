package prompts

// Thing is one side of a "what's the difference between X and Y?"
// answer: the word the user said and what the agent it names does.
type Thing struct{ Thing, Does string }

// Difference answers a question comparing two things of the domain with
// what each one's agent says it does ("A note: adds a note with a title
// and a text. A to-do: …").
func Difference(things []Thing) string { return render("difference", things) }
