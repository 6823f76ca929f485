package concierge

import (
	"strings"
	"testing"
)

// R53: a reference to a value said before ("the same account", "that
// account again", "him again", "same as before") stands for the value the
// last transfer ran with, said back in front of the approval; the amount
// of the new message is its own. Nothing runs without the yes.
func TestReferencesToTheLastTransfer(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ line, want string }{
		{"now wire another 25 to the same account", "Transfer $25.00 from Checking (1234567890) to 1234324?"},
		{"send 30 to that account again pls", "Transfer $30.00 from Checking (1234567890) to 1234324?"},
		{"pay him again, 45 this time", "Transfer $45.00 from Checking (1234567890) to 1234324?"},
		{"transfer 15 to the same recipient as last time", "Transfer $15.00 from Checking (1234567890) to 1234324?"},
		{"send 12 same as before", "Transfer $12.00 from Checking (1234567890) to 1234324?"},
		{"another 70 to the same one", "Transfer $70.00 from Checking (1234567890) to 1234324?"},
		{"send the same amount to 7654321", "Transfer $500.00 from Checking (1234567890) to 7654321?"},
		{"could you do that same payment again", "Transfer $500.00 from Checking (1234567890) to 1234324?"},
		{"repeat the last transfer please", "Transfer $500.00 from Checking (1234567890) to 1234324?"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, "yes")
			say(t, e, tc.line)
			reply := rec.lastReply()
			if !strings.Contains(reply, "Same as last time") || !strings.Contains(reply, tc.want) {
				t.Fatalf("%q: reply %q, want the value said back and %q", tc.line, reply, tc.want)
			}
			if runs.Load() != 1 {
				t.Errorf("%q: %d transfers before the yes, want the first only", tc.line, runs.Load())
			}
		})
	}
}

// A reference still points at the last transfer after another task
// finished since (a balance check), and a person is never one of the
// user's own accounts.
func TestReferenceSurvivesAnotherTask(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	toApproval(t, e)
	say(t, e, "yes", "what's my savings balance", "send 20 to the same person")
	if r := rec.lastReply(); !strings.Contains(r, "to 1234324?") {
		t.Errorf("reply %q, want the last transfer's destination", r)
	}
}

// With nothing done before, a reference is read as typed: nothing is
// made up.
func TestReferenceWithNothingBefore(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 20 to the same account as before")
	if r := rec.lastReply(); strings.Contains(r, "Same as last time") || strings.Contains(r, "Transfer $20.00 from") {
		t.Errorf("reply %q, want no value made up", r)
	}
}

// At the destination question, "same as before" is the destination: the
// amount already given stands.
func TestReferenceKeepsTheValuesInHand(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	toApproval(t, e)
	say(t, e, "yes", "send 40", "same one as last time")
	if r := rec.lastReply(); !strings.Contains(r, "Transfer $40.00 from Checking (1234567890) to 1234324?") {
		t.Errorf("reply %q, want the 40 kept and the last destination", r)
	}
}
