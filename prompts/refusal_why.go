package prompts

// RefusalWhy refuses a message with a word on why, in the product's own
// words (never the user's said back): why is a sentence without its full
// stop, such as "A claim is declined on its own facts". The refusal's
// first sentence stays the plain one, which the harm follow-ups look for.
func RefusalWhy(why, pending string) string {
	return render("refusal_why", map[string]string{"Why": why, "Pending": pending})
}
