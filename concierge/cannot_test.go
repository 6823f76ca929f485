package concierge

import (
	"strings"
	"testing"
)

// A request whose work nobody here does is said plainly, with the closest
// thing an agent does, and starts nothing (R50's cannot_handle): it is
// not routed to the agent whose words it shares.
func TestWhatTheProductCannotDo(t *testing.T) {
	t.Parallel()
	bank := []struct{ line, want string }{
		{"could you purchase some apple stock for me", "buy or sell shares"},
		{"i want to sell my tesla shares", "buy or sell shares"},
		{"pls pay my water bill", "pay bills"},
		{"can you settle the gas invoice from my checking", "pay bills"},
		{"help me open a joint account", "open or close accounts"},
		{"can u update my postal address", "change your personal details"},
		{"email me a copy of my statement", "send documents"},
		{"i need to freeze my debit card", "block, freeze or replace a card"},
		{"could you change 200 dollars into euros", "exchange currency"},
		{"pls set up a standing order to my landlord", "set up recurring payments"},
		{"i'd like to borrow a loan of 5k", "take out a loan"},
	}
	for _, c := range bank {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		if got := rec.lastReply(); !strings.Contains(got, "I can't "+c.want) || e.Speaker() != "" || len(e.Stack()) != 0 {
			t.Errorf("%q: %q (speaker %q, stack %v)", c.line, got, e.Speaker(), e.Stack())
		}
	}
	for _, line := range []string{"can you lodge a claim for the storm damage to my roof", "please fax the decline letter to the policyholder", "can u pay out claim 12AB34 today", "i want to renew my policy"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, "I can't ") || e.Speaker() != "" || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: %q (speaker %q)", line, got, e.Speaker())
		}
	}
}

// At a question, what nobody does is said and the question asked again;
// beside a request an agent does, that request runs.
func TestCannotDoBesideWhatItCan(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "buy me 5 shares of msft and then show me the price of aapl")
	said := strings.Join(rec.replies(), "\n")
	if !strings.Contains(said, "I can't buy or sell shares") || !strings.Contains(said, "AAPL (Apple Inc.) is trading at") {
		t.Errorf("%q", said)
	}
	e, rec = newInsurance(t)
	say(t, e, "decline letter please", "could you also post the letter to the customer")
	if got := rec.lastReply(); !strings.Contains(got, "I can't send documents") || !strings.Contains(got, "claim id") || e.Speaker() != "DeclineLetterAssistance" {
		t.Errorf("at the claim id: %q", got)
	}
	// the agents' own work is theirs: a transfer, a lookup, a letter
	for _, line := range []string{"send 50 to 7654321", "pay 40 to account 7654321", "whats the tsla stock price"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "I can't") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
}
