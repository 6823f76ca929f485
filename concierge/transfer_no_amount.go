package concierge

// A transfer asked without its amount (tryout 33, bank40): "move money
// from checking to savings", "shift some cash over to savings" were routed
// by their words ("money", "checking", "savings") to the balance check,
// which showed a balance and asked "anything else?": the transfer was
// gone. A message led by a verb that moves money, which the reader is
// sure asks for the transfer, starts the transfer, which asks for the
// amount; its own prerequisites (a sign-in, a checked balance) are still
// the transfer's requirements, enforced in code (bank29_money_kept.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// leadMoveVerbs lead a request that moves money from one place to another,
// with the slips people type ("tranfer", "xfer").
var leadMoveVerbs = lazyWordSet(`move moving shift shifting transfer transferring tranfer trasnfer transfe xfer send sending snd put putting wire wiring shove stick`)

// moveLeads reports a clause of text led, after its framing ("can u",
// "i wanna"), by a verb that moves money.
func moveLeads(text string) bool {
	for _, clause := range read(text).TypedClauses() {
		words := reading.Words(strings.ToLower(clause))
		i := 0
		for i < len(words) && (framing()[words[i]] || moveFraming()[words[i]]) {
			i++
		}
		if i < len(words) && leadMoveVerbs()[words[i]] {
			return true
		}
	}
	return false
}

// moveFraming are words before the verb that framing() does not hold.
var moveFraming = lazyWordSet(`gonna gotta wanna lemme pls please hey yo um uh ok so right`)
