package prompts

// PickOne is said before a choice question asked again after an answer
// that named no choice ("do it", "fine whatever"); choices is "Checking
// or Savings" when the question does not name them, else empty.
func PickOne(choices string) string { return render("choice_unnamed", choices) }

// SourceUnsaid is said before the source is asked after several accounts
// were shown and the transfer named none ("Checking and Savings").
func SourceUnsaid(shown string) string { return render("source_unsaid", shown) }

// PlanRestatedOther names the change a yes made to a waiting plan by
// saying another value than step n held ("yes send 500" for 1000).
func PlanRestatedOther(n int, old, new string) string {
	return render("plan_restated_other", map[string]any{"N": n, "Old": old, "New": new})
}
