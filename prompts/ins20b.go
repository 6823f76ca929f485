package prompts

// DoubtedChoice opens the answer to an unsure answer at a choice's
// question: nothing was taken ("internal", the choice named, or none).
func DoubtedChoice(named string) string { return render("doubted_choice", named) }

// TakenAside says values taken for other questions than the one asked
// ("Motor as the crime topology"), before it is asked again.
func TakenAside(said string) string { return render("taken_aside", said) }

// ScopeHelp answers a vague ask for help with what the domain does ("can
// u help me with claims stuff"): yes, what can be done here, and what
// each task needs.
func ScopeHelp(can []string, needs []string) string {
	return render("scope_help", map[string]any{"Can": joinLast(can, "and"), "Needs": needs})
}

// TaskNeeds is what one task needs: "To craft a declined letter, I need
// the claim id and the crime topology (Home or Motor)."
func TaskNeeds(task string, needs []string) string {
	return render("task_needs", map[string]any{"Task": task, "Needs": joinLast(needs, "and")})
}

// ReasonNoted says a reason given for a decline was heard: the letter
// names it.
func ReasonNoted(reason string) string { return render("reason_noted", reason) }

// ReasonNotLawful answers a personal dislike given as a decline's reason
// ("i just don't like the guy's face"): a letter needs a reason based on
// the policy, and this one goes in none. written is the claim whose
// letter was already written ("claim 31PQR0"), "" before the letter.
func ReasonNotLawful(said, written string) string {
	return render("reason_not_lawful", map[string]any{"Said": said, "Written": written})
}

// ReasonLater says a reason given during another task is kept for the
// letter written before it ("claim 55AB11"), which is written again
// naming it once the task in hand is done.
func ReasonLater(reason, written string) string {
	return render("reason_later", map[string]string{"Reason": reason, "Written": written})
}
