package concierge

// Money asked of a domain that keeps none (R50 cannot_handle; issue 24
// round 10): "send fifty bucks", "transfer 200 to my brother", "what's my
// account balance" in the insurance or the notes domain were read as the
// domain's nearest task (a claim id's whereabouts, a decline letter). A
// domain with no agent that moves money or keeps a balance says plainly
// that it cannot, with what it can do; a bank routes them as ever.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	moveMoney   = outOfScope{what: "move money or make payments"}
	seeBalances = outOfScope{what: "show account balances or bank details"}
)

// moneyVerbs move money; an amount or a word for money after one makes
// the clause a payment ("send fifty bucks", "wire 200 to my brother").
var moneyVerbs = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"send": true, "sending": true, "transfer": true, "transferring": true, "xfer": true, "wire": true,
		"move": true, "pay": true, "paying": true, "give": true, "lend": true, "loan": true, "remit": true, "venmo": true, "zelle": true,
		"paypal": true, "refund": true, "reimburse": true, "withdraw": true, "deposit": true, "e-transfer": true, "etransfer": true}
})

// moneyNouns name money or an amount of it.
var moneyNouns = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"money": true, "cash": true, "dollars": true, "dollar": true, "bucks": true, "buck": true, "quid": true,
		"funds": true, "euros": true, "pounds": true, "grand": true, "k": true, "cents": true, "payment": true, "deposit": true}
})

// balanceAsk asks to see: "what's my balance", "how much money do i have".
var balanceAsk = reading.Lazy(`(?i)\b(?:what(?:'s| is|s)?|check|show|see|view|tell me|how much|get)\b.*\b(?:balance|balances|savings|checking|in my (?:bank )?account|money (?:do i|have i)|bank details|transactions)\b`)

// moneyKind is the money kind a clause asks for in a domain that keeps no
// money, nil when none or when the domain does.
func (e *Engine) moneyKind(clause string) *outOfScope {
	if e.keepsAccounts() || e.movesMoney() {
		return nil
	}
	words := reading.Words(clause)
	i := 0
	for i < len(words) && framing()[words[i]] {
		i++
	}
	if i < len(words) && moneyVerbs()[words[i]] {
		for _, w := range words[i+1 : min(len(words), i+1+objectReach)] {
			if moneyNouns()[w] || amountWord(w) {
				return &moveMoney
			}
		}
	}
	if balanceAsk.MatchString(clause) {
		return &seeBalances
	}
	return nil
}

// movesMoney reports an agent of the domain with an amount of money among
// its values: a transfer, a payment.
func (e *Engine) movesMoney() bool {
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if a.Slots[i].Kind == agents.KindMoney {
				return true
			}
		}
	}
	return false
}

// amountWord is a number in figures ("200", "$50", "1.5k") or a number
// word ("fifty", "hundred").
func amountWord(w string) bool {
	if _, err := reading.ParseMoney(w); err == nil && strings.ContainsAny(w, "0123456789") {
		return true // "200", "$50", "1.5k" — never "an" of "give me an example"
	}
	return numberWords()[w]
}

// numberWords are the words of an amount said in words.
var numberWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
		"eight": true, "nine": true, "ten": true, "twenty": true, "thirty": true, "forty": true, "fifty": true, "sixty": true,
		"seventy": true, "eighty": true, "ninety": true, "hundred": true, "thousand": true, "million": true}
})
