package prompts

// InvestmentAdvice declines to advise what to buy or sell, and names the
// nearest thing the product does ("look up a stock price").
func InvestmentAdvice(closest string) string {
	return render("investment_advice", map[string]any{"Closest": closest})
}

// WhatThisIs answers "is this a real bank or a demo?": nothing here says
// more than what the concierge is and can do, so that is what it says.
func WhatThisIs(m Menu) string { return render("what_this_is", m) }
