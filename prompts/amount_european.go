package prompts

// AmountRead says how an amount written with a decimal comma was read
// ("1.200,50" is $1,200.50), so the user sees the reading before anything
// moves.
func AmountRead(typed, amount string) string {
	return render("amount_read", map[string]any{"Typed": typed, "Amount": amount})
}

// AmountGuessed asks plainly whether an amount that can be read two ways
// ("1.200", "2.500,5") meant the reading taken; the approval asks again
// before anything moves.
func AmountGuessed(typed, amount string) string {
	return render("amount_guessed", map[string]any{"Typed": typed, "Amount": amount})
}
