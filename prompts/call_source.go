package prompts

import "strings"

// SourceOfCall answers "is that from savings?" at an approval: the account
// the waiting call takes the money from, and whether it is the one asked
// about (empty when several were), said back unchanged.
func SourceOfCall(held, asked string) string {
	if asked == "" {
		return render("source_of_call", map[string]string{"Held": held})
	}
	if strings.EqualFold(held, asked) {
		return render("source_of_call_same", map[string]string{"Held": held})
	}
	return render("source_of_call_other", map[string]string{"Held": held, "Asked": asked, "AskedLower": strings.ToLower(asked)})
}
