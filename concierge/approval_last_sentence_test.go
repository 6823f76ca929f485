package concierge

import "testing"

// At an approval, a message that weighs the amount in its first sentences
// and decides in its last ("actually wait, is it 100 or should i do 150.
// eh do 150") was read as unused(150): the summary stayed at $100.00 and
// the next yes moved it. The last sentence's correction is a new summary
// (never approved by itself); a message that decides nothing changes
// nothing.
func TestApprovalLastSentenceDecides(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"actually wait, is it 100 or should i do 150. eh do 150", "Transfer $150.00 from Checking"},
		{"hmm is 100 enough? nah. do 200", "Transfer $200.00 from Checking"},
		{"100 or 150? go with 150", "Transfer $150.00 from Checking"},
		{"should i do 150? idk", "Transfer $100.00 from Checking"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "move 100 from checking to savings", "seldo", "monkey", c.line)
		if !containsIn([]string{rec.lastReply()}, c.want) {
			t.Errorf("%q: %q, want %q", c.line, rec.lastReply(), c.want)
		}
		if _, waits := e.PendingApproval(); !waits || balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" {
			t.Errorf("%q: the approval must still wait with nothing moved", c.line)
		}
	}
}
