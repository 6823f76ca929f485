package concierge

// A whole new request said "instead" (round 21's tester): at "Checking or
// Savings?" for a transfer of 35, "no", then "send 30 to 7654321
// instead" was read as cancel(current) then the new transfer; the cancel
// dropped both tasks and the transfer of 30 with them ("OK, I won't check
// a balance or transfer money"). The request said is what the user wants
// now: the old work is dropped and the new request runs (its summary
// still asks for a yes before any money moves).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// insteadWord is "instead" or "rather" closing a request.
var insteadWord = reading.Lazy(`(?i)[,\s]+(?:instead|rather)(?:\s+(?:please|pls|plz|then|now))?\s*[.!]*\s*$`)

// requestInstead is the request of a message that ends with "instead",
// without that word; "" when the message is no request of its own.
func (e *Engine) requestInstead(text string) string {
	loc := insteadWord.FindStringIndex(text)
	if loc == nil {
		return ""
	}
	req := strings.TrimSpace(text[:loc[0]])
	if req == "" || isCancel(req) || read(req).Mentions(reading.Negation) || !(e.newRequest(req) || e.readAsTask(req)) {
		return ""
	}
	return req
}
