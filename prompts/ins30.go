package prompts

import "unicode"

// LetterAddressee answers a question about whom the letter just written
// is addressed to (asked), or a request to address it to someone else:
// to whom it is, and that it cannot be changed here.
// dear is the letter's own "Dear …" name; a common noun is said with "the"
// ("the policyholder").
func LetterAddressee(dear, title string, asked bool) string {
	to := dear
	if r := []rune(dear); len(r) > 0 && unicode.IsLower(r[0]) {
		to = "the " + dear
	}
	return render("letter_addressee", map[string]any{"To": to, "Dear": dear, "Title": title, "Asked": asked})
}
