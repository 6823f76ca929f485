package concierge

import (
	"strings"
	"testing"
)

// Tryout 34 (bank 43, 14, 51): what the user did not ask is never said
// back as if they had: a figure taken back in the same message, a swear
// word before "balance", and "I'll do the rest of what you asked" beside
// an undo of money already sent.
func TestRetractedFigureNotSaidBack(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, amount string }{
		{"move 50 from savings to checking, no wait, 60", "$60.00"},
		{"send 20 to savings from checking... actually make that 30", "$30.00"},
		{"transfer 100 frm checking to savings i mean 150", "$150.00"},
		{"send 40 from checking to savings, no, 45", "$45.00"},
		{"move 70 from savings to checking sorry 75", "$75.00"},
		{"put 25 in savings from checking - scratch that, 35", "$35.00"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line, "seldo", "monkey")
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "I didn't use") || !strings.Contains(rec.lastReply(), "Transfer "+c.amount) {
			t.Errorf("%q: %q", c.line, rec.lastReply())
		}
	}
}

func TestSwearWordNotTakenAsAccount(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"this app is garbage. just show my damn balance already", "show me my freaking balance",
		"give me my stupid balance now", "just show the goddamn balance", "my effing balance pls",
		"whats my frickin balance",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		last := rec.lastReply()
		if strings.Contains(last, "didn't recognise") || strings.Contains(last, "didn't use") || !strings.Contains(last, "Checking or Savings?") {
			t.Errorf("%q: %q", line, last)
		}
	}
}

func TestUndoBesideFraudIsNoRestToDo(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i got scammed, someone took money from my account. can you reverse the transfer to 1234324?",
		"i was defrauded, please reverse the payment to 7654321",
		"someone stole my card, refund the payment to 1234324",
		"my account was hacked and money is gone, undo the transaction pls",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "I'll do the rest") || strings.Contains(all, "username") || len(e.Session().Artifacts) != 0 {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
}
