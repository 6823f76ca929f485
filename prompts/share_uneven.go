package prompts

// ShareUneven says that a total shared among several recipients does not
// divide into whole cents, so each transfer's amount is asked instead of
// guessed (an amount a split would round is money the user did not say).
func ShareUneven(total string, ways int) string {
	return render("share_uneven", map[string]any{"Total": total, "Ways": ways})
}
