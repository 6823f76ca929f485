package concierge

import (
	"strings"
	"testing"
)

// Round 18 (t_36): a question for the number, id or name of the user's own
// accounts is answered with the account's number (from its balance check)
// and never starts a transfer; before, "whats my checking account number"
// was routed to transfer_money and asked where to send the money.
func TestAccountDetailsAsked(t *testing.T) {
	t.Parallel()
	one := map[string]string{
		"whats my checking account number":         "Checking account (1234567890)",
		"what's the account no. for my savings?":   "Savings account (2345678901)",
		"can u tell me my chequing acct id":        "Checking account (1234567890)",
		"what is the number on my savings account": "Savings account (2345678901)",
		"my checking account number pls?":          "Checking account (1234567890)",
	}
	for q, want := range one {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", q)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, want) || strings.Contains(all, "send the money") || e.Speaker() != "" {
			t.Errorf("%q: want %q and no transfer, got (speaker %q):\n%s", q, want, e.Speaker(), all)
		}
	}
	for _, q := range []string{"what is my account number", "whats my acct number?", "what are the ids of my accounts", "tell me my account details"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", q)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, "(1234567890)") || !strings.Contains(all, "(2345678901)") || strings.Contains(all, "send the money") {
			t.Errorf("%q: want both account numbers and no transfer:\n%s", q, all)
		}
	}
}

// A request that uses an account number, or a question about another
// one, is no question for one's own details.
func TestNotAccountDetails(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, q := range []string{"send 10 to my savings account number", "what number do i send money to", "is account 7654321 mine?", "what's my checking balance", "what is my password"} {
		if _, ok := e.accountDetailsRead(q); ok {
			t.Errorf("%q read as a question for one's own account details", q)
		}
	}
}

// Details the product does not have are not answered with the account ids.
func TestAccountDetailsNotHeld(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, q := range []string{"whats my routing number", "what is the iban of my checking account?", "my card number?"} {
		if _, ok := e.accountDetailsRead(q); ok {
			t.Errorf("%q answered with the account ids", q)
		}
	}
}
