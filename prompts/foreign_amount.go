package prompts

// ForeignAmountFirst is said up front, before the sign-in or the source
// question a transfer needs, when its request names an amount in another
// currency ("35 quid"): nothing is converted, and the amount is asked in
// dollars when the transfer gets to it.
func ForeignAmountFirst(said string) string { return render("foreign_amount_first", said) }

// AmountNotPositiveFirst says, before a sign-in, that an amount of zero or
// less was not used and will be asked for.
func AmountNotPositiveFirst(said string) string { return render("amount_not_positive_first", said) }
