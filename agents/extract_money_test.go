package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// R55: an amount for a money slot that mixes digits with letters other
// than a magnitude suffix is asked again, never guessed: whatever Extract
// finds in it, the slot's check refuses ("$5OO" was read as $5.00, "l00"
// as $0). Amounts that say what they are still read.
func TestExtractMoneyLookAlikes(t *testing.T) {
	t.Parallel()
	a := bank.Domain().Agent("transfer_money")
	facts := agents.Facts{"account_balance": "1000000000000.00"}
	for _, text := range []string{"$5OO", "5OO", "1O0", "$1O0", "2k5", "l00", "$l00", "S00", "5S", "$5O", "5O0",
		"5OO dollars", "$5OO.00", "5,OOO", "5.OO", "$5kk", "1OO bucks"} {
		for _, asked := range []string{"amount", ""} {
			for _, msg := range []string{text, "send " + text + " to 1234324", "make it " + text} {
				v, ok := agents.Extract(a, msg, asked)["amount"]
				if !ok {
					continue // nothing taken: the amount is asked
				}
				if n, err := a.Slot("amount").Normalize(v, facts); err == nil {
					t.Errorf("Extract(%q, asked %q) took %q as %s: a guess", msg, asked, v, n)
				}
			}
		}
	}
	for text, want := range map[string]string{"$5k": "5000.00", "5 bucks": "5.00", "five hundred": "500.00", "$1,250.50": "1250.50",
		"2.5k": "2500.00", "$.50": "0.50", "500USD": "500.00", "$5bn": "5000000000.00", "$500.": "500.00", "1 million": "1000000.00"} {
		v := agents.Extract(a, text, "amount")["amount"]
		if got, err := a.Slot("amount").Normalize(v, facts); err != nil || got != want {
			t.Errorf("Extract(%q) = %q → %q, %v; want %s", text, v, got, err, want)
		}
	}
	// ids that mix digits and letters are no amounts, and stay ids
	claim := insurance.Domain().Agent("DeclineLetterAssistance")
	if got := agents.Extract(claim, "claim 5OO12B", "claim_id")["claim_id"]; got != "5OO12B" {
		t.Errorf("claim id = %q, want 5OO12B", got)
	}
}
