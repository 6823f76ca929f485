package prompts

// OwnClaimNotStaff tells a customer who speaks of their own declined
// claim what this desk is for and what they can do instead (issue 24,
// ins24a). staff names who the desk serves ("" for staff); dropped is
// the task stopped because of it ("" for none).
func OwnClaimNotStaff(staff, dropped string) string {
	return render("own_claim_not_staff", map[string]any{"Staff": staff, "Dropped": dropped})
}

// TraitNotTheReason answers a protected trait said as context and plainly
// not the reason of a decline: it stays out of the letter. can are the
// things that can be done, said when nothing is in hand.
func TraitNotTheReason(can []string) string {
	return render("trait_not_the_reason", joinLast(can, "or"))
}
