package prompts

// NotOffered is a plain no to "do you do X?" for work no agent does, then
// what the product does, in one sentence (can, a list of task phrases):
// "No, I can't help with mortgages here. Here I can look up a stock price,
// check an account balance and transfer money." The whole menu is not
// said again: the question was a yes-or-no one.
func NotOffered(what string, can []string) string {
	return render("not_offered", map[string]any{"What": what, "Can": joinLast(can, "and")})
}

// NotOfferedKind is NotOffered for work the product names itself ("buy or
// sell shares"): "No, I can't buy or sell shares here. …".
func NotOfferedKind(what string, can []string) string {
	return render("not_offered_kind", map[string]any{"What": what, "Can": joinLast(can, "and")})
}
