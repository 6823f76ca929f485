package concierge

// Questions the bank here cannot answer (R50's cannot_handle; issue 24,
// bank22a): "what interest rate does my savings earn" showed the Savings
// balance, "whats my daily transfer limit" started a transfer, "whats the
// apr on checking" a balance check. The account's name or "transfer" is
// a word of a task, but the question asks about a rate, a fee, a limit, a
// statement, an overdraft or a card, which no agent here tells: it is said
// plainly to be out of reach here, with what can be done (cannot.go's
// answer), never a balance or a price in its place. A message that gives
// a value of its own ("is there a fee if i send 200 to 7654321") is left
// to the tasks; so is a domain whose agent speaks of such a thing, and a
// fee asked of a transfer ("is there a fee to transfer?"), which the
// product's own answer about transfers takes.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The questions, each named as the answer says it.
var (
	interestRates = outOfScope{what: "tell you interest rates"}
	bankFees      = outOfScope{what: "tell you about fees or charges"}
	bankLimits    = outOfScope{what: "tell you about account or transfer limits"}
	bankStmts     = outOfScope{what: "give you statements"}
	bankCards     = outOfScope{what: "help with cards"}
)

// infoNouns name what such a question is about, by one word.
var infoNouns = sync.OnceValue(func() map[string]*outOfScope {
	return map[string]*outOfScope{
		"interest": &interestRates, "apy": &interestRates, "apr": &interestRates, "rate": &interestRates, "rates": &interestRates,
		"intrest": &interestRates, "intrest-rate": &interestRates, "dividend": &interestRates, "dividends": &interestRates,
		"fee": &bankFees, "fees": &bankFees, "charges": &bankFees, "commission": &bankFees, "surcharge": &bankFees,
		"limit": &bankLimits, "limits": &bankLimits, "maximum": &bankLimits,
		"statement": &bankStmts, "statements": &bankStmts, "stmt": &bankStmts, "stmts": &bankStmts,
		"overdraft": &overdrafts, "overdrafts": &overdrafts, "overdrawn": &overdrafts,
		"card": &bankCards, "cards": &bankCards, "debit": &bankCards, "creditcard": &creditCards,
	}
})

// rateNotInterest are words beside "rate" that make it no interest rate:
// "exchange rate", "stock's growth rate".
var rateNotInterest = lazyWordSet(`exchange conversion fx currency growth heart success approval tax claim claims premium stock stocks share shares price prices`)

// infoKind is the question about rates, fees, limits, statements,
// overdrafts or cards a clause asks, nil when it asks none, gives a value
// of its own, or an agent of the domain speaks of the thing.
func (e *Engine) infoKind(clause string) *outOfScope {
	if strings.ContainsAny(clause, "0123456789$") || e.accountViewerless() {
		return nil
	}
	words := reading.Words(clause)
	var k *outOfScope
	for i, w := range words {
		kind, ok := infoNouns()[w]
		if !ok {
			continue
		}
		if kind == &interestRates && (w == "rate" || w == "rates") && anyWordIn(words, rateNotInterest()) {
			continue // "what's the exchange rate"
		}
		if kind == &bankCards && w == "debit" && (i+1 >= len(words) || words[i+1] != "card" && words[i+1] != "cards") {
			continue // "direct debit"
		}
		if w == "credit" || kind == &bankCards && i > 0 && words[i-1] == "credit" {
			kind = &creditCards
		}
		k = kind
		break
	}
	if k == nil || e.speaksOf(k) {
		return nil
	}
	if k == &bankFees && (anyWordIn(words, accountMoves()) || anyWordIn(words, pointsAtCall())) {
		return nil // "is there a fee to transfer?", "a fee for this?": what the product says of its transfers (questions.go)
	}
	return k
}

// pointsAtCall are words that point at the call in hand or just shown.
var pointsAtCall = lazyWordSet(`this that it transfers transfer transferring moving sending wire wires`)

// accountViewerless reports a domain with no agent that shows an account:
// its words about rates or cards are none of the bank's.
func (e *Engine) accountViewerless() bool {
	a, _ := e.accountViewer()
	return a == nil
}

// speaksOf reports an agent of the domain whose own words name the thing
// the kind asks about: then the question is that agent's.
func (e *Engine) speaksOf(k *outOfScope) bool {
	for _, a := range e.domain.Agents {
		said := strings.ToLower(strings.Join(append([]string{a.Description, a.Task, a.Intro}, a.Examples...), " "))
		for _, w := range reading.Words(said) {
			if kind, ok := infoNouns()[w]; ok && kind == k {
				return true
			}
		}
	}
	return false
}

func anyWordIn(words []string, set map[string]bool) bool {
	for _, w := range words {
		if set[w] {
			return true
		}
	}
	return false
}
