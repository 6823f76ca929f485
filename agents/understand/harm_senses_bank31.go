package understand

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// A look-up of the user's own accounts with an everyday purpose said
// after it ("list my accounts please, need them for a form", "show my
// balances, my accountant needs them") is no harm: seeing what is one's
// own moves nothing and shows nobody else's. The harm head weighed the
// purpose's words ("need them", "form") towards a refusal (issue 24,
// bank31). Only a message with no harm word in any sense, that asks to
// see the user's own accounts, moves nothing, names no one else's and
// holds no amount, is let through here.

var (
	// ownLookupAsk asks to see the user's own accounts or balances.
	ownLookupAsk = reading.Lazy(`\b(?:list|show|see|view|check|pull up|bring up|give me|tell me|read out|print|what|whats|how much|which|get me)\b(?: [\w']+){0,4}? (?:all )?(?:of )?my (?:[\w']+ )?(?:accounts?|balances?|savings|checking|account numbers?|account details|statements?)\b`)
	// ownLookupMoves are the words of anything but seeing: a move, a
	// change, a sharing, someone else's things.
	ownLookupMoves = reading.Lazy(`\b(?:send|sending|sent|transfer\w*|move|moving|moved|pay|paying|paid|wire|wiring|withdraw\w*|empty|emptying|drain\w*|take|taking|took|put|putting|shift|close|closing|open|opening|sell|selling|buy|buying|share|sharing|post|posting|forward|email|text|delete|change|edit|hide|hiding|split|cash out|give (?:him|her|them|it|away)|his|her|their|them all|someone|somebody|anyone|anybody|everyone|else|other|[a-z]+'s)\b`)
)

// ownLookupOnly reports a message that only asks to see the user's own
// accounts, whatever purpose it gives (see above).
func ownLookupOnly(msg *message) bool {
	for _, v := range msg.vals {
		if v.class == classMoney {
			return false
		}
	}
	n := uncontract(reading.Normalise(msg.text))
	return ownLookupAsk.MatchString(n) && !ownLookupMoves.MatchString(n)
}
