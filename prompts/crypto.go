package prompts

// CryptoNotCovered says that a cryptocurrency's price is not what the
// share-price look-up has: name is the coin as the product calls it
// ("Bitcoin"), "" for crypto in general; examples are ticker symbols it
// does have.
func CryptoNotCovered(name string, examples []string) string {
	return render("crypto_not_covered", map[string]any{"Name": name, "Examples": joinLast(examples, "or")})
}
