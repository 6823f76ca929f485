package prompts

// WhyAsked answers "why do you need that?" for a value whose domain says
// nothing more about it: what it is needed for.
func WhyAsked(label, task string) string {
	return render("why_asked", map[string]string{"Label": label, "Task": task})
}

// WhyAskedFor is WhyAsked for a value a tool describes in a few words
// ("the owner of the notes").
func WhyAskedFor(label, what, task string) string {
	return render("why_asked_for", map[string]string{"Label": label, "What": what, "Task": task})
}

// RequestHeld says a request is kept, with the values it gave, until the
// user says go: they put it on hold to ask something first.
func RequestHeld(task string, values []string) string {
	return render("request_held", map[string]any{"Task": task, "Values": values})
}

// AskedNotKnown answers a question that nothing the product has answers,
// quoting it so the user sees which of their words it was.
func AskedNotKnown(question string) string { return render("asked_not_known", question) }

// CannotSendMade answers a request to email, print or send on what was
// made (kind: "letter"): where it is, so the user can send it from there.
func CannotSendMade(verb, kind, where string) string {
	return render("cannot_send_made", map[string]string{"Verb": verb, "Kind": kind, "Where": where})
}

// CannotSendDone is CannotSendMade when the task made no document: what
// it said is in the conversation.
func CannotSendDone(verb string) string { return render("cannot_send_done", verb) }

// CannotLookUp answers "can you look it up?" about a value the user is
// asked for: nothing here reads the records it would be in.
func CannotLookUp(label string) string {
	return render("cannot_look_up", map[string]string{"Label": label})
}

// ChoiceHint says which choice what the user told of themselves sounds
// like, without taking it for them.
func ChoiceHint(said, choice, covers string) string {
	return render("choice_hint", map[string]string{"Said": said, "Choice": choice, "Covers": covers})
}

// HeldDropped answers a cancel of a request kept on hold.
func HeldDropped(task string) string { return render("held_dropped", task) }

// WhatNeeded answers "do you need anything else?": what the task needs,
// what of it was given and what is still missing (each "" when nothing).
func WhatNeeded(task, needs, given, missing string) string {
	return render("what_needed", map[string]string{"Task": task, "Needs": needs, "Given": given, "Missing": missing})
}
