package prompts

// CannotDeposit says that money from outside (cash, a cheque, a paycheck)
// cannot be paid in here, where it can be, and offers the transfer
// between the user's own accounts that may be what they meant; more as
// for CannotDo.
func CannotDeposit(more bool) string {
	return render("cannot_deposit", map[string]any{"More": more})
}
