package prompts

// SharesAffordable says plainly what the assistant can give for "how many
// shares could I buy with my checking": both numbers, the balance and the
// price, not the purchase (issue 24 round 9).
func SharesAffordable(balance, price string) string {
	return render("shares_affordable", map[string]string{"Balance": balance, "Price": price})
}

// SharesAfforded answers "can I afford 10 AAPL shares": a plain yes or
// no, with the price, what the shares come to and the balance.
func SharesAfforded(yes bool, count int64, symbol, price, cost, account, balance string) string {
	return render("shares_afforded", map[string]any{"Yes": yes, "Count": count, "Symbol": symbol, "Price": price,
		"Cost": cost, "Account": account, "Balance": balance})
}
