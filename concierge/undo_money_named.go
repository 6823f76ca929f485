package concierge

// An undo of money named by its kind (tryout 34, bank 51): "i was
// defrauded, please reverse the payment to 7654321" started a transfer to
// 7654321 — the account the user wants the money back from — and a fraud
// report with "can you reverse the transfer to 1234324?" was answered
// "I'll do the rest of what you asked" above a reply that did nothing.
// "reverse/undo/refund the transfer|payment|transaction", said beside
// what can't be done here, points at money already sent: it is never
// the start of a transfer, and never "the rest" still to do.

import "github.com/concierge-dev/concierge/agents/reading"

// moneyMoved are the nouns of money already sent.
var moneyMoved = lazyWordSet(`transfer transfers payment payments transaction transactions wire money funds deposit withdrawal charge`)

// undoesMoneyNamed reports an undo word followed, within three words
// ("the", "my", "that"), by a noun of money sent.
func undoesMoneyNamed(text string) bool {
	words := reading.Words(text)
	for i, w := range words {
		if w == "cancel" || !undoWords()[w] {
			continue // "cancel the transfer" may be one not yet sent
		}
		for j := i + 1; j < len(words) && j <= i+3; j++ {
			if moneyMoved()[words[j]] {
				return true
			}
		}
	}
	return false
}
