package concierge

// A bank product nobody here offers, asked about in passing (issue 24,
// bank20c): "hi what are your mortgage rates", "im interested in a car
// loan", "whats the apr on your credit card". The greeting in front made
// it the whole menu, with no word on the mortgage. With nothing in hand,
// a clause that names such a product and that no agent takes is said to
// be out of reach, plainly and by its name, then what can be done here
// (cannot.go's answer); the rest of the message an agent does still runs.

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// Out-of-scope products, each named as the answer says it.
var (
	mortgages   = outOfScope{what: "help with mortgages"}
	loans       = outOfScope{what: "help with loans"}
	creditCards = outOfScope{what: "help with credit cards"}
	overdrafts  = outOfScope{what: "help with overdrafts"}
	newAccounts = outOfScope{what: "open new accounts"}
)

// productWords name a product by one word; productPairs by two.
var (
	productWords = lazyWordSet(`mortgage mortgages remortgage remortgaging loan loans borrow borrowing lending overdraft overdrafts apr creditcard creditcards heloc`)
	accountWords = lazyWordSet(`account accounts acct acc`)
	newWords     = lazyWordSet(`new open opening another second extra`)
)

// isProductKind reports one of the products above: its answer is what can
// be done here, never a task "nearest" to it.
func isProductKind(k *outOfScope) bool {
	return k == &mortgages || k == &loans || k == &creditCards || k == &overdrafts || k == &newAccounts ||
		k == &interestRates || k == &bankFees || k == &bankLimits || k == &bankStmts || k == &bankCards
}

// productKind is the product a clause asks about, nil when none or when an
// agent of the domain does the clause's work ("pay 200 from checking to
// my loan account 1234324" is a transfer; "note: call about the mortgage"
// is a note).
func (e *Engine) productKind(clause string) *outOfScope {
	words := reading.Words(clause)
	var k *outOfScope
	for i, w := range words {
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		switch {
		case w == "credit" && (next == "card" || next == "cards" || next == "line" || next == "limit"), w == "creditcard", w == "creditcards", w == "apr":
			k = &creditCards
		case w == "line" && next == "of" && i+2 < len(words) && words[i+2] == "credit":
			k = &loans
		case w == "mortgage" || w == "mortgages" || w == "remortgage" || w == "remortgaging" || w == "heloc":
			k = &mortgages
		case w == "overdraft" || w == "overdrafts":
			k = &overdrafts
		case productWords()[w]:
			k = &loans
		case newWords()[w] && next != "my" && next != "your" && (accountWords()[next] || i+2 < len(words) && accountWords()[words[i+2]] || i+3 < len(words) && accountWords()[words[i+3]]):
			if k == nil {
				k = &newAccounts // "open a savings account", "a new account"
			}
		}
		if k == &mortgages || k == &creditCards {
			break
		}
	}
	if k == nil || e.transferSaid(clause) || e.anyAgentDoes(clause) || e.newRequest(clause) {
		return nil
	}
	return k
}
