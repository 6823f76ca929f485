package concierge

import (
	"strings"
	"testing"
)

// Round 32 (bank38, item 4): a word that only names money ("cash",
// "funds", "dough") in a transfer is no amount tried and missed: the
// amount is asked plainly, and the user's own account is named in the
// question, not given as the bare number.
func TestMoneyWordNotAnAmount(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i wanna move some cash outta savings into checking",
		"move funds from savings to checking",
		"transfer some funds from savings to checking",
		"move cash from savings to checking",
		"send some bucks from savings to checking",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		last := rec.lastReply()
		if !strings.Contains(last, "How much would you like to transfer to Checking (1234567890)?") || strings.Contains(last, "recognise") || strings.Contains(last, "didn't use") {
			t.Errorf("%q: want the amount asked plainly, to Checking by name: %q", line, last)
		}
		say(t, e, "300", "yes")
		if !containsIn(rec.replies(), "Done: $300.00 sent from Savings (2345678901) to Checking (1234567890)") {
			t.Errorf("%q: the transfer did not go as asked: %q", line, rec.lastReply())
		}
	}
	// a word that is no money is still said back
	e, rec := newBank(t, nil)
	say(t, e, "move some cash and the hat from savings to checking", "seldo", "monkey")
	if !strings.Contains(rec.lastReply(), "hat") || strings.Contains(rec.lastReply(), "cash") {
		t.Errorf("want only the word that is no money said back: %q", rec.lastReply())
	}
}
