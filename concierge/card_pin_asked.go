package concierge

// A card's PIN is not the sign-in password (tryout 41 bank 24): "how do i
// change my debit card PIN" got the password answer ("sign in on your
// provider's website … the forgot password link"). When the question
// names a card and its PIN, and the domain's sign-in secret is not a PIN,
// the card-PIN answer is said instead: the bank's app, an ATM, the number
// on the card. No secret is shown either way.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// cardWords name a bank card.
var cardWords = lazyWordSet(`card cards debit credit atm visa mastercard amex`)

// cardPINAsked reports the user's last message asking about a card's PIN
// in a domain whose sign-in secret is no PIN.
func (e *Engine) cardPINAsked() bool {
	if strings.EqualFold(e.secretLabel(), "pin") {
		return false
	}
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if m.Role != state.RoleUser {
			continue
		}
		card, pin := false, false
		for _, w := range reading.Words(m.Text) {
			card = card || cardWords()[w]
			pin = pin || w == "pin" || w == "pins" || w == "pincode"
		}
		return card && pin
	}
	return false
}
