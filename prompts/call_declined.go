package prompts

// CallDeclined ends a call the user said a plain no to: it is not made,
// and a different one can be asked by saying what to change (the values
// it took, "amount or destination account ID").
func CallDeclined(change string) string {
	return render("call_declined", map[string]any{"Change": change})
}
