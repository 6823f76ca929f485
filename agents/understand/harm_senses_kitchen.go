package understand

import "strings"

// Milk and reading, not card skimming (notes39's find, round 34): "remind
// me to get skim milk", "add a note … text: get semi skimmed", "jot down
// to skim chapter 4". "Skim" leans to crime in the harm head, so a to-do
// for the shop was refused as harm. Said of milk or cream, or of a text
// to read quickly, it is no crime; "skim money from the till", "skim a
// bit off the top" and "skim card details" keep theirs.

// skimmedFood are what is skimmed in a kitchen, and skimRead what is
// skimmed when read quickly.
var (
	skimmedFood = wordSet("milk", "milks", "fat", "cream", "foam", "froth", "scum", "yoghurt", "yogurt", "latte", "flat")
	skimRead    = wordSet("through", "chapter", "chapters", "report", "reports", "article", "articles", "book", "pages", "page",
		"notes", "email", "emails", "document", "doc", "docs", "paper", "papers", "slides", "contract", "summary", "minutes", "agenda")
)

// skimNotCrime reports word i of ws a skim of milk or of a text.
func skimNotCrime(ws []string, i int) bool {
	w := ws[i]
	if !strings.HasPrefix(w, "skim") {
		return false
	}
	next, next2 := at(ws, i+1), at(ws, i+2)
	switch {
	case at(ws, i-1) == "semi":
		return true // "semi skimmed"
	case skimmedFood[next] || (next == "the" || next == "off") && skimmedFood[next2]:
		return true // "skim milk", "skim the fat off the stock"
	case w == "skim" && (skimRead[next] || (next == "the" || next == "my" || next == "this" || next == "that") && skimRead[next2]):
		return true // "skim chapter 4", "skim the report"
	}
	return at(ws, i+1) == "" && (at(ws, i-1) == "get" || at(ws, i-1) == "buy" || at(ws, i-1) == "some") // "get semi skimmed" at the end
}
