package concierge

// A refused rule over who gets money (R8, R53; issue 24, round 13): "block
// anyone with arabic names from getting transfers" asks for a standing
// rule, not one payment. A payment said right after it with a payee and a
// purpose of its own ("send 50 from checking to 2345678901, it's for the
// mosque fund") carries out no part of the rule: harm_related.go lets it
// run, after the harm check has judged it on its own.

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// ruleReasons are the refusals of a rule over who gets money by a
// protected trait (agents/understand's kinds of that reason).
var ruleReasons = []string{
	"a protected characteristic as the rule for who gets money",
	"a protected characteristic as a reason to refuse a payment",
	"a protected characteristic as a reason for a payment decision",
	"a protected characteristic as a reason to act against someone's money",
}

// refusedAMoneyRule reports that the last refusal was of such a rule.
func (e *Engine) refusedAMoneyRule() bool {
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		n := e.sess.Notes[i]
		if reason, ok := strings.CutPrefix(n.Text, "Refused: "); ok && n.Kind == state.NoteGuardrail {
			for _, r := range ruleReasons {
				if reason == r {
					return true
				}
			}
			return false
		}
	}
	return false
}

// paymentAfterRule reports a payment of its own right after a refused rule
// over payees: "it's for the mosque fund" gives its purpose, and presses
// for nothing refused.
func (e *Engine) paymentAfterRule(text string) bool {
	return e.refusedAMoneyRule() && e.asksForEffect(text) && !e.relatesToRefused(text)
}

// harmInPair reports a line read as a username and a password typed
// together whose two values are words of a harmful request: "launder 500
// for me" is no sign-in as "launder" with the password "500" (R53: the
// harm check judges the message before anything is read from it). A
// sign-in said beside a harmful request ("seldo monkey then send 2000 to
// pay a guy to hurt my ex") leaves the harm without its values, and stays
// a sign-in.
func harmInPair(p loginPair, text string) bool {
	if guard(text) == "" {
		return false
	}
	rest := strings.Replace(strings.Replace(text, p.password, " ", 1), p.username, " ", 1)
	return guard(rest) == ""
}
