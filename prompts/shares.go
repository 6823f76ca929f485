package prompts

// SharesAffordable says plainly what the assistant can give for "how many
// shares could I buy with my checking": both numbers, the balance and the
// price, not the purchase (issue 24 round 9).
func SharesAffordable(balance, price string) string {
	return render("shares_affordable", map[string]string{"Balance": balance, "Price": price})
}
