package prompts

// ThanksSarcastic answers thanks said in irony ("thanks for nothing", "wow
// so helpful"): a short apology and what can be done (can, a list of task
// phrases) when nothing waits; never "You're welcome!".
func ThanksSarcastic(can []string) string {
	return render("thanks_sarcastic", joinLast(can, "or"))
}
