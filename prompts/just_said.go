package prompts

// JustSaid says which value a word that points back ("there", "that
// one") was taken as: the account the user or the product just named.
func JustSaid(word, value string) string {
	return render("just_said", map[string]any{"Word": word, "Value": value})
}
